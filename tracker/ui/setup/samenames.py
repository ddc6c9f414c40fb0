"""The same name in both squads of a new match: asked about, never refused.

Most often it is a typo or a player copied into the wrong team, and a match set up so
would give his goals and cards to either side; but brothers and namesakes do play on
opposite sides, so the user decides.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def ask_same_names(parent: QWidget, home: str, away: str, names: Sequence[str]) -> bool:
    """Ask whether the ``names`` in both squads are right; True to keep them (the
    default is to go back and correct a squad)."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("SameNames", "The same name in both squads"),
        QCoreApplication.translate(
            "SameNames",
            "In the squads of both {home} and {away}: {names}.\n\n"
            "A typo, or a player copied into the wrong squad? Correct the squad here or on "
            "the home team's page. Players of the same name can play on opposite sides "
            "(brothers, namesakes): if so, keep both.",
        ).format(home=home, away=away, names=", ".join(names)),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("sameNames")
    box.setTextFormat(Qt.TextFormat.PlainText)  # the names as typed
    keep = box.addButton(
        QCoreApplication.translate("SameNames", "&Keep both"), QMessageBox.ButtonRole.AcceptRole
    )
    keep.setObjectName("keepBoth")
    correct = box.addButton(
        QCoreApplication.translate("SameNames", "C&orrect the squad"),
        QMessageBox.ButtonRole.RejectRole,
    )
    correct.setObjectName("correctSquad")
    box.setDefaultButton(correct)
    box.setEscapeButton(correct)
    try:
        box.exec()
        return box.clickedButton() is keep
    finally:
        box.deleteLater()
