"""The composition root: builds the database, services, undo stack and window, and runs the app.

Nothing here is global: each piece is built once and handed to the next by its
constructor, so tests and scripts can build a window over any database.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Mapping
from importlib import resources

APP_NAME = "match-tracker"
ORGANISATION = "match-tracker"


def demo_text() -> str:
    """The reference match file shipped with the package."""
    return resources.files("tracker.resources").joinpath("demo-semifinal.json").read_text("utf-8")


def build_window(  # type: ignore[no-untyped-def]
    db: str | None = None, settings: object | None = None, now: Callable[[], float] = time.time
):
    """A main window over the database ``db`` (path or URL; default: the user's database).

    ``settings`` is a QSettings (default: the user's); ``now`` the wall clock of the
    match clock.
    A QApplication must exist. Raises :class:`tracker.store.db.DatabaseError` if the
    database cannot be opened.
    """
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QUndoStack

    from tracker.services.matches import MatchService
    from tracker.services.watch import MatchWatch
    from tracker.store.db import open_database
    from tracker.ui.mainwindow import MainWindow

    database = open_database(db, backup_on_open=False)  # the window backs up off its thread
    service = MatchService(database)
    watch = MatchWatch(database)
    if settings is None:
        settings = QSettings(ORGANISATION, APP_NAME)
    window = MainWindow(service, watch, QUndoStack(), settings, demo_text, now)  # type: ignore[arg-type]
    window.undo_stack.setParent(window)
    return window


def display_problem(environ: Mapping[str, str] | None = None) -> str:
    """Why no window can open here (no display on Linux), or "" when one can.

    Without this, Qt aborts the process when it finds no display to connect to.
    """
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return ""
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return ""
    return (
        "no display to open the window on (DISPLAY is not set); the commands work "
        "without one — see match-tracker --help"
    )


def run_gui(db: str | None = None, match_id: int | None = None) -> int:
    """Open the main window on ``match_id``, else the match last worked on, else the start page."""
    problem = display_problem()
    if problem:
        print(f"match-tracker: error: {problem}", file=sys.stderr)
        return 1
    from PySide6.QtWidgets import QApplication

    from tracker.ui.dbproblem import open_or_recover
    from tracker.ui.errors import install_exception_hook

    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Match Tracker")
    windows: list[object] = []
    hook = install_exception_hook(lambda: windows[0] if windows else None)  # type: ignore[arg-type, return-value]
    try:
        # A database that cannot be opened: explain, then another file, a backup or quit.
        window = open_or_recover(build_window, db)
        if window is None:
            return 1
        windows.append(window)
        target = match_id if match_id is not None else window.document.service.last_worked_on()
        if target is not None:
            window.open_match(target)
        window.show()
        status = app.exec()
        # Closing the window does not wait for a read still running: the process does.
        window.background.wait(-1)
        return status
    finally:
        hook.uninstall()
