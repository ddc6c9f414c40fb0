"""Unhandled exceptions in the window: a short message for the user, details in a log file.

:func:`install_exception_hook` replaces :data:`sys.excepthook` (which PySide6 calls for
an exception raised in a slot or a Qt override) and :data:`threading.excepthook`. Each
exception is written with its traceback to a rotating log file in the user's data
folder and shown in a non-blocking dialog, so the event loop keeps running: every
logged event was committed before the screen showed it, so nothing is lost.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from tracker.ui.common.logfile import APP_NAME as APP_NAME
from tracker.ui.common.logfile import LOG_FILE as LOG_FILE
from tracker.ui.common.logfile import log_path as log_path

#: Size of one log file before it rotates, and how many old ones are kept.
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3

_log = logging.getLogger("tracker")

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def setup_logging(path: Path | None = None) -> Path:
    """Send the application's log (warnings and up) to a rotating file; returns its path."""
    path = path or log_path()
    for handler in _log.handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler):
            if Path(handler.baseFilename) == path:
                return path
            _log.removeHandler(handler)
            handler.close()
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    _log.addHandler(handler)
    if _log.level == logging.NOTSET or _log.level > logging.WARNING:
        _log.setLevel(logging.WARNING)
    return path


def short_message(exc: BaseException) -> str:
    """One line for the user: the message of an expected error, else what kind of fault."""
    from tracker.services import ServiceError
    from tracker.services.errors import DatabaseError

    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    if isinstance(exc, ServiceError | DatabaseError) and text:
        return text
    if isinstance(exc, MemoryError):
        return QCoreApplication.translate("errors", "The computer ran out of memory.")
    if isinstance(exc, OSError) and exc.strerror:
        where = f" ({exc.filename})" if exc.filename else ""
        return QCoreApplication.translate(
            "errors", "A file could not be used{where}: {strerror}."
        ).format(where=where, strerror=exc.strerror)
    name = type(exc).__name__
    return QCoreApplication.translate(
        "errors", "An unexpected error occurred ({name}{value})."
    ).format(name=name, value=": " + text[:120] if text else "")


class _Relay(QObject):
    """Carries exceptions from any thread to the GUI thread."""

    #: An exception to report: (type, value, traceback).
    raised = Signal(object)


class ExceptionHook:
    """Logs an unhandled exception and tells the user in a dialog; the app carries on."""

    def __init__(self, parent_getter: Callable[[], QWidget | None], log_file: Path) -> None:
        self._parent_getter = parent_getter
        self.log_file = log_file
        self.dialog: QMessageBox | None = None
        self.reported = 0
        self._hidden = 0
        self._previous = sys.excepthook
        self._previous_thread = threading.excepthook
        self._relay = _Relay()
        self._relay.raised.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def __call__(
        self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        """The :data:`sys.excepthook`."""
        if issubclass(kind, KeyboardInterrupt):
            self._previous(kind, exc, tb)
            return
        self._record((kind, exc, tb))
        self._show((kind, exc, tb))

    def _on_thread_exception(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        info = (args.exc_type, args.exc_value, args.exc_traceback)
        self._record(info)
        self._relay.raised.emit(info)

    def _record(self, info: ExcInfo) -> None:
        self.reported += 1
        _log.error("unhandled exception", exc_info=info)

    def _show(self, info: ExcInfo) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            # One dialog at a time: a fault that repeats (a timer) must not bury the user.
            self._hidden += 1
            self.dialog.setInformativeText(self._informative(self._hidden))
            return
        self._hidden = 0
        parent = self._safe_parent()
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("ExceptionHook", "Match Tracker"))
        box.setText(short_message(info[1]))
        box.setInformativeText(self._informative(0))
        box.setDetailedText("".join(traceback.format_exception(*info)))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._on_dialog_finished)
        self.dialog = box
        box.open()

    def _informative(self, hidden: int) -> str:
        more = (
            QCoreApplication.translate("ExceptionHook", " {hidden} more error(s) since.").format(
                hidden=hidden
            )
            if hidden
            else ""
        )
        return QCoreApplication.translate(
            "ExceptionHook",
            "Every event already logged is saved. You can carry on; if this happens again, save your work and restart.{more}\nDetails were written to {log_file}",
        ).format(more=more, log_file=self.log_file)

    def _on_dialog_finished(self, _result: int) -> None:
        self.dialog = None

    def _safe_parent(self) -> QWidget | None:
        try:
            return self._parent_getter()
        except Exception:  # a broken window must not stop the report
            return None

    def install(self) -> ExceptionHook:
        """Become the process's exception hooks."""
        sys.excepthook = self
        threading.excepthook = self._on_thread_exception
        return self

    def uninstall(self) -> None:
        """Give the hooks back to what was there before."""
        if sys.excepthook is self:
            sys.excepthook = self._previous
        if threading.excepthook == self._on_thread_exception:
            threading.excepthook = self._previous_thread


def install_exception_hook(
    parent_getter: Callable[[], QWidget | None], log_file: Path | None = None
) -> ExceptionHook:
    """Log unhandled exceptions to a rotating file and show them in a dialog over the window.

    ``parent_getter`` returns the widget to show the dialog over (the main window), or
    None; it is called at the time of the error, so the window may be built later.
    """
    path = setup_logging(log_file)
    return ExceptionHook(parent_getter, path).install()
