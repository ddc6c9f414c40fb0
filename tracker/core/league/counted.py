"""What a table counts: the matches with a result, and why the others are not in it.

A table is only as final as its matches. A season's file may stop before its last
matchday, give no score for a match whose day has passed, or list a postponed match;
a match logged here counts once it ends. The table is right about what it counts and
says nothing of the rest, so every view that shows a table says what it leaves out:
"370 of 380 matches counted; not counted: 10 whose day has passed with no result
stored". A file may also stop short with no fixture for the rest: a regular season
evidently a double round robin with matches missing says how many (:func:`shortfall`:
"200 matches counted; a double round robin of 16 teams has 240: 40 are not in the
library"). :func:`count_table` sorts the matches, :func:`describe` words it.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from tracker.core.i18n import translator
from tracker.core.match.state import log_unfinished


class Uncounted(enum.Enum):
    """Why a match of a table is not counted in it, in the order they are listed."""

    #: Its day has passed and no result is stored (a file without its score, a match
    #: never entered): the table may be wrong by that match.
    UNKNOWN = "unknown"
    #: Being logged now: it counts once it ends.
    IN_PLAY = "in play"
    #: Logged, but its log stops before full time and its day is long past (see
    #: :func:`~tracker.core.match.state.log_unfinished`): the table may be wrong by
    #: that match.
    UNFINISHED = "unfinished"
    POSTPONED = "postponed"
    ABANDONED = "abandoned"
    CANCELLED = "cancelled"
    #: Its day is still to come (or none is given).
    TO_PLAY = "to play"


#: A stored match status that says why a match has no result.
_BY_STATUS = {
    "result unknown": Uncounted.UNKNOWN,
    "live": Uncounted.IN_PLAY,
    "postponed": Uncounted.POSTPONED,
    "abandoned": Uncounted.ABANDONED,
    "cancelled": Uncounted.CANCELLED,
}


@dataclass(frozen=True)
class Shortfall:
    """A regular season evidently a double round robin with matches not in the library.

    Attributes:
        teams: Its teams.
        stored: Its matches in the library, with a result or not.
    """

    teams: int
    stored: int

    @property
    def matches(self) -> int:
        """The double round robin's matches: each team meets each other twice."""
        return self.teams * (self.teams - 1)

    @property
    def missing(self) -> int:
        """Its matches not in the library (no result, no fixture)."""
        return self.matches - self.stored

    def as_dict(self) -> dict[str, object]:
        """``{round_robin, teams, matches, not_in_library}`` for the JSON outputs."""
        return {
            "round_robin": "double",
            "teams": self.teams,
            "matches": self.matches,
            "not_in_library": self.missing,
        }


def shortfall(pairs: Iterable[tuple[str, str]]) -> Shortfall | None:
    """The regular season's shortfall, from its matches' ``(home, away)``, played or not;
    None unless it is evidently a double round robin with matches missing.

    Said only when every two of its teams meet at least once, some of them twice and
    none more often: a first round robin held whole and a second begun, not finished.
    A season where some teams meet three times (Scotland's 33 matchdays, the
    A-League's 13 teams) is not said to be short, nor one whose first round is not
    held whole (a single round robin, the Champions League's league phase): the
    matches give no number to be short of.
    """
    met = Counter(frozenset(pair) for pair in pairs if pair[0] != pair[1])
    teams = len({team for pair in met for team in pair})
    stored = sum(met.values())
    if teams < 2 or len(met) < teams * (teams - 1) // 2 or max(met.values()) != 2:
        return None
    found = Shortfall(teams, stored)
    return found if found.missing > 0 else None


@dataclass(frozen=True)
class TableCount:
    """How many of a table's matches it counts, and why the rest are not counted.

    Attributes:
        counted: The matches with a result, counted in the table.
        uncounted: How many matches each reason leaves out (reasons with none absent).
        short: The regular season's matches not in the library at all, when it is
            evidently short of its double round robin (:func:`shortfall`).
    """

    counted: int
    uncounted: dict[Uncounted, int]
    short: Shortfall | None = None

    @property
    def total(self) -> int:
        """Every match of the table, counted or not."""
        return self.counted + sum(self.uncounted.values())

    @property
    def final(self) -> bool:
        """True when every match is counted and none is evidently missing: the table
        is the final one."""
        return not self.uncounted and self.short is None

    @property
    def doubtful(self) -> int:
        """Matches whose day has passed with no result stored, or whose log stops before
        full time: the table may be wrong by them (a match still to play, being played,
        postponed or called off leaves it right as of now)."""
        return self.uncounted.get(Uncounted.UNKNOWN, 0) + self.uncounted.get(
            Uncounted.UNFINISHED, 0
        )

    def as_dict(self) -> dict[str, object]:
        """``{counted, total, not_counted: {reason: matches}, short}``, as the JSON
        outputs give it (reasons: unknown, in play, unfinished, postponed, abandoned,
        cancelled, to play; ``short``: None, or the double round robin the matches in
        the library fall short of, :meth:`Shortfall.as_dict`)."""
        return {
            "counted": self.counted,
            "total": self.total,
            "not_counted": {reason.value: n for reason, n in self.uncounted.items()},
            "short": self.short.as_dict() if self.short is not None else None,
        }


def day_passed(date: dt.date | None, today: dt.date) -> bool:
    """Whether a match's day is before ``today``: without a result, its result is not
    known (a match of no day, or of today, is still to play)."""
    return date is not None and date < today


def why_uncounted(status: str, date: dt.date | None, today: dt.date) -> Uncounted:
    """Why a match without a result is not counted: its stored status says so, else
    its day (before ``today``: the result is not known; from ``today``: to play). A
    match logged and not ended whose day is long past has an unfinished log."""
    reason = _BY_STATUS.get(status)
    if reason is Uncounted.IN_PLAY and log_unfinished(date, today):
        return Uncounted.UNFINISHED
    if reason is not None:
        return reason
    return Uncounted.UNKNOWN if day_passed(date, today) else Uncounted.TO_PLAY


def count_table(
    matches: Iterable[tuple[bool, str, dt.date | None]],
    today: dt.date,
    short: Shortfall | None = None,
) -> TableCount:
    """Sort a table's matches, each ``(played, status, date)``, into counted and not;
    ``short``: the regular season's matches not in the library (:func:`shortfall`)."""
    counted = 0
    reasons: Counter[Uncounted] = Counter()
    for played, status, date in matches:
        if played:
            counted += 1
        else:
            reasons[why_uncounted(status, date, today)] += 1
    return replace(_count(counted, reasons), short=short)


def combined(counts: Iterable[TableCount]) -> TableCount:
    """Several tables' counts as one (an edition's groups)."""
    counted = 0
    reasons: Counter[Uncounted] = Counter()
    for count in counts:
        counted += count.counted
        reasons.update(count.uncounted)
    return _count(counted, reasons)


def _count(counted: int, reasons: Counter[Uncounted]) -> TableCount:
    """The count with its reasons in their order, those with no match left out."""
    return TableCount(counted, {reason: reasons[reason] for reason in Uncounted if reasons[reason]})


def describe(count: TableCount, language: str = "en") -> str:
    """The count in a sentence: "all 380 matches counted", or "370 of 380 matches
    counted; not counted: 10 whose day has passed with no result stored"; a season
    short of its double round robin adds what is missing: "200 matches counted; a
    double round robin of 16 teams has 240: 40 are not in the library"."""
    _ = translator(language)
    if count.final:
        if count.total == 0:  # a table as of a day before the first match
            return _("no match counted: none was played by then")
        if count.total == 1:
            return _("its 1 match counted")
        return _("all {total} matches counted").format(total=count.total)
    if not count.uncounted:
        said = _("{counted} matches counted").format(counted=count.counted)
    else:
        parts = [_reason(reason, number, language) for reason, number in count.uncounted.items()]
        said = _("{counted} of {total} matches counted; not counted: {reasons}").format(
            counted=count.counted, total=count.total, reasons=", ".join(parts)
        )
    if count.short is not None:
        said += f"; {_missing(count.short, language)}"
    return said


def _missing(short: Shortfall, language: str) -> str:
    """What a season short of its double round robin lacks, in words."""
    _ = translator(language)
    if short.missing == 1:
        text = _("a double round robin of {teams} teams has {matches}: 1 is not in the library")
    else:
        text = _(
            "a double round robin of {teams} teams has {matches}: {missing} are not in the library"
        )
    return text.format(teams=short.teams, matches=short.matches, missing=short.missing)


def table_note(
    count: TableCount, language: str = "en", *, adjusted: bool = True, one_venue: bool = False
) -> str:
    """The line under a table: what it counts (:func:`describe`), and for a league with
    no points adjustment recorded (``adjusted`` False) that it counts none, as a
    sentence ("All 380 matches counted."). A home or away table (``one_venue``) counts
    no adjustment: it says so where some are recorded."""
    said = describe(count, language)
    if one_venue:
        if adjusted:
            _ = translator(language)
            said += "; " + _("points adjustments are not counted in a home or away table")
    elif not adjusted:
        said += f"; {no_adjustments(language)}"
    return f"{said[:1].upper()}{said[1:]}."


def no_adjustments(language: str = "en") -> str:
    """What a league table says when no points deduction or award is recorded: a
    results file carries none, so a published table may differ by them."""
    _ = translator(language)
    return _(
        "no points deduction or award recorded (results files carry none: a published "
        "table counts them)"
    )


def _reason(reason: Uncounted, n: int, language: str) -> str:
    """``n`` matches left out for ``reason``, in words."""
    _ = translator(language)
    one = n == 1
    match reason:
        case Uncounted.UNKNOWN:
            if one:
                return _("1 whose day has passed with no result stored")
            return _("{n} whose day has passed with no result stored").format(n=n)
        case Uncounted.IN_PLAY:
            return _("1 being played") if one else _("{n} being played").format(n=n)
        case Uncounted.UNFINISHED:
            if one:
                return _("1 whose log stops before full time")
            return _("{n} whose log stops before full time").format(n=n)
        case Uncounted.POSTPONED:
            return _("1 postponed") if one else _("{n} postponed").format(n=n)
        case Uncounted.ABANDONED:
            return _("1 abandoned") if one else _("{n} abandoned").format(n=n)
        case Uncounted.CANCELLED:
            return _("1 cancelled") if one else _("{n} cancelled").format(n=n)
    return _("1 to play") if one else _("{n} to play").format(n=n)
