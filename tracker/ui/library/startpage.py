"""The start page shown when no match is open: new, open, the demo, recent matches."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.scoreline import score_words
from tracker.core.match.statuses import status_words
from tracker.core.results.rounds import round_words
from tracker.core.results.values import team_words
from tracker.ui.common.errortext import readable
from tracker.ui.common.translation import numeric_date

if TYPE_CHECKING:  # the window paints before the database layers load
    from tracker.services.matches import LibraryEntry


class StartPage(QWidget):
    """Big buttons for the usual first steps, and the recent matches."""

    #: The user wants to set up a new match.
    newRequested = Signal()
    #: The user wants to choose a match from the library.
    openRequested = Signal()
    #: The user wants the reference match.
    demoRequested = Signal()
    #: The user picked a recent match (its id).
    matchChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        title = QLabel(self.tr("Match Tracker"))
        font = QFont(title.font())
        font.setPointSize(26)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(self.tr("Log a football match live and produce its match sheet."))
        subtitle.setObjectName("startSubtitle")
        grey = readable(QColor("gray"), self.palette().color(QPalette.ColorRole.Window))
        subtitle.setStyleSheet(f"color: {grey.name()};")
        buttons = QHBoxLayout()
        self.new_button = self._button(
            self.tr("New match…"), self.tr("Set up teams and line-ups (Ctrl+N)")
        )
        self.open_button = self._button(
            self.tr("Open match…"), self.tr("Choose a match from the library (Ctrl+O)")
        )
        self.demo_button = self._button(
            self.tr("Open the demo match"), self.tr("Argentina 2-1 England, World Cup semi-final")
        )
        self.new_button.clicked.connect(self.newRequested)
        self.open_button.clicked.connect(self.openRequested)
        self.demo_button.clicked.connect(self.demoRequested)
        for button in (self.new_button, self.open_button, self.demo_button):
            buttons.addWidget(button)
        self.recent = QListWidget()
        self.recent.setObjectName("recentMatches")
        self.recent.setAccessibleName(self.tr("Recent matches"))
        self.recent.setToolTip(self.tr("Double-click a match to open it"))
        self.recent.itemActivated.connect(self._on_recent_item_activated)
        column = QVBoxLayout()
        column.addStretch(1)
        column.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(subtitle, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addSpacing(24)
        column.addLayout(buttons)
        column.addSpacing(24)
        self.recent_label = QLabel(self.tr("<b>Recent matches</b>"))
        column.addWidget(self.recent_label)
        column.addWidget(self.recent, 2)
        column.addStretch(1)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 4)
        outer.addStretch(1)

    @staticmethod
    def _button(text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setMinimumHeight(56)
        button.setMinimumWidth(200)
        font = QFont(button.font())
        font.setPointSize(font.pointSize() + 2)
        button.setFont(font)
        return button

    def show_library(self, entries: list[LibraryEntry]) -> None:
        """List the most recent matches."""
        self.recent.clear()
        for entry in entries:
            comp = " – ".join(x for x in (entry.competition, round_words(entry.stage)) if x)
            score, status = score_words(entry.score), status_words(entry.status)
            day = numeric_date(entry.date)
            home, away = team_words(entry.home), team_words(entry.away)
            text = f"{home} {score} {away}    {comp}  {day}  ({status})"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            self.recent.addItem(item)
        self.recent_label.setVisible(bool(entries))
        self.recent.setVisible(bool(entries))

    def _on_recent_item_activated(self, item: QListWidgetItem) -> None:
        self.matchChosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
