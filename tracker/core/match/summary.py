"""The few figures of a match that lists show: score, half-time score, shootout, status.

They are derived from the match state like everything else; the store keeps a copy
in the match's row (written in the same transaction as the event that changes them)
so that the library and ``match-tracker list`` never replay a match to show a line.
"""

from __future__ import annotations

from dataclasses import dataclass

from tracker.core.match.model import Side
from tracker.core.match.scoreline import score_line
from tracker.core.match.state import MatchState, Status

#: The status of a match whose stored log the rules refuse.
DAMAGED = "damaged"


#: The status of a result the competition awarded (a forfeit, a score overturned): its
#: score is no score played, and every list says so (``0-3 (awarded)``).
AWARDED = "awarded"

#: A stored log's statuses once it reached full time (a confirmed match is over; an
#: abandoned one stays abandoned).
FULL_TIME = frozenset({Status.FINISHED.value, Status.CONFIRMED.value})


@dataclass(frozen=True)
class Figures:
    """What a list shows of a match, all derived from its events."""

    home_score: int = 0
    away_score: int = 0
    half_time: tuple[int, int] | None = None
    shootout: tuple[int, int] | None = None
    status: str = Status.NOT_STARTED.value
    events: int = 0

    #: Extra time was played to its end (the score is after extra time).
    extra_time: bool = False

    @property
    def full_time(self) -> bool:
        """The log reached full time (a confirmed match is over; an abandoned one stays
        abandoned)."""
        return self.status in FULL_TIME

    @property
    def score(self) -> str:
        """``2-1``, ``3-3 aet (4-2 pens)``, ``0-3 (awarded)``; ``?`` for a damaged match."""
        if self.status == DAMAGED:
            return "?"
        return score_line(
            (self.home_score, self.away_score),
            extra_time=self.extra_time,
            shootout=self.shootout,
            awarded=self.status == AWARDED,
        )


def figures_of(state: MatchState) -> Figures:
    """The list figures of a match in ``state``.

    An abandoned match's score is the score when play stopped, no result: it is given
    bare ("3-3"), never in a result's form ("3-3 aet (2-1 pens)" for a match stopped
    during its shootout), whenever play stopped.
    """
    played_out = state.abandoned is None
    return Figures(
        home_score=state.score[Side.HOME],
        away_score=state.score[Side.AWAY],
        half_time=state.half_time_score(),
        shootout=(
            (state.shootout[Side.HOME], state.shootout[Side.AWAY])
            if state.went_to_shootout and played_out
            else None
        ),
        status=state.status.value,
        events=len(state.events),
        extra_time=state.score_after_extra_time() is not None and played_out,
    )


def damaged(events: int) -> Figures:
    """The figures of a match whose log cannot be replayed."""
    return Figures(status=DAMAGED, events=events)


__all__ = ["AWARDED", "DAMAGED", "FULL_TIME", "Figures", "damaged", "figures_of"]
