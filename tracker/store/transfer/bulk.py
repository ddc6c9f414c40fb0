"""Storing many matches at once: one executemany per table instead of one flush per row.

Filling a library of thousands of matches (a benchmark, a bulk import) through
:func:`tracker.store.match.matches.insert_match` flushes every player row on its own;
here the rows of all the given matches are built first and written with one
``executemany`` per table, inside the caller's transaction. Rows are filled exactly
as :func:`~tracker.store.match.matches.insert_match` and
:func:`~tracker.store.match.eventlog.insert_event` fill them, and player ids in events
are mapped to the new players as :meth:`MatchService.import_match` maps them.
The events are stored as given: the caller checks them against the rules first.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table
from sqlmodel import Session

from tracker.core.match.events import Event
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import sort_events
from tracker.store.ids import new_ids as _new_ids
from tracker.store.match import summaries
from tracker.store.match.eventlog import remap_event, row_values
from tracker.store.match.matches import _fill_match_row, _team_id, player_rows
from tracker.store.people import squadlinks as people
from tracker.store.results import competitions
from tracker.store.tables import EventRow, MatchPlayerRow, MatchRow


@dataclass(frozen=True)
class NewMatch:
    """A match to store with its events and values for extra columns of its row."""

    match: Match
    events: Sequence[Event]
    #: Values for columns of the match row that the match does not give (e.g. updated_at).
    row: Mapping[str, Any] = field(default_factory=dict)


def _table(model: Any) -> Table:
    table: Table = model.__table__
    return table


def insert_matches(session: Session, items: Iterable[NewMatch]) -> list[int]:
    """Store the matches with their squads and events; returns their new ids in order.

    Teams missing from the database are created as :func:`insert_match` creates them.
    Runs in the caller's transaction: store a few thousand matches per call.
    """
    items = list(items)
    match_table, player_table, event_table = (
        _table(MatchRow),
        _table(MatchPlayerRow),
        _table(EventRow),
    )
    match_ids = _new_ids(session, match_table, len(items))
    player_ids = _new_ids(
        session, player_table, sum(len(i.match.home.squad) + len(i.match.away.squad) for i in items)
    )
    event_ids = _new_ids(session, event_table, sum(len(i.events) for i in items))
    teams: dict[str, int] = {}
    match_rows: list[dict[str, Any]] = []
    player_table_rows: list[dict[str, Any]] = []
    event_rows: list[dict[str, Any]] = []
    ids: list[int] = []
    now = dt.datetime.now(dt.timezone.utc)
    places: dict[tuple[str, str], dict[str, Any]] = {}
    for item in items:
        match_id = next(match_ids)
        ids.append(match_id)
        row = MatchRow()
        _fill_match_row(row, item.match)
        values = {c.name: getattr(row, c.name) for c in match_table.columns}
        values.update(id=match_id, created_at=now, updated_at=now, revision=1)
        # The list figures, as the service writes them with each event.
        values.update(summaries.values(summaries.figures_of_events(item.match, item.events)))
        for side in Side:
            name = item.match.team(side).name
            if name not in teams:
                teams[name] = _team_id(session, item.match.team(side))
            values[f"{side.value}_team_id"] = teams[name]
        where = (item.match.competition, item.match.stage)
        if where not in places:
            places[where] = competitions.place_values(session, *where)
        values.update(places[where])
        values.update(item.row)
        match_rows.append(values)
        mapping: dict[int, int] = {}
        for player in player_rows(match_id, item.match):
            mapping[player.pop("pid")] = player["id"] = next(player_ids)
            player_table_rows.append(player)
        for seq, event in enumerate(sort_events(item.events), start=1):
            moved = remap_event(dataclasses.replace(event, id=None, seq=seq), mapping)
            event_rows.append(_event_row(next(event_ids), match_id, moved, now))
    for table, rows in (
        (match_table, match_rows),
        (player_table, player_table_rows),
        (event_table, event_rows),
    ):
        if rows:
            session.execute(table.insert(), rows)
    people.link_players(people.Linker(session), ids)
    return ids


def _event_row(event_id: int, match_id: int, event: Event, now: dt.datetime) -> dict[str, Any]:
    return {"id": event_id, "match_id": match_id, "created_at": now, **row_values(event)}
