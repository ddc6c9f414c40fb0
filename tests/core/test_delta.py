"""What one logged, edited or deleted event changes in the state, for the views."""

from __future__ import annotations

from dataclasses import replace

from tests.core.factory import AWAY, H1, HOME, at, card, goal, make_match, play, start, sub
from tracker.core.match.delta import state_delta
from tracker.core.match.events import CardKind, Event, FormationChange
from tracker.core.match.model import Match
from tracker.core.match.replay import apply
from tracker.core.match.state import MatchState

MATCH = make_match()


def _after(state: MatchState, event: Event) -> MatchState:
    after = state.copy()
    apply(after, event)
    return after


def _playing(match: Match = MATCH) -> MatchState:
    return play(match, start(H1), goal("3", H1, HOME, 10))


def test_a_goal_touches_its_scorer_and_assistant_and_moves_nobody() -> None:
    before = _playing()
    event = goal("10", H1, HOME, 9, assist=7)
    delta = state_delta(before, _after(before, event), [event])
    assert delta.players == {9, 7}
    assert not delta.placed


def test_a_substitution_touches_both_players_and_moves_their_side() -> None:
    before = _playing()
    event = sub("30", H1, AWAY, 105, 115)
    delta = state_delta(before, _after(before, event), [event])
    assert delta.players == {105, 115}
    assert delta.placed == {AWAY}


def test_a_sending_off_moves_the_side_of_the_player_sent_off() -> None:
    before = _playing()
    event = card("30", H1, HOME, 4, CardKind.RED)
    delta = state_delta(before, _after(before, event), [event])
    assert delta.players == {4}
    assert delta.placed == {HOME}


def test_a_formation_change_touches_the_players_whose_place_changed() -> None:
    before = _playing()
    rows = [list(row) for row in before.sides[HOME].rows]  # 1 + 4-4-2
    moved = rows[2].pop()  # a midfielder up front: 4-3-3
    rows[3].append(moved)
    event = FormationChange(
        time=at("40", H1),
        side=HOME,
        formation="4-3-3",
        rows=tuple(tuple(pid for pid in row if pid is not None) for row in rows),
    )
    delta = state_delta(before, _after(before, event), [event])
    assert delta.placed == {HOME}
    assert moved in delta.players
    assert 1 not in delta.players  # the goalkeeper stays where he was
    assert delta.players <= {p for row in rows for p in row if p is not None}


def test_an_edit_touches_the_players_named_before_and_after_it() -> None:
    old = goal("10", H1, HOME, 9, assist=7)
    before = play(MATCH, start(H1), old)
    new = replace(before.events[-1], scorer=8, assist=None)
    after = play(MATCH, start(H1), new)
    delta = state_delta(before, after, [new, before.events[-1]])
    assert delta.players == {9, 7, 8}
    assert not delta.placed


def test_nothing_differs_between_equal_states() -> None:
    state = _playing()
    delta = state_delta(state, state.copy(), [])
    assert not delta.players and not delta.placed
