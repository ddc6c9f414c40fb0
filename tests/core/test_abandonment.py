"""A match stopped for good before full time (Law 5), and Law 3's seven players.

The abandonment ends the log: nothing may be logged after it, the players' minutes
stop there, and the score when play stopped is no result. A side left with fewer than
seven players on the pitch cannot play on: the replay notes the play logged after
that, and :func:`check_periods` refuses a change that brings it about.
"""

from __future__ import annotations

import pytest

from tests.core.factory import (
    AWAY,
    H1,
    H2,
    HOME,
    PENS,
    at,
    card,
    end,
    full_time,
    goal,
    kick,
    make_match,
    off,
    play,
    regulation,
    start,
    sub,
    to_second_half,
)
from tracker.core.match.describe import describe, kind_label
from tracker.core.match.events import (
    CardKind,
    Event,
    MatchAbandoned,
    event_from_dict,
    event_to_dict,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.periods import check_periods
from tracker.core.match.replay import RuleError
from tracker.core.match.state import Status
from tracker.core.match.summary import figures_of

RED = CardKind.RED


def abandoned(minute: str, period: Period = H2, reason: str = "") -> MatchAbandoned:
    return MatchAbandoned(at(minute, period), reason=reason)


def test_an_abandoned_match_keeps_its_score_but_has_no_winner() -> None:
    state = play(
        make_match(),
        *to_second_half(),
        goal("52", H2, HOME, 9),
        abandoned("67", reason="waterlogged pitch"),
    )
    assert state.status is Status.ABANDONED
    assert state.over and not state.finished and not state.running
    assert state.score[HOME] == 1
    assert state.winner() is None
    assert figures_of(state).status == "abandoned"


def test_nothing_is_logged_after_the_abandonment() -> None:
    with pytest.raises(RuleError) as caught:
        play(make_match(), *to_second_half(), abandoned("67"), goal("70", H2, HOME, 9))
    assert str(caught.value) == "the match was abandoned at 67': nothing can be logged after that"
    with pytest.raises(RuleError):
        play(make_match(), *to_second_half(), abandoned("67"), end(H2))


def test_the_players_minutes_stop_at_the_abandonment() -> None:
    state = play(make_match(), *to_second_half(), sub("60", H2, HOME, 9, 12), abandoned("90+2"))
    assert state.minutes_played(9) == 60
    assert state.minutes_played(12) == 32  # 60' to 90'+2
    assert state.minutes_played(2) == 92
    assert state.minutes_played(2, at("90+2", H2)) == 92  # the clock has stopped


@pytest.mark.parametrize(
    "events",
    [
        pytest.param([start(H1), end(H1), abandoned("45")], id="at half-time"),
        pytest.param([start(H1), end(H1, 2), abandoned("45+2", H1)], id="at the half's whistle"),
        pytest.param(
            [*regulation(), start(PENS), kick(HOME, 9), MatchAbandoned(MatchTime.shootout())],
            id="shootout",
        ),
    ],
)
def test_a_match_may_be_abandoned_in_a_break_or_a_shootout(events: list[Event]) -> None:
    assert play(make_match(), *events).status is Status.ABANDONED


def test_a_match_not_kicked_off_or_over_cannot_be_abandoned() -> None:
    with pytest.raises(RuleError, match="has not kicked off yet"):
        play(make_match(), abandoned("1", H1))
    with pytest.raises(RuleError, match="nothing can be logged after full time"):
        play(make_match(), *regulation(), full_time(), abandoned("90"))
    with pytest.raises(RuleError, match="no period is being played"):
        play(make_match(), start(H1), end(H1), abandoned("47", H2))


def test_the_abandonment_travels_through_a_match_file() -> None:
    event = abandoned("67", reason="floodlight failure")
    data = event_to_dict(event)
    assert data == {"kind": "abandoned", "time": "67", "period": 2, "reason": "floodlight failure"}
    assert event_from_dict(data) == event


def test_the_abandonment_in_words() -> None:
    match = make_match()
    assert describe(match, abandoned("67", reason=" crowd trouble ")) == (
        "Match abandoned: crowd trouble"
    )
    assert describe(match, abandoned("67")) == "Match abandoned"
    assert kind_label(abandoned("67")) == "Match abandoned"


# --- Law 3: seven players ---------------------------------------------------------


def _five_reds(minute: str = "60") -> list[Event]:
    """Five of the home side sent off at ``minute`` of the second half: six left."""
    return [card(minute, H2, HOME, pid, RED) for pid in (2, 3, 4, 5, 6)]


def test_a_side_left_with_six_is_noted_and_play_after_it_is_a_fault() -> None:
    state = play(make_match(), *to_second_half(), *_five_reds())
    assert state.short_handed is not None
    assert state.short_handed == (HOME, at("60", H2))
    assert state.played_on_short is None
    check_periods(state)  # the sending-off itself is no fault

    on = play(make_match(), *to_second_half(), *_five_reds(), goal("70", H2, AWAY, 109))
    assert on.played_on_short is not None
    with pytest.raises(RuleError) as caught:
        check_periods(on, state)
    assert str(caught.value) == (
        "Reds have had fewer than seven players on the pitch since 60': Law 3 does not "
        "let the match go on, so only its abandonment can follow"
    )


def test_after_a_side_falls_below_seven_a_card_and_the_abandonment_may_follow() -> None:
    state = play(
        make_match(),
        *to_second_half(),
        *_five_reds(),
        card("60", H2, AWAY, 104),
        abandoned("61"),
    )
    assert state.played_on_short is None
    assert state.status is Status.ABANDONED
    check_periods(state)


def test_a_player_leaving_unreplaced_counts_as_a_sending_off_does() -> None:
    events = [*to_second_half(), *_five_reds()[:4], off("62", H2, HOME, 7)]
    assert play(make_match(), *events).short_handed is not None
    assert play(make_match(), *events[:-1]).short_handed is None  # seven: play on


def test_seven_is_the_minimum_only_of_eleven_a_side() -> None:
    match = make_match(team_size=7)
    reds = [card("60", H2, HOME, pid, RED) for pid in (2, 3, 4)]
    state = play(match, *to_second_half(), *reds, goal("70", H2, AWAY, 103))
    assert state.short_handed is None
    check_periods(state)


def test_a_fault_stored_before_does_not_stand_in_the_way() -> None:
    before = play(make_match(), *to_second_half(), *_five_reds(), goal("70", H2, AWAY, 109))
    after = play(
        make_match(),
        *to_second_half(),
        *_five_reds(),
        goal("70", H2, AWAY, 109),
        goal("75", H2, AWAY, 110),
    )
    check_periods(after, before)
