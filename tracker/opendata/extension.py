"""What a match holds that StatsBomb's format cannot: written beside it, read back.

Every object of the three files may carry a ``"match_tracker"`` member that
StatsBomb's readers (kloppy among them) ignore:

- the matches-file entry: attendance, the officials besides the referee, the rules
  preset and the number of players a side;
- each team of the lineups file: short name, kit colours, captain, the squad's
  order and the bench's order (player ids);
- each player of the lineups file: the known-as name and the squad-list position
  (GK, DF, MF, FW), which a starting position does not give (a centre-forward
  brought on for a left-back stays FW);
- a substitution event: the concussion flag (StatsBomb says only "Injury");
- the two ``Half End`` events of the period a match was abandoned in: the
  abandonment's reason, and whether play was on (its ``Half End`` is where play
  stopped) or the period had ended (abandoned in the break after it).

A file without these members reads as before. A member that is there but wrong is
refused, naming what is wrong: it never becomes a fact of the match.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field, replace
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.model import (
    PRESETS,
    Match,
    Player,
    Position,
    RulesPreset,
    SetupError,
    Side,
    TeamSheet,
    preset_for,
)
from tracker.opendata.ids import Ids
from tracker.opendata.statsbomb_read import StatsBombError

#: The member name, in every object that carries one.
KEY = "match_tracker"

_COLOUR = re.compile(r"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")
_LONGEST = 200
#: The largest attendance a match file takes (its schema's bound).
_MOST_PEOPLE = 500_000


# --- writing ---------------------------------------------------------------------
def match_extension(match: Match) -> dict[str, Any]:
    """The matches-file entry's member."""
    officials = match.officials
    return {
        "attendance": match.attendance,
        "officials": {
            "assistant1": officials.assistant1,
            "assistant2": officials.assistant2,
            "fourth": officials.fourth,
            "var": officials.var,
        },
        "rules": {"preset": match.rules.key, "team_size": match.rules.team_size},
        # As named here: StatsBomb's competition and season would name it otherwise.
        "competition": match.competition,
    }


def team_extension(match: Match, side: Side, ids: Ids) -> dict[str, Any]:
    """A lineups-file team's member."""
    team = match.team(side)
    lineup = team.lineup
    captain = lineup.captain if lineup is not None else None
    return {
        # The match's identity: imported again, it is found as the match it is.
        "match": match.uuid,
        "short_name": team.short_name,
        "colour": team.colour,
        "keeper_colour": team.keeper_colour,
        "captain": ids.players[captain] if captain is not None else None,
        "squad": [ids.players[p.pid] for p in team.squad],
        "bench": [ids.players[pid] for pid in lineup.bench] if lineup is not None else [],
    }


def player_extension(player: Player) -> dict[str, Any]:
    """A lineups-file player's member."""
    return {
        "known_as": player.known_as,
        "position": player.position.value if player.position is not None else None,
    }


def substitution_extension(concussion: bool) -> dict[str, Any]:
    """A substitution event's member."""
    return {"concussion": concussion}


def abandonment_extension(reason: str, in_play: bool) -> dict[str, Any]:
    """The member of the ``Half End`` events of the period the match was abandoned in."""
    return {"abandoned": {"reason": reason, "in_play": in_play}}


# --- reading ---------------------------------------------------------------------
@dataclass(frozen=True)
class MatchExtension:
    """What a matches-file entry's member gives back."""

    attendance: int | None = None
    officials: dict[str, str] = field(default_factory=dict)
    rules: RulesPreset | None = None
    #: The competition as named where the match was exported (None: not given).
    competition: str | None = None

    def apply(self, match: Match) -> Match:
        """``match`` with the attendance, officials and competition's name put back (the
        rules go with the check)."""
        officials = replace(match.officials, **self.officials)
        competition = match.competition if self.competition is None else self.competition
        return replace(
            match, attendance=self.attendance, officials=officials, competition=competition
        )


def _member(raw: Any, where: str) -> dict[str, Any] | None:
    if not isinstance(raw, dict) or KEY not in raw:
        return None
    value = raw[KEY]
    if not isinstance(value, dict):
        raise StatsBombError(_("{where}: {key!r} is not an object").format(where=where, key=KEY))
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or len(value) > _LONGEST:
        raise StatsBombError(
            _("{where} is not a text of at most {longest} characters").format(
                where=where, longest=_LONGEST
            )
        )
    return value.strip()


def read_match(entry: Any) -> MatchExtension:
    """The member of a matches-file entry (an empty one when there is none)."""
    member = _member(entry, _("the matches file"))
    if member is None:
        return MatchExtension()
    where = _("the matches file's {key!r}").format(key=KEY)
    attendance = member.get("attendance")
    counted = isinstance(attendance, int) and not isinstance(attendance, bool)
    if attendance is not None and not (counted and 0 <= attendance <= _MOST_PEOPLE):
        raise StatsBombError(
            _("{where}: attendance {attendance!r} is not a number of people").format(
                where=where, attendance=attendance
            )
        )
    officials: dict[str, str] = {}
    given = member.get("officials") or {}
    if not isinstance(given, dict):
        raise StatsBombError(_("{where}: officials is not an object").format(where=where))
    for role in ("assistant1", "assistant2", "fourth", "var"):
        if role in given:
            officials[role] = _text(given[role], f"{where}: officials.{role}")
    rules = None
    if "rules" in member:
        rules = _rules(member["rules"], where)
    competition = None
    if isinstance(member.get("competition"), str):
        competition = _text(member["competition"], f"{where}: competition") or None
    return MatchExtension(attendance, officials, rules, competition)


def read_identity(lineups: Any) -> str | None:
    """The match's identity the lineups file's teams carry (an export of this app's),
    if both carry the same well-formed one; else None."""
    found = set()
    for team in lineups if isinstance(lineups, list) else []:
        member = team.get(KEY) if isinstance(team, dict) else None
        value = member.get("match") if isinstance(member, dict) else None
        found.add(value)
    if len(found) != 1:
        return None
    (value,) = found
    try:
        return str(uuid.UUID(value)) if isinstance(value, str) else None
    except ValueError:
        return None


def _rules(raw: Any, where: str) -> RulesPreset:
    if not isinstance(raw, dict) or raw.get("preset") not in PRESETS:
        known = ", ".join(PRESETS)
        raise StatsBombError(
            _("{where}: rules.preset is not one of {known}").format(where=where, known=known)
        )
    size = raw.get("team_size", 11)
    try:
        return preset_for(raw["preset"], size if isinstance(size, int) else -1)
    except SetupError as exc:
        raise StatsBombError(f"{where}: {exc}") from None


def read_player(entry: Any, player: Player) -> Player:
    """``player`` with the known-as name and position of his lineups-file member."""
    member = _member(entry, _("the lineups file, {name}").format(name=player.name))
    if member is None:
        return player
    where = _("the lineups file, {name}: {key!r}").format(name=player.name, key=KEY)
    known_as = _text(member.get("known_as", ""), f"{where} known_as")
    position = member.get("position")
    if position is not None and position not in {p.value for p in Position}:
        raise StatsBombError(
            _("{where}: position {position!r} is not GK, DF, MF or FW").format(
                where=where, position=position
            )
        )
    return replace(
        player, known_as=known_as, position=Position(position) if position is not None else None
    )


def read_team(team: Any, sheet: TeamSheet, pids: dict[int, int]) -> TeamSheet:
    """``sheet`` with the short name, colours, captain and orders of its team's member.

    ``pids`` maps the file's player ids to the sheet's pids.
    """
    name = sheet.name
    member = _member(team, _("the lineups file, {name}").format(name=name))
    if member is None:
        return sheet
    where = _("the lineups file, {name}: {key!r}").format(name=name, key=KEY)
    changes: dict[str, Any] = {}
    if "short_name" in member:
        changes["short_name"] = _text(member["short_name"], f"{where} short_name")
    for key in ("colour", "keeper_colour"):
        if key in member:
            value = member[key]
            if not isinstance(value, str) or not _COLOUR.match(value):
                raise StatsBombError(
                    _("{where}: {key} {value!r} is not a colour like #75aadb").format(
                        where=where, key=key, value=value
                    )
                )
            changes[key] = value
    own = {p.pid for p in sheet.squad}
    order = _players(member.get("squad", []), pids, own, f"{where} squad")
    if order:
        if set(order) != own or len(order) != len(own):
            raise StatsBombError(
                _("{where}: squad does not list the team's players once each").format(where=where)
            )
        by_pid = {p.pid: p for p in sheet.squad}
        changes["squad"] = tuple(by_pid[pid] for pid in order)
    lineup = sheet.lineup
    if lineup is not None:
        bench = _players(member.get("bench", []), pids, own, f"{where} bench")
        if bench and sorted(bench) != sorted(lineup.bench):
            raise StatsBombError(
                _("{where}: bench does not list the team's substitutes").format(where=where)
            )
        captain = member.get("captain")
        captains = _players([captain] if captain is not None else [], pids, own, f"{where} captain")
        lineup = replace(
            lineup,
            bench=tuple(bench) or lineup.bench,
            captain=captains[0] if captains else lineup.captain,
        )
        changes["lineup"] = lineup
    return replace(sheet, **changes)


def _players(raw: Any, pids: dict[int, int], own: set[int], where: str) -> list[int]:
    if not isinstance(raw, list):
        raise StatsBombError(_("{where} is not a list of player ids").format(where=where))
    found = []
    for value in raw:
        pid = pids.get(value) if isinstance(value, int) else None
        if pid is None or pid not in own:
            raise StatsBombError(
                _("{where}: {value!r} is not a player of the team").format(where=where, value=value)
            )
        found.append(pid)
    return found


def read_concussion(raw: Any, where: str) -> bool:
    """The concussion flag of a substitution event (False when it has no member)."""
    member = _member(raw, where)
    if member is None:
        return False
    value = member.get("concussion", False)
    if not isinstance(value, bool):
        raise StatsBombError(
            _("{where}: concussion {value!r} is not true or false").format(where=where, value=value)
        )
    return value


@dataclass(frozen=True)
class Abandonment:
    """What a ``Half End`` event's member says of the match's abandonment."""

    reason: str
    #: Play was on: the ``Half End`` is where it stopped, not a whistle of the period.
    in_play: bool


def read_abandonment(raw: Any, where: str) -> Abandonment | None:
    """The abandonment a ``Half End`` event carries (None when it carries none)."""
    member = _member(raw, where)
    if member is None or "abandoned" not in member:
        return None
    found = member["abandoned"]
    if not isinstance(found, dict) or not isinstance(found.get("in_play"), bool):
        raise StatsBombError(_("{where}: abandoned is not {{reason, in_play}}").format(where=where))
    reason = _text(found.get("reason", ""), _("{where}: the reason").format(where=where))
    return Abandonment(reason, found["in_play"])


__all__ = [
    "KEY",
    "Abandonment",
    "MatchExtension",
    "abandonment_extension",
    "match_extension",
    "player_extension",
    "read_abandonment",
    "read_concussion",
    "read_identity",
    "read_match",
    "read_player",
    "read_team",
    "substitution_extension",
    "team_extension",
]
