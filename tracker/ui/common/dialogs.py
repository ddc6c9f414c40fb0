"""Small modal dialogs behind ``ask()`` class methods (tests replace ``ask``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.model import Match, Position


def buddy_label(text: str, parent: QWidget, buddy: QWidget) -> QLabel:
    """A label whose mnemonic (the letter after ``&``) takes the focus to ``buddy``."""
    label = QLabel(text, parent)
    label.setBuddy(buddy)
    return label


_POSITIONS = {
    Position.GK: "goalkeeper",
    Position.DF: "defender",
    Position.MF: "midfielder",
    Position.FW: "forward",
}


class PlayerChooser(QDialog):
    """Pick one player from a short list (which Martínez? who assisted? who comes on?)."""

    #: Returned by :meth:`ask` when the user chose the "none" entry (e.g. no assist).
    NONE = -1

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        prompt: str,
        match: Match,
        pids: Sequence[int],
        none_label: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.list = QListWidget()
        self.list.setObjectName("playerChoices")
        self.list.setAccessibleName(self.tr("Players"))
        if none_label:
            item = QListWidgetItem(none_label)
            item.setData(Qt.ItemDataRole.UserRole, self.NONE)
            self.list.addItem(item)
        for pid in pids:
            player = match.player(pid)
            side = match.side_of(pid)
            about = [match.team(side).name] if side is not None else []
            if player.position is not None:
                # Namesakes (three Martínez) are told apart by where they play.
                about.append(_POSITIONS[player.position])
            number = f"{player.number}  " if player.number is not None else ""
            item = QListWidgetItem(f"{number}{player.name}  ({', '.join(about)})")
            item.setData(Qt.ItemDataRole.UserRole, pid)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(self.accept)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # The prompt names players and teams as typed.
        layout.addWidget(QLabel(prompt, textFormat=Qt.TextFormat.PlainText))
        layout.addWidget(self.list)
        layout.addWidget(buttons)

    def chosen(self) -> int | None:
        """The pid chosen (or :attr:`NONE`)."""
        item = self.list.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        title: str,
        prompt: str,
        match: Match,
        pids: Sequence[int],
        none_label: str = "",
    ) -> int | None:
        """The chosen pid, :attr:`NONE` for the "none" entry, or None if cancelled."""
        dialog = cls(parent, title, prompt, match, pids, none_label)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()


class SubstitutionChooser(PlayerChooser):
    """Pick the other player of a substitution, and say whether it is a concussion one."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        prompt: str,
        match: Match,
        pids: Sequence[int],
    ) -> None:
        super().__init__(parent, title, prompt, match, pids)
        self.concussion = QCheckBox(self.tr("&Concussion substitute (additional, permanent)"))
        self.concussion.setObjectName("concussion")
        allowed = match.rules.concussion_subs
        self.concussion.setEnabled(allowed)
        self.concussion.setToolTip(
            self.tr(
                "An additional permanent substitute for a player with a suspected concussion; "
                "the opponents get one more substitute and window"
            )
            if allowed
            else self.tr("This competition has no concussion substitutes")
        )
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.count() - 1, self.concussion)

    @classmethod
    def ask_substitution(
        cls,
        parent: QWidget | None,
        title: str,
        prompt: str,
        match: Match,
        pids: Sequence[int],
    ) -> tuple[int, bool] | None:
        """The chosen pid and the concussion flag, or None if cancelled."""
        dialog = cls(parent, title, prompt, match, pids)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = dialog.chosen()
        return None if chosen is None else (chosen, dialog.concussion.isChecked())


def ask_discard(parent: QWidget, title: str, text: str, name: str) -> bool:
    """Ask before throwing away what was typed in ``parent`` (Cancel is the default);
    ``name``: the question's object name, for tests and accessibility. True to discard."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        text,
        QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setObjectName(name)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    try:
        return box.exec() == QMessageBox.StandardButton.Discard
    finally:
        box.deleteLater()


class Confirm:
    """A yes/no question."""

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, text: str) -> bool:
        """True if the user said yes."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            parent,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # the events and names as typed
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes
