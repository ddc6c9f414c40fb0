"""Tables of the record pages: a sortable model over a list of rows, and its view.

The model is a thin adapter over values the records service returned (standings rows,
leaders, matches): each column says how to show a row and how to sort it; no figure
is computed here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

T = TypeVar("T")
_Index = QModelIndex | QPersistentModelIndex
_GREY = QBrush(QColor("#777"))


@dataclass(frozen=True)
class Column(Generic[T]):
    """One column: its title, the text of a row, and how rows sort by it.

    Attributes:
        title: The header.
        text: A row's cell text.
        key: The sort key of a row (default: its text).
        numeric: Right-aligned and sorted largest first on the first click.
        tip: The header's tooltip (what an abbreviation means).
        stretch: The column takes the width left over.
    """

    title: str
    text: Callable[[T], str]
    key: Callable[[T], Any] | None = None
    numeric: bool = False
    tip: str = ""
    stretch: bool = False


#: The row's value itself, for the view's users (``index.data(ROW_ROLE)``).
ROW_ROLE = Qt.ItemDataRole.UserRole + 1


class RecordTable(QAbstractTableModel, Generic[T]):
    """A read-only table of rows, sortable by any column."""

    def __init__(
        self,
        columns: Sequence[Column[T]],
        parent: QWidget | None = None,
        *,
        greyed: Callable[[T], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self._rows: list[T] = []
        self._greyed = greyed

    def set_rows(self, rows: Sequence[T]) -> None:
        """Show these rows (in this order, until the user sorts)."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_value(self, row: int) -> T:
        """The value shown on a row."""
        return self._rows[row]

    def rows(self) -> list[T]:
        """The values in the order shown."""
        return list(self._rows)

    def texts(self) -> list[tuple[str, ...]]:
        """Every row as shown (for tests and copying)."""
        return [tuple(c.text(r) for c in self.columns) for r in self._rows]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The rows."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The columns."""
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        """Column titles and their tooltips."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        column = self.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title
        if role == Qt.ItemDataRole.ToolTipRole and column.tip:
            return column.tip
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: _Index, role: int = 0) -> Any:
        """A cell's text, alignment and colour; the row's value under ``ROW_ROLE``."""
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and self._greyed is not None:
            return _GREY if self._greyed(row) else None
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by a column (stable: rows level keep their order)."""
        if not 0 <= column < len(self.columns):
            return
        spec = self.columns[column]
        key = spec.key or spec.text
        self.layoutAboutToBeChanged.emit()
        self._rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutChanged.emit()


def record_view(model: RecordTable[Any], name: str, parent: QWidget | None = None) -> QTableView:
    """A table view for a record table: whole rows, sortable, sized to its contents."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.setTabKeyNavigation(False)  # Tab leaves the table, as in a form
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setHighlightSections(False)
    # Figures stay beside the names they belong to; the room left over stays empty.
    header.setStretchLastSection(False)
    for i, column in enumerate(model.columns):
        if column.stretch:
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)
    # The rows come in their meaningful order (position, rank, date): no arrow at first,
    # and none again when other rows are shown.
    header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    view.setSortingEnabled(True)
    model.modelReset.connect(lambda: header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder))
    return view


def fit_height(view: QTableView) -> None:
    """Size a short table to show every row, with no scroll bar of its own; never
    narrower than its columns, so a narrow window scrolls the page instead of laying
    a scroll bar over the table's last row (a player's "All matches")."""
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resizeRowsToContents()
    rows = view.verticalHeader().length()
    header = view.horizontalHeader().sizeHint().height()
    view.setFixedHeight(rows + header + 2 * view.frameWidth())
    view.setMinimumWidth(_columns_width(view))


def fit_width(view: QTableView) -> None:
    """Make a table as wide as its columns, with no scroll bar of its own: a layout
    short of room scrolls the page, never cuts a column (a group's points)."""
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFixedWidth(_columns_width(view))


def _columns_width(view: QTableView) -> int:
    """The width of a table's columns, sized to their contents, and its frame."""
    header = view.horizontalHeader()
    fitted = (QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch)
    # Measured here: a header not yet shown has not sized its sections to their contents.
    width = sum(
        max(view.sizeHintForColumn(i), header.sectionSizeHint(i))
        if header.sectionResizeMode(i) in fitted
        else header.sectionSize(i)
        for i in range(header.count())
        if not header.isSectionHidden(i)
    )
    return width + 2 * view.frameWidth()


def int_column(
    title: str, get: Callable[[T], int | None], tip: str = "", *, signed: bool = False
) -> Column[T]:
    """A numeric column (blank where unknown); sorts largest first when clicked twice.
    ``signed``: a difference, written as tables write one (+5, 0, -3)."""

    def text(row: T) -> str:
        value = get(row)
        if value is None:
            return ""
        return f"+{value}" if signed and value > 0 else str(value)

    def key(row: T) -> int:
        value = get(row)
        return -1 if value is None else value

    return Column(title, text, key, numeric=True, tip=tip)


__all__ = [
    "ROW_ROLE",
    "Column",
    "RecordTable",
    "fit_height",
    "fit_width",
    "int_column",
    "record_view",
]
