"""A match's list figures replayed from its event log: filled where stale, checked.

Above :mod:`tracker.store.match.matches` (it loads the match) and
:mod:`tracker.store.match.summaries` (the stored figures it compares and writes).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import func, select, update
from sqlmodel import Session

from tracker.core.match.model import Match
from tracker.core.match.summary import Figures, damaged
from tracker.store.match.eventlog import DamagedEvent, load_events
from tracker.store.match.matches import load_match_any
from tracker.store.match.summaries import (
    SUMMARY_VERSION,
    figures_from_row,
    figures_of_events,
    search_text,
    stale_ids,
    values,
)
from tracker.store.tables import EventRow, MatchRow

_table: Any = MatchRow.__table__  # type: ignore[attr-defined]
_events: Any = EventRow.__table__  # type: ignore[attr-defined]


def _replayed(session: Session, match: Match) -> Figures:
    assert match.id is not None
    try:
        events = load_events(session, match.id)
    except DamagedEvent:
        count = session.execute(
            select(func.count()).select_from(_events).where(_events.c.match_id == match.id)
        ).scalar_one()
        return damaged(int(count))
    return figures_of_events(match, events)


def rebuild(session: Session, match_ids: Iterable[int]) -> None:
    """Fill the figures and search text of these matches from a replay of their events."""
    for match_id in match_ids:
        match = load_match_any(session, match_id)
        figures = _replayed(session, match)
        session.execute(
            update(_table)
            .where(_table.c.id == match_id)
            .values(**values(figures), search=search_text(match))
        )


def rebuild_stale(session: Session) -> int:
    """Rebuild every stale row; how many there were."""
    ids = stale_ids(session)
    rebuild(session, ids)
    return len(ids)


def check(session: Session) -> list[tuple[int, Figures, Figures]]:
    """Every match whose stored figures differ from a replay: (id, stored, replayed)."""
    wrong = []
    # A result or a fixture has no events: its figures are the ones its source gave.
    rows = session.execute(
        select(_table).where(_table.c.record == "logged").order_by(_table.c.id)
    ).all()
    for row in rows:
        replayed = _replayed(session, load_match_any(session, row.id))
        stored = figures_from_row(row)
        if stored != replayed or row.summary_version != SUMMARY_VERSION:
            wrong.append((int(row.id), stored, replayed))
    return wrong


__all__ = ["check", "rebuild", "rebuild_stale"]
