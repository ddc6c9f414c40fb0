"""Two events of one minute typed in the wrong order, put right from the log: Alt+Up
and Alt+Down, or the Edit menu; one undo step each; the database follows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from tests.ui.helpers import log_rows, stored_events, type_command
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def two_goals(qtbot, live: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    """The fresh reference match, Messi's and then Kane's goal typed at 20'."""
    live.clock.blow(0)
    assert type_command(qtbot, live, "20 goal Messi")
    assert type_command(qtbot, live, "20 goal Kane")
    return live


def _goals(window: MainWindow) -> list[tuple[str, str, str]]:
    return [row for row in log_rows(window) if row[1].startswith("Goal")]


def _stored_scorers(window: MainWindow, db_path: Path) -> list[int | None]:
    events = stored_events(db_path, window.document.match_id or 0)
    return [getattr(e, "scorer", None) for e in events if hasattr(e, "scorer")]


def test_alt_up_puts_the_goal_before_the_other_of_its_minute(
    qtbot,  # type: ignore[no-untyped-def]
    two_goals: MainWindow,
    db_path: Path,
) -> None:
    window, log = two_goals, two_goals.event_log
    messi, kane = (e for e in window.document.events if hasattr(e, "scorer"))
    assert _goals(window) == [
        ("20'", "Goal: Lionel Messi", "1–0"),
        ("20'", "Goal: Harry Kane", "1–1"),
    ]
    log.select_event(kane.id)
    log.setFocus()
    qtbot.keyClick(log, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    # England scored first: the running score says so, and so does the database.
    assert _goals(window) == [
        ("20'", "Goal: Harry Kane", "0–1"),
        ("20'", "Goal: Lionel Messi", "1–1"),
    ]
    assert _stored_scorers(window, db_path) == [kane.scorer, messi.scorer]  # type: ignore[attr-defined]
    assert window.undo_stack.undoText() == (
        "moving goal by Harry Kane 20' before the event above it"
    )
    # It stays selected: a second Alt+Up is refused, and says why.
    selected = log.selected_event()
    assert selected is not None and selected.id == kane.id
    qtbot.keyClick(log, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert window.status_line.last_failure.startswith("It is the first event of 20'")
    assert _stored_scorers(window, db_path) == [kane.scorer, messi.scorer]  # type: ignore[attr-defined]

    window.undo_stack.undo()
    assert _goals(window)[0] == ("20'", "Goal: Lionel Messi", "1–0")
    assert _stored_scorers(window, db_path) == [messi.scorer, kane.scorer]  # type: ignore[attr-defined]
    window.undo_stack.redo()
    assert _goals(window)[0] == ("20'", "Goal: Harry Kane", "0–1")
    assert _stored_scorers(window, db_path) == [kane.scorer, messi.scorer]  # type: ignore[attr-defined]


def test_the_edit_menu_moves_the_selected_event_down(
    qtbot,  # type: ignore[no-untyped-def]
    two_goals: MainWindow,
    db_path: Path,
) -> None:
    window = two_goals
    messi = next(e for e in window.document.events if hasattr(e, "scorer"))
    action = window.actions_["move_event_down"]
    assert action.isEnabled()
    edit_menu = window.findChild(QMenu, "editMenu")
    assert edit_menu is not None and action in edit_menu.actions()
    window.event_log.select_event(messi.id)
    action.trigger()
    assert _goals(window)[0] == ("20'", "Goal: Harry Kane", "0–1")
    assert _stored_scorers(window, db_path)[-1] == messi.scorer  # type: ignore[attr-defined]


def test_the_log_s_own_menu_acts_on_the_row_right_clicked(
    qtbot,  # type: ignore[no-untyped-def]
    two_goals: MainWindow,
    db_path: Path,
) -> None:
    """Right-click on a row: it becomes the selected one, and its menu offers what the
    Edit menu does to it (here: put Kane's goal first)."""
    window, log = two_goals, two_goals.event_log
    messi, kane = (e for e in window.document.events if hasattr(e, "scorer"))
    log.select_event(messi.id)
    row = log.log_model.row_of(kane.id)
    assert row is not None
    at = log.visualRect(log.log_model.index(row, 1)).center()
    click = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, log.viewport().mapToGlobal(at))
    QApplication.sendEvent(log.viewport(), click)
    menu = log.findChild(QMenu, "eventLogMenu")
    assert menu is not None
    qtbot.waitUntil(menu.isVisible)
    selected = log.selected_event()
    assert selected is not None and selected.id == kane.id
    offered = [
        a.text().replace("&", "").split("\t")[0] for a in menu.actions() if not a.isSeparator()
    ]
    assert offered == [
        "Edit event…",
        "Delete event…",
        "Move event up",
        "Move event down",
        "Find in the log…",
    ]
    up = window.actions_["move_event_up"]
    assert up in menu.actions()
    menu.hide()
    up.trigger()
    assert _goals(window)[0] == ("20'", "Goal: Harry Kane", "0–1")
    assert _stored_scorers(window, db_path) == [kane.scorer, messi.scorer]  # type: ignore[attr-defined]


def test_the_log_s_keys_are_shortcuts_that_leave_the_quick_entry_field_alone(
    qtbot,  # type: ignore[no-untyped-def]
    two_goals: MainWindow,
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Edit menu shows Delete, Alt+Up and Alt+Down as the shortcuts they are, but
    they act on the log's event only from the log: in the quick-entry field Delete
    deletes a character."""
    window, log = two_goals, two_goals.event_log
    for name, key in (
        ("delete_event", "Del"),
        ("move_event_up", "Alt+Up"),
        ("move_event_down", "Alt+Down"),
    ):
        action = window.actions_[name]
        assert action.shortcut() == QKeySequence(key)
        assert "\t" not in action.text()
        assert "in the log)" not in action.statusTip()
    messi, kane = (e for e in window.document.events if hasattr(e, "scorer"))
    asked: list[str] = []
    monkeypatch.setattr(
        Confirm, "ask", classmethod(lambda cls, _p, _t, text: asked.append(text) or True)
    )
    log.select_event(kane.id)
    line = window.quick.line
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    line.setFocus()
    qtbot.waitUntil(line.hasFocus)
    line.setText("20 goal Messi")
    line.setCursorPosition(0)
    qtbot.keyClick(line, Qt.Key.Key_Delete)
    assert line.text() == "0 goal Messi"
    # Alt+Up there is the field's own (the commands typed before), not a move in the log.
    qtbot.keyClick(line, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert asked == []
    assert _stored_scorers(window, db_path) == [messi.scorer, kane.scorer]  # type: ignore[attr-defined]

    log.setFocus()
    qtbot.waitUntil(log.hasFocus)
    qtbot.keyClick(log, Qt.Key.Key_Delete)
    assert asked == ["Delete “20' Goal: Harry Kane”?"]
    assert _stored_scorers(window, db_path) == [messi.scorer]  # type: ignore[attr-defined]
