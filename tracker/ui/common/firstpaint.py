"""Run some work once a window has painted, so that start-up shows the window first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

#: A window that is not painted by then (hidden, minimised) gets the work anyway.
FALLBACK_MS = 1500


class _AfterFirstPaint(QObject):
    """Watches a window's paint events; runs the work in the turn after the first one."""

    def __init__(self, window: QWidget, work: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._work: Callable[[], None] | None = work
        window.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the first paint, queue the work behind it (the paint itself goes on)."""
        if watched is self._window and event.type() == QEvent.Type.Paint and self._work:
            self._window.removeEventFilter(self)
            # The whole frame is drawn and shown before the event loop turns again; the
            # work (which may keep the window waiting) waits for what is due by then too.
            # A zero timer, not singleShot(0): Qt queues that as an event, run before timers.
            later = QTimer(self)
            later.setSingleShot(True)
            later.timeout.connect(self._run)
            later.start(0)
        return False

    def _run(self) -> None:
        work, self._work = self._work, None
        if work is not None:
            self._window.removeEventFilter(self)
            work()


def after_first_paint(window: QWidget, work: Callable[[], None]) -> None:
    """Call ``work()`` once ``window`` has first painted (or a little later, if it never does)."""
    _AfterFirstPaint(window, work)
