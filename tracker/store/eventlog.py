"""Reading and writing a match's events: rows to core events and back."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, select

from tracker.core.events import Event, event_from_dict, event_to_dict
from tracker.store.tables import EventRow


class NotFound(LookupError):
    """No such match or event."""


def remap_event(event: Event, mapping: dict[int, int]) -> Event:
    """The event with its player ids translated through ``mapping``."""
    changes: dict[str, Any] = {}
    for name in ("scorer", "assist", "player", "off", "on"):
        value = getattr(event, name, None)
        if value is not None:
            changes[name] = mapping[value]
    rows = getattr(event, "rows", None)
    if rows:
        changes["rows"] = tuple(tuple(mapping[p] for p in row) for row in rows)
    return dataclasses.replace(event, **changes) if changes else event


def _event_from_row(row: Any) -> Event:
    data = json.loads(row.payload)
    data["kind"] = row.kind
    data["period"] = row.period
    data["time"] = f"{row.minute}+{row.added}" if row.added else str(row.minute)
    event = event_from_dict(data, seq=row.seq)
    return dataclasses.replace(event, id=row.id)


def _payload(event: Event) -> tuple[str, str | None]:
    data = event_to_dict(event)
    for key in ("kind", "period", "time"):
        data.pop(key, None)
    side = data.get("side")
    return json.dumps(data, ensure_ascii=False, sort_keys=True), side


def load_events(session: Session, match_id: int) -> list[Event]:
    """A match's events in the order they were stored."""
    table = EventRow.__table__  # type: ignore[attr-defined]
    rows = session.execute(
        table.select().where(table.c.match_id == match_id).order_by(table.c.id)
    ).all()
    return [_event_from_row(row) for row in rows]


def next_seq(session: Session, match_id: int) -> int:
    """A sequence number after every event of the match."""
    current = session.exec(
        select(func.max(EventRow.seq)).where(EventRow.match_id == match_id)
    ).one()
    return (current or 0) + 1


def insert_event(session: Session, match_id: int, event: Event) -> Event:
    """Store an event (keeping its id when it has one, as when a deletion is undone)."""
    payload, side = _payload(event)
    row = EventRow(
        id=event.id,
        match_id=match_id,
        kind=event.kind,
        period=int(event.time.period),
        minute=event.time.minute,
        added=event.time.added,
        seq=event.seq,
        side=side,
        payload=payload,
    )
    session.add(row)
    session.flush()
    return dataclasses.replace(event, id=row.id)


def update_event(session: Session, match_id: int, event: Event) -> Event:
    """Overwrite a stored event with a corrected one (same id)."""
    row = session.get(EventRow, event.id)
    if row is None or row.match_id != match_id:
        raise NotFound(f"there is no event {event.id} in match {match_id}")
    payload, side = _payload(event)
    row.kind = event.kind
    row.period = int(event.time.period)
    row.minute = event.time.minute
    row.added = event.time.added
    row.seq = event.seq
    row.side = side
    row.payload = payload
    session.add(row)
    return event


def delete_event(session: Session, match_id: int, event_id: int) -> Event:
    """Remove an event; returns it as it was."""
    row = session.get(EventRow, event_id)
    if row is None or row.match_id != match_id:
        raise NotFound(f"there is no event {event_id} in match {match_id}")
    event = _event_from_row(row)
    session.delete(row)
    return event
