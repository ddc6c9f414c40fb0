"""What one change to a match's log changed in its state, for views to redraw only that.

A logged, edited or deleted event can only change the facts of the players it names
(their goals, assists, cards, when they came on or went off) and the places of the
players on the pitch (a substitution, a sending-off, a change of formation). Both are
found here by comparing the two states side by side, which costs a look at each
side's line-up, not a pass over the log.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tracker.core.match.events import Event
from tracker.core.match.model import Side
from tracker.core.match.state import MatchState, SideState


@dataclass(frozen=True)
class StateDelta:
    """The players whose shown facts differ between two states, and the sides that moved."""

    #: Players whose place, goals, assists, cards or substitution differ.
    players: frozenset[int]
    #: Sides whose formation or rows differ (who plays where, or who plays at all).
    placed: frozenset[Side]


def state_delta(before: MatchState, after: MatchState, events: Iterable[Event]) -> StateDelta:
    """What differs between ``before`` and ``after``, which differ by the changed ``events``.

    ``events`` are the event logged, the one deleted, or an edited event before and
    after its edit: only the players they name can have different tallies.
    """
    players: set[int] = set()
    for event in events:
        players.update(event.players())
    placed: set[Side] = set()
    for side in Side:
        old, new = before.sides[side], after.sides[side]
        if old.formation != new.formation or old.rows != new.rows:
            placed.add(side)
            players.update(_moved(old, new))
        if old.bench != new.bench:
            players.update(set(old.bench) ^ set(new.bench))
        for a, b in (
            (old.came_on, new.came_on),
            (old.went_off, new.went_off),
            (old.sent_off, new.sent_off),
            (old.yellows, new.yellows),
        ):
            if a != b:
                players.update(pid for pid in a.keys() | b.keys() if a.get(pid) != b.get(pid))
    return StateDelta(frozenset(players), frozenset(placed))


def _moved(old: SideState, new: SideState) -> set[int]:
    """Players whose slot (row and place in it) differs, those gone or come included."""
    return {pid for pid, _ in set(_slots(old).items()) ^ set(_slots(new).items())}


def _slots(side: SideState) -> dict[int, tuple[int, int]]:
    return {
        pid: (r, i)
        for r, row in enumerate(side.rows)
        for i, pid in enumerate(row)
        if pid is not None
    }


__all__ = ["StateDelta", "state_delta"]
