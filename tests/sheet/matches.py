"""Matches for the sheet tests: the reference match and a cup tie with everything in it."""

from __future__ import annotations

from dataclasses import replace

from tests.helpers.matches import demo, demo_setup, pid
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MatchEnd,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Player, Side, TeamSheet

HOME, AWAY = Side.HOME, Side.AWAY
P1, P2, E1, E2 = Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND


def at(text: str, period: Period) -> MatchTime:
    """A match time in a period."""
    return MatchTime.parse(text, period)


def cup_tie() -> tuple[Match, list[Event]]:
    """Reference line-ups, 1-1 after extra time, cards, a missed penalty, a shootout."""
    match = demo_setup()
    home_lineup = replace(match.home.lineup, captain=pid(match, "Lionel Messi"))
    away_lineup = replace(match.away.lineup, captain=pid(match, "Harry Kane"))
    match = replace(
        match,
        home=replace(match.home, lineup=home_lineup),
        away=replace(match.away, lineup=away_lineup),
    )
    p = lambda name: pid(match, name)  # noqa: E731
    shoot = MatchTime.shootout()
    events: list[Event] = [
        PeriodStart(at("0", P1)),
        Card(at("20", P1), side=AWAY, player=p("Declan Rice")),
        Goal(at("30", P1), side=HOME, scorer=p("Cristian Romero"), how=GoalKind.OWN_GOAL),
        PeriodEnd(at("45+2", P1)),
        PeriodStart(at("45", P2)),
        MissedPenalty(at("60", P2), side=AWAY, player=p("Harry Kane"), saved=True),
        Card(at("70", P2), side=AWAY, player=p("Declan Rice"), card=CardKind.SECOND_YELLOW),
        Goal(at("88", P2), side=HOME, scorer=p("Lionel Messi"), how=GoalKind.PENALTY),
        Substitution(at("90+1", P2), side=HOME, off=p("Leandro Paredes"), on=p("Nico González")),
        PeriodEnd(at("90+4", P2)),
        PeriodStart(at("90", E1)),
        Card(at("100", E1), side=HOME, player=p("Cristian Romero"), card=CardKind.RED),
        PeriodEnd(at("105+1", E1)),
        PeriodStart(at("105", E2)),
        PeriodEnd(at("120+2", E2)),
        PeriodStart(shoot),
    ]
    kicks = [
        (HOME, "Lionel Messi", True),
        (AWAY, "Harry Kane", True),
        (HOME, "Julián Álvarez", True),
        (AWAY, "Jude Bellingham", False),
        (HOME, "Enzo Fernández", True),
        (AWAY, "Marc Guéhi", True),
        (HOME, "Alexis Mac Allister", True),
        (AWAY, "Morgan Rogers", False),
    ]
    events += [
        ShootoutKick(shoot, seq=i, side=s, player=p(n), scored=ok)
        for i, (s, n, ok) in enumerate(kicks)
    ]
    events += [PeriodEnd(shoot, seq=20), MatchEnd(shoot, seq=21)]
    return match, events


def short_handed() -> tuple[Match, list[Event]]:
    """The reference match with two players leaving unreplaced and a change of formation.

    Marc Guéhi (an England starter) leaves at 40', England go 3-2-3-1 at 62'; Nico
    González, on for Leandro Paredes at 64', leaves at 88'.
    """
    match, events = demo()
    p = lambda name: pid(match, name)  # noqa: E731
    england = [
        ("Jordan Pickford",),
        ("Reece James", "John Stones", "Djed Spence"),
        ("Declan Rice", "Elliot Anderson"),
        ("Morgan Rogers", "Jude Bellingham", "Anthony Gordon"),
        ("Harry Kane",),
    ]
    rows = tuple(tuple(p(name) for name in row) for row in england)
    events += [
        PlayerOff(at("40", P1), seq=100, side=AWAY, player=p("Marc Guéhi")),
        FormationChange(at("62", P2), seq=101, side=AWAY, formation="3-2-3-1", rows=rows),
        PlayerOff(at("88", P2), seq=102, side=HOME, player=p("Nico González")),
    ]
    return match, events


def renamed(match: Match, names: dict[str, str], **teams: str) -> Match:
    """``match`` with players renamed (old full name → new) and teams renamed (home=, away=)."""

    def squad(team: TeamSheet) -> tuple[Player, ...]:
        return tuple(
            replace(p, name=names[p.name], known_as="") if p.name in names else p
            for p in team.squad
        )

    home = replace(match.home, squad=squad(match.home), name=teams.get("home", match.home.name))
    away = replace(match.away, squad=squad(match.away), name=teams.get("away", match.away.name))
    return replace(match, home=home, away=away)


#: Names from many alphabets, and two scripts (Hangul, Arabic) the shipped font lacks.
WORLD_NAMES = {
    "Lionel Messi": "Thomas Müller",
    "Enzo Fernández": "Martin Ødegaard",
    "Lautaro Martínez": "Łukasz Fabiański",
    "Anthony Gordon": "Ψυχογιός Νίκος",
    "Morgan Rogers": "Андрей Аршавин",
    "Harry Kane": "손흥민",
    "Declan Rice": "محمد صلاح",
}
