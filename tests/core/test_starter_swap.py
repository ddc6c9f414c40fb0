"""A starter put right once events are logged: the substitute who really started takes
his place in the formation, and the events typed under the wrong name are his."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.core.factory import H1, H2, HOME, card, goal, make_match, numbered, sub, to_second_half
from tracker.core.match.events import Event, FormationChange
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.replay import replay
from tracker.core.match.starters import plan_swap, swap_refusals, swapped_events, swapped_match
from tracker.core.match.state import RuleError


def _logged(*events: Event) -> list[Event]:
    """The events as stored: numbered, with ids in the order given."""
    return [replace(e, id=i) for i, e in enumerate(numbered(events), start=1)]


def test_the_substitute_takes_the_starters_line_and_slot_and_the_starter_goes_to_the_bench() -> (
    None
):
    match = make_match()
    swap = plan_swap(match, [], 8, 18)
    assert swap.credited == ()
    lineup = swapped_match(match, swap).home.lineup
    assert lineup is not None
    before = match.home.lineup
    assert before is not None
    assert [row.index(18) if 18 in row else None for row in lineup.rows] == [
        row.index(8) if 8 in row else None for row in before.rows
    ]
    assert 8 in lineup.bench and 18 not in lineup.bench
    assert lineup.bench.index(8) == before.bench.index(18)
    assert lineup.captain == before.captain


def test_his_events_are_credited_to_the_man_who_started_and_the_log_replays() -> None:
    match = make_match()
    events = _logged(
        *to_second_half(), goal("30", H1, HOME, 8, assist=9), card("50", H2, HOME, 8),
        sub("60", H2, HOME, 8, 12),
    )  # fmt: skip
    swap = plan_swap(match, events, 8, 18)
    assert [old.id for old, _new in swap.credited] == [4, 5, 6]
    corrected = swapped_events(events, swap)
    state = replay(swapped_match(match, swap), corrected)
    scored = next(e for e in corrected if e.id == 4)
    assert scored.scorer == 18 and scored.assist == 9  # type: ignore[attr-defined]
    assert next(e for e in corrected if e.id == 6).off == 18  # type: ignore[attr-defined]
    assert 18 not in state.on_pitch(HOME) and 12 in state.on_pitch(HOME)
    back = swap.reversed()
    assert swapped_events(corrected, back) == events
    assert swapped_match(swapped_match(match, swap), back) == match


def test_the_captaincy_of_the_listed_starter_passes_to_the_man_who_started() -> None:
    match = make_match()  # the factory's captain is pid 2
    swap = plan_swap(match, [], 2, 15)
    lineup = swapped_match(match, swap).home.lineup
    assert lineup is not None and lineup.captain == 15


def test_a_formation_change_placing_him_places_the_man_who_started() -> None:
    match = make_match()
    rows = ((1,), (2, 3, 4, 5, 6), (7, 8, 9), (10, 11))
    change = FormationChange(
        MatchTime(Period.FIRST_HALF, 20), side=HOME, formation="5-3-2", rows=rows
    )
    events = _logged(*to_second_half()[:1], change)
    swap = plan_swap(match, events, 8, 18)
    new = swapped_events(events, swap)[1]
    assert isinstance(new, FormationChange) and new.rows[2] == (7, 18, 9)


def test_refused_when_the_bench_player_came_on_in_the_log_naming_the_substitution() -> None:
    match = make_match()
    events = _logged(*to_second_half(), sub("70", H2, HOME, 10, 18))
    with pytest.raises(RuleError) as refused:
        plan_swap(match, events, 8, 18)
    said = str(refused.value)
    assert "Reds Player 18 came on in the log (70'" in said
    assert "cannot have started" in said


def test_refused_unless_a_starter_and_a_substitute_of_his_side() -> None:
    match = make_match()
    with pytest.raises(RuleError, match="is not in the starting line-up"):
        plan_swap(match, [], 18, 19)
    with pytest.raises(RuleError, match="is not among Reds's substitutes"):
        plan_swap(match, [], 8, 118)


def test_refused_for_a_substitute_a_suspension_keeps_out_of_the_match() -> None:
    ban = "Reds Player 18 is suspended: sent off v Blues, 1 Jul (1 match)"
    with pytest.raises(RuleError) as refused:
        plan_swap(make_match(), [], 8, 18, ban)
    assert str(refused.value) == f"{ban}, so he cannot have started this match"


def test_only_the_substitutes_who_may_have_started_are_left_to_choose() -> None:
    """Of the bench, the man who came on and the man suspended are not offered, each
    with why."""
    match = make_match()
    events = _logged(*to_second_half(), sub("70", H2, HOME, 10, 18))
    ban = "Reds Player 19 is suspended: sent off v Blues, 1 Jul (1 match)"
    refused = swap_refusals(match, events, 8, {19: ban})
    assert sorted(refused) == [18, 19]
    assert "Reds Player 18 came on in the log (70'" in refused[18]
    assert refused[19] == f"{ban}, so he cannot have started this match"
