"""Key facts a reporter would write, derived from the event log and nothing else.

Each fact is checked against the replayed state; where the log does not settle a
question (a goal without a scorer, a match still in play) no fact is stated.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tracker.core.bidi import isolate
from tracker.core.i18n import Translate
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


def key_facts(state: MatchState, when: When, t: Translate = str) -> list[str]:
    """Sentences that follow from the log: winner, comebacks, braces, assists, a man down.

    ``t`` writes each sentence's English template in the sheet's language.
    """
    scored = _running_score(state)
    facts: list[str] = []
    facts += _winner(state, scored, when, t)
    facts += _comeback(state, scored, t)
    facts += _lost_leads(state, scored, when, t)
    facts += _scorers(state, when, t)
    facts += _assists(state, when, t)
    facts += _sendings_off(state, when, t)
    facts += _clean_sheets(state, t)
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
    # A fact is a sentence to read, never data: a right-to-left name is isolated so the
    # minutes after it stay in order.
    return isolate(state.match.player(pid).name)


def _team(state: MatchState, side: Side) -> str:
    return isolate(state.match.team(side).name)


def _times(goals: list[Goal], when: When) -> str:
    return ", ".join(when(g.time) for g in goals)


def _winner(state: MatchState, scored: list[_Scored], when: When, t: Translate) -> list[str]:
    """The goal after which the winners led for good, and who scored it."""
    winner = state.winner()
    if winner is None or state.score[Side.HOME] == state.score[Side.AWAY] or _on_aggregate(state):
        return []
    losers = state.score[winner.other]
    decisive = [s for s in scored if s.side is winner][losers].goal
    minute = when(decisive.time)
    if decisive.scorer is None:
        return []
    name = _name(state, decisive.scorer)
    if decisive.how is GoalKind.OWN_GOAL:
        return [t("The winner was an own goal by {name} ({minute})").format(**locals())]
    penalty = decisive.how is GoalKind.PENALTY
    came_on = state.side(decisive.side).came_on.get(decisive.scorer)
    if came_on is not None and came_on <= decisive.time:
        after = _minutes(round(state.clock(decisive.time) - state.clock(came_on)), t)
        template = (
            "{name} scored the winner from the penalty spot as a substitute ({minute}), "
            "{after} after coming on"
            if penalty
            else "{name} scored the winner as a substitute ({minute}), {after} after coming on"
        )
        return [t(template).format(name=name, minute=minute, after=after)]
    template = (
        "{name} scored the winner from the penalty spot ({minute})"
        if penalty
        else "{name} scored the winner ({minute})"
    )
    return [t(template).format(name=name, minute=minute)]


def _minutes(count: int, t: Translate) -> str:
    return t("a minute") if count == 1 else t("{count} minutes").format(count=count)


def _on_aggregate(state: MatchState) -> bool:
    """True for a tie's leg won on the day and then settled on penalties (the aggregate
    level): the day's winners did not win the tie, and may have lost it."""
    return state.went_to_shootout and state.score[Side.HOME] != state.score[Side.AWAY]


def _comeback(state: MatchState, scored: list[_Scored], t: Translate) -> list[str]:
    winner = state.winner()
    if winner is None or _on_aggregate(state):
        return []
    deficit = 0
    for s in scored:
        mine, theirs = (s.home, s.away) if winner is Side.HOME else (s.away, s.home)
        deficit = max(deficit, theirs - mine)
    if not deficit:
        return []
    words = t(_DOWN_WORDS.get(deficit, "{count} goals")).format(count=deficit)
    template = (
        "{team} came from {words} down to win on penalties"
        if state.score[Side.HOME] == state.score[Side.AWAY]
        else "{team} came from {words} down to win"
    )
    return [t(template).format(team=_team(state, winner), words=words)]


def _lost_leads(state: MatchState, scored: list[_Scored], when: When, t: Translate) -> list[str]:
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
            team = _team(state, leader)
            until = when(s.goal.time)
            if until == since:  # scored, then pulled back in the same minute
                facts.append(t("{team} led for a moment at {since}").format(**locals()))
            else:
                facts.append(t("{team} led from {since} until {until}").format(**locals()))
        leader, since = now, when(s.goal.time)
    return facts


def _scorers(state: MatchState, when: When, t: Translate) -> list[str]:
    by: dict[int, list[Goal]] = {}
    for goal in state.goals():
        if goal.scorer is not None and goal.how is not GoalKind.OWN_GOAL:
            by.setdefault(goal.scorer, []).append(goal)
    facts = []
    for pid, goals in by.items():
        if len(goals) >= 2:
            words = t(_COUNT_WORDS.get(len(goals), "{count} goals")).format(count=len(goals))
            name, times = _name(state, pid), _times(goals, when)
            facts.append(t("{name} scored {words} ({times})").format(**locals()))
    return facts


def _assists(state: MatchState, when: When, t: Translate) -> list[str]:
    facts = []
    for side in Side:
        goals = [g for g in state.goals() if g.for_side is side]
        team = _team(state, side)
        by: dict[int, list[Goal]] = {}
        for goal in goals:
            if goal.assist is not None:
                by.setdefault(goal.assist, []).append(goal)
        for pid, assisted in by.items():
            if len(assisted) < 2:
                continue
            name, times, count = _name(state, pid), _times(assisted, when), len(assisted)
            if len(assisted) == len(goals):
                words = t(_ALL_WORDS.get(len(goals), "all {count}")).format(count=count)
                template = "{name} assisted {words} {team} goals ({times})"
                facts.append(t(template).format(**locals()))
            else:
                facts.append(t("{name} made {count} assists ({times})").format(**locals()))
    return facts


def _sendings_off(state: MatchState, when: When, t: Translate) -> list[str]:
    """A sending-off of a player on the pitch, or a player leaving it unreplaced, leaves
    his team a man short: the fact says how many are left and why."""
    on_pitch: dict[Side, set[int]] = {}
    for side in Side:
        lineup = state.match.team(side).lineup
        on_pitch[side] = set(lineup.starters) if lineup is not None else set()
    facts = []
    for event in state.events:
        if isinstance(event, Substitution):
            on_pitch[event.side].discard(event.off)
            on_pitch[event.side].add(event.on)
            continue
        if isinstance(event, PlayerOff):
            player: int | None = event.player
            # The log records no reason he left, only that nobody replaced him.
            template = t(
                "{team} were down to {men} men from {minute}, "
                "when {name} went off and was not replaced"
            )
        elif isinstance(event, Card) and event.card.sends_off:
            player = event.player
            template = t("{team} were down to {men} men from {minute}, when {name} was sent off")
        else:
            continue
        if player is None or player not in on_pitch[event.side]:
            continue  # a card to the bench or an official: nobody less on the pitch
        on_pitch[event.side].discard(player)
        left = len(on_pitch[event.side])
        facts.append(
            template.format(
                team=_team(state, event.side),
                men=t(_MEN_WORDS[left]) if left in _MEN_WORDS else str(left),
                minute=when(event.time),
                name=_name(state, player),
            )
        )
    return facts


def _clean_sheets(state: MatchState, t: Translate) -> list[str]:
    if not state.finished:
        return []
    return [
        t("{team} kept a clean sheet").format(team=_team(state, side))
        for side in Side
        if state.score[side.other] == 0
    ]
