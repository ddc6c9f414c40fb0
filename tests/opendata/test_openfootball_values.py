"""Goal minutes, kick-off times and placeholders as openfootball writes them."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.matchtime import MAX_ADDED, MatchTime, MatchTimeError, Period
from tracker.core.results.values import Placeholder, PlaceholderKind
from tracker.opendata.openfootball.values import goal_time, kickoff_time, placeholder

H1, H2, ET1, ET2 = Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND


@pytest.mark.parametrize(
    ("minute", "offset", "extra_time", "expected"),
    [
        (55, None, False, MatchTime(H2, 55)),
        ("55", None, False, MatchTime(H2, 55)),
        ("1", None, False, MatchTime(H1, 1)),
        ("45", None, False, MatchTime(H1, 45)),
        ("46", None, False, MatchTime(H2, 46)),
        ("45+2", None, False, MatchTime(H1, 45, 2)),
        ("90+5", None, False, MatchTime(H2, 90, 5)),
        ("90+1", None, True, MatchTime(H2, 90, 1)),
        (90, 5, False, MatchTime(H2, 90, 5)),
        (45, 1, False, MatchTime(H1, 45, 1)),
        (90, 0, False, MatchTime(H2, 90)),
        # A bare minute past 90 is stoppage time when the match had no extra time ...
        ("92", None, False, MatchTime(H2, 90, 2)),
        (92, None, False, MatchTime(H2, 90, 2)),
        # ... and a minute of extra time when it had.
        ("92", None, True, MatchTime(ET1, 92)),
        ("105", None, True, MatchTime(ET1, 105)),
        ("105+1", None, True, MatchTime(ET1, 105, 1)),
        ("106", None, True, MatchTime(ET2, 106)),
        ("120", None, True, MatchTime(ET2, 120)),
        ("120+5", None, True, MatchTime(ET2, 120, 5)),
        (120, 1, True, MatchTime(ET2, 120, 1)),
        (121, None, True, MatchTime(ET2, 120, 1)),
        ("90'+6", None, False, MatchTime(H2, 90, 6)),
        (" 87' ", None, False, MatchTime(H2, 87)),
    ],
)
def test_goal_minutes(
    minute: object, offset: object, extra_time: bool, expected: MatchTime
) -> None:
    assert goal_time(minute, offset, extra_time=extra_time) == expected


@pytest.mark.parametrize(
    ("minute", "offset", "extra_time", "message"),
    [
        ("105+1", None, False, "in extra time, but the match had none"),
        ("120+1", None, False, "in extra time"),
        ("60+2", None, False, "added time follows 45, 90, 105 or 120, not 60"),
        ("0", None, False, "before the kick-off"),
        ("abc", None, False, "not a minute"),
        ("", None, False, "not a minute"),
        (None, None, False, "not a minute"),
        (True, None, False, "not a minute"),
        (55.5, None, False, "not a minute"),
        ("90+2", 2, False, "added time and an offset"),
        (90, "2", False, "offset"),
        (90, -1, False, "negative"),
        (90, True, False, "offset"),
        ("300", None, False, "too far past"),
    ],
)
def test_minutes_that_cannot_be_read_say_why(
    minute: object, offset: object, extra_time: bool, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        goal_time(minute, offset, extra_time=extra_time)


@given(st.integers(1, 189), st.booleans())
def test_a_bare_minute_keeps_its_running_count(minute: int, extra_time: bool) -> None:
    time = goal_time(str(minute), extra_time=extra_time)
    assert time.minute + time.added == minute
    assert goal_time(minute, extra_time=extra_time) == time
    if not extra_time:
        assert time.period in (H1, H2)


@given(st.integers(1, 189), st.integers(1, 189), st.booleans())
def test_later_bare_minutes_are_never_earlier_times(a: int, b: int, extra_time: bool) -> None:
    first, second = sorted((a, b))
    assert goal_time(first, extra_time=extra_time) <= goal_time(second, extra_time=extra_time)


@st.composite
def _times(draw: st.DrawFn) -> MatchTime:
    period = draw(st.sampled_from([H1, H2, ET1, ET2]))
    minute = draw(st.integers(period.start + 1, period.end))
    added = draw(st.integers(0, 20)) if minute == period.end else 0
    return MatchTime(period, minute, added)


@given(_times())
def test_every_written_time_reads_back(time: MatchTime) -> None:
    text = time.entry()
    extra_time = time.period.is_extra_time
    assert goal_time(text, extra_time=extra_time) == time
    if time.added:
        assert goal_time(time.minute, time.added, extra_time=extra_time) == time


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("20:00", dt.time(20, 0)),
        ("15:00 UTC-4", dt.time(15, 0, tzinfo=dt.timezone(dt.timedelta(hours=-4)))),
        ("21:00 UTC+3", dt.time(21, 0, tzinfo=dt.timezone(dt.timedelta(hours=3)))),
        ("19:45 UTC±0", dt.time(19, 45, tzinfo=dt.timezone.utc)),
        ("19:45 UTC", dt.time(19, 45, tzinfo=dt.timezone.utc)),
        ("18:30 UTC+5:30", dt.time(18, 30, tzinfo=dt.timezone(dt.timedelta(hours=5.5)))),
        ("20:45 CET", dt.time(20, 45, tzinfo=dt.timezone(dt.timedelta(hours=1)))),
    ],
)
def test_kickoff_times(text: str, expected: dt.time) -> None:
    time = kickoff_time(text)
    assert time == expected
    assert time.utcoffset() == expected.utcoffset()


@pytest.mark.parametrize("text", ["25:00", "12:60", "noon", "15:00 XYZ", "15:00 UTC+24", 1500])
def test_bad_kickoff_times(text: object) -> None:
    with pytest.raises(ValueError, match=r"time|zone|offset"):
        kickoff_time(text)


def test_placeholders() -> None:
    assert placeholder("W101") == Placeholder("W101", PlaceholderKind.WINNER, match=101)
    assert str(placeholder("W101")) == "winner of match 101"
    assert str(placeholder("L101")) == "loser of match 101"
    assert str(placeholder("1A")) == "winner of group A"
    assert str(placeholder("2B")) == "runner-up of group B"
    third = placeholder("3A/B/C/D/F")
    assert third is not None
    assert third.kind is PlaceholderKind.BEST_THIRD
    assert third.groups == ("A", "B", "C", "D", "F")
    assert str(third) == "third of group A, B, C, D or F"
    for team in ("England", "USA", "W", "Wales", "1860 Munich", "5A"):
        assert placeholder(team) is None


def test_added_time_is_held_to_the_match_times_limit() -> None:
    """One limit for every reader: what a match file's time can hold (``45+99``), no more."""
    assert goal_time(45, MAX_ADDED, extra_time=False) == MatchTime.parse(f"45+{MAX_ADDED}")
    with pytest.raises(MatchTimeError, match=f"added time is at most {MAX_ADDED} minutes"):
        goal_time(45, MAX_ADDED + 1, extra_time=False)
    with pytest.raises(MatchTimeError):
        MatchTime.parse(f"45+{MAX_ADDED + 1}")
