"""A write that waits for another program's lock on the database says so at once.

The window's writes run on its thread: while another program holds the SQLite write
lock, SQLite waits (up to its busy timeout) inside the write. The user must see why
the window does not answer, at once, not after the wait.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import type_command
from tracker.core.match.events import Goal
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

WAITING = "The database is locked by another program: waiting up to {} s for it…"


@pytest.fixture
def short_wait(monkeypatch: pytest.MonkeyPatch) -> float:
    """SQLite's busy timeout cut to 1.5 s (set on every connection the window opens)."""
    monkeypatch.setattr("tracker.store.db.BUSY_TIMEOUT_MS", 1500)
    return 1.3  # what is left after the quiet first 200 ms


@pytest.fixture
def playing(short_wait: float, live: MainWindow) -> MainWindow:
    """The fresh reference match in its first half."""
    live.clock.blow(0)
    return live


class OtherProgram:
    """Holds the database's write lock from another connection, as another program would."""

    def __init__(self, path: Path) -> None:
        self.connection = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self.connection.execute("BEGIN IMMEDIATE")
        self.released = threading.Event()

    def release_when(self, told: threading.Event) -> threading.Thread:
        """Let go of the lock once ``told`` (by the window's wait), from another thread."""

        def run() -> None:
            told.wait(10)
            self.connection.execute("ROLLBACK")
            self.released.set()

        thread = threading.Thread(target=run)
        thread.start()
        return thread


@pytest.fixture
def other(db_path: Path) -> Iterator[OtherProgram]:
    held = OtherProgram(db_path)
    yield held
    held.connection.close()


def _messages(window: MainWindow) -> list[str]:
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    return shown


def test_the_window_says_it_waits_then_logs_once_the_lock_is_free(
    qtbot, playing: MainWindow, other: OtherProgram, short_wait: float, db_path: Path
) -> None:
    window = playing
    shown = _messages(window)
    told = threading.Event()
    on_wait = window.document.service.db.on_wait
    assert on_wait is not None

    def waiting(seconds: float) -> None:
        on_wait(seconds)
        # What the user sees while the write still waits: the words, and the wait cursor.
        assert window.statusBar().currentMessage() == WAITING.format(1)
        assert QApplication.overrideCursor() is not None
        told.set()

    window.document.service.db.on_wait = waiting
    thread = other.release_when(told)
    assert type_command(qtbot, window, "20 goal Messi")
    thread.join()
    assert other.released.is_set() and WAITING.format(1) in shown
    qtbot.waitUntil(lambda: QApplication.overrideCursor() is None)
    assert window.statusBar().currentMessage() != WAITING.format(1)
    stored = MatchService(open_database(str(db_path))).load(window.document.match_id)[1]
    assert any(isinstance(e, Goal) for e in stored)


def test_a_wait_that_gives_up_says_why_and_stores_nothing(
    qtbot, playing: MainWindow, other: OtherProgram, db_path: Path
) -> None:
    window = playing
    shown = _messages(window)
    before = len(window.document.events)
    assert not type_command(qtbot, window, "20 goal Messi")
    assert WAITING.format(1) in shown
    assert "locked by another program" in window.quick.error.text() + window.notice.text()
    qtbot.waitUntil(lambda: QApplication.overrideCursor() is None)
    other.connection.execute("ROLLBACK")
    assert len(window.document.events) == before
    stored = MatchService(open_database(str(db_path))).load(window.document.match_id)[1]
    assert len(stored) == before
