"""What a competition's award and a log of the same match say when they meet.

One rule wherever they meet (a league file imported, a match file imported, a match
pushed or a library copied to another database, in either order): a log in play or
at full time stands for the match and the award is said, never stored over it; a log
set up with nothing logged, abandoned, or unfinished (its day long past), holds no
result, so the award stands for it, its log kept (a log reaching full time replaces
it then). The award is named in
what is said ("the award Argentina 0-3 England").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.model import fold
from tracker.core.match.state import Status
from tracker.core.match.statuses import UNFINISHED
from tracker.core.match.summary import AWARDED, FULL_TIME
from tracker.store.match.matches import Taken

#: A log's stages that hold no result: an award stands for such a match. An unfinished
#: log (kicked off, short of full time, its day long past) is one: nobody logs it now,
#: and the result it would have reached is not known (the tables do not count it).
NO_RESULT = frozenset({Status.NOT_STARTED.value, Status.ABANDONED.value, UNFINISHED})


def award_words(row: Mapping[str, Any], home: str) -> str | None:
    """The award a result's row holds, in words, its teams in the order of a log whose
    home team is ``home`` ("Argentina 0-3 England"); None if it is no award."""
    if row.get("record") != "result" or row.get("status") != AWARDED:
        return None
    first = (str(row["home_name"]), int(row["home_score"] or 0))
    second = (str(row["away_name"]), int(row["away_score"] or 0))
    if fold(home) != fold(first[0]):
        first, second = second, first
    return f"{first[0]} {first[1]}-{second[1]} {second[0]}"


def award_taken(taken: Taken | None) -> str | None:
    """What a log stored did to the competition's award of its fixture, in words (the
    award named); None when it took no award's place."""
    if taken is None or taken.award is None:
        return None
    if taken.status in FULL_TIME:
        said = _(
            "its log reached full time: it replaces the award {award} (the imported result "
            "{result}) in the library, the tables and the record books"
        )
    elif taken.status == Status.NOT_STARTED.value:
        said = _(
            "nothing is logged on it yet: the award {award} (the imported result {result}) "
            "stands for it, in the tables too; its log replaces the award at full time"
        )
    elif taken.status == Status.ABANDONED.value:
        said = _(
            "its log was abandoned, its score then no result: the award {award} (the "
            "imported result {result}) stands for it, in the tables too; its log is kept "
            "as logged"
        )
    elif taken.status == UNFINISHED:
        said = _(
            "its log stopped short of full time days ago (unfinished), no result: the award "
            "{award} (the imported result {result}) stands for it, in the tables too; its "
            "log is kept, and replaces the award if logged on to full time"
        )
    else:
        said = _(
            "its log is in play, short of full time: it stands for the match, not the award "
            "{award} (the imported result {result}, no longer stored), and counts in the "
            "tables from full time"
        )
    return said.format(award=taken.award, result=taken.id)


def award_taken_there(taken: Taken | None) -> str | None:
    """As :func:`award_taken`, for a log sent to another database (pushed or copied)
    where the award was: said of the award there."""
    if taken is None or taken.award is None:
        return None
    if taken.status in FULL_TIME:
        said = _(
            "its log reached full time: it replaces the award {award} there (the imported "
            "result {result}) in the library, the tables and the record books"
        )
    elif taken.status == Status.NOT_STARTED.value:
        said = _(
            "nothing is logged on it yet: the award {award} there (the imported result "
            "{result}) stands for it, in the tables too; its log replaces the award at full time"
        )
    elif taken.status == Status.ABANDONED.value:
        said = _(
            "its log was abandoned, its score then no result: the award {award} there (the "
            "imported result {result}) stands for it, in the tables too; its log is kept as "
            "logged"
        )
    elif taken.status == UNFINISHED:
        said = _(
            "its log stopped short of full time days ago (unfinished), no result: the award "
            "{award} there (the imported result {result}) stands for it, in the tables too; "
            "its log is kept, and replaces the award if logged on to full time"
        )
    else:
        said = _(
            "its log is in play, short of full time: it stands for the match there, not the "
            "award {award} (the imported result {result} there, no longer stored), and "
            "counts in the tables from full time"
        )
    return said.format(award=taken.award, result=taken.id)


def award_sent(logged: int, award: str, stage: str) -> str:
    """What an award sent to another database says where match ``logged`` there is a
    log of its match at ``stage`` (:func:`~tracker.store.transfer.matchcopy.log_there`)."""
    if stage in FULL_TIME:
        said = _(
            "match {match_id} there is its log, at full time: it stands for the match, not "
            "the award {award}, which is not stored there"
        )
    elif stage == Status.NOT_STARTED.value:
        said = _(
            "match {match_id} there is its log, nothing logged on it yet: the award {award} "
            "stands for it there, in the tables too; its log replaces the award at full time"
        )
    elif stage == Status.ABANDONED.value:
        said = _(
            "match {match_id} there is its log, abandoned: the award {award} stands for it "
            "there, in the tables too; its log is kept as logged"
        )
    elif stage == UNFINISHED:
        said = _(
            "match {match_id} there is its log, stopped short of full time days ago "
            "(unfinished): the award {award} stands for it there, in the tables too; its log "
            "is kept, and replaces the award if logged on to full time"
        )
    else:
        said = _(
            "match {match_id} there is its log, in play: it stands for the match, not the "
            "award {award}, which is not stored there; the log counts in the tables from "
            "full time"
        )
    return said.format(match_id=logged, award=award)


__all__ = ["NO_RESULT", "award_sent", "award_taken", "award_taken_there", "award_words"]
