"""An edition whose results list no scorers has goals, only no known scorers.

An audit found ``stats --edition "World Cup 2010"`` saying "no goals recorded in FIFA
World Cup 2010" over the openfootball file, which gives every score (145 goals) and no
scorer: the board is empty because no scorer is known, not because nobody scored.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.records import G, Library
from tests.test_cli import run_here
from tests.web.conftest import WORLD_CUP


def test_scores_without_scorers_are_not_said_to_be_no_goals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lib = Library.at(tmp_path)
    lib.result("2010", "2010-06-11", "Alba", "2-1", "Brea")  # scorers unknown
    lib.result("2010", "2010-06-12", "Cora", "0-0", "Dene", goals=())
    lib.db.close()
    db = tmp_path / "records.sqlite3"
    result = run_here(capsys, "stats", "--edition", "World Cup 2010", db=db)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "no scorers recorded in FIFA World Cup 2010 (scorers missing for 1 of 2 matches)"
    ]


def test_a_goalless_edition_still_says_no_goals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lib = Library.at(tmp_path)
    lib.result("2010", "2010-06-12", "Cora", "0-0", "Dene", goals=())
    lib.result("2010", "2010-06-13", "Alba", "1-0", "Brea", goals=(G("Ann Ash", "home"),))
    lib.db.close()
    db = tmp_path / "records.sqlite3"
    result = run_here(capsys, "stats", "--edition", "World Cup 2010", "--top", "1", db=db)
    assert result.stdout.splitlines()[1].split() == ["1", "Ann", "Ash", "1", "Alba"]


@pytest.mark.skipif(not (WORLD_CUP / "2010").is_dir(), reason="no World Cup data beside the repo")
def test_the_2010_world_cup_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "wc.sqlite3"
    file = WORLD_CUP / "2010" / "worldcup.json"
    imported = run_here(capsys, "import", "--format", "openfootball", str(file), db=db)
    assert imported.returncode == 0, imported.stderr
    result = run_here(capsys, "stats", "--edition", "WC 2010", db=db)
    assert "no goals" not in result.stdout
    assert result.stdout.startswith("no scorers recorded in FIFA World Cup 2010 (scorers missing")
