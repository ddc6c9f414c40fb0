"""StatsBomb's clock and football minutes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.matchtime import MatchTime, Period
from tracker.opendata.clock import (
    ClockError,
    elapsed_of,
    elapsed_of_end,
    end_time_of,
    format_timestamp,
    parse_timestamp,
    time_of,
)

PLAYED = (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND)


@st.composite
def match_times(draw: st.DrawFn) -> MatchTime:
    period = draw(st.sampled_from(PLAYED))
    minute = draw(st.integers(period.start + 1, period.end))
    added = draw(st.integers(0, 15)) if minute == period.end else 0
    return MatchTime(period, minute, added)


@given(match_times())
def test_an_event_time_survives_the_clock(time: MatchTime) -> None:
    assert time_of(time.period, elapsed_of(time)) == time


@given(match_times())
def test_a_half_end_time_survives_the_clock(time: MatchTime) -> None:
    assert end_time_of(time.period, elapsed_of_end(time)) == time


@pytest.mark.parametrize(
    ("period", "stamp", "football"),
    [
        (Period.FIRST_HALF, "00:00:20.000", "1'"),
        (Period.FIRST_HALF, "00:12:40.400", "13'"),
        (Period.FIRST_HALF, "00:46:30.200", "45'+2"),
        (Period.SECOND_HALF, "00:09:30.000", "55'"),
        (Period.SECOND_HALF, "00:46:30.000", "90'+2"),
        (Period.EXTRA_SECOND, "00:14:59.999", "120'"),
        (Period.EXTRA_SECOND, "00:15:00.000", "120'+1"),
    ],
)
def test_reporters_minutes(period: Period, stamp: str, football: str) -> None:
    assert str(time_of(period, parse_timestamp(stamp))) == football


def test_half_end_rounds_up_so_every_event_is_inside_the_half() -> None:
    assert str(end_time_of(Period.FIRST_HALF, parse_timestamp("00:47:21.000"))) == "45'+3"
    assert str(end_time_of(Period.FIRST_HALF, parse_timestamp("00:45:00.000"))) == "45'"


def test_half_time_change_stays_in_the_interval() -> None:
    assert time_of(Period.SECOND_HALF, 0.0, at_start=True) == MatchTime(Period.SECOND_HALF, 45)
    assert time_of(Period.SECOND_HALF, 0.0) == MatchTime(Period.SECOND_HALF, 46)


@given(st.floats(0, 9000, allow_nan=False).map(lambda s: round(s, 3)))
def test_timestamps_round_trip(seconds: float) -> None:
    assert parse_timestamp(format_timestamp(seconds)) == pytest.approx(seconds, abs=1e-6)


@pytest.mark.parametrize("bad", ["", "12:00", "aa:bb:cc", "-1:00:00.0", None, 5])
def test_bad_timestamps_are_refused(bad: object) -> None:
    with pytest.raises(ClockError):
        parse_timestamp(bad)
