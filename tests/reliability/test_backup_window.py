"""The window's backups: off the GUI thread, after opening and at period ends; closing cancels."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.helpers.matches import demo
from tracker.app import build_window
from tracker.core.match.events import PeriodEnd, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services import MatchService
from tracker.store.db import open_database
from tracker.store.transfer import backup
from tracker.ui.mainwindow import MainWindow


def _window(qtbot, tmp_path: Path, path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = build_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    return window


def _threads(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Each backup made: its reason, and whether it ran on the GUI thread."""
    gui = threading.get_ident()
    made: list[tuple[str, bool]] = []
    real = backup.make_backup

    def spy(path: Path, reason: str = "manual", **kwargs: object) -> object:
        made.append((reason, threading.get_ident() == gui))
        return real(path, reason, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(backup, "make_backup", spy)
    return made


def test_open_and_period_end_backups_run_off_the_gui_thread(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a changed database and ending a period each back it up on a worker thread."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    match = service.create(demo()[0])
    service.db.close()
    assert match.id is not None and backup.list_backups(path) == []
    made = _threads(monkeypatch)
    window = _window(qtbot, tmp_path, path)
    assert window.document.service.db.open_backup_due is False  # handed to the runner
    with qtbot.waitSignal(window.backups.finished, timeout=10000) as opened:
        pass
    assert opened.args is not None and opened.args[0].reason == "open"
    assert window.open_match(match.id)
    assert window.log_event(PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    with qtbot.waitSignal(window.backups.finished, timeout=10000) as ended:
        assert window.log_event(PeriodEnd(MatchTime(Period.FIRST_HALF, 45, 1)))
    assert ended.args is not None and ended.args[0].reason == "period-end"
    assert backup.summarize(ended.args[0].path).events == 2
    assert made == [("open", False), ("period-end", False)]
    window.close()


def test_unchanged_database_gets_no_new_backup(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Opening the window again on an unchanged database makes no backup."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    service.import_match(*demo())
    service.db.close()
    open_database(path).close()
    kept = backup.list_backups(path)
    window = _window(qtbot, tmp_path, path)
    with qtbot.waitSignal(window.backups.finished, timeout=10000) as done:
        pass
    assert done.args == [None]
    assert backup.list_backups(path) == kept
    window.close()


def test_closing_cancels_a_running_backup(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing stops a backup between two steps, deletes its partial file and returns."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    for _ in range(3):
        service.import_match(*demo())
    service.db.close()
    monkeypatch.setattr(backup, "STEP_PAGES", 1)
    copying = threading.Event()
    real = backup._stepper

    def stepper(cancel: threading.Event | None):  # type: ignore[no-untyped-def]
        check = real(cancel)

        def progress(status: int, remaining: int, total: int) -> None:
            copying.set()
            assert cancel is not None
            cancel.wait(30)  # a big database: the copy is still going when the window closes
            check(status, remaining, total)

        return progress

    monkeypatch.setattr(backup, "_stepper", stepper)
    window = _window(qtbot, tmp_path, path)
    qtbot.waitUntil(copying.is_set, timeout=10000)
    assert window.backups.running()
    folder = backup.backup_folder(path)
    assert [p.name for p in folder.iterdir() if p.name.endswith(".part")]
    window.close()
    assert not window.backups.running()
    assert list(folder.iterdir()) == []  # no partial file, no backup
    window.backups.request("manual")  # a closed window takes no more
    assert not window.backups.running()
