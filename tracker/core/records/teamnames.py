"""One national team under every name the files give it.

The openfootball World Cup files write a team as its time did: "United States" up to
1990 and "USA" from 1994, "Bosnia-Herzegovina" in 2014 and "Bosnia & Herzegovina" in
2026, "West Germany" from 1954 to 1990. FIFA's records count such names as one team:
a spelling is the same team, and so is a successor with its predecessor's record
(Germany's titles include West Germany's, Russia's matches the Soviet Union's).

Read alone, the names would make statements the published record contradicts: "the
first FIFA World Cup meeting of England and USA" in 2010, after the United States
beat England in 1950; "Germany win their 1st FIFA World Cup final" in 2014, their
fourth. :func:`as_named` writes a match's history with the names the match gives, so
what is counted over it is the team's whole record.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from tracker.core.match.model import Side, fold
from tracker.core.records.played import PlayedMatch
from tracker.core.records.wording import Words

#: The names that are only spellings of one name, each group one name ("United States"
#: for the USA): a statement counting both says nothing of it.
SPELLINGS: tuple[tuple[str, ...], ...] = (
    ("USA", "United States"),
    ("Côte d'Ivoire", "Ivory Coast"),
    ("Bosnia and Herzegovina", "Bosnia & Herzegovina", "Bosnia-Herzegovina"),
    ("Netherlands", "Holland"),
)

#: Each successor with the names it played under before (the successions FIFA's
#: records count as one team): a statement counting both says so.
SUCCESSIONS: tuple[tuple[str, ...], ...] = (
    ("Germany", "West Germany"),
    ("DR Congo", "Zaire"),
    ("Russia", "Soviet Union"),
    ("Serbia", "Serbia and Montenegro", "Yugoslavia"),
    ("Czech Republic", "Czechoslovakia"),
    ("Indonesia", "Dutch East Indies"),
)

#: Each team's names, as the files write them.
SAME_TEAM: tuple[tuple[str, ...], ...] = (*SPELLINGS, *SUCCESSIONS)

_BY_NAME = {fold(name): names for names in SAME_TEAM for name in names}

_SPELLING = {fold(name): group[0] for group in SPELLINGS for name in group}


#: Words a club's name may carry or not, file to file ("Birmingham City FC").
_CLUB_FORMS = frozenset({"fc", "afc", "cf"})


def club_key(name: str) -> str:
    """A club's name without its form (FC, AFC, CF), folded: one club, however written
    ("Birmingham City FC" and "Birmingham City")."""
    words = fold(name).replace(".", "").split()
    kept = [w for w in words if w not in _CLUB_FORMS]
    return " ".join(kept or words)


def names_of(team: str) -> tuple[str, ...]:
    """Every name the team written ``team`` is known by, ``team`` first."""
    others = _BY_NAME.get(fold(team), ())
    return (team, *(name for name in others if fold(name) != fold(team)))


def all_names(teams: Iterable[str]) -> list[str]:
    """Every name of these teams (see :func:`names_of`), each once, sorted."""
    return sorted({name for team in teams if team for name in names_of(team)})


def first_name(team: str) -> str:
    """The name the team written ``team`` goes by now ("West Germany" → "Germany")."""
    names = _BY_NAME.get(fold(team))
    return names[0] if names else team


def as_named(matches: Iterable[PlayedMatch], teams: Iterable[str]) -> list[PlayedMatch]:
    """``matches`` with each of ``teams`` written as given wherever another of its
    names stands (the rest of each match as it is; the names it was played under kept
    in :attr:`PlayedMatch.played_as`)."""
    written = {fold(other): team for team in teams for other in names_of(team)}
    out = []
    for match in matches:
        home = written.get(fold(match.home), match.home)
        away = written.get(fold(match.away), match.away)
        same = home == match.home and away == match.away
        if same:
            out.append(match)
            continue
        played_as = match.played_as or (match.home, match.away)
        out.append(dataclasses.replace(match, home=home, away=away, played_as=played_as))
    return out


def former_name(match: PlayedMatch, team: str) -> str | None:
    """The other team's name ``team`` played ``match`` under ("Czechoslovakia" for the
    Czech Republic in 1990, "Germany" for West Germany in 1934), or None: under its own
    name, or another spelling of it ("United States" for the USA)."""
    if match.played_as is None:
        return None
    side = match.side_of(team)
    if side is None:
        return None
    name = match.played_as[0] if side is Side.HOME else match.played_as[1]
    spelled = _SPELLING.get(fold(name), fold(name))
    return None if spelled == _SPELLING.get(fold(team), fold(team)) else name


def names_met(meetings: Iterable[PlayedMatch], team: str) -> tuple[tuple[str, int], ...]:
    """The predecessors' names ``team`` was met under in ``meetings``, each with how
    many of them, first met first: (("Yugoslavia", 4),) for Serbia over Brazil's six
    meetings; a mere spelling is not one."""
    counts: dict[str, int] = {}
    for meeting in meetings:
        former = former_name(meeting, team)
        if former is not None:
            counts[former] = counts.get(former, 0) + 1
    return tuple(counts.items())


def as_then(team: str, met: Sequence[tuple[str, int]], meetings: int, w: Words) -> str:
    """``team`` with the predecessors' names it was met under (see :func:`names_met`)
    in ``meetings`` matches: "Czech Republic (as Czechoslovakia)" where all of them
    were, "Germany (as West Germany in 3)" where some were."""
    if not met:
        return team
    if len(met) == 1 and met[0][1] == meetings:
        return f"{team} ({w.say('as {name}', name=met[0][0])})"
    said = ", ".join(w.say("as {name} in {n}", name=name, n=n) for name, n in met)
    return f"{team} ({said})"


__all__ = [
    "SAME_TEAM",
    "SPELLINGS",
    "SUCCESSIONS",
    "all_names",
    "as_named",
    "as_then",
    "first_name",
    "former_name",
    "names_met",
    "names_of",
]
