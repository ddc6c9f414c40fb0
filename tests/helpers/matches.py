"""Builders for matches used across the tests."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from tracker.cli import demo_text
from tracker.core.files import matchfile
from tracker.core.match.events import Event
from tracker.core.match.model import Match, Player, Side


def demo() -> tuple[Match, list[Event]]:
    """The reference match (Argentina 2-1 England) and its events."""
    return matchfile.loads(demo_text())


def nth_demo_text(n: int) -> str:
    """The reference match's file played ``n`` days later: a match of its own (the same
    day and teams would be the same match, which a copy or import stores once)."""
    import datetime as dt

    data = json.loads(demo_text())
    day = dt.date.fromisoformat(data["match"]["date"]) + dt.timedelta(days=n)
    data["match"]["date"] = day.isoformat()
    return json.dumps(data)


def other_match_file(folder: Path, stage: str = "Final") -> Path:
    """A match file of the reference teams playing at another ``stage``, four days later:
    a match of its own, which ``import`` stores beside the reference match (``demo``
    would not store the reference match again; on its day it would be the same match)."""
    data = json.loads(demo_text())
    data["match"]["stage"] = stage
    data["match"]["date"] = later(data["match"]["date"])
    path = folder / f"{stage.lower().replace(' ', '-')}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def later(day: str, days: int = 4) -> str:
    """The ISO date ``days`` after ``day``."""
    return (dt.date.fromisoformat(day) + dt.timedelta(days=days)).isoformat()


def demo_setup() -> Match:
    """The reference match set-up, with no events."""
    return demo()[0]


def by_name(match: Match, name: str) -> Player:
    """The squad player whose full name is ``name``."""
    for team in (match.home, match.away):
        for player in team.squad:
            if player.name == name:
                return player
    raise KeyError(name)


def pid(match: Match, name: str) -> int:
    """The pid of the player named ``name``."""
    return by_name(match, name).pid


HOME, AWAY = Side.HOME, Side.AWAY
