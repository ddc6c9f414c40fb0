"""The composition root: builds the database, services, undo stack and window, and runs the app.

Nothing here is global: each piece is built once and handed to the next by its
constructor, so tests and scripts can build a window over any database.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, cast

from tracker.core.files.demo import demo_text as demo_text

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from tracker.ui.common.errors import ExceptionHook
    from tracker.ui.mainwindow import MainWindow

APP_NAME = "match-tracker"
ORGANISATION = "match-tracker"


def build_window(
    db: str | None = None,
    settings: QSettings | None = None,
    now: Callable[[], float] = time.time,
    user: str | None = None,
) -> MainWindow:
    """A main window over the database ``db`` (path or URL; default: the user's database).

    ``settings`` is a QSettings (default: the user's); ``now`` the wall clock of the
    match clock; ``user`` who logs events (default: see
    :func:`tracker.ui.match.author.author_name`).
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
    set_user_language(settings.value("language", ""))
    window = MainWindow(service, watch, QUndoStack(), settings, demo_text, now, user)
    window.undo_stack.setParent(window)
    from tracker.ui.common.collector import GuiCollector

    GuiCollector.hold(window)  # cyclic garbage collected on this thread (until it closes)
    return window


#: The system libraries Qt's xcb platform (the X11 window) loads, with the Debian/Ubuntu
#: package of each (from ``ldd`` on the wheel's ``libqxcb.so`` and ``libQt6XcbQpa.so``).
#: The wheel brings Qt itself, not these.
XCB_LIBRARIES: tuple[tuple[str, str], ...] = (
    ("libxcb.so.1", "libxcb1"),
    ("libX11.so.6", "libx11-6"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libEGL.so.1", "libegl1"),
    ("libGL.so.1", "libgl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libdbus-1.so.3", "libdbus-1-3"),
)


def loadable(library: str) -> bool:
    """True if the system library ``library`` (an soname) can be loaded."""
    import ctypes

    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def x_reachable(display: str) -> bool:
    """True if the X server of ``display`` (":0") takes a connection from us."""
    import ctypes

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return False
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    # A failed connect still returns a connection object, marked with the error.
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(connection) and xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)


def display_problem(
    environ: Mapping[str, str] | None = None,
    can_load: Callable[[str], bool] = loadable,
    can_connect: Callable[[str], bool] = x_reachable,
) -> str:
    """Why no window can open here (no display, or X11 libraries missing on Linux), or "".

    Without this, Qt aborts the process when it finds no display to connect to, when
    its xcb platform cannot load (and its own hint names only one library), or when the
    X server is not there.
    """
    env = os.environ if environ is None else environ
    platform = env.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux") or (platform and not platform.startswith("xcb")):
        return ""
    if not env.get("DISPLAY") and (platform or not env.get("WAYLAND_DISPLAY")):
        return (
            "no display to open the window on (DISPLAY is not set); the commands work "
            "without one — see match-tracker --help"
        )
    if not platform and env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE") == "wayland":
        return ""  # Qt opens the window on Wayland, not through xcb
    missing = [package for library, package in XCB_LIBRARIES if not can_load(library)]
    if missing:
        return (
            "the window needs system libraries that are missing; on Debian/Ubuntu: "
            f"sudo apt-get install {' '.join(missing)}"
        )
    display = env.get("DISPLAY", "")
    if display and not can_connect(display):
        return f"cannot connect to the X display {display} (no X server there, or not yours)"
    return ""


def set_user_language(setting: object) -> str:
    """Hand the window's language setting (``""``: the system's) to the messages outside Qt."""
    from PySide6.QtCore import QLocale

    from tracker.core.i18n import set_language

    code = str(setting or "") or QLocale.system().name()
    return set_language(code)


def run_gui(
    db: str | None = None,
    match_id: int | None = None,
    user: str | None = None,
    files: list[str] | None = None,
) -> int:
    """Open the main window on ``match_id``, else the match last worked on, else the start page;
    then open or import ``files`` (``match-tracker FILE``) in it.

    The window is painted first; the database, and the libraries that read it, are
    loaded in the turn of the event loop after that (see :func:`open_in_window`).
    """
    problem = display_problem()
    if problem:
        print(f"match-tracker: error: {problem}", file=sys.stderr)
        return 1
    # Start-up creates some 40,000 lasting objects (modules, classes, widgets) and no
    # garbage to speak of: the cyclic collector would walk them over and over before the
    # match is shown (about 10 ms). It resumes once the match is shown (or the window fails).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run_window(db, match_id, user, files, collecting)
    finally:
        if collecting:
            gc.enable()


def _run_window(
    db: str | None, match_id: int | None, user: str | None, files: list[str] | None, collect: bool
) -> int:
    """:func:`run_gui`'s window; ``collect``: resume the cyclic garbage collector once the
    match is shown."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QApplication

    from tracker.ui.common.sources import forget_read_sources

    forget_read_sources()  # before the window's modules and the database layers load
    from tracker.ui.common.appicon import app_icon
    from tracker.ui.common.firstpaint import after_first_paint
    from tracker.ui.common.logfile import enable_crash_log
    from tracker.ui.common.preferences import (
        THEME_KEY,
        apply_theme,
        backups_kept,
        database_location,
    )
    from tracker.ui.common.translation import install_translation
    from tracker.ui.mainwindow import MainWindow

    enable_crash_log()
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv))
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Match Tracker")
    # The desktop entry's name: desktops match the window to its entry and icon by it.
    app.setDesktopFileName(APP_NAME)
    app.setWindowIcon(app_icon())
    settings = QSettings(ORGANISATION, APP_NAME)
    # Before any widget takes its texts; the messages outside Qt speak the same language.
    set_user_language(install_translation(app, settings))
    apply_theme(str(settings.value(THEME_KEY, "") or ""), app)
    if db is None and not os.environ.get("TRACKER_DB"):
        db = database_location(settings)  # Preferences › Database, else the default file
    window = MainWindow(None, None, QUndoStack(), settings, demo_text, user=user)
    window.undo_stack.setParent(window)
    hooks: list[ExceptionHook] = []
    opened: list[bool] = []

    def open_database() -> None:
        # The error dialog is set up here: the first frames need none.
        from tracker.ui.common.errors import install_exception_hook

        hooks.append(install_exception_hook(lambda: window))
        try:
            opened.append(open_in_window(window, db, match_id, backups_kept(settings)))
        finally:
            if collect:  # the match is shown and the database layers loaded (or failed):
                from tracker.ui.common.collector import GuiCollector

                # collect from now on, on this thread only (until the window closes),
                # what is made from now on (what start-up made is frozen)
                GuiCollector.hold(window)
        if opened[-1] and files:
            window.open_files(files)

    def after_painting() -> None:
        # The match first, read without the database layers; they load once it is shown.
        if not files and show_opening_match(window, db, match_id):
            after_first_paint(window, open_database)
        else:
            open_database()

    try:
        window.show()
        after_first_paint(window, after_painting)
        status = app.exec()
        # Closing the window does not wait for a read still running: the process does.
        window.background.wait(-1)
        return status if all(opened) else 1
    finally:
        for hook in hooks:
            hook.uninstall()


def show_opening_match(window: MainWindow, db: str | None, match_id: int | None) -> bool:
    """Show the match the window opens with, read ahead of the database layers; True if shown.

    Only a match in an SQLite file at this version's schema is read this way (see
    :mod:`tracker.services.opening`): :func:`open_in_window` reads it again and the
    window works through the service from then on.
    """
    from tracker.services.opening import database_url, opening_match
    from tracker.ui.common.settingkeys import remembered_match

    url = database_url(db)
    remembered = remembered_match(window.settings, url) if match_id is None else None
    found = opening_match(url, match_id, remembered)
    if found is None:
        return False
    window.show_preview(url, found.match_id, found.state)
    return True


def open_in_window(
    window: MainWindow, db: str | None, match_id: int | None, backups: int | None = None
) -> bool:
    """Open the database ``db`` under ``window``, then ``match_id`` or the match last worked on.

    ``backups`` is how many automatic backups to keep (Preferences).
    A database that cannot be opened is explained (another file, a backup, or quit);
    False, with the window closed, if the user quits.
    """
    from tracker.services.matches import MatchService
    from tracker.services.watch import MatchWatch
    from tracker.store.db import open_database
    from tracker.ui.common.settingkeys import last_match
    from tracker.ui.files.dbproblem import open_or_recover

    # The window backs the database up off its thread (BackupRunner), not while opening.
    # Backups kept: TRACKER_BACKUPS when set, else Preferences (``backups``), else 10.
    keep = None if os.environ.get("TRACKER_BACKUPS") else backups
    database = open_or_recover(
        partial(open_database, backup_on_open=False, backups=keep), db, window
    )
    if database is None:
        window.close()
        return False
    service = MatchService(database)
    target = match_id if match_id is not None else last_match(window.settings, service)
    window.attach(service, MatchWatch(database), target)
    return True
