"""Match › Another player started instead of…: a starter typed by mistake, put right.

The secretary picks the substitute who really started in the selected starter's
place; if the log names the listed starter, the window lists those events and asks
whether they were the other man's (credited to him) before anything changes. The
service plans and checks the correction (see :mod:`tracker.services.starters`); the
window applies it as one undo step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.describe import describe, player_name
from tracker.core.match.model import Match
from tracker.services.errors import DatabaseError, ServiceError
from tracker.ui.common.refusals import as_sentence
from tracker.ui.match.commands import SwapStarterCommand, perform
from tracker.ui.match.document import MatchDocument

if TYPE_CHECKING:
    from tracker.core.match.starters import StarterSwap
    from tracker.ui.match.statusline import StatusLine


class SwapHost(Protocol):
    """What the correction needs of the main window."""

    undo_stack: QUndoStack
    status_line: StatusLine

    @property
    def document(self) -> MatchDocument: ...

    @property
    def read_only(self) -> str: ...

    def notify(self, text: str) -> None: ...

    def window(self) -> QWidget: ...


def starter_of(match: Match | None, pid: int | None) -> bool:
    """True if ``pid`` is listed in his side's starting eleven."""
    if match is None or pid is None:
        return False
    side = match.side_of(pid)
    lineup = match.team(side).lineup if side is not None else None
    return lineup is not None and pid in lineup.starters


def correct_starter(host: SwapHost, starter: int | None) -> bool:
    """Ask who started instead of ``starter`` and put him in his place (one undo step);
    True if the line-up was corrected."""
    doc = host.document
    match = doc.match
    if doc.match_id is None or match is None or not starter_of(match, starter):
        host.notify(
            QCoreApplication.translate(
                "StarterSwap", "Select a player of the starting eleven in the line-up first."
            )
        )
        return False
    assert starter is not None
    if host.read_only or match.confirmed:
        # Said before the question: the answer could not be stored anyway.
        host.notify(
            host.read_only
            or QCoreApplication.translate(
                "StarterSwap",
                "This match is confirmed and locked; reopen it to correct its line-up.",
            )
        )
        return False
    try:
        refused = doc.service.starter_swap_refusals(doc.match_id, starter)
    except (ServiceError, DatabaseError) as exc:
        host.notify(str(exc))
        return False
    substitute = StarterSwapDialog.ask(host.window(), match, starter, refused)
    if substitute is None:
        return False
    try:
        swap = doc.service.plan_starter_swap(doc.match_id, starter, substitute)
    except (ServiceError, DatabaseError) as exc:
        host.notify(str(exc))
        return False
    if swap.credited and not CreditQuestion.ask(host.window(), match, swap):
        return False
    command = SwapStarterCommand(doc, swap)
    if not perform(host.undo_stack, command):
        return False
    change = doc.last_change
    if change is not None and change.note:  # a connection lost as it was stored, say
        done = command.text()
        host.status_line.say(f"{done[:1].upper()}{done[1:]} — {as_sentence(change.note)}")
    return True


class StarterSwapDialog(QDialog):
    """Which substitute started in place of a listed starter (tests replace ``ask``).

    The substitutes in ``refused`` (who came on in the log, or whom a suspension keeps
    out of the match) are not offered; the dialog says why under the list.
    """

    def __init__(
        self,
        match: Match,
        starter: int,
        parent: QWidget | None = None,
        refused: Mapping[int, str] | None = None,
    ) -> None:
        super().__init__(parent)
        refused = refused or {}
        self.setObjectName("starterSwapDialog")
        self.setWindowTitle(self.tr("Correct the starting eleven"))
        side = match.side_of(starter)
        assert side is not None
        team = match.team(side)
        lineup = team.lineup
        assert lineup is not None
        text = self.tr(
            "{player} is listed in {team}'s starting eleven. If another player started in his "
            "place, choose him from the substitutes: he takes that place in the formation, "
            "and {player} goes to the bench."
        ).format(player=player_name(match, starter), team=team.name)
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        self.substitute = QComboBox()
        self.substitute.setObjectName("substituteCombo")
        for pid in lineup.bench:
            player = team.player(pid)
            if player is None or pid in refused:
                continue
            number = f"{player.number} " if player.number is not None else ""
            self.substitute.addItem(f"{number}{player.name}", pid)
        label.setBuddy(self.substitute)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("He &started"))
        ok.setEnabled(self.substitute.count() > 0)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # Why the substitutes not offered cannot have started.
        self.not_offered = QLabel(_not_offered(refused.values()))
        self.not_offered.setObjectName("notOfferedLabel")
        self.not_offered.setTextFormat(Qt.TextFormat.PlainText)
        self.not_offered.setWordWrap(True)
        self.not_offered.setVisible(bool(refused))
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.substitute)
        layout.addWidget(self.not_offered)
        layout.addWidget(buttons)

    @property
    def chosen(self) -> int | None:
        """The substitute chosen, if any."""
        data = self.substitute.currentData()
        return int(data) if data is not None else None

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        match: Match,
        starter: int,
        refused: Mapping[int, str] | None = None,
    ) -> int | None:
        """The substitute who started instead of ``starter``, or None if cancelled."""
        dialog = cls(match, starter, parent, refused)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen


def _not_offered(reasons: Iterable[str]) -> str:
    """The list of why the substitutes left out cannot have started, one a line."""
    lines = "\n".join(f"• {reason}" for reason in reasons)
    return QCoreApplication.translate("StarterSwap", "Not offered:\n{reasons}").format(
        reasons=lines
    )


class CreditQuestion:
    """Whether the events logged for the listed starter were the other man's."""

    @staticmethod
    def text(match: Match, swap: StarterSwap) -> str:
        """The question, listing the events it credits."""
        lines = "\n".join(f"• {old.time} {describe(match, old)}" for old, _new in swap.credited)
        return QCoreApplication.translate(
            "StarterSwap",
            "The log names {starter} in these events:\n\n{events}\n\nIf {substitute} started "
            "in his place, these were his: credit them to {substitute}?",
        ).format(
            starter=player_name(match, swap.starter),
            substitute=player_name(match, swap.substitute),
            events=lines,
        )

    @classmethod
    def ask(cls, parent: QWidget | None, match: Match, swap: StarterSwap) -> bool:
        """True if the user credits the events (nothing changes otherwise)."""
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(QCoreApplication.translate("StarterSwap", "Credit his events?"))
        box.setText(cls.text(match, swap))
        credit = box.addButton(
            QCoreApplication.translate("StarterSwap", "&Credit them to {name}").format(
                name=player_name(match, swap.substitute)
            ),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(credit)
        box.exec()
        return box.clickedButton() is credit
