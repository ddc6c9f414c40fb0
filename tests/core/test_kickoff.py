"""When the running period kicked off, as the log tells it, and when that is not believed."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest

from tests.core.factory import (
    ET1,
    H1,
    H2,
    HOME,
    PENS,
    end,
    goal,
    make_match,
    start,
    through_extra_time,
    to_extra_time,
)
from tracker.core.match.events import Authorship, Event
from tracker.core.match.kickoff import LEEWAY, SKEW, logged_kickoff
from tracker.core.match.replay import replay

KICK_OFF = dt.datetime(2027, 5, 1, 15, 0, tzinfo=dt.timezone.utc)


def _at(event: Event, logged: dt.datetime | None, changed: dt.datetime | None = None) -> Event:
    return replace(event, authorship=Authorship("Ana", logged, changed))


def _first_half(logged: dt.datetime | None = KICK_OFF) -> list[Event]:
    return [_at(start(H1), logged), goal("12", H1, HOME, 10)]


def test_the_running_half_ticks_from_when_its_start_was_logged() -> None:
    state = replay(make_match(), _first_half())
    assert logged_kickoff(state, KICK_OFF + dt.timedelta(minutes=12)) == KICK_OFF


def test_the_second_half_ticks_from_its_own_start() -> None:
    second = KICK_OFF + dt.timedelta(minutes=62)
    events = [*_first_half(), end(H1, 2), _at(start(H2), second)]
    state = replay(make_match(), events)
    assert logged_kickoff(state, second + dt.timedelta(minutes=5)) == second


def test_a_start_stored_without_a_zone_is_in_utc() -> None:
    state = replay(make_match(), _first_half(KICK_OFF.replace(tzinfo=None)))
    assert logged_kickoff(state, KICK_OFF + dt.timedelta(minutes=3)) == KICK_OFF


def test_an_edited_start_keeps_the_moment_it_was_logged() -> None:
    changed = KICK_OFF + dt.timedelta(minutes=20)
    events = [_at(start(H1), KICK_OFF, changed)]
    state = replay(make_match(), events)
    assert logged_kickoff(state, changed) == KICK_OFF


@pytest.mark.parametrize(
    "events",
    [
        [],  # not kicked off
        [_at(start(H1), KICK_OFF), end(H1)],  # half time
        [_at(start(H1), None)],  # the log does not say when
        [start(H1)],
    ],
)
def test_no_moment_where_no_period_runs_or_none_is_logged(events: list[Event]) -> None:
    state = replay(make_match(), events)
    assert logged_kickoff(state, KICK_OFF + dt.timedelta(minutes=1)) is None


def test_the_shootout_has_no_clock() -> None:
    events = [*through_extra_time(), _at(start(PENS), KICK_OFF)]
    state = replay(make_match(), events)
    assert state.running
    assert logged_kickoff(state, KICK_OFF) is None


@pytest.mark.parametrize(
    ("after", "believed"),
    [
        (-SKEW, True),  # another machine's clock a little ahead
        (-SKEW - dt.timedelta(seconds=1), False),  # in the future
        (dt.timedelta(minutes=45) + LEEWAY, True),
        (dt.timedelta(minutes=45) + LEEWAY + dt.timedelta(seconds=1), False),  # absurd
        (dt.timedelta(days=3), False),
    ],
)
def test_a_moment_that_makes_no_sense_is_not_believed(after: dt.timedelta, believed: bool) -> None:
    state = replay(make_match(), _first_half())
    assert (logged_kickoff(state, KICK_OFF + after) == KICK_OFF) is believed


def test_extra_time_is_believed_for_a_shorter_while() -> None:
    events = [*to_extra_time()[:-1], _at(start(ET1), KICK_OFF)]
    state = replay(make_match(), events)
    assert state.running and state.period is ET1
    assert logged_kickoff(state, KICK_OFF + dt.timedelta(minutes=15) + LEEWAY) == KICK_OFF
    assert logged_kickoff(state, KICK_OFF + dt.timedelta(minutes=45) + LEEWAY) is None
