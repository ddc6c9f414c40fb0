"""Reading openfootball's ``worldcup.json`` files into results and fixtures.

openfootball (public domain) publishes every World Cup as one JSON file per edition:
``{"name": "World Cup 2026", "matches": [...]}``, each match with its round, date,
time, teams, ground, score (``ht``, ``ft``, ``et``, ``p``) and, in some years, the
scorers (``goals1`` counts for ``team1``, own goals included). A groups file
(``worldcup.groups.json``) names each group's teams; it gives the group of a
"Matchday N" match that does not say its own. The format is described in
``docs/openfootball.md``; rounds are read by :mod:`tracker.core.results.rounds`, scores and
goals by :mod:`tracker.opendata.openfootball.score`, minutes and times by
:mod:`tracker.opendata.openfootball.values`.

A file that cannot be read raises :class:`OpenFootballError` naming the place, such
as ``matches[101].goals2[1].minute``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import re
from collections.abc import Sequence
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Side
from tracker.core.results.rounds import Round, RoundError, Stage, group_name, read_round
from tracker.core.results.values import Edition, Fixture, Goal, Placeholder, Result
from tracker.opendata.openfootball.repeats import listed_once
from tracker.opendata.openfootball.score import read_goals, read_score
from tracker.opendata.openfootball.values import (
    OpenFootballError,
    in_groups_file,
    placeholder,
    read_date,
    read_kickoff,
    read_status,
    text_at,
    versus,
)

#: Competition names by the words of the source's name without its year.
_COMPETITIONS = {
    "world cup": "FIFA World Cup",
    "club world cup": "FIFA Club World Cup",
    "world cup qualifying": "FIFA World Cup qualification",
}


def parse_edition(
    text: str, groups_text: str | None = None, *, today: dt.date | None = None
) -> Edition:
    """Read one edition from a ``worldcup.json`` text, and its groups file if given.

    A league season (football.json, a name such as "English Premier League 2023/24")
    is read by :func:`tracker.opendata.openfootball.league.parse_league`.

    Args:
        text: The ``worldcup.json`` file's text.
        groups_text: The ``worldcup.groups.json`` file's text, or ``None``.
        today: The day of the import, for a league season (a match dated before it
            without a score is reported as missing its result).

    Returns:
        The edition with its results and fixtures, in the file's order.

    Raises:
        OpenFootballError: Either file cannot be read; the message names the place
            (a place in the groups file starts with ``groups file:``).
    """
    data = _load(text, groups=False)
    groups = _read_groups(_load(groups_text, groups=True)) if groups_text else {}
    if not isinstance(data, dict):
        problem = _("is not a JSON object with a list of matches")
        raise OpenFootballError(_("the file"), problem)
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        problem = _("the edition's name (such as World Cup 2026) is missing")
        raise OpenFootballError("name", problem)
    from tracker.opendata.openfootball.league import is_league, parse_league

    if is_league(name) and not groups:
        return parse_league(data, today)
    competition, year = _competition(name)
    matches: list[Result | Fixture] = []
    problems: list[str] = []
    listed = _raw_matches(data)
    for where, raw, round_name in listed:
        matches.append(_read_match(raw, where, round_name, groups, problems))
    edition = Edition(
        competition=competition,
        year=year,
        name=name.strip(),
        matches=tuple(matches),
        problems=tuple(problems),
    )
    return listed_once(edition, [item[0] for item in listed])


def _load(text: str, *, groups: bool) -> Any:
    """The JSON in a file's text; a place in the groups file says so (``groups``)."""

    def place(where: str) -> str:
        return in_groups_file(where) if groups else where

    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = _("line {line}, column {column}").format(line=exc.lineno, column=exc.colno)
        problem = _("not valid JSON ({message})").format(message=exc.msg)
        raise OpenFootballError(place(where), problem) from None
    except RecursionError:
        problem = _("nested too deeply to read")
        raise OpenFootballError(place(_("the file")), problem) from None
    except ValueError as exc:  # an integer of thousands of digits
        problem = _("not valid JSON ({error})").format(error=exc)
        raise OpenFootballError(place(_("the file")), problem) from None


def _competition(name: str) -> tuple[str, int]:
    found = re.search(r"\b(1[89]\d\d|2\d\d\d)\b", name)
    if not found:
        problem = _("{name!r} does not say the year (World Cup 2026)").format(name=name)
        raise OpenFootballError("name", problem)
    rest = " ".join((name[: found.start()] + name[found.end() :]).split())
    return _COMPETITIONS.get(rest.casefold(), rest or "FIFA World Cup"), int(found.group(1))


def _raw_matches(data: dict[str, Any]) -> list[tuple[str, Any, str | None]]:
    """Each match with its place and the round its list gives (older files nest them)."""
    if "matches" in data:
        matches = data["matches"]
        if not isinstance(matches, list):
            raise OpenFootballError("matches", _("is not a list of matches"))
        return [(f"matches[{i}]", raw, None) for i, raw in enumerate(matches)]
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        raise OpenFootballError(_("the file"), _("has no list of matches"))
    out: list[tuple[str, Any, str | None]] = []
    for r, entry in enumerate(rounds):
        if not isinstance(entry, dict) or not isinstance(entry.get("matches"), list):
            problem = _("is not a round with a list of matches")
            raise OpenFootballError(f"rounds[{r}]", problem)
        name = entry.get("name") if isinstance(entry.get("name"), str) else None
        out.extend((f"rounds[{r}].matches[{i}]", m, name) for i, m in enumerate(entry["matches"]))
    return out


def _read_groups(data: Any) -> dict[str, str]:
    """Each team's group from a groups file: ``{"Brazil": "Group A", ...}``."""
    if not isinstance(data, dict) or not isinstance(data.get("groups"), list):
        problem = _("is not a JSON object with groups")
        raise OpenFootballError(in_groups_file(_("the file")), problem)
    out: dict[str, str] = {}
    for g, entry in enumerate(data["groups"]):
        where = in_groups_file(f"groups[{g}]")
        if not isinstance(entry, dict) or not isinstance(entry.get("teams"), list):
            raise OpenFootballError(where, _("is not a group with a name and teams"))
        try:
            name = group_name(text_at(entry.get("name"), f"{where}.name"))
        except RoundError as exc:
            raise OpenFootballError(f"{where}.name", str(exc)) from None
        for t, team in enumerate(entry["teams"]):
            team_name = text_at(team, f"{where}.teams[{t}]")
            if team_name in out:
                problem = _("{team!r} is in {group} and {other}").format(
                    team=team_name, group=out[team_name], other=name
                )
                raise OpenFootballError(f"{where}.teams[{t}]", problem)
            out[team_name] = name
    return out


def _read_match(
    raw: Any, where: str, list_round: str | None, groups: dict[str, str], problems: list[str]
) -> Result | Fixture:
    if not isinstance(raw, dict):
        raise OpenFootballError(where, _("is not a match (a JSON object)"))
    home_text = text_at(raw.get("team1"), f"{where}.team1")
    away_text = text_at(raw.get("team2"), f"{where}.team2")
    round_ = _read_round(raw, where, list_round, (home_text, away_text), groups)
    date = read_date(raw.get("date"), f"{where}.date")
    kickoff = read_kickoff(raw.get("time"), f"{where}.time")
    venue = text_at(raw["ground"], f"{where}.ground") if raw.get("ground") else ""
    number = _read_number(raw.get("num"), f"{where}.num")
    home, away = placeholder(home_text) or home_text, placeholder(away_text) or away_text
    if isinstance(home, str) and home == away:
        problem = _("{team!r} plays itself: a match needs two teams").format(team=home_text)
        raise OpenFootballError(where, problem)
    score = read_score(raw.get("score"), f"{where}.score")
    if score is None:
        if raw.get("goals1") or raw.get("goals2"):
            raise OpenFootballError(f"{where}.score", _("is missing, but goals are listed"))
        status = read_status(raw.get("status", "scheduled"), f"{where}.status")
        return Fixture(
            round=round_,
            date=date,
            kickoff=kickoff,
            venue=venue,
            number=number,
            home=home,
            away=away,
            status=status,
        )
    if "status" in raw:
        problem = _("{status!r}, yet there is a score").format(status=raw["status"])
        raise OpenFootballError(f"{where}.status", problem)
    for key, team in (("team1", home), ("team2", away)):
        if isinstance(team, Placeholder):
            problem = _("{text!r} is a placeholder ({team}), yet there is a score").format(
                text=team.text, team=team
            )
            raise OpenFootballError(f"{where}.{key}", problem)
    goals, known = read_goals(raw, where, score)
    if known and score.ht is not None:
        at_half_time = _first_half_score(goals)
        if at_half_time != score.ht:
            # The line starts with its place and " (": listed_once finds it by that.
            day = date.isoformat() if date else "?"
            label = f"{where} ({day} {versus(home_text, away_text)})"
            said = _(
                "half-time given as {given}, but its goals give {counted} at half-time; "
                "kept without the half-time score"
            ).format(
                given=f"{score.ht[0]}-{score.ht[1]}",
                counted=f"{at_half_time[0]}-{at_half_time[1]}",
            )
            problems.append(f"{label}: {said}")
            score = dataclasses.replace(score, ht=None)
    return Result(
        round=round_,
        date=date,
        kickoff=kickoff,
        venue=venue,
        number=number,
        home=home_text,
        away=away_text,
        score=score,
        goals=goals,
        scorers_known=known,
    )


def _read_round(
    raw: dict[str, Any],
    where: str,
    list_round: str | None,
    teams: tuple[str, str],
    groups: dict[str, str],
) -> Round:
    text = raw.get("round", list_round)
    place = f"{where}.round"
    text = text_at(text, place)
    group = raw.get("group")
    if group is not None:
        group = text_at(group, f"{where}.group")
    try:
        result = read_round(text, group or _group_of(teams, groups))
        if result.stage is Stage.GROUP and groups and group:
            listed = _group_of(teams, groups)
            if listed is not None and listed != result.group:
                place = f"{where}.group"
                raise RoundError(
                    _("{group!r}, but the groups file puts both teams in {listed}").format(
                        group=group, listed=listed
                    )
                )
    except RoundError as exc:
        raise OpenFootballError(place, str(exc)) from None
    return result


def _group_of(teams: tuple[str, str], groups: dict[str, str]) -> str | None:
    home, away = groups.get(teams[0]), groups.get(teams[1])
    return home if home is not None and home == away else None


def _read_number(value: Any, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value < 10_000:
        raise OpenFootballError(where, _("{value!r} is not a match number").format(value=value))
    return value


def _first_half_score(goals: Sequence[Goal]) -> tuple[int, int]:
    """The score at half-time by the goals' minutes (its added time included)."""
    first = [g for g in goals if g.time.period is Period.FIRST_HALF]
    return (
        sum(1 for g in first if g.side is Side.HOME),
        sum(1 for g in first if g.side is Side.AWAY),
    )


__all__ = ["OpenFootballError", "parse_edition"]
