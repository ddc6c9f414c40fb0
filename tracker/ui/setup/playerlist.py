"""A list of players that can be dragged onto the pitch and that players can be dropped on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

from tracker.core.match.model import Player
from tracker.ui.setup.pitch import PLAYER_MIME, pids_of, players_mime

_Index = QModelIndex | QPersistentModelIndex


def player_text(player: Player) -> str:
    """``10  Lionel Messi (FW)`` — number, name and position for a list."""
    number = f"{player.number:>2}" if player.number is not None else " –"
    position = f"  ({player.position.value})" if player.position else ""
    return f"{number}  {player.name}{position}"


class PlayerListModel(QAbstractListModel):
    """Players in a list; the list follows the placement, drops only report intents."""

    #: Players (a list of pids) were dropped on this list.
    dropped = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._players: list[Player] = []

    @property
    def players(self) -> tuple[Player, ...]:
        """The players shown."""
        return tuple(self._players)

    def set_players(self, players: Sequence[Player]) -> None:
        """Show these players (only when they differ, to keep the selection)."""
        if list(players) == self._players:
            return
        self.beginResetModel()
        self._players = list(players)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The players."""
        return 0 if parent.isValid() else len(self._players)

    def data(self, index: _Index, role: int = 0) -> Any:
        """A player's line; his pid under the user role."""
        if not index.isValid():
            return None
        player = self._players[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return player_text(player)
        if role == Qt.ItemDataRole.UserRole:
            return player.pid
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr(
                "{name} — drag onto a slot, or select a slot and press Put in slot"
            ).format(name=player.name)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Players can be dragged; the list itself takes drops."""
        base = Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        return (
            base
            | Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | (Qt.ItemFlag.ItemIsDragEnabled)
        )

    def mimeTypes(self) -> list[str]:
        """A dragged player."""
        return [PLAYER_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """The dragged players, in the list's order."""
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return players_mime([self._players[row].pid for row in rows]) if rows else QMimeData()

    def supportedDragActions(self) -> Qt.DropAction:
        """Copy: the editor moves the player, not the view."""
        return Qt.DropAction.CopyAction

    def supportedDropActions(self) -> Qt.DropAction:
        """Copy or move."""
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index
    ) -> bool:
        """Only players."""
        return bool(pids_of(data))

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index
    ) -> bool:
        """Report the dropped players; the editor decides (the list is redrawn from it)."""
        pids = pids_of(data)
        if not pids:
            return False
        self.dropped.emit(list(pids))
        # Drags out of these lists are copies, so no view removes rows on its own.
        return True


class PlayerListView(QListView):
    """A list view set up for dragging players out and dropping them in."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        # Shift and Ctrl pick several players, to move a whole bench at once.
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setAlternatingRowColors(True)

    def selected_pid(self) -> int | None:
        """The pid of the current player, if he is selected."""
        index = self.currentIndex()
        if not index.isValid() or not self.selectionModel().isSelected(index):
            return None
        return int(index.data(Qt.ItemDataRole.UserRole))

    def selected_pids(self) -> list[int]:
        """The pids of every selected player, in the list's order."""
        rows = sorted(index.row() for index in self.selectionModel().selectedIndexes())
        model = self.model()
        return [int(model.index(row, 0).data(Qt.ItemDataRole.UserRole)) for row in rows]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter activates the current player and stops there.

        A list view lets Enter go on to the dialog, whose default button (Next in the
        wizard) would leave the page while the user is placing players.
        """
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.currentIndex().isValid():
                self.activated.emit(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)
