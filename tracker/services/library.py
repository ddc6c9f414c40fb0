"""The library's list of matches: each with its stored score and the status it shows.

A logged match, an imported result (and one set up to be logged) and a fixture each
show their own status; :class:`LibraryEntry` is the row the window's library, its
start page and the web site list.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from sqlmodel import Session

from tracker.core.match.matchtime import MatchTime
from tracker.core.match.state import Status, log_unfinished
from tracker.core.match.statuses import (
    RESULT_BEING_LOGGED,
    RESULT_ONLY,
    RESULT_SET_UP,
    UNFINISHED,
    ResultLog,
)
from tracker.core.match.summary import AWARDED
from tracker.core.results.values import FixtureStatus
from tracker.store.match.matches import MatchSummary
from tracker.store.results import imported as results


@dataclass(frozen=True)
class LibraryEntry:
    """A match in the library with its derived score and status."""

    id: int
    date: str
    competition: str
    stage: str
    home: str
    away: str
    score: str
    status: str
    #: ``logged``, ``result`` (score and scorers only) or ``fixture`` (not played yet).
    record: str = "logged"
    #: A result set up to be logged ("Log this match…"), or being logged: its stored
    #: score stays its score until the log reaches full time. False for a log nobody
    #: logs now, its result standing (see :attr:`stopped`).
    logging: bool = False
    #: The time of its latest logged event (``34'``); "" while nothing is logged.
    logged_to: str = ""
    #: Of a result set up to be logged whose log holds no result and nobody logs it now,
    #: the result (an award) standing: ``abandoned`` or ``unfinished``; else "".
    stopped: str = ""
    #: Its result is the competition's award (no score played).
    awarded: bool = False
    #: Confirmed and locked: it cannot be changed or deleted until it is reopened.
    confirmed: bool = False

    @classmethod
    def of(
        cls,
        summary: MatchSummary,
        logging: Mapping[int, MatchTime | None] | None = None,
        today: dt.date | None = None,
        abandoned: Collection[int] = (),
    ) -> LibraryEntry:
        """The entry for a stored match, with the figures stored in its row.

        ``logging`` holds the results set up to be logged, each with the time of its
        latest logged event (see :func:`library_entries`). A logged match not ended
        whose day is long past on ``today`` (the computer's day by default) is marked
        :data:`UNFINISHED`, not ``live``: nobody logs it now. Of those results, the ones
        in ``abandoned`` were abandoned: the result stands (an award, said so).
        """
        figures = summary.figures
        score, status = figures.score, figures.status
        being_logged, logged_to, stopped = False, "", ""
        if summary.record == "logged":
            status = logged_status(status, summary.date, today)
        elif summary.record == "result" and logging is not None and summary.id in logging:
            # Abandoned, or unfinished: nobody logs it now, and the result (an award)
            # stands.
            log = ResultLog.of(
                logging[summary.id],
                abandoned=summary.id in abandoned,
                unfinished=_stopped(summary, today),
                awarded=figures.status == AWARDED,
            )
            status, logged_to, stopped = log.status, log.at, log.stopped
            being_logged = log.being_logged
        elif summary.record == "result":
            status = f"{status}, {RESULT_ONLY}"
        elif summary.record == "fixture":
            score = ""
            if status == FixtureStatus.CANCELLED.value:
                status = "cancelled, never played"  # no fixture: it never will be
            elif status == FixtureStatus.ABANDONED.value:
                status = "abandoned, no result"  # begun: no fixture still to play
            else:
                status = "fixture" if status == "not started" else f"fixture, {status}"
        if summary.deleted:
            score, status = "", "deleted"
        return cls(
            id=summary.id,
            date=summary.date.isoformat() if summary.date else "",
            competition=summary.competition,
            stage=summary.stage,
            home=summary.home,
            away=summary.away,
            score=score,
            status=status,
            record=summary.record,
            logging=being_logged,
            logged_to=logged_to,
            stopped=stopped,
            awarded=figures.status == AWARDED,
            confirmed=summary.confirmed,
        )


def _stopped(summary: MatchSummary, today: dt.date | None) -> bool:
    """Whether a log whose day is long past on ``today`` (the computer's day by
    default) stopped short of full time: unfinished."""
    return log_unfinished(summary.date, today or dt.date.today())


def logged_status(status: str, date: dt.date | None, today: dt.date | None = None) -> str:
    """A logged match's status as the library says it: :data:`UNFINISHED` for one not
    ended (``live``) whose day is long past on ``today`` (the computer's day by
    default), else its stored status."""
    if status == Status.LIVE.value and log_unfinished(date, today or dt.date.today()):
        return UNFINISHED
    return status


def library_entries(
    session: Session, found: Sequence[MatchSummary], today: dt.date | None = None
) -> list[LibraryEntry]:
    """The library entries of these stored matches, a result being logged said so (a
    log stopped short long before ``today``, the computer's day by default, unfinished)."""
    results_ids = [s.id for s in found if s.record == "result" and not s.deleted]
    logging = results.logging_progress(session, results_ids)
    abandoned = results.abandoned_logs(session, list(logging))
    return [LibraryEntry.of(summary, logging, today, abandoned) for summary in found]


__all__ = [
    "RESULT_BEING_LOGGED",
    "RESULT_ONLY",
    "RESULT_SET_UP",
    "UNFINISHED",
    "LibraryEntry",
    "library_entries",
    "logged_status",
]
