"""The window's word to the user: a refusal beside the pitch, and the status line.

A refusal or an error shows in the notice above the pitch for a while, and on the
status line; what was done shows on the status line and is told to a screen reader.
A write that waits for another program's lock on the database says so at once. A
database server that does not answer is said above the pitch until it answers again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, Qt, QThread, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStatusBar

from tracker.ui.common.access import announce
from tracker.ui.common.refusals import as_sentence


class StatusLine:
    """The notice above the pitch and the window's status bar messages."""

    def __init__(self, window: QMainWindow) -> None:
        self._window = window
        #: Above the pitch: the last refusal or error, hidden again after a while.
        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # refusals quote names as typed
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(
            "background: #fdecea; color: #8a1c13; border: 1px solid #f5c2bd;"
            "border-radius: 4px; padding: 6px;"
        )
        self.notice.hide()
        self._notice_timer = QTimer(window)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.setInterval(12000)
        self._notice_timer.timeout.connect(self._on_notice_timer_timeout)
        #: The last refusal or error told, for a caller that shows it in its own place.
        self.last_failure = ""
        #: What stays above the pitch once a refusal has been shown ("": nothing).
        self.standing = ""
        self._quiet = False

    def notify(self, text: str) -> None:
        """Show a refusal or an error in plain words, beside the pitch and in the status bar
        (as a sentence, however the service worded it)."""
        text = as_sentence(text)
        self.last_failure = text
        if self._quiet:
            return
        self.notice.setText(text)
        self.notice.show()
        self._notice_timer.start()
        self._window.statusBar().showMessage(text, 8000)

    def _on_notice_timer_timeout(self) -> None:
        if self.standing:
            self.notice.setText(self.standing)
        else:
            self.notice.hide()

    def server_lost(self, said: str) -> None:
        """Say, above the pitch until it answers again, that the database server does
        not answer (``said`` is why; "": it answers again, said on the status line)."""
        if not said:
            self.standing = ""
            if not self._notice_timer.isActive():  # else a refusal shows out its time
                self.notice.hide()
            self.say(
                QCoreApplication.translate(
                    "StatusLine",
                    "The database server answers again: the match is shown as it holds it.",
                )
            )
            return
        self.standing = QCoreApplication.translate(
            "StatusLine",
            "The database server does not answer: what you enter is refused until it "
            "does. The window asks it again every few seconds, then shows the match as "
            "the server holds it.",
        )
        if not self.notice.isVisible() or not self._notice_timer.isActive():
            self.notice.setText(self.standing)
            self.notice.show()
        announce(self._window.statusBar(), self.standing)

    @contextmanager
    def quiet(self) -> Iterator[None]:
        """Keep refusals in :attr:`last_failure` only, unshown, while the caller shows
        them in its own place (beside the quick-entry line, in a dialog asked again)."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False

    def say(self, said: str) -> None:
        """What was done, on the status line and to a screen reader."""
        self._window.statusBar().showMessage(said, 15000)
        announce(self._window.statusBar(), said)

    def database_waiting(self, seconds: float) -> None:
        """Say at once that a write waits for another program's lock on the database.

        Called by the database layer from inside the write, which holds the GUI thread
        until the lock is free or the wait gives up (``seconds``): the window would
        otherwise look frozen with no word. The status bar is painted here and then,
        without running the event loop (no other input may act in the middle of a
        write); the wait cursor goes once the write is over, whatever its outcome.
        A write made off the GUI thread (a worker) says nothing here.
        """
        if QThread.currentThread() is not self._window.thread():
            return
        said = QCoreApplication.translate(
            "StatusLine",
            "The database is locked by another program: waiting up to {seconds} s for it…",
        ).format(seconds=f"{seconds:.0f}")
        bar = self._window.statusBar()
        bar.showMessage(said)
        announce(bar, said)
        bar.repaint()
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        # Runs once the write returns to the event loop, committed or refused.
        QTimer.singleShot(0, _end_waiting(bar, said))


def _end_waiting(bar: QStatusBar, said: str) -> Callable[[], None]:
    def end() -> None:
        QApplication.restoreOverrideCursor()
        if bar.currentMessage() == said:  # not replaced by what the write did
            bar.clearMessage()

    return end
