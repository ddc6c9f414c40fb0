"""The pages the record books fill: group tables, a player's page, a team's page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tracker.core.league.counted import TableCount
from tracker.core.league.standings import Row
from tracker.core.match.model import fold
from tracker.core.records.books import (
    PlayerLine,
    PlayerTally,
    Record,
    StageRecord,
    head_to_head,
)
from tracker.core.records.coverage import Coverage
from tracker.core.records.played import PlayedMatch
from tracker.core.records.teamnames import as_then, names_met
from tracker.core.records.wording import Words
from tracker.core.results.competitions import HistoryNote
from tracker.store.results.catalogue import PersonInfo


@dataclass(frozen=True)
class GroupTable:
    """One group's table: its name ("Group A") and rows from first to last."""

    group: str
    rows: tuple[Row, ...]
    #: What its played matches carry: fair play (cards) settles a tie only where
    #: every one has its cards recorded.
    cover: Coverage = Coverage()
    #: How many of its matches it counts, and why the rest are not counted.
    count: TableCount = field(default_factory=lambda: TableCount(0, {}))
    #: Whether the regulations rank teams still level by fair play before lots.
    fair_play: bool = True


@dataclass(frozen=True)
class Tally:
    """A player's tally over one edition or competition (``name`` says which).

    ``cover``: what his teams' matches there carry; a figure whose need some lack is
    a lower bound (appearances from results that list scorers only, say).
    """

    name: str
    tally: PlayerTally
    id: int | None = None
    cover: Coverage = Coverage()


@dataclass(frozen=True)
class PlayerPage:
    """A player's record: his tallies and his match lines with their matches.

    Attributes:
        person: The person and his names.
        total: His tally over every stored match.
        competitions: Per competition, by name.
        editions: Per edition, oldest first.
        lines: His lines, each with its match, oldest first.
        cover: What his teams' matches carry (of ``total``): all of them, but in an
            edition he is on record in only the team's he played for there.
    """

    person: PersonInfo
    total: PlayerTally
    competitions: tuple[Tally, ...]
    editions: tuple[Tally, ...]
    lines: tuple[tuple[PlayedMatch, PlayerLine], ...]
    cover: Coverage = Coverage()


@dataclass(frozen=True)
class Opponent:
    """A team's head-to-head record against one opponent (by the name it goes by now)."""

    name: str
    record: Record
    #: The predecessors' names it was met under, each with how many of the meetings
    #: (Serbia met as Yugoslavia in 4): its record counts them as its own.
    met_as: tuple[tuple[str, int], ...] = ()

    def named(self, w: Words) -> str:
        """Its name with the older names it was met under, as the key stats say them:
        "Czech Republic (as Czechoslovakia)", "Serbia (as Yugoslavia in 4)"."""
        return as_then(self.name, self.met_as, self.record.played, w)


def head_to_heads(played: Sequence[PlayedMatch], team: str) -> tuple[Opponent, ...]:
    """``team``'s record against each opponent over ``played`` (written by
    :func:`~tracker.core.records.teamnames.as_named`), most met first."""
    opponents = {m.opponent(team) for m in played if m.ended and m.has(team)}
    found = []
    for name in opponents:
        meetings = [m for m in played if m.ended and m.has(team) and m.has(name)]
        found.append(Opponent(name, head_to_head(played, team, name), names_met(meetings, name)))
    return tuple(sorted(found, key=lambda o: (-o.record.played, fold(o.name))))


@dataclass(frozen=True)
class CompetitionRecord:
    """A team's record in one competition, with its knockout rounds."""

    competition: str
    record: Record
    stages: tuple[StageRecord, ...]
    #: What the library holds of the competition's history, if not all of it ("2 of 23
    #: editions held whole"): the figures are then those of the matches held.
    held: HistoryNote = field(default_factory=HistoryNote)


@dataclass(frozen=True)
class TeamPage:
    """A team's record.

    Attributes:
        id: The stored team.
        name: Its name.
        overall: W-D-L over every played match (a shootout is a draw).
        competitive: The same over competitive matches only.
        competitions: Per competition, with stage records (finals, semi-finals...).
        opponents: Head-to-head against each opponent, most met first (an opponent
            by the name it goes by now, its matches under its other names counted).
        matches: Its matches (fixtures too), oldest first, each written with ``name``.
        names: The other names its matches count under ("United States" for USA, "West
            Germany" for Germany: see :mod:`tracker.core.records.teamnames`), those the
            library holds.
    """

    id: int
    name: str
    overall: Record
    competitive: Record
    competitions: tuple[CompetitionRecord, ...]
    opponents: tuple[Opponent, ...]
    matches: tuple[PlayedMatch, ...]
    names: tuple[str, ...] = ()


__all__ = [
    "CompetitionRecord",
    "GroupTable",
    "Opponent",
    "PlayerPage",
    "Tally",
    "TeamPage",
    "head_to_heads",
]
