"""Database faults while the window logs: a clear message beside the line, nothing half-done."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from sqlalchemy import event as sa_event

from tests.helpers.matches import demo
from tracker.app import build_window
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services import MatchService
from tracker.store import db as dbmod
from tracker.store.db import open_database


def _events(path: Path) -> int:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("SELECT count(*) FROM event").fetchone()[0])


@pytest.fixture
def window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The main window on a live match (kicked off) in a database file."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    match = service.create(demo()[0])
    assert match.id is not None
    service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    service.db.close()
    win = build_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.show()
    assert win.open_match(match.id)
    win.db_path = path
    return win


def _type(qtbot, window, text: str) -> None:  # type: ignore[no-untyped-def]
    window.quick.line.setFocus()
    window.quick.line.setText(text)
    qtbot.keyClick(window.quick.line, Qt.Key.Key_Return)


def test_full_disk_while_logging(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The disk fills up: the line keeps the command, says so, and nothing is written."""
    engine = window.document.service.db.engine
    before = _events(window.db_path)

    def cap(dbapi_connection, _record):  # type: ignore[no-untyped-def]
        pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    sa_event.listen(engine, "connect", cap)
    engine.dispose()
    shown = len(window.document.events)
    for _ in range(300):  # fill the free pages, until a write is refused
        _type(qtbot, window, "20 goal Messi")
        if window.quick.line.text():
            break
    assert window.quick.line.text() == "20 goal Messi"
    assert "disk is full" in window.quick.error.text()
    logged = len(window.document.events) - shown
    assert _events(window.db_path) == before + logged  # what the log shows, no more
    sa_event.remove(engine, "connect", cap)
    engine.dispose()
    qtbot.keyClick(window.quick.line, Qt.Key.Key_Return)
    assert window.quick.line.text() == ""
    assert _events(window.db_path) == before + logged + 1


def test_locked_database_while_logging(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Another program holds the write lock: a plain message; Enter again once it is free."""
    monkeypatch.setattr(dbmod, "BUSY_TIMEOUT_MS", 200)
    window.document.service.db.engine.dispose()
    before = _events(window.db_path)
    other = sqlite3.connect(window.db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        _type(qtbot, window, "25 yellow Romero")
        assert "locked" in window.quick.error.text()
        assert _events(window.db_path) == before
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.keyClick(window.quick.line, Qt.Key.Key_Return)
    assert window.quick.line.text() == ""
    assert _events(window.db_path) == before + 1
