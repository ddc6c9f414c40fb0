"""What the window says about who uses the database: the name events are logged
under, where they are saved, and a banner when the database may only be read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:  # the window paints before the database layers load
    from tracker.services.database import Database


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` (what was just logged), without moving the focus.

    Qt 6.8 and later have an announcement event; before, the widget's accessible name
    changes to the text, which screen readers read out for a live status area.
    """
    announcement = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if announcement is None:
        widget.setAccessibleName(text)
        return
    QAccessible.updateAccessibility(announcement(widget, text))


class ReadOnlyBanner(QLabel):
    """Across the top of the window while the database may only be read, saying why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readOnlyBanner")
        self.setWordWrap(True)
        self.setStyleSheet(
            "background: #fff4ce; color: #5c4300; border-bottom: 1px solid #e0c46c;"
            "padding: 6px 10px; font-weight: bold;"
        )
        self.hide()

    def show_reason(self, reason: str) -> None:
        """Show why the database may only be read ("role tracker_reporter"); hide for ""."""
        if not reason:
            self.hide()
            return
        # Loaded here: the window paints before the database layers load.
        from tracker.services.database import read_only_message

        self.setText(read_only_message(reason))
        self.show()

    def show_text(self, text: str) -> None:
        """Show ``text`` as it is (the database file gone from under the window)."""
        self.setText(text)
        self.show()


class AuthorLabel(QLabel):
    """In the status bar: the name stored with every event logged here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("authorLabel")
        self.setContentsMargins(0, 0, 12, 0)  # apart from the saved count beside it
        self.setToolTip(
            self.tr("Stored with every event you log or change (Match › Your name… to change it)")
        )

    def show_author(self, author: str, *, viewing: bool = False) -> None:
        """Say whose name events are logged under (or that this window only views)."""
        if viewing:
            self.setText(self.tr("Viewing only"))
        else:
            self.setText(
                self.tr("Logging as {author}").format(author=author)
                if author
                else self.tr("Logging as (no name)")
            )


class SavedLabel(QLabel):
    """In the status bar: how many events of the open match are saved, and where.

    Its words are the main window's (its translation context).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Every event is written to the database before it is shown"
            )
        )

    def show_saved(self, db: Database, events: int | None, *, gone: bool = False) -> None:
        """Say where the events are saved and how many (``events``; None while no match
        is open), or that the database file is ``gone``."""
        if db.path is not None:
            where = db.path.name
        else:  # a server's URL says which database, never with its password
            where = "database" if db.url.startswith("sqlite") else db.shown_url
        if gone:  # saved in a file that is not there any more
            self.setText(
                QCoreApplication.translate(
                    "MainWindow", "{where} is gone: save the match elsewhere"
                ).format(where=where)
            )
            return
        if events is None:
            self.setText(where)
            return
        said = (
            QCoreApplication.translate("MainWindow", "1 event saved in {where}")
            if events == 1
            else QCoreApplication.translate("MainWindow", "{len} events saved in {where}")
        )
        self.setText(said.format(len=events, where=where))
