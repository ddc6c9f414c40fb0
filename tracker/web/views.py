"""What a page or an API answer says of a match, as plain values (lists and dicts).

The pages, the JSON API and the live updates all say a match the same way: its score,
minute and status (:func:`moment_data`), and its events in match order with their
minutes as football writes them (:func:`timeline`), built from the match sheet in the
reader's language so every word is the sheet's.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from tracker.core.bidi import isolate
from tracker.core.i18n import translator
from tracker.core.league.counted import day_passed
from tracker.core.match.model import Side
from tracker.core.match.scoreline import score_words
from tracker.core.match.state import Status
from tracker.core.match.statuses import ABANDONED, UNFINISHED
from tracker.core.records.played import PlayedMatch
from tracker.core.results.values import FixtureStatus, team_words
from tracker.services.viewing import MatchPage, Moment
from tracker.sheet.resultcontent import ResultGoal, ResultSheet
from tracker.sheet.sheetmodel import Sheet


@dataclass(frozen=True)
class Line:
    """One event of a match as its page lists it."""

    minute: str
    #: Minutes of play from kick-off (stoppage time included): the order of the list.
    at: float
    #: ``goal``, ``card-yellow``, ``card-red``, ``sub``, ``miss``, ``off`` (a player
    #: not replaced), ``formation`` (a change of formation), ``kick-scored``,
    #: ``kick-missed`` (the shootout), ``whistle``.
    kind: str
    #: ``home``, ``away`` or "" (a whistle).
    side: str
    text: str

    def data(self) -> dict[str, Any]:
        """As JSON."""
        return {
            "minute": self.minute,
            "kind": self.kind,
            "side": self.side,
            "text": self.text,
        }


def _side(side: Side) -> str:
    return "home" if side is Side.HOME else "away"


def timeline(sheet: Sheet) -> list[Line]:
    """The match's events in order: goals, cards, substitutions, missed penalties,
    players off, changes of formation and the whistles, each with its minute, in the
    sheet's language."""
    t = sheet.t
    lines = [_goal_line(sheet, g) for g in sheet.goals]
    lines += [
        Line(
            c.minute,
            c.at,
            f"card-{c.colour}",
            _side(c.side),
            f"{c.label}: {isolate(c.who)} ({isolate(c.team)})",
        )
        for c in sheet.cards
    ]
    lines += [
        Line(
            s.minute,
            s.at,
            "sub",
            _side(s.side),
            f"{t('Substitution')}: {isolate(s.on)} ({t('on')}), {isolate(s.off)} ({t('off')}) – {isolate(s.team)}",
        )
        for s in sheet.subs
    ]
    lines += [
        Line(
            m.minute,
            m.at,
            "miss",
            _side(m.side),
            f"{t('Penalty saved') if m.saved else t('Penalty missed')}: {isolate(m.player)} ({isolate(m.team)})",
        )
        for m in sheet.misses
    ]
    lines += [
        Line(
            o.minute,
            o.at,
            "off",
            _side(o.side),
            f"{t('{player} leaves the pitch, not replaced').format(player=isolate(o.player))} – {isolate(o.team)}",
        )
        for o in sheet.leaves
    ]
    lines += [
        Line(
            f.minute,
            f.at,
            "formation",
            _side(f.side),
            f"{t('Formation change')}: {f.formation} – {isolate(f.team)}",
        )
        for f in sheet.formations
    ]
    whistles = [Line(minute, at, "whistle", "", words) for at, minute, words in sheet.whistles]
    # Abandoned during a shootout: the abandonment (the last whistle) comes after the
    # kicks taken.
    stopped = whistles.pop() if sheet.abandoned and sheet.kicks else None
    lines += whistles
    # At a whistle's moment: what happened at its minute (a goal at 45'+2) comes before
    # it, what was done in the break after it (a change written 46') after it.
    ended = {w.at: w.minute for w in whistles}

    def order(line: Line) -> tuple[float, int]:
        if line.kind == "whistle":
            return line.at, 1
        return line.at, 2 if ended.get(line.at, line.minute) != line.minute else 0

    lines.sort(key=order)
    return lines + _shootout(sheet) + ([stopped] if stopped else [])


def _shootout(sheet: Sheet) -> list[Line]:
    """The shootout's kicks after the play (they have no minute: each is numbered),
    then its end once the match is over."""
    t = sheet.t
    after = sheet.duration  # the kicks come after every minute of play
    lines = [
        Line(
            t("pens"),
            after,
            "kick-scored" if k.scored else "kick-missed",
            _side(k.side),
            f"{t('Penalty shootout')} {k.number}: {isolate(k.player)} ({isolate(k.team)}) "
            f"{t('scored' if k.scored else 'missed')}, {k.tally}",
        )
        for k in sheet.kicks
    ]
    if sheet.kicks and sheet.over:
        lines.append(Line(t("pens"), after, "whistle", "", t("End of the shootout")))
    return lines


def _goal_line(sheet: Sheet, goal: Any) -> Line:
    t = sheet.t
    extra = f", {goal.kind}" if goal.kind else ""
    assist = f" ({t('assist')}: {isolate(goal.assist)})" if goal.assist else ""
    # A goal whose scorer is not known names its team already ("Blues (scorer unknown)").
    team = f" – {isolate(goal.team)}" if goal.scorer_known else ""
    text = f"{t('Goal')} {goal.score}: {goal.shown_scorer}{extra}{team}{assist}"
    return Line(goal.minute, goal.at, "goal", _side(goal.side), text)


def result_timeline(result: ResultSheet) -> list[Line]:
    """An imported result's goals as its page lists them: the scorer, the note (pen.,
    o.g.) and the team the goal counts for, right-to-left names isolated. The API says
    them in these same words, so a page drawn from it reads as the page served."""
    return [
        Line(g.minute, 0.0, "goal", "home" if g.team == result.home else "away", _result_goal(g))
        for g in result.goals
    ]


def _result_goal(goal: ResultGoal) -> str:
    note = f" ({goal.note})" if goal.note else ""
    return f"{isolate(goal.scorer)}{note} – {isolate(goal.team)}"


def score_parts(score: str) -> list[str]:
    """A score's parts a line may not break inside: the goals with their "aet", then
    each note in brackets (``["3-3 n. V.", "(4-2 i. E.)"]``). A narrow screen breaks a
    long score between them, never inside "i. E." or "(4-2 / penaltis)"."""
    first, *notes = score.split(" (")
    return [first, *(f"({note}" for note in notes)]


def status_words(moment: Moment, language: str, today: dt.date) -> str:
    """The status as a follower reads it on ``today`` (the site's one clock, never the
    computer's: see :meth:`tracker.web.site.Site.today`):
    ``Live``, ``Full time``, ``Not started``, ``No result stored``…"""
    t = translator(language)
    if moment.entry.logging and not moment.entry.logged_to:  # set up, nothing logged yet
        return t("Result stored; set up to be logged")
    if moment.entry.logging:  # a stored result whose match is being logged
        return t("Result stored; being logged")
    if moment.entry.stopped:  # its log abandoned or unfinished: nobody logs it now
        return t(_STANDING[moment.entry.stopped, moment.entry.awarded])
    words = {
        "live": "Live",
        "unfinished": "Log unfinished",
        "finished": "Full time",
        "confirmed": "Full time",
        "abandoned": "Match abandoned",
        "not started": "Not started",
        "result": "Result",
        "fixture": "Fixture",
    }
    if moment.state == "fixture":
        for status, said in _FIXTURE_WORDS:
            if moment.entry.status.startswith(status):
                return t(said)
        # Its day passed: no fixture to come, its result is not known.
        if _passed(moment.entry.date, today):
            return t("No result stored")
    return t(words.get(moment.state, moment.entry.status))


def _passed(day: str, today: dt.date) -> bool:
    return day_passed(dt.date.fromisoformat(day) if day else None, today)


#: A stored result whose log holds no result and nobody logs it now, as the library
#: says it ("abandoned at 60'; the award stands"): the result (an award) stands. The
#: minute its log reached is said beside it.
_STANDING = {
    (ABANDONED, True): "Match abandoned; the award stands",
    (ABANDONED, False): "Match abandoned; the result stored stands",
    (UNFINISHED, True): "Log unfinished; the award stands",
    (UNFINISHED, False): "Log unfinished; the result stored stands",
}


#: A fixture's status as the matchday says it when it is not one to be played on its
#: day: one never to be played is no fixture, and a postponed one is not played then.
_FIXTURE_WORDS = (
    (FixtureStatus.CANCELLED.value, "Cancelled"),
    (FixtureStatus.ABANDONED.value, "Match abandoned"),
    (f"fixture, {FixtureStatus.POSTPONED.value}", "Postponed"),
)


def row_state(m: PlayedMatch, today: dt.date) -> str:
    """What a match's line in a list (an edition's results, a team's matches) says
    beside its score when that score is no result yet, in English words to translate:
    ``live`` (being logged: the score as it stands), ``unfinished`` (its log stops
    before full time, its day long past); or why a fixture is not to be played on its
    day: ``postponed``, ``cancelled, never played``, ``abandoned, no result``, ``no
    result stored`` (its day has passed); ``awarded`` beside a score the competition
    awarded (no score played); "" for the rest."""
    if m.unfinished(today):
        return "unfinished"
    if m.in_play:
        return "live"
    if m.cancelled:
        return "cancelled, never played"
    if m.awarded:
        return "awarded"
    if m.played:
        return ""
    if m.abandoned:
        return "abandoned, no result"
    if m.postponed:
        return "postponed"
    return "no result stored" if day_passed(m.date, today) else ""


def moment_data(moment: Moment, language: str, today: dt.date) -> dict[str, Any]:
    """A match's score, minute and status on ``today`` as JSON (the matchday's line of it)."""
    entry = moment.entry
    return {
        "id": moment.id,
        "revision": moment.revision,
        "date": entry.date,
        "competition": entry.competition,
        "stage": entry.stage,
        "home": entry.home,
        "away": entry.away,
        # "3-3 n. V. (4-2 i. E.)"; none before kick-off (not "0-0": nothing is played yet).
        "score": ""
        if moment.state == Status.NOT_STARTED.value
        else score_words(entry.score, translator(language)),
        "state": moment.state,
        "status": status_words(moment, language, today),
        # HT and FT in the reader's words (a minute is written the same in every one).
        "minute": translator(language)(moment.minute),
        "record": entry.record,
    }


def moment_line(moment: Moment, language: str, today: dt.date) -> dict[str, Any]:
    """A match's line on a page: :func:`moment_data` with its status in words."""
    data = moment_data(moment, language, today)
    data["status"] = status_words(moment, language, today)
    return data


def article_context(page: MatchPage, language: str, today: dt.date) -> dict[str, Any]:
    """What a match page's article (``match_article.html``) is drawn from, on ``today``."""
    return {
        "page": page,
        "moment": moment_line(page.moment, language, today),
        "sheet": page.sheet,
        "result": page.result,
        "played": page.played,
        "events": timeline(page.sheet)
        if page.sheet is not None
        else result_timeline(page.result)
        if page.result is not None
        else [],
        # A result's own details give its day in words (not again as 2022-12-18).
        "long_day": page.sheet.date if page.sheet is not None else "",
    }


def match_live_data(page: MatchPage, language: str, today: dt.date) -> dict[str, Any]:
    """What a match page's live update carries on ``today``: its moment, its teams'
    names as the matchday writes them and, for a logged match, every event (a result or
    fixture has no ``events``: its page keeps its own list)."""
    data = moment_data(page.moment, language, today)
    # The teams as the matchday writes them: a fixture's "Winner of match 1" becomes
    # the team once known (its result imported), beside the score that came with it.
    t = translator(language)
    entry = page.moment.entry
    data["names"] = {
        "home": isolate(team_words(entry.home, t)),
        "away": isolate(team_words(entry.away, t)),
    }
    if page.sheet is not None:
        data["events"] = [line.data() for line in timeline(page.sheet)]
    return data


__all__ = [
    "Line",
    "article_context",
    "match_live_data",
    "moment_data",
    "moment_line",
    "result_timeline",
    "row_state",
    "score_parts",
    "status_words",
    "timeline",
]
