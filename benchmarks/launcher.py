"""A child process that starts the app (or a bare window) and reports when it painted.

``python -m benchmarks.launcher app DB WHAT`` starts Match Tracker as ``match-tracker``
does (``tracker.app.run_gui``) over the database ``DB``; ``python -m
benchmarks.launcher bare - WHAT`` shows a bare ``QMainWindow`` of the same size
instead. Both create the QApplication first and watch the main window's events
from the moment it is shown (only its own: a filter over the whole application made
PySide6 build Python types for Qt's internal objects, some 15 ms that the app alone
paid and would not pay without it). Once the main window's first frame has been
painted (every widget of it, as one pass), ``WHAT`` decides what is printed on stdout:

- ``paint``: ``painted <time.time()>``, then the process ends at once;
- ``match``: ``match <t>`` once the app has painted a frame that shows the match (read
  ahead of the database), as soon as that frame is done;
- ``ready``: ``ready <t>`` once the database is open and the match read through it
  (the window takes input);
- ``rss``: ``rss <bytes>`` after a second of idling;
- ``close``: ``closing <t>`` and ``closed <t>`` around ``window.close()``;
- ``close-start``: the same after going back to the start page (File › Close match)
  and letting it list the library for half a second.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

#: The main window's size on a first start (tracker/ui/common/layout.py).
SIZE = (1280, 800)


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _rss() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


class FirstPaint(QObject):
    """Calls ``then(window)`` once the main window's first frame is painted."""

    def __init__(self, then: object) -> None:
        super().__init__()
        self._then = then
        self._seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Note the first paint of a widget of the main window."""
        if (
            not self._seen
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window().objectName() == "mainWindow"
        ):
            self._seen = True
            window = watched.window()
            # Called after the whole paint pass, not in the middle of it.
            QTimer.singleShot(0, lambda: self._then(window))  # type: ignore[operator]
        return False


def _report_rss() -> None:
    _say(f"rss {_rss()}")
    os._exit(0)


def _close(window: QWidget) -> None:
    _say(f"closing {time.time()}")
    window.close()
    _say(f"closed {time.time()}")


class MatchFrame(QObject):
    """Notes that the main window began painting a frame while it holds a match."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.painted = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A paint of the window itself starts a frame (its widgets paint in the same pass)."""
        if event.type() == QEvent.Type.Paint and not self.painted:
            document = getattr(watched, "document", None)
            self.painted = document is not None and document.state is not None
        return False


def _wait_for_match(window: QWidget, frame: MatchFrame) -> None:
    # The app's own frame with the match: a frame runs whole within one turn of the event
    # loop, and this 1 ms check is due before the work the app queues behind that frame
    # (it opens the database then). No frame is forced here: the user waits for the one
    # the app paints, not for a second one.
    if frame.painted:
        _say(f"match {time.time()}")
        os._exit(0)
    QTimer.singleShot(1, lambda: _wait_for_match(window, frame))


def _wait_until_ready(window: QWidget) -> None:
    document = getattr(window, "document", None)
    if document is not None and document.has_database and document.state is not None:
        window.repaint()
        _say(f"ready {time.time()}")
        os._exit(0)
    QTimer.singleShot(1, lambda: _wait_until_ready(window))


def after_paint(what: str, watcher: FirstPaint) -> object:
    """What to do once painted."""

    def then(window: QWidget) -> None:
        if what == "paint":
            _say(f"painted {time.time()}")
            os._exit(0)  # nothing to save: the time after the paint is not measured here
        window.removeEventFilter(watcher)
        if what == "match":  # until the match itself is painted (the window opens it after)
            _wait_for_match(window, MatchFrame(window))
        if what == "ready":  # until the database is open and the match read through it
            _wait_until_ready(window)
        if what == "rss":
            QTimer.singleShot(1000, _report_rss)
        elif what == "close":
            QTimer.singleShot(300, lambda: _close(window))
        elif what == "close-start":
            close_match = getattr(window, "close_match", None)
            if close_match is not None:
                close_match()
            QTimer.singleShot(500, lambda: _close(window))

    return then


def main(kind: str, db: str, what: str) -> int:
    """Start the app or the bare window; report as ``what`` says."""
    app = QApplication(sys.argv[:1])
    watcher = FirstPaint(None)
    watcher._then = after_paint(what, watcher)
    if kind == "bare":
        window = QMainWindow()
        window.setObjectName("mainWindow")
        window.setWindowTitle("Bare")
        window.resize(*SIZE)
        window.installEventFilter(watcher)
        window.show()
        return app.exec()
    from tracker.app import run_gui
    from tracker.ui.common.sources import forget_read_sources

    forget_read_sources()  # as run_gui does before the window's modules load
    from tracker.ui.mainwindow import MainWindow

    show = MainWindow.show

    def watched_show(window: QWidget) -> None:
        window.installEventFilter(watcher)  # as the app shows its window, before its frame
        show(window)

    MainWindow.show = watched_show  # type: ignore[method-assign]
    return run_gui(db)


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
