"""Undo and redo keys in a one-line field: the window's (events) when the field has no
text of the user's to undo. The window's Undo and Redo actions themselves.

A QLineEdit takes Ctrl+Z for its own text before the window's Undo shortcut sees it.
In a field that is empty, or shows what the window put there (the clock's running
minute), the user pressing Ctrl+Z means the last event, wherever the focus was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoStack
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


class StepAction(QAction):
    """The window's Undo (``undo`` True) or Redo: named after the step it would take back
    or do again ("&Undo goal by Lionel Messi 20'"), as Qt's own is, but enabled with no
    step too. A disabled action drops its key without a word; this one is triggered, so
    that the window can say there was nothing to undo and the user knows the key was
    taken."""

    def __init__(self, stack: QUndoStack, parent: QObject, prefix: str, *, undo: bool) -> None:
        super().__init__(prefix, parent)
        self._stack, self._prefix, self._undo = stack, prefix, undo
        changed = stack.undoTextChanged if undo else stack.redoTextChanged
        can = stack.canUndoChanged if undo else stack.canRedoChanged
        changed.connect(self._name)
        can.connect(self._name)
        self._name()

    def can_step(self) -> bool:
        """True if the stack has a step for this action to take."""
        return self._stack.canUndo() if self._undo else self._stack.canRedo()

    def _name(self) -> None:
        if not shiboken6.isValid(self._stack):
            return  # the window is being deleted: the stack, its child, goes first
        text = self._stack.undoText() if self._undo else self._stack.redoText()
        self.setText(f"{self._prefix} {text}" if self.can_step() and text else self._prefix)


__all__ = ["StepAction", "WindowUndoKeys", "undo_or_redo"]
