"""Why a person's entries were linked to him automatically, and undoing one link.

Opened from the People dialog (**Links…**) for the selected person: each automatic
link with its match, the name as written, the rule ("initials and surname") and the
evidence ("same team and edition (FIFA World Cup 2018)"). **Undo link** makes that
name in that match a person of his own, kept apart from then on (no re-import links
it again).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.services.errors import ServiceError
from tracker.ui.common.refusals import as_sentence
from tracker.ui.records.recordcolumns import day

if TYPE_CHECKING:
    from tracker.services.people import LinkReason, PeopleService


def reason_text(reason: LinkReason) -> str:
    """One link as a line: when, which match, the name, the rule and the evidence."""
    # As the record pages write a day, in the window's language.
    when = day(reason.date) or QCoreApplication.translate("peoplelinks", "undated")
    return f"{when}  {reason.title}: “{reason.name}”, {reason.rule}; {reason.evidence}"


class LinksDialog(QDialog):
    """A person's automatic links with their reasons; Undo link on the one selected."""

    #: A link was undone (the records of a match changed).
    unlinked = Signal()

    def __init__(
        self,
        service: PeopleService,
        person_id: int,
        name: str,
        parent: QWidget | None = None,
        *,
        changed: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Links of {name}").format(name=name))
        self.setObjectName("peopleLinks")
        self.resize(760, 360)
        self.service = service
        self.person_id = person_id
        self._changed_outside = changed
        self.list = QListWidget()
        self.list.setObjectName("linkReasons")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.undo_button = QPushButton(self.tr("&Undo link"))
        self.undo_button.setToolTip(self.tr("That name in that match becomes a person of his own"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        heading = QLabel(
            self.tr("Entries linked to {name} automatically, and why:").format(name=name)
        )
        heading.setTextFormat(Qt.TextFormat.PlainText)  # the name as typed
        layout.addWidget(heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.list.currentRowChanged.connect(self._update_buttons)
        self.undo_button.clicked.connect(self._on_undo_button_clicked)
        self.refresh()

    def refresh(self) -> None:
        """Read the person's links again."""
        self.list.clear()
        for reason in self.service.reasons(self.person_id):
            item = QListWidgetItem(reason_text(reason))
            item.setToolTip(reason_text(reason))
            item.setData(Qt.ItemDataRole.UserRole, reason.id)
            self.list.addItem(item)
        if not self.list.count():
            self.status.setText(self.tr("No entry of his was linked automatically."))
        self._update_buttons()

    def _update_buttons(self, *_args: object) -> None:
        self.undo_button.setEnabled(self.list.currentItem() is not None)

    def _on_undo_button_clicked(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        try:
            made = self.service.unlink(int(item.data(Qt.ItemDataRole.UserRole)))
        except ServiceError as exc:
            self.status.setText(as_sentence(str(exc)))
            return
        if self._changed_outside is not None:
            self._changed_outside()
        self.unlinked.emit()
        self.refresh()
        self.status.setText(
            self.tr("Undone: that name is now person {made}, kept apart from then on.").format(
                made=made
            )
        )


__all__ = ["LinksDialog", "reason_text"]
