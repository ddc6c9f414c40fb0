"""Law 12: cautions and sendings-off, on and off the pitch."""

from __future__ import annotations

import pytest

from tests.core.factory import (
    AWAY,
    H2,
    HOME,
    PENS,
    card,
    end,
    goal,
    kick,
    make_match,
    play,
    regulation,
    start,
    sub,
    through_extra_time,
    to_second_half,
)
from tracker.core.match.events import CardKind
from tracker.core.match.replay import RuleError, normalize, replay

YELLOW, SECOND, RED = CardKind.YELLOW, CardKind.SECOND_YELLOW, CardKind.RED


def test_a_caution_is_counted_and_the_player_stays_on() -> None:
    state = play(make_match(), *to_second_half(), card("50", H2, HOME, 6))
    assert state.side(HOME).yellows == {6: 1}
    assert 6 in state.on_pitch(HOME)
    assert [(c.player, c.card) for c in state.cards()] == [(6, YELLOW)]


def test_a_second_yellow_sends_the_player_off() -> None:
    events = [*to_second_half(), card("50", H2, HOME, 6), card("70", H2, HOME, 6, SECOND)]
    state = play(make_match(), *events)
    home = state.side(HOME)
    assert 6 not in home.on_pitch
    assert len(home.on_pitch) == 10
    assert home.sent_off == {6: card("70", H2, HOME, 6).time}
    assert home.yellows == {6: 2}


def test_normalize_turns_a_yellow_to_a_booked_player_into_a_second_yellow() -> None:
    match = make_match()
    state = play(match, *to_second_half(), card("50", H2, HOME, 6))
    second = normalize(state, card("70", H2, HOME, 6))
    assert second.card is SECOND
    assert normalize(state, card("70", H2, HOME, 7)).card is YELLOW
    assert normalize(state, card("70", H2, HOME, 6, RED)).card is RED


def test_a_plain_yellow_to_a_booked_player_is_refused_unless_normalized() -> None:
    with pytest.raises(RuleError, match="Reds Player 6 is already booked: this is a second"):
        play(make_match(), *to_second_half(), card("50", H2, HOME, 6), card("70", H2, HOME, 6))


def test_a_second_yellow_needs_a_first() -> None:
    with pytest.raises(RuleError, match="has not been booked: a second yellow needs a first"):
        play(make_match(), *to_second_half(), card("70", H2, HOME, 6, SECOND))


def test_a_straight_red_after_a_yellow() -> None:
    events = [*to_second_half(), card("50", H2, HOME, 6), card("60", H2, HOME, 6, RED)]
    state = play(make_match(), *events)
    assert state.side(HOME).sent_off == {6: card("60", H2, HOME, 6).time}
    assert state.side(HOME).yellows == {6: 1}


def test_a_sent_off_player_cannot_be_carded_again() -> None:
    events = [*to_second_half(), card("50", H2, HOME, 6, RED), card("60", H2, HOME, 6)]
    with pytest.raises(RuleError, match="Reds Player 6 was already sent off at 50'"):
        play(make_match(), *events)


def test_a_sent_off_player_takes_no_further_part() -> None:
    red = card("50", H2, HOME, 10, RED)
    with pytest.raises(RuleError, match="Reds Player 10 was sent off at 50'; he cannot be the"):
        play(make_match(), *to_second_half(), red, goal("60", H2, HOME, 10))
    with pytest.raises(RuleError, match="was sent off at 50'; he cannot be the assist"):
        play(make_match(), *to_second_half(), red, goal("60", H2, HOME, 11, 10))


def test_a_card_to_a_player_of_the_other_team_is_refused() -> None:
    with pytest.raises(RuleError, match="Blues Player 6 does not play for Reds"):
        play(make_match(), *to_second_half(), card("50", H2, HOME, 106))


def test_a_substitute_on_the_bench_can_be_cautioned() -> None:
    state = play(make_match(), *to_second_half(), card("50", H2, HOME, 14))
    assert state.side(HOME).yellows == {14: 1}
    assert 14 in state.side(HOME).bench


def test_a_substitute_sent_off_leaves_the_bench_but_not_the_side_short() -> None:
    state = play(make_match(), *to_second_half(), card("50", H2, HOME, 14, RED))
    home = state.side(HOME)
    assert 14 not in home.bench
    assert 14 in home.sent_off
    assert len(home.on_pitch) == 11


def test_a_substituted_player_can_be_booked() -> None:
    # A forward was booked on the bench after he had been taken off, in a real final.
    events = [*to_second_half(), sub("60", H2, HOME, 10, 12), card("80", H2, HOME, 10)]
    state = play(make_match(), *events)
    assert state.side(HOME).yellows == {10: 1}
    assert len(state.on_pitch(HOME)) == 11


def test_a_red_card_to_a_substituted_player_does_not_reduce_the_side() -> None:
    events = [*to_second_half(), sub("60", H2, HOME, 10, 12), card("80", H2, HOME, 10, RED)]
    state = play(make_match(), *events, end(H2))
    home = state.side(HOME)
    assert len(home.on_pitch) == 11
    assert 12 in home.on_pitch
    assert home.sent_off == {10: card("80", H2, HOME, 10).time}
    assert state.minutes_played(10) == 60


def test_a_team_official_can_be_cautioned_and_sent_off() -> None:
    yellow = card("50", H2, AWAY, None, official="Assistant Coach")
    state = play(make_match(), *to_second_half(), yellow)
    assert state.side(AWAY).official_yellows == {"Assistant Coach": 1}
    red = card("60", H2, AWAY, None, RED, official="Blues Manager")
    state = play(make_match(), *to_second_half(), yellow, red)
    assert set(state.side(AWAY).officials_sent_off) == {"Blues Manager"}
    assert len(state.on_pitch(AWAY)) == 11


def test_a_team_official_booked_twice_is_sent_off() -> None:
    first = card("50", H2, AWAY, None, official="Blues Manager")
    state = play(make_match(), *to_second_half(), first)
    second = normalize(state, card("70", H2, AWAY, None, official="Blues Manager"))
    assert second.card is SECOND
    state = play(make_match(), *to_second_half(), first, second)
    assert "Blues Manager" in state.side(AWAY).officials_sent_off


def test_a_sent_off_official_cannot_be_carded_again() -> None:
    red = card("50", H2, AWAY, None, RED, official="Blues Manager")
    again = card("60", H2, AWAY, None, official="Blues Manager")
    with pytest.raises(RuleError, match="Blues Manager was already sent off at 50'"):
        play(make_match(), *to_second_half(), red, again)


def test_a_card_needs_a_player_or_a_named_official() -> None:
    with pytest.raises(RuleError, match="a card goes to a player or a named team official"):
        play(make_match(), *to_second_half(), card("50", H2, AWAY, None, official="  "))


def test_a_card_goes_to_a_player_or_an_official_not_both() -> None:
    both = card("50", H2, AWAY, 106, official="Blues Manager")
    with pytest.raises(RuleError, match="not both"):
        play(make_match(), *to_second_half(), both)


def test_a_goalkeeper_booked_during_the_shootout() -> None:
    shootout = [start(PENS), kick(HOME, 10), card("pens", PENS, AWAY, 101), kick(AWAY, 110)]
    state = play(make_match(), *through_extra_time(), *shootout)
    assert state.side(AWAY).yellows == {101: 1}
    assert state.shootout == {HOME: 1, AWAY: 1}


def test_a_player_sent_off_in_the_shootout_cannot_take_a_kick() -> None:
    shootout = [start(PENS), card("pens", PENS, AWAY, 110, RED), kick(AWAY, 110)]
    with pytest.raises(RuleError, match="Blues Player 10 was sent off at pens"):
        play(make_match(), *through_extra_time(), *shootout)


def test_cards_in_the_half_time_interval() -> None:
    events = [*regulation()[:2], card("45", H2, HOME, 6), start(H2)]
    state = replay(make_match(), events)
    assert state.side(HOME).yellows == {6: 1}


def test_a_goalkeeper_coming_on_for_a_keeper_sent_off_stands_in_goal() -> None:
    """Regression: with the keeper sent off, the substitute goalkeeper brought on for an
    outfield player was drawn in that player's place and the goal left empty (Law 3:
    one player is the goalkeeper). He stands in goal; the outfield place is empty."""
    import dataclasses

    from tracker.core.match.model import Position

    match = make_match()
    keeper, bench = 1, 12  # the Reds' keeper, and a substitute who is a goalkeeper too
    squad = tuple(
        dataclasses.replace(p, position=Position.GK) if p.pid == bench else p
        for p in match.home.squad
    )
    match = dataclasses.replace(match, home=dataclasses.replace(match.home, squad=squad))
    state = play(
        match,
        *to_second_half(),
        card("60", H2, HOME, keeper, CardKind.RED),
        sub("61", H2, HOME, 10, bench),
    )
    rows = state.sides[HOME].rows
    assert rows[0] == [bench]
    assert 10 not in state.on_pitch(HOME) and None in [pid for row in rows[1:] for pid in row]
    assert len(state.on_pitch(HOME)) == 10
    # An outfield substitute still takes the place of the player he replaces.
    before = play(match, *to_second_half()).sides[HOME].rows
    later = play(match, *to_second_half(), sub("61", H2, HOME, 10, 13)).sides[HOME].rows
    assert later == [[13 if p == 10 else p for p in row] for row in before]
