"""Two events of one moment put the other way round (tracker.core.match.order)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.factory import AWAY, H2, HOME, card, goal, numbered, start, sub
from tests.core.factory import end as whistle
from tracker.core.match.events import Event
from tracker.core.match.order import neighbour, same_moment, swapped
from tracker.core.match.state import RuleError


def _log(*events: Event) -> list[Event]:
    """The events with ids and seqs in the order given, as a stored log has them."""
    from dataclasses import replace

    return [replace(e, id=i) for i, e in enumerate(numbered(events), start=1)]


def test_only_events_of_one_moment_and_kind_of_place_are_neighbours() -> None:
    log = _log(start(H2), goal("60", H2, HOME, 10), sub("60", H2, AWAY, 109, 112),
               card("61", H2, HOME, 6))  # fmt: skip
    kick_off, scored, change, booked = log
    assert neighbour(log, scored, 1) is change
    assert neighbour(log, change, -1) is scored
    assert same_moment(scored, change)
    assert not same_moment(kick_off, scored)  # 45' whistle and 60' events
    with pytest.raises(RuleError, match=r"it is the last event of 60': only events of the same"):
        neighbour(log, change, 1)  # the 61' card is another minute
    with pytest.raises(RuleError, match="it is the first event of 60'"):
        neighbour(log, scored, -1)
    with pytest.raises(RuleError, match="last event of 61'"):
        neighbour(log, booked, 1)  # the end of the log


def test_a_whistle_keeps_its_place_around_the_events_of_its_minute() -> None:
    log = _log(start(H2), goal("90", H2, HOME, 10), whistle(H2))
    with pytest.raises(RuleError):
        neighbour(log, log[1], 1)  # 90' goal, then the 90' whistle: no swap across it


def test_swapping_exchanges_the_seqs_and_nothing_else() -> None:
    log = _log(start(H2), goal("60", H2, HOME, 10), sub("60", H2, AWAY, 109, 112))
    out = swapped(log, log[1], log[2])
    assert [e.id for e in out] == [1, 3, 2]
    assert (out[1].seq, out[2].seq) == (log[1].seq, log[2].seq)
    assert [(e.time, e.side) for e in (out[2], out[1])] == [
        (e.time, e.side) for e in (log[1], log[2])
    ]
    # Moving it back gives the log it was.
    assert swapped(out, out[1], out[2]) == log


def test_a_swap_across_minutes_is_not_a_swap() -> None:
    log = _log(goal("60", H2, HOME, 10), goal("61", H2, AWAY, 110))
    with pytest.raises(ValueError, match="only two events of one moment"):
        swapped(log, log[0], log[1])


@given(st.lists(st.sampled_from(["g60h", "g60a", "c60h", "c60a", "g61h"]), min_size=2, max_size=8),
       st.data())  # fmt: skip
def test_a_move_swaps_two_neighbours_only_and_its_reverse_gives_the_log_back(
    kinds: list[str], data: st.DataObject
) -> None:
    """Any event moved either way, where it can: the two change places and seqs, every
    other event stays where it was, the log stays in match order, and moving it back
    gives the log it was."""
    made = {
        "g60h": lambda: goal("60", H2, HOME, 10),
        "g60a": lambda: goal("60", H2, AWAY, 110),
        "c60h": lambda: card("60", H2, HOME, 7),
        "c60a": lambda: card("60", H2, AWAY, 107),
        "g61h": lambda: goal("61", H2, HOME, 10),
    }
    log = _log(start(H2), *(made[k]() for k in sorted(kinds, key=lambda k: k[1:3])))
    event = data.draw(st.sampled_from(log))
    step = data.draw(st.sampled_from([-1, 1]))
    try:
        other = neighbour(log, event, step)
    except RuleError:
        at = log.index(event)
        beside = log[at + step] if 0 <= at + step < len(log) else None
        assert beside is None or beside.time != event.time or not same_moment(beside, event)
        return
    out = swapped(log, event, other)
    assert out == sorted(out, key=lambda e: e.sort_key)
    here, there = log.index(event), log.index(other)
    assert (out[here].id, out[there].id) == (other.id, event.id)
    assert [e for i, e in enumerate(out) if i not in (here, there)] == [
        e for i, e in enumerate(log) if i not in (here, there)
    ]
    assert swapped(out, out[there], out[here]) == log
