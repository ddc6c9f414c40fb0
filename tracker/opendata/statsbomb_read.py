"""Reading StatsBomb files: JSON with messages a user can act on, and the match entry."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.model import Officials
from tracker.opendata.spec import GOAL, OWN_GOAL_FOR, SHOT

#: StatsBomb's period of the penalty shootout.
SHOOTOUT_PERIOD = 5


class StatsBombError(ValueError):
    """StatsBomb data that cannot be imported; the message is for the user."""


def load_json(data: bytes | str, what: str) -> Any:
    """Parse one file; raises :class:`StatsBombError` saying which file and where."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise StatsBombError(
                _("the {what} is not a text file (expected UTF-8 JSON)").format(what=what)
            ) from None
    try:
        return json.loads(data, parse_int=partial(_parse_int, what))
    except json.JSONDecodeError as exc:
        rest = data[exc.pos :].rstrip()
        if exc.pos >= len(data.rstrip()) - 1 or (
            exc.msg.startswith("Unterminated string") and "\n" not in rest
        ):
            raise StatsBombError(
                _("the {what} stops in the middle (cut short?) at line {line}").format(
                    what=what, line=exc.lineno
                )
            ) from None
        raise StatsBombError(
            _("the {what} is not valid JSON: {error} at line {line}, column {column}").format(
                what=what, error=exc.msg, line=exc.lineno, column=exc.colno
            )
        ) from None
    except RecursionError:
        raise StatsBombError(
            _("the {what} is not valid JSON: nested too deeply").format(what=what)
        ) from None


def _parse_int(what: str, digits: str) -> int:
    # Python refuses to read integers of over 4,300 digits; no StatsBomb value is near.
    if len(digits) > 30:
        raise StatsBombError(
            _("the {what} holds a number of {digits} digits, far too large").format(
                what=what, digits=len(digits)
            )
        )
    return int(digits)


def check_events(data: Any) -> list[dict[str, Any]]:
    """The events list, or a message saying what the file is instead."""
    if not isinstance(data, list) or not data:
        raise StatsBombError(_("the events file is not a list of StatsBomb events"))
    first = data[0]
    if isinstance(first, dict) and "lineup" in first and "team_id" in first:
        raise StatsBombError(_("the events file is a lineups file: give the events file first"))
    if isinstance(first, dict) and "match_id" in first and "home_team" in first:
        raise StatsBombError(_("the events file is a matches file: give it with --match-info"))
    seen: set[str] = set()
    for index, raw in enumerate(data):
        ident = raw.get("id") if isinstance(raw, dict) else None
        if isinstance(ident, str) and ident:
            if ident in seen:  # every event has an id of its own: a copied one counts twice
                said = _("event {index} has the id {id} of an earlier event: an event given twice")
                raise StatsBombError(said.format(index=index + 1, id=ident))
            seen.add(ident)
    return data


def check_lineups(data: Any) -> list[dict[str, Any]]:
    """The two teams of a lineups file."""
    if isinstance(data, list) and data and isinstance(data[0], dict) and "type" in data[0]:
        raise StatsBombError(_("the lineups file is an events file: give the lineups file second"))
    ok = (
        isinstance(data, list)
        and len(data) == 2
        and all(
            isinstance(team, dict)
            and isinstance(team.get("team_id"), int)
            and isinstance(team.get("team_name"), str)
            and isinstance(team.get("lineup"), list)
            for team in data
        )
    )
    if not ok:
        raise StatsBombError(_("the lineups file does not list two teams with their players"))
    teams: list[dict[str, Any]] = data
    return teams


@dataclass(frozen=True)
class MatchInfo:
    """What a matches-file entry says about a match."""

    home_id: int | None = None
    competition: str = ""
    stage: str = ""
    date: dt.date | None = None
    kickoff: dt.time | None = None
    venue: str = ""
    officials: Officials = field(default_factory=Officials)
    managers: dict[int, str] = field(default_factory=dict)
    score: tuple[int, int] | None = None
    #: The entry itself, for what Match Tracker wrote beside the format (:mod:`.extension`).
    entry: dict[str, Any] = field(default_factory=dict)


def match_info(
    data: Any,
    team_ids: Sequence[int],
    match_id: int | None,
    goals: Mapping[int, int] | None = None,
) -> MatchInfo:
    """The entry of a matches file for the match between ``team_ids``.

    When the teams met more than once, the match id (from the events file's name)
    chooses, or else the score: ``goals`` by team id, as the events count them.
    """
    entries = data if isinstance(data, list) else [data]
    if not all(isinstance(e, dict) and "home_team" in e for e in entries):
        raise StatsBombError(_("the matches file is not a list of StatsBomb matches"))
    wanted = set(team_ids)
    found = [e for e in entries if {_team_id(e, "home"), _team_id(e, "away")} == wanted]
    if match_id is not None and len(found) > 1:
        found = [e for e in found if e.get("match_id") == match_id] or found
    if goals is not None and len(found) > 1:
        found = [e for e in found if _same_score(e, goals)] or found
    if not found:
        raise StatsBombError(_("the matches file has no match between the teams of these files"))
    if len(found) > 1:
        raise StatsBombError(
            _(
                "the matches file has {count} matches between these teams and nothing "
                "tells which one this is: "
                "leave the matches file out, or name the events file by its match id "
                "as StatsBomb's open data does (e.g. 3869685.json)"
            ).format(count=len(found))
        )
    return _info(found[0])


def goals_by_team(events: Sequence[Any]) -> dict[int, int]:
    """Goals each team scored before any shootout, by team id, as the events tell them."""
    goals: dict[int, int] = {}
    for event in events:
        if not isinstance(event, dict) or event.get("period") == SHOOTOUT_PERIOD:
            continue
        kind = (event.get("type") or {}).get("id")
        outcome = ((event.get("shot") or {}).get("outcome") or {}).get("id")
        if (kind == SHOT and outcome == GOAL["id"]) or kind == OWN_GOAL_FOR:
            team = (event.get("team") or {}).get("id")
            if isinstance(team, int):
                goals[team] = goals.get(team, 0) + 1
    return goals


def _same_score(entry: dict[str, Any], goals: Mapping[int, int]) -> bool:
    home, away = _team_id(entry, "home"), _team_id(entry, "away")
    return (entry.get("home_score"), entry.get("away_score")) == (
        goals.get(home or 0, 0),
        goals.get(away or 0, 0),
    )


def _team_id(entry: dict[str, Any], side: str) -> int | None:
    team = entry.get(f"{side}_team")
    return team.get(f"{side}_team_id") if isinstance(team, dict) else None


def _name(value: Any, key: str = "name") -> str:
    if isinstance(value, dict) and isinstance(value.get(key), str):
        return str(value[key]).strip()
    return ""


def _info(entry: dict[str, Any]) -> MatchInfo:
    competition = _name(entry.get("competition"), "competition_name")
    season = _name(entry.get("season"), "season_name")
    if season and season not in competition:
        competition = f"{competition} {season}".strip()
    stage = _name(entry.get("competition_stage"))
    managers: dict[int, str] = {}
    for side in ("home", "away"):
        team = entry.get(f"{side}_team") or {}
        people = team.get("managers") or []
        team_id = team.get(f"{side}_team_id")
        if people and isinstance(people[0], dict) and isinstance(team_id, int):
            name = people[0].get("nickname") or people[0].get("name") or ""
            managers[team_id] = str(name)
    score = None
    if isinstance(entry.get("home_score"), int) and isinstance(entry.get("away_score"), int):
        score = (entry["home_score"], entry["away_score"])
    return MatchInfo(
        home_id=_team_id(entry, "home"),
        competition=competition,
        stage="" if stage == "Regular Season" else stage,
        date=_date(entry.get("match_date")),
        kickoff=_kickoff(entry.get("kick_off")),
        venue=_name(entry.get("stadium")),
        officials=Officials(referee=_name(entry.get("referee"))),
        managers=managers,
        score=score,
        entry=entry,
    )


def _date(value: Any) -> dt.date | None:
    try:
        return dt.date.fromisoformat(str(value)) if value else None
    except ValueError:
        raise StatsBombError(
            _("the matches file has a bad match date {value!r}").format(value=value)
        ) from None


def _kickoff(value: Any) -> dt.time | None:
    if not value:
        return None
    try:
        return dt.time.fromisoformat(str(value)[:8]).replace(second=0)
    except ValueError:
        raise StatsBombError(
            _("the matches file has a bad kick-off time {value!r}").format(value=value)
        ) from None
