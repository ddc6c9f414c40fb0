"""Replaying from kept states gives exactly what a replay from kick-off gives."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers.matches import demo
from tracker.core.match import checkpoints
from tracker.core.match.checkpoints import Checkpoints, first_difference
from tracker.core.match.replay import RuleError, replay


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
