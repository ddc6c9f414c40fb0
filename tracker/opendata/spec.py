"""The parts of StatsBomb's open-data specification that Match Tracker reads and writes.

Ids and names are StatsBomb's (Open Data Events v4, Lineups v2, Matches v3).
"""

from __future__ import annotations

import zlib
from typing import Any

from tracker.core.match.model import fold

#: Every event type of the specification: id → name. Others are not StatsBomb data.
EVENT_TYPES: dict[int, str] = {
    2: "Ball Recovery",
    3: "Dispossessed",
    4: "Duel",
    5: "Camera On",
    6: "Block",
    8: "Offside",
    9: "Clearance",
    10: "Interception",
    14: "Dribble",
    16: "Shot",
    17: "Pressure",
    18: "Half Start",
    19: "Substitution",
    20: "Own Goal Against",
    21: "Foul Won",
    22: "Foul Committed",
    23: "Goal Keeper",
    24: "Bad Behaviour",
    25: "Own Goal For",
    26: "Player On",
    27: "Player Off",
    28: "Shield",
    29: "Camera off",
    30: "Pass",
    33: "50/50",
    34: "Half End",
    35: "Starting XI",
    36: "Tactical Shift",
    37: "Error",
    38: "Miscontrol",
    39: "Dribbled Past",
    40: "Injury Stoppage",
    41: "Referee Ball-Drop",
    42: "Ball Receipt*",
    43: "Carry",
}

SHOT = 16
HALF_START = 18
SUBSTITUTION = 19
OWN_GOAL_AGAINST = 20
FOUL_COMMITTED = 22
BAD_BEHAVIOUR = 24
OWN_GOAL_FOR = 25
PLAYER_ON = 26
PLAYER_OFF = 27
PASS = 30
HALF_END = 34
STARTING_XI = 35
TACTICAL_SHIFT = 36

# Shot outcomes, types and body parts.
GOAL = {"id": 97, "name": "Goal"}
SAVED = {"id": 100, "name": "Saved"}
OFF_TARGET = {"id": 98, "name": "Off T"}
SAVED_OUTCOMES = {100, 115, 116}
OPEN_PLAY = {"id": 87, "name": "Open Play"}
PENALTY = {"id": 88, "name": "Penalty"}
FREE_KICK = {"id": 62, "name": "Free Kick"}
HEAD = {"id": 37, "name": "Head"}

# Cards, the same ids on Foul Committed and Bad Behaviour.
RED_CARD = {"id": 5, "name": "Red Card"}
SECOND_YELLOW = {"id": 6, "name": "Second Yellow"}
YELLOW_CARD = {"id": 7, "name": "Yellow Card"}

# Substitution outcomes.
INJURY = {"id": 102, "name": "Injury"}
TACTICAL = {"id": 103, "name": "Tactical"}

REGULAR_PLAY = {"id": 1, "name": "Regular Play"}
FROM_KICK_OFF = {"id": 9, "name": "From Kick Off"}

#: StatsBomb's pitch is 120 × 80 yards, every event seen attacking left to right.
PENALTY_SPOT = [108.0, 40.0]
GOAL_MOUTH = [120.0, 40.0]
WIDE_OF_GOAL = [120.0, 30.0]


def type_ref(type_id: int) -> dict[str, Any]:
    """The ``{"id", "name"}`` object of an event type."""
    return {"id": type_id, "name": EVENT_TYPES[type_id]}


def stable_id(*parts: str) -> int:
    """A positive id that stays the same for the same names (teams, players across exports)."""
    key = "\x1f".join(fold(part).strip() for part in parts)
    return zlib.crc32(key.encode("utf-8")) & 0x7FFFFFFF or 1
