"""Schema 0002 on both backends: duplicate sequence numbers left by racing writers are
renumbered deterministically, and ``(match_id, seq)`` is unique from then on."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import NullPool

from tests.helpers.matches import demo
from tests.helpers.oldschema import old_database
from tracker.core.files import matchfile
from tracker.core.match.events import Goal
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.state import log_unfinished
from tracker.services import MatchService
from tracker.store.db import current_revision, head_revision, open_database

#: Event id → the duplicate seq it is given: the races of issue 13, in one match.
DUPLICATES = {3: 2, 7: 6, 8: 6, 9: 6, 16: 15}


def _seqs(url: str) -> dict[int, int]:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as connection:
            rows = connection.execute(text("SELECT id, seq FROM event ORDER BY id")).all()
    finally:
        engine.dispose()
    return {int(row.id): int(row.seq) for row in rows}


def _execute(url: str, sql: str, **params: object) -> None:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            connection.execute(text(sql), params)
    finally:
        engine.dispose()


def test_duplicate_seqs_are_renumbered_by_seq_then_id(empty_db_url: str) -> None:
    url = old_database(empty_db_url)
    for event_id, seq in DUPLICATES.items():
        _execute(url, "UPDATE event SET seq = :seq WHERE id = :id", seq=seq, id=event_id)
    before = _seqs(url)
    assert len(set(before.values())) < len(before)
    # The renumbering the migration promises: each event's rank by (seq, id) in its match.
    ranked = sorted(before, key=lambda event_id: (before[event_id], event_id))
    expected = {event_id: place for place, event_id in enumerate(ranked, start=1)}

    database = open_database(url, backups=0)
    try:
        assert current_revision(database.engine) == head_revision()
        assert _seqs(url) == expected
        with database.engine.connect() as connection:
            unique = inspect(connection).get_unique_constraints("event")
        assert {"name": "uq_event_match_seq", "column_names": ["match_id", "seq"]} in [
            {"name": u["name"], "column_names": u["column_names"]} for u in unique
        ]
        # The match reads as it was written, and its figures were rebuilt.
        service = MatchService(database)
        [entry] = service.library()
        assert (entry.score, entry.status) == ("2-1", "finished")
        match, events = service.load(entry.id)
        # (apart from the identity schema 0003 gave it)
        assert matchfile.to_dict(replace(match, uuid=None), events) == matchfile.to_dict(*demo())
        # A second event with a taken seq is refused by the schema itself.
        with pytest.raises(IntegrityError):
            _execute(
                url,
                "INSERT INTO event (match_id, kind, period, minute, added, seq, payload,"
                " created_at, author) VALUES (:m, 'goal', 2, 88, 0, 4, '{}', :t, '')",
                m=entry.id,
                t="2026-07-15 21:00:00",
            )
        # New rows are numbered after the old ones.
        again = service.import_text(matchfile.dumps(match, events))
        assert again > entry.id
        assert min(e.id for e in service.load(again)[1]) > max(before)  # type: ignore[type-var]
    finally:
        database.close()


def test_an_upgraded_match_takes_new_events_after_the_old_ones(empty_db_url: str) -> None:
    url = old_database(empty_db_url)
    # The full-time whistles go (as if the match were still being logged): it is live.
    _execute(url, "DELETE FROM event WHERE id IN (17, 18)")
    database = open_database(url, backups=0)
    try:
        service = MatchService(database)
        [entry] = service.library()
        # Live; or, its day long past (the reference match's), a log that stops short.
        day = dt.date.fromisoformat(entry.date)
        assert entry.status == ("unfinished" if log_unfinished(day, dt.date.today()) else "live")
        scorer = service.state(entry.id).on_pitch(Side.HOME)[-1]
        late = Goal(MatchTime(Period.SECOND_HALF, 90, 7), side=Side.HOME, scorer=scorer)
        change = service.log(entry.id, late)
        assert change.event is not None and change.event.id is not None
        assert change.event.seq == 17  # after the old ones, through the new unique index
        assert change.state.score == {Side.HOME: 3, Side.AWAY: 1}
    finally:
        database.close()
