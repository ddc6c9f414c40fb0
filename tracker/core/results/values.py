"""Results and fixtures of a competition, as records of what happened (no line-ups).

These are the values an import of results history produces: an edition of a
competition and its matches, each either a :class:`Result` (played: score, scorers
when known) or a :class:`Fixture` (not played: its teams may still be placeholders
such as "winner of match 101").
"""

from __future__ import annotations

import datetime as dt
import enum
import re
from dataclasses import dataclass

from tracker.core.i18n import Translate, translator
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.model import Side, fold
from tracker.core.match.scoreline import score_line
from tracker.core.results.rounds import Round

#: A score as (home, away).
Pair = tuple[int, int]


@dataclass(frozen=True)
class Score:
    """A match's score at each point a record book gives one.

    Attributes:
        ft: After 90 minutes (``None`` only when the source gives only ``et``).
        ht: At half-time, if known.
        et: After extra time (goals of the whole match), if it was played.
        penalties: The shootout's kicks scored, if there was one.
    """

    ft: Pair | None
    ht: Pair | None = None
    et: Pair | None = None
    penalties: Pair | None = None

    @property
    def final(self) -> Pair:
        """Goals of the whole match: after extra time if played, else after 90 minutes."""
        final = self.et if self.et is not None else self.ft
        assert final is not None, "a score has ft or et"
        return final

    @property
    def extra_time(self) -> bool:
        """True when the match went to extra time."""
        return self.et is not None

    def winner(self) -> Side | None:
        """The side that went through or won; the shootout decides a level match."""
        home, away = self.penalties if self.penalties is not None else self.final
        if home == away:
            return None
        return Side.HOME if home > away else Side.AWAY

    def __str__(self) -> str:
        return score_line(self.final, extra_time=self.extra_time, shootout=self.penalties)


@dataclass(frozen=True)
class Goal:
    """A goal as a results record gives it.

    Attributes:
        side: The side the goal counts for (for an own goal, the scorer's opponents).
        scorer: The scorer's name as written.
        time: When it was scored.
        penalty: Scored from a penalty kick in play (not in a shootout).
        own_goal: Put into his own net by ``scorer``.
    """

    side: Side
    scorer: str
    time: MatchTime
    penalty: bool = False
    own_goal: bool = False

    @property
    def scorer_side(self) -> Side:
        """The side the scorer played for."""
        return self.side.other if self.own_goal else self.side


class PlaceholderKind(enum.Enum):
    """What a not-yet-known team of a fixture will be."""

    WINNER = "winner"
    LOSER = "loser"
    GROUP_POSITION = "group position"
    BEST_THIRD = "best third"
    #: A name that stands for a team not known yet ("N.N.", "Sieger EF").
    UNDECIDED = "undecided"


_ORDINALS = {1: "winner", 2: "runner-up", 3: "third", 4: "fourth"}


@dataclass(frozen=True)
class Placeholder:
    """A fixture's team not known yet: "W101" is the winner of match 101.

    Attributes:
        text: As written ("W101", "2B", "3A/B/C/D/F").
        kind: Winner or loser of a match, a group position, or a best third.
        match: The match number for a winner or loser.
        position: The group position (1 winner, 2 runner-up, 3 third).
        groups: The group letters a group position comes from.
    """

    text: str
    kind: PlaceholderKind
    match: int | None = None
    position: int | None = None
    groups: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.kind is PlaceholderKind.WINNER:
            return f"winner of match {self.match}"
        if self.kind is PlaceholderKind.LOSER:
            return f"loser of match {self.match}"
        if self.kind is PlaceholderKind.UNDECIDED:
            return f"not known yet ({self.text})"
        place = _ORDINALS.get(self.position or 0, f"number {self.position}")
        if len(self.groups) == 1:
            return f"{place} of group {self.groups[0]}"
        return f"{place} of group {', '.join(self.groups[:-1])} or {self.groups[-1]}"


def _of_group(place: str) -> str:
    """The pattern of a group position as stored: "Runner-up of group B", and a best
    third's choice of groups "Third of group A, B, C, D or F" (one or the other)."""
    return rf"^{place} of group (?:(?P<group>\w+)|(?P<groups>\w+(?:, \w+)*) or (?P<last>\w+))$"


#: A placeholder's words as stored for a fixture's team (see ``Placeholder.__str__``,
#: capitalised), each the English key of its translation; a group position has a key
#: for one group and one for a choice of groups.
_STORED_PLACEHOLDERS = (
    (re.compile(r"^Winner of match (?P<match>\d+)$"), "Winner of match {match}"),
    (re.compile(r"^Loser of match (?P<match>\d+)$"), "Loser of match {match}"),
    (re.compile(r"^Not known yet \((?P<text>.+)\)$"), "Not known yet ({text})"),
    (
        re.compile(_of_group("Winner")),
        ("Winner of group {group}", "Winner of group {groups} or {last}"),
    ),
    (
        re.compile(_of_group("Runner-up")),
        ("Runner-up of group {group}", "Runner-up of group {groups} or {last}"),
    ),
    (
        re.compile(_of_group("Third")),
        ("Third of group {group}", "Third of group {groups} or {last}"),
    ),
    (
        re.compile(_of_group("Fourth")),
        ("Fourth of group {group}", "Fourth of group {groups} or {last}"),
    ),
)


def team_words(name: str, t: Translate | None = None) -> str:
    """A stored team name in the language of ``t`` (the user's by default): a fixture's
    team not known yet is stored as words ("Winner of match 101", "Not known yet
    (N.N.)"), written here as the reader's language says them; a team's name stays."""
    for pattern, words in _STORED_PLACEHOLDERS:
        found = pattern.match(name)
        if found:
            if not isinstance(words, str):  # a group position: of one group, or of several
                words = words[0] if found["group"] else words[1]
            return (t or translator(None))(words).format(**found.groupdict())
    return name


class FixtureStatus(enum.Enum):
    """Why a fixture has no result."""

    SCHEDULED = "scheduled"
    POSTPONED = "postponed"
    CANCELLED = "cancelled"
    ABANDONED = "abandoned"
    #: Its date has passed but the file gives no score: the result is not known.
    UNKNOWN = "result unknown"


@dataclass(frozen=True, kw_only=True)
class Fixture:
    """A match not played (yet): when, where, who (or a placeholder), which round.

    Attributes:
        round: The round under our names.
        date: The day it is set for.
        kickoff: Local kick-off time, with its UTC offset when the source gives one.
        venue: The ground as written.
        number: The match number in the competition, if given.
        home: The home team, or a placeholder.
        away: The away team, or a placeholder.
        status: Scheduled, or why it has no result.
    """

    round: Round
    date: dt.date
    kickoff: dt.time | None
    venue: str
    number: int | None
    home: str | Placeholder
    away: str | Placeholder
    status: FixtureStatus = FixtureStatus.SCHEDULED


@dataclass(frozen=True, kw_only=True)
class Result:
    """A played match known only by its result: score and scorers, no line-ups.

    Attributes:
        round: The round under our names.
        date: The day it was played.
        kickoff: Local kick-off time, with its UTC offset when the source gives one.
        venue: The ground as written.
        number: The match number in the competition, if given.
        home: The home team (the one named first).
        away: The away team.
        score: The score at each stage.
        goals: The goals in the order written: the home side's, then the away side's.
        scorers_known: True when every goal of ``score.final`` is in ``goals`` (the
            source lists the scorers, or the match was goalless).
        awarded: The score was awarded (a forfeit), not played out.
        shootout_unknown: A shootout followed, but the source's score of it cannot be
            (a level one): it is not kept, and who won it is not known.
    """

    round: Round
    date: dt.date
    kickoff: dt.time | None
    venue: str
    number: int | None
    home: str
    away: str
    score: Score
    goals: tuple[Goal, ...] = ()
    scorers_known: bool = False
    awarded: bool = False
    shootout_unknown: bool = False

    def team(self, side: Side) -> str:
        """The name of the team playing on ``side``."""
        return self.home if side is Side.HOME else self.away

    def winner(self) -> str | None:
        """The team that won or went through (on penalties too); ``None`` for a draw."""
        side = self.score.winner()
        return None if side is None else self.team(side)


@dataclass(frozen=True)
class Edition:
    """One edition of a competition and its matches in the source's order.

    Attributes:
        competition: The competition ("FIFA World Cup").
        year: The edition's year.
        name: The source's own name for it ("World Cup 2026").
        matches: Results and fixtures, in the order the source lists them.
        season: A league's season ("2023-24"); "" for an edition known by its year.
        problems: What the source gets wrong, one line each, and what was kept of it.
        notices: What the import did that the reader should know of, the source not
            being wrong: a club stored under the name the library already knows it by.
        written: Teams stored under another name than the source writes, as (stored,
            as written) pairs ("Liverpool FC", "Liverpool FC (ENG)"): a match's key
            keeps the name as written.
    """

    competition: str
    year: int
    name: str
    matches: tuple[Result | Fixture, ...]
    season: str = ""
    problems: tuple[str, ...] = ()
    notices: tuple[str, ...] = ()
    written: tuple[tuple[str, str], ...] = ()

    @property
    def results(self) -> tuple[Result, ...]:
        """The played matches."""
        return tuple(m for m in self.matches if isinstance(m, Result))

    @property
    def fixtures(self) -> tuple[Fixture, ...]:
        """The matches without a result."""
        return tuple(m for m in self.matches if isinstance(m, Fixture))

    @property
    def title(self) -> str:
        """The edition as people name it: "FIFA World Cup 2026", "Premier League 2023-24"."""
        return f"{self.competition} {self.season or self.year}"


def match_key(edition: Edition, match: Result | Fixture) -> str:
    """A match's stable key within its source: competition, year and match number.

    Without a number: the date and the two teams as written ("W101" for a placeholder;
    "Liverpool FC (ENG)" for a team stored as "Liverpool FC", see ``Edition.written``).
    Two entries of a file with one key are one match listed twice; a re-import finds
    a stored match by it.
    """
    base = f"{fold(edition.competition).replace(' ', '-')}/{edition.season or edition.year}"
    if match.number is not None:
        return f"{base}/{match.number}"
    written = dict(edition.written)
    home, away = (
        t.text if isinstance(t, Placeholder) else written.get(t, t)
        for t in (match.home, match.away)
    )
    return f"{base}/{match.date.isoformat()}/{home}/{away}"


__all__ = [
    "Edition",
    "Fixture",
    "FixtureStatus",
    "Goal",
    "Pair",
    "Placeholder",
    "PlaceholderKind",
    "Result",
    "Score",
    "match_key",
    "team_words",
]
