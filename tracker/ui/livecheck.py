"""Showing what another window or program wrote, without waiting for the user.

While a match is open, a timer compares the match's change stamp in the database
(one indexed row: see :class:`tracker.services.watch.MatchWatch`) with the one the
window shows, and has the window read the match again only when it moved. The log
itself is never read to find out that nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

from tracker.ui.document import MatchDocument

#: How often the open match's stamp is compared with the database's (milliseconds):
#: another client's event shows within this time.
LIVE_CHECK_MS = 1000


class LiveCheck(QObject):
    """Polls the open match's change stamp and calls ``reload`` when another client wrote."""

    def __init__(
        self, document: MatchDocument, reload: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._reload = reload
        self.timer = QTimer(self)
        self.timer.setInterval(LIVE_CHECK_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        document.changed.connect(self._on_document_changed)
        self._on_document_changed()

    @property
    def active(self) -> bool:
        """True while the timer runs (a match is open on an attached database)."""
        return self.timer.isActive()

    def _on_document_changed(self) -> None:
        doc = self._document
        if doc.has_database and doc.is_open:
            if not self.timer.isActive():
                self.timer.start()
        else:
            self.timer.stop()

    def _on_timer_timeout(self) -> None:
        if self.busy():
            return  # the next tick, once the user is done, shows it
        self._reload()

    @staticmethod
    def busy() -> bool:
        """True while the user is in the middle of something a reload must not pull away.

        A dialog (editing or deleting an event, a file chooser), an open menu, or a
        drag holds objects of the match as it was when it began; what it does on OK is
        checked against the database anyway (an event changed meanwhile is refused), and
        the window is brought up to date as soon as it ends.
        """
        return (
            QApplication.activeModalWidget() is not None
            or QApplication.activePopupWidget() is not None
            or QApplication.mouseButtons() != Qt.MouseButton.NoButton
        )
