"""The two teams of a StatsBomb match: squads with shirt numbers, starting elevens, bench."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.model import Lineup, Player, Position, TeamSheet, fold
from tracker.opendata.extension import read_player, read_team
from tracker.opendata.ids import UNKNOWN_NUMBER
from tracker.opendata.positions import (
    PositionError,
    formation_text,
    position,
    rows_from_positions,
)
from tracker.opendata.statsbomb_read import StatsBombError


@dataclass
class Roster:
    """StatsBomb player ids of both squads mapped to Match Tracker pids, and their team."""

    pids: dict[int, int]
    team_of: dict[int, int]

    def pid(self, ref: Any, where: str) -> int:
        """The pid of a ``{"id", "name"}`` player reference; the player must be in a squad."""
        if not isinstance(ref, dict) or ref.get("id") not in self.pids:
            name = ref.get("name") if isinstance(ref, dict) else ref
            raise StatsBombError(
                _(
                    "{where}: player {name!r} is not in the lineups file "
                    "(is the lineups file from another match?)"
                ).format(where=where, name=name)
            )
        return self.pids[ref["id"]]


def starting_elevens(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The two Starting XI events, in file order (the home team's first by convention)."""
    found: list[dict[str, Any]] = []
    for raw in events:
        kind = raw.get("type") if isinstance(raw, dict) else None
        if isinstance(kind, dict) and kind.get("id") == 35:
            found.append(raw)
            if len(found) == 2:
                break
    teams = {_team_id(raw) for raw in found}
    if len(found) != 2 or len(teams) != 2 or None in teams:
        raise StatsBombError(_("the events file has no Starting XI for both teams"))
    return found


def _team_id(raw: dict[str, Any]) -> int | None:
    team = raw.get("team")
    found = team.get("id") if isinstance(team, dict) else None
    return found if isinstance(found, int) else None


def check_same_match(elevens: Sequence[dict[str, Any]], lineups: Sequence[dict[str, Any]]) -> None:
    """Refuse a lineups file whose teams are not the teams of the events."""
    in_events = {_team_id(raw) for raw in elevens}
    in_lineups = {team["team_id"] for team in lineups}
    if in_events != in_lineups:
        # Two of each: the lineups file and the Starting XI events were checked for two.
        names = _both([str(team["team_name"]) for team in lineups])
        played = _both([str(raw["team"].get("name")) for raw in elevens])
        raise StatsBombError(
            _(
                "the lineups file is from another match: it lists {names}, "
                "but the events are {played}"
            ).format(names=names, played=played)
        )


def _both(names: Sequence[str]) -> str:
    """Two team names joined ("Reds and Blues"), in the user's language."""
    if len(names) != 2:
        return " and ".join(names)
    return _("{first} and {second}").format(first=names[0], second=names[1])


def build_teams(
    elevens: Sequence[dict[str, Any]],
    lineups: Sequence[dict[str, Any]],
    managers: dict[int, str],
) -> tuple[dict[int, TeamSheet], Roster]:
    """Both teams by StatsBomb team id, and the roster mapping player ids to pids."""
    roster = Roster(pids={}, team_of={})
    by_team = {raw["team"]["id"]: raw for raw in elevens}
    sheets: dict[int, TeamSheet] = {}
    for team in lineups:
        sheets[team["team_id"]] = _team(team, by_team[team["team_id"]], roster, managers)
    return sheets, roster


def _team(
    team: dict[str, Any], eleven: dict[str, Any], roster: Roster, managers: dict[int, str]
) -> TeamSheet:
    name = team["team_name"]
    entries: dict[int, dict[str, Any]] = {}
    for entry in team["lineup"]:
        if not isinstance(entry, dict) or not isinstance(entry.get("player_id"), int):
            raise StatsBombError(
                _("the lineups file has a {name} player without an id").format(name=name)
            )
        entries[entry["player_id"]] = entry
    tactics = eleven.get("tactics")
    if not isinstance(tactics, dict) or not isinstance(tactics.get("lineup"), list):
        raise StatsBombError(_("the Starting XI of {name} has no tactics").format(name=name))
    placed: list[tuple[int, int]] = []
    starting_at: dict[int, int] = {}
    for slot in tactics["lineup"]:
        try:
            player_id = slot["player"]["id"]
            position_id = slot["position"]["id"]
        except (KeyError, TypeError):
            raise StatsBombError(
                _("the Starting XI of {name} has a player without a position").format(name=name)
            ) from None
        if player_id not in entries:
            raise StatsBombError(
                _(
                    "{name}'s starter {starter!r} is not in the lineups file "
                    "(is the lineups file from another match?)"
                ).format(name=name, starter=slot["player"].get("name"))
            )
        placed.append((player_id, position_id))
        starting_at[player_id] = position_id
    try:
        formation = formation_text(tactics.get("formation"))
        rows_by_id = rows_from_positions(formation, placed)
    except PositionError as exc:
        raise StatsBombError(
            _("the Starting XI of {name}: {error}").format(name=name, error=exc)
        ) from None
    starters = [pid for row in rows_by_id for pid in row]
    bench = sorted(
        (pid for pid in entries if pid not in starting_at),
        key=lambda pid: (_number(entries[pid]) is None, _number(entries[pid]) or 0),
    )
    squad = []
    for player_id in (*starters, *bench):
        pid = len(roster.pids) + 1
        roster.pids[player_id] = pid
        roster.team_of[player_id] = team["team_id"]
        player = _player(pid, entries[player_id], starting_at.get(player_id))
        squad.append(read_player(entries[player_id], player))
    lineup = Lineup(
        formation=formation,
        rows=tuple(tuple(roster.pids[p] for p in row) for row in rows_by_id),
        bench=tuple(roster.pids[p] for p in bench),
    )
    sheet = TeamSheet(
        name=name, squad=tuple(squad), lineup=lineup, manager=managers.get(team["team_id"], "")
    )
    return read_team(team, sheet, roster.pids)


def _number(entry: dict[str, Any]) -> int | None:
    number = entry.get("jersey_number")
    if isinstance(number, str) and number.isascii() and number.isdigit():
        if len(number) > 9:  # a shirt number has three digits; int() refuses over 4,300
            raise StatsBombError(
                _(
                    "the lineups file has a shirt number of {digits} digits "
                    "(player id {player_id!r})"
                ).format(digits=len(number), player_id=entry.get("player_id"))
            )
        number = int(number)
    if not isinstance(number, int) or number == UNKNOWN_NUMBER:
        return None
    return number


def _player(pid: int, entry: dict[str, Any], starting_position: int | None) -> Player:
    name = str(entry.get("player_nickname") or entry.get("player_name") or "").strip()
    # The legal name beside a nickname is a name of his too (linking), never printed.
    legal = " ".join(str(entry.get("player_name") or "").split())
    legal = legal if entry.get("player_nickname") and fold(legal) != fold(name) else ""
    if not name:
        raise StatsBombError(
            _("the lineups file has a player without a name (id {player_id})").format(
                player_id=entry["player_id"]
            )
        )
    position_id = starting_position
    if position_id is None:
        stints = entry.get("positions") or []
        if stints and isinstance(stints[0], dict):
            position_id = stints[0].get("position_id")
    broad: Position | None = None
    if position_id is not None:
        try:
            broad = position(position_id).broad
        except PositionError as exc:
            raise StatsBombError(
                _("the lineups file, {name}: {error}").format(name=name, error=exc)
            ) from None
    return Player(
        pid=pid,
        name=name,
        known_as=surname(name),
        number=_number(entry),
        position=broad,
        legal_name=legal,
    )


#: Words that belong to the surname that follows them ("Di María", "van Dijk").
PARTICLES = frozenset(
    [
        "da",
        "das",
        "de",
        "del",
        "della",
        "der",
        "des",
        "di",
        "do",
        "dos",
        "du",
        "la",
        "le",
        "mac",
        "mc",
        "st",
        "ten",
        "ter",
        "van",
        "von",
    ]
)


def surname(name: str) -> str:
    """The surname a report uses when it is more than the last word ("Di María"), else ""."""
    words = name.split()
    start = len(words) - 1
    while start > 1 and words[start - 1].casefold() in PARTICLES:
        start -= 1
    return " ".join(words[start:]) if start < len(words) - 1 else ""
