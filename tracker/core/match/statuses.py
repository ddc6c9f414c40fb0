"""How a library lists a match's status, and the same in the reader's language.

A logged match shows its state ("finished"); an imported result, a result being logged
and a fixture their own words (:mod:`tracker.services.library` puts them together).
The statuses stay English where code reads them and in the command line's JSON; the
window's library and start page, and the command line's listings, word them with
:func:`status_words` (the site words a match's state, see
:func:`tracker.web.views.status_words`).
"""

from __future__ import annotations

from tracker.core.i18n import translator

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
RESULT_ABANDONED = "abandoned at {at}; the result stored stands"
#: How a logged match whose log stops before full time, its day long past, is marked
#: (its stored status stays ``live``).
UNFINISHED = "unfinished"


def status_words(status: str, language: str | None = None) -> str:
    """A library status in ``language`` (the user's by default): "finished, result only
    — no line-ups" in German is "beendet, nur Ergebnis – keine Aufstellungen"."""
    t = translator(language)
    whole = t(status)
    if whole != status:
        return whole
    for template in (RESULT_BEING_LOGGED, AWARD_ABANDONED, AWARD_UNFINISHED, RESULT_ABANDONED):
        head, tail = template.split("{at}")
        if status.startswith(head) and status.endswith(tail):
            at = status.removeprefix(head).removesuffix(tail)
            return t(template).format(at=at)
    return ", ".join(t(part) for part in status.split(", "))


__all__ = [
    "AWARD_ABANDONED",
    "AWARD_UNFINISHED",
    "RESULT_ABANDONED",
    "RESULT_BEING_LOGGED",
    "RESULT_ONLY",
    "RESULT_SET_UP",
    "UNFINISHED",
    "status_words",
]
