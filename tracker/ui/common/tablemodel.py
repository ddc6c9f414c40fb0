"""A flat table model with fixed column titles: the part the set-up tables and the People
and review lists share."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

_Index = QModelIndex | QPersistentModelIndex


class TitledTableModel(QAbstractTableModel):
    """Rows under fixed column titles (``headers``); subclasses say how many rows there are."""

    headers: tuple[str, ...] = ()

    def row_total(self) -> int:
        """How many rows the table has."""
        raise NotImplementedError

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The rows, or none under a parent (a flat table)."""
        return 0 if parent.isValid() else self.row_total()

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """One column per title."""
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        """Column titles."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("columns", self.headers[section])
        return None
