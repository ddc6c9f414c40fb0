"""When things can happen: kick-off, the order of periods, breaks and full time."""

from __future__ import annotations

import pytest

from tests.core.factory import (
    AWAY,
    ET1,
    ET2,
    H1,
    H2,
    HOME,
    PENS,
    card,
    end,
    first_half,
    full_time,
    goal,
    kick,
    make_match,
    off,
    play,
    regulation,
    start,
    sub,
    through_extra_time,
    to_extra_time,
    to_second_half,
)
from tracker.core import i18n
from tracker.core.match.events import MatchEnd, PeriodStart
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.quickentry import read_time
from tracker.core.match.replay import RuleError


@pytest.mark.parametrize(
    "event",
    [goal("10", H1, HOME, 10), sub("10", H1, HOME, 9, 12), card("10", H1, HOME, 6)],
    ids=["goal", "substitution", "card"],
)
def test_nothing_before_kick_off(event: object) -> None:
    with pytest.raises(RuleError, match="the match has not kicked off yet"):
        play(make_match(), event)  # type: ignore[arg-type]


@pytest.mark.parametrize("kicked_off", [True, False])
def test_an_event_at_0_is_told_that_the_first_minute_is_1(kicked_off: bool) -> None:
    """0' is the kick-off whistle, which sorts after the minute's events: a goal typed
    at 0 was refused as "the match has not kicked off yet", even after the kick-off."""
    before = [start(H1)] if kicked_off else []
    with pytest.raises(
        RuleError, match=r"^0' is the kick-off: what happens in the first minute is 1'$"
    ):
        play(make_match(), *before, goal("0", H1, HOME, 10))
    assert play(make_match(), start(H1), goal("1", H1, HOME, 10)).score[HOME] == 1


@pytest.mark.parametrize(
    "event",
    [
        goal("90+5", H2, HOME, 10),
        card("90+5", H2, HOME, 6),
        sub("90+5", H2, HOME, 9, 12),
        start(ET1),
        full_time(H2, 4),
    ],
    ids=["goal", "card", "substitution", "extra-time", "full-time-again"],
)
def test_nothing_after_full_time(event: object) -> None:
    events = [*regulation(added_second=4), full_time(H2, 4)]
    with pytest.raises(RuleError, match="the match is over: nothing can be logged after full"):
        play(make_match(), *events, event)  # type: ignore[arg-type]


def test_the_first_period_is_the_first_half() -> None:
    with pytest.raises(RuleError, match="the match has not kicked off yet"):
        play(make_match(), start(H2))


def test_a_period_out_of_order_is_refused_in_the_users_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The period-order refusals name their periods in the user's language, as the rest
    of the rules' refusals do (they were written in English whatever the language)."""
    monkeypatch.setitem(i18n._current, "language", "de")
    with pytest.raises(
        RuleError,
        match=r"^die zweite Hälfte der Verlängerung kann nicht auf die zweite Halbzeit folgen$",
    ):
        play(make_match(), *regulation(), start(ET2))
    with pytest.raises(RuleError, match=r"^die erste Halbzeit hat bereits begonnen$"):
        play(make_match(), start(H1), start(H1))
    with pytest.raises(RuleError, match=r"^95': die zweite Halbzeit läuft noch; erst beenden"):
        play(make_match(), *to_second_half(), goal("95", ET1, HOME, 10))


@pytest.mark.parametrize(
    ("events", "message"),
    [
        (
            [*first_half(), start(ET1)],
            "^the first half of extra time cannot start after the first half$",
        ),
        ([*first_half(), start(PENS)], "^the penalty shootout cannot start after the first half$"),
        (
            [*regulation(), start(ET2)],
            "^the second half of extra time cannot start after the second half$",
        ),
        (
            [*to_extra_time(), end(ET1), start(PENS)],
            "cannot start after the first half of extra time$",
        ),
    ],
)
def test_periods_come_in_order(events: list[object], message: str) -> None:
    with pytest.raises(RuleError, match=message):
        play(make_match(), *events)  # type: ignore[arg-type]


def test_a_period_cannot_start_twice() -> None:
    again = PeriodStart(MatchTime(H1, 10))
    with pytest.raises(RuleError, match="the first half has already started"):
        play(make_match(), start(H1), again)


def test_a_period_starts_at_its_regulation_minute() -> None:
    late = PeriodStart(MatchTime(H2, 50))
    with pytest.raises(RuleError, match="the second half starts at 45'"):
        play(make_match(), *first_half(), late)


def test_a_later_period_waits_for_the_current_one_to_end() -> None:
    with pytest.raises(RuleError, match="the first half is being played; end it before"):
        play(make_match(), start(H1), goal("50", H2, HOME, 10))


def test_play_stops_at_half_time() -> None:
    with pytest.raises(RuleError, match="no period is being played"):
        play(make_match(), *first_half(2), goal("45+4", H1, HOME, 10))


def test_the_half_time_break_allows_substitutions_and_cards_only() -> None:
    state = play(make_match(), *first_half(), sub("45", H2, HOME, 9, 12), card("45", H2, HOME, 6))
    assert 12 in state.on_pitch(HOME)
    # "46': no period is being played", for a file's "45" in the second half, or "46"
    # and "70" typed at half-time: the second half has not started, and the message
    # says so (it said "45 … is the interval", a minute nobody typed, or asked about
    # 25 minutes of the first half's added time).
    for minute in ("45", "70"):
        with pytest.raises(
            RuleError,
            match=r"the second half has not kicked off: log its start first \(in the break "
            "before it only a substitution, a card or a player leaving happens\\)",
        ):
            play(make_match(), *first_half(), goal(minute, H2, HOME, 10))
    assert read_time("70", H1, interval=True) == MatchTime(H2, 70)
    assert read_time("46", H1, interval=True) == MatchTime(H2, 45)  # a change in the break
    assert read_time("47", H1, interval=True) == MatchTime(H1, 45, 2)  # added time, after


def test_break_events_are_logged_at_the_start_of_the_next_period() -> None:
    with pytest.raises(RuleError, match="no period is being played at that time"):
        play(make_match(), *first_half(), start(H2), end(H2), sub("100", ET1, HOME, 9, 12))


def test_full_time_comes_after_the_second_half() -> None:
    with pytest.raises(RuleError, match="full time comes at the end of the second half"):
        play(make_match(), *first_half(), MatchEnd(MatchTime(H1, 45)))


def test_full_time_waits_for_the_period_to_end() -> None:
    with pytest.raises(RuleError, match="the second half is still being played"):
        play(make_match(), *to_second_half(), MatchEnd(MatchTime(H2, 90)))


def test_full_time_is_not_after_the_first_half_of_extra_time() -> None:
    # Regression: the match could be finished at the end of the first half of extra time.
    with pytest.raises(RuleError, match="full time comes at the end of the second half"):
        play(make_match(), *to_extra_time(), end(ET1), full_time(ET1))


def test_full_time_after_extra_time() -> None:
    state = play(make_match(), *through_extra_time(), full_time(ET2))
    assert state.finished


def test_a_shootout_can_be_played_to_its_end() -> None:
    # Regression: the end of the shootout was refused, so a shootout never finished.
    kicks = [kick(HOME, 10), kick(AWAY, 111, scored=False)]
    events = [*through_extra_time(), start(PENS), *kicks, end(PENS), full_time(PENS)]
    state = play(make_match(), *events)
    assert state.finished
    assert state.shootout[HOME] == 1


def test_a_shootout_straight_after_ninety_minutes() -> None:
    events = [*regulation(), start(PENS), kick(HOME, 10), end(PENS), full_time(PENS)]
    assert play(make_match(), *events).finished


def test_only_kicks_cards_and_a_goalkeepers_replacement_during_the_shootout() -> None:
    with pytest.raises(
        RuleError,
        match="only kicks, cards and a goalkeeper's replacement happen during a penalty shootout",
    ):
        play(make_match(), *through_extra_time(), start(PENS), off("pens", PENS, HOME, 9))


def test_kicks_only_in_the_shootout() -> None:
    with pytest.raises(RuleError, match="is being played; end it before logging a later"):
        play(make_match(), *through_extra_time()[:-1], kick(HOME, 10))
    with pytest.raises(RuleError, match="no period is being played"):
        play(make_match(), *through_extra_time(), kick(HOME, 10))


def test_a_shootout_taker_was_on_the_pitch_at_the_end() -> None:
    with pytest.raises(RuleError, match="Reds Player 12 is not on the pitch"):
        play(make_match(), *through_extra_time(), start(PENS), kick(HOME, 12))


def test_a_period_that_is_not_being_played_cannot_end() -> None:
    with pytest.raises(RuleError, match="no period is being played"):
        play(make_match(), *first_half(), end(H1, 2))
