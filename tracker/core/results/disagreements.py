"""Where a logged match and a results file disagree about the same match.

A results import links a result to a match already logged event by event (same two
teams, same date): the logged match is the richer record and is kept. What the two
say differently — the score, a scorer's minute (85' here, 86' in the file), a goal
one of them lacks — is listed for the user, one line each.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event, Goal, GoalKind
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.model import Match, fold
from tracker.core.people.nameforms import conflicts, form_rule
from tracker.core.results.values import Pair, Result


@dataclass(frozen=True)
class TeamGoal:
    """A goal by the team it counts for, as either record gives it."""

    team: str
    scorer: str
    time: MatchTime
    penalty: bool = False
    own_goal: bool = False
    #: The scorer's known-as name ("Griezmann"), where the record has one.
    known_as: str = ""


@dataclass(frozen=True)
class Logged:
    """What a logged match says, in the terms a results file uses.

    Attributes:
        home: The home team's name.
        away: The away team's name.
        score: Goals of the whole match (home, away).
        half_time: The half-time score, if known.
        shootout: The shootout's kicks scored, if there was one.
        goals: Its goals in match order.
        in_play: Its log is short of full time, play going on (not abandoned).
    """

    home: str
    away: str
    score: Pair
    half_time: Pair | None
    shootout: Pair | None
    goals: tuple[TeamGoal, ...]
    in_play: bool = False


def logged_goals(match: Match, events: Iterable[Event]) -> tuple[TeamGoal, ...]:
    """The goals of a logged match, each with the team it counts for."""
    out = []
    for event in events:
        if not isinstance(event, Goal):
            continue
        player = match.team(event.side).player(event.scorer) if event.scorer else None
        out.append(
            TeamGoal(
                team=match.team(event.for_side).name,
                scorer=player.name if player is not None else "",
                time=event.time,
                penalty=event.how is GoalKind.PENALTY,
                own_goal=event.how is GoalKind.OWN_GOAL,
                known_as=player.known_as if player is not None else "",
            )
        )
    return tuple(out)


def _file_goals(result: Result) -> list[TeamGoal]:
    return [
        TeamGoal(result.team(g.side), g.scorer, g.time, g.penalty, g.own_goal) for g in result.goals
    ]


def _by_team(pair: Pair | None, home: str, away: str) -> dict[str, int] | None:
    if pair is None:
        return None
    return {fold(home): pair[0], fold(away): pair[1]}


def _score_text(scores: dict[str, int], first: str, second: str) -> str:
    return f"{first} {scores[fold(first)]}-{scores[fold(second)]} {second}"


def differences(result: Result, logged: Logged) -> list[str]:
    """What the file says otherwise than the logged match, one line each (none: agree).

    Scores are compared by team (the file may name the teams the other way round);
    goals by team and scorer (names folded: accents and case do not count; a form of
    the logged name or its known-as name, "Griezmann" for "Antoine Griezmann", is the
    same scorer), then by time. Scorers are compared only when the file lists them.
    A score the file gives as awarded is said so (the logged match keeps its own),
    alone where the log is still in play: its score so far and its goals are no
    match's whole to compare.
    """
    first, second = logged.home, logged.away
    if result.awarded and logged.in_play:
        return [_awarded_in_play(result, logged)]
    lines = []
    for what, here, there in (
        ("score", logged.score, result.score.final),
        ("half-time score", logged.half_time, result.score.ht),
        ("shootout", logged.shootout, result.score.penalties),
    ):
        mine = _by_team(here, logged.home, logged.away)
        theirs = _by_team(there, result.home, result.away)
        if what == "half-time score" and (mine is None or theirs is None):
            continue  # one of them does not know it: nothing to compare
        if what == "score" and result.awarded and mine and theirs:
            # The competition's decision, not a score played: said even where the two
            # agree, since nothing here marks the logged score as awarded.
            lines.append(
                _(
                    "score: {here} here, {there} awarded in the file; the score logged "
                    "here stands, in the tables too"
                ).format(
                    here=_score_text(mine, first, second), there=_score_text(theirs, first, second)
                )
            )
            continue
        if mine == theirs:
            continue
        said_here = _score_text(mine, first, second) if mine else ""
        said_there = _score_text(theirs, first, second) if theirs else ""
        lines.append(_compared(what, said_here, said_there))
    if result.scorers_known or result.goals:
        lines.extend(_goal_differences(logged.goals, _file_goals(result)))
    return lines


def _awarded_in_play(result: Result, logged: Logged) -> str:
    """The line of a match the file gives as awarded whose log here is in play."""
    first, second = logged.home, logged.away
    here = _by_team(logged.score, first, second)
    there = _by_team(result.score.final, result.home, result.away)
    assert here is not None and there is not None
    return _(
        "score: {here} so far here, its log short of full time; {there} awarded in the "
        "file; the match logged here stands, not the award, and counts in the tables "
        "from full time"
    ).format(here=_score_text(here, first, second), there=_score_text(there, first, second))


def _compared(what: str, here: str, there: str) -> str:
    """One line of a score the two records give otherwise ("": one of them has none)."""
    if what == "score":
        return _("score: {here} here, {there} in the file").format(here=here, there=there)
    if what == "half-time score":
        return _("half-time score: {here} here, {there} in the file").format(here=here, there=there)
    if not here:
        return _("shootout: none here, {there} in the file").format(there=there)
    if not there:
        return _("shootout: {here} here, none in the file").format(here=here)
    return _("shootout: {here} here, {there} in the file").format(here=here, there=there)


def _goal_differences(here: Sequence[TeamGoal], there: Sequence[TeamGoal]) -> list[str]:
    unmatched = list(there)
    lines: list[str] = []
    missing_here: list[TeamGoal] = []
    for goal in here:
        ours = [g for g in unmatched if fold(g.team) == fold(goal.team)]
        same = [g for g in ours if fold(g.scorer) == fold(goal.scorer)]
        if not same:  # "Griezmann" in the file, "Antoine Griezmann" here: one man
            same = [g for g in ours if _one_scorer(goal, g)]
        if not same:
            missing_here.append(goal)
            continue
        closest = min(same, key=lambda g: abs(g.time.elapsed - goal.time.elapsed))
        unmatched.remove(closest)
        if closest.time != goal.time:
            lines.append(
                _("{team}: {goal} at {time} here, {there} in the file").format(
                    team=goal.team, goal=_which(goal), time=goal.time, there=closest.time
                )
            )
        elif closest.own_goal != goal.own_goal or closest.penalty != goal.penalty:
            lines.append(
                _("{team}: {goal} at {time} is {kind} here, {other} in the file").format(
                    team=goal.team,
                    goal=_which(goal),
                    time=goal.time,
                    kind=_kind(goal),
                    other=_kind(closest),
                )
            )
    for goal in missing_here:
        lines.append(
            _("{team}: {goal} at {time} here is not in the file").format(
                team=goal.team, goal=_which(goal), time=goal.time
            )
        )
    for goal in unmatched:
        lines.append(
            _("{team}: {goal} at {time} in the file is not logged here").format(
                team=goal.team, goal=_which(goal), time=goal.time
            )
        )
    return lines


def _one_scorer(here: TeamGoal, there: TeamGoal) -> bool:
    """Whether the file's scorer is a form of the logged one's name or known-as name."""
    names = [n for n in (here.scorer, here.known_as) if n]
    return any(form_rule(n, there.scorer) for n in names) and not any(
        conflicts(n, there.scorer) for n in names
    )


def _which(goal: TeamGoal) -> str:
    """ "Enzo Fernández's goal", "an unnamed scorer's own goal"."""
    if not goal.scorer:
        return _("an unnamed scorer's own goal") if goal.own_goal else _("an unnamed scorer's goal")
    if goal.own_goal:
        return _("{name}'s own goal").format(name=goal.scorer)
    return _("{name}'s goal").format(name=goal.scorer)


def _kind(goal: TeamGoal) -> str:
    if goal.own_goal:
        return _("an own goal")
    return _("a penalty") if goal.penalty else _("from play")


__all__ = ["Logged", "TeamGoal", "differences", "logged_goals"]
