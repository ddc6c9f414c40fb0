"""A match's list figures and change counter, kept in its row.

The figures (:class:`tracker.core.match.summary.Figures`) are derived data: every action
that changes a match writes them in its own transaction, with :func:`record`, and
bumps the match's ``revision``. Rows whose ``summary_version`` is older than
:data:`SUMMARY_VERSION` (a database from before this schema, or a change in how the
figures are derived) are filled again from a replay by
:func:`tracker.store.match.replays.rebuild_stale`, which also compares every stored row with a
replay (it loads matches, which record their figures here).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, overload

from sqlalchemy import bindparam, select, update
from sqlmodel import Session

from tracker.core.match.model import Match, fold
from tracker.core.match.replay import RuleError, replay
from tracker.core.match.summary import Figures, damaged, figures_of
from tracker.store.match.eventlog import NotFound
from tracker.store.match.live import changed
from tracker.store.tables import EventRow, MatchRow

#: Bump when the figures are derived differently: every row is then rebuilt on open.
SUMMARY_VERSION = 2

_table: Any = MatchRow.__table__  # type: ignore[attr-defined]
_events: Any = EventRow.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Head:
    """What tells whether a stored match changed: its revision, lock and deletion."""

    revision: int
    confirmed: bool
    deleted: bool
    #: ``logged``, ``result`` or ``fixture`` (see :class:`tracker.store.tables.MatchRow`).
    record: str = "logged"
    #: The match's identity: an id given again (after a restore) names another match.
    uuid: str | None = None


#: What a command naming a match in the trash is told (a template of ``match_id``):
#: that it is there to restore, not lost.
IN_THE_TRASH = (
    "match {match_id} is in the trash (deleted): restore it from the library's "
    "deleted matches to use it again"
)
#: What a command naming a match id that names no match at all is told.
NO_SUCH_MATCH = "there is no match {match_id}"


def not_in_library(session: Session, match_id: int) -> str:
    """Why the library (which leaves out the trash) holds no match ``match_id``, as a
    template of ``match_id``: :data:`IN_THE_TRASH` or :data:`NO_SUCH_MATCH`. Every
    lookup that finds no match says this, so no command calls a deleted match lost."""
    row = session.execute(select(_table.c.deleted_at).where(_table.c.id == match_id)).first()
    return IN_THE_TRASH if row is not None and row.deleted_at is not None else NO_SUCH_MATCH


def head(session: Session, match_id: int, *, lock: bool = False) -> Head:
    """The match's revision, lock and deletion (one indexed row); NotFound if none.

    With ``lock`` the row stays locked until the transaction ends (``FOR UPDATE``
    where the database has it), so writers to one match take turns.
    """
    row = session.execute(_HEAD_LOCKED if lock else _HEAD, {"match_id": match_id}).first()
    if row is None:
        raise NotFound(f"there is no match {match_id}")
    return Head(
        int(row.revision), bool(row.confirmed), row.deleted_at is not None, row.record, row.uuid
    )


def played_beyond_full_time(session: Session, match_id: int) -> bool:
    """True if the stored match went on past full time: extra time or a shootout (its
    log's figures, or a result's)."""
    row = session.execute(
        select(_table.c.extra_time, _table.c.so_home, _table.c.status).where(
            _table.c.id == match_id
        )
    ).first()
    return row is not None and bool(row.extra_time or row.so_home is not None)


def figures_of_events(match: Match, events: Iterable[Any]) -> Figures:
    """The figures of a match from its stored events (``damaged`` if the rules refuse them)."""
    listed = list(events)
    try:
        return figures_of(replay(match, listed))
    except RuleError:
        return damaged(len(listed))


def search_text(match: Match) -> str:
    """Teams, competition, stage and venue, folded for accent-insensitive search."""
    parts = (match.home.name, match.away.name, match.competition, match.stage, match.venue)
    return "\n".join(fold(p) for p in parts if p)


def values(figures: Figures) -> dict[str, Any]:
    """The row's columns for ``figures``."""
    ht = figures.half_time or (None, None)
    so = figures.shootout or (None, None)
    return {
        "home_score": figures.home_score,
        "away_score": figures.away_score,
        "ht_home": ht[0],
        "ht_away": ht[1],
        "so_home": so[0],
        "so_away": so[1],
        "status": figures.status,
        "event_count": figures.events,
        "extra_time": figures.extra_time,
        "summary_version": SUMMARY_VERSION,
    }


def _record_statement(columns: Iterable[str]) -> Any:
    """``UPDATE match SET revision = revision + 1, updated_at, <columns> … RETURNING revision``.

    Built once with bound parameters: it runs with every logged event, and building
    a statement costs more than running it.
    """
    changes: dict[str, Any] = {
        "revision": _table.c.revision + 1,
        "updated_at": bindparam("p_updated_at"),
    }
    changes.update({name: bindparam(f"p_{name}") for name in columns})
    return (
        update(_table)
        .where(_table.c.id == bindparam("p_match_id"))
        .values(**changes)
        .returning(_table.c.revision)
    )


@overload
def record(session: Session, match_id: int, figures: Figures | None = None) -> int: ...
@overload
def record(
    session: Session,
    match_id: int,
    figures: Figures | None,
    *,
    if_revision: int,
    if_uuid: str | None = None,
) -> int | None: ...
def record(
    session: Session,
    match_id: int,
    figures: Figures | None = None,
    *,
    if_revision: int | None = None,
    if_uuid: str | None = None,
) -> int | None:
    """Mark the match changed now (revision + 1) and store its figures; the new revision.

    Other clients are told at commit (see :mod:`tracker.store.match.live`).

    With ``if_revision`` only a match still at that revision, and still the match of
    identity ``if_uuid``, is changed (None if it is not): the check and the row lock of
    an optimistic write in one statement.
    """
    params: dict[str, Any] = {
        "p_match_id": match_id,
        "p_updated_at": dt.datetime.now(dt.timezone.utc),
    }
    stmt = _TOUCH if if_revision is None else _TOUCH_IF
    if figures is not None:
        stmt = _RECORD if if_revision is None else _RECORD_IF
        params.update({f"p_{name}": value for name, value in values(figures).items()})
    if if_revision is not None:
        params["p_revision"] = if_revision
        params["p_uuid"] = if_uuid
    result = session.execute(stmt, params).first()
    if result is None:
        if if_revision is not None:
            return None
        raise NotFound(f"there is no match {match_id}")
    changed(session, match_id)
    return int(result.revision)


_HEAD = select(
    _table.c.revision, _table.c.confirmed, _table.c.deleted_at, _table.c.record, _table.c.uuid
).where(_table.c.id == bindparam("match_id"))
_HEAD_LOCKED = _HEAD.with_for_update()
_TOUCH = _record_statement(())
_TOUCH_IF = _TOUCH.where(
    _table.c.revision == bindparam("p_revision"),
    _table.c.deleted_at.is_(None),
    _table.c.uuid.is_not_distinct_from(bindparam("p_uuid")),
)
_RECORD = _record_statement(values(Figures()))
_RECORD_IF = _RECORD.where(
    _table.c.revision == bindparam("p_revision"),
    _table.c.deleted_at.is_(None),
    _table.c.uuid.is_not_distinct_from(bindparam("p_uuid")),
)


def figures_from_row(row: Any) -> Figures:
    """The figures stored in a match row (or a row of its columns)."""
    half = (row.ht_home, row.ht_away) if row.ht_home is not None else None
    shoot = (row.so_home, row.so_away) if row.so_home is not None else None
    return Figures(
        home_score=row.home_score,
        away_score=row.away_score,
        half_time=half,
        shootout=shoot,
        status=row.status,
        events=row.event_count,
        extra_time=bool(row.extra_time),
    )


def stale_ids(session: Session) -> list[int]:
    """Matches whose stored figures are older than this version's."""
    rows = session.execute(
        select(_table.c.id).where(
            _table.c.summary_version < SUMMARY_VERSION, _table.c.record == "logged"
        )
    ).all()
    return [int(r.id) for r in rows]


__all__ = [
    "SUMMARY_VERSION",
    "Head",
    "figures_from_row",
    "figures_of_events",
    "head",
    "played_beyond_full_time",
    "record",
    "search_text",
    "stale_ids",
    "values",
]
