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
from tracker.core.records.keystats import KeyStat, ordinal, possessive

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
) -> list[KeyStat]:
    """``Arsenal FC: 2nd with 86 points before the match, 1st with 89 after``."""
    if before is not None and before.played == 0:
        before = None  # every team level on nothing: no place worth saying
    if before is None and after is None:
        return []
    parts = []
    if before is not None:
        parts.append(f"{_place(before)} before the match")
    if after is not None:
        parts.append(f"{_place(after)} after")
    where = "" if table == "Table" else f" of the {table} table"
    text = f"{team}{where}: " + ", ".join(parts)
    return [KeyStat(text, "table", team, scope)]


def _place(row: LeagueRow) -> str:
    """``2nd with 60 points``; ``joint 3rd`` when nothing held separates it from others."""
    word = "point" if row.points == 1 else "points"
    joint = "joint " if row.tied_with else ""
    return f"{joint}{ordinal(row.position)} with {row.points} {word}"


def run_stats(team: str, outcomes: Sequence[str], scope: str) -> list[KeyStat]:
    """An unbeaten or winless run ending with this match (``outcomes`` oldest first)."""
    unbeaten = _run(outcomes, {"W", "D"})
    winless = _run(outcomes, {"D", "L"})
    if unbeaten >= RUN:
        whole = " (every league match of the season)" if unbeaten == len(outcomes) else ""
        return [KeyStat(f"{team}: {unbeaten} league matches unbeaten{whole}", "run", team, scope)]
    if winless >= RUN:
        text = f"{team}: {winless} league matches without a win"
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
) -> list[KeyStat]:
    """The leader has won the title, if no other team can reach its points any more."""
    if not schedule_known or len(rows) < 2:
        return []
    leader = rows[0]
    best_other = max(r.points + win * remaining.get(r.team, 0) for r in rows[1:])
    if leader.points <= best_other:
        return []
    left = remaining.get(leader.team, 0)
    games = "match" if left == 1 else "matches"
    margin = leader.points - rows[1].points
    text = (
        f"{leader.team} are champions: {margin} points clear with {left} {games} left, "
        "out of anyone's reach"
    )
    return [KeyStat(text, "title", leader.team, scope)]


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


def relegation_stats(teams: Sequence[str], scope: str) -> list[KeyStat]:
    """``Sheffield United FC are relegated``: certain, whatever the other results."""
    return [
        KeyStat(f"{team} are relegated: no longer able to climb out of the bottom places",
                "relegation", team, scope)
        for team in teams
    ]  # fmt: skip


@dataclass(frozen=True)
class Visit:
    """One of a team's earlier league matches at a ground, as the library holds it.

    Attributes:
        date: The day it was played.
        won: True when the visitors won.
        score: The score from the visitors' side ("3-1").
    """

    date: dt.date | None
    won: bool
    score: str


def ground_stat(
    team: str, ground: str, visits: Sequence[Visit], competition: str, scope: str
) -> list[KeyStat]:
    """``Arsenal FC's first English Premier League away win at Liverpool FC since
    11 March 2023 (3-1)``, for a team that has just won there.

    Args:
        team: The away team, winners of this match.
        ground: "away win at Liverpool FC" (the home team stands for its ground), or
            "win at Anfield" where the venue is stored.
        visits: The team's earlier visits there, oldest first, every one of them
            since the first listed held (the caller stops at a season not held whole).
        competition: The league's name.
        scope: What the sentence counts over.
    """
    wins = [i for i, v in enumerate(visits) if v.won]
    if wins:
        last = visits[wins[-1]]
        if len(visits) - wins[-1] - 1 < GROUND_RUN or last.date is None:
            return []
        text = (
            f"{possessive(team)} first {competition} {ground} since {_day(last.date)} "
            f"({last.score})"
        )
    else:
        first = visits[0].date if visits else None
        if len(visits) < GROUND_RUN or first is None:
            return []
        text = (
            f"{possessive(team)} first {competition} {ground} in the {len(visits)} visits "
            f"held since {_day(first)}"
        )
    return [KeyStat(text, "ground", team, scope)]


def _day(day: dt.date) -> str:
    return date_text(day)


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
