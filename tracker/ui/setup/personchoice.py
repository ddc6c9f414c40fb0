"""Who is this player? Asked when a squad name fits several people of the team.

A name links to a person only when exactly one person of the team is known by it;
when several are (two players of one club with one name), the user picks one from
their teams and last match, says it is somebody new, or leaves it open for now.
Nothing is guessed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.services.setup import AmbiguousPlayer

#: The answer "a new person" (a person's id otherwise; None: leave it open).
NEW_PERSON = -1


class PersonChoiceDialog(QDialog):
    """Pick the person a squad name is, from the people of the team known by it."""

    def __init__(self, item: AmbiguousPlayer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("personChoice")
        self.setWindowTitle(self.tr("Who is {name}?").format(name=item.name))
        label = QLabel(
            self.tr(
                "{len} people who played for {team} could be “{name}” (known by it, or by a longer form of it). Which one is in this squad?"
            ).format(len=len(item.candidates), team=item.team, name=item.name),
            self,
            wordWrap=True,
            textFormat=Qt.TextFormat.PlainText,
        )
        self.choices = QListWidget(self)
        self.choices.setAccessibleName(self.tr("People known by this name"))
        for candidate in item.candidates:
            parts = [candidate.name]
            if candidate.date_of_birth:
                parts.append(
                    self.tr("born {date}").format(date=candidate.date_of_birth.isoformat())
                )
            if candidate.teams:
                parts.append(", ".join(candidate.teams))
            if candidate.last_match:
                parts.append(self.tr("last: {last_match}").format(last_match=candidate.last_match))
            entry = QListWidgetItem(" — ".join(parts), self.choices)
            entry.setData(Qt.ItemDataRole.UserRole, candidate.person_id)
        new = QListWidgetItem(self.tr("Somebody new (another person with this name)"), self.choices)
        new.setData(Qt.ItemDataRole.UserRole, NEW_PERSON)
        self.choices.setCurrentRow(0)
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.tr("&Link"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.later = buttons.addButton(
            self.tr("Decide &later"), QDialogButtonBox.ButtonRole.RejectRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.choices.itemDoubleClicked.connect(lambda _item: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.choices, 1)
        layout.addWidget(buttons)
        self.resize(560, 300)

    def chosen(self) -> int | None:
        """The person picked, :data:`NEW_PERSON`, or None."""
        item = self.choices.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    @classmethod
    def ask(cls, parent: QWidget | None, item: AmbiguousPlayer) -> int | None:
        """A person's id, :data:`NEW_PERSON`, or None to leave the name unlinked for now."""
        dialog = cls(item, parent)
        try:
            return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()


def ask_choices(
    parent: QWidget | None, items: list[AmbiguousPlayer]
) -> dict[tuple[str, str], int | None]:
    """Ask about each ambiguous name; the answers as the service takes them.

    A name left open is not in the answers (it stays unlinked, to settle later).
    """
    answers: dict[tuple[str, str], int | None] = {}
    for item in items:
        chosen = PersonChoiceDialog.ask(parent, item)
        if chosen is not None:
            answers[item.key] = None if chosen == NEW_PERSON else chosen
    return answers
