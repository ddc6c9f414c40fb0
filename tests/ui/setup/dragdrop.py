"""Drag and drop driven through the real Qt event path (enter, move, drop on a widget)."""

from __future__ import annotations

import warnings

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget


def drop(target: QWidget, point: QPointF | QPoint, mime: QMimeData) -> bool:
    """Drag ``mime`` over ``target`` at ``point`` and drop it; True if the drop was accepted.

    This is what a user's drag delivers: a drag-enter, a drag-move and a drop event to the
    widget under the cursor, so the same handlers run as for a mouse drag.
    """
    pos = QPointF(point)
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    with warnings.catch_warnings():
        # PySide6 offers the integer-point constructors, which Qt marks deprecated.
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(pos.toPoint(), actions, mime, buttons, mods)
        move = QDragMoveEvent(pos.toPoint(), actions, mime, buttons, mods)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(target, move)
    if not move.isAccepted():
        return False
    event = QDropEvent(pos, actions, mime, buttons, mods)
    QApplication.sendEvent(target, event)
    return event.isAccepted()
