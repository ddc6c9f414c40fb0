"""The window's word to the user: a refusal beside the pitch, and the status line.

A refusal or an error shows in the notice above the pitch for a while, and on the
status line; what was done shows on the status line and is told to a screen reader.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QMainWindow

from tracker.ui.common.access import announce


class StatusLine:
    """The notice above the pitch and the window's status bar messages."""

    def __init__(self, window: QMainWindow) -> None:
        self._window = window
        #: Above the pitch: the last refusal or error, hidden again after a while.
        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(
            "background: #fdecea; color: #8a1c13; border: 1px solid #f5c2bd;"
            "border-radius: 4px; padding: 6px;"
        )
        self.notice.hide()
        self._notice_timer = QTimer(window)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.setInterval(12000)
        self._notice_timer.timeout.connect(self.notice.hide)
        #: The last refusal or error told, for a caller that shows it in its own place.
        self.last_failure = ""
        self._quiet = False

    def notify(self, text: str) -> None:
        """Show a refusal or an error in plain words, beside the pitch and in the status bar."""
        self.last_failure = text
        if self._quiet:
            return
        self.notice.setText(text)
        self.notice.show()
        self._notice_timer.start()
        self._window.statusBar().showMessage(text, 8000)

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
