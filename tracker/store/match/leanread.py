"""The match the window opens with, read from an SQLite file with plain ``sqlite3``.

The window shows its first match before SQLAlchemy, SQLModel and pydantic load: this
reads that match's row, squads and events through a read-only connection
(``mode=ro``: nothing can be written through it, not even a lock file's content) and
turns them into core values with the same functions as the ORM's reads
(:mod:`tracker.store.match.rows`). The database layers open the file right after and
read the match again; what this read shows is replaced by theirs.

Only a file at this version's schema is read (a database to upgrade, or from a newer
version, waits for the database layers), and any doubt (no such file, a damaged row,
a database busy or locked) gives None: the window then opens the usual way.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.store.match.rows import check_players, event_from_row, match_from_rows
from tracker.store.schema import HEAD_REVISION


@dataclass(frozen=True)
class LeanMatch:
    """A stored match as read by the lean path: what the ORM's read would give."""

    id: int
    match: Match
    #: In the order they were stored (as the ORM's read gives them).
    events: list[Event]
    revision: int
    #: ``logged``, ``result`` or ``fixture``.
    record: str


class _Row:
    """A row whose columns are attributes, as the shared row functions read them."""

    def __init__(self, columns: dict[str, Any]) -> None:
        self.__dict__.update(columns)


#: Columns SQLAlchemy turns into Python values on SQLite (stored as text or 0/1).
_DATES = frozenset({"date"})
_TIMES = frozenset({"kickoff"})
_MOMENTS = frozenset({"created_at", "changed_at", "updated_at", "deleted_at"})
_BOOLEANS = frozenset({"confirmed", "bench", "captain"})


def _value(name: str, value: Any) -> Any:
    if value is None:
        return None
    if name in _BOOLEANS:
        return bool(value)
    if name in _DATES:
        return dt.date.fromisoformat(value)
    if name in _TIMES:
        return dt.time.fromisoformat(value)
    if name in _MOMENTS:
        return dt.datetime.fromisoformat(value)
    return value


def _row(cursor: sqlite3.Cursor, values: tuple[Any, ...]) -> _Row:
    names = [column[0] for column in cursor.description]
    return _Row({name: _value(name, value) for name, value in zip(names, values, strict=True)})


def _connect(path: Path) -> sqlite3.Connection:
    """A read-only connection (``mode=ro``): every write through it fails."""
    connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=0.5)
    connection.row_factory = _row
    return connection


def _target(db: sqlite3.Connection, match_id: int | None, remembered: int | None) -> int | None:
    """``match_id``, else ``remembered`` if it is in the library, else the logged match
    changed last (as the window's :func:`~tracker.ui.common.settingkeys.last_match` chooses)."""
    if match_id is not None:
        return match_id
    if remembered is not None:
        found = db.execute(
            "SELECT id FROM match WHERE id = ? AND deleted_at IS NULL", (remembered,)
        ).fetchone()
        if found is not None:
            return remembered
    last = db.execute(
        "SELECT id FROM match WHERE deleted_at IS NULL AND record = 'logged' "
        "ORDER BY updated_at DESC, id DESC LIMIT 1"
    ).fetchone()
    return int(last.id) if last is not None else None


def _read(db: sqlite3.Connection, match_id: int) -> LeanMatch | None:
    row = db.execute("SELECT * FROM match WHERE id = ?", (match_id,)).fetchone()
    if row is None or row.deleted_at is not None:
        return None
    players = db.execute(
        "SELECT * FROM match_player WHERE match_id = ? ORDER BY sort, id", (match_id,)
    ).fetchall()
    match = match_from_rows(row, players)
    rows = db.execute("SELECT * FROM event WHERE match_id = ? ORDER BY id", (match_id,))
    events = [event_from_row(event) for event in rows.fetchall()]
    return LeanMatch(
        match_id, match, check_players(match_id, match, events), int(row.revision), row.record
    )


def read_opening(
    path: Path, match_id: int | None = None, remembered: int | None = None
) -> LeanMatch | None:
    """The match to open in the SQLite file ``path``: ``match_id``, else ``remembered``
    (the one last worked on in the window) if it is still there, else the logged match
    changed last; None if there is none or it cannot be read here."""
    if not path.is_file():
        return None
    try:
        db = _connect(path)
    except sqlite3.Error:
        return None
    try:
        version = db.execute("SELECT version_num FROM alembic_version").fetchall()
        if [v.version_num for v in version] != [HEAD_REVISION]:
            return None
        target = _target(db, match_id, remembered)
        return _read(db, target) if target is not None else None
    except (sqlite3.Error, ValueError, LookupError, TypeError):
        return None
    finally:
        db.close()
