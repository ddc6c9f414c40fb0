"""The copies into a database that have not finished (:class:`UnfinishedCopyRow`).

A copy writes its matches a hundred to a transaction: one killed half-way leaves a
library holding part of the source's, each match whole, that looks complete. The copy
marks the target as it starts and clears the mark as it ends, so the target says so.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from sqlalchemy import delete
from sqlmodel import Session, col, select

from tracker.store.tables import UnfinishedCopyRow


@dataclass(frozen=True)
class Unfinished:
    """A copy into this database that did not finish."""

    source: str
    total: int
    started_at: dt.datetime


def begin(session: Session, source: str, total: int) -> None:
    """Mark a copy from ``source`` (``total`` matches) as under way, unless it is."""
    found = session.exec(
        select(UnfinishedCopyRow).where(col(UnfinishedCopyRow.source) == source)
    ).first()
    if found is None:
        session.add(UnfinishedCopyRow(source=source, total=total))
    elif found.total != total:
        found.total = total


def finish(session: Session, source: str) -> None:
    """A copy from ``source`` has ended: this one, and any before it left unfinished."""
    session.execute(delete(UnfinishedCopyRow).where(col(UnfinishedCopyRow.source) == source))


def unfinished(session: Session) -> list[Unfinished]:
    """The copies into this database that have not finished, one per source, the
    latest start of each."""
    rows = session.exec(select(UnfinishedCopyRow).order_by(col(UnfinishedCopyRow.id))).all()
    latest = {row.source: row for row in rows}
    return [Unfinished(r.source, r.total, r.started_at) for r in latest.values()]
