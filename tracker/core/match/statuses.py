"""How a library lists a match's status, and the same in the reader's language.

A logged match shows its state ("finished"); an imported result, a result being logged
and a fixture their own words (:mod:`tracker.services.library` puts them together).
The statuses stay English where code reads them and in the command line's JSON; the
window's library and start page, and the command line's listings, word them with
:func:`status_words` (the site words a match's state, see
:func:`tracker.web.views.status_words`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tracker.core.i18n import translator
from tracker.core.match.state import Status

#: How a results-only match (imported from a results file) is marked wherever it shows.
RESULT_ONLY = "result only — no line-ups"
#: A result set up to be logged (Log this match…): its stored score shows until the
#: log reaches full time.
RESULT_SET_UP = "result stored; set up to be logged, nothing logged yet"
RESULT_BEING_LOGGED = "result stored; being logged, {at}"
#: A result set up to be logged whose log was abandoned (at the time given): its log
#: never reaches full time, so the result stands; the competition's award, or another.
AWARD_ABANDONED = "abandoned at {at}; the award stands"
#: An award standing for a log stopped short of full time days ago (unfinished).
AWARD_UNFINISHED = "log unfinished at {at}; the award stands"
#: A result not awarded standing for a log stopped short of full time days ago.
RESULT_UNFINISHED = "log unfinished at {at}; the result stored stands"
RESULT_ABANDONED = "abandoned at {at}; the result stored stands"
#: How a logged match whose log stops before full time, its day long past, is marked
#: (its stored status stays ``live``).
UNFINISHED = "unfinished"
#: How a log that was abandoned is marked (as a logged match's status says it).
ABANDONED = Status.ABANDONED.value


@dataclass(frozen=True)
class ResultLog:
    """Where the log of a result set up to be logged ("Log this match…") stands: one
    rule for the library, ``show``, the result's sheet and the web site.

    A log abandoned, or stopped short of full time with its day long past
    (unfinished), holds no result and nobody logs it now: the result stored (an award)
    stands, and the log is not said to be being logged.
    """

    #: The time of its latest logged event (``60'``); "" while nothing is logged.
    at: str = ""
    #: :data:`ABANDONED` or :data:`UNFINISHED` for a log nobody logs now, its result
    #: standing; "" for one set up, or being logged.
    stopped: str = ""
    #: The result stored is the competition's award.
    awarded: bool = False

    @classmethod
    def of(
        cls, at: object | None, *, abandoned: bool, unfinished: bool, awarded: bool
    ) -> ResultLog:
        """The log logged to ``at`` (None: nothing logged yet), ``abandoned`` or not,
        its day long past (``unfinished``: it stops short of full time) or not."""
        if at is None:
            return cls(awarded=awarded)
        if abandoned:
            stopped = ABANDONED
        elif unfinished:
            stopped = UNFINISHED
        else:
            stopped = ""
        return cls(str(at), stopped, awarded)

    @property
    def set_up(self) -> bool:
        """Set up to be logged, nothing logged yet: not said to be being logged."""
        return not self.at

    @property
    def being_logged(self) -> bool:
        """Set up to be logged, or being logged: its log replaces the result at full time."""
        return not self.stopped

    @property
    def status(self) -> str:
        """How the library lists it (in English: see :func:`status_words`)."""
        if self.set_up:
            return RESULT_SET_UP
        if self.stopped == ABANDONED:
            template = AWARD_ABANDONED if self.awarded else RESULT_ABANDONED
        elif self.stopped == UNFINISHED:
            template = AWARD_UNFINISHED if self.awarded else RESULT_UNFINISHED
        else:
            template = RESULT_BEING_LOGGED
        return template.format(at=self.at)


def status_words(status: str, language: str | None = None) -> str:
    """A library status in ``language`` (the user's by default): "finished, result only
    — no line-ups" in German is "beendet, nur Ergebnis – keine Aufstellungen"."""
    t = translator(language)
    whole = t(status)
    if whole != status:
        return whole
    for template in (
        RESULT_BEING_LOGGED,
        AWARD_ABANDONED,
        AWARD_UNFINISHED,
        RESULT_ABANDONED,
        RESULT_UNFINISHED,
    ):
        head, tail = template.split("{at}")
        if status.startswith(head) and status.endswith(tail):
            at = status.removeprefix(head).removesuffix(tail)
            return t(template).format(at=at)
    return ", ".join(t(part) for part in status.split(", "))


__all__ = [
    "ABANDONED",
    "AWARD_ABANDONED",
    "AWARD_UNFINISHED",
    "RESULT_ABANDONED",
    "RESULT_BEING_LOGGED",
    "RESULT_ONLY",
    "RESULT_SET_UP",
    "RESULT_UNFINISHED",
    "UNFINISHED",
    "ResultLog",
    "status_words",
]
