"""Start-up: the window paints before the database and the rarely used parts are loaded.

Each test runs the real start-up in a process of its own (``tests/ui/startprobe.py``)
and checks what was imported when: these are not timings, but the lazy imports that
the start-up time rests on.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from tests.helpers.imports import loaded
from tests.helpers.matches import demo
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.common import firstpaint
from tracker.ui.common.firstpaint import after_first_paint

if TYPE_CHECKING:
    from tracker.ui.mainwindow import MainWindow

#: Loaded only when their action is first used (or, for the database, after the paint).
NOT_BEFORE_PAINT = [
    "sqlalchemy",
    "sqlmodel",
    "alembic",
    "jsonschema",
    "tracker.store.db",
    "tracker.services.matches",
    "tracker.ui.files.dbproblem",
    "tracker.ui.common.errors",
    "pydantic",
    "babel",
    "importlib.metadata",
    "importlib.resources",
    "anyascii",
    "tracker.store.match.leanread",
    # The log file's folder is found without it on Linux (platformdirs' rule there).
    *(["platformdirs"] if sys.platform.startswith("linux") else []),
]
#: Not loaded before the match is first shown: the database layers, the record books.
NOT_BEFORE_THE_MATCH = [
    "sqlalchemy",
    "sqlmodel",
    "pydantic",
    "alembic",
    "babel",
    "tracker.store.db",
    "tracker.store.tables",
    "tracker.services.matches",
    "tracker.core.records",
    # A setting's key is a BLAKE2b digest: hashlib would load OpenSSL for it.
    "hashlib",
    "_hashlib",
]
#: Never loaded by opening the window on a match: the dialogs of the menus.
NOT_ON_START = [
    "alembic",
    "tracker.sheet",
    "tracker.opendata",
    "tracker.ui.files.exporting",
    "tracker.ui.files.importing",
    "tracker.ui.files.backups",
    "tracker.ui.library.library",
    # The start page is built when first shown: not for a window opening on a match.
    "tracker.ui.library.startpage",
    "tracker.ui.setup",
    "tracker.ui.match.editevent",
    "tracker.ui.common.dialogs",
]
#: Never loaded for a SQLite database: the PostgreSQL driver and dialect.
POSTGRESQL_ONLY = ["psycopg", "psycopg2", "sqlalchemy.dialects.postgresql"]


def _start(tmp_path: Path, *args: str, **extra_env: str) -> dict[str, Any]:
    """Start the window in a new process with ``args``; what it reported."""
    home = tmp_path / "home"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        **extra_env,
    }
    result = subprocess.run(
        [sys.executable, "-m", "tests.ui.startprobe", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr  # closing the window too
    report: dict[str, Any] = json.loads(result.stdout.splitlines()[-1])
    return report


def _lazy_ones(modules: list[str], names: list[str]) -> list[str]:
    return [m for name in names for m in loaded(set(modules), name)]


def _store_demo(folder: Path) -> tuple[Path, int]:
    path = folder / "matches.sqlite3"
    database = open_database(path)
    match_id = MatchService(database).import_match(*demo())
    database.close()
    return path, match_id


@pytest.fixture
def stored_demo(tmp_path: Path) -> tuple[Path, int]:
    """A database file holding the reference match: its path and the match id."""
    return _store_demo(tmp_path)


@pytest.fixture(scope="module")
def demo_start(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, dict[str, Any]]:
    """The window started once, with a new home, on a database holding the reference
    match: the match id, and what the process reported at each step (the tests below
    each read their part of one start; a start is a second's work)."""
    folder = tmp_path_factory.mktemp("demo-start")
    path, match_id = _store_demo(folder)
    return match_id, _start(folder, "--db", str(path))


def test_the_window_paints_before_the_database_opens(
    demo_start: tuple[int, dict[str, Any]],
) -> None:
    _match_id, report = demo_start
    assert report["database_at_paint"] is False
    assert _lazy_ones(report["painted"], NOT_BEFORE_PAINT) == []
    assert report["status"] == 0


def test_then_the_match_last_worked_on_opens_without_the_menus_dialogs(
    demo_start: tuple[int, dict[str, Any]],
) -> None:
    match_id, report = demo_start
    assert report["match_id"] == match_id
    assert report["page"] == "match"
    assert report["title"].startswith("Argentina")
    assert "tracker.store.db" in report["opened"]
    assert _lazy_ones(report["opened"], NOT_ON_START) == []
    assert _lazy_ones(report["opened"], POSTGRESQL_ONLY) == []


def test_the_match_is_shown_before_the_database_layers_load(
    demo_start: tuple[int, dict[str, Any]],
) -> None:
    match_id, report = demo_start
    assert report["shown_match_id"] == match_id
    assert _lazy_ones(report["shown"], NOT_BEFORE_THE_MATCH) == []
    assert _lazy_ones(report["shown"], POSTGRESQL_ONLY) == []
    # What was shown first is what the service read once the database opened.
    assert report["shown_state"] == report["opened_state"]
    assert report["match_id"] == match_id


def test_the_frame_before_the_database_opens_shows_the_whole_match(
    demo_start: tuple[int, dict[str, Any]],
) -> None:
    # The database keeps the window waiting: the frame drawn before must not be the
    # window half built (no menus, no scoreboard or pitch, the panels anywhere).
    _match_id, report = demo_start
    painted = set(report["painted_before_database"])
    assert {"QMenuBar", "Scoreboard", "PitchView.viewport", "QuickEntry"} <= painted
    assert {"LineupPanel", "EventLogView.viewport", "MatchClock"} <= painted


def test_the_garbage_collector_waits_for_the_match_then_resumes(
    demo_start: tuple[int, dict[str, Any]],
) -> None:
    _match_id, report = demo_start
    assert report["collecting_at_paint"] is False
    assert report["collecting_when_shown"] is False
    assert report["collecting_when_opened"] is True
    assert report["collecting_on_gui_thread_only"] is True  # never in a worker thread
    assert report["collecting_after"] is True
    # What start-up made lasts (the database layers too): the collections no longer walk it.
    assert report["layers_walked_by_collections"] == []


def test_the_garbage_collector_resumes_on_the_start_page_too(tmp_path: Path) -> None:
    report = _start(tmp_path, "--db", str(tmp_path / "new.sqlite3"))
    assert report["page"] == "startPage"
    assert report["collecting_when_opened"] is True
    assert report["collecting_after"] is True


def test_the_open_window_keeps_no_copy_of_the_sources_it_loaded(
    demo_start: tuple[int, dict[str, Any]],
) -> None:
    """PySide6 reads the source of every module imported after it; the window drops the
    lines (about 25 MB of the database layers' and its own)."""
    _match_id, report = demo_start
    assert "sqlalchemy.orm" in report["opened"]
    kept = [
        name
        for name in report["sources_kept"]
        for part in ("sqlalchemy", "sqlmodel", "pydantic", "tracker/ui/", "tracker/store/")
        if f"{os.sep}{part}" in name.replace("/", os.sep)
        # Read as it was imported, before it could tell the hook.
        and not name.endswith("sources.py")
    ]
    assert kept == []


def test_a_new_database_opens_on_the_start_page(tmp_path: Path) -> None:
    report = _start(tmp_path, "--db", str(tmp_path / "new.sqlite3"))
    assert report["database_at_paint"] is False
    assert report["match_id"] is None
    assert report["page"] == "startPage"
    assert report["title"] == "Match Tracker"


def test_without_arguments_the_window_opens_the_database_of_tracker_db(
    tmp_path: Path, stored_demo: tuple[Path, int]
) -> None:
    path, match_id = stored_demo
    report = _start(tmp_path, TRACKER_DB=str(path))
    assert report["database_at_paint"] is False
    assert report["match_id"] == match_id
    assert report["status"] == 0


def test_the_match_asked_for_opens(tmp_path: Path, stored_demo: tuple[Path, int]) -> None:
    path, match_id = stored_demo
    database = open_database(path)
    other = MatchService(database).import_match(*demo())
    database.close()
    assert other != match_id
    report = _start(tmp_path, "--db", str(path), "gui", str(match_id))
    assert report["match_id"] == match_id


class _Order(QObject):
    """Notes a widget's paints, in order with other work."""

    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log = log

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.log.append("paint")
        return False


def test_work_after_the_first_paint_runs_after_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    log: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)
    order = _Order(log)
    widget.installEventFilter(order)
    after_first_paint(widget, lambda: log.append("work"))
    assert log == []
    widget.show()
    qtbot.waitUntil(lambda: "work" in log)
    assert log.index("paint") < log.index("work")
    assert log.count("work") == 1


def test_work_runs_even_if_the_window_never_paints(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(firstpaint, "FALLBACK_MS", 50)
    ran: list[bool] = []
    widget = QWidget()
    qtbot.addWidget(widget)
    after_first_paint(widget, lambda: ran.append(True))
    qtbot.waitUntil(lambda: bool(ran))
    widget.show()
    qtbot.waitExposed(widget)
    widget.repaint()  # a paint now must not run the work a second time
    QApplication.processEvents()
    assert ran == [True]


def _window_reading_ahead(qtbot, tmp_path: Path, path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """A main window shown on the match of ``path`` read ahead of the database layers."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QUndoStack

    from tracker.app import demo_text, show_opening_match
    from tracker.ui.mainwindow import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, None, QUndoStack(), settings, demo_text)
    qtbot.addWidget(window)
    window.show()
    assert show_opening_match(window, str(path), None)
    return window


def test_the_match_read_ahead_takes_no_input_until_the_database_opens(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, stored_demo: tuple[Path, int]
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtTest import QTest

    from tracker.app import open_in_window

    CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    path, match_id = stored_demo
    window = _window_reading_ahead(qtbot, tmp_path, path)
    assert window.document.match_id == match_id and not window.document.has_database
    assert window.pages.currentWidget() is window.match_page
    assert window.windowTitle().startswith("Argentina v ")
    # The key stats are read once the database opens: on their way, not "no match open".
    assert window.key_stats.view.note.text() == "Reading the key stats…"
    shown = window.document.state
    assert shown is not None
    logged = len(shown.events)
    # The user's input comes as the platform sends it: to the window, which hands it on.
    handle = window.windowHandle()
    window.activateWindow()
    window.quick.line.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.quick.line)
    whistle = window.clock.whistle_button
    at_whistle = whistle.mapTo(window, whistle.rect().center())
    hold = window._input_hold
    assert hold is not None

    def dropped(gesture: Callable[[], None]) -> int:
        before = hold.held
        gesture()
        return hold.held - before

    # Typing goes on; Enter, a click, a shortcut and the actions wait for the service.
    for char in "44 goal Messi":
        assert dropped(partial(QTest.keyClick, handle, char)) == 0
    assert window.quick.line.text() == "44 goal Messi"
    probe = QAction(window)
    probe.setShortcut(QKeySequence("Ctrl+Shift+F12"))
    window.addAction(probe)
    with qtbot.assertNotEmitted(probe.triggered):
        assert dropped(lambda: QTest.keyClick(handle, Qt.Key.Key_F12, CTRL_SHIFT)) > 0
    assert dropped(lambda: QTest.keyClick(handle, Qt.Key.Key_Return)) == 2  # press, release
    click = partial(QTest.mouseClick, handle, Qt.MouseButton.LeftButton, pos=at_whistle)
    assert dropped(click) == 2
    assert window.quick.line.text() == "44 goal Messi"
    assert window.document.state is shown
    assert not window.actions_["export"].isEnabled()
    assert open_in_window(window, str(path), None)
    try:
        assert window.document.has_database and window.document.match_id == match_id
        assert window.document.state == shown
        assert len(window.document.events) == logged  # nothing was logged while held
        assert window.actions_["export"].isEnabled()
        with qtbot.waitSignal(probe.triggered):
            QTest.keyClick(handle, Qt.Key.Key_F12, CTRL_SHIFT)
        QTest.keyClick(handle, Qt.Key.Key_Return)
        assert len(window.document.events) == logged + 1
        assert window.quick.line.text() == ""
    finally:
        window.backups.close()
        window.background.wait()
        window.document.service.db.close()


def test_the_match_read_ahead_is_not_checked_for_changes_on_activation(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, stored_demo: tuple[Path, int]
) -> None:
    """Activating the window checks whether another program changed the match; while
    the match shown was read ahead of the database there is nothing to check against
    (it raised "the database is not open yet" from the window's changeEvent)."""
    window = _window_reading_ahead(qtbot, tmp_path, stored_demo[0])
    assert not window.document.has_database
    assert window.check_for_changes() is False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux shortcut")
def test_the_log_file_is_where_platformdirs_puts_it(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from platformdirs import user_data_dir

    from tracker.ui.common.logfile import APP_NAME, LOG_FILE, log_path

    for data in (str(tmp_path / "data"), "", "  "):
        monkeypatch.setenv("XDG_DATA_HOME", data)
        expected = Path(user_data_dir(APP_NAME, appauthor=False)) / "logs" / LOG_FILE
        assert log_path() == expected
    monkeypatch.delenv("XDG_DATA_HOME")
    assert log_path() == Path(user_data_dir(APP_NAME, appauthor=False)) / "logs" / LOG_FILE


def test_the_remembered_match_keeps_its_setting_key() -> None:
    # Made without hashlib now: the key must stay the one earlier versions wrote.
    import hashlib

    from tracker.ui.common.settingkeys import last_match_key

    url = "sqlite:////home/me/.local/share/match-tracker/matches.sqlite3"
    digest = hashlib.blake2b(url.encode(), digest_size=6).hexdigest()
    assert last_match_key(url) == f"lastMatch/{digest}"
