"""Holding a window's input for a moment: while it shows what it cannot act on yet.

At start-up the window shows the match it opens with before the database layers
have loaded (see :meth:`tracker.ui.mainwindow.MainWindow.show_preview`); until they
have, a click, a wheel turn, a drop, a shortcut or Enter on it is dropped. Typing
into a text field goes on (quick entry keeps what was typed: Enter logs it once the
database is open). A fraction of a second: what the user sees is the match itself.
A dialog the database layers open meanwhile (a damaged file, say) is a window of
its own and takes its input.

The hold watches the window's own ``QWindow``: Qt hands it every mouse, key, wheel,
touch, tablet and drag event the platform sends to the window's widgets, and the
shortcut override that decides whether a key reaches a shortcut, before any widget
sees them. It does not watch the whole application: a filter there is handed every
event of every object, Qt's internal ones included, and PySide6 builds the Python
types of each kind of object it hands over, some 15 ms of start-up spent before the
match is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

_INPUT = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.Wheel,
        QEvent.Type.ContextMenu,
        QEvent.Type.DragEnter,
        QEvent.Type.DragMove,
        QEvent.Type.Drop,
        QEvent.Type.TouchBegin,
        QEvent.Type.TabletPress,
    }
)


_ACTING_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape})


def _typing(window: QWidget, event: QEvent) -> bool:
    """A key typed into a text field of ``window``, which changes nothing but the field
    (not Enter)."""
    focus = QApplication.focusWidget()
    return (
        isinstance(focus, QLineEdit)
        and focus.window() is window
        and isinstance(event, QKeyEvent)
        and event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
        and Qt.Key(event.key()) not in _ACTING_KEYS
        and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
    )


class InputHold(QObject):
    """Drops the user's input to ``window`` (and its children) until :meth:`release`."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.held = 0
        window.winId()  # its QWindow, made now if the window is not shown yet
        self._handle = window.windowHandle()
        self._handle.installEventFilter(self)
        self._active = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Drop an input event bound for the window (but typing into a text field)."""
        if event.type() == QEvent.Type.ShortcutOverride:
            # Taken by the focus widget, as a text field takes a letter: no shortcut
            # fires, and the key comes back as a key press, held or typed below.
            event.accept()
            return True
        if event.type() in _INPUT and not _typing(self._window, event):
            self.held += 1
            return True
        return False

    def release(self) -> None:
        """Let input through again."""
        if not self._active:
            return
        self._active = False
        self._handle.removeEventFilter(self)
