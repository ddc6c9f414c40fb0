"""A screen reader's walk of the window: every control named, every player on the pitch found."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtGui import QAccessible, QAction, QKeySequence
from PySide6.QtWidgets import QTableView, QTabWidget

from tests.ui.accesswalk import unnamed, walk
from tests.ui.helpers import type_command
from tests.ui.test_records_window_leagues import _library as _league_library
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.setup import SetupService
from tracker.store.db import open_database
from tracker.ui import menus
from tracker.ui.library.library import MatchLibrary
from tracker.ui.mainwindow import MainWindow
from tracker.ui.records.recordswindow import RecordsWindow
from tracker.ui.setup.newmatch import NewMatchDialog


def test_every_control_of_the_window_has_a_name(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # Qt builds the tab bar of the docks sharing a place after the first layout.
    qtbot.waitUntil(lambda: not unnamed(live), timeout=3000)
    live.close_match()
    qtbot.waitUntil(lambda: not unnamed(live), timeout=3000)


def test_every_control_of_the_main_dialogs_has_a_name(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = open_database(tmp_path / "library.sqlite3")
    try:
        for build in (
            lambda: MatchLibrary(MatchService(db)),
            lambda: RecordsWindow(RecordsService(db)),
        ):
            widget = build()
            qtbot.addWidget(widget)
            widget.show()
            assert unnamed(widget) == []
        wizard = NewMatchDialog(SetupService(db))
        qtbot.addWidget(wizard)
        wizard.show()
        for _page in wizard.pageIds():
            assert unnamed(wizard) == [], wizard.currentPage().objectName()
            wizard.next()
    finally:
        db.close()


def test_the_pitch_names_every_player_of_the_match(live: MainWindow) -> None:
    QAccessible.setActive(True)
    pitch = QAccessible.queryAccessibleInterface(live.pitch)
    assert pitch is not None
    assert pitch.text(QAccessible.Text.Name) == "Pitch"
    players = [pitch.child(n) for n in range(pitch.childCount())]
    spoken = {p.text(QAccessible.Text.Name): p.text(QAccessible.Text.Description) for p in players}
    match = live.document.match
    assert match is not None
    for side in Side:
        for player in match.team(side).squad:
            name = (
                player.name if player.number is None else f"{player.name}, number {player.number}"
            )
            assert name in spoken, name
    assert spoken["Lionel Messi"] == "Argentina, forward, on the pitch"
    assert spoken["Lautaro Martínez"] == "Argentina, forward, on the bench"
    starters = {pid for s in Side for pid in live.document.state.sides[s].on_pitch}  # type: ignore[union-attr]
    assert len(starters) == 22
    on = [p for p in players if "on the pitch" in p.text(QAccessible.Text.Description)]
    assert len(on) == 22
    # The tree reaches them: each player's parent is the pitch, found at its index.
    for index, player in enumerate(players):
        assert player.parent() is pitch
        assert pitch.indexOfChild(player) == index
    assert any(i.text(QAccessible.Text.Name) == "Lionel Messi" for i in walk(live))


def test_a_player_reads_his_cards_goals_and_where_he_is(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    live.clock.blow()
    assert type_command(qtbot, live, "10 yellow Messi")
    assert type_command(qtbot, live, "20 goal Messi")
    assert type_command(qtbot, live, "30 sub Messi Lautaro")
    QAccessible.setActive(True)
    pitch = QAccessible.queryAccessibleInterface(live.pitch)
    spoken = {
        pitch.child(n).text(QAccessible.Text.Name): pitch.child(n).text(
            QAccessible.Text.Description
        )
        for n in range(pitch.childCount())
    }
    messi = spoken["Lionel Messi"]
    assert "off the pitch, substituted 30'" in messi
    assert "booked" in messi and "1 goal" in messi
    assert spoken["Lautaro Martínez"] == "Argentina, forward, on the pitch, came on 30'"


def test_a_logged_event_is_announced(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    said: list[str] = []

    def update(event: object) -> None:
        if hasattr(event, "message"):
            said.append(event.message())  # type: ignore[attr-defined]

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    live.clock.blow()
    assert type_command(qtbot, live, "36 goal Messi")
    assert any("Lionel Messi" in text and text.startswith("Logged") for text in said), said


def test_tab_follows_the_reading_order(live: MainWindow) -> None:
    clock = live.clock
    expected = [
        clock.minute_edit,
        clock.live_button,
        clock.whistle_button,
        live.home_panel.tree,
        live.pitch,
        live.quick.line,
        live.away_panel.tree,
        live.event_log,
        live.key_stats.view,
    ]
    reached = []
    widget = clock.minute_edit
    for _step in range(500):
        if widget in expected and widget not in reached:
            reached.append(widget)
        widget = widget.nextInFocusChain()
        if widget is clock.minute_edit:
            break
    assert reached == expected


def test_every_tab_of_a_competition_and_a_team_page_is_named(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = _league_library(tmp_path)
    try:
        service = RecordsService(db)
        window = RecordsWindow(service)
        qtbot.addWidget(window)
        window.show()
        edition = service.find_edition("Test League 2030/31")
        assert edition is not None
        window.show_edition(edition.id)
        assert _named_on_every_tab(window) == []
        # Named on the view itself: Qt 6.8 takes no table's name from its buddy label.
        tables = {
            v.objectName(): v.accessibleName()
            for v in window.findChildren(QTableView)
            if v.objectName().startswith("league")
        }
        assert tables["league Table"] == "Table"
        assert tables["leagueTies"] == "Play-offs and knockout ties"
        assert window.show_team_named("Dene")
        assert _named_on_every_tab(window) == []
    finally:
        db.close()


def _named_on_every_tab(window: RecordsWindow) -> list[str]:
    missing = unnamed(window)
    for tabs in window.findChildren(QTabWidget):
        if tabs.isVisible():
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                missing += unnamed(window)
    return missing


def test_before_qt_6_8_the_status_bar_names_the_logged_event(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delattr(QtGui, "QAccessibleAnnouncementEvent", raising=False)
    live.clock.blow()
    assert type_command(qtbot, live, "36 goal Messi")
    assert live.statusBar().accessibleName().startswith("Logged goal: Lionel Messi at 36'")


def test_preferences_take_the_platform_key_where_there_is_one(
    live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    action = live.findChild(QAction, "preferencesAction")  # Edit › Preferences…
    assert action is not None
    action.setShortcut(QKeySequence("Ctrl+Shift+P"))
    monkeypatch.setattr(QKeySequence, "keyBindings", lambda key: [])
    menus._standard_preferences(live)
    assert [k.toString() for k in action.shortcuts()] == ["Ctrl+Shift+P"]  # kept its own
    monkeypatch.setattr(QKeySequence, "keyBindings", lambda key: [QKeySequence("Ctrl+,")])
    menus._standard_preferences(live)
    assert [k.toString() for k in action.shortcuts()] == ["Ctrl+,"]


def test_the_program_exits_cleanly_after_focus_crossed_the_pitch() -> None:
    """Qt 6.8 deleted the pitch's interfaces left in its cache after Python's objects
    were gone, and the program crashed on exit (most window tests ended in SIGSEGV)."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    walked = "tests/ui/test_keyboard.py::test_tab_leaves_the_event_log"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", walked],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


def test_every_control_of_the_other_dialogs_has_a_name(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """People's search and table, Review's questions and candidates, the backups list,
    the import file field and the export preview had no name a screen reader says."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QUndoStack

    from tracker.app import demo_text
    from tracker.services.people import PeopleService
    from tracker.ui.common.preferences import PreferencesDialog
    from tracker.ui.files.backups import RestoreDialog
    from tracker.ui.files.exporting import ExportDialog
    from tracker.ui.files.importing import ImportDialog
    from tracker.ui.records.people import PeopleDialog
    from tracker.ui.records.peoplereview import ReviewDialog

    path = tmp_path / "library.sqlite3"
    db = open_database(path)
    try:
        service = MatchService(db)
        service.import_text(demo_text())
        match, events = service.load(1)
        stack = QUndoStack()
        for build in (
            lambda: PeopleDialog(PeopleService(db), stack),
            lambda: ReviewDialog(PeopleService(db)),
            lambda: RestoreDialog(None, path),
            lambda: ImportDialog(service),
            lambda: ExportDialog(match, events),
            lambda: PreferencesDialog(QSettings(), [("standard", "Standard")], str(path)),
        ):
            widget = build()
            qtbot.addWidget(widget)
            widget.show()
            assert unnamed(widget) == [], type(widget).__name__
    finally:
        db.close()


def test_every_control_of_the_print_preview_has_a_name(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Qt's print preview gives its zoom box, page number field and page view no label,
    and shrank to 70 by 109 pixels, toolbar and page cut away."""
    from tracker.app import demo_text
    from tracker.ui.files.exporting import SheetPrintPreview

    db = open_database(tmp_path / "library.sqlite3")
    try:
        service = MatchService(db)
        service.import_text(demo_text())
        match, events = service.load(1)
    finally:
        db.close()
    dialog = SheetPrintPreview(match, events)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.paintRequested):
        dialog.show()
    assert unnamed(dialog) == []
    dialog.resize(1, 1)
    assert dialog.width() >= 400 and dialog.height() >= 300


def test_every_control_of_the_result_and_adjustment_dialogs_has_a_name(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path
) -> None:
    """The result-only sheet's text and the points correction's day had no name."""
    from tracker.services.leagues import LeagueService
    from tracker.sheet.resultcontent import ResultSheet
    from tracker.ui.library.resultview import ResultSheetDialog
    from tracker.ui.records.adjustments import AdjustmentsDialog

    result = ResultSheet("Switzerland", "Colombia", "0-0 aet (4-3 pens)", "Cup", (), "Result")
    sheet = ResultSheetDialog(result, can_log=True)
    qtbot.addWidget(sheet)
    sheet.show()
    assert unnamed(sheet) == []
    db = _league_library(tmp_path)
    try:
        edition = RecordsService(db).find_edition("Test League 2030/31")
        assert edition is not None
        dialog = AdjustmentsDialog(LeagueService(db), edition.id, edition.name, ["Alba"])
        qtbot.addWidget(dialog)
        dialog.show()
        assert unnamed(dialog) == []
    finally:
        db.close()
