"""A scroll area's viewport, wrapped for Python without PySide's type discovery.

``QAbstractScrollArea.viewport()`` returns a ``QWidget*`` that Python has not seen yet
(Qt made it): PySide then looks for its most derived class by building every
``QWidget`` subclass it binds, with their enums (some 70 of them, about 8 ms, once per
process). That happens in the window's first frame unless the viewport is known
already; asked for by its object name, it is wrapped as the ``QWidget`` it is at once,
and ``viewport()`` returns that wrapper from then on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

#: The object name Qt gives the viewport it makes (qabstractscrollarea.cpp).
_NAME = "qt_scrollarea_viewport"


def viewport_of(view: QAbstractScrollArea) -> QWidget:
    """``view.viewport()``, the first time without PySide's search of its class."""
    found = view.findChild(QWidget, _NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    return found if found is not None else view.viewport()
