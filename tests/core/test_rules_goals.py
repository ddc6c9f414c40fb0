"""Goals, missed penalties and formation changes: who may take part."""

from __future__ import annotations

import pytest

from tests.core.factory import (
    AWAY,
    H1,
    H2,
    HOME,
    goal,
    make_match,
    play,
    start,
    sub,
    to_second_half,
)
from tracker.core.match.events import FormationChange, GoalKind, MissedPenalty
from tracker.core.match.replay import RuleError

OWN = GoalKind.OWN_GOAL


def test_a_goal_counts_for_the_scorers_side() -> None:
    state = play(make_match(), start(H1), goal("10", H1, HOME, 10, 11))
    assert state.score == {HOME: 1, AWAY: 0}
    assert state.goals_by(10) == 1
    assert state.assists_by(11) == 1


def test_an_own_goal_counts_for_the_other_side() -> None:
    state = play(make_match(), start(H1), goal("10", H1, HOME, 3, how=OWN))
    assert state.score == {HOME: 0, AWAY: 1}
    assert state.goals_by(3) == 0


def test_an_own_goal_has_no_assist() -> None:
    with pytest.raises(RuleError, match="an own goal has no assist"):
        play(make_match(), start(H1), goal("10", H1, HOME, 3, 110, how=OWN))


def test_an_own_goal_is_scored_by_a_player_on_the_pitch_of_his_own_side() -> None:
    with pytest.raises(RuleError, match="Blues Player 3 does not play for Reds"):
        play(make_match(), start(H1), goal("10", H1, HOME, 103, how=OWN))


def test_a_goal_with_the_team_only_and_the_scorer_unknown() -> None:
    state = play(make_match(), start(H1), goal("10", H1, AWAY, None))
    assert state.score == {HOME: 0, AWAY: 1}
    assert state.goals()[0].scorer is None


def test_an_unknown_scorer_may_still_have_a_known_assist() -> None:
    state = play(make_match(), start(H1), goal("10", H1, AWAY, None, 110))
    assert state.assists_by(110) == 1


def test_the_scorer_must_be_on_the_pitch() -> None:
    with pytest.raises(
        RuleError, match="Reds Player 12 is not on the pitch; he cannot be the scorer"
    ):
        play(make_match(), start(H1), goal("10", H1, HOME, 12))


def test_the_assist_must_be_on_the_pitch() -> None:
    with pytest.raises(
        RuleError, match="Reds Player 12 is not on the pitch; he cannot be the assist"
    ):
        play(make_match(), start(H1), goal("10", H1, HOME, 10, 12))


def test_a_player_taken_off_cannot_score() -> None:
    events = [*to_second_half(), sub("60", H2, HOME, 10, 12), goal("70", H2, HOME, 10)]
    with pytest.raises(RuleError, match="Reds Player 10 left the pitch at 60'; he cannot be"):
        play(make_match(), *events)


def test_a_substitute_scores_once_on() -> None:
    events = [*to_second_half(), sub("60", H2, HOME, 10, 12), goal("90+2", H2, HOME, 12, 11)]
    state = play(make_match(), *events)
    assert state.goals_by(12) == 1


def test_scorer_and_assist_are_different_people() -> None:
    with pytest.raises(RuleError, match="Reds Player 10 cannot assist his own goal"):
        play(make_match(), start(H1), goal("10", H1, HOME, 10, 10))


def test_the_scorer_plays_for_the_side_the_goal_is_logged_for() -> None:
    with pytest.raises(RuleError, match="Blues Player 10 does not play for Reds"):
        play(make_match(), start(H1), goal("10", H1, HOME, 110))


def test_the_assist_plays_for_the_scoring_side() -> None:
    with pytest.raises(RuleError, match="Blues Player 11 does not play for Reds"):
        play(make_match(), start(H1), goal("10", H1, HOME, 10, 111))


def test_a_missed_penalty_is_taken_by_a_player_on_the_pitch() -> None:
    miss = MissedPenalty(goal("30", H1, HOME, 10).time, side=HOME, player=10)
    state = play(make_match(), start(H1), miss)
    assert state.score == {HOME: 0, AWAY: 0}
    bench = MissedPenalty(miss.time, side=HOME, player=12)
    with pytest.raises(RuleError, match="he cannot be the penalty taker"):
        play(make_match(), start(H1), bench)


def test_a_formation_change_rearranges_the_players_on_the_pitch() -> None:
    rows = ((1,), (2, 3, 4), (5, 6, 7, 8, 9), (10, 11))
    change = FormationChange(goal("60", H2, HOME, 1).time, side=HOME, formation="3-5-2", rows=rows)
    state = play(make_match(), *to_second_half(), change)
    assert state.side(HOME).formation == "3-5-2"
    assert state.side(HOME).rows == [list(row) for row in rows]


def test_a_formation_change_places_exactly_the_players_on_the_pitch() -> None:
    rows = ((1,), (2, 3, 4), (5, 6, 7, 8, 12), (10, 11))
    change = FormationChange(goal("60", H2, HOME, 1).time, side=HOME, formation="3-5-2", rows=rows)
    with pytest.raises(RuleError, match="exactly the players on the pitch"):
        play(make_match(), *to_second_half(), change)


@pytest.mark.parametrize("formation", ["four-four-two", "", "4-0-6"])
def test_a_formation_that_cannot_be_read_is_a_rule_error(formation: str) -> None:
    # Regression: an unreadable formation escaped as a SetupError, not a RuleError.
    rows = ((1,), (2, 3, 4, 5), (6, 7, 8, 9), (10, 11))
    change = FormationChange(
        goal("60", H2, HOME, 1).time, side=HOME, formation=formation, rows=rows
    )
    with pytest.raises(RuleError, match="is not like 4-4-2"):
        play(make_match(), *to_second_half(), change)


def test_a_formation_change_without_rows_is_refused() -> None:
    change = FormationChange(goal("60", H2, HOME, 1).time, side=HOME, formation="4-4-2", rows=())
    with pytest.raises(RuleError, match="goalkeeper row first"):
        play(make_match(), *to_second_half(), change)
