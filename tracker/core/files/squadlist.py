"""A tournament's squad lists: each team's players, as a squads file names them.

Read from openfootball's squads file by :mod:`tracker.opendata.openfootball.squads`
and kept by :mod:`tracker.store.people.squads`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from tracker.core.match.model import Position


@dataclass(frozen=True)
class SquadPlayer:
    """One player of a squad list."""

    name: str
    number: int | None
    position: Position | None
    club: str
    club_country: str
    date_of_birth: dt.date | None


@dataclass(frozen=True)
class SquadList:
    """A team's squad for a tournament."""

    team: str
    code: str
    group: str
    players: tuple[SquadPlayer, ...]
