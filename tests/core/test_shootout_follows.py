"""Law 10 and the competition's rules: a penalty shootout follows only a match that is
not decided, a single match level or a second leg that leaves its tie level."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.factory import (
    AWAY,
    ET1,
    ET2,
    H2,
    HOME,
    PENS,
    goal,
    make_match,
    play,
    regulation,
    start,
    through_extra_time,
    to_second_half,
)
from tracker.core.match.events import Event
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState, RuleError
from tracker.core.results.deciders import (
    check_shootout_follows,
    shootout_refusal,
    shootout_unchecked,
)
from tracker.core.results.ties import FirstLeg


def _match(stage: str = "Final") -> MatchState:
    return play(dataclasses.replace(make_match(), stage=stage))


def _played(stage: str, *events: Event) -> MatchState:
    return play(dataclasses.replace(make_match(), stage=stage), *events)


def _after_extra_time(stage: str, *goals: Event) -> list[Event]:
    """Ninety goalless minutes, extra time with ``goals`` (at 95', 96', …), the shootout."""
    listed = through_extra_time()
    at = listed.index(start(ET2))
    return [*listed[:at], *goals, *listed[at:], start(PENS)]


def _goals(*sides: Side) -> list[Event]:
    return [
        goal(str(95 + i), ET1, side, 11 if side is HOME else 111) for i, side in enumerate(sides)
    ]


def test_a_final_won_in_extra_time_has_no_shootout() -> None:
    state = _played("Final", *_after_extra_time("Final", *_goals(HOME, AWAY, AWAY)))
    assert shootout_refusal(state) == (
        "no penalty shootout: the score is Reds 1-2 Blues, so the match is decided; a "
        "shootout follows only a level match (or a second leg that leaves its tie level: "
        "name the round's second leg in the match's set-up)"
    )
    with pytest.raises(RuleError, match="the score is Reds 1-2 Blues"):
        check_shootout_follows(state)


def test_a_level_match_goes_to_its_shootout_after_extra_time_or_ninety_minutes() -> None:
    level = _played("Final", *_after_extra_time("Final", *_goals(HOME, AWAY)))
    assert shootout_refusal(level) is None
    no_extra_time = _played("Final", *regulation(), start(PENS))
    assert shootout_refusal(no_extra_time) is None
    decided = _played(
        "Final", *to_second_half(), goal("60", H2, HOME, 11), *regulation()[3:], start(PENS)
    )
    assert shootout_refusal(decided) is not None


def test_a_second_leg_s_tie_decides_not_the_day_s_score() -> None:
    """Reds 0-1 Blues on the day, after 1-0 to Reds away in the first leg: level."""
    stage = "Semi-final, second leg"
    state = _played(stage, *_after_extra_time(stage, *_goals(AWAY)))
    assert shootout_refusal(state, FirstLeg(home_goals=1, away_goals=0)) is None
    assert shootout_refusal(state, FirstLeg(home_goals=0, away_goals=0)) == (
        "no penalty shootout: the tie stands Reds 0-1 Blues on aggregate, so it is "
        "decided; a shootout follows a second leg only when the tie is level"
    )
    # Level 1-1 on aggregate, but Reds' away goal counts where Blues have none.
    away_goals = FirstLeg(home_goals=1, away_goals=0, away_goals_count=True)
    assert shootout_refusal(state, away_goals) is None  # Blues' away goal today: level
    level_day = _played(stage, *_after_extra_time(stage, *_goals(HOME, AWAY)))
    # 3-3 on aggregate, Reds' two away goals to Blues' one.
    refusal = shootout_refusal(level_day, FirstLeg(2, 2, away_goals_count=True))
    assert refusal is not None and "away goals decide it" in refusal
    assert "Reds 3-3 Blues" in refusal


def test_a_second_leg_whose_first_leg_is_not_known_is_let_be_and_says_so() -> None:
    stage = "Semi-final, second leg"
    state = _played(stage, *_after_extra_time(stage, *_goals(AWAY)))
    assert shootout_refusal(state) is None
    assert shootout_unchecked(state) == (
        "the tie's first leg is not in the library, so whether the tie was level on "
        "aggregate before the shootout could not be checked"
    )
    assert shootout_unchecked(state, FirstLeg(1, 0)) is None
    final = _played("Final", *_after_extra_time("Final", *_goals(AWAY, HOME)))
    assert shootout_unchecked(final) is None


def test_a_log_stored_with_the_fault_may_still_be_corrected() -> None:
    """A change is refused only when it brings the fault about: a log stored before
    the check, its shootout after 1-2, still takes a correction that leaves it so."""
    before = _played("Final", *_after_extra_time("Final", *_goals(HOME, AWAY, AWAY)))
    check_shootout_follows(before, before)
    with pytest.raises(RuleError):
        check_shootout_follows(before, _match())


_STAGES = st.sampled_from(["Final", "Semi-final, second leg", ""])
_FIRST_LEGS = st.one_of(
    st.none(),
    st.builds(FirstLeg, st.integers(0, 3), st.integers(0, 3), st.booleans()),
)


@given(
    stage=_STAGES,
    first_leg=_FIRST_LEGS,
    extra_time=st.booleans(),
    changes=st.lists(st.tuples(st.booleans(), st.sampled_from([HOME, AWAY])), max_size=8),
)
def test_no_log_the_rules_accept_has_a_shootout_after_a_decided_match(
    stage: str, first_leg: FirstLeg | None, extra_time: bool, changes: list[tuple[bool, Side]]
) -> None:
    """Goals added to or taken from a log whose shootout has started, each change kept
    only when the rules accept it: the shootout always follows a level match, or a
    level tie (or, its first leg not known, a second leg, and the user is told)."""
    match = dataclasses.replace(make_match(), stage=stage)
    base = through_extra_time() if extra_time else regulation()
    period = ET2 if extra_time else H2
    goals: list[tuple[int, Side]] = []
    state = play(match, *base, start(PENS))
    try:
        check_shootout_follows(state, None, first_leg)
    except RuleError:
        assert first_leg is not None and not first_leg.level_with(0, 0)
        return
    for minute, (add, side) in enumerate(changes):
        mine = [g for g in goals if g[1] is side]
        if not add and not mine:
            continue
        wanted = [*goals, (minute, side)] if add else [g for g in goals if g != mine[-1]]
        at = base.index(start(period)) + 1
        scored = [
            goal(str(period.start + 1 + m), period, s, 11 if s is HOME else 111) for m, s in wanted
        ]
        after = play(match, *base[:at], *scored, *base[at:], start(PENS))
        try:
            check_shootout_follows(after, state, first_leg)
        except RuleError:
            continue
        state, goals = after, wanted
        home, away = state.score[HOME], state.score[AWAY]
        if first_leg is not None:
            assert first_leg.level_with(home, away)
        elif stage == "Semi-final, second leg":
            assert shootout_unchecked(state) is not None
        else:
            assert home == away
