"""A line-up placed with the keyboard alone inside the wizard: Enter places, never leaves."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.services.test_setup import five_a_side
from tests.ui.setup.driving import next_page
from tracker.core.match.model import Side
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.ui.setup.newmatch import NewMatchDialog


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def tab_after(widget: QWidget) -> QWidget:
    """The widget Tab moves to from ``widget``."""
    found = widget.nextInFocusChain()
    while not (
        found.focusPolicy() & Qt.FocusPolicy.TabFocus and found.isVisibleTo(widget.window())
    ):
        found = found.nextInFocusChain()
    return found


def test_enter_in_the_squad_list_places_the_player_and_stays_on_the_page(qtbot, db) -> None:
    setup = SetupService(db)
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    wizard.show()
    details = wizard.details.form
    details.team_size.setCurrentIndex(details.team_size.findData(5))
    next_page(qtbot, wizard)
    wizard.team_page(Side.HOME).form.name.setCurrentText("United")
    next_page(qtbot, wizard)
    wizard.team_page(Side.AWAY).form.name.setCurrentText("Rovers")
    next_page(qtbot, wizard)
    page = wizard.lineup_page(Side.HOME)
    assert wizard.currentPage() is page
    editor = page.editor
    editor.available.setFocus()
    editor.available.setCurrentIndex(editor.available_model.index(0))
    # Enter, Enter, Enter…: the next player in the list stays current after each one.
    for placed in range(1, 6):
        qtbot.keyClick(editor.available, Qt.Key.Key_Return)
        assert wizard.currentPage() is page
        assert len(editor.placement.placed) == placed
        assert editor.message.text() == ""
    # Tab goes from the squad list to the bench, then the captain and the keyboard box;
    # the pitch (mouse only) is no tab stop.
    assert tab_after(editor.available) is editor.bench
    assert tab_after(editor.bench) is editor.captain
    assert not editor.pitch.focusPolicy() & Qt.FocusPolicy.TabFocus
    editor.bench.setFocus()
    editor.available.setCurrentIndex(editor.available_model.index(0))
    qtbot.mouseClick(editor.bench_button, Qt.MouseButton.LeftButton)
    assert len(editor.placement.bench) == 1
    editor.bench.setCurrentIndex(editor.bench_model.index(0))
    qtbot.keyClick(editor.bench, Qt.Key.Key_Return)
    assert wizard.currentPage() is page


def test_the_player_tab_lands_on_is_the_one_enter_ctrl_b_and_delete_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tab into a list makes its first player current, framed but not selected: Enter and
    Ctrl+B did nothing there, and Delete on the bench took the slot's player off the
    pitch instead of the substitute framed."""
    from tests.ui.setup.test_lineup import england
    from tracker.core.match.formations import formations_for
    from tracker.ui.setup.lineup import LineupEditor

    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    editor.copy_button.setFocus()
    qtbot.keyClick(editor.copy_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.available
    assert editor.available.currentIndex().row() == 0
    assert not editor.available.selectionModel().hasSelection()
    first, second, third = team.squad[:3]
    qtbot.keyClick(editor.available, Qt.Key.Key_Return)
    assert editor.placement.placed == [first.pid]
    editor.available.clearSelection()
    qtbot.keyClick(editor.available, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert editor.placement.bench == [second.pid]
    qtbot.keyClick(editor.available, Qt.Key.Key_Return)
    assert editor.placement.placed == [first.pid, third.pid]
    # The keyboard box's slot is the keeper's; Delete on the bench acts on the bench.
    editor.slot.setCurrentIndex(editor.slot.findData("0.0"))
    editor.bench.setFocus()
    editor.bench.clearSelection()
    editor.bench.setCurrentIndex(editor.bench_model.index(0))
    editor.bench.selectionModel().clearSelection()
    qtbot.keyClick(editor.bench, Qt.Key.Key_Delete)
    assert editor.placement.bench == []
    assert editor.placement.placed == [first.pid, third.pid]
