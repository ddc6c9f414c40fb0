"""Reading openfootball's squads file (``worldcup.squads.json``): each team's players.

The file is a list of teams, each with its name, FIFA code, group and players; a
player has a shirt number, a position (GK, DF, MF, FW), a name, a club (name and
country) and a date of birth. A file that cannot be read raises
:class:`~tracker.opendata.openfootball.values.OpenFootballError` naming the place, such
as ``[3].players[12].date_of_birth``.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from tracker.core.files.squadlist import SquadList, SquadPlayer
from tracker.core.i18n import gettext as _
from tracker.core.match.model import Position
from tracker.opendata.openfootball.values import OpenFootballError, optional_text_at, text_at


def parse_squads(text: str) -> tuple[SquadList, ...]:
    """Every team's squad from a squads file's text, in the file's order."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        where = _("line {line}, column {column}").format(line=exc.lineno, column=exc.colno)
        problem = _("not valid JSON ({message})").format(message=exc.msg)
        raise OpenFootballError(where, problem) from None
    except (RecursionError, ValueError):
        raise OpenFootballError(_("the file"), _("is not valid JSON")) from None
    if not isinstance(data, list):
        problem = _("is not a list of teams with their players")
        raise OpenFootballError(_("the file"), problem)
    return tuple(_team(raw, f"[{t}]") for t, raw in enumerate(data))


def _team(raw: Any, where: str) -> SquadList:
    if not isinstance(raw, dict) or not isinstance(raw.get("players"), list):
        raise OpenFootballError(where, _("is not a team with a list of players"))
    name = text_at(raw.get("name"), f"{where}.name")
    players = tuple(_player(p, f"{where}.players[{i}]") for i, p in enumerate(raw["players"]))
    seen: dict[int, str] = {}
    for i, player in enumerate(players):
        if player.number is None:
            continue
        if player.number in seen:
            problem = _("{name} and {other} both wear {number}").format(
                name=player.name, other=seen[player.number], number=player.number
            )
            raise OpenFootballError(f"{where}.players[{i}].number", problem)
        seen[player.number] = player.name
    code, group = (raw.get(key) for key in ("fifa_code", "group"))
    return SquadList(
        name,
        optional_text_at(code, f"{where}.fifa_code") if isinstance(code, str) else "",
        optional_text_at(group, f"{where}.group") if isinstance(group, str) else "",
        players,
    )


def _player(raw: Any, where: str) -> SquadPlayer:
    if not isinstance(raw, dict):
        raise OpenFootballError(where, _("is not a player (a JSON object)"))
    name = text_at(raw.get("name"), f"{where}.name")
    number = raw.get("number")
    if number is not None and (isinstance(number, bool) or not isinstance(number, int)
                               or not 0 < number < 100):  # fmt: skip
        problem = _("{number!r} is not a shirt number").format(number=number)
        raise OpenFootballError(f"{where}.number", problem)
    pos = raw.get("pos")
    try:
        position = Position(pos.strip().upper()) if isinstance(pos, str) and pos.strip() else None
    except ValueError:
        problem = _("{pos!r} is not GK, DF, MF or FW").format(pos=pos)
        raise OpenFootballError(f"{where}.pos", problem) from None
    found = raw.get("club")
    club: dict[str, Any] = found if isinstance(found, dict) else {}
    born = raw.get("date_of_birth")
    date_of_birth = None
    if born is not None:
        try:
            date_of_birth = dt.date.fromisoformat(str(born).strip())
        except ValueError:
            problem = _("{born!r} is not a date such as 1987-06-24").format(born=born)
            raise OpenFootballError(f"{where}.date_of_birth", problem) from None
    return SquadPlayer(
        name=name,
        number=number,
        position=position,
        club=_optional(club.get("name"), f"{where}.club.name"),
        club_country=_optional(club.get("country"), f"{where}.club.country"),
        date_of_birth=date_of_birth,
    )


def _optional(value: object, where: str) -> str:
    # A club given as a number or the like is said as text, as before; text is checked.
    return optional_text_at(value, where) if isinstance(value, str) else str(value or "")


__all__ = ["SquadList", "SquadPlayer", "parse_squads"]
