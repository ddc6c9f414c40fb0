"""League season files the tests write themselves (openfootball's football.json form)."""

from __future__ import annotations

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
