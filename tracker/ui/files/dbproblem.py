"""A database that cannot be opened: say why, and let the user choose another or restore one."""

from __future__ import annotations

import enum
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QMessageBox, QWidget

from tracker.services.backups import backups_of, database_file
from tracker.services.errors import DatabaseError
from tracker.ui.common.refusals import as_sentence

T = TypeVar("T")


class Choice(enum.Enum):
    """What the user wants after a database could not be opened."""

    OTHER = "other"
    RESTORE = "restore"
    QUIT = "quit"


class DatabaseProblem:
    """The message box that explains the problem and offers the ways out."""

    @classmethod
    def ask(cls, parent: QWidget | None, message: str, can_restore: bool) -> Choice:
        """Show ``message``; returns the user's choice."""
        box, choices = cls.build(parent, message, can_restore)
        box.exec()
        return choices.get(box.clickedButton(), Choice.QUIT)

    @classmethod
    def build(
        cls, parent: QWidget | None, message: str, can_restore: bool
    ) -> tuple[QMessageBox, dict[QAbstractButton, Choice]]:
        """The message box, not yet shown, and the choice each of its buttons stands for."""
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(QCoreApplication.translate("DatabaseProblem", "Match Tracker"))
        box.setText(QCoreApplication.translate("DatabaseProblem", "The database cannot be opened."))
        said = as_sentence(message)  # the store's words, to be quoted: a sentence here
        box.setInformativeText(
            QCoreApplication.translate(
                "DatabaseProblem",
                "{upper}{message}\n\nThe file was not changed. You can open or create another database",
            ).format(upper=said[:1], message=said[1:])
            + (
                QCoreApplication.translate("DatabaseProblem", ", or restore a backup of this one.")
                if can_restore
                else "."
            )
        )
        choices: dict[QAbstractButton, Choice] = {
            box.addButton(
                QCoreApplication.translate("DatabaseProblem", "Open &another database…"),
                QMessageBox.ButtonRole.AcceptRole,
            ): Choice.OTHER
        }
        if can_restore:
            button = box.addButton(
                QCoreApplication.translate("DatabaseProblem", "&Restore from backup…"),
                QMessageBox.ButtonRole.ActionRole,
            )
            choices[button] = Choice.RESTORE
        quit_button = box.addButton(
            QCoreApplication.translate("DatabaseProblem", "&Quit"),
            QMessageBox.ButtonRole.RejectRole,
        )
        choices[quit_button] = Choice.QUIT
        box.setEscapeButton(quit_button)
        return box, choices


class ChooseDatabase:
    """The file dialog for another database (an existing one, or a new name)."""

    @classmethod
    def ask(cls, parent: QWidget | None, folder: Path | None) -> str | None:
        """A database file path, or None if cancelled."""
        name, _filter = QFileDialog.getSaveFileName(
            parent,
            QCoreApplication.translate("ChooseDatabase", "Open or create a database"),
            str(folder or Path.home()),
            QCoreApplication.translate(
                "ChooseDatabase", "Match Tracker database (*.sqlite3 *.db);;All files (*)"
            ),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return name or None


def open_or_recover(
    build: Callable[[str | None], T], location: str | None, parent: QWidget | None = None
) -> T | None:
    """``build(location)`` (e.g. the window); on a database problem, ask the user what to do.

    Loops until the database opens or the user quits (None). The questions are asked
    over ``parent`` (the window, when it shows before its database opens).
    """
    while True:
        try:
            return build(location)
        except DatabaseError as exc:
            path = database_file(location)
            can_restore = path is not None and bool(backups_of(path))
            choice = DatabaseProblem.ask(parent, str(exc), can_restore)
        if choice is Choice.QUIT:
            return None
        if choice is Choice.RESTORE and path is not None:
            from tracker.ui.files.backups import restore_from_backup  # loaded on first use

            restore_from_backup(parent, path)
        elif choice is Choice.OTHER:
            other = ChooseDatabase.ask(parent, path.parent if path is not None else None)
            if other is not None:
                location = other
