"""Match time: reading and writing minutes the football way, and ordering them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.matchtime import MatchTime, MatchTimeError, Period

H1, H2, ET1, ET2 = Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("55'", MatchTime(H2, 55)),
        ("45'+2", MatchTime(H1, 45, 2)),
        ("90'+6", MatchTime(H2, 90, 6)),
        ("105'+1", MatchTime(ET1, 105, 1)),
        ("120'+3", MatchTime(ET2, 120, 3)),
        ("1", MatchTime(H1, 1)),
        ("46", MatchTime(H2, 46)),
        ("91", MatchTime(ET1, 91)),
        ("106'", MatchTime(ET2, 106)),
    ],
)
def test_parse_and_write_the_football_way(text: str, expected: MatchTime) -> None:
    parsed = MatchTime.parse(text)
    assert parsed == expected
    assert str(parsed) == text if "'" in text else str(parsed) == f"{text}'"


@pytest.mark.parametrize("text", ["90+2", "90'+2", "92", " 90 + 2 ", "90'+2'"])
def test_stoppage_time_of_the_second_half(text: str) -> None:
    parsed = MatchTime.parse(text, H2)
    assert parsed == MatchTime(H2, 90, 2)
    assert str(parsed) == "90'+2"


def test_plain_minute_past_the_end_is_added_time_of_the_given_period() -> None:
    assert MatchTime.parse("48", H1) == MatchTime(H1, 45, 3)
    assert MatchTime.parse("107", ET1) == MatchTime(ET1, 105, 2)
    assert MatchTime.parse("124", ET2) == MatchTime(ET2, 120, 4)


def test_without_a_period_92_is_extra_time() -> None:
    assert MatchTime.parse("92") == MatchTime(ET1, 92)


@pytest.mark.parametrize(("period", "minute"), [(H1, 0), (H2, 45), (ET1, 90), (ET2, 105)])
def test_each_period_starts_at_its_regulation_minute(period: Period, minute: int) -> None:
    assert period.start == minute
    assert MatchTime.parse(str(minute), period) == MatchTime(period, minute)


def test_the_second_half_starts_at_45_whatever_the_stoppage_before_it() -> None:
    assert MatchTime(H1, 45, 7) < MatchTime(H2, 45) < MatchTime(H2, 46)


def test_the_shootout_is_outside_match_time() -> None:
    kick = MatchTime.shootout()
    assert str(kick) == "pens"
    assert kick.entry() == "pens"
    assert kick > MatchTime(ET2, 120, 9)
    with pytest.raises(MatchTimeError, match="outside match time"):
        MatchTime(Period.SHOOTOUT, 121)
    with pytest.raises(MatchTimeError, match="outside match time"):
        MatchTime.parse("121", Period.SHOOTOUT)


@pytest.mark.parametrize(
    ("text", "period", "message"),
    [
        ("abc", None, "cannot read 'abc' as a minute"),
        ("", None, "cannot read"),
        ("55+2", None, "added time follows 45', 90', 105' or 120', not 55'"),
        ("55+2", H2, "added time belongs to the 90th minute"),
        ("30", H2, "minute 30 is before the second half"),
        ("-3", None, "cannot read"),
        ("125", None, "past the end of extra time"),
        ("45+1.5", None, "cannot read"),
    ],
)
def test_refusals_say_what_is_wrong(text: str, period: Period | None, message: str) -> None:
    with pytest.raises(MatchTimeError, match=message):
        MatchTime.parse(text, period)


def test_a_time_must_fit_its_period() -> None:
    with pytest.raises(MatchTimeError, match="minute 50 is not in the first half"):
        MatchTime(H1, 50)
    with pytest.raises(MatchTimeError, match="cannot be negative"):
        MatchTime(H2, 90, -1)


def test_parse_refuses_what_is_not_text() -> None:
    with pytest.raises(MatchTimeError, match="a match time is text"):
        MatchTime.parse(55)  # type: ignore[arg-type]


def test_ordering() -> None:
    assert MatchTime(H1, 45, 5) < MatchTime(H2, 46)
    assert MatchTime(H2, 90, 6) < MatchTime(ET1, 91)
    assert MatchTime(H2, 89) < MatchTime(H2, 90) < MatchTime(H2, 90, 1)
    assert sorted([MatchTime(H2, 46), MatchTime(H1, 45, 5), MatchTime(H1, 12)]) == [
        MatchTime(H1, 12),
        MatchTime(H1, 45, 5),
        MatchTime(H2, 46),
    ]


def test_plain_writes_the_running_count() -> None:
    assert MatchTime(H2, 90, 6).plain() == "96'"
    assert MatchTime.shootout().plain() == "pens"


@st.composite
def match_times(draw: st.DrawFn) -> MatchTime:
    """Every valid match time in play (shootout excluded)."""
    period = draw(st.sampled_from([H1, H2, ET1, ET2]))
    if draw(st.booleans()):
        return MatchTime(period, period.end, draw(st.integers(1, 30)))
    lowest = 0 if period is H1 else period.start + 1
    return MatchTime(period, draw(st.integers(lowest, period.end)))


@given(match_times())
def test_str_round_trips_through_parse(time: MatchTime) -> None:
    assert MatchTime.parse(str(time), time.period) == time


@given(match_times())
def test_entry_round_trips_through_parse(time: MatchTime) -> None:
    assert MatchTime.parse(time.entry(), time.period) == time


@given(match_times())
def test_str_round_trips_without_a_period_when_unambiguous(time: MatchTime) -> None:
    # A regulation minute other than a period's first belongs to exactly one period.
    if time.added or time.minute != time.period.start:
        assert MatchTime.parse(str(time)) == time


@given(match_times(), match_times())
def test_ordering_follows_the_periods_then_the_minutes(a: MatchTime, b: MatchTime) -> None:
    assert (a < b) == ((a.period, a.minute, a.added) < (b.period, b.minute, b.added))


def test_the_shootout_reads_back_from_what_it_writes() -> None:
    # Regression: entry() wrote "pens" for the shootout but parse() could not read it.
    kick = MatchTime.shootout()
    assert MatchTime.parse(kick.entry()) == kick
    assert MatchTime.parse(str(kick), Period.SHOOTOUT) == kick
    assert MatchTime.parse(" PENS ") == kick
    with pytest.raises(MatchTimeError, match="'pens' is the penalty shootout, not the second"):
        MatchTime.parse("pens", H2)


def test_added_time_has_two_digits_at_most() -> None:
    # Every time that can be built can be written and read back.
    longest = MatchTime(H2, 90, 99)
    assert MatchTime.parse(longest.entry(), H2) == longest
    with pytest.raises(MatchTimeError, match="added time is at most 99 minutes"):
        MatchTime(H2, 90, 100)
    with pytest.raises(MatchTimeError, match="too far past the end"):
        MatchTime.parse("190", H2)


@pytest.mark.parametrize(
    ("time", "written", "plain"),
    [
        (MatchTime(H2, 45), "46'", "46'"),
        (MatchTime(ET1, 90), "91'", "91'"),
        (MatchTime(ET2, 105), "106'", "106'"),
        (MatchTime(H1, 45), "45'", "45'"),
        (MatchTime(H2, 90), "90'", "90'"),
        (MatchTime(H2, 90, 3), "90'+3", "93'"),
    ],
)
def test_the_start_of_a_later_period_is_written_as_its_first_minute(
    time: MatchTime, written: str, plain: str
) -> None:
    # Regression: a substitution made in the break before extra time (stored at the
    # start of extra time) printed as 90', where football writes 91'.
    assert str(time) == written
    assert time.plain() == plain
    assert MatchTime.parse(written, time.period).period is time.period
    # What a match file holds is unchanged: the stored minute reads back the same.
    assert MatchTime.parse(time.entry(), time.period) == time


def test_a_minute_refused_is_refused_in_the_users_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Quick entry and the dialogs show these refusals as they are: in German for a
    German window (they were written in English whatever the language)."""
    from tracker.core import i18n

    monkeypatch.setitem(i18n._current, "language", "de")
    with pytest.raises(
        MatchTimeError, match=r"^Nachspielzeit folgt auf 45', 90', 105' oder 120', nicht auf 55'$"
    ):
        MatchTime.parse("55+2")
    with pytest.raises(
        MatchTimeError,
        match=r"^Minute 30 liegt vor dem Beginn: die zweite Halbzeit \(beginnt bei 45'\)$",
    ):
        MatchTime.parse("30", H2)
    with pytest.raises(
        MatchTimeError, match=r"^„pens“ ist das Elfmeterschießen, nicht die erste Halbzeit$"
    ):
        MatchTime.parse("pens", Period.FIRST_HALF)
