"""The reference match, as a reader of the report knows it."""

from __future__ import annotations

from tests.helpers.matches import AWAY, HOME, demo, pid
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.replay import replay


def test_result_and_half_time() -> None:
    match, events = demo()
    state = replay(match, events)
    assert (state.score[HOME], state.score[AWAY]) == (2, 1)
    assert state.half_time_score() == (0, 0)
    assert state.winner() is HOME


def test_messi_two_assists_and_the_winner_by_a_substitute() -> None:
    match, events = demo()
    state = replay(match, events)
    assert state.assists_by(pid(match, "Lionel Messi")) == 2
    winner = state.goals()[-1]
    lautaro = pid(match, "Lautaro Martínez")
    assert winner.scorer == lautaro
    assert winner.time == MatchTime(Period.SECOND_HALF, 90, 2)
    assert lautaro in state.side(HOME).came_on


def test_five_substitutes_in_three_windows_each() -> None:
    match, events = demo()
    state = replay(match, events)
    for side in (HOME, AWAY):
        assert state.side(side).subs_used == 5
        assert len(state.side(side).windows) == 3


def test_gordon_played_72_minutes() -> None:
    match, events = demo()
    state = replay(match, events)
    assert state.minutes_played(pid(match, "Anthony Gordon")) == 72
    assert state.minutes_played(pid(match, "Harry Kane")) == 96


def test_players_on_the_pitch_at_full_time() -> None:
    match, events = demo()
    state = replay(match, events)
    names = {match.player(p).name for p in state.on_pitch(AWAY)}
    assert names == {
        "Jordan Pickford",
        "Dan Burn",
        "Ivan Toney",
        "Marc Guéhi",
        "Marcus Rashford",
        "Nico O'Reilly",
        "Elliot Anderson",
        "Morgan Rogers",
        "Jude Bellingham",
        "Ezri Konsa",
        "Harry Kane",
    }
    assert len(state.on_pitch(HOME)) == 11
