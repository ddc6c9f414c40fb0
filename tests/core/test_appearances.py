"""Each player's figures in one match, from its log or its result goals."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.core.factory import (
    AWAY,
    H2,
    HOME,
    card,
    end,
    first_half,
    full_time,
    goal,
    make_match,
    play,
    start,
    sub,
)
from tracker.core.match.events import CardKind, GoalKind
from tracker.core.people.appearances import ResultGoal, from_result_goals, from_state


def test_a_logged_match_gives_starts_minutes_goals_assists_cards() -> None:
    match = make_match()
    state = play(
        match,
        *first_half(),
        start(H2),
        goal("50", H2, HOME, 10, assist=9),
        sub("60", H2, HOME, 10, 12),
        goal("70", H2, HOME, 12, assist=9, how=GoalKind.PENALTY),
        goal("75", H2, AWAY, 102, how=GoalKind.OWN_GOAL),
        card("80", H2, AWAY, 103),
        card("82", H2, AWAY, 104),
        card("85", H2, AWAY, 113),
        card("88", H2, AWAY, 104, CardKind.SECOND_YELLOW),
        end(H2),
        full_time(),
    )
    lines = from_state(state)
    assert lines[10].started is True and lines[10].minutes == 60 and lines[10].goals == 1
    sub_line = lines[12]
    assert (sub_line.started, sub_line.came_on, sub_line.minutes) == (False, 60, 30)
    assert (sub_line.goals, sub_line.penalties, sub_line.sub_goals) == (1, 1, 1)
    assert lines[9].assists == 2 and lines[9].minutes == 90
    assert lines[102].own_goals == 1 and lines[102].side is AWAY
    assert lines[103].yellows == 1
    assert (lines[104].yellows, lines[104].reds) == (2, 1)
    # A booked substitute who never came on: a line for his card, no minutes.
    assert (lines[113].started, lines[113].came_on, lines[113].minutes) == (False, None, 0)
    assert 14 not in lines  # an unused substitute, never booked
    assert len([p for p in lines if p < 100]) == 12


def test_a_result_gives_a_line_per_scorer_with_own_goals_on_the_other_side() -> None:
    lines = from_result_goals(
        [
            ResultGoal(1, HOME),
            ResultGoal(1, HOME, penalty=True),
            ResultGoal(2, HOME, own_goal=True),
            ResultGoal(None, AWAY),
        ]
    )
    assert set(lines) == {1, 2}
    assert (lines[1].goals, lines[1].penalties, lines[1].started, lines[1].minutes) == (
        2,
        1,
        None,
        None,
    )
    assert (lines[2].side, lines[2].own_goals, lines[2].goals) == (AWAY, 1, 0)


@st.composite
def result_goals(draw: st.DrawFn) -> ResultGoal:
    """A goal; home players are people 1-3, away players 4-6 (or the scorer unlinked)."""
    side = draw(st.sampled_from([HOME, AWAY]))
    own_goal = draw(st.booleans())
    scorer_side = side.other if own_goal else side
    people = range(1, 4) if scorer_side is HOME else range(4, 7)
    person = draw(st.one_of(st.none(), st.sampled_from(people)))
    return ResultGoal(person, side, penalty=not own_goal and draw(st.booleans()), own_goal=own_goal)


@given(st.lists(result_goals(), max_size=12))
def test_every_linked_result_goal_is_in_one_line(goals: list[ResultGoal]) -> None:
    lines = from_result_goals(goals)
    linked = [g for g in goals if g.person_id is not None]
    assert sum(x.goals + x.own_goals for x in lines.values()) == len(linked)
    for side in (HOME, AWAY):
        # A goal counts for its side; an own goal's scorer stands on the other one.
        counted = sum(x.goals if x.side is side else x.own_goals for x in lines.values())
        assert counted == sum(1 for g in linked if g.side is side)
    assert all(x.penalties <= x.goals and x.minutes is None for x in lines.values())
