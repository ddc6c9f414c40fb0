"""Find (the platform's key, Ctrl+F here) in the event log and in the library."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from tests.ui.helpers import type_command
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.library.library import MatchLibrary
from tracker.ui.mainwindow import MainWindow


def _selected_text(window: MainWindow) -> str:
    event = window.event_log.selected_event()
    assert event is not None
    match = window.document.match
    assert match is not None
    from tracker.core.match.describe import describe

    return describe(match, event)


def test_find_in_the_log_selects_each_matching_event_in_turn(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    live.clock.blow(0)
    for command in ("10 goal Messi", "20 yellow Kane", "30 goal Alvarez a Messi", "40 goal Kane"):
        assert type_command(qtbot, live, command)
    bar = live.log_panel.find_bar
    assert not bar.isVisible()
    live.actions_["find"].trigger()
    assert bar.isVisible() and bar.line.hasFocus()
    # Case and accents ignored, every word must be there.
    qtbot.keyClicks(bar.line, "MESSI")
    assert _selected_text(live) == "Goal: Lionel Messi"
    assert bar.status.text() == "1 of 2"
    qtbot.keyClick(bar.line, Qt.Key.Key_Return)
    assert _selected_text(live) == "Goal: Julián Álvarez, assist Lionel Messi"
    assert bar.status.text() == "2 of 2"
    qtbot.keyClick(bar.line, Qt.Key.Key_Return)  # round to the first again
    assert _selected_text(live) == "Goal: Lionel Messi"
    live.actions_["find_previous"].trigger()
    assert _selected_text(live) == "Goal: Julián Álvarez, assist Lionel Messi"
    bar.line.clear()
    qtbot.keyClicks(bar.line, "alvarez messi")
    assert _selected_text(live) == "Goal: Julián Álvarez, assist Lionel Messi"
    assert bar.status.text() == "1 of 1"
    bar.line.clear()
    qtbot.keyClicks(bar.line, "yellow kane")
    assert _selected_text(live) == "Yellow card: Harry Kane (England)"
    bar.line.clear()
    qtbot.keyClicks(bar.line, "pogba")
    assert bar.status.text() == "Not found"
    assert _selected_text(live) == "Yellow card: Harry Kane (England)"  # left where it was
    # The minute column counts too.
    bar.line.clear()
    qtbot.keyClicks(bar.line, "40'")
    assert _selected_text(live) == "Goal: Harry Kane"
    qtbot.keyClick(bar.line, Qt.Key.Key_Escape)
    assert not bar.isVisible()
    # The found event is the one Edit and Delete act on.
    assert live.event_log.selected_event() == live.document.events[-1]


def test_find_with_no_match_open_says_so(window: MainWindow) -> None:
    window.actions_["find"].trigger()
    assert not window.log_panel.find_bar.isVisible()
    assert "Open a match" in window.statusBar().currentMessage()


def test_find_in_the_library_goes_to_its_search(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = open_database(tmp_path / "library.sqlite3")
    try:
        library = MatchLibrary(MatchService(db))
        qtbot.addWidget(library)
        library.show()
        library.activateWindow()
        qtbot.waitUntil(library.isActiveWindow)
        library.search.setText("Argentina")
        library.table.setFocus()
        assert library.find_action.shortcuts() == QKeySequence.keyBindings(
            QKeySequence.StandardKey.Find
        )
        qtbot.keyClick(library.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
        assert library.search.hasFocus()
        assert library.search.selectedText() == "Argentina"
    finally:
        db.close()
