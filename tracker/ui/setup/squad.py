"""The squad editor: a team's players with shirt number, name, known-as name and position."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.core.files.squadcsv import SquadRow, parse_position
from tracker.core.match.model import Player, Position, SetupError, TeamSheet
from tracker.core.match.setup import check_squad
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.tablemodel import TitledTableModel
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.setup.csvimport import SquadImportDialog

_Index = QModelIndex | QPersistentModelIndex
HEADERS = (
    QT_TRANSLATE_NOOP("columns", "No."),
    QT_TRANSLATE_NOOP("columns", "Name"),
    QT_TRANSLATE_NOOP("columns", "Known as"),
    QT_TRANSLATE_NOOP("columns", "Position"),
)
POSITIONS = ("", "GK", "DF", "MF", "FW")


class SquadModel(TitledTableModel):
    """A squad as an editable table; a change that would break the squad is refused."""

    #: A refused edit, with the message for the user.
    refused = Signal(str)

    headers = HEADERS

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._players: list[Player] = []

    @property
    def players(self) -> tuple[Player, ...]:
        """The squad in its order."""
        return tuple(self._players)

    def set_players(self, players: Iterable[Player]) -> None:
        """Show another squad."""
        self.beginResetModel()
        self._players = list(players)
        self.endResetModel()

    def row_total(self) -> int:
        """Players."""
        return len(self._players)

    def data(self, index: _Index, role: int = 0) -> Any:
        """A player's field."""
        if not index.isValid():
            return None
        player = self._players[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            column = index.column()
            if column == 0:
                return "" if player.number is None else str(player.number)
            if column == 1:
                return player.name
            if column == 2:
                return player.known_as
            return player.position.value if player.position else ""
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Every cell is editable."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: _Index, value: Any, role: int = 2) -> bool:
        """Edit a field; a bad number, a clash or an empty name is refused with a message."""
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row = index.row()
        player = self._players[row]
        text = str(value).strip()
        try:
            changed = _edited(player, index.column(), text)
            candidate = [*self._players[:row], changed, *self._players[row + 1 :]]
            check_squad(TeamSheet(name="This squad", squad=tuple(candidate)))
        except (SetupError, ValueError) as exc:
            self.refused.emit(_sentence(str(exc)))
            return False
        self._players[row] = changed
        self.dataChanged.emit(index, index)
        return True

    def append(self, players: Iterable[Player]) -> None:
        """Add players at the end."""
        new = list(players)
        if not new:
            return
        first = len(self._players)
        self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
        self._players.extend(new)
        self.endInsertRows()

    def remove(self, row: int) -> None:
        """Remove one player."""
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._players[row]
        self.endRemoveRows()

    def move(self, row: int, delta: int) -> bool:
        """Move a player up (-1) or down (+1) the list."""
        target = row + delta
        if not (0 <= row < len(self._players) and 0 <= target < len(self._players)):
            return False
        # Qt wants the destination as the row *before which* the moved row lands.
        dest = target + 1 if delta > 0 else target
        self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), dest)
        self._players.insert(target, self._players.pop(row))
        self.endMoveRows()
        return True


def _edited(player: Player, column: int, text: str) -> Player:
    if column == 0:
        # isdecimal(), not isdigit(), which takes "²" and "፩" that int() refuses.
        if text and not text.isdecimal():
            raise ValueError(
                QCoreApplication.translate(
                    "squad", "the shirt number {text} is not a whole number"
                ).format(text=repr(text))
            )
        if len(text.lstrip("0")) > 3:  # int() also refuses over 4,300 digits
            raise ValueError(
                QCoreApplication.translate(
                    "squad", "the shirt number {text}… is out of range (0 to 999)"
                ).format(text=text[:6])
            )
        return dataclasses.replace(player, number=int(text) if text else None)
    if column == 1:
        if not text:
            raise ValueError(QCoreApplication.translate("squad", "a player needs a name"))
        return dataclasses.replace(player, name=text)
    if column == 2:
        return dataclasses.replace(player, known_as=text)
    return dataclasses.replace(player, position=parse_position(text))


def _sentence(text: str) -> str:
    text = text.removeprefix("This squad: ")
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


class _PositionDelegate(QStyledItemDelegate):
    """A drop-down of positions in the position column."""

    def createEditor(self, parent: QWidget, option: Any, index: _Index) -> QWidget:
        """A combo box of GK, DF, MF, FW (or none)."""
        combo = QComboBox(parent)
        combo.addItems(POSITIONS)
        return combo

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        """Select the player's position."""
        assert isinstance(editor, QComboBox)
        editor.setCurrentText(str(index.data(Qt.ItemDataRole.EditRole)))

    def setModelData(self, editor: QWidget, model: Any, index: _Index) -> None:
        """Store the chosen position."""
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)


class SquadEditor(QWidget):
    """Add, edit, remove, reorder and import the players of one team's squad."""

    #: The squad changed.
    changed = Signal()

    def __init__(self, new_pid: Callable[[], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("squadEditor")
        self._new_pid = new_pid
        self.model = SquadModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("squadTable")
        self.table.setAccessibleName(self.tr("Squad"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setItemDelegateForColumn(3, _PositionDelegate(self.table))
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

        self.number = QSpinBox(self, minimum=0, maximum=999)
        self.number.setObjectName("newNumber")
        self.number.setSpecialValueText("–")
        self.number.setToolTip(self.tr("Shirt number (– for none)"))
        self.name = QLineEdit(self, placeholderText=self.tr("Full name"))
        self.name.setObjectName("newName")
        self.known_as = QLineEdit(self, placeholderText=self.tr("Known as"))
        self.known_as.setObjectName("newKnownAs")
        self.position = QComboBox(self)
        self.position.setObjectName("newPosition")
        self.position.addItems(POSITIONS)
        for labelled, name in (
            (self.number, self.tr("Shirt number of the new player")),
            (self.name, self.tr("Full name of the new player")),
            (self.known_as, self.tr("Known as")),
            (self.position, self.tr("Position of the new player")),
        ):
            labelled.setAccessibleName(name)
        self.add_button = QPushButton(self.tr("&Add"), self)
        self.add_button.setObjectName("addPlayer")
        self.add_button.setDefault(False)
        self.add_button.setAutoDefault(False)
        # Enter in the entry row adds the player (or goes on to the name); it must not
        # reach the dialog, whose default button would leave the page.
        for field in (self.number, self.name, self.known_as, self.position):
            field.installEventFilter(self)
        self.add_button.clicked.connect(self._on_add_clicked)
        entry = QHBoxLayout()
        for widget, stretch in (
            (self.number, 0),
            (self.name, 3),
            (self.known_as, 2),
            (self.position, 0),
            (self.add_button, 0),
        ):
            entry.addWidget(widget, stretch)

        self.message = QLabel(self)
        self.message.setObjectName("squadMessage")
        self.message.setWordWrap(True)
        show_errors_in_red(self.message)
        buttons = QHBoxLayout()
        self.remove_button = self._button(
            self.tr("&Remove"), "removePlayer", self._on_remove_clicked
        )
        # Delete removes a player only from the table, never while typing in a field.
        self.table.installEventFilter(self)
        self.up_button = self._button(self.tr("Move &up"), "movePlayerUp", lambda: self._move(-1))
        self.down_button = self._button(
            self.tr("Move &down"), "movePlayerDown", lambda: self._move(1)
        )
        self.import_button = self._button(
            self.tr("&Import CSV or pasted rows…"), "importSquad", self._on_import_clicked
        )
        for button in (self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(entry)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        # Tab follows the screen: the entry row above the table, the buttons below it.
        order: tuple[QWidget, ...]
        order = (self.number, self.name, self.known_as, self.position, self.add_button)
        order += (self.table, self.remove_button, self.up_button, self.down_button)
        for first, second in itertools.pairwise((*order, self.import_button)):
            QWidget.setTabOrder(first, second)
        self.model.refused.connect(self._on_model_refused)
        for sig in (self.model.dataChanged, self.model.rowsInserted, self.model.rowsRemoved):
            sig.connect(self._on_model_changed)
        self.model.rowsMoved.connect(self._on_model_changed)
        self.model.modelReset.connect(self._on_model_changed)

    def _button(self, text: str, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Delete in the table removes the player; Enter in the entry row adds one."""
        if self._entry_enter(watched, event):
            return True
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Delete
            and self.table.state() != QAbstractItemView.State.EditingState
        ):
            self._on_remove_clicked()
            return True
        return super().eventFilter(watched, event)

    def _entry_enter(self, watched: QObject, event: QEvent) -> bool:
        """Handle Enter in the entry row: the number goes on to the name, the rest add."""
        if not (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and watched in (self.number, self.name, self.known_as, self.position)
        ):
            return False
        if watched is self.position and self.position.view().isVisible():
            return False  # Enter chooses in the open list
        if watched is self.number and not self.name.text().strip():
            self.name.setFocus()
        else:
            self._on_add_clicked()
        return True

    # --- the squad ------------------------------------------------------------
    def players(self) -> tuple[Player, ...]:
        """The squad as edited."""
        return self.model.players

    def set_players(self, players: Iterable[Player]) -> None:
        """Show a squad (a stored team's standing squad), with pids fresh for this match."""
        self.model.set_players(dataclasses.replace(p, pid=self._new_pid()) for p in players)
        self.message.clear()

    def show_message(self, text: str) -> None:
        """Show a problem with the squad to the user."""
        self.message.setText(text)

    # --- slots ----------------------------------------------------------------
    def _on_add_clicked(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.show_message(self.tr("Type the player's name, then Add."))
            self.name.setFocus()
            return
        number = self.number.value() or None
        position = parse_position(self.position.currentText())
        player = Player(self._new_pid(), name, self.known_as.text().strip(), number, position)
        try:
            check_squad(TeamSheet(name="This squad", squad=(*self.players(), player)))
        except SetupError as exc:
            self.show_message(_sentence(str(exc)))
            return
        self.model.append([player])
        self.table.scrollToBottom()
        self.name.clear()
        self.known_as.clear()
        if position is Position.GK:
            # A position stays for the next player (a run of defenders), but a squad has
            # one or two keepers among twenty-odd: the next one typed is not made another.
            self.position.setCurrentIndex(0)
        taken = {p.number for p in self.players()}
        self.number.setValue(next(n for n in range((number or 0) + 1, 1000) if n not in taken))
        self.number.setFocus()
        self.number.selectAll()

    def _selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _on_remove_clicked(self) -> None:
        row = self._selected_row()
        if row is not None:
            self.model.remove(row)

    def _move(self, delta: int) -> None:
        row = self._selected_row()
        if row is not None and self.model.move(row, delta):
            self.table.selectRow(row + delta)

    def _on_import_clicked(self) -> None:
        taken = {p.number: p.name for p in self.players() if p.number is not None}
        rows = SquadImportDialog.ask(self, taken)
        if rows is not None:
            self.import_rows(rows)

    def import_rows(self, rows: Iterable[SquadRow]) -> None:
        """Add the confirmed rows of an import to the squad."""
        players = [
            Player(self._new_pid(), r.name, r.known_as, r.number, r.position) for r in rows if r.ok
        ]
        self.model.append(players)
        self.show_message("")

    def _on_model_refused(self, text: str) -> None:
        self.show_message(text)

    def _on_model_changed(self, *_args: object) -> None:
        self.message.clear()
        self.changed.emit()


__all__ = ["Position", "SquadEditor", "SquadModel"]
