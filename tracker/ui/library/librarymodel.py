"""The library's table model: matches of a query, fetched from the service a page at a time."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

from tracker.services.matches import LibraryEntry
from tracker.services.setup import LibraryQuery, SetupService
from tracker.ui.common.translation import QT_TRANSLATE_NOOP, numeric_date

_Index = QModelIndex | QPersistentModelIndex
#: (title, entry field, sort key or None where the database cannot sort by it)
COLUMNS: tuple[tuple[str, str, str | None], ...] = (
    (QT_TRANSLATE_NOOP("LibraryModel", "Date"), "date", "date"),
    (QT_TRANSLATE_NOOP("LibraryModel", "Competition"), "competition", "competition"),
    (QT_TRANSLATE_NOOP("LibraryModel", "Stage"), "stage", "stage"),
    (QT_TRANSLATE_NOOP("LibraryModel", "Home"), "home", "home"),
    (QT_TRANSLATE_NOOP("LibraryModel", "Score"), "score", None),
    (QT_TRANSLATE_NOOP("LibraryModel", "Away"), "away", "away"),
    (QT_TRANSLATE_NOOP("LibraryModel", "Status"), "status", None),
)
#: Matches fetched at a time: a screenful and a half; scrolling fetches the next ones.
PAGE = 25
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_USER = int(Qt.ItemDataRole.UserRole)
#: The roles the model answers (the text alignment: of the score).
_ROLES = frozenset({_DISPLAY, _USER, int(Qt.ItemDataRole.TextAlignmentRole)})


class LibraryModel(QAbstractTableModel):
    """Matches of a library query, fetched a page at a time."""

    def __init__(self, setup: SetupService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._setup = setup
        self._query = LibraryQuery()
        self._entries: list[LibraryEntry] = []
        self._total = 0

    @property
    def query(self) -> LibraryQuery:
        """What the model shows."""
        return self._query

    def set_query(self, query: LibraryQuery) -> None:
        """Show another selection (or order); only the first page is fetched."""
        self.beginResetModel()
        self._query = query
        self._total = self._setup.library_count(query)
        self._entries = self._setup.library_page(query, 0, PAGE)
        self.endResetModel()

    def refresh(self) -> None:
        """Read the database again, keeping the query."""
        self.set_query(self._query)

    @property
    def total(self) -> int:
        """How many matches the query selects (loaded or not)."""
        return self._total

    def entry(self, row: int) -> LibraryEntry:
        """The match on a row."""
        return self._entries[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The matches fetched so far."""
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Date, competition, stage, home, score, away, status."""
        return 0 if parent.isValid() else len(COLUMNS)

    def canFetchMore(self, parent: _Index) -> bool:
        """True while matches of the query are not loaded yet."""
        return not parent.isValid() and len(self._entries) < self._total

    def fetchMore(self, parent: _Index) -> None:
        """Load the next page."""
        if parent.isValid():
            return
        page = self._setup.library_page(self._query, len(self._entries), PAGE)
        if not page:
            self._total = len(self._entries)
            return
        first = len(self._entries)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self._entries.extend(page)
        self.endInsertRows()

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        """Column titles."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(COLUMNS[section][0])
        return None

    def data(self, index: _Index, role: int = 0) -> Any:
        """A match's field; its id under the user role."""
        # Asked some eight times per cell painted: the roles not answered leave first.
        if role not in _ROLES or not index.isValid():
            return None
        entry = self._entries[index.row()]
        if role == _DISPLAY:
            field = COLUMNS[index.column()][1]
            return numeric_date(entry.date) if field == "date" else getattr(entry, field)
        if role == _USER:
            return entry.id
        if COLUMNS[index.column()][1] == "score":
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort in the database by a column it can sort by (the others keep the order)."""
        key = COLUMNS[column][2] if 0 <= column < len(COLUMNS) else None
        if key is None:
            return
        descending = order == Qt.SortOrder.DescendingOrder
        self.set_query(dataclasses.replace(self._query, sort=key, descending=descending))
