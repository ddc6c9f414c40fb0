"""Key stats of a league match: the table before and after it, runs, the title.

In the spirit of :mod:`tracker.core.records.keystats`, every sentence is as of the match and
states only what the data holds:

- each team's place and points in the table before the match and after it;
- a run of league matches unbeaten or without a win (from five on), this match
  included;
- a title won: only when it is mathematically certain, that is, when the league's
  whole schedule is known (every team's matches of a double round robin stored, no
  split to follow) and no other team can reach the leader's points;
- an away team's first win at a ground since a date: only when the library holds the
  earlier win and every visit of that team there since (the seasons in between held
  whole); without an earlier win held, as "in the N visits held since" a date.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from tracker.core.files.dates import date_text
from tracker.core.league.tables import LeagueRow
from tracker.core.match.scoreline import score_words
from tracker.core.records.keystats import KeyStat, possessive
from tracker.core.records.wording import Words

#: A run is worth saying from this length on.
RUN = 5
#: A first win at a ground is worth saying after this many visits without one.
GROUND_RUN = 3


def table_stats(
    team: str,
    before: LeagueRow | None,
    after: LeagueRow | None,
    table: str,
    scope: str,
    words: Words | None = None,
    *,
    day: bool = False,
) -> list[KeyStat]:
    """``Arsenal FC: 2nd with 86 points before the match, 1st with 89 after``; with
    ``day`` (the order of the day's matches not known), the places before and after
    the day's matches: ``… before the day's matches, 1st with 89 points after the
    day's matches``. A team's first match has no place before it: ``Arsenal FC: 1st
    with 3 points after the match``."""
    w = words or Words()
    if before is not None and before.played == 0:
        before = None  # every team level on nothing: no place worth saying
    if before is None and after is None:
        return []
    parts = []
    if before is not None:
        parts.append(w.say(_WHEN[(False, day)], place=_place(before, w)))
    if after is not None:
        # "after" alone follows a place before the match; without one it would dangle.
        alone = before is None and not day
        template = "{place} after the match" if alone else _WHEN[(True, day)]
        parts.append(w.say(template, place=_place(after, w)))
    if table == "Table":
        text = w.say("{team}: {places}", team=team, places=", ".join(parts))
    else:
        text = w.say(
            "{team} of the {table} table: {places}", team=team, table=table, places=", ".join(parts)
        )
    return [KeyStat(text, "table", team, scope)]


#: When a place held: (after, the order of the day's matches not known).
_WHEN = {
    (False, False): "{place} before the match",
    (True, False): "{place} after",
    (False, True): "{place} before the day's matches",
    (True, True): "{place} after the day's matches",
}

#: A place in the table: (joint, one point).
_PLACES = {
    (False, False): "{nth} with {points} points",
    (False, True): "{nth} with 1 point",
    (True, False): "joint {nth} with {points} points",
    (True, True): "joint {nth} with 1 point",
}


def _place(row: LeagueRow, w: Words) -> str:
    """``2nd with 60 points``; ``joint 3rd`` when nothing held separates it from others."""
    template = _PLACES[(bool(row.tied_with), row.points == 1)]
    return w.say(template, points=row.points, position=row.place, **w.nth(row.place))


def run_stats(
    team: str, outcomes: Sequence[str], scope: str, words: Words | None = None
) -> list[KeyStat]:
    """An unbeaten or winless run ending with this match (``outcomes`` oldest first)."""
    w = words or Words()
    unbeaten = _run(outcomes, {"W", "D"})
    winless = _run(outcomes, {"D", "L"})
    if unbeaten >= RUN:
        template = "{team}: {n} league matches unbeaten"
        if unbeaten == len(outcomes):
            template = "{team}: {n} league matches unbeaten (every league match of the season)"
        return [KeyStat(w.say(template, team=team, n=unbeaten), "run", team, scope)]
    if winless >= RUN:
        text = w.say("{team}: {n} league matches without a win", team=team, n=winless)
        return [KeyStat(text, "run", team, scope)]
    return []


def _run(outcomes: Sequence[str], kinds: set[str]) -> int:
    count = 0
    for outcome in reversed(outcomes):
        if outcome not in kinds:
            break
        count += 1
    return count


def title_stat(
    rows: Sequence[LeagueRow],
    remaining: dict[str, int],
    win: int,
    scope: str,
    *,
    schedule_known: bool,
    words: Words | None = None,
    adjusted: bool = True,
) -> list[KeyStat]:
    """The leader has won the title, if no other team can reach its points any more.

    ``adjusted``: a points deduction or award is recorded for the edition; without
    one, the title is said to be won on results alone (a published table may count an
    adjustment the results files do not carry).
    """
    if not schedule_known or len(rows) < 2:
        return []
    leader = rows[0]
    best_other = max(r.points + win * remaining.get(r.team, 0) for r in rows[1:])
    if leader.points <= best_other:
        return []
    w = words or Words()
    left = remaining.get(leader.team, 0)
    margin = leader.points - rows[1].points
    template = (_TITLE if adjusted else _TITLE_ON_RESULTS)[(margin == 1, left == 1)]
    text = w.say(template, team=leader.team, margin=margin, left=left)
    return [KeyStat(text, "title", leader.team, scope)]


#: The title won: (by one point, with one match left).
_TITLE = {
    (False, False): (
        "{team} are champions: {margin} points clear with {left} matches left, "
        "out of anyone's reach"
    ),
    (False, True): (
        "{team} are champions: {margin} points clear with 1 match left, out of anyone's reach"
    ),
    (True, False): (
        "{team} are champions: 1 point clear with {left} matches left, out of anyone's reach"
    ),
    (True, True): "{team} are champions: 1 point clear with 1 match left, out of anyone's reach",
}
#: The title won on the results, no points adjustment recorded: (by one point, with one
#: match left).
_TITLE_ON_RESULTS = {
    (False, False): (
        "{team} are champions on results alone: {margin} points clear with {left} matches "
        "left, out of anyone's reach (no points deduction or award recorded)"
    ),
    (False, True): (
        "{team} are champions on results alone: {margin} points clear with 1 match left, "
        "out of anyone's reach (no points deduction or award recorded)"
    ),
    (True, False): (
        "{team} are champions on results alone: 1 point clear with {left} matches left, "
        "out of anyone's reach (no points deduction or award recorded)"
    ),
    (True, True): (
        "{team} are champions on results alone: 1 point clear with 1 match left, "
        "out of anyone's reach (no points deduction or award recorded)"
    ),
}


def relegated(
    rows: Sequence[LeagueRow], remaining: dict[str, int], win: int, places: int
) -> list[str]:
    """The teams certain to finish in the ``places`` relegated directly: more teams
    than stay up have already more points than each can still reach."""
    if places <= 0 or len(rows) <= places:
        return []
    safe = len(rows) - places
    out = []
    for row in rows:
        best = row.points + win * remaining.get(row.team, 0)
        if sum(other.points > best for other in rows if other.team != row.team) >= safe:
            out.append(row.team)
    return out


def relegation_stats(
    teams: Sequence[str], scope: str, words: Words | None = None, *, adjusted: bool = True
) -> list[KeyStat]:
    """``Sheffield United FC are relegated``: certain, whatever the other results;
    without a points adjustment recorded for the edition (``adjusted`` false), certain
    on results alone: ``… are relegated on results alone: … (no points deduction or
    award recorded)``."""
    w = words or Words()
    template = _RELEGATED[adjusted]
    return [KeyStat(w.say(template, team=team), "relegation", team, scope) for team in teams]


#: Relegated: (a points adjustment recorded for the edition).
_RELEGATED = {
    True: "{team} are relegated: no longer able to climb out of the bottom places",
    False: (
        "{team} are relegated on results alone: no longer able to climb out of the bottom "
        "places (no points deduction or award recorded)"
    ),
}


@dataclass(frozen=True)
class Visit:
    """One of a team's earlier league matches at a ground, as the library holds it.

    Attributes:
        date: The day it was played.
        won: True when the visitors won.
        score: The score from the visitors' side ("3-1", "0-2 (awarded)").
        awarded: Its result is one the competition awarded: perhaps never played out.
    """

    date: dt.date | None
    won: bool
    score: str
    awarded: bool = False


def ground_stat(
    team: str,
    ground: str,
    visits: Sequence[Visit],
    competition: str,
    scope: str,
    *,
    venue: bool = False,
    words: Words | None = None,
) -> list[KeyStat]:
    """``Arsenal FC's first English Premier League away win at Liverpool FC since
    11 March 2023 (3-1)``, for a team that has just won there.

    Args:
        team: The away team, winners of this match.
        ground: The home team ("Liverpool FC", standing for its ground), or the
            venue where it is stored ("Anfield", with ``venue``).
        visits: The team's earlier visits there, oldest first, every one of them
            since the first listed held (the caller stops at a season not held whole).
        competition: The league's name.
        scope: What the sentence counts over.
        venue: ``ground`` is the venue, not the home team.
        words: The language to write it in (English by default).
    """
    w = words or Words()
    wins = [i for i, v in enumerate(visits) if v.won]
    names: dict[str, object] = {
        "team": team,
        "team_s": possessive(team),
        "competition": competition,
        "at": ground,
    }
    if wins:
        last = visits[wins[-1]]
        if len(visits) - wins[-1] - 1 < GROUND_RUN or last.date is None:
            return []
        names |= {"day": date_text(last.date, w.language), "score": score_words(last.score, w.t)}
        text = w.say(_GROUND_SINCE[venue], **names)
    else:
        first = visits[0].date if visits else None
        if len(visits) < GROUND_RUN or first is None:
            return []
        names |= {"day": date_text(first, w.language), "n": len(visits)}
        # A visit the competition awarded may never have been played: how many is said.
        awarded = w.awarded_of(sum(v.awarded for v in visits), len(visits))
        text = w.say(_GROUND_HELD[venue], **names) + awarded
    return [KeyStat(text, "ground", team, scope)]


#: A first win at a ground since the last one: by the home team's name, at a venue.
_GROUND_SINCE = {
    False: "{team_s} first {competition} away win at {at} since {day} ({score})",
    True: "{team_s} first {competition} win at {at} since {day} ({score})",
}
#: A first win at a ground in the visits held.
_GROUND_HELD = {
    False: "{team_s} first {competition} away win at {at} in the {n} visits held since {day}",
    True: "{team_s} first {competition} win at {at} in the {n} visits held since {day}",
}


__all__ = [
    "GROUND_RUN",
    "RUN",
    "Visit",
    "ground_stat",
    "relegated",
    "relegation_stats",
    "run_stats",
    "table_stats",
    "title_stat",
]
