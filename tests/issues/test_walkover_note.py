"""A round reached by a walkover is said of the rounds reached, not of those gone out in.

An audit read ``stats --team Sweden`` over the World Cup files as "Round of 16:
reached 6, through 4, out 2 (1 by walkover, not played)": the note stood after the
rounds gone out in, so it read as Sweden put out by a walkover, where Austria's
withdrawal in 1938 put Sweden through. The walkovers are of the rounds reached.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_cli import run_here

#: 1938's Sweden v Austria, never played (Austria had withdrawn), and Sweden's next round.
CUP = {
    "name": "World Cup 1938",
    "matches": [
        {"round": "First round", "date": "1938-06-05", "team1": "Sweden", "team2": "Austria",
         "status": "canceled", "ground": "Stade Gerland, Lyon"},
        {"round": "First round", "date": "1938-06-05", "team1": "Cuba", "team2": "Romania",
         "score": {"ft": [2, 1]}, "ground": "Stade Chapou, Toulouse"},
        {"round": "Quarter-finals", "date": "1938-06-12", "team1": "Sweden", "team2": "Cuba",
         "score": {"ft": [8, 0]}, "ground": "Stade du Fort Carré, Antibes"},
    ],
}  # fmt: skip


def test_the_walkover_is_among_the_rounds_reached(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "1938"
    folder.mkdir()
    (folder / "worldcup.json").write_text(json.dumps(CUP), encoding="utf-8")
    db = tmp_path / "wc.sqlite3"
    file = str(folder / "worldcup.json")
    assert run_here(capsys, "import", "--format", "openfootball", file, db=db).returncode == 0
    result = run_here(capsys, "stats", "--team", "Sweden", db=db)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "    Round of 16: reached 1 (1 by walkover, not played), through 1, out 0" in lines
    assert "    Quarter-final: reached 1, through 1, out 0" in lines
