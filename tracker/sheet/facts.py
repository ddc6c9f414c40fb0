"""Key facts a reporter would write, derived from the event log and nothing else.

Each fact is checked against the replayed state; where the log does not settle a
question (a goal without a scorer, a match still in play) no fact is stated.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tracker.core.match.events import Card, Goal, GoalKind, PlayerOff, Substitution
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState

When = Callable[[MatchTime], str]

_COUNT_WORDS = {2: "twice", 3: "a hat-trick", 4: "four times", 5: "five times"}
_ALL_WORDS = {2: "both", 3: "all three", 4: "all four", 5: "all five"}
_DOWN_WORDS = {1: "a goal", 2: "two goals", 3: "three goals"}
_MEN_WORDS = {10: "ten", 9: "nine", 8: "eight", 7: "seven", 6: "six", 5: "five", 4: "four"}


@dataclass(frozen=True)
class _Scored:
    goal: Goal
    side: Side
    home: int
    away: int


def key_facts(state: MatchState, when: When) -> list[str]:
    """Sentences that follow from the log: winner, comebacks, braces, assists, red cards."""
    scored = _running_score(state)
    facts: list[str] = []
    facts += _winner(state, scored, when)
    facts += _comeback(state, scored)
    facts += _lost_leads(state, scored, when)
    facts += _scorers(state, when)
    facts += _assists(state, when)
    facts += _sendings_off(state, when)
    facts += _clean_sheets(state)
    return facts


def _running_score(state: MatchState) -> list[_Scored]:
    home = away = 0
    out = []
    for goal in state.goals():
        if goal.for_side is Side.HOME:
            home += 1
        else:
            away += 1
        out.append(_Scored(goal, goal.for_side, home, away))
    return out


def _name(state: MatchState, pid: int) -> str:
    return state.match.player(pid).name


def _times(goals: list[Goal], when: When) -> str:
    return ", ".join(when(g.time) for g in goals)


def _winner(state: MatchState, scored: list[_Scored], when: When) -> list[str]:
    """The goal after which the winners led for good, and who scored it."""
    winner = state.winner()
    if winner is None or state.score[Side.HOME] == state.score[Side.AWAY]:
        return []
    losers = state.score[winner.other]
    decisive = [s for s in scored if s.side is winner][losers].goal
    minute = when(decisive.time)
    if decisive.scorer is None:
        return []
    name = _name(state, decisive.scorer)
    if decisive.how is GoalKind.OWN_GOAL:
        return [f"The winner was an own goal by {name} ({minute})"]
    how = " from the penalty spot" if decisive.how is GoalKind.PENALTY else ""
    came_on = state.side(decisive.side).came_on.get(decisive.scorer)
    if came_on is not None and came_on <= decisive.time:
        after = round(state.clock(decisive.time) - state.clock(came_on))
        return [
            f"{name} scored the winner{how} as a substitute ({minute}), "
            f"{_minutes(after)} after coming on"
        ]
    return [f"{name} scored the winner{how} ({minute})"]


def _minutes(count: int) -> str:
    return "a minute" if count == 1 else f"{count} minutes"


def _comeback(state: MatchState, scored: list[_Scored]) -> list[str]:
    winner = state.winner()
    if winner is None:
        return []
    deficit = 0
    for s in scored:
        mine, theirs = (s.home, s.away) if winner is Side.HOME else (s.away, s.home)
        deficit = max(deficit, theirs - mine)
    if not deficit:
        return []
    words = _DOWN_WORDS.get(deficit, f"{deficit} goals")
    how = " on penalties" if state.score[Side.HOME] == state.score[Side.AWAY] else ""
    return [f"{state.match.team(winner).name} came from {words} down to win{how}"]


def _lost_leads(state: MatchState, scored: list[_Scored], when: When) -> list[str]:
    """Leads that did not last, for a team that went on not to win the match."""
    if not state.finished:
        return []
    winner = state.winner()
    facts = []
    leader: Side | None = None
    since = ""
    for s in scored:
        now = Side.HOME if s.home > s.away else Side.AWAY if s.away > s.home else None
        if now is leader:
            continue
        if leader is not None and leader is not winner:
            team = state.match.team(leader).name
            facts.append(f"{team} led from {since} until {when(s.goal.time)}")
        leader, since = now, when(s.goal.time)
    return facts


def _scorers(state: MatchState, when: When) -> list[str]:
    by: dict[int, list[Goal]] = {}
    for goal in state.goals():
        if goal.scorer is not None and goal.how is not GoalKind.OWN_GOAL:
            by.setdefault(goal.scorer, []).append(goal)
    facts = []
    for pid, goals in by.items():
        if len(goals) >= 2:
            words = _COUNT_WORDS.get(len(goals), f"{len(goals)} goals")
            facts.append(f"{_name(state, pid)} scored {words} ({_times(goals, when)})")
    return facts


def _assists(state: MatchState, when: When) -> list[str]:
    facts = []
    for side in Side:
        goals = [g for g in state.goals() if g.for_side is side]
        team = state.match.team(side).name
        by: dict[int, list[Goal]] = {}
        for goal in goals:
            if goal.assist is not None:
                by.setdefault(goal.assist, []).append(goal)
        for pid, assisted in by.items():
            if len(assisted) < 2:
                continue
            name = _name(state, pid)
            if len(assisted) == len(goals):
                words = _ALL_WORDS.get(len(goals), f"all {len(goals)}")
                facts.append(f"{name} assisted {words} {team} goals ({_times(assisted, when)})")
            else:
                facts.append(f"{name} made {len(assisted)} assists ({_times(assisted, when)})")
    return facts


def _sendings_off(state: MatchState, when: When) -> list[str]:
    """A sending-off of a player on the pitch leaves his team a man short."""
    on_pitch: dict[Side, set[int]] = {}
    for side in Side:
        lineup = state.match.team(side).lineup
        on_pitch[side] = set(lineup.starters) if lineup is not None else set()
    facts = []
    for event in state.events:
        if isinstance(event, Substitution):
            on_pitch[event.side].discard(event.off)
            on_pitch[event.side].add(event.on)
        elif isinstance(event, PlayerOff):
            on_pitch[event.side].discard(event.player)
        elif (
            isinstance(event, Card)
            and event.card.sends_off
            and event.player in on_pitch[event.side]
        ):
            on_pitch[event.side].discard(event.player)
            left = len(on_pitch[event.side])
            facts.append(
                f"{state.match.team(event.side).name} were down to "
                f"{_MEN_WORDS.get(left, str(left))} men from {when(event.time)}, "
                f"when {_name(state, event.player)} was sent off"
            )
    return facts


def _clean_sheets(state: MatchState) -> list[str]:
    if not state.finished:
        return []
    return [
        f"{state.match.team(side).name} kept a clean sheet"
        for side in Side
        if state.score[side.other] == 0
    ]
