"""Walk a widget's QAccessible tree as a screen reader does."""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QWidget

#: The roles a user operates: each needs a name a screen reader can say.
INTERACTIVE = {
    QAccessible.Role.PushButton,
    QAccessible.Role.Button,
    QAccessible.Role.CheckBox,
    QAccessible.Role.RadioButton,
    QAccessible.Role.ComboBox,
    QAccessible.Role.EditableText,
    QAccessible.Role.SpinBox,
    QAccessible.Role.List,
    QAccessible.Role.Table,
    QAccessible.Role.Tree,
    QAccessible.Role.PageTabList,
    QAccessible.Role.PageTab,
    QAccessible.Role.Slider,
    QAccessible.Role.ButtonMenu,
    QAccessible.Role.ButtonDropDown,
}


#: An object id such as "pitchView": not a name a person says.
_OBJECT_ID = re.compile(r"^[a-z]+[A-Z][A-Za-z0-9]*$")


def walk(widget: QWidget) -> Iterator[QAccessibleInterface]:
    """Every interface under ``widget`` that a screen reader reaches (visible ones)."""
    QAccessible.setActive(True)
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    stack = [root]
    while stack:
        iface = stack.pop()
        if iface.state().invisible:
            continue
        yield iface
        if isinstance(iface.object(), QAbstractItemView):
            continue  # the rows are the model's text
        stack.extend(c for n in range(iface.childCount()) if (c := iface.child(n)) is not None)


def unnamed(widget: QWidget) -> list[str]:
    """The interactive controls under ``widget`` with no human accessible name (none, or an
    object id), by class and object name."""
    missing = []
    for iface in walk(widget):
        name = iface.text(QAccessible.Text.Name).strip()
        if _operated(iface) and (not name or _OBJECT_ID.match(name)):
            obj = iface.object()
            label = obj.objectName() if obj is not None else ""
            owner = obj.metaObject().className() if obj is not None else "?"
            missing.append(f"{owner}#{label or '?'} ({iface.role().name})")
    return missing


def _operated(iface: QAccessibleInterface) -> bool:
    """Whether the user operates this control: an interactive role, or a scroll area, a
    graphics view or a text browser the Tab key stops at (their roles, Client and
    StaticText, say nothing of that, yet the reader announces them by name)."""
    if iface.role() in INTERACTIVE:
        return True
    obj = iface.object()
    return isinstance(obj, QAbstractScrollArea) and bool(
        obj.focusPolicy() & Qt.FocusPolicy.TabFocus
    )
