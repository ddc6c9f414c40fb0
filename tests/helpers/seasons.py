"""League season files the tests write themselves (openfootball's football.json form)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

#: A season that stops short: a match played in 2024 whose score the file does not
#: give, and one still to come (2999).
SHORT_SEASON = [
    {"round": "Matchday 1", "date": "2024-08-01", "team1": "Alba", "team2": "Brea",
     "score": {"ft": [2, 0]}},
    {"round": "Matchday 2", "date": "2024-08-08", "team1": "Brea", "team2": "Alba"},
    {"round": "Matchday 3", "date": "2999-08-15", "team1": "Alba", "team2": "Brea"},
]  # fmt: skip


def season_file(folder: Path, name: str, matches: list[object]) -> Path:
    """Write a season named ``name`` (e.g. "Short League 2024/25") into ``folder``."""
    path = folder / "season.json"
    path.write_text(json.dumps({"name": name, "matches": matches}), "utf-8")
    return path


def round_robin(
    teams: list[str],
    *,
    meetings: int = 2,
    matchdays: int | None = None,
    start: str = "2024-08-03",
    phase: str = "",
) -> list[dict[str, object]]:
    """A round robin's matches (every two teams meet ``meetings`` times, home and away
    in turn), a matchday a week from ``start``, the team listed first in ``teams``
    winning (2-0 at home, 0-1 away): the table is ``teams`` in order. Only its
    first ``matchdays`` if given (a file that stops short). ``phase`` names the rounds
    "PHASE, Matchday N"."""
    listed = [*teams, *([""] if len(teams) % 2 else [])]
    size = len(listed)
    first = dt.date.fromisoformat(start)
    out: list[dict[str, object]] = []
    day = 0
    for leg in range(meetings):
        order = listed[:]
        for turn in range(size - 1):
            day += 1
            if matchdays is not None and day > matchdays:
                return out
            for i in range(size // 2):
                one, other = order[i], order[size - 1 - i]
                if not one or not other:
                    continue
                home, away = (one, other) if (leg + turn + i) % 2 else (other, one)
                stronger = teams.index(home) < teams.index(away)
                out.append(
                    {
                        "round": f"{phase}, Matchday {day}" if phase else f"Matchday {day}",
                        "date": (first + dt.timedelta(weeks=day - 1)).isoformat(),
                        "team1": home,
                        "team2": away,
                        "score": {"ft": [2, 0] if stronger else [0, 1]},
                    }
                )
            order = [order[0], order[-1], *order[1:-1]]
    return out
