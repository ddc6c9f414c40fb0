"""States of a match every few events, so that a change replays only from its place.

Correcting or deleting an event, or logging one after the fact, changes the log from
some place on; the events before it give the same state as before. A
:class:`Checkpoints` keeps a copy of the state after every :data:`EVERY` events, and
:meth:`Checkpoints.replay` starts from the last copy before the change's place
instead of from kick-off. The result is the state a full :func:`replay` gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.core.match.replay import apply
from tracker.core.match.state import MatchState, initial_state

#: Events between two kept states: a change replays at most this many events before it.
EVERY = 32


@dataclass(frozen=True)
class Checkpoints:
    """The states after 0, EVERY, 2 × EVERY … events of a log in match order.

    The kept states are never changed: replaying starts from a copy.
    """

    marks: tuple[MatchState, ...]

    @classmethod
    def of(cls, match: Match, events: Sequence[Event]) -> tuple[MatchState, Checkpoints]:
        """Replay ``events`` (in match order) from kick-off: the state and its checkpoints.

        Raises :class:`RuleError` naming the first event the rules refuse.
        """
        return cls((initial_state(match),)).replay(events, 0)

    def replay(self, events: Sequence[Event], changed: int) -> tuple[MatchState, Checkpoints]:
        """The state after ``events`` (in match order), whose first ``changed`` are the
        events these checkpoints were kept for; and the checkpoints of ``events``.

        Raises :class:`RuleError` naming the first event the rules refuse.
        """
        start = min(max(changed, 0) // EVERY, len(self.marks) - 1)
        marks = list(self.marks[: start + 1])
        state = marks[-1].copy()
        for index in range(start * EVERY, len(events)):
            apply(state, events[index])
            if (index + 1) % EVERY == 0:
                marks.append(state.copy())
        return state, Checkpoints(tuple(marks))

    def upto(self, count: int) -> Checkpoints:
        """The kept states of the first ``count`` events only."""
        return Checkpoints(self.marks[: count // EVERY + 1])

    def after(self, state: MatchState) -> Checkpoints:
        """The checkpoints once ``state`` (these events and one more) is reached."""
        if len(state.events) % EVERY == 0 and len(state.events) // EVERY == len(self.marks):
            return Checkpoints((*self.marks, state.copy()))
        return self


def first_difference(old: Sequence[Event], new: Sequence[Event]) -> int:
    """The first place where two logs in match order differ (their length if none)."""
    for index, (a, b) in enumerate(zip(old, new, strict=False)):
        if a is not b and a != b:
            return index
    return min(len(old), len(new))


__all__ = ["EVERY", "Checkpoints", "first_difference"]
