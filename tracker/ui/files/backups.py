"""File > Restore from backup…: choose one of the automatic backups and restore it."""

from __future__ import annotations

import html
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.core.hints import Hinted
from tracker.services import ServiceError
from tracker.services.backups import (
    BackupEntry,
    backups_of,
    describe,
    dropped_lines,
    no_backups_here,
    restore,
)
from tracker.ui.common.refusals import as_sentence


class RestoreDialog(QDialog):
    """The list of backups of one database, newest first, and a button to restore one."""

    def __init__(self, parent: QWidget | None, db_path: Path) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restore from backup"))
        self.db_path = db_path
        self.entries = backups_of(db_path)
        intro = QLabel(
            self.tr(
                "Backups of <b>{name}</b> are made when it is opened and at the end of each period. Restoring replaces everything in the database with the backup; what it holds now is backed up first."
            ).format(name=html.escape(db_path.name))
        )
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Backups"))
        self.tree.setHeaderLabels([self.tr("Backup taken"), self.tr("Holds")])
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for entry in self.entries:
            item = QTreeWidgetItem([entry.label, entry.contents])
            if entry.matches is None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(item)
        self.tree.resizeColumnToContents(0)
        self.empty = QLabel(self.tr("There are no backups of this database yet."))
        self.empty.setVisible(not self.entries)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = QPushButton(self.tr("&Restore"))
        self.restore_button.setEnabled(False)
        self.buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.file_button = QPushButton(self.tr("Other &file…"))
        self.buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self.resize(560, 360)
        self.chosen: Path | None = None
        self.tree.itemSelectionChanged.connect(self._on_tree_itemSelectionChanged)
        self.tree.itemDoubleClicked.connect(lambda *_: self._accept_selected())
        self.buttons.accepted.connect(self._accept_selected)
        self.buttons.rejected.connect(self.reject)
        self.file_button.clicked.connect(self._on_file_button_clicked)
        if self.entries and self.entries[0].matches is not None:
            first = self.tree.topLevelItem(0)
            if first is not None:
                self.tree.setCurrentItem(first)

    def _selected(self) -> BackupEntry | None:
        items = self.tree.selectedItems()
        if not items:
            return None
        return self.entries[self.tree.indexOfTopLevelItem(items[0])]

    def _on_tree_itemSelectionChanged(self) -> None:
        entry = self._selected()
        self.restore_button.setEnabled(entry is not None and entry.matches is not None)

    def _accept_selected(self) -> None:
        entry = self._selected()
        if entry is not None and entry.matches is not None:
            self.chosen = entry.path
            self.accept()

    def _on_file_button_clicked(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Restore from a backup file"),
            str(self.db_path.parent),
            self.tr("SQLite (*.sqlite3 *.db)"),
        )
        if name:
            self.chosen = Path(name)
            self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, db_path: Path) -> Path | None:
        """The backup file the user chose, or None if cancelled."""
        dialog = cls(parent, db_path)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen


class ConfirmRestore:
    """The last question before the database is replaced."""

    @classmethod
    def ask(
        cls, parent: QWidget | None, entry: BackupEntry, db_path: Path, dropped: list[str]
    ) -> bool:
        """True if the user confirms replacing ``db_path`` by ``entry``, told what it
        drops (see :func:`tracker.services.backups.dropped_lines`)."""
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("ConfirmRestore", "Restore from backup"),
            cls.question(entry, db_path, dropped),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @staticmethod
    def question(entry: BackupEntry, db_path: Path, dropped: list[str]) -> str:
        """The question, with what the restore drops, match by match, and how to get
        it back: "replace everything" alone does not say a live match loses events."""
        asked = QCoreApplication.translate(
            "ConfirmRestore",
            "Replace everything in {name} with the backup “{label}” ({contents})?",
        ).format(name=db_path.name, label=entry.label, contents=entry.contents)
        if not dropped:
            return asked
        lines = "\n".join(f"• {line}" for line in dropped)
        kept = QCoreApplication.translate(
            "ConfirmRestore",
            "What {name} holds now is kept as a backup first (“before a restore”, at the "
            "top of the list): restore that one to get it back.",
        ).format(name=db_path.name)
        intro = QCoreApplication.translate(
            "ConfirmRestore", "This drops what the backup does not hold:"
        )
        return f"{asked}\n\n{intro}\n{lines}\n\n{kept}"


class Report:
    """The outcome, for the user."""

    @classmethod
    def ask(cls, parent: QWidget | None, ok: bool, text: str) -> None:
        """Show the outcome of a restore."""
        if ok:
            QMessageBox.information(
                parent, QCoreApplication.translate("Report", "Restore from backup"), text
            )
        else:
            QMessageBox.warning(
                parent, QCoreApplication.translate("Report", "Restore from backup"), text
            )


def restore_from_backup(parent: QWidget | None, db_path: Path) -> bool:
    """Let the user choose a backup and restore it over ``db_path``; True if restored.

    After True the caller must read everything again from the database.
    """
    chosen = RestoreDialog.ask(parent, db_path)
    if chosen is None:
        return False
    entry = describe(chosen, next((e.label for e in backups_of(db_path) if e.path == chosen), None))
    if not ConfirmRestore.ask(parent, entry, db_path, dropped_lines(chosen, db_path)):
        return False
    try:
        outcome = restore(chosen, db_path)
    except ServiceError as exc:
        said = QCoreApplication.translate("backups", "The backup was not restored: {exc}")
        Report.ask(parent, False, as_sentence(said.format(exc=exc)))
        return False
    Report.ask(
        parent,
        True,
        QCoreApplication.translate(
            "backups", "The backup “{label}” was restored. {outcome}"
        ).format(label=entry.label, outcome=outcome),
    )
    return True


def _in_this_window(message: str | Hinted, url: str) -> str:
    """A message as the window says it; a command it names (it has no menu item for it)
    with the window's database, so that, typed, it is not run on the default library."""
    if isinstance(message, str):
        return message
    from tracker.services.database import shown_url

    return message.said(
        lambda hint: hint.menu or replace(hint, db=hint.db or shown_url(url)).written()
    )


def restore_in_window(window: Any) -> bool:
    """File > Restore from backup…: restore over the window's database, then show its content.

    ``window`` is the main window (its ``document``, ``undo_stack`` and ``notify``).
    """
    database = window.document.service.db
    if database.path is None:
        reason = _in_this_window(no_backups_here(database.url), database.url)
        window.notify(f"{reason[0].upper()}{reason[1:]}.")
        return False
    window.backups.cancel()  # a backup in progress would race the restore for the file
    window.file_watch.pause()  # the file may be put back anew: not a file lost
    restored = False
    try:
        restored = restore_from_backup(window, database.path)
    finally:
        window.file_watch.resume(restored=restored)
    if not restored:
        return False
    # The undo history and the open connections belong to the content just replaced.
    window.undo_stack.clear()
    database.close()
    match_id = window.document.match_id
    if match_id is not None and window.document.watch.stamp(match_id):
        window.document.open(match_id)
    else:
        window.close_match()
    return True
