"""The refusal of a suspended player in a line-up, with the choice to record an appeal."""

from __future__ import annotations

import getpass
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.services.setup import Appeal

if TYPE_CHECKING:
    from tracker.services.suspensions import Suspension


class SuspensionRefusal(QDialog):
    """Says who is suspended and why; "Override (appeal)…" records the appeal's reason."""

    def __init__(self, parent: QWidget | None, suspended: Sequence[Suspension]) -> None:
        super().__init__(parent)
        self.setObjectName("suspensionRefusal")
        self.setWindowTitle(
            self.tr("Suspended player") if len(suspended) == 1 else self.tr("Suspended players")
        )
        layout = QVBoxLayout(self)
        self.message = QLabel("\n".join(s.reason + "." for s in suspended))
        self.message.setObjectName("suspensionReasons")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        #: With several suspended, one box each: the appeal lets only those ticked play.
        self.whom: list[tuple[int, QCheckBox]] = []
        if len(suspended) == 1:
            layout.addWidget(
                QLabel(
                    self.tr("Take him out of the line-up, or record the appeal that lets him play:")
                )
            )
        else:
            layout.addWidget(
                QLabel(
                    self.tr(
                        "Take them out of the line-up, or record the appeal that lets those "
                        "ticked play:"
                    )
                )
            )
            for one in suspended:
                box = QCheckBox(one.name, self)
                box.toggled.connect(self._enable)
                layout.addWidget(box)
                self.whom.append((one.person_id, box))
        self.reason = QLineEdit()
        self.reason.setObjectName("appealReason")
        self.reason.setPlaceholderText(self.tr("Reason: the appeal and who decided it"))
        layout.addWidget(self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.override = buttons.addButton(
            self.tr("&Override (appeal)"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.override.setEnabled(False)
        self.reason.textChanged.connect(self._enable)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _enable(self) -> None:
        ticked = not self.whom or any(box.isChecked() for _pid, box in self.whom)
        self.override.setEnabled(bool(self.reason.text().strip()) and ticked)

    def chosen(self) -> list[int]:
        """The people the appeal lets play: the one suspended, or those ticked."""
        return [pid for pid, box in self.whom if box.isChecked()]

    @classmethod
    def ask(
        cls, parent: QWidget | None, suspended: Sequence[Suspension]
    ) -> str | tuple[str, list[int]] | None:
        """The appeal's reason (with several suspended, and whom it lets play: an appeal
        is one player's), or None to go back and change the line-up."""
        dialog = cls(parent, suspended)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            reason = dialog.reason.text().strip()
            if not reason:
                return None
            return (reason, dialog.chosen()) if dialog.whom else reason
        finally:
            dialog.deleteLater()


def ask_appeals(parent: QWidget | None, suspended: Sequence[Suspension]) -> list[Appeal] | None:
    """The appeals to record for a line-up refused for its suspended players (one for
    each the appeal lets play, by :func:`author`), or None to change the line-up."""
    answer = SuspensionRefusal.ask(parent, suspended)
    if answer is None:
        return None
    if isinstance(answer, tuple):  # several suspended: those the appeal names
        reason, whom = answer
    else:
        reason, whom = answer, [s.person_id for s in suspended]
    who = author()
    return [Appeal(pid, reason, who) for pid in whom]


def author() -> str:
    """Who records an appeal: the user signed in to the computer."""
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no user name in the environment or the password file
        return ""
