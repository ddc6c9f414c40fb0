"""A scroll area's viewport found by name: the same widget ``viewport()`` gives."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QGraphicsView,
    QPlainTextEdit,
    QTableView,
    QTreeView,
    QWidget,
)

from tracker.ui.common.viewport import viewport_of


@pytest.mark.parametrize("kind", [QTreeView, QTableView, QGraphicsView, QPlainTextEdit])
def test_the_viewport_found_by_name_is_the_one_qt_made(qtbot, kind) -> None:  # type: ignore[no-untyped-def]
    view = kind()
    qtbot.addWidget(view)
    found = viewport_of(view)
    assert found is view.viewport()
    assert found.parent() is view


def test_a_viewport_set_by_the_program_is_found_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = QAbstractScrollArea()
    qtbot.addWidget(view)
    mine = QWidget()
    view.setViewport(mine)  # no longer named as Qt names its own
    assert viewport_of(view) is mine
