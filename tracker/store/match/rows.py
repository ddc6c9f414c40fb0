"""A match's stored rows as core values: its row and squad rows to a Match, event rows to events.

The one translation from rows to values, whatever read the rows: the ORM's queries
(:mod:`tracker.store.match.matches`, :mod:`tracker.store.match.eventlog`) and the lean
read of the match the window opens with (:mod:`tracker.store.match.leanread`). A row is
anything whose columns are its attributes, already of the column's Python type.

Light on purpose: no SQLAlchemy here, so that the window can show its first match
before the database layers load.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from typing import Any, overload

from tracker.core.match.events import Authorship, Event, event_from_dict
from tracker.core.match.model import (
    Lineup,
    Match,
    Officials,
    Player,
    Position,
    Side,
    TeamSheet,
    preset_for,
)


class DamagedEvent(ValueError):
    """A stored event row that cannot be read (its payload or kind is not understood)."""

    def __init__(self, match_id: int, row_id: int, why: str) -> None:
        super().__init__(f"event row {row_id} of match {match_id} is damaged ({why})")
        self.match_id = match_id
        self.row_id = row_id


@overload
def utc(moment: dt.datetime) -> dt.datetime: ...
@overload
def utc(moment: None) -> None: ...
@overload
def utc(moment: dt.datetime | None) -> dt.datetime | None: ...
def utc(moment: dt.datetime | None) -> dt.datetime | None:
    """A moment as an aware one in UTC (a database without zones keeps UTC)."""
    if moment is None:
        return None
    if moment.tzinfo is None:
        return moment.replace(tzinfo=dt.timezone.utc)
    return moment.astimezone(dt.timezone.utc)


def event_from_row(row: Any) -> Event:
    """The event stored in an ``event`` row; DamagedEvent if it cannot be read."""
    try:
        data = json.loads(row.payload)
        if not isinstance(data, dict):
            raise ValueError("its payload is not a JSON object")
        data["kind"] = row.kind
        data["period"] = row.period
        data["time"] = f"{row.minute}+{row.added}" if row.added else str(row.minute)
        event = event_from_dict(data, seq=row.seq)
    except (ValueError, KeyError, TypeError) as exc:
        why = "its payload is not JSON" if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise DamagedEvent(row.match_id, row.id, why) from None
    made = Authorship(row.author or "", utc(row.created_at), utc(row.changed_at))
    return dataclasses.replace(event, id=row.id, authorship=made)


def check_players(match_id: int, match: Match, events: list[Event]) -> list[Event]:
    """``events`` as they are; DamagedEvent names a row whose player is in neither squad.

    Such a row reads as an event (its payload is JSON) but no reader can place it:
    every reader (show, the window, export, dump, copy, push) names it the same way.
    """
    known = {p.pid for p in (*match.home.squad, *match.away.squad)}
    for event in events:
        unknown = next((pid for pid in event.players() if pid not in known), None)
        if unknown is not None:
            raise DamagedEvent(
                match_id, event.id or 0, f"it names player {unknown}, who is in neither squad"
            )
    return events


def match_from_rows(row: Any, players: list[Any]) -> Match:
    """The match of a ``match`` row and its ``match_player`` rows (in squad order)."""
    teams = {
        side: team_from_rows(row, side, [p for p in players if p.side == side.value])
        for side in Side
    }
    return Match(
        home=teams[Side.HOME],
        away=teams[Side.AWAY],
        competition=row.competition,
        stage=row.stage,
        date=row.date,
        kickoff=row.kickoff,
        venue=row.venue,
        attendance=row.attendance,
        officials=Officials(
            referee=row.referee,
            assistant1=row.assistant1,
            assistant2=row.assistant2,
            fourth=row.fourth_official,
            var=row.var,
        ),
        rules=preset_for(row.rules_preset, row.team_size),
        confirmed=row.confirmed,
        id=row.id,
        uuid=row.uuid,
    )


def team_from_rows(row: Any, side: Side, players: list[Any]) -> TeamSheet:
    """One side's team sheet: its columns of the match row and its squad rows."""
    prefix = side.value
    squad = tuple(
        Player(
            pid=p.id,
            name=p.name,
            known_as=p.known_as,
            number=p.number,
            position=Position(p.position) if p.position else None,
        )
        for p in players
    )
    formation = getattr(row, f"{prefix}_formation")
    lineup = None
    if formation:
        lines: dict[int, list[tuple[int, int]]] = {}
        for p in players:
            if p.line is not None and p.slot is not None:
                lines.setdefault(p.line, []).append((p.slot, p.id))
        rows = tuple(tuple(pid for _, pid in sorted(lines[k])) for k in sorted(lines))
        # In bench order; a bench stored before its order was kept (no slot): squad order.
        on_bench = [p for p in players if p.bench]
        ordered = sorted(on_bench, key=lambda p: (p.slot is None, p.slot or 0))  # stable
        bench = tuple(p.id for p in ordered)
        captain = next((p.id for p in players if p.captain), None)
        lineup = Lineup(formation=formation, rows=rows, bench=bench, captain=captain)
    return TeamSheet(
        name=getattr(row, f"{prefix}_name"),
        squad=squad,
        lineup=lineup,
        manager=getattr(row, f"{prefix}_manager"),
        short_name=getattr(row, f"{prefix}_short"),
        colour=getattr(row, f"{prefix}_colour"),
        keeper_colour=getattr(row, f"{prefix}_keeper_colour"),
    )
