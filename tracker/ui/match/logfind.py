"""Find in the event log: a bar above the log that selects the next row holding the words.

Ctrl+F (the platform's Find) opens it; typing selects the first matching row from the
selection on, Enter or F3 the next, Shift+Enter or Shift+F3 the previous, Escape closes
it. Case and accents are ignored ("lautaro" finds Lautaro Martínez); every column counts
(minute, what happened, the score, who logged it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QToolButton, QVBoxLayout, QWidget

from tracker.core.match.model import fold
from tracker.ui.common.undokeys import WindowUndoKeys
from tracker.ui.match.eventlog import EventLogView


class LogFindBar(QWidget):
    """The find bar of one event log view."""

    def __init__(self, view: EventLogView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logFindBar")
        self.view = view
        self.line = QLineEdit(self)
        self.line.setObjectName("logFind")
        self.line.setClearButtonEnabled(True)
        self.line.setPlaceholderText(self.tr("Find in the log: a name, a minute, a kind of event"))
        self.line.setAccessibleName(self.tr("Find in the event log"))
        self.line.textEdited.connect(lambda _text: self.find_row(0))
        self.line.installEventFilter(self)
        WindowUndoKeys(self.line, lambda: not self.line.text())
        self.status = QLabel(self)
        self.status.setObjectName("logFindStatus")
        self.status.setMinimumWidth(self.status.fontMetrics().horizontalAdvance("0000 of 0000"))
        close = QToolButton(self)
        close.setText("×")
        close.setAccessibleName(self.tr("Close the find bar"))
        close.setToolTip(self.tr("Close the find bar (Escape)"))
        close.clicked.connect(self.close_bar)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 2)
        row.addWidget(self.line, 1)
        row.addWidget(self.status)
        row.addWidget(close)
        self.hide()

    def open_bar(self) -> None:
        """Show the bar with its words selected, ready to type."""
        self.show()
        self.line.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.line.selectAll()

    def close_bar(self) -> None:
        """Hide the bar; the row found stays selected and the log takes the focus."""
        self.hide()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def matching_rows(self) -> list[int]:
        """The rows holding every word typed (case and accents ignored)."""
        words = fold(self.line.text()).split()
        if not words:
            return []
        model = self.view.log_model
        found = []
        for row in range(model.rowCount()):
            text = fold(
                " ".join(
                    str(model.index(row, column).data() or "")
                    for column in range(model.columnCount())
                )
            )
            if all(word in text for word in words):
                found.append(row)
        return found

    def find_row(self, step: int) -> bool:
        """Select a matching row: from the selected one on (0), the next (1) or the
        previous (-1), wrapping round; False, and says so, when no row matches."""
        rows = self.matching_rows()
        if not rows:
            self.status.setText(self.tr("Not found") if self.line.text().strip() else "")
            return False
        selected = self.view.selectionModel().selectedRows()
        current = selected[0].row() if selected else -1
        if step < 0:
            before = [row for row in rows if row < current]
            target = before[-1] if before else rows[-1]
        else:
            start = current + 1 if step > 0 else max(current, 0)
            after = [row for row in rows if row >= start]
            target = after[0] if after else rows[0]
        self.view.selectRow(target)
        self.view.scrollTo(self.view.log_model.index(target, 0))
        self.status.setText(
            self.tr("{place} of {count}").format(place=rows.index(target) + 1, count=len(rows))
        )
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter finds the next row (Shift+Enter the previous); Escape closes the bar."""
        if watched is self.line and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                self.find_row(-1 if back else 1)
                return True
            if event.key() == Qt.Key.Key_Escape:
                self.close_bar()
                return True
        return super().eventFilter(watched, event)


class EventLogPanel(QWidget):
    """The event log's dock: the find bar above the log."""

    def __init__(self, view: EventLogView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventLogPanel")
        self.find_bar = LogFindBar(view, self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.find_bar)
        column.addWidget(view, 1)
