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
