"""Law 10: the penalty shootout, kick by kick."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.factory import (
    AWAY,
    ET1,
    H2,
    HOME,
    PENS,
    card,
    end,
    full_time,
    kick,
    make_match,
    play,
    regulation,
    start,
    sub,
    through_extra_time,
)
from tracker.core.match.events import CardKind, Event
from tracker.core.match.replay import RuleError


def _shootout(*kicks: Event) -> list[Event]:
    return [*regulation(), start(PENS), *kicks]


def _round(home: bool, away: bool, taker: int) -> list[Event]:
    return [kick(HOME, taker, home), kick(AWAY, 100 + taker, away)]


def test_the_kicks_alternate() -> None:
    with pytest.raises(RuleError, match="the kicks alternate: Blues take the next kick, not Reds"):
        play(make_match(), *_shootout(kick(HOME, 10), kick(HOME, 11)))


def test_either_team_may_kick_first() -> None:
    state = play(make_match(), *_shootout(kick(AWAY, 110), kick(HOME, 10)))
    assert state.shootout == {HOME: 1, AWAY: 1}


_REDS_FIRST = (
    r"^the kicks alternate and Reds kicked first, so they kick first in every round: "
    r"Reds take the next kick, not Blues$"
)


def test_the_team_that_kicks_first_kicks_first_in_every_round() -> None:
    """Regression: at level kicks either team could kick, so Reds, Blues, Blues, Reds
    was taken. Law 10: the team that takes the shootout's first kick takes the first
    of every round; a log stored before this check still replays."""
    with pytest.raises(RuleError, match=_REDS_FIRST):
        _entered(*_shootout(kick(HOME, 10), kick(AWAY, 110), kick(AWAY, 109)))
    with pytest.raises(RuleError, match=_REDS_FIRST):
        _entered(*_shootout(kick(HOME, 10), kick(AWAY, 110), kick(AWAY, None)))
    _entered(*_shootout(kick(HOME, 10), kick(AWAY, 110), kick(HOME, 9)))
    _entered(*_shootout(kick(AWAY, 110), kick(HOME, 10), kick(AWAY, 109)))
    _entered(*_shootout(kick(AWAY, 110)))  # either team may take the first kick
    stored = play(make_match(), *_shootout(kick(HOME, 10), kick(AWAY, 110), kick(AWAY, 109)))
    assert stored.shootout == {HOME: 1, AWAY: 2}


def test_a_log_with_a_round_out_of_order_is_refused_whole() -> None:
    """A match file (or a corrected log) whose kicks go Reds, Blues, Blues, Reds."""
    from tracker.core.match.rules import check_log
    from tracker.core.match.shootout import check_shootout_takers

    events = _shootout(kick(HOME, 10), kick(AWAY, 110), kick(AWAY, 109), kick(HOME, 9))
    state = play(make_match(), *events)
    with pytest.raises(RuleError, match=_REDS_FIRST):
        check_log(state, events)
    with pytest.raises(RuleError, match=_REDS_FIRST):
        check_shootout_takers(state)
    in_order = _shootout(kick(HOME, 10), kick(AWAY, 110), kick(HOME, 9), kick(AWAY, 109))
    check_shootout_takers(play(make_match(), *in_order))


def test_five_kicks_each_then_sudden_death() -> None:
    rounds = [*_round(True, True, 11), *_round(True, True, 10), *_round(False, False, 9)]
    rounds += [*_round(True, True, 8), *_round(True, True, 7)]
    rounds += [*_round(False, False, 6), *_round(True, False, 5)]
    state = play(make_match(), *_shootout(*rounds), end(PENS), full_time(PENS))
    assert state.shootout == {HOME: 5, AWAY: 4}
    assert state.winner() is HOME


def test_no_kick_once_the_shootout_is_decided() -> None:
    # 3-0 after three kicks each: the away side cannot catch up with two kicks left.
    rounds = [*_round(True, False, 11), *_round(True, False, 10), *_round(True, False, 9)]
    with pytest.raises(RuleError, match="the shootout is already decided"):
        play(make_match(), *_shootout(*rounds, kick(HOME, 8)))


def test_decided_before_the_second_team_kicks() -> None:
    # 3-1 after three each. If the home side misses its fourth, the away side kicks on;
    # if it scores (4-1), the away side cannot catch up with two kicks left.
    rounds = [*_round(True, True, 11), *_round(True, False, 10), *_round(True, False, 9)]
    state = play(make_match(), *_shootout(*rounds, kick(HOME, 8, scored=False)))
    assert state.shootout == {HOME: 3, AWAY: 1}
    play(make_match(), *_shootout(*rounds, kick(HOME, 8, scored=False), kick(AWAY, 108)))
    with pytest.raises(RuleError, match="already decided"):
        play(make_match(), *_shootout(*rounds, kick(HOME, 8), kick(AWAY, 108)))


def test_sudden_death_ends_at_the_first_difference() -> None:
    five = [r for t in range(11, 6, -1) for r in _round(True, True, t)]
    rounds = [*five, *_round(True, False, 6)]
    with pytest.raises(RuleError, match="already decided"):
        play(make_match(), *_shootout(*rounds, kick(HOME, 5)))


def _entered(*events: Event) -> None:
    """Play all but the last event, then check the last as entered now."""
    from tracker.core.match.shootout import check_entry

    state = play(make_match(), *events[:-1])
    check_entry(state, events[-1])


def test_the_shootout_ends_only_once_decided() -> None:
    """2-3 after three kicks for the home side and two for the away side: the away
    side still has a kick. A stored log ended there still replays (it opens)."""
    kicks = [*_round(True, True, 11), *_round(True, True, 10), kick(HOME, 9, False)]
    with pytest.raises(RuleError, match=r"the shootout is not decided yet \(2-2 after 5 kicks\)"):
        _entered(*_shootout(*kicks), end(PENS))
    with pytest.raises(RuleError, match="not decided yet"):
        _entered(*_shootout(), end(PENS))  # no kick at all
    with pytest.raises(RuleError, match="not decided yet"):  # 5-5 after five each
        _entered(*_shootout(*(k for t in range(7, 12) for k in _round(True, True, t))), end(PENS))
    play(make_match(), *_shootout(*kicks), end(PENS), full_time(PENS))  # as stored before
    decided = [*kicks, kick(AWAY, 109, True), *_round(True, False, 8), *_round(True, False, 7)]
    _entered(*_shootout(*decided), end(PENS))  # 4-3 after five each: it may end


def test_nobody_kicks_twice_before_each_team_mate_has_kicked() -> None:
    """Eleven a side, level after six kicks each: the home side's 3 may kick again
    only once all eleven have."""
    rounds = [k for t in range(1, 12) for k in _round(True, True, t)]
    with pytest.raises(RuleError, match=r"Reds Player 3 has taken a kick: .* \(6 of 11 have\)"):
        _entered(*_shootout(*rounds[:12]), kick(HOME, 3))
    _entered(*_shootout(*rounds), kick(HOME, 3))  # everybody has kicked once
    _entered(*_shootout(*rounds[:12]), kick(HOME, 7))  # his first
    unknown = [kick(HOME, None), kick(AWAY, 101), *rounds[2:12]]
    _entered(*_shootout(*unknown), kick(HOME, 3))  # a taker not known: cannot be told


def test_a_team_with_more_players_leaves_the_extra_ones_out() -> None:
    """The away side ended with ten (a red card): the home side kicks with ten too, so
    its first taker may kick again once ten of them have."""
    from tests.core.factory import H2, card
    from tracker.core.match.events import CardKind

    red = card("80", H2, AWAY, 111, CardKind.RED)
    events = [*regulation()[:-1], red, regulation()[-1], start(PENS)]
    rounds = [k for t in range(1, 11) for k in _round(True, True, t)]
    _entered(*events, *rounds, kick(HOME, 1))
    with pytest.raises(RuleError, match=r"\(9 of 10 have\)"):
        _entered(*events, *rounds[:18], kick(HOME, 1))


def _ten_against_eleven(*kicks: Event) -> list[Event]:
    """The home side ended with ten (its 11 sent off), the away side with eleven."""
    red = card("80", H2, HOME, 11, CardKind.RED)
    return [*regulation()[:-1], red, regulation()[-1], start(PENS), *kicks]


_LEFT_OUT = (
    r"^Blues Player 11 cannot take a kick: Blues have used 10 different kickers of the 10 "
    r"they may use \(as many as the team with fewer players has: the extra players are "
    r"left out\)$"
)


def test_the_players_a_team_leaves_out_take_no_kick() -> None:
    """Regression: against ten, all eleven of the away side took a first kick. Law 10:
    the team with more players leaves the extra ones out, so it uses as many kickers
    as the other has players; those may kick again once all of them have."""
    rounds = [k for t in range(1, 11) for k in _round(True, True, t)]
    with pytest.raises(RuleError, match=_LEFT_OUT):
        _entered(*_ten_against_eleven(*rounds, kick(HOME, 1), kick(AWAY, 111)))
    _entered(*_ten_against_eleven(*rounds, kick(HOME, 1), kick(AWAY, 101)))
    _entered(*_ten_against_eleven(*rounds[:-1], kick(AWAY, 111)))  # his team's tenth


def test_a_log_in_which_a_left_out_player_kicks_is_refused_whole() -> None:
    """A match file (or a corrected log) whose away side, against ten, has eleven
    different kickers."""
    from tracker.core.match.rules import check_log

    rounds = [k for t in range(1, 11) for k in _round(True, True, t)]
    events = _ten_against_eleven(*rounds, kick(HOME, 1), kick(AWAY, 111))
    state = play(make_match(), *events)  # a log stored before this check opens
    with pytest.raises(RuleError, match=_LEFT_OUT):
        check_log(state, events)


def test_a_player_sent_off_during_the_kicks_leaves_his_place_to_a_team_mate() -> None:
    """Eleven a side; the home side's 5 kicks, then is sent off. Ten a side from then
    on: the home side's ten left each take a kick (its 11 too) before anyone takes
    another, the away side has ten kickers. Eleven each before the red card were
    right: the log brought in whole is not refused for them."""
    from tracker.core.match.events import Card, CardKind
    from tracker.core.match.matchtime import MatchTime
    from tracker.core.match.rules import check_log

    red = Card(MatchTime.shootout(), side=HOME, player=5, card=CardKind.RED)
    first = [k for t in range(1, 6) for k in _round(True, True, t)]
    later = [k for t in range(6, 11) for k in _round(True, True, t)]
    _entered(*_shootout(*first, red, *later, kick(HOME, 11)))
    with pytest.raises(RuleError, match=r"Blues have used 10 different kickers"):
        _entered(*_shootout(*first, red, *later, kick(HOME, 11), kick(AWAY, 111)))
    with pytest.raises(RuleError, match=r"Reds Player 1 has taken a kick: .* \(9 of 10 have\)"):
        _entered(*_shootout(*first, red, *later, kick(HOME, 1)))
    eleven = [k for t in range(1, 12) for k in _round(True, True, t)]
    events = _shootout(*eleven, red, *_round(True, True, 1))
    check_log(play(make_match(), *events), events)


@given(data=st.data())
def test_the_kicks_entry_lets_through_keep_law_10s_order(data: st.DataObject) -> None:
    """Kicks tried by any player of either team, one by one as entered now, against
    a home side of eight to eleven: those let through alternate, the first team first
    in every round; no team has more kickers than the home side has players, each
    kicking once before anyone twice; and the log brought in whole is not refused."""
    from collections import Counter
    from dataclasses import replace

    from tracker.core.match.replay import apply
    from tracker.core.match.shootout import check_entry, check_shootout_takers

    reds = data.draw(st.integers(0, 3), label="home players sent off")
    sent_off = [card("80", H2, HOME, 11 - n, CardKind.RED) for n in range(reds)]
    state = play(make_match(), *regulation()[:-1], *sent_off, regulation()[-1], start(PENS))
    for _ in range(data.draw(st.integers(1, 80), label="kicks tried")):
        side = data.draw(st.sampled_from([HOME, AWAY]))
        squad = [pid + (100 if side is AWAY else 0) for pid in range(1, 12)]
        fresh = [pid for pid in squad if pid not in {k.player for k in state.kicks()}]
        # Often one who has not kicked yet: a team then soon has all the kickers it may.
        pool = fresh if fresh and data.draw(st.booleans(), label="fresh taker") else squad
        tried = replace(kick(side, data.draw(st.sampled_from(pool))), seq=len(state.events) + 1)
        try:
            check_entry(state, tried)
            apply(state, tried)
        except RuleError:
            pass
    kicks = state.kicks()
    assert all(k.side is kicks[0].side for k in kicks[::2])
    assert all(k.side is not kicks[0].side for k in kicks[1::2])
    for side in (HOME, AWAY):
        taken = Counter(k.player for k in kicks if k.side is side)
        assert len(taken) <= 11 - reds
        assert max(taken.values(), default=0) <= 1 or (
            len(taken) == 11 - reds and max(taken.values()) - min(taken.values()) <= 1
        )
    check_shootout_takers(play(make_match(), *state.events))


def test_a_log_brought_in_whole_is_checked_as_live_entry_would_be() -> None:
    """A match file whose shootout ends 3-4 after four kicks each (the home side could
    still level with its fifth) is refused on import; the sheet of such a log, stored
    before this check, names no shootout winner."""
    from tracker.core.match.rules import check_log
    from tracker.core.match.shootout import shootout_decided
    from tracker.sheet.content import build_sheet

    rounds = [*_round(True, True, 11), *_round(True, True, 10), *_round(False, True, 9)]
    rounds += [*_round(True, True, 8)]
    events = _shootout(*rounds, end(PENS), full_time(PENS))
    match = make_match()
    state = play(match, *events)  # the replay of a stored log opens it
    assert state.shootout == {HOME: 3, AWAY: 4} and not shootout_decided(state)
    with pytest.raises(RuleError, match=r"the shootout ends undecided \(3-4 after 8 kicks\)"):
        check_log(state, events)
    sheet = build_sheet(match, events)
    assert sheet.shootout == "3-4" and sheet.shootout_winner == ""
    decided = _shootout(*rounds, *_round(False, True, 7)[:1], end(PENS), full_time(PENS))
    won = play(match, *decided)
    assert shootout_decided(won)
    check_log(won, decided)
    assert build_sheet(match, decided).shootout_winner == "Blues"


def test_no_kick_once_the_shootouts_end_is_logged() -> None:
    """A kick logged after the end of the shootout is refused as such, whoever takes
    it; before that whistle the other rules speak."""
    from tracker.core.match.shootout import check_kick_after_end

    rounds = [*_round(True, False, 11), *_round(True, False, 10), *_round(True, False, 9)]
    ended = play(make_match(), *_shootout(*rounds), end(PENS))
    for again in (kick(HOME, 11), kick(HOME, 8), kick(AWAY, 108)):
        with pytest.raises(RuleError, match=r"^the shootout has ended: no more kicks are taken$"):
            check_kick_after_end(ended, again)
    check_kick_after_end(play(make_match(), *_shootout(*rounds)), kick(HOME, 8))


def _after_extra_time(*events: Event) -> list[Event]:
    return [*through_extra_time(), start(PENS), *events]


#: The home goalkeeper (1), unable to go on, replaced by a substitute during the kicks.
_KEEPER_REPLACED = sub("pens", PENS, HOME, 1, 12)


def test_a_goalkeeper_who_cannot_go_on_is_replaced_during_the_kicks() -> None:
    """Law 10: a goalkeeper unable to continue during the kicks may be replaced by a
    named substitute; he takes no further part. His replacement may kick, as one of the
    kickers his team may use: the goalkeeper had not kicked."""
    events = _after_extra_time(kick(HOME, 11), kick(AWAY, 111), _KEEPER_REPLACED)
    state = play(make_match(), *events)
    assert state.side(HOME).rows[0] == [12] and 1 not in state.side(HOME).bench
    _entered(*events, kick(HOME, 12))
    with pytest.raises(RuleError, match="Reds Player 1 left the pitch at pens"):
        play(make_match(), *events, kick(HOME, 1))


def test_a_replaced_goalkeepers_kick_counts_for_his_replacement() -> None:
    """Law 10: if the goalkeeper has already taken a kick, the replacement may not take
    one until the next round of kicks, once each team-mate has had one."""
    events = _after_extra_time(kick(HOME, 1), kick(AWAY, 101), _KEEPER_REPLACED)
    with pytest.raises(
        RuleError,
        match=r"^Reds Player 12 came on for Reds Player 1, who has taken a kick: each of "
        r"his team-mates takes one before anyone takes another \(1 of 11 have\)$",
    ):
        _entered(*events, kick(HOME, 12))
    rounds = [k for t in range(2, 12) for k in _round(True, True, t)]
    _entered(*events, *rounds, kick(HOME, 12))


def test_only_the_goalkeeper_is_replaced_during_the_kicks() -> None:
    with pytest.raises(
        RuleError,
        match=r"^Reds Player 9 is not the goalkeeper: during a penalty shootout only a "
        r"goalkeeper who cannot go on is replaced$",
    ):
        play(make_match(), *_after_extra_time(kick(HOME, 11), sub("pens", PENS, HOME, 9, 12)))


def test_a_goalkeeper_is_replaced_only_by_a_substitute_left() -> None:
    """The team's substitutes (six with extra time) all used: refused. Four used in
    four windows, none left: Law 10 asks only for a substitute left."""
    used = [sub(m, H2, HOME, 10 - n, 12 + n) for n, m in enumerate(("60", "70", "80"))]
    extra = [sub("100", ET1, HOME, 7, 15), sub("100", ET1, HOME, 6, 16)]
    events = [*through_extra_time()[:3], *used, *through_extra_time()[3:5], *extra]
    events += [*through_extra_time()[5:], start(PENS)]
    full = sub("100", ET1, HOME, 5, 17)
    with pytest.raises(RuleError, match="Reds have used all their substitutes"):
        play(make_match(), *events[:-4], full, *events[-4:], sub("pens", PENS, HOME, 1, 18))
    state = play(make_match(), *events[:-4], *events[-4:], sub("pens", PENS, HOME, 1, 18))
    assert state.windows_left(HOME) == 0 and state.side(HOME).rows[0] == [18]


def test_a_goalkeeper_replaced_during_the_kicks_does_not_come_back_even_under_rolling() -> None:
    """Rolling substitutions let a player taken off come back; not a goalkeeper
    replaced during the kicks, who takes no further part (Law 10)."""
    events = _after_extra_time(kick(HOME, 11), kick(AWAY, 111), _KEEPER_REPLACED)
    with pytest.raises(RuleError, match="Reds Player 1 was taken off at pens"):
        play(make_match("rolling"), *events, sub("pens", PENS, HOME, 12, 1))


def test_a_shootout_ends_only_where_a_shootout_can_end() -> None:
    """A file's 9-2 shootout was stored: a shootout stops once one side cannot catch up
    (three apart at most in its five rounds), and sudden death ends one apart."""
    from tracker.core.match.shootout import possible_result

    ends = {(a, b) for a in range(8) for b in range(a) if possible_result(a, b)}
    assert ends == {
        (1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2), (4, 1), (4, 2), (4, 3),
        (5, 3), (5, 4), (6, 5), (7, 6),
    }  # fmt: skip
    assert possible_result(2, 4) and possible_result(14, 13)
    assert not possible_result(4, 4) and not possible_result(9, 2) and not possible_result(0, 4)
