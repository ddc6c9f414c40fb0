"""The quick-entry line: type ``55 goal Gordon assist Rogers`` and press Enter.

Completion offers commands and player names as you type; an ambiguous name asks
which player was meant; an error shows right under the line, which keeps the text.
With the line empty, Ctrl+Z and Ctrl+Shift+Z undo and redo events (the window's
Undo and Redo), since the focus stays here after each entry; with text in it they
edit the text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCompleter,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.events import Event
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.model import Side
from tracker.core.match.quickentry import Ambiguous, QuickEntryError, parse, suggest
from tracker.core.match.replay import MatchState
from tracker.core.results.ties import FirstLeg, extra_time_flags
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.common.undokeys import WindowUndoKeys

HELP = QT_TRANSLATE_NOOP(
    "QuickEntry",
    "Quick entry — a minute, what happened, who:\n"
    "  55 goal Gordon assist Rogers\n"
    "  90+2 header Lautaro a Messi      (also: pen, fk, og)\n"
    "  72 sub Gordon Konsa              (or: 72 sub Konsa for Gordon)\n"
    "  72 sub Gordon Konsa concussion   (a concussion substitute)\n"
    "  34 yellow 10                     (also: red, 2y; a shirt number works)\n"
    "  og 61 Romero                     70 saved Kane / 70 missed Kane\n"
    "  pen Messi, missed Kane           (kicks in the penalty shootout)\n"
    "  goal France                      (the scorer not known: the team only)\n"
    "Without a minute the clock's minute is used. Names ignore case and accents.\n"
    "Up and Down recall earlier commands; Escape clears the line.\n"
    "On an empty line Ctrl+Z and Ctrl+Shift+Z undo and redo the last events.",
)

_ROLES = {
    "scorer": QT_TRANSLATE_NOOP("QuickEntry", "Who scored?"),
    "assist": QT_TRANSLATE_NOOP("QuickEntry", "Who assisted?"),
    "off": QT_TRANSLATE_NOOP("QuickEntry", "Who went off?"),
    "on": QT_TRANSLATE_NOOP("QuickEntry", "Who came on?"),
    "player": QT_TRANSLATE_NOOP("QuickEntry", "Which player?"),
}

#: Logs an event; returns None when it was logged, else the refusal in plain words.
Submit = Callable[[Event], "str | None"]


class QuickEntry(QWidget):
    """The line, its completer and the error shown under it."""

    def __init__(
        self,
        submit: Submit,
        default_time: Callable[[], MatchTime],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._submit = submit
        self._default_time = default_time
        self._state: MatchState | None = None
        self._first_leg: FirstLeg | None = None
        #: Commands logged so far (Up and Down recall them), and where recall stands.
        self.history: list[str] = []
        self._recall = 0
        #: The line as sent when its entry's commit lost its connection ("": none).
        self.lost_text = ""
        self.line = QLineEdit()
        self.line.setObjectName("quickEntry")
        self.line.setAccessibleName(self.tr("Quick entry"))
        self.line.setAccessibleDescription(
            self.tr("Type a command, e.g. 55 goal Gordon assist Rogers")
        )
        self.line.setPlaceholderText(
            self.tr("Quick entry: 55 goal Gordon assist Rogers   (Ctrl+L)")
        )
        self.line.setToolTip(self.tr(HELP))
        self.line.setClearButtonEnabled(True)
        self.error = QLabel()
        self.error.setObjectName("quickEntryError")
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # refusals quote names as typed
        show_errors_in_red(self.error)
        bold = QFont(self.error.font())
        bold.setBold(True)
        self.error.setFont(bold)
        self.error.setWordWrap(True)
        self.completions = QStringListModel(self)
        self.completer = QCompleter(self.completions, self)
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setWidget(self.line)
        self.completer.activated.connect(self._on_completer_activated)
        self.line.textEdited.connect(self._on_line_text_edited)
        self.line.returnPressed.connect(self.submit)
        self.line.installEventFilter(self)
        WindowUndoKeys(self.line, lambda: not self.line.text())
        # The error goes under the line, at full width, and only takes room when shown.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.line)
        layout.addWidget(self.error)
        self.error.hide()
        self.line.textEdited.connect(self._clear_error)

    def show_state(self, state: MatchState | None, first_leg: FirstLeg | None = None) -> None:
        """Follow the open match (for names and the period); ``first_leg``: that of the
        tie it ends, if it is a second leg and the leg is known (whether extra time
        follows the second half)."""
        self._state, self._first_leg = state, first_leg
        self.setEnabled(state is not None)

    def _on_line_text_edited(self, text: str) -> None:
        if self._state is None:
            return
        options = suggest(text, self._state.match)
        self.completions.setStringList(options)
        if options:
            self.completer.complete()
        else:
            self._popup().hide()

    def _popup(self) -> QAbstractItemView:
        popup = self.completer.popup()
        assert popup is not None  # a completer makes its popup when first asked
        return popup

    def _on_completer_activated(self, text: str) -> None:
        self.line.setText(text + " ")

    def submit(self) -> bool:
        """Read the line and log it; True if an event was logged."""
        if self._popup().isVisible():
            self._popup().hide()
        text = self.line.text().strip()
        if not text or self._state is None:
            return False
        event = self._parse(text)
        if event is None:
            return False
        refusal = self._submit(event)
        if refusal:
            self.show_error(refusal)
            return False
        self._logged(text)
        return True

    def logged_after_all(self) -> None:
        """The entry whose commit lost its connection was found stored: its line, if
        still as sent, is cleared as logged (Up recalls it)."""
        text, self.lost_text = self.lost_text, ""
        if text and self.line.text().strip() == text:
            self._logged(text)

    def _logged(self, text: str) -> None:
        self.lost_text = ""
        self.history.append(text)
        self._recall = len(self.history)
        self.line.clear()
        self._clear_error()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up and Down recall earlier commands; Escape clears the line."""
        if watched is self.line and event.type() == QEvent.Type.KeyPress:
            key = cast(QKeyEvent, event).key()
            popup = self._popup().isVisible()
            if key == Qt.Key.Key_Escape and not popup:
                self.line.clear()
                self._clear_error()
                return True
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not popup and self.history:
                step = -1 if key == Qt.Key.Key_Up else 1
                self._recall = max(0, min(len(self.history), self._recall + step))
                recalled = self.history[self._recall] if self._recall < len(self.history) else ""
                self.line.setText(recalled)
                return True
        return super().eventFilter(watched, event)

    def show_error(self, text: str) -> None:
        """Say under the line why it was not logged (the text stays to be corrected)."""
        text = as_sentence(text)
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def _clear_error(self) -> None:
        self.error.clear()
        self.error.hide()

    def _parse(self, text: str) -> Event | None:
        state = self._state
        assert state is not None
        chosen: dict[str, int] = {}
        score = state.score
        extra_time, aggregate = extra_time_flags(
            state.match.stage, self._first_leg, score[Side.HOME], score[Side.AWAY]
        )
        while True:
            try:
                default = self._default_time()
            except QuickEntryError:
                default = None
            try:
                result = parse(
                    text,
                    state.match,
                    period=state.period,
                    state=state,
                    default_time=default,
                    chosen=chosen,
                    extra_time=extra_time,
                    aggregate=aggregate,
                )
            except QuickEntryError as exc:
                self.show_error(str(exc))
                return None
            if not isinstance(result, Ambiguous):
                return result
            from tracker.ui.common.dialogs import PlayerChooser  # loaded on first use

            pid = PlayerChooser.ask(
                self,
                self.tr("Which player?"),
                self.tr("{role} “{text}” fits several players:").format(
                    role=self.tr(_ROLES[result.role]), text=result.text
                ),
                state.match,
                result.candidates,
            )
            if pid is None:
                self.show_error(
                    self.tr("which “{text}”? Nothing was logged.").format(text=result.text)
                )
                return None
            chosen[result.role] = pid
