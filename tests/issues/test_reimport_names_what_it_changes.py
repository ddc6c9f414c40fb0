"""A season's file imported again never drops a stored result unseen.

A secretary imported the season's file again after its publisher had dropped three
scores from it: the three results went (the table counted 9 of 12), and the import
said only "3 updated", as it said for a corrected score, "kept as a fixture" reading
as if nothing was lost. A file with no score says nothing of a result: the stored one
stays, and the import says so. A file that does change a stored result (a corrected
score, an award) names the match, what was stored and what is now.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.test_cli import run_here

SEASON: dict[str, Any] = {
    "name": "Test League 2024/25",
    "matches": [
        {"round": "Matchday 1", "date": "2024-09-07", "team1": "Alba", "team2": "Brea",
         "score": {"ft": [2, 1]}},
        {"round": "Matchday 1", "date": "2024-09-07", "team1": "Cora", "team2": "Dene",
         "score": {"ft": [1, 3]}},
        {"round": "Matchday 2", "date": "2024-09-14", "team1": "Alba", "team2": "Cora",
         "score": {"ft": [0, 0]}},
        {"round": "Matchday 2", "date": "2024-09-14", "team1": "Brea", "team2": "Dene",
         "score": {"ft": [1, 1]}},
    ],
}  # fmt: skip


def _import(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: Path, season: dict[str, Any]
) -> list[str]:
    path = tmp_path / "league.json"
    path.write_text(json.dumps(season), encoding="utf-8")
    done = run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    assert done.returncode == 0, done.stderr
    return (done.stdout + done.stderr).splitlines()


def _listed(capsys: pytest.CaptureFixture[str], db: Path) -> list[str]:
    done = run_here(capsys, "list", db=db)
    return [" ".join(line.split()[2:]) for line in done.stdout.splitlines()]


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    db = tmp_path / "league.sqlite3"
    _import(capsys, tmp_path, db, SEASON)
    return db


def test_a_file_that_lost_a_score_leaves_the_stored_result(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _listed(capsys, library)
    table = run_here(capsys, "standings", "Test League 2024/25", db=library).stdout
    lost = copy.deepcopy(SEASON)
    del lost["matches"][1]["score"]
    said = _import(capsys, tmp_path, library, lost)
    assert said[0].endswith("0 new, 4 unchanged")
    [kept] = [line for line in said if line.startswith("kept:")]
    assert "Cora v Dene): 1-3: the file gives no score for it now" in kept
    assert _listed(capsys, library) == before
    assert run_here(capsys, "standings", "Test League 2024/25", db=library).stdout == table


def test_a_corrected_score_and_an_award_are_named(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corrected = copy.deepcopy(SEASON)
    corrected["matches"][0]["score"] = {"ft": [3, 1]}
    corrected["matches"][3]["score"] = {"ft": [3, 0]}
    corrected["matches"][3]["status"] = "awarded"
    said = _import(capsys, tmp_path, library, corrected)
    assert said[0].endswith("0 new, 2 unchanged, 2 updated")
    updated = [line for line in said if line.startswith("updated:")]
    assert len(updated) == 2
    assert updated[0].endswith("2024-09-07 Alba v Brea): 2-1 → 3-1")
    assert updated[1].endswith("2024-09-14 Brea v Dene): 1-1 → 3-0 awarded")
    # Postponed after all: said too.
    postponed = copy.deepcopy(corrected)
    del postponed["matches"][2]["score"]
    postponed["matches"][2]["status"] = "postponed"
    said = _import(capsys, tmp_path, library, postponed)
    assert [line for line in said if line.startswith("updated:")] == [
        "updated: match 3 (2024-09-14 Alba v Cora): 0-0 → postponed"
    ]


def test_a_match_in_the_trash_is_left_there_and_said(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With a match of the file in the trash, the import rewrote it unseen (a restore
    brought back the file's new score), or, for a logged match standing for a result,
    ended in a traceback ("there is no match 1070")."""
    from tracker.services.setup import SetupService
    from tracker.store.db import open_database

    db = open_database(library, backups=0)
    try:
        SetupService(db).delete_match(2)
    finally:
        db.close()
    corrected = copy.deepcopy(SEASON)
    corrected["matches"][1]["score"] = {"ft": [0, 4]}
    said = _import(capsys, tmp_path, library, corrected)
    assert said[0].endswith("0 new, 3 unchanged, 1 in the trash, left there")
    assert said[1] == (
        "in the trash: match 2 (2024-09-07 Cora v Dene): left there as it is; restore it in "
        "the library to bring it back"
    )
    # The command line says where it is ("there is no match 2", it said).
    shown = run_here(capsys, "show", "2", db=library)
    assert "match 2 is in the trash (deleted): restore it" in shown.stderr
    db = open_database(library, backups=0)
    try:
        SetupService(db).restore_match(2)
    finally:
        db.close()
    assert "Cora v Dene 1-3 finished" in " ".join(_listed(capsys, library))
