"""A match file never takes the place of a result that is being logged here.

A logged match file takes the place of its imported result (the result's row goes).
An audit found it did so also when the result had been set up to be logged (Log this
match…, its line-ups and first events logged on the result's row): the import
deleted that row, and the log with it. Such a result is the match already there: a
file that says something else is refused, and the log is kept.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.beinglogged import reds_blues_being_logged
from tests.test_cli import one_error_line, run_here
from tracker.cli import demo_text
from tracker.store.db import open_database


def _file_of(tmp_path: Path) -> Path:
    """The demo's match file, made the cup's Reds v Blues of 1 June 2030."""
    data = json.loads(demo_text())
    data["match"].update(competition="Test Cup 2030", stage="Group A", date="2030-06-01")
    data["match"].pop("uuid", None)
    data["home"]["name"], data["away"]["name"] = "Reds", "Blues"
    path = tmp_path / "reds-blues.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_result_being_logged_is_not_replaced_by_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "library.sqlite3"
    db = open_database(path, backups=0)
    try:
        result = reds_blues_being_logged(db, tmp_path)
    finally:
        db.close()
    done = run_here(capsys, "import", str(_file_of(tmp_path)), db=path)
    assert f"already in the database as match {result} " in one_error_line(done)
    listed = run_here(capsys, "list", db=path).stdout
    assert "result stored; being logged, 34'" in listed
    assert listed.count("Reds v Blues") == 1


def _being_logged(tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "library.sqlite3"
    db = open_database(path, backups=0)
    try:
        return path, reds_blues_being_logged(db, tmp_path)
    finally:
        db.close()


@pytest.mark.parametrize("how", ["teams the other way round", "competition named otherwise"])
def test_a_file_of_the_same_day_and_teams_is_refused_and_the_log_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], how: str
) -> None:
    """Found by its teams, competition, stage and date only, the result being logged was
    not found for a file naming the teams the other way round or the competition
    otherwise: the file was stored and took the result's place, deleting its log."""
    path, result = _being_logged(tmp_path)
    file = _file_of(tmp_path)
    data = json.loads(file.read_text("utf-8"))
    if how.startswith("teams"):
        data["home"], data["away"] = data["away"], data["home"]
        data["events"] = []
    else:
        data["match"]["competition"] = "The Test Cup 2030"
    file.write_text(json.dumps(data), encoding="utf-8")
    line = one_error_line(run_here(capsys, "import", str(file), db=path))
    assert f"already in the database as match {result} (same day and teams)" in line
    listed = run_here(capsys, "list", db=path).stdout
    assert "result stored; being logged, 34'" in listed
    # Stored as a copy on purpose: beside it, never in its place.
    copied = run_here(capsys, "import", "--as-copy", str(file), db=path)
    assert copied.returncode == 0, copied.stderr
    listed = run_here(capsys, "list", db=path).stdout
    assert "result stored; being logged, 34'" in listed


def test_a_logged_match_copied_onto_a_result_being_logged_there_leaves_its_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, result = _being_logged(tmp_path)
    club = tmp_path / "club.sqlite3"
    file = _file_of(tmp_path)
    data = json.loads(file.read_text("utf-8"))
    data["match"]["competition"] = "The Test Cup 2030"
    file.write_text(json.dumps(data), encoding="utf-8")
    assert run_here(capsys, "import", str(file), db=club).returncode == 0
    copied = run_here(capsys, "copy", "--to", str(path), db=club)
    assert "0 new" in copied.stdout and "1 not copied" in copied.stdout, copied.stderr
    pushed = run_here(capsys, "push", "1", "--to", str(path), db=club)
    assert f"is there as match {result}" in one_error_line(pushed)
    listed = run_here(capsys, "list", db=path).stdout
    assert "result stored; being logged, 34'" in listed
    assert listed.count("Reds v Blues") == 1


def test_a_result_copied_onto_a_fixture_being_logged_there_leaves_its_line_ups(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fixture set up to be logged there is a logged match: the result copied onto it
    gives way to it, and its line-ups are not overwritten by a result without them."""
    from tests.helpers.beinglogged import set_up_reds_blues
    from tests.services.test_results_import import _cup, _write
    from tracker.services.results import ResultsService
    from tracker.services.setup import SetupService

    cup = _cup()
    unplayed = _cup()
    first = unplayed["matches"][0]
    for key in ("score", "goals1", "goals2"):
        first.pop(key, None)
    league, club = tmp_path / "league.sqlite3", tmp_path / "club.sqlite3"
    db = open_database(league, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "league" / "2030", unplayed)])
        fixture = set_up_reds_blues(db)
        squad = len(SetupService(db).match(fixture).home.squad)
    finally:
        db.close()
    db = open_database(club, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "club" / "2030", cup)])
    finally:
        db.close()
    copied = run_here(capsys, "copy", "--to", str(league), db=club)
    assert "0 updated" in copied.stdout, copied.stdout + copied.stderr
    assert "1 results logged there already, not sent" in copied.stdout
    db = open_database(league, backups=0)
    try:
        kept = SetupService(db).match(fixture)
    finally:
        db.close()
    assert kept.home.lineup is not None and len(kept.home.squad) == squad > 0


def test_an_archive_of_the_same_match_loaded_leaves_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``load`` of a club's archive whose logged match names the teams the other way round
    finds the result being logged here by its day and teams, and keeps it as it is."""
    path, _result = _being_logged(tmp_path)
    club = tmp_path / "club.sqlite3"
    file = _file_of(tmp_path)
    data = json.loads(file.read_text("utf-8"))
    data["home"], data["away"] = data["away"], data["home"]
    data["events"] = []
    file.write_text(json.dumps(data), encoding="utf-8")
    assert run_here(capsys, "import", str(file), db=club).returncode == 0
    archive = tmp_path / "club.zip"
    assert run_here(capsys, "dump", str(archive), db=club).returncode == 0
    loaded = run_here(capsys, "load", str(archive), db=path)
    assert "0 added" in loaded.stdout and "1 kept as they are here" in loaded.stdout, (
        loaded.stdout + loaded.stderr
    )
    listed = run_here(capsys, "list", db=path).stdout
    assert "result stored; being logged, 34'" in listed
    assert listed.count("Reds v Blues") == 1 and "Blues v Reds" not in listed
