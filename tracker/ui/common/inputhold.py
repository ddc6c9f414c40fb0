"""Holding a window's input for a moment: while it shows what it cannot act on yet.

At start-up the window shows the match it opens with before the database layers
have loaded (see :meth:`tracker.ui.mainwindow.MainWindow.show_preview`); until they
have, a key, a click, a wheel turn or a drop on it is dropped. A fraction of a
second: what the user sees is the match itself. A dialog the database layers open
meanwhile (a damaged file, say) is a window of its own and takes its input.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QWidget

_INPUT = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.Shortcut,
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


class InputHold(QObject):
    """Drops the user's input to ``window`` (and its children) until :meth:`release`."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.held = 0
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._active = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Drop an input event bound for the window."""
        if (
            event.type() in _INPUT
            and isinstance(watched, QWidget)
            and watched.window() is self._window
        ):
            self.held += 1
            return True
        return False

    def release(self) -> None:
        """Let input through again."""
        if not self._active:
            return
        self._active = False
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
