"""The match file: one whole match (set-up and events) as versioned JSON.

The format is documented in ``docs/match-file.md`` and described by the JSON Schema
shipped as ``tracker/resources/match.schema.json``. Reading checks the schema, then
the set-up, then replays every event through the rules, and reports where in the
file the first problem is.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from dataclasses import replace
from importlib import resources
from typing import Any

from tracker.core.files.schemawords import said
from tracker.core.i18n import gettext as _
from tracker.core.match.events import (
    Authorship,
    Card,
    Event,
    EventFormatError,
    MatchEnd,
    event_from_dict,
    event_to_dict,
)
from tracker.core.match.model import (
    Lineup,
    Match,
    Officials,
    Player,
    Position,
    SetupError,
    Side,
    TeamSheet,
    preset_for,
)
from tracker.core.match.replay import RuleError, replay, sort_events
from tracker.core.match.setup import check_match, check_team

FORMAT = "match-tracker"
#: Version 2 added the match's ``uuid``, version 3 the event kind ``abandoned``; files
#: of versions 1 (without a uuid) and 2 are still read.
VERSION = 3


class MatchFileError(ValueError):
    """A match file that cannot be read; the message says where the problem is."""


def schema() -> dict[str, Any]:
    """The JSON Schema of the match file."""
    text = resources.files("tracker.resources").joinpath("match.schema.json").read_text("utf-8")
    return json.loads(text)  # type: ignore[no-any-return]


#: Who logged an event and when: not part of what happened.
_AUTHORSHIP = frozenset({"author", "logged_at", "changed_at"})


def content(match: Match, events: Sequence[Event]) -> dict[str, Any]:
    """What a match's file says happened: its data without the match's identity (uuid)
    or who logged each event and when. Two copies of one match, logged or imported in
    two databases, by two people at two moments, have the same content."""
    data = to_dict(replace(match, uuid=None), sort_events(events))
    data["events"] = [
        {key: value for key, value in event.items() if key not in _AUTHORSHIP}
        for event in data["events"]
    ]
    return data


def dumps(match: Match, events: Sequence[Event]) -> str:
    """The match file text, with a stable layout (keys in order, two-space indent)."""
    return json.dumps(to_dict(match, events), indent=2, ensure_ascii=False) + "\n"


def to_dict(match: Match, events: Sequence[Event]) -> dict[str, Any]:
    """The match as a match-file dictionary; players are renumbered 1, 2, … in squad order."""
    ids: dict[int, int] = {}
    for player in (*match.home.squad, *match.away.squad):
        ids[player.pid] = len(ids) + 1
    out_events = []
    for event in sort_events(events):
        data = event_to_dict(event)
        for key in ("scorer", "assist", "player", "off", "on"):
            if data.get(key) is not None:
                data[key] = ids[data[key]]
        if "rows" in data:
            data["rows"] = [[ids[p] for p in row] for row in data["rows"]]
        data.update(_authorship_to_dict(event.authorship))
        out_events.append(data)
    meta: dict[str, Any] = {"uuid": match.uuid} if match.uuid else {}
    return {
        "format": FORMAT,
        "version": VERSION,
        "match": {
            **meta,
            "competition": match.competition,
            "stage": match.stage,
            "date": match.date.isoformat() if match.date else None,
            "kickoff": match.kickoff.strftime("%H:%M") if match.kickoff else None,
            "venue": match.venue,
            "attendance": match.attendance,
            "officials": {
                "referee": match.officials.referee,
                "assistant1": match.officials.assistant1,
                "assistant2": match.officials.assistant2,
                "fourth": match.officials.fourth,
                "var": match.officials.var,
            },
            "rules": {"preset": match.rules.key, "team_size": match.rules.team_size},
            "confirmed": match.confirmed,
        },
        "home": _team_to_dict(match.home, ids),
        "away": _team_to_dict(match.away, ids),
        "events": out_events,
    }


def _team_to_dict(team: TeamSheet, ids: dict[int, int]) -> dict[str, Any]:
    lineup = None
    if team.lineup is not None:
        lineup = {
            "formation": team.lineup.formation,
            "rows": [[ids[p] for p in row] for row in team.lineup.rows],
            "bench": [ids[p] for p in team.lineup.bench],
            "captain": ids[team.lineup.captain] if team.lineup.captain is not None else None,
        }
    return {
        "name": team.name,
        "short_name": team.short_name,
        "manager": team.manager,
        "colour": team.colour,
        "keeper_colour": team.keeper_colour,
        "squad": [
            {
                "id": ids[p.pid],
                "name": p.name,
                "known_as": p.known_as,
                "number": p.number,
                "position": p.position.value if p.position else None,
            }
            for p in team.squad
        ],
        "lineup": lineup,
    }


def loads(text: str) -> tuple[Match, list[Event]]:
    """Read a match file; raises :class:`MatchFileError` saying where it is wrong."""
    try:
        data = json.loads(text, parse_int=_parse_int, object_pairs_hook=_no_key_twice)
    except _KeyTwice as exc:
        raise MatchFileError(
            _("the key {key!r} is given twice in one object: which one is meant?").format(
                key=exc.key
            )
        ) from None
    except json.JSONDecodeError as exc:
        raise MatchFileError(
            _("not valid JSON: {message} (line {line}, column {column})").format(
                message=exc.msg, line=exc.lineno, column=exc.colno
            )
        ) from None
    except (TypeError, RecursionError) as exc:
        raise MatchFileError(_("not valid JSON: {error}").format(error=exc)) from None
    return from_dict(data)


class _KeyTwice(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_key_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object of the file; one giving a key twice (``"name": "Argentina", "name":
    "Brazil"``) is refused: JSON readers keep either, the file means one."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise _KeyTwice(key)
        found[key] = value
    return found


def from_dict(data: Any) -> tuple[Match, list[Event]]:
    """Build a match and its events from a match-file dictionary, checking everything."""
    _check_version(data)
    _check_sizes(data)
    _check_values(data)
    _check_schema(data)
    try:
        match = _match_from(data)
        check_match(match)
    except SetupError as exc:
        raise MatchFileError(_("set-up: {error}").format(error=exc)) from None
    known = {p.pid for p in (*match.home.squad, *match.away.squad)}
    events: list[Event] = []
    for index, raw in enumerate(data["events"]):
        where = f"events[{index}]"
        try:
            event = event_from_dict(raw, seq=index)
            event = replace(event, authorship=_authorship_from(raw))
        except EventFormatError as exc:
            raise MatchFileError(f"{where}: {exc}") from None
        for pid in event.players():
            if pid not in known:
                raise MatchFileError(
                    _("{where}: no player with id {pid} in either squad").format(
                        where=where, pid=pid
                    )
                )
        events.append(event)
    _check_nothing_after_full_time(events)
    try:
        replay(match, events)
    except RuleError as exc:
        at = next((i for i, e in enumerate(events) if e is exc.event), None)
        where = f"events[{at}] ({exc.event.time})" if exc.event is not None else "events"
        raise MatchFileError(f"{where}: {exc}") from None
    return match, events


#: The most players a team's squad lists (a tournament squad is 26, a club's match day
#: fewer than 40) and events a match holds: a file past them is no match's, and reading
#: it whole would take minutes.
MAX_SQUAD = 100
MAX_EVENTS = 5000


def _check_sizes(data: Any) -> None:
    """Refuse at once a squad or an event log no match has (checked before anything
    reads them item by item)."""
    if not isinstance(data, dict):
        return  # the schema says what is wrong
    for side in ("home", "away"):
        team = data.get(side)
        squad = team.get("squad") if isinstance(team, dict) else None
        if isinstance(squad, list) and len(squad) > MAX_SQUAD:
            template = _("{side}.squad lists {count:,} players: a squad has at most {most}")
            raise MatchFileError(template.format(side=side, count=len(squad), most=MAX_SQUAD))
    events = data.get("events")
    if isinstance(events, list) and len(events) > MAX_EVENTS:
        template = _("events lists {count:,} events: a match has at most {most:,}")
        raise MatchFileError(template.format(count=len(events), most=MAX_EVENTS))


def _check_nothing_after_full_time(events: Sequence[Event]) -> None:
    """Refuse a file that lists play after its final whistle (a goal put after
    ``match_end``): read by their minutes, it would be filed before the whistle and
    count, where the file says it came after. Only a card may follow full time (Law
    12: misconduct after the whistle is still punished)."""
    end = next((i for i, e in enumerate(events) if isinstance(e, MatchEnd)), None)
    if end is None:
        return
    for index in range(end + 1, len(events)):
        event = events[index]
        if not isinstance(event, Card):
            template = _(
                "events[{index}] ({time}): it comes after full time (events[{end}]) in the "
                "file, and nothing is played after full time; list it before the final "
                "whistle if it came before"
            )
            raise MatchFileError(template.format(index=index, time=event.time, end=end))


def team_from_dict(data: Any, where: str) -> TeamSheet:
    """A team (name, colours, squad; no line-up) checked as a match file's team is.

    The same schema, the same limits on numbers and text, the same set-up checks
    (names, duplicate shirt numbers): the library archive's ``teams.json`` is read so.
    """
    _check_values(data, where)
    _check_schema(data, _TEAM_SCHEMA, where)
    team = _team_from(data, where)
    try:
        check_team(team)
    except SetupError as exc:
        raise MatchFileError(f"{where}: {exc}") from None
    return team


_TEAM_SCHEMA: dict[str, Any] = {"$ref": "#/$defs/team"}


def _authorship_to_dict(made: Authorship | None) -> dict[str, Any]:
    """The file's fields saying who logged an event and when: none when nobody is named."""
    if made is None or not made.author:
        return {}
    out: dict[str, Any] = {"author": made.author}
    if made.logged_at is not None:
        out["logged_at"] = _utc_text(made.logged_at)
    if made.changed_at is not None:
        out["changed_at"] = _utc_text(made.changed_at)
    return out


def _utc_text(moment: dt.datetime) -> str:
    """A moment as ISO 8601 in UTC to the second: ``2026-07-15T20:03:07Z``."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(dt.timezone.utc)
    return moment.replace(tzinfo=None, microsecond=0).isoformat() + "Z"


def _authorship_from(raw: dict[str, Any]) -> Authorship | None:
    """Who logged the event, as the file says (None in a file that does not say)."""
    if "author" not in raw:
        return None
    try:
        logged = _utc_moment(raw.get("logged_at"))
        changed = _utc_moment(raw.get("changed_at"))
    except ValueError as exc:
        raise EventFormatError(_("bad time of logging: {error}").format(error=exc)) from None
    return Authorship(str(raw["author"]), logged, changed)


def _utc_moment(text: Any) -> dt.datetime | None:
    if text is None:
        return None
    moment = dt.datetime.fromisoformat(str(text).replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    return moment.astimezone(dt.timezone.utc)


def _check_version(data: Any) -> None:
    # Said before the schema check, whose "1 was expected" would not tell the user why.
    if not isinstance(data, dict):
        return
    if "format" in data and data["format"] != FORMAT:
        raise MatchFileError(
            _("format: {value!r} is not a Match Tracker match file").format(value=data["format"])
        )
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise MatchFileError(
            _(
                "version: the file is format version {version}, written by a newer Match "
                "Tracker (this one reads version {newest}); update Match Tracker to import it"
            ).format(version=version, newest=VERSION)
        )


#: More digits than any number of the format can have: such a number is kept as text so
#: the place can be named (Python refuses to read integers of over 4,300 digits at all).
_MAX_DIGITS = 30


class _LongNumber(str):
    """The digits of a JSON integer too long for any field of the file."""


def _parse_int(digits: str) -> int | _LongNumber:
    return int(digits) if len(digits) <= _MAX_DIGITS else _LongNumber(digits)


def _check_values(data: Any, root: str = "") -> None:
    """Refuse what the schema cannot see: overlong numbers, and text that is not Unicode.

    A lone surrogate (``"\\ud800"``) is valid JSON but no text: it cannot be stored.
    """
    todo: list[tuple[Any, tuple[str | int, ...]]] = [(data, (root,) if root else ())]
    while todo:
        value, path = todo.pop()
        where = _json_path(path) or _("the file")
        if isinstance(value, _LongNumber):
            raise MatchFileError(
                _("{where}: a number of {digits} digits is far too large").format(
                    where=where, digits=len(value)
                )
            )
        if isinstance(value, str):
            _check_unicode(where, value)
        elif isinstance(value, dict):
            for key, item in value.items():
                _check_unicode(_("{where}: a field name").format(where=where), key)
                todo.append((item, (*path, key)))
        elif isinstance(value, list):
            todo.extend((item, (*path, index)) for index, item in enumerate(value))


def _check_unicode(where: str, text: str) -> None:
    bad = next((c for c in text if "\ud800" <= c <= "\udfff"), None)
    if bad is not None:
        raise MatchFileError(
            _("{where}: U+{code:04X} is not a character (a broken UTF-16 surrogate)").format(
                where=where, code=ord(bad)
            )
        )


def _check_schema(data: Any, part: dict[str, Any] | None = None, root: str = "") -> None:
    import jsonschema

    whole = schema()
    validator = jsonschema.Draft202012Validator(
        whole if part is None else {**part, "$defs": whole["$defs"]}
    )
    errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        error = errors[0]
        if error.validator in ("oneOf", "anyOf") and error.context:
            # "… is not valid under any of the given schemas" hides the mistake: say the
            # deepest one instead (the line-up is a line-up or null: its bad row).
            error = max(error.context, key=lambda e: len(e.absolute_path))
        path = _json_path([root, *error.absolute_path] if root else error.absolute_path)
        message = said(error)
        if error.validator == "pattern" and path.endswith(".time"):
            # The schema's regular expression means nothing to a user: say it in words.
            message = _("{value!r} is not a minute such as 55, 45+2, 90+6 or pens").format(
                value=error.instance
            )
        elif error.validator == "pattern" and path.endswith("_at"):
            message = _("{value!r} is not a moment such as 2026-07-15T20:03:07Z").format(
                value=error.instance
            )
        elif error.validator == "pattern" and path == "match.uuid":
            message = _("{value!r} is not a UUID such as {example}").format(
                value=error.instance, example=_UUID_EXAMPLE
            )
        where = path or _("the file")
        raise MatchFileError(f"{where}: {message}")


_UUID_EXAMPLE = "5b1f4c2e-8a59-4d61-9d0f-3b7a1c6e2f10"


def _json_path(parts: Any) -> str:
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _match_from(data: dict[str, Any]) -> Match:
    meta = data.get("match", {})
    rules = meta.get("rules", {})
    officials = meta.get("officials", {})
    try:
        date = dt.date.fromisoformat(meta["date"]) if meta.get("date") else None
        kickoff = dt.time.fromisoformat(meta["kickoff"]) if meta.get("kickoff") else None
    except ValueError as exc:
        raise MatchFileError(
            _("match: bad date or kick-off time ({error})").format(error=exc)
        ) from None
    return Match(
        home=_team_from(data["home"], "home"),
        away=_team_from(data["away"], "away"),
        competition=meta.get("competition", ""),
        stage=meta.get("stage", ""),
        date=date,
        kickoff=kickoff,
        venue=meta.get("venue", ""),
        attendance=meta.get("attendance"),
        officials=Officials(**officials),
        rules=preset_for(rules.get("preset", "standard"), rules.get("team_size", 11)),
        confirmed=bool(meta.get("confirmed", False)),
        uuid=meta["uuid"].lower() if meta.get("uuid") else None,
    )


def _team_from(data: dict[str, Any], where: str) -> TeamSheet:
    squad = tuple(
        Player(
            pid=p["id"],
            name=p["name"],
            known_as=p.get("known_as", ""),
            number=p.get("number"),
            position=Position(p["position"]) if p.get("position") else None,
        )
        for p in data["squad"]
    )
    lineup = None
    if data.get("lineup"):
        raw = data["lineup"]
        lineup = Lineup(
            formation=raw["formation"],
            rows=tuple(tuple(row) for row in raw["rows"]),
            bench=tuple(raw.get("bench", ())),
            captain=raw.get("captain"),
        )
    team = TeamSheet(
        name=data["name"],
        squad=squad,
        lineup=lineup,
        manager=data.get("manager", ""),
        short_name=data.get("short_name", ""),
    )
    if "colour" in data:
        team = replace(team, colour=data["colour"])
    if "keeper_colour" in data:
        team = replace(team, keeper_colour=data["keeper_colour"])
    return team


__all__ = [
    "FORMAT",
    "VERSION",
    "MatchFileError",
    "Side",
    "dumps",
    "from_dict",
    "loads",
    "schema",
    "team_from_dict",
]
