"""The exception hook: a dialog with a short message, details in a rotating log, no crash."""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow

from tracker.services import ServiceError
from tracker.store.db import DatabaseError
from tracker.ui.common import errors
from tracker.ui.common.errors import install_exception_hook, short_message


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    """A window for the dialogs to appear over."""
    win = QMainWindow()
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture
def hook(window):  # type: ignore[no-untyped-def]
    """The hook installed over ``window``, removed afterwards."""
    installed = install_exception_hook(lambda: window)
    yield installed
    installed.uninstall()
    if installed.dialog is not None:
        installed.dialog.done(0)
    for handler in list(logging.getLogger("tracker").handlers):
        logging.getLogger("tracker").removeHandler(handler)
        handler.close()


def _boom() -> None:
    raise ZeroDivisionError("division by zero in a slot")


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_shows_dialog_and_logs(qtbot, window, hook) -> None:  # type: ignore[no-untyped-def]
    """An exception raised in a Qt callback: a dialog, the traceback in the log, app alive."""
    QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: hook.dialog is not None and hook.dialog.isVisible())
    assert hook.dialog.parent() is window
    assert "ZeroDivisionError" in hook.dialog.text()
    assert "saved" in hook.dialog.informativeText()
    assert "_boom" in hook.dialog.detailedText()
    log = hook.log_file.read_text(encoding="utf-8")
    assert "Traceback" in log and "division by zero in a slot" in log
    assert hook.log_file.is_relative_to(Path.home())  # the user's data folder
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(True))  # the event loop still runs
    qtbot.waitUntil(lambda: fired == [True])
    hook.dialog.done(0)
    qtbot.waitUntil(lambda: hook.dialog is None)


@pytest.mark.qt_no_exception_capture
def test_repeated_errors_share_one_dialog(qtbot, hook) -> None:  # type: ignore[no-untyped-def]
    """A fault that repeats does not stack dialogs; each one is still logged."""
    for _ in range(5):
        QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: hook.reported == 5)
    assert hook.dialog is not None
    assert "4 more error(s)" in hook.dialog.informativeText()


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_thread_is_reported_in_the_gui(qtbot, hook) -> None:  # type: ignore[no-untyped-def]
    """A worker thread's exception reaches the dialog through the GUI thread."""
    worker = threading.Thread(target=_boom)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: hook.dialog is not None)
    assert hook.reported == 1


def test_log_rotates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The log file rotates instead of growing without end."""
    monkeypatch.setattr(errors, "LOG_BYTES", 2000)
    path = errors.setup_logging(tmp_path / "logs" / "app.log")
    logger = logging.getLogger("tracker.test")
    try:
        for n in range(200):
            logger.error("line %d %s", n, "x" * 50)
    finally:
        for handler in list(logging.getLogger("tracker").handlers):
            logging.getLogger("tracker").removeHandler(handler)
            handler.close()
    rotated = sorted(path.parent.iterdir())
    assert len(rotated) == 1 + errors.LOG_BACKUPS
    assert all(p.stat().st_size <= 2000 for p in rotated)


def test_short_messages() -> None:
    """The user reads the message of an expected error, and a plain summary otherwise."""
    assert short_message(ServiceError("no player 9 on the pitch")) == "no player 9 on the pitch"
    assert short_message(DatabaseError("the disk is full")) == "the disk is full"
    disk = short_message(OSError(28, "No space left on device", "sheet.pdf"))
    assert "No space left on device" in disk and "sheet.pdf" in disk
    assert short_message(KeyError("x")).startswith("An unexpected error occurred (KeyError")
    assert "\n" not in short_message(ValueError("line one\nline two"))
