"""Fixtures for the main-window tests: a window over a fresh database file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.helpers.matches import demo_setup
from tracker.app import build_window
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow


class FakeClock:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, minutes: float) -> None:
        """Let time pass."""
        self.now += minutes * 60


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A database file of its own for each test."""
    return tmp_path / "matches.sqlite3"


@pytest.fixture
def fake_clock() -> FakeClock:
    """The wall clock of the window's match clock."""
    return FakeClock()


@pytest.fixture
def stamped_by_fake_clock(fake_clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    """The fake wall clock, which the services now also stamp logged events with."""
    import datetime as dt

    def now() -> dt.datetime:
        return dt.datetime.fromtimestamp(fake_clock.now, dt.timezone.utc).replace(microsecond=0)

    monkeypatch.setattr("tracker.services.matches._now", now)
    return fake_clock


@pytest.fixture
def make_window(qtbot, tmp_path: Path, db_path: Path, fake_clock: FakeClock):  # type: ignore[no-untyped-def]
    """Build (and show) a window over the test database; settings kept in the test folder
    (in a file of their own, as on another machine, if named)."""

    opened: list[MainWindow] = []

    def make(settings_file: str = "settings.ini") -> MainWindow:
        settings = QSettings(str(tmp_path / settings_file), QSettings.Format.IniFormat)
        window = build_window(str(db_path), settings, fake_clock)
        qtbot.addWidget(window)
        opened.append(window)
        window.show()
        return window

    yield make
    for window in opened:
        window.backups.close()
        window.background.wait()
        window.document.service.db.close()


@pytest.fixture
def window(make_window: Callable[[], MainWindow]) -> MainWindow:
    """A window on the start page."""
    return make_window()


@pytest.fixture
def fresh_match(db_path: Path) -> int:
    """The reference match set up with no events yet: its id."""
    service = MatchService(open_database(str(db_path)))
    stored = service.create(demo_setup())
    service.db.close()
    assert stored.id is not None
    return stored.id


@pytest.fixture
def live(window: MainWindow, fresh_match: int) -> MainWindow:
    """A window showing the fresh reference match."""
    assert window.open_match(fresh_match)
    return window


@pytest.fixture
def demo_match(db_path: Path) -> int:
    """The reference match with its events, as ``match-tracker demo`` stores it: its id."""
    from tracker.app import demo_text

    service = MatchService(open_database(str(db_path)))
    match_id = service.import_text(demo_text())
    service.db.close()
    return match_id
