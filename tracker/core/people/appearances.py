"""Each player's figures in one match, derived from its log or from its result goals.

These are what the store keeps as ``appearance`` rows, so tables and tallies are sums
over stored rows, never a replay per match.

- A logged match (:func:`from_state`): a line for every player who started or came
  on, and for a booked substitute who never came on (his card counts for
  suspensions; he made no appearance): started, the minute he came on, minutes
  played (stoppage time counted), goals, penalties, own goals, assists, cards, and
  goals scored after coming on.
- A result (:func:`from_result_goals`): a line per scorer only; starts, minutes and
  assists are unknown (None / 0), and so are his team-mates who did not score. An
  own goal's scorer played for the side the goal does not count for.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from tracker.core.match.events import CardKind, GoalKind
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState


@dataclass(frozen=True)
class Figures:
    """One player's figures in one match (``started``/``minutes`` None: unknown)."""

    side: Side
    started: bool | None = None
    came_on: int | None = None
    minutes: int | None = None
    goals: int = 0
    penalties: int = 0
    own_goals: int = 0
    assists: int = 0
    yellows: int = 0
    reds: int = 0
    sub_goals: int = 0


def from_state(state: MatchState) -> dict[int, Figures]:
    """Every player's figures in a replayed logged match, by pid."""
    out: dict[int, Figures] = {}
    for side in Side:
        team = state.match.team(side)
        starters = set(team.lineup.starters) if team.lineup is not None else set()
        came_on = state.side(side).came_on
        if team.lineup is None:
            continue
        for player in team.squad:
            pid = player.pid
            started = pid in starters
            on_at = came_on.get(pid)
            tally = state.tally(pid)
            played = started or on_at is not None
            if not played and not tally.cards:
                continue
            goals = tally.goals
            # A substitute's goals all came after he came on: the log's rules see to it.
            sub_goals = len(goals) if on_at is not None and not started else 0
            out[pid] = Figures(
                side=side,
                started=started,
                came_on=on_at.written_minute + on_at.added if on_at is not None else None,
                minutes=state.minutes_played(pid) if played else 0,
                goals=len(goals),
                penalties=sum(1 for g in goals if g.how is GoalKind.PENALTY),
                own_goals=len(tally.own_goals),
                assists=len(tally.assists),
                yellows=sum(1 for c in tally.cards if c.card is not CardKind.RED),
                reds=sum(1 for c in tally.cards if c.card.sends_off),
                sub_goals=sub_goals,
            )
    return out


@dataclass(frozen=True)
class ResultGoal:
    """A goal of a results-only match as stored: who, for which side, how."""

    person_id: int | None
    side: Side
    penalty: bool = False
    own_goal: bool = False


def from_result_goals(goals: Iterable[ResultGoal]) -> dict[int, Figures]:
    """Each scorer's figures in a results-only match, by person id."""
    out: dict[int, Figures] = {}
    for goal in goals:
        if goal.person_id is None:
            continue
        side = goal.side.other if goal.own_goal else goal.side
        line = out.get(goal.person_id, Figures(side=side))
        if goal.own_goal:
            line = replace(line, own_goals=line.own_goals + 1)
        else:
            line = replace(line, goals=line.goals + 1, penalties=line.penalties + goal.penalty)
        out[goal.person_id] = line
    return out


__all__ = ["Figures", "ResultGoal", "from_result_goals", "from_state"]
