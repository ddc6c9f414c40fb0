"""The state a client reads of a match being played says when its running period's start
was logged, as the whistle stored it: what a window without the moment of the whistle
(killed before its settings were written, on another machine) ticks from."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.core.factory import H1, H2, end, start
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.kickoff import logged_kickoff, logged_start
from tracker.services.matches import MatchService
from tracker.services.opening import opening_match
from tracker.store.db import open_database

KICK_OFF = dt.datetime(2027, 5, 1, 15, 0, tzinfo=dt.timezone.utc)


class _Clock:
    """When the services stamp what they store."""

    def __init__(self) -> None:
        self.now = KICK_OFF

    def __call__(self) -> dt.datetime:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> _Clock:
    stamp = _Clock()
    monkeypatch.setattr("tracker.services.matches._now", stamp)
    return stamp


@pytest.fixture
def m(db_url: str, clock: _Clock) -> Iterator[StoredMatch]:
    """Reds v Blues, kicked off at :data:`KICK_OFF`."""
    stored = store_match(db_url)
    stored.log(start(H1))
    yield stored
    stored.close()


def _read_elsewhere(url: str, match_id: int) -> dt.datetime | None:
    """When the running period's start was logged, as a client of its own reads it."""
    database = open_database(url, backups=0)
    try:
        return logged_start(MatchService(database).open(match_id).state)
    finally:
        database.close()


def test_another_client_reads_when_the_kick_off_was_logged(m: StoredMatch) -> None:
    read = _read_elsewhere(m.url, m.id)
    assert read == KICK_OFF and read.tzinfo is not None
    assert logged_start(m.service.open(m.id).state) == KICK_OFF


def test_the_second_half_is_read_from_its_own_start(m: StoredMatch, clock: _Clock) -> None:
    clock.now = KICK_OFF + dt.timedelta(minutes=47)
    m.log(end(H1, 2))
    assert _read_elsewhere(m.url, m.id) is None  # half time: nothing runs
    clock.now = KICK_OFF + dt.timedelta(minutes=62)
    m.log(start(H2))
    assert _read_elsewhere(m.url, m.id) == KICK_OFF + dt.timedelta(minutes=62)


def test_an_edited_kick_off_keeps_when_it_was_logged(m: StoredMatch, clock: _Clock) -> None:
    clock.now = KICK_OFF + dt.timedelta(minutes=20)
    kick_off = m.service.open(m.id).state.events[0]
    m.service.edit(m.id, replace(kick_off, authorship=None))
    state = m.service.open(m.id).state
    made = state.events[0].authorship
    assert made is not None and made.changed_at == clock.now
    assert _read_elsewhere(m.url, m.id) == KICK_OFF
    assert logged_kickoff(state, clock.now) == KICK_OFF


def test_the_deleted_kick_off_put_back_keeps_when_it_was_logged(
    m: StoredMatch, clock: _Clock
) -> None:
    kick_off = m.service.open(m.id).state.events[0]
    assert kick_off.id is not None
    m.service.delete(m.id, kick_off.id)
    clock.now = KICK_OFF + dt.timedelta(minutes=5)
    m.service.log(m.id, kick_off)  # the undo of the deletion
    assert _read_elsewhere(m.url, m.id) == KICK_OFF


def test_the_first_frame_read_says_it_too(tmp_path, clock: _Clock) -> None:  # type: ignore[no-untyped-def]
    """The match the window opens with, read with plain sqlite3 before the database
    layers load, says the same: the clock ticks from the first frame."""
    stored = store_match(tmp_path)
    try:
        stored.log(start(H1))
        found = opening_match(stored.url, stored.id, None)
        assert found is not None
        assert logged_start(found.state) == KICK_OFF
    finally:
        stored.close()
