"""Match › Abandon the match…: when and why the referee stopped the match for good.

The dialog asks for the minute (the clock's, or the one pinned) and the reason, says
what an abandonment means (nothing more can be logged; the score when play stopped is
no result) and gives the :class:`~tracker.core.match.events.MatchAbandoned` to log;
the window logs it as any event, through the undo stack. A side left with fewer than
seven players (Law 3) is named, and that reason offered first.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.events import MatchAbandoned
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.quickentry import QuickEntryError, in_interval, read_time
from tracker.core.match.state import MatchState
from tracker.ui.common.refusals import as_sentence

#: The reasons offered; any other may be typed.
_REASONS = (
    QT_TRANSLATE_NOOP("AbandonDialog", "Waterlogged pitch"),
    QT_TRANSLATE_NOOP("AbandonDialog", "Fog"),
    QT_TRANSLATE_NOOP("AbandonDialog", "Thunderstorm"),
    QT_TRANSLATE_NOOP("AbandonDialog", "Floodlight failure"),
    QT_TRANSLATE_NOOP("AbandonDialog", "Crowd trouble"),
    QT_TRANSLATE_NOOP("AbandonDialog", "Serious injury"),
)


def _law3() -> str:
    return QCoreApplication.translate("AbandonDialog", "Fewer than seven players (Law 3)")


def _reasons() -> list[str]:
    # Translated when the dialog opens: the language may have changed since start-up.
    return [QCoreApplication.translate("AbandonDialog", str(r)) for r in _REASONS]


class AbandonDialog(QDialog):
    """Ask for the minute and the reason of an abandonment (tests replace ``ask``)."""

    def __init__(self, state: MatchState, at: MatchTime, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("abandonDialog")
        self.setWindowTitle(self.tr("Abandon the match"))
        self._state = state
        self.result_event: MatchAbandoned | None = None
        match = state.match
        score = f"{state.score[Side.HOME]}-{state.score[Side.AWAY]}"
        intro = QLabel(
            self.tr(
                "Abandon {home} v {away}? Play stops for good: nothing more can be logged, and the score when play stopped ({score}) is no result. Undo takes it back."
            ).format(home=match.home.name, away=match.away.name, score=score)
        )
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)  # the teams as typed
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        if state.short_handed is not None:
            side, when = state.short_handed
            short = QLabel(
                self.tr(
                    "{team} have had fewer than seven players on the pitch since {when}: Law 3 does not let the match go on."
                ).format(team=match.team(side).name, when=when)
            )
            short.setWordWrap(True)
            short.setTextFormat(Qt.TextFormat.PlainText)
            short.setObjectName("shortHanded")
            layout.addWidget(short)
        form = QFormLayout()
        self.minute = QLineEdit(at.entry())
        self.minute.setObjectName("abandonMinute")
        self.minute.setAccessibleName(self.tr("Minute"))
        self.minute.setEnabled(at.period is not Period.SHOOTOUT)
        form.addRow(self.tr("&Minute:"), self.minute)
        self.reason = QComboBox()
        self.reason.setObjectName("abandonReason")
        self.reason.setEditable(True)
        self.reason.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.reason.setAccessibleName(self.tr("Reason"))
        if state.short_handed is None:
            self.reason.addItems(["", *_reasons(), _law3()])
        else:
            self.reason.addItems([_law3(), *_reasons()])
        line = self.reason.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("as the referee gave it"))
            # The editable box keeps Enter from the dialog's default button.
            line.returnPressed.connect(self.accept)
        form.addRow(self.tr("&Reason:"), self.reason)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setObjectName("abandonProblem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.abandon_button = buttons.addButton(
            self.tr("&Abandon the match"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.abandon_button.setObjectName("abandonButton")
        # Enter after typing the reason abandons (undo takes it back); Escape cancels.
        self.abandon_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.reason.setFocus(Qt.FocusReason.OtherFocusReason)
        self.resize(460, self.sizeHint().height())

    def event_made(self) -> MatchAbandoned:
        """The abandonment as filled in; raises QuickEntryError for an unreadable minute."""
        state = self._state
        if state.period is Period.SHOOTOUT:
            time = MatchTime.shootout()
        else:
            time = read_time(self.minute.text(), state.period, interval=in_interval(state))
        return MatchAbandoned(time, reason=" ".join(self.reason.currentText().split()))

    def accept(self) -> None:
        """Close with the event made, or say why the minute cannot be read."""
        try:
            self.result_event = self.event_made()
        except QuickEntryError as exc:
            self.problem.setText(as_sentence(str(exc)))
            self.problem.show()
            self.minute.setFocus()
            return
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, state: MatchState, at: MatchTime) -> MatchAbandoned | None:
        """The abandonment the user confirmed, or None if cancelled."""
        dialog = cls(state, at, parent)
        try:
            dialog.exec()
            return dialog.result_event
        finally:
            dialog.deleteLater()


__all__ = ["AbandonDialog"]
