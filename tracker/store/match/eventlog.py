"""Reading and writing a match's events: rows to core events and back."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from typing import Any

from sqlalchemy import bindparam, delete, func, insert, update
from sqlmodel import Session, select

from tracker.core.match.events import Authorship, Event, event_to_dict
from tracker.store.match.rows import DamagedEvent as DamagedEvent
from tracker.store.match.rows import check_players as check_players
from tracker.store.match.rows import event_from_row as _event_from_row
from tracker.store.match.rows import utc as _utc
from tracker.store.tables import EventRow


class NotFound(LookupError):
    """No such match or event."""


_table: Any = EventRow.__table__  # type: ignore[attr-defined]


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


def _payload(event: Event) -> tuple[str, str | None]:
    data = event_to_dict(event)
    for key in ("kind", "period", "time"):
        data.pop(key, None)
    side = data.get("side")
    return json.dumps(data, ensure_ascii=False, sort_keys=True), side


#: A stored row (every column) as the key of the event read from it.
RowKey = tuple[Any, ...]


def load_events(
    session: Session, match_id: int, parsed: dict[RowKey, Event] | None = None
) -> list[Event]:
    """A match's events in the order they were stored; DamagedEvent names a bad row.

    With ``parsed``, a row read before (the same id and columns) gives back the event
    read from it then, and new rows are added: a client that reads a match again
    after another client's change decodes only the rows that changed.
    """
    rows = session.execute(_EVENTS, {"match_id": match_id}).all()
    if parsed is None:
        return [_event_from_row(row) for row in rows]
    events = []
    for row in rows:
        key = tuple(row)
        event = parsed.get(key)
        if event is None:
            event = parsed[key] = _event_from_row(row)
        events.append(event)
    return events


def next_seq(session: Session, match_id: int) -> int:
    """A sequence number after every event of the match."""
    current = session.exec(
        select(func.max(EventRow.seq)).where(EventRow.match_id == match_id)
    ).one()
    return (current or 0) + 1


def insert_event(session: Session, match_id: int, event: Event) -> Event:
    """Store an event (keeping its id when it has one, as when a deletion is undone).

    Its ``authorship`` says who logged it and when (now, if it does not say); the
    event returned carries what was stored.
    """
    values = row_values(event)
    if event.id is not None:
        values["id"] = event.id
    made = event.authorship or Authorship()
    logged = made.logged_at or _now()
    values.update(
        match_id=match_id,
        created_at=_utc(logged),
        author=made.author,
        changed_at=_utc(made.changed_at),
    )
    # One statement for all, parameters apart: building a statement per event costs more
    # than running it.
    result: Any = session.execute(_INSERT, values)
    new_id = result.inserted_primary_key[0] if result.inserted_primary_key else None
    made = dataclasses.replace(made, logged_at=_utc(logged))
    return dataclasses.replace(
        event, id=int(new_id) if new_id is not None else event.id, authorship=made
    )


def update_event(
    session: Session,
    match_id: int,
    event: Event,
    *,
    author: str = "",
    at: dt.datetime | None = None,
) -> Event:
    """Overwrite a stored event with a corrected one (same id), changed by ``author`` at
    ``at`` (now by default); returns it with its authorship as stored."""
    at = at or _now()
    result: Any = session.execute(
        update(_table)
        .where(_table.c.id == event.id, _table.c.match_id == match_id)
        .values(**row_values(event), author=author, changed_at=_utc(at))
        .returning(_table.c.created_at)
    )
    row = result.first()
    if row is None:
        raise NotFound(f"there is no event {event.id} in match {match_id}")
    made = Authorship(author, _utc(row.created_at), _utc(at))
    return dataclasses.replace(event, authorship=made)


def set_seq(session: Session, match_id: int, event_id: int, seq: int) -> None:
    """Give a stored event another place among the events of its moment (its ``seq``
    alone; the caller keeps ``seq`` unique within the match, as the table does)."""
    session.execute(
        update(_table).where(_table.c.id == event_id, _table.c.match_id == match_id).values(seq=seq)
    )


def swap_places(
    session: Session,
    match_id: int,
    moved: Event,
    other: Event,
    *,
    author: str = "",
    at: dt.datetime | None = None,
) -> Event:
    """Store two events of one moment in each other's place: ``moved`` (the one the
    user moved, marked as changed by ``author`` at ``at``) takes ``other``'s ``seq``
    and ``other`` takes ``moved``'s. Both are given as stored before the swap; returns
    ``moved`` as stored after it.

    ``seq`` is unique within a match at every statement, so ``other`` waits on a
    number no event holds (below every stored one) while ``moved`` takes its place.
    """
    set_seq(session, match_id, other.id or -1, -1 - max(moved.seq, other.seq))
    stored = update_event(
        session, match_id, dataclasses.replace(moved, seq=other.seq), author=author, at=at
    )
    set_seq(session, match_id, other.id or -1, moved.seq)
    return stored


def delete_event(session: Session, match_id: int, event_id: int) -> Event:
    """Remove an event; returns it as it was."""
    where = (_table.c.id == event_id, _table.c.match_id == match_id)
    row = session.execute(_table.select().where(*where)).first()
    if row is None:
        raise NotFound(f"there is no event {event_id} in match {match_id}")
    event = _event_from_row(row)
    session.execute(delete(_table).where(*where))
    return event


def row_values(event: Event) -> dict[str, Any]:
    """The columns of an event's row (but its id, match and creation time)."""
    payload, side = _payload(event)
    return {
        "kind": event.kind,
        "period": int(event.time.period),
        "minute": event.time.minute,
        "added": event.time.added,
        "seq": event.seq,
        "side": side,
        "payload": payload,
    }


_INSERT = insert(_table)
_EVENTS = _table.select().where(_table.c.match_id == bindparam("match_id")).order_by(_table.c.id)
_EVENT = _table.select().where(
    _table.c.match_id == bindparam("match_id"), _table.c.id == bindparam("event_id")
)


def load_event(session: Session, match_id: int, event_id: int) -> Event | None:
    """The event stored under this id in the match, as stored (None if there is none).

    One indexed row: what an undo compares with the event it recorded, so that it never
    acts on another event that has come to carry the id.
    """
    row = session.execute(_EVENT, {"match_id": match_id, "event_id": event_id}).first()
    return None if row is None else _event_from_row(row)


def _now() -> dt.datetime:
    """Now in UTC, to the second (as the match file writes it)."""
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
