"""Undo and redo keys in a one-line field: the window's (events) when the field has no
text of the user's to undo.

A QLineEdit takes Ctrl+Z for its own text before the window's Undo shortcut sees it.
In a field that is empty, or shows what the window put there (the clock's running
minute), the user pressing Ctrl+Z means the last event, wherever the focus was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit


def undo_or_redo(event: QKeyEvent) -> bool:
    """True for the platform's Undo or Redo keys, and Ctrl+Shift+Z everywhere."""
    if event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo):
        return True
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return event.key() == Qt.Key.Key_Z and mods == (
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )


class WindowUndoKeys(QObject):
    """Lets the window's Undo and Redo shortcuts fire in ``line`` while ``nothing_typed``
    says it holds no text of the user's."""

    def __init__(self, line: QLineEdit, nothing_typed: Callable[[], bool]) -> None:
        super().__init__(line)
        self._line, self._nothing_typed = line, nothing_typed
        line.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Not taken by the line: the window's Undo or Redo shortcut fires."""
        if (
            watched is self._line
            and event.type() == QEvent.Type.ShortcutOverride
            and undo_or_redo(cast(QKeyEvent, event))
            and self._nothing_typed()
        ):
            event.ignore()
            return True
        return super().eventFilter(watched, event)


__all__ = ["WindowUndoKeys", "undo_or_redo"]
