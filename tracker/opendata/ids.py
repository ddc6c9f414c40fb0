"""StatsBomb ids for a Match Tracker match: the match, its teams and players.

Match Tracker has no ids shared across matches, so teams and players get ids made
from their names: the same team exported twice keeps its id, and an analyst can
join several exported matches. Shirt numbers StatsBomb requires; a player whose
number is not recorded is written as number 0 (no real shirt number), which the
import reads back as unknown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tracker.core.match.model import Match, Side
from tracker.opendata.spec import stable_id

#: The shirt number written for a player whose number is not recorded.
UNKNOWN_NUMBER = 0


@dataclass(frozen=True)
class Ids:
    """The ids one export uses."""

    match: int
    teams: dict[Side, int]
    players: dict[int, int]

    @classmethod
    def for_match(cls, match: Match) -> Ids:
        """Ids for a match: its own id if stored, team and player ids from names."""
        teams = {side: stable_id("team", match.team(side).name) for side in Side}
        if teams[Side.HOME] == teams[Side.AWAY]:
            teams[Side.AWAY] = stable_id("team", match.away.name, "away")
        players: dict[int, int] = {}
        used: set[int] = set()
        for side in Side:
            team = match.team(side)
            for player in team.squad:
                value = stable_id("player", team.name, player.name)
                salt = 0
                while value in used:
                    salt += 1
                    value = stable_id("player", team.name, player.name, str(salt))
                used.add(value)
                players[player.pid] = value
        match_id = match.id
        if match_id is None:
            when = match.date.isoformat() if match.date else ""
            match_id = stable_id("match", match.home.name, match.away.name, when)
        return cls(match=match_id, teams=teams, players=players)

    def team_ref(self, match: Match, side: Side) -> dict[str, Any]:
        """``{"id", "name"}`` of a team."""
        return {"id": self.teams[side], "name": match.team(side).name}

    def player_ref(self, match: Match, pid: int) -> dict[str, Any]:
        """``{"id", "name"}`` of a player."""
        return {"id": self.players[pid], "name": match.player(pid).name}

    def jersey(self, match: Match, pid: int) -> int:
        """A player's shirt number, 0 when it is not recorded."""
        number = match.player(pid).number
        return UNKNOWN_NUMBER if number is None else number
