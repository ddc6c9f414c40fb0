"""The library's table model: matches of a query, fetched from the service a page at a time.

The first page is shown at once; how many matches the query selects in all is counted
apart (off the GUI thread where the window has one), so that a search or a filter
costs a screenful however many matches it finds, and the count follows a moment later.

On a database server, the pages of a search, a filter, an order or a scroll are read
off the GUI thread too (:attr:`LibraryModel.reads`): the newest query wins, and a server
that does not answer is not asked again until it does (its network gone silent, each
read would hold the window for the connection timeout); the rows shown stay meanwhile.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import QWidget

from tracker.core.match.scoreline import score_words
from tracker.core.match.statuses import status_words
from tracker.core.results.rounds import round_words
from tracker.core.results.values import team_words
from tracker.services.errors import DatabaseError, ServerLost
from tracker.services.matches import LibraryEntry, ServiceError
from tracker.services.setup import LibraryQuery, SetupService
from tracker.ui.common.latestread import LatestRead, Runner, at_once
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

    #: How many matches the query selects is known now (:attr:`total`), or could not be
    #: counted (:attr:`total` stays None).
    counted = Signal()

    #: A page could not be read (the text says why; the rows shown stay).
    failed = Signal(str)

    def __init__(
        self,
        setup: SetupService,
        parent: QWidget | None = None,
        count_apart: Runner = at_once,
        read_apart: Runner = at_once,
    ) -> None:
        super().__init__(parent)
        self._setup = setup
        self._count_apart = count_apart
        #: Reads the pages after the first (``read_apart``: off the GUI thread on a
        #: server); says when the server does not answer, and when it answers again.
        self.reads = LatestRead(read_apart, lambda: setup.library_page(LibraryQuery(), 0, 1), self)
        self._query = LibraryQuery()
        #: The query asked for last (shown once its first page is read).
        self._asked = self._query
        #: A first page was shown: the next are read with ``read_apart``.
        self._opened = False
        self._entries: list[LibraryEntry] = []
        self._total: int | None = 0
        #: The last page read was full: there may be more.
        self._more = False
        #: Bumped by every query shown: a count that comes back for an older one is dropped.
        self._shown = 0
        self._counting = False

    @property
    def query(self) -> LibraryQuery:
        """What the model shows."""
        return self._query

    @property
    def asked(self) -> LibraryQuery:
        """The query asked for last (:attr:`query` once its first page is read)."""
        return self._asked

    def set_query(self, query: LibraryQuery) -> None:
        """Show another selection (or order); only the first page is read, the count follows."""
        self._show(query, None)

    def _show(self, query: LibraryQuery, total: int | None) -> None:
        self._asked = query
        if not self._opened:  # the library opening: read now, any failure its own
            self._opened = True
            self._reset(query, total, self._setup.library_page(query, 0, PAGE))
            return
        self.reads.read(
            lambda: self._setup.library_page(query, 0, PAGE),
            lambda entries: self._reset(query, total, entries),
            self._on_read_failed,
            lambda: self._show(query, total),
        )

    def _on_read_failed(self, exc: Exception) -> None:
        if not isinstance(exc, (DatabaseError, ServiceError)):
            raise exc
        self.failed.emit(str(exc))

    def _reset(self, query: LibraryQuery, total: int | None, entries: list[LibraryEntry]) -> None:
        self.beginResetModel()
        self._query = query
        self._shown += 1
        self._entries = entries
        full = len(self._entries) == PAGE
        # A first page not full is every match: counted already.
        self._total = total if full else len(self._entries)
        self._more = full and (self._total is None or self._total > PAGE)
        self._counting = self._total is None
        self.endResetModel()
        if self._total is None:
            self._count()
        else:
            self.counted.emit()

    def _count(self) -> None:
        shown, query = self._shown, self._query

        def count() -> int | None:
            # Not begun before the user moved on: not needed.
            return None if shown != self._shown else self._setup.library_count(query)

        self._count_apart(
            count,
            lambda total: self._on_counted(shown, total),
            lambda exc: self._on_count_failed(shown, exc),
        )

    def _on_counted(self, shown: int, total: int) -> None:
        if shown != self._shown:  # the user has moved on
            return
        self._counting = False
        self._total = total
        self._more = len(self._entries) < total
        self.counted.emit()

    def _on_count_failed(self, shown: int, exc: Exception) -> None:
        if not isinstance(exc, (DatabaseError, ServiceError)):
            raise exc
        if isinstance(exc, ServerLost):  # not asked again until it answers
            self.reads.lose(str(exc))
        if shown == self._shown:
            self._counting = False
            self.counted.emit()  # :attr:`total` stays None: not counted

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort in the database by a column it can sort by (the others keep the order).

        The same matches in another order are not counted again; the order shown already
        is not read again.
        """
        key = COLUMNS[column][2] if 0 <= column < len(COLUMNS) else None
        if key is None:
            return
        descending = order == Qt.SortOrder.DescendingOrder
        asked = self._asked
        if (key, descending) != (asked.sort, asked.descending):
            # The same matches (unless another query is still to come): not counted again.
            total = self._total if asked == self._query else None
            self._show(dataclasses.replace(asked, sort=key, descending=descending), total)

    def refresh(self) -> None:
        """Read the database again, keeping the query."""
        self.set_query(self._asked)

    @property
    def total(self) -> int | None:
        """How many matches the query selects (loaded or not); None until counted."""
        return self._total

    @property
    def counting(self) -> bool:
        """True while the matches of the query are being counted."""
        return self._counting

    @property
    def loaded(self) -> int:
        """How many matches are read so far (the rows)."""
        return len(self._entries)

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
        """True while matches of the query are not loaded yet (and none is being read,
        nor the server known not to answer)."""
        return (
            not parent.isValid() and self._more and not self.reads.waiting and not self.reads.lost
        )

    def fetchMore(self, parent: _Index) -> None:
        """Load the next page."""
        if not self.canFetchMore(parent):
            return
        shown, query, first = self._shown, self._query, len(self._entries)
        self.reads.read(
            lambda: self._setup.library_page(query, first, PAGE),
            lambda page: self._add(shown, page),
            self._on_read_failed,
            lambda: None,  # asked again as the user scrolls
        )

    def _add(self, shown: int, page: list[LibraryEntry]) -> None:
        """The next page of the rows shown."""
        if shown != self._shown:
            return
        if page:
            first = len(self._entries)
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self._entries.extend(page)
            self.endInsertRows()
        loaded = len(self._entries)
        self._more = len(page) == PAGE and (self._total is None or loaded < self._total)
        if not self._more and self._total != loaded:  # read to the end: counted
            self._total = loaded
            self.counted.emit()

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
            if field == "date":
                return numeric_date(entry.date)
            if field == "score":  # "1-1 n. V.": the words in the window's language
                return score_words(entry.score)
            if field == "status":
                return status_words(entry.status)
            if field == "stage":  # stored in English ("Semi-final")
                return round_words(entry.stage)
            if field in ("home", "away"):  # a fixture's "Winner of match 101"
                return team_words(getattr(entry, field))
            return getattr(entry, field)
        if role == _USER:
            return entry.id
        if COLUMNS[index.column()][1] == "score":
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
