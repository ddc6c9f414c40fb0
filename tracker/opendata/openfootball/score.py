"""Reading a match's score and scorers from an openfootball file.

A score gives ``ht``, ``ft``, ``et`` (after extra time, the whole match's goals) and
``p`` (the shootout); its parts must agree with each other. ``goals1`` lists the goals
that count for ``team1`` and ``goals2`` those for ``team2``, own goals included; when
listed they must add up to the score.
"""

from __future__ import annotations

from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.model import Side
from tracker.core.match.shootout import possible_result
from tracker.core.results.values import Goal, Pair, Score
from tracker.opendata.openfootball.values import OpenFootballError, goal_time, text_at

#: A shootout's score no shootout can end on (see :func:`possible_result`).
IMPOSSIBLE_SHOOTOUT = (
    "a shootout cannot end {home}-{away}: it stops once one side cannot catch up, so it "
    "ends three apart at most, and one apart after sudden death"
)


def _read_pair(value: Any, where: str) -> Pair:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 1000 for v in value)
    ):
        raise OpenFootballError(
            where, _("{value!r} is not a score such as [2, 1]").format(value=value)
        )
    return (value[0], value[1])


def read_score(value: Any, where: str, *, leg: bool = False) -> Score | None:
    """The score at ``where`` (``{"ft": [1, 2], "ht": [0, 0]}``); ``None`` when unplayed.

    ``leg``: the match may be the second leg of a tie, where extra time and a
    shootout follow a level aggregate, not a level match.

    Raises:
        OpenFootballError: The score cannot be read or contradicts itself.
    """
    if value is None or value == {} or value == []:
        return None
    if isinstance(value, list):
        return Score(ft=_read_pair(value, where))
    if not isinstance(value, dict):
        raise OpenFootballError(where, _("{value!r} is not a score").format(value=value))
    parts = {
        key: _read_pair(value[key], f"{where}.{key}") if value.get(key) is not None else None
        for key in ("ht", "ft", "et", "p")
    }
    ht, ft, et, pens = parts["ht"], parts["ft"], parts["et"], parts["p"]
    if ft is None and et is None:
        raise OpenFootballError(where, _("has neither ft nor et (the score after play)"))
    problem = _score_problem(ht, ft, et, pens, leg=leg)
    if problem is not None:
        raise OpenFootballError(f"{where}.{problem[0]}", problem[1])
    return Score(ft=ft, ht=ht, et=et, penalties=pens)


def _score_problem(
    ht: Pair | None, ft: Pair | None, et: Pair | None, pens: Pair | None, *, leg: bool = False
) -> tuple[str, str] | None:
    """The part of a score that contradicts another, and why; ``None`` if it adds up."""
    if ht is not None and ft is not None and (ht[0] > ft[0] or ht[1] > ft[1]):
        return "ht", _("{ht} has more goals than the full-time {ft}").format(
            ht=list(ht), ft=list(ft)
        )
    if et is not None and ft is not None:
        if ft[0] != ft[1] and not leg:
            return "et", _("extra time after a match decided at full time ({ft})").format(
                ft=list(ft)
            )
        if et[0] < ft[0] or et[1] < ft[1]:
            return "et", _("{et} has fewer goals than the full-time {ft}").format(
                et=list(et), ft=list(ft)
            )
    if pens is not None:
        home, away = Score(ft, et=et).final
        if home != away and not leg:
            return "p", _("a shootout after a match decided in play ({home}-{away})").format(
                home=home, away=away
            )
        if pens[0] == pens[1]:
            return "p", _("a shootout does not end level ({home}-{away})").format(
                home=pens[0], away=pens[1]
            )
        if not possible_result(pens[0], pens[1]):
            return "p", _(IMPOSSIBLE_SHOOTOUT).format(home=pens[0], away=pens[1])
    return None


def read_goals(raw: dict[str, Any], where: str, score: Score) -> tuple[tuple[Goal, ...], bool]:
    """The goals of the match ``raw`` at ``where``, and whether they are all its goals.

    ``goals1`` counts for the home side (``team1``), own goals included.

    Raises:
        OpenFootballError: A goal cannot be read, or the lists do not add up to the score.
    """
    if raw.get("goals1") is None and raw.get("goals2") is None:
        # Files leave the lists out of a goalless match: its scorers are known (none).
        return (), score.final == (0, 0)
    goals: list[Goal] = []
    sides = (("goals1", Side.HOME, score.final[0]), ("goals2", Side.AWAY, score.final[1]))
    for key, side, count in sides:
        listed = raw.get(key, [])
        if not isinstance(listed, list):
            raise OpenFootballError(f"{where}.{key}", _("is not a list of goals"))
        if len(listed) != count:
            problem = (
                _("lists 1 goal, but the score gives {count}").format(count=count)
                if len(listed) == 1
                else _("lists {listed} goals, but the score gives {count}").format(
                    listed=len(listed), count=count
                )
            )
            raise OpenFootballError(f"{where}.{key}", problem)
        goals.extend(
            _read_goal(item, f"{where}.{key}[{i}]", side, score.extra_time)
            for i, item in enumerate(listed)
        )
    return tuple(goals), True


def _read_goal(raw: Any, where: str, side: Side, extra_time: bool) -> Goal:
    if not isinstance(raw, dict):
        raise OpenFootballError(where, _("is not a goal (a JSON object)"))
    try:
        time = goal_time(raw.get("minute"), raw.get("offset"), extra_time=extra_time)
    except ValueError as exc:
        raise OpenFootballError(f"{where}.minute", str(exc)) from None
    flags = {}
    for key in ("penalty", "owngoal"):
        value = raw.get(key, False)
        if not isinstance(value, bool):
            problem = _("{value!r} is not true or false").format(value=value)
            raise OpenFootballError(f"{where}.{key}", problem)
        flags[key] = value
    if flags["penalty"] and flags["owngoal"]:
        raise OpenFootballError(where, _("a goal is not both a penalty and an own goal"))
    scorer = text_at(raw.get("name"), f"{where}.name")
    return Goal(side, scorer, time, penalty=flags["penalty"], own_goal=flags["owngoal"])


__all__ = ["read_goals", "read_score"]
