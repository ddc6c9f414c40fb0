"""Replaying from kept states gives exactly what a replay from kick-off gives."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers.final2022 import final
from tests.helpers.matches import demo
from tracker.core.match import checkpoints
from tracker.core.match.checkpoints import Checkpoints, first_difference
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MatchAbandoned,
    MissedPenalty,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import MatchState, RuleError, replay, sort_events


@pytest.fixture(autouse=True)
def every_five(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep a state every five events, so that the demo's log has many of them."""
    monkeypatch.setattr(checkpoints, "EVERY", 5)


def test_the_kept_states_are_the_states_after_every_few_events() -> None:
    match, events = demo()
    state, marks = Checkpoints.of(match, events)
    assert state == replay(match, events)
    assert len(marks.marks) == len(events) // 5 + 1
    for index, kept in enumerate(marks.marks):
        assert kept == replay(match, events, upto=index * 5)
    assert marks.upto(12).marks == marks.marks[:3]


@given(data=st.data())
def test_a_change_replayed_from_its_place_equals_a_full_replay(data: st.DataObject) -> None:
    match, events = demo()
    _, marks = Checkpoints.of(match, events)
    drop = data.draw(st.integers(0, len(events) - 1))
    changed = [e for i, e in enumerate(events) if i != drop]
    assert first_difference(events, changed) == drop
    try:
        expected = replay(match, changed)
    except RuleError as exc:
        with pytest.raises(RuleError) as raised:
            marks.replay(changed, drop)
        assert raised.value.event == exc.event
        return
    state, again = marks.replay(changed, drop)
    assert state == expected
    assert again.marks == Checkpoints.of(match, changed)[1].marks


def test_a_kept_state_is_never_changed_by_a_replay_from_it() -> None:
    match, events = demo()
    _, marks = Checkpoints.of(match, events)
    before = [m.copy() for m in marks.marks]
    marks.replay(events[:7], 7)
    marks.replay(events, 3)
    assert list(marks.marks) == before


# --- a change replayed only as far as the rules read it differently -----------------


def _long() -> tuple[Match, list[Event]]:
    """The demo with a saved penalty each minute of play, home and away in turn
    (players who stay on the pitch): a long log, as a busy match gives."""
    match, events = demo()
    seq = max(e.seq for e in events)
    extra: list[Event] = []
    for minute in [*range(1, 45), *range(47, 90)]:
        seq += 1
        period = Period.FIRST_HALF if minute < 45 else Period.SECOND_HALF
        side, player = (Side.HOME, 8) if minute % 2 else (Side.AWAY, 24)
        extra.append(MissedPenalty(MatchTime(period, minute), seq, side=side, player=player))
    return match, sort_events([*events, *extra])


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    applied = [0]
    apply = checkpoints.apply

    def counted(state: MatchState, event: Event) -> None:
        applied[0] += 1
        apply(state, event)

    monkeypatch.setattr(checkpoints, "apply", counted)
    return applied


def _replayed_from_marks(
    match: Match, old: list[Event], new: list[Event]
) -> tuple[MatchState, Checkpoints]:
    state, marks = Checkpoints.of(match, old)
    return marks.replay(new, first_difference(old, new), state)


def _same_as_a_full_replay(match: Match, old: list[Event], new: list[Event]) -> None:
    """The replay from the old log's kept states (stopping where it may) gives what a
    replay from kick-off gives: the state, every kept state, or the refusal."""
    try:
        expected = replay(match, new)
    except RuleError as exc:
        with pytest.raises(RuleError) as raised:
            _replayed_from_marks(match, old, new)
        assert raised.value.event == exc.event
        return
    state, marks = _replayed_from_marks(match, old, new)
    assert state == expected
    assert state.events == new
    assert [len(m.events) for m in marks.marks] == sorted(len(m.events) for m in marks.marks)
    for kept in marks.marks:
        assert kept == replay(match, new, upto=len(kept.events))
    assert marks.marks[0].events == []


def _candidates(match: Match, at: MatchTime, seq: int) -> list[Event]:
    """Events that may be logged at ``at`` (the rules decide whether they are)."""
    home = [p.pid for p in match.home.squad]
    away = [p.pid for p in match.away.squad]
    if at.period is Period.SHOOTOUT:
        kicks = [ShootoutKick(at, seq, side=s, player=None, scored=x) for s in Side for x in (1, 0)]
        return [*kicks, MatchAbandoned(at, seq, reason="floodlights")]
    return [
        MatchAbandoned(at, seq, reason="fog"),
        Goal(at, seq, side=Side.HOME, scorer=home[seq % len(home)]),
        Goal(at, seq, side=Side.AWAY, scorer=away[seq % len(away)], how=GoalKind.OWN_GOAL),
        Card(at, seq, side=Side.HOME, player=home[(seq * 7) % len(home)]),
        Card(at, seq, side=Side.AWAY, player=away[(seq * 3) % len(away)], card=CardKind.RED),
        MissedPenalty(at, seq, side=Side.HOME, player=home[(seq * 5) % len(home)]),
        Substitution(at, seq, side=Side.AWAY, off=away[seq % 11], on=away[11 + seq % 5]),
    ]


def _changed(data: st.DataObject, match: Match, events: list[Event]) -> list[Event]:
    """``events`` with one event logged after the fact, deleted or edited."""
    how = data.draw(st.sampled_from(["log", "delete", "edit"]))
    place = data.draw(st.integers(0, len(events) - 1))
    event = events[place]
    seq = max(e.seq for e in events) + 1
    if how == "delete":
        return [e for i, e in enumerate(events) if i != place]
    if how == "log":
        new = data.draw(st.sampled_from(_candidates(match, event.time, seq)))
        return sort_events([*events, new])
    other = data.draw(st.sampled_from(events))
    if isinstance(event, ShootoutKick):
        moved: Event = replace(event, side=event.side.other, player=None)
    else:
        moved = replace(event, time=other.time)
    return sort_events([*[e for i, e in enumerate(events) if i != place], moved])


@given(data=st.data())
def test_a_change_replayed_up_to_where_it_is_read_alike_equals_a_full_replay(
    data: st.DataObject,
) -> None:
    match, events = data.draw(st.sampled_from([_long(), final()]))
    _same_as_a_full_replay(match, events, _changed(data, match, events))


def test_a_saved_penalty_logged_early_replays_only_near_its_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match, events = _long()
    late = MissedPenalty(MatchTime(Period.FIRST_HALF, 2), 999, side=Side.AWAY, player=24)
    new = sort_events([*events, late])
    state, marks = Checkpoints.of(match, events)
    applied = _counted(monkeypatch)
    after, _ = marks.replay(new, new.index(late), state)
    assert applied[0] <= 2 * checkpoints.EVERY + 1 < len(new) // 2
    assert after == replay(match, new)


def test_a_goal_logged_early_moves_every_later_score(monkeypatch: pytest.MonkeyPatch) -> None:
    match, events = _long()
    goal = Goal(MatchTime(Period.FIRST_HALF, 3), 999, side=Side.AWAY, scorer=24)
    new = sort_events([*events, goal])
    state, marks = Checkpoints.of(match, events)
    applied = _counted(monkeypatch)
    after, again = marks.replay(new, new.index(goal), state)
    assert applied[0] <= 2 * checkpoints.EVERY + 1
    assert after == replay(match, new)
    assert after.score == {Side.HOME: state.score[Side.HOME], Side.AWAY: state.score[Side.AWAY] + 1}
    assert after.half_time_score() == (0, 1)
    for kept in again.marks:
        assert kept == replay(match, new, upto=len(kept.events))


def test_a_substitution_taken_out_still_refuses_the_later_goal_of_his_substitute() -> None:
    match, events = _long()
    substitution = next(e for e in events if isinstance(e, Substitution) and e.on == 16)
    later_goal = next(e for e in events if isinstance(e, Goal) and e.scorer == 16)
    new = [e for e in events if e is not substitution]
    with pytest.raises(RuleError) as raised:
        _replayed_from_marks(match, events, new)
    assert raised.value.event == later_goal


def test_a_booking_logged_early_refuses_a_later_yellow_to_the_same_player() -> None:
    match, events = _long()
    later = Card(MatchTime(Period.SECOND_HALF, 80), 998, side=Side.HOME, player=3)
    events = sort_events([*events, later])
    early = Card(MatchTime(Period.FIRST_HALF, 4), 999, side=Side.HOME, player=3)
    new = sort_events([*events, early])
    with pytest.raises(RuleError) as raised:
        _replayed_from_marks(match, events, new)
    assert raised.value.event == later


def test_a_shootout_kick_given_to_the_other_side_is_checked_against_the_kicks_after_it() -> None:
    match, events = final()
    first = next(e for e in events if isinstance(e, ShootoutKick))
    moved = replace(first, side=first.side.other, player=None)
    new = sort_events([*[e for e in events if e is not first], moved])
    _same_as_a_full_replay(match, events, new)
    with pytest.raises(RuleError):
        replay(match, new)
