"""What replaying the log derives: scores by period, minutes played, status, order."""

from __future__ import annotations

import copy
import dataclasses
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
    full_time,
    goal,
    kick,
    make_match,
    numbered,
    off,
    play,
    start,
    sub,
)
from tests.helpers.matches import demo
from tracker.core.match.events import Card, CardKind, Goal, GoalKind
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState, RuleError, Status, apply, replay
from tracker.core.match.state import NO_TALLY, PlayerTally


def _extra_time_match() -> list[object]:
    return [
        start(H1),
        goal("30", H1, HOME, 10),
        end(H1, 2),
        start(H2),
        goal("70", H2, AWAY, 110),
        end(H2, 5),
        start(ET1),
        goal("100", ET1, AWAY, 111),
        end(ET1, 1),
        start(ET2),
        goal("120+2", ET2, HOME, 11),
        end(ET2, 3),
        start(PENS),
        kick(HOME, 10),
        kick(AWAY, 110, scored=False),
        kick(HOME, 11),
        kick(AWAY, 111),
        kick(HOME, 9, scored=False),
        kick(AWAY, 109, scored=False),
        end(PENS),
        full_time(PENS),
    ]


def test_score_at_half_time_after_extra_time_and_in_the_shootout() -> None:
    state = play(make_match(), *_extra_time_match())  # type: ignore[arg-type]
    assert state.half_time_score() == (1, 0)
    assert state.score_after[H2] == (1, 1)
    assert state.score_after[ET1] == (1, 2)
    assert state.score_after_extra_time() == (2, 2)
    assert state.score == {HOME: 2, AWAY: 2}
    assert state.shootout == {HOME: 2, AWAY: 1}
    assert state.went_to_shootout
    assert state.winner() is HOME


def test_no_half_time_score_before_half_time() -> None:
    state = play(make_match(), start(H1), goal("30", H1, HOME, 10))
    assert state.half_time_score() is None
    assert state.winner() is None


def test_a_winner_in_normal_time() -> None:
    state = play(make_match(), start(H1), goal("3", H1, AWAY, 110), end(H1), start(H2), end(H2))
    assert state.winner() is None  # not before full time
    state = play(make_match(), start(H1), goal("3", H1, AWAY, 110), end(H1), start(H2), end(H2),
                 full_time())  # fmt: skip
    assert state.winner() is AWAY
    assert state.score_after_extra_time() is None


def test_minutes_played_count_stoppage_time_from_the_recorded_period_ends() -> None:
    events = [
        start(H1),
        end(H1, 3),  # 48 minutes played in the first half
        start(H2),
        sub("60", H2, HOME, 9, 12),  # 48 + 15 = 63 minutes
        sub("90+1", H2, HOME, 10, 13),  # 48 + 46 = 94 minutes
        end(H2, 4),  # 48 + 49 = 97 minutes in all
        full_time(H2, 4),
    ]
    state = play(make_match(), *events)
    assert state.minutes_played(1) == 97
    assert state.minutes_played(9) == 63
    assert state.minutes_played(12) == 34
    assert state.minutes_played(10) == 94
    assert state.minutes_played(13) == 3
    assert state.minutes_played(20) == 0  # an unused substitute


def test_minutes_played_through_extra_time() -> None:
    state = play(make_match(), *_extra_time_match())  # type: ignore[arg-type]
    # 47 + 50 + 16 + 18 minutes, stoppage time included; the shootout adds nothing.
    assert state.minutes_played(1) == 131


def test_minutes_of_a_half_time_substitute_and_of_a_player_sent_off() -> None:
    events = [
        start(H1),
        card("40", H1, AWAY, 106, CardKind.RED),
        end(H1, 2),
        sub("45", H2, HOME, 9, 12),
        start(H2),
        end(H2),
    ]
    state = play(make_match(), *events)
    assert state.minutes_played(9) == 47
    assert state.minutes_played(12) == 45
    assert state.minutes_played(106) == 40


def test_minutes_played_while_the_match_is_live() -> None:
    state = play(make_match(), start(H1), end(H1, 1), start(H2), goal("60", H2, HOME, 10))
    assert state.minutes_played(1) == 61
    assert state.minutes_played(1, at=goal("70", H2, HOME, 10).time) == 71
    state = play(make_match(), start(H1), end(H1, 1), start(H2), off("60", H2, HOME, 9))
    assert state.minutes_played(9) == 61


def test_status_not_started_live_finished_confirmed() -> None:
    match = make_match()
    assert play(match).status is Status.NOT_STARTED
    assert play(match, start(H1)).status is Status.LIVE
    assert play(match, start(H1), end(H1)).status is Status.LIVE  # half-time
    finished = [start(H1), end(H1), start(H2), end(H2), full_time()]
    assert play(match, *finished[:-1]).status is Status.LIVE
    assert play(match, *finished).status is Status.FINISHED
    assert play(replace(match, confirmed=True), *finished).status is Status.CONFIRMED


def test_events_of_the_same_minute_keep_their_order() -> None:
    events = numbered(
        [
            start(H1),
            goal("30", H1, HOME, 10),
            goal("30", H1, AWAY, 110),
            card("30", H1, HOME, 6),
        ]
    )
    state = replay(make_match(), list(reversed(events)))
    assert [e.seq for e in state.events] == [1, 2, 3, 4]
    assert [g.side for g in state.goals()] == [HOME, AWAY]


def test_period_boundaries_surround_the_events_of_their_minute() -> None:
    # Logged in any order: a goal at 45'+2 before the half-time whistle at 45'+2,
    # the full-time whistle after the period end.
    events = numbered([full_time(), end(H2), goal("90", H2, HOME, 10), start(H2), end(H1)])
    state = replay(make_match(), [start(H1), *events])
    assert state.finished and state.score[HOME] == 1


def test_a_refused_event_leaves_the_state_unchanged() -> None:
    state = play(make_match(), start(H1), card("10", H1, HOME, 6), sub("20", H1, HOME, 9, 12))
    before = copy.deepcopy(state)
    refused = [
        goal("30", H1, HOME, 9),
        sub("30", H1, HOME, 10, 9),
        card("30", H1, HOME, 6),
        goal("30", H1, HOME, 10, 10),
        sub("30", H1, HOME, 10, 12),
    ]
    for event in refused:
        with pytest.raises(RuleError) as caught:
            apply(state, event)
        assert caught.value.event is event
        assert state == before


def test_replay_upto_gives_the_state_at_a_point() -> None:
    events = numbered([start(H1), goal("10", H1, HOME, 10), goal("20", H1, HOME, 10)])
    assert replay(make_match(), events, upto=2).score[HOME] == 1


def test_own_goals_and_unknown_scorers_count_in_the_score_not_for_a_player() -> None:
    events = [
        start(H1),
        goal("5", H1, HOME, 2, how=GoalKind.OWN_GOAL),
        goal("6", H1, AWAY, None),
        goal("7", H1, HOME, 10, how=GoalKind.PENALTY),
    ]
    state = play(make_match(), *events)
    assert state.score == {HOME: 1, AWAY: 2}
    assert state.goals_by(2) == 0 and state.goals_by(10) == 1


def test_a_side_of_seven_keeps_seven_on_the_pitch() -> None:
    match = make_match(team_size=7)
    state = play(
        match, start(H1), sub("20", H1, HOME, 3, 8), card("30", H1, AWAY, 102, CardKind.RED)
    )
    assert len(state.on_pitch(HOME)) == 7
    assert len(state.on_pitch(AWAY)) == 6


def test_a_copied_state_equals_the_original_and_is_independent_of_it() -> None:
    match, events = demo()
    for upto in range(0, len(events) + 1, 7):
        state = replay(match, events, upto=upto)
        copied = state.copy()
        assert copied == state
        for field in dataclasses.fields(state):  # no field left out of copy()
            assert getattr(copied, field.name) == getattr(state, field.name), field.name
    state = replay(match, events, upto=10)
    copied = state.copy()
    copied.score[Side.HOME] += 5
    copied.sides[Side.HOME].rows[0][0] = None
    copied.events.pop()
    assert state == replay(match, events, upto=10)


def _naive_tally(state: MatchState, pid: int) -> PlayerTally:
    goals = [e for e in state.events if isinstance(e, Goal)]
    return PlayerTally(
        goals=tuple(g for g in goals if g.scorer == pid and g.how is not GoalKind.OWN_GOAL),
        own_goals=tuple(g for g in goals if g.scorer == pid and g.how is GoalKind.OWN_GOAL),
        assists=tuple(g for g in goals if g.assist == pid),
        cards=tuple(e for e in state.events if isinstance(e, Card) and e.player == pid),
    )


def test_player_tallies_count_goals_own_goals_assists_and_cards_at_every_point() -> None:
    match, events = demo()
    pids = [p.pid for p in (*match.home.squad, *match.away.squad)]
    for upto in range(len(events) + 1):
        state = replay(match, events, upto=upto)
        for pid in pids:
            assert state.tally(pid) == _naive_tally(state, pid), (upto, pid)
            assert state.goals_by(pid) == len(_naive_tally(state, pid).goals)
            assert state.assists_by(pid) == len(_naive_tally(state, pid).assists)


def test_a_tally_follows_events_applied_or_swapped_after_it_was_counted() -> None:
    state = play(make_match(), start(H1), goal("10", H1, HOME, 10, assist=9))
    assert len(state.tally(10).goals) == 1 and state.tally(7) == NO_TALLY
    apply(state, goal("12", H1, HOME, 10, assist=7))  # the same list, longer
    assert len(state.tally(10).goals) == 2 and len(state.tally(7).assists) == 1
    copied = state.copy()
    apply(copied, card("20", H1, HOME, 10))
    assert len(copied.tally(10).cards) == 1 and state.tally(10).cards == ()
    # Another list of the same length (the service swaps in the stored event).
    stored = replace(copied.events[-1], id=99)
    copied.events = [*copied.events[:-1], stored]
    assert copied.tally(10).cards == (stored,)


def test_tallies_carried_through_copies_and_relisting_equal_a_fresh_count() -> None:
    # Live logging copies the shown state, applies the new event to the copy and puts
    # the stored event (with its id) in its place: the tallies follow without a recount.
    match, events = demo()
    pids = [p.pid for p in (*match.home.squad, *match.away.squad)]
    state = replay(match, [])
    for n, event in enumerate(events, start=1):
        state.tally(pids[0])  # counted before each step, as the window's views do
        after = state.copy()
        apply(after, event)
        stored = replace(after.events[-1], id=1000 + n)
        after.relist(after.events[-1], stored)
        for pid in pids:
            assert after.tally(pid) == _naive_tally(after, pid), (n, pid)
            assert state.tally(pid) == _naive_tally(state, pid), (n, pid)
        assert after.events[-1] is stored
        state = after
    assert [e.id for e in state.events] == [1000 + n for n in range(1, len(events) + 1)]
