"""States of a match every few events, so that a change replays only from its place.

Correcting or deleting an event, or logging one after the fact, changes the log from
some place on; the events before it give the same state as before. A
:class:`Checkpoints` keeps a copy of the state after every :data:`EVERY` events, and
:meth:`Checkpoints.replay` starts from the last copy before the change's place
instead of from kick-off. The result is the state a full :func:`replay` gives.

Given the log before the change and its state, the replay also stops early: once it
reaches a kept state of the old log that the rest of the log cannot tell from its own
(the same players on the pitch, the same cards, substitutions, periods and minutes:
everything the rules read), every later event is checked exactly as it was, so the old
states after it are taken over (the score moved by what the change moved it). A
change that leaves a lasting trace the rules read (a booking, a substitution) is
replayed to the end of the log: a later event may have become impossible.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace

from tracker.core.match.events import Event, ShootoutKick
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import apply
from tracker.core.match.state import MatchState, initial_state

#: Events between two kept states: a change replays at most this many events before it.
EVERY = 32

#: What the rules never read to refuse an event: the log itself, the time of its last
#: event, the score (only copied at each period's end) and those copies.
_NOT_READ = frozenset({"events", "last_time", "score", "score_after", "_tallied"})
_COMPARED = tuple(f.name for f in fields(MatchState) if f.name not in _NOT_READ)


@dataclass(frozen=True)
class Checkpoints:
    """The states after 0 events, then after about every EVERY events, of a log in
    match order (each state's ``events`` says how many it holds).

    The kept states are never changed: replaying starts from a copy.
    """

    marks: tuple[MatchState, ...]

    @classmethod
    def of(cls, match: Match, events: Sequence[Event]) -> tuple[MatchState, Checkpoints]:
        """Replay ``events`` (in match order) from kick-off: the state and its checkpoints.

        Raises :class:`RuleError` naming the first event the rules refuse.
        """
        return cls((initial_state(match),)).replay(events, 0)

    def replay(
        self, events: Sequence[Event], changed: int, old: MatchState | None = None
    ) -> tuple[MatchState, Checkpoints]:
        """The state after ``events`` (in match order), whose first ``changed`` are the
        events these checkpoints were kept for; and the checkpoints of ``events``.

        ``old``: the state after the whole log these checkpoints were kept for. The
        replay then stops at the first kept state of that log from which the rest of
        ``events`` is the rest of the old log and the rules see no difference.

        Raises :class:`RuleError` naming the first event the rules refuse.
        """
        kept = [m for m in self.marks if len(m.events) <= max(changed, 0)]
        state = kept[-1].copy()
        last = len(state.events)
        ahead = self._ahead(old, events) if old is not None else {}
        for index in range(last, len(events)):
            apply(state, events[index])
            count = index + 1
            theirs = ahead.get(count)
            if theirs is not None and count < len(events):
                delta = _unread_difference(state, theirs)
                if delta is not None:
                    assert old is not None
                    return self._joined(kept, state, theirs, old, events, delta)
            if count - last >= EVERY:
                kept.append(state.copy())
                last = count
        return state, Checkpoints(tuple(kept))

    def _ahead(self, old: MatchState, events: Sequence[Event]) -> dict[int, MatchState]:
        """The kept states of the old log, by the number of events of ``events`` they
        stand for, from where the rest of ``events`` is the rest of the old log."""
        shift = len(events) - len(old.events)
        earliest = len(events) - _common_tail(old.events, events)
        return {len(m.events) + shift: m for m in self.marks if len(m.events) + shift >= earliest}

    def _joined(
        self,
        kept: list[MatchState],
        state: MatchState,
        theirs: MatchState,
        old: MatchState,
        events: Sequence[Event],
        delta: dict[Side, int],
    ) -> tuple[MatchState, Checkpoints]:
        """The replay from ``state``, found equal to the old log's ``theirs`` for the
        rules: the old states after it with this log's events and score."""
        shift = len(events) - len(old.events)
        later = [
            _moved(m, events, shift, state, delta)
            for m in self.marks
            if len(m.events) > len(theirs.events)
        ]
        final = old.copy()
        moved = _moved(old, events, shift, state, delta)
        final.events, final.score, final.score_after = (
            moved.events,
            moved.score,
            moved.score_after,
        )
        return final, Checkpoints((*kept, state, *later))

    def upto(self, count: int) -> Checkpoints:
        """The kept states of the first ``count`` events only."""
        return Checkpoints(tuple(m for m in self.marks if len(m.events) <= count))

    def after(self, state: MatchState) -> Checkpoints:
        """The checkpoints once ``state`` (these events and one more) is reached."""
        if len(state.events) - len(self.marks[-1].events) >= EVERY:
            return Checkpoints((*self.marks, state.copy()))
        return self

    def relisted(self, events: Sequence[Event], place: int) -> Checkpoints:
        """The same states, those after ``place`` holding ``events`` (the same log, an
        event at ``place`` now as stored: with its id)."""
        return Checkpoints(
            tuple(
                m if len(m.events) <= place else replace(m, events=list(events[: len(m.events)]))
                for m in self.marks
            )
        )


def _unread_difference(ours: MatchState, theirs: MatchState) -> dict[Side, int] | None:
    """How far ``ours`` leads ``theirs`` in goals, if the two differ in nothing else
    the rules read (who is where, cards, substitutions, periods, minutes); else None."""
    for name in _COMPARED:
        a, b = getattr(ours, name), getattr(theirs, name)
        if a is not b and a != b:
            return None
    if ours.period is Period.SHOOTOUT and _kicks(ours) != _kicks(theirs):
        return None  # the kicks alternate: who took how many is read
    return {side: ours.score[side] - theirs.score[side] for side in Side}


def _kicks(state: MatchState) -> dict[Side, int]:
    taken = dict.fromkeys(Side, 0)
    for event in state.events:
        if isinstance(event, ShootoutKick):
            taken[event.side] += 1
    return taken


def _moved(
    mark: MatchState,
    events: Sequence[Event],
    shift: int,
    joined: MatchState,
    delta: dict[Side, int],
) -> MatchState:
    """A state of the old log after the join, as the new log has it: its events, its
    score moved by ``delta``, the scores at the periods' ends after the join too."""
    score_after = {
        period: joined.score_after[period]
        if period in joined.score_after
        else (home + delta[Side.HOME], away + delta[Side.AWAY])
        for period, (home, away) in mark.score_after.items()
    }
    return replace(
        mark,
        events=list(events[: len(mark.events) + shift]),
        score={side: mark.score[side] + delta[side] for side in Side},
        score_after=score_after,
        _tallied=None,
    )


def _common_tail(old: Sequence[Event], new: Sequence[Event]) -> int:
    """How many events the two logs share at their ends."""
    count = 0
    for a, b in zip(reversed(old), reversed(new), strict=False):
        if a is not b and a != b:
            break
        count += 1
    return count


def first_difference(old: Sequence[Event], new: Sequence[Event]) -> int:
    """The first place where two logs in match order differ (their length if none)."""
    for index, (a, b) in enumerate(zip(old, new, strict=False)):
        if a is not b and a != b:
            return index
    return min(len(old), len(new))


__all__ = ["EVERY", "Checkpoints", "first_difference"]
