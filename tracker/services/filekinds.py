"""What a file given to import holds, told from its name and first bytes.

The window opens a file by its kind (a match file at once, open data in the Import
dialog) and ``match-tracker import FILE`` without ``--format`` imports it by its
kind, so both tell kinds the same way.
"""

from __future__ import annotations

from pathlib import Path

from tracker.services.inputs import head_of

#: How much of a file is read to tell what it is (a StatsBomb events file is megabytes).
SNIFF_BYTES = 64 * 1024


#: openfootball's other files of an edition, kept beside its ``worldcup.json``: what
#: each is, and what to do with it (none of them holds matches).
SIDE_FILES = {
    "groups": "it is read with the worldcup.json beside it (import that)",
    "standings": (
        "Match Tracker works the group tables out from the results (import the "
        "worldcup.json beside it)"
    ),
    "teams": "Match Tracker does not read it (import the worldcup.json beside it)",
    "stadiums": "Match Tracker does not read it (import the worldcup.json beside it)",
}


def side_file(path: str) -> str:
    """``groups``, ``standings``, ``teams`` or ``stadiums``: which of openfootball's other
    files of an edition ``path`` is (by its name, else by its first key), or ""."""
    for kind in SIDE_FILES:
        if Path(path).name.lower().endswith(f".{kind}.json"):
            return kind
    head = head_of(path, SNIFF_BYTES).decode("utf-8", "replace")
    if not head.lstrip("\ufeff \t\r\n").startswith("{") or '"matches"' in head:
        return ""
    if '"groups"' in head:
        return "standings" if '"standings"' in head else "groups"
    return next((kind for kind in ("stadiums", "teams") if f'"{kind}"' in head), "")


def not_matches(path: str, kind: str) -> str:
    """Why ``path``, one of openfootball's other files (:func:`side_file`), is not imported."""
    return f"{path} is an openfootball {kind} file, not a matches file: {SIDE_FILES[kind]}"


def kind_of(path: str) -> str:
    """What the file holds: ``json`` (a match file), ``events``, ``lineups`` or ``matches``
    (StatsBomb open data), ``openfootball``, ``squads``, or ``""`` when it is none of them
    (openfootball's other files of an edition too: :func:`side_file`)."""
    file = Path(path)
    name = file.name.lower()
    if name.endswith(".squads.json"):
        return "squads"
    if file.parent.name in ("events", "lineups") and name.endswith(".json"):
        return file.parent.name
    # Read without waiting: a named pipe or a device is nothing it can tell (its
    # reading then says what it is).
    head = head_of(path, SNIFF_BYTES).decode("utf-8", "replace")
    start = head.lstrip("\ufeff \t\r\n")[:1]
    if start == "[":
        # An events file's Starting XI holds a "lineup" too: events are told first.
        if '"period"' in head and '"type"' in head:
            return "events"
        if '"lineup"' in head:
            return "lineups"
        if '"home_team"' in head and '"match_id"' in head:
            return "matches"
        return ""
    if start != "{":
        return ""
    if '"rounds"' in head or ('"matches"' in head and '"home"' not in head):
        return "openfootball"
    return "json" if '"home"' in head and '"away"' in head else ""


__all__ = ["SIDE_FILES", "SNIFF_BYTES", "kind_of", "not_matches", "side_file"]
