"""Law 3: who may come on and go off, and the limits of each rules preset."""

from __future__ import annotations

from dataclasses import replace

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
    make_match,
    numbered,
    off,
    play,
    regulation,
    start,
    sub,
    to_extra_time,
    to_second_half,
)
from tracker.core.match.events import CardKind
from tracker.core.match.replay import RuleError


def test_a_substitute_comes_on_for_a_player_on_the_pitch() -> None:
    match = make_match()
    state = play(match, *to_second_half(), sub("60", H2, HOME, 9, 12))
    home = state.side(HOME)
    assert 12 in home.on_pitch and 9 not in home.on_pitch
    assert 12 not in home.bench
    assert home.rows[2] == [6, 7, 8, 12]  # the substitute takes the place of the man he replaces
    assert home.came_on == {12: sub("60", H2, HOME, 9, 12).time}
    assert home.went_off == {9: sub("60", H2, HOME, 9, 12).time}
    assert home.subs_used == 1


def test_the_player_coming_on_must_be_on_the_bench() -> None:
    match = make_match()
    home = match.home
    assert home.lineup is not None
    # Player 20 is in the squad but was not named among the substitutes.
    match = replace(match, home=replace(home, lineup=replace(home.lineup, bench=(12, 13))))
    with pytest.raises(RuleError, match="Reds Player 20 is not on the bench"):
        play(match, *to_second_half(), sub("60", H2, HOME, 9, 20))


def test_the_player_coming_on_must_not_be_on_the_pitch_already() -> None:
    with pytest.raises(RuleError, match="Reds Player 8 is already on the pitch"):
        play(make_match(), *to_second_half(), sub("60", H2, HOME, 9, 8))


def test_a_substitute_who_has_come_on_is_used() -> None:
    match = make_match()
    with pytest.raises(RuleError, match="Reds Player 12 is already on the pitch"):
        play(match, *to_second_half(), sub("60", H2, HOME, 9, 12), sub("70", H2, HOME, 10, 12))


def test_the_player_coming_on_must_be_of_the_same_team() -> None:
    with pytest.raises(RuleError, match="Blues Player 12 does not play for Reds"):
        play(make_match(), *to_second_half(), sub("60", H2, HOME, 9, 112))


def test_the_player_going_off_must_be_on_the_pitch() -> None:
    with pytest.raises(RuleError, match="Reds Player 13 is not on the pitch; he cannot be"):
        play(make_match(), *to_second_half(), sub("60", H2, HOME, 13, 12))


def test_a_player_cannot_replace_himself() -> None:
    with pytest.raises(RuleError, match="cannot replace himself"):
        play(make_match(), *to_second_half(), sub("60", H2, HOME, 9, 9))


def test_a_player_taken_off_cannot_come_back() -> None:
    match = make_match()
    with pytest.raises(RuleError, match="Reds Player 9 was taken off at 60'; a player taken off"):
        play(match, *to_second_half(), sub("60", H2, HOME, 9, 12), sub("70", H2, HOME, 12, 9))


def test_a_player_taken_off_cannot_go_off_again() -> None:
    match = make_match()
    with pytest.raises(RuleError, match="Reds Player 9 left the pitch at 60'"):
        play(match, *to_second_half(), sub("60", H2, HOME, 9, 12), sub("70", H2, HOME, 9, 13))


def test_a_sent_off_player_cannot_be_replaced() -> None:
    match = make_match()
    red = card("50", H2, HOME, 9, CardKind.RED)
    with pytest.raises(RuleError, match="Reds Player 9 was sent off at 50'; he cannot be"):
        play(match, *to_second_half(), red, sub("60", H2, HOME, 9, 12))


def test_a_substitute_sent_off_on_the_bench_cannot_come_on() -> None:
    match = make_match()
    red = card("50", H2, HOME, 12, CardKind.RED)
    with pytest.raises(RuleError, match="Reds Player 12 was sent off at 50'; he cannot come on"):
        play(match, *to_second_half(), red, sub("60", H2, HOME, 9, 12))


# --- the standard preset: 5 substitutes in 3 windows ----------------------------


FIVE_IN_THREE = [
    sub("60", H2, HOME, 2, 12),
    sub("60", H2, HOME, 3, 13),
    sub("70", H2, HOME, 4, 14),
    sub("80", H2, HOME, 5, 15),
    sub("80", H2, HOME, 6, 16),
]


def test_five_substitutes_in_three_windows() -> None:
    state = play(make_match(), *to_second_half(), *FIVE_IN_THREE)
    home = state.side(HOME)
    assert home.subs_used == 5
    assert len(home.windows) == 3
    assert state.subs_left(HOME) == 0
    assert state.windows_left(HOME) == 0
    assert state.subs_left(AWAY) == 5


def test_a_sixth_substitute_is_refused() -> None:
    with pytest.raises(RuleError, match="Reds have used all their substitutes"):
        play(make_match(), *to_second_half(), *FIVE_IN_THREE, sub("85", H2, HOME, 7, 17))


def test_a_fourth_window_is_refused() -> None:
    subs = [sub(m, H2, HOME, off, on) for m, off, on in (("50", 2, 12), ("60", 3, 13))]
    subs += [sub("70", H2, HOME, 4, 14), sub("80", H2, HOME, 5, 15)]
    with pytest.raises(RuleError, match="Reds have used all their substitution windows"):
        play(make_match(), *to_second_half(), *subs)


def test_a_substitution_in_a_window_already_open_is_allowed() -> None:
    subs = [sub("50", H2, HOME, 2, 12), sub("60", H2, HOME, 3, 13), sub("70", H2, HOME, 4, 14)]
    state = play(make_match(), *to_second_half(), *subs, sub("70", H2, HOME, 5, 15))
    assert state.side(HOME).subs_used == 4
    assert len(state.side(HOME).windows) == 3


def test_half_time_substitutions_do_not_use_a_window() -> None:
    half_time = [sub("45", H2, HOME, 2, 12), sub("45", H2, HOME, 3, 13)]
    windows = [sub("60", H2, HOME, 4, 14), sub("70", H2, HOME, 5, 15), sub("80", H2, HOME, 6, 16)]
    state = play(make_match(), *first_half(), *half_time, start(H2), *windows)
    assert state.side(HOME).subs_used == 5
    assert len(state.side(HOME).windows) == 3


def test_extra_time_brings_one_more_substitute_and_one_more_window() -> None:
    state = play(make_match(), *regulation(), start(ET1))
    assert state.subs_left(HOME) == 6
    assert state.windows_left(HOME) == 4
    events = [*to_second_half(), *FIVE_IN_THREE, end(H2), start(ET1), sub("95", ET1, HOME, 7, 17)]
    state = play(make_match(), *events)
    assert state.side(HOME).subs_used == 6
    assert len(state.side(HOME).windows) == 4
    assert state.subs_left(HOME) == 0


def test_extra_time_allows_no_seventh_substitute() -> None:
    events = [*to_second_half(), *FIVE_IN_THREE, end(H2), start(ET1), sub("95", ET1, HOME, 7, 17)]
    with pytest.raises(RuleError, match="Reds have used all their substitutes"):
        play(make_match(), *events, sub("100", ET1, HOME, 8, 18))


def test_extra_time_allows_no_fifth_window() -> None:
    windows = [sub(m, H2, HOME, o, n) for m, o, n in (("50", 2, 12), ("60", 3, 13), ("70", 4, 14))]
    events = [*to_second_half(), *windows, end(H2), start(ET1), sub("95", ET1, HOME, 5, 15)]
    with pytest.raises(RuleError, match="used all their substitution windows"):
        play(make_match(), *events, sub("100", ET1, HOME, 6, 16))


def test_the_breaks_before_and_during_extra_time_do_not_use_a_window() -> None:
    windows = [sub(m, H2, HOME, o, n) for m, o, n in (("50", 2, 12), ("60", 3, 13), ("70", 4, 14))]
    before_et = sub("90", ET1, HOME, 5, 15)
    et_half_time = sub("105", ET2, HOME, 6, 16)
    events = [*to_second_half(), *windows, end(H2), before_et, start(ET1), end(ET1), et_half_time]
    state = play(make_match(), *events, start(ET2), sub("110", ET2, HOME, 7, 17))
    assert state.side(HOME).subs_used == 6
    assert len(state.side(HOME).windows) == 4


def test_the_extra_time_allowance_stays_counted_after_extra_time() -> None:
    events = [*to_second_half(), *FIVE_IN_THREE, end(H2), start(ET1), sub("95", ET1, HOME, 7, 17)]
    events += [end(ET1), start(ET2), end(ET2)]
    state = play(make_match(), *events, start(PENS))
    assert state.subs_left(HOME) == 0
    assert state.windows_left(HOME) == 0


def test_no_extra_allowance_in_normal_time() -> None:
    with pytest.raises(RuleError, match="used all their substitutes"):
        play(make_match(), *to_second_half(), *FIVE_IN_THREE, sub("90+1", H2, HOME, 7, 17))


def test_a_change_after_the_second_half_in_it_has_no_extra_allowance() -> None:
    from tracker.core.match.replay import apply, initial_state

    # The second half has ended; a change filed in it (90'+3: no extra time follows),
    # applied after the whistle, is no change of extra time: a sixth is refused.
    state = initial_state(make_match())
    for event in numbered([*to_second_half(), *FIVE_IN_THREE, end(H2, 3)]):
        apply(state, event)
    with pytest.raises(RuleError, match="Reds have used all their substitutes"):
        apply(state, sub("90+3", H2, HOME, 7, 17))
    # Filed at extra time's start (91'), the same change has it.
    apply(state, sub("90", ET1, HOME, 7, 17))
    assert state.side(HOME).subs_used == 6


# --- the "3 substitutes" preset ---------------------------------------------------


def test_three_substitutes_preset() -> None:
    match = make_match("three")
    subs = [sub("50", H2, HOME, 2, 12), sub("60", H2, HOME, 3, 13), sub("70", H2, HOME, 4, 14)]
    state = play(match, *to_second_half(), *subs)
    assert state.subs_left(HOME) == 0
    assert state.windows_left(HOME) is None
    with pytest.raises(RuleError, match="Reds have used all their substitutes"):
        play(match, *to_second_half(), *subs, sub("80", H2, HOME, 5, 15))


def test_three_substitutes_preset_allows_a_fourth_in_extra_time() -> None:
    match = make_match("three")
    subs = [sub("50", H2, HOME, 2, 12), sub("60", H2, HOME, 3, 13), sub("70", H2, HOME, 4, 14)]
    events = [*to_second_half(), *subs, end(H2), start(ET1), sub("100", ET1, HOME, 5, 15)]
    assert play(match, *events).side(HOME).subs_used == 4


# --- rolling substitutions ---------------------------------------------------------


def test_rolling_substitutes_may_come_back_without_limit() -> None:
    match = make_match("rolling")
    back_and_forth = [
        sub("20", H1, HOME, 9, 12),
        sub("30", H1, HOME, 12, 9),
        sub("35", H1, HOME, 9, 12),
        *[sub(str(36 + i), H1, HOME, 2 + i, 13 + i) for i in range(6)],
    ]
    state = play(match, start(H1), *back_and_forth)
    home = state.side(HOME)
    assert 12 in home.on_pitch and 9 in home.bench
    assert len(home.on_pitch) == 11
    assert state.subs_left(HOME) is None and state.windows_left(HOME) is None


def test_rolling_minutes_add_up_over_each_spell() -> None:
    match = make_match("rolling")
    spells = [sub("20", H1, HOME, 9, 12), sub("30", H1, HOME, 12, 9)]
    state = play(match, start(H1), *spells, end(H1), start(H2), end(H2))
    assert state.minutes_played(9) == 80
    assert state.minutes_played(12) == 10


def test_rolling_preset_has_no_concussion_substitutes() -> None:
    with pytest.raises(RuleError, match="no concussion substitutes"):
        play(make_match("rolling"), start(H1), sub("20", H1, HOME, 9, 12, concussion=True))


# --- concussion substitutes and playing short ---------------------------------------


def test_a_concussion_substitute_is_not_counted_and_the_opponent_gains_one() -> None:
    match = make_match()
    state = play(match, *to_second_half(), sub("50", H2, HOME, 9, 12, concussion=True))
    assert state.side(HOME).subs_used == 0
    assert state.side(HOME).windows == []
    assert state.subs_left(HOME) == 5
    assert state.subs_left(AWAY) == 6
    assert state.windows_left(AWAY) == 4


def test_a_concussion_substitute_is_allowed_when_the_limit_is_reached() -> None:
    events = [*to_second_half(), *FIVE_IN_THREE, sub("85", H2, HOME, 7, 17, concussion=True)]
    assert 17 in play(make_match(), *events).on_pitch(HOME)


def test_the_opponent_uses_its_extra_substitute() -> None:
    away = [
        sub("60", H2, AWAY, 102, 112),
        sub("70", H2, AWAY, 103, 113),
        sub("80", H2, AWAY, 104, 114),
        sub("80", H2, AWAY, 105, 115),
        sub("80", H2, AWAY, 106, 116),
    ]
    concussion = sub("50", H2, HOME, 9, 12, concussion=True)
    state = play(make_match(), *to_second_half(), concussion, *away, sub("85", H2, AWAY, 107, 117))
    assert state.side(AWAY).subs_used == 6
    assert len(state.side(AWAY).windows) == 4
    with pytest.raises(RuleError, match="Blues have used all their substitutes"):
        play(make_match(), *to_second_half(), *away, sub("85", H2, AWAY, 107, 117))


def test_at_most_two_concussion_substitutes() -> None:
    concussions = [sub(m, H2, HOME, o, n, True) for m, o, n in (("50", 2, 12), ("60", 3, 13))]
    with pytest.raises(RuleError, match="Reds have used both concussion substitutes"):
        play(make_match(), *to_second_half(), *concussions, sub("70", H2, HOME, 4, 14, True))


def test_a_player_leaving_injured_with_no_substitute_left_leaves_ten() -> None:
    events = [*to_second_half(), *FIVE_IN_THREE, off("85", H2, HOME, 9)]
    state = play(make_match(), *events, end(H2))
    assert len(state.on_pitch(HOME)) == 10
    assert 9 in state.side(HOME).went_off
    assert state.minutes_played(9) == 85
    with pytest.raises(RuleError, match="Reds Player 9 left the pitch at 85'"):
        play(make_match(), *events, off("88", H2, HOME, 9))


def test_a_player_who_left_injured_cannot_come_back() -> None:
    events = [*to_second_half(), off("85", H2, HOME, 9), sub("87", H2, HOME, 10, 9)]
    with pytest.raises(RuleError, match="Reds Player 9 was taken off at 85'"):
        play(make_match(), *events)


@pytest.mark.parametrize("period", [ET1, ET2])
def test_substitutions_in_extra_time(period: object) -> None:
    events = [*to_extra_time(), end(ET1), start(ET2)] if period is ET2 else to_extra_time()
    minute = "110" if period is ET2 else "95"
    state = play(make_match(), *events, sub(minute, period, AWAY, 110, 118))  # type: ignore[arg-type]
    assert 118 in state.on_pitch(AWAY)
