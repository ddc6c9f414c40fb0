"""Law 10: the penalty shootout, kick by kick."""

from __future__ import annotations

import pytest

from tests.core.factory import (
    AWAY,
    HOME,
    PENS,
    end,
    full_time,
    kick,
    make_match,
    play,
    regulation,
    start,
)
from tracker.core.match.events import Event
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
