"""The facts of a match as Match Tracker holds them and as kloppy reads a StatsBomb export.

Both sides are written out independently (kloppy's timestamps are turned into football
minutes here, not with the code under test), so comparing them checks the export.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kloppy import statsbomb
from kloppy.domain import CardType, EventType, ShotResult

from tracker.core.match.events import Card, CardKind, Event, FormationChange, GoalKind
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import replay

_PERIOD_START = {1: 0, 2: 45, 3: 90, 4: 105}
_PERIOD_END = {1: 45, 2: 90, 3: 105, 4: 120}
_CARDS = {
    CardKind.YELLOW: "yellow",
    CardKind.SECOND_YELLOW: "second yellow",
    CardKind.RED: "red",
}
_KLOPPY_CARDS = {
    CardType.FIRST_YELLOW: "yellow",
    CardType.SECOND_YELLOW: "second yellow",
    CardType.RED: "red",
}


@dataclass(frozen=True)
class Facts:
    """What an analyst would check: goals, substitutions, cards, shape, periods, score."""

    goals: list[tuple[str, str, str, bool]]
    substitutions: list[tuple[str, str, str, str]]
    cards: list[tuple[str, str, str, str]]
    formations: dict[str, str]
    formation_changes: list[tuple[str, str]]
    periods: list[int]
    score: tuple[int, int]
    shootout: tuple[int, int]


def minute_text(period: int, seconds: float) -> str:
    """Football's minute for ``seconds`` into a period (written independently of the export)."""
    minute = _PERIOD_START[period] + int(seconds // 60) + 1
    end = _PERIOD_END[period]
    return f"{end}'+{minute - end}" if minute > end else f"{minute}'"


def tracker_minute(time: MatchTime) -> str:
    """Match Tracker's minute, with an interval event (a half-time change) one minute on."""
    if time.minute == time.period.start and not time.added:
        return f"{time.minute + 1}'"
    return str(time)


def from_tracker(match: Match, events: Sequence[Event]) -> Facts:
    """The facts of a match from its event log."""
    state = replay(match, events)
    team = {side: match.team(side).name for side in Side}
    name = lambda pid: match.player(pid).name if pid is not None else ""  # noqa: E731
    goals = [
        (team[g.side], name(g.scorer), tracker_minute(g.time), g.how is GoalKind.OWN_GOAL)
        for g in state.goals()
    ]
    subs = [
        (team[s.side], name(s.off), name(s.on), tracker_minute(s.time))
        for s in state.substitutions()
    ]
    cards = [
        (team[c.side], name(c.player), _CARDS[c.card], tracker_minute(c.time))
        for c in state.events
        if isinstance(c, Card) and c.player is not None and c.time.period != 5
    ]
    changes = [(team[e.side], e.formation) for e in state.events if isinstance(e, FormationChange)]
    return Facts(
        goals=goals,
        substitutions=subs,
        cards=cards,
        formations={team[s]: match.team(s).lineup.formation for s in Side},  # type: ignore[union-attr]
        formation_changes=changes,
        periods=sorted(int(p) for p in state.period_ends),
        score=(state.score[Side.HOME], state.score[Side.AWAY]),
        shootout=(state.shootout[Side.HOME], state.shootout[Side.AWAY]),
    )


def from_kloppy(files: Mapping[str, bytes]) -> Facts:
    """The facts kloppy reads from an export's events and lineups files."""
    events = next(v for k, v in files.items() if k.startswith("events"))
    lineups = next(v for k, v in files.items() if k.startswith("lineups"))
    dataset = statsbomb.load(event_data=events, lineup_data=lineups)
    home, away = dataset.metadata.teams
    goals: list[tuple[str, str, str, bool]] = []
    subs, cards, changes = [], [], []
    score = {home.name: 0, away.name: 0}
    shootout = {home.name: 0, away.name: 0}
    other = {home.name: away.name, away.name: home.name}
    for e in dataset.events:
        period, seconds = e.period.id, e.timestamp.total_seconds()
        who = e.player.name if e.player else ""
        if e.event_type is EventType.SHOT and period == 5:
            shootout[e.team.name] += e.result is ShotResult.GOAL
        elif e.event_type is EventType.SHOT and e.result is ShotResult.GOAL:
            goals.append((e.team.name, who, minute_text(period, seconds), False))
            score[e.team.name] += 1
        elif e.event_type is EventType.SHOT and e.result is ShotResult.OWN_GOAL:
            goals.append((e.team.name, who, minute_text(period, seconds), True))
            score[other[e.team.name]] += 1
        elif e.event_type is EventType.SUBSTITUTION:
            subs.append((e.team.name, who, e.replacement_player.name, minute_text(period, seconds)))
        elif e.event_type is EventType.CARD and period != 5:
            cards.append(
                (e.team.name, who, _KLOPPY_CARDS[e.card_type], minute_text(period, seconds))
            )
        elif e.event_type is EventType.FORMATION_CHANGE:
            changes.append((e.team.name, e.formation_type.value))
    return Facts(
        goals=goals,
        substitutions=subs,
        cards=cards,
        formations={t.name: t.starting_formation.value for t in (home, away)},
        formation_changes=changes,
        periods=[p.id for p in dataset.metadata.periods],
        score=(score[home.name], score[away.name]),
        shootout=(shootout[home.name], shootout[away.name]),
    )


def jersey_numbers(files: Mapping[str, bytes]) -> dict[str, Any]:
    """Player name → shirt number as kloppy reads them."""
    events = next(v for k, v in files.items() if k.startswith("events"))
    lineups = next(v for k, v in files.items() if k.startswith("lineups"))
    dataset = statsbomb.load(event_data=events, lineup_data=lineups)
    return {p.name: p.jersey_no for t in dataset.metadata.teams for p in t.players}
