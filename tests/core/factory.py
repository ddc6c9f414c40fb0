"""Small matches and event builders for the rules tests.

Home players have pids 1-11 (starters, 1 in goal) and 12-20 (bench); away players
101-111 and 112-120. Events are written as they would be logged, and
:func:`play` replays them with ``seq`` in the order given, so that events of the
same minute keep that order.
"""

from __future__ import annotations

from dataclasses import replace

from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MatchEnd,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Lineup, Match, Player, Position, Side, TeamSheet, preset_for
from tracker.core.match.replay import MatchState, replay

HOME, AWAY = Side.HOME, Side.AWAY
H1, H2, ET1, ET2, PENS = (
    Period.FIRST_HALF,
    Period.SECOND_HALF,
    Period.EXTRA_FIRST,
    Period.EXTRA_SECOND,
    Period.SHOOTOUT,
)
BENCH_SIZE = 9


def _team(name: str, first: int, team_size: int) -> TeamSheet:
    starters = list(range(first, first + team_size))
    bench = list(range(first + team_size, first + team_size + BENCH_SIZE))
    squad = tuple(
        Player(
            pid=pid,
            name=f"{name} Player {pid - first + 1}",
            number=pid - first + 1,
            position=Position.GK if pid == first else None,
        )
        for pid in (*starters, *bench)
    )
    outfield = starters[1:]
    formation = {11: "4-4-2", 9: "3-3-2", 7: "2-3-1", 5: "2-2"}[team_size]
    rows: list[tuple[int, ...]] = [(starters[0],)]
    for size in (int(part) for part in formation.split("-")):
        rows.append(tuple(outfield[:size]))
        outfield = outfield[size:]
    lineup = Lineup(formation=formation, rows=tuple(rows), bench=tuple(bench), captain=first + 1)
    return TeamSheet(name=name, squad=squad, lineup=lineup, manager=f"{name} Manager")


def make_match(preset: str = "standard", team_size: int = 11) -> Match:
    """Reds (home) v Blues (away) under a rules preset."""
    return Match(
        home=_team("Reds", 1, team_size),
        away=_team("Blues", 101, team_size),
        competition="Test Cup",
        rules=preset_for(preset, team_size),
    )


def at(text: str, period: Period) -> MatchTime:
    """A match time read the way a secretary types it."""
    return MatchTime.parse(text, period)


def start(period: Period) -> PeriodStart:
    """The whistle that starts ``period``."""
    if period is PENS:
        return PeriodStart(MatchTime.shootout())
    return PeriodStart(MatchTime(period, period.start))


def end(period: Period, added: int = 0) -> PeriodEnd:
    """The whistle that ends ``period`` after ``added`` minutes of stoppage time."""
    if period is PENS:
        return PeriodEnd(MatchTime.shootout())
    return PeriodEnd(MatchTime(period, period.end, added))


def full_time(period: Period = H2, added: int = 0) -> MatchEnd:
    """The final whistle, at the end of ``period``."""
    if period is PENS:
        return MatchEnd(MatchTime.shootout())
    return MatchEnd(MatchTime(period, period.end, added))


def goal(
    minute: str,
    period: Period,
    side: Side,
    scorer: int | None,
    assist: int | None = None,
    how: GoalKind = GoalKind.OPEN_PLAY,
) -> Goal:
    """A goal by ``scorer`` (None: scorer unknown) of ``side``."""
    return Goal(at(minute, period), side=side, scorer=scorer, assist=assist, how=how)


def sub(
    minute: str, period: Period, side: Side, off: int, on: int, concussion: bool = False
) -> Substitution:
    """``on`` replaces ``off``."""
    return Substitution(at(minute, period), side=side, off=off, on=on, concussion=concussion)


def card(
    minute: str,
    period: Period,
    side: Side,
    player: int | None,
    kind: CardKind = CardKind.YELLOW,
    official: str = "",
) -> Card:
    """A card to a player or a team official."""
    return Card(at(minute, period), side=side, player=player, card=kind, official=official)


def off(minute: str, period: Period, side: Side, player: int) -> PlayerOff:
    """A player leaves and is not replaced."""
    return PlayerOff(at(minute, period), side=side, player=player)


def kick(side: Side, player: int | None, scored: bool = True) -> ShootoutKick:
    """A shootout kick."""
    return ShootoutKick(MatchTime.shootout(), side=side, player=player, scored=scored)


def interval(period: Period) -> str:
    """The minute written for events in the break before ``period`` (e.g. 45 for H2)."""
    return str(period.start)


def numbered(events: list[Event] | tuple[Event, ...]) -> list[Event]:
    """The events with ``seq`` in the order given."""
    return [replace(event, seq=index) for index, event in enumerate(events, start=1)]


def play(match: Match, *events: Event) -> MatchState:
    """Replay the events, in the order given within a minute."""
    return replay(match, numbered(events))


def first_half(added: int = 0) -> list[Event]:
    """Kick-off and half-time."""
    return [start(H1), end(H1, added)]


def to_second_half(added: int = 0) -> list[Event]:
    """The first half played, the second half started."""
    return [*first_half(added), start(H2)]


def regulation(added_first: int = 0, added_second: int = 0) -> list[Event]:
    """Both halves played to their end, full time not yet blown."""
    return [*to_second_half(added_first), end(H2, added_second)]


def to_extra_time() -> list[Event]:
    """Ninety minutes played and extra time kicked off."""
    return [*regulation(), start(ET1)]


def through_extra_time() -> list[Event]:
    """Both halves of extra time played to their end."""
    return [*to_extra_time(), end(ET1), start(ET2), end(ET2)]
