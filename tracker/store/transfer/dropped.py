"""What restoring a backup would drop: the database's matches and events it lacks.

Both files are read only, and cheaply: the matches are compared by their identity and
revision first, and the events are read only of the matches that changed since the
backup (a library of results, none changed, reads no event at all).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracker.store.transfer.backup import BackupError, _connect_readonly


@dataclass(frozen=True)
class DroppedMatch:
    """A match of the database that a backup holds otherwise, or not at all."""

    home: str
    away: str
    #: False: the backup has no such match (or has it in the trash).
    in_backup: bool
    #: Its events the backup lacks (logged after it, or the whole log when not in it).
    added: int
    #: Its events corrected since the backup, which holds them as they were.
    changed: int


def dropped(backup: Path, db_path: Path) -> list[DroppedMatch]:
    """The matches of ``db_path`` (not in its trash) whose events, or which, restoring
    ``backup`` over it would drop, in the database's order of ids. Raises
    :class:`BackupError` if either file cannot be read."""
    uuids_here, here = _matches(db_path)
    uuids_there, there = _matches(backup)
    # A file from before schema 0002 has no uuids: both are then matched by id.
    key = _by_uuid if uuids_here and uuids_there else _by_id
    theirs = {key(row): row for row in there}
    differ = [
        row
        for row in here
        if key(row) not in theirs
        or row.revision is None
        or row.revision != theirs[key(row)].revision
    ]
    if not differ:
        return []
    events_here = _events(db_path, (row.id for row in differ))
    events_there = _events(backup, (theirs[key(r)].id for r in differ if key(r) in theirs))
    found = []
    for row in differ:
        mine = events_here.get(row.id, {})
        kept = theirs.get(key(row))
        if kept is None:
            found.append(DroppedMatch(row.home, row.away, False, len(mine), 0))
            continue
        old = events_there.get(kept.id, {})
        added = sum(1 for event in mine if event not in old)
        changed = sum(
            1 for event, content in mine.items() if _corrected_since(content, old.get(event))
        )
        if added or changed:
            found.append(DroppedMatch(row.home, row.away, True, added, changed))
    return found


def _corrected_since(here: tuple[Any, ...], there: tuple[Any, ...] | None) -> bool:
    """Whether the event was corrected after the backup's version of it: a backup
    taken before a restore holds corrections that the file restored lacks, and
    restoring it drops nothing."""
    if there is None or here[:-1] == there[:-1]:
        return False
    changed_here, changed_there = here[-1], there[-1]
    return changed_here is not None and (changed_there is None or changed_here > changed_there)


@dataclass(frozen=True)
class _Match:
    id: int
    uuid: str | None
    home: str
    away: str
    #: None in a file from before schema 0002: such a match is always compared.
    revision: int | None


def _by_uuid(match: _Match) -> str:
    return match.uuid or f"id {match.id}"


def _by_id(match: _Match) -> str:
    return f"id {match.id}"


def _matches(path: Path) -> tuple[bool, list[_Match]]:
    """The file's matches not in the trash, and whether it has uuids to match them by."""
    try:
        with contextlib.closing(_connect_readonly(path)) as conn:
            columns = {row[1] for row in conn.execute("PRAGMA table_info(match)")}
            uuid = "uuid" if "uuid" in columns else "NULL"
            revision = "revision" if "revision" in columns else "NULL"
            rows = conn.execute(
                f"SELECT id, {uuid}, home_name, away_name, {revision} FROM match "
                "WHERE deleted_at IS NULL ORDER BY id"
            ).fetchall()
    except sqlite3.Error as exc:
        raise BackupError(f"{path.name} cannot be read: {exc}") from None
    return "uuid" in columns, [_Match(*row) for row in rows]


def _events(path: Path, match_ids: Iterable[int]) -> dict[int, dict[int, tuple[Any, ...]]]:
    """The events of those matches of the file: by match, each event's id and content
    (its time of correction last)."""
    ids = sorted(set(match_ids))
    found: dict[int, dict[int, tuple[Any, ...]]] = {}
    try:
        with contextlib.closing(_connect_readonly(path)) as conn:
            columns = {row[1] for row in conn.execute("PRAGMA table_info(event)")}
            changed = "changed_at" if "changed_at" in columns else "NULL"  # an older file
            for start in range(0, len(ids), 500):  # under SQLite's limit of parameters
                chunk = ids[start : start + 500]
                marks = ", ".join("?" * len(chunk))
                for match_id, event_id, *content in conn.execute(
                    "SELECT match_id, id, kind, period, minute, added, seq, side, payload, "
                    f"{changed} FROM event WHERE match_id IN ({marks})",
                    chunk,
                ):
                    found.setdefault(match_id, {})[event_id] = tuple(content)
    except sqlite3.Error as exc:
        raise BackupError(f"{path.name} cannot be read: {exc}") from None
    return found
