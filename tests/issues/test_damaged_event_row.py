"""Issue: a damaged event row (payload not JSON, unknown kind) crashed every start.

Such a row passes ``quick_check``; ``list`` printed a traceback and the window exited
before it showed while that match was the last one worked on. Now the match and the
row are named, and everything else works.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.test_cli import one_error_line, run_here
from tracker.app import demo_text
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow


@pytest.fixture(params=["payload", "kind"])
def damaged(request: pytest.FixtureRequest, db_path: Path) -> tuple[Path, int, int, int]:
    """A database with a good match and a newer one with a damaged event row."""
    database = open_database(db_path, backups=0)
    service = MatchService(database)
    good = service.import_text(demo_text())
    bad = service.import_text(demo_text())
    database.close()
    with sqlite3.connect(db_path) as connection:
        row = connection.execute(
            "SELECT max(id) FROM event WHERE match_id = ? AND kind = 'goal'", (bad,)
        ).fetchone()[0]
        column, value = ("payload", "{not json") if request.param == "payload" else ("kind", "x")
        connection.execute(f"UPDATE event SET {column} = ? WHERE id = ?", (value, row))
        connection.execute("UPDATE match SET updated_at = '2999-01-01' WHERE id = ?", (bad,))
    connection.close()
    return db_path, good, bad, row


def test_the_command_line_names_the_match_and_row(
    capsys: pytest.CaptureFixture[str], damaged: tuple[Path, int, int, int]
) -> None:
    path, good, bad, row = damaged
    listed = run_here(capsys, "list", db=path)
    assert listed.returncode == 0 and "Traceback" not in listed.stderr
    assert f"{bad} " in listed.stdout or f" {bad} " in listed.stdout
    shown = run_here(capsys, "show", str(bad), db=path)
    assert shown.returncode == 1
    assert f"event row {row} of match {bad} is damaged" in one_error_line(shown)
    assert run_here(capsys, "show", str(good), db=path).returncode == 0


def test_the_window_opens_names_the_row_and_opens_other_matches(
    make_window, damaged: tuple[Path, int, int, int]
) -> None:  # type: ignore[no-untyped-def]
    _, good, bad, row = damaged
    window: MainWindow = make_window()
    assert window.document.service.last_worked_on() == bad
    assert not window.open_match(bad)
    assert f"event row {row} of match {bad} is damaged" in window.notice.text()
    assert "restore" in window.notice.text()
    assert window.pages.currentWidget() is window.start_page
    assert window.open_match(good)
    assert window.document.match_id == good
