"""The window as a whole: start page, demo, stale data, layout memory, the command."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from tracker import cli
from tracker.app import build_window
from tracker.core.match.events import Card
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

#: The main parts by object name (how tests find them), with the name a screen reader says.
NAMES = {
    "scoreboard": "Scoreboard",
    "pitchView": "Pitch",
    "homeLineup": "Home line-up",
    "awayLineup": "Away line-up",
    "eventLog": "Event log",
    "matchClock": "Match clock",
    "quickEntry": "Quick entry",
}


def test_start_page_then_the_demo_match(qtbot, window: MainWindow) -> None:
    assert window.pages.currentWidget() is window.start_page
    assert window.windowTitle() == "Match Tracker"
    window.start_page.demo_button.click()
    assert window.pages.currentWidget() is window.match_page
    assert window.windowTitle() == "Argentina v England — Match Tracker"
    assert window.scoreboard.score.text() == "2 – 1"
    first = window.document.match_id
    window.close_match()
    # The library is listed off the GUI thread.
    qtbot.waitUntil(lambda: window.start_page.recent.count() == 1)
    assert window.start_page.recent.item(0).text().startswith("Argentina 2-1 England")
    window.start_page.demo_button.click()
    assert window.document.match_id == first  # reopened, not imported twice


def test_main_parts_have_object_and_accessible_names(live: MainWindow) -> None:
    for name, spoken in NAMES.items():
        widget = live.findChild(object, name)
        assert widget is not None, name
        assert widget.accessibleName() == spoken  # type: ignore[attr-defined]
    assert all(a.toolTip() for a in live.player_actions.actions.values())


def test_standard_shortcuts(live: MainWindow) -> None:
    a = live.actions_
    assert a["undo"].shortcut().toString() == "Ctrl+Z"
    assert "Ctrl+Shift+Z" in [s.toString() for s in a["redo"].shortcuts()]
    # Every key of each standard key, not only the first.
    std = QKeySequence.StandardKey
    for name, key in (
        ("close", std.Close),
        ("undo", std.Undo),
        ("new", std.New),
        ("open", std.Open),
        ("print", std.Print),
        ("help", std.HelpContents),
        ("find", std.Find),
        ("find_next", std.FindNext),
        ("find_previous", std.FindPrevious),
    ):
        assert a[name].shortcuts() == QKeySequence.keyBindings(key), name
    for key in QKeySequence.keyBindings(std.Redo):
        assert key in a["redo"].shortcuts()
    closing = [s.toString() for s in a["close"].shortcuts()]
    assert "Ctrl+W" in closing and "Ctrl+F4" in closing
    assert a["open"].shortcut().toString() == "Ctrl+O"
    assert a["quit"].shortcut().toString() == "Ctrl+Q"
    assert a["quick"].shortcut().toString() == "Ctrl+L"


def test_a_change_made_elsewhere_is_shown_on_activation(live: MainWindow, db_path: Path) -> None:
    live.clock.blow(0)
    match_id = live.document.match_id
    assert match_id is not None
    other = MatchService(open_database(str(db_path)))
    kane = next(p.pid for p in live.document.match.away.squad if p.name == "Harry Kane")  # type: ignore[union-attr]
    other.log(match_id, Card(time=MatchTime(Period.FIRST_HALF, 9), side=Side.AWAY, player=kane))
    other.db.close()
    assert live.document.is_stale()
    QApplication.sendEvent(live, QEvent(QEvent.Type.ActivationChange))
    live.check_for_changes()
    assert live.event_log.log_model.rowCount() == 2
    assert live.pitch.tokens[kane].look.booked
    assert not live.document.is_stale()
    # The window's own kick-off stays undoable: another writer's card is no step of it.
    assert live.undo_stack.count() == 1


def test_layout_is_remembered(qtbot, make_window, fresh_match: int, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = make_window()
    assert first.docks["logDock"].isHidden()  # the start page stands alone
    first.open_match(fresh_match)
    assert not first.docks["logDock"].isHidden() and not first.docks["homeDock"].isHidden()
    first.docks["logDock"].hide()
    first.docks["keyStatsDock"].hide()  # the log's neighbour: the bottom is left empty
    first.resize(720, 560)  # within the offscreen screen (800 x 600), above the panels' least
    first.close_match()
    first.close()  # closed on the start page: the match layout is what is kept
    second = make_window()
    second.open_match(fresh_match)
    assert second.docks["logDock"].isHidden() and second.docks["keyStatsDock"].isHidden()
    assert not second.docks["homeDock"].isHidden()
    assert second.height() == 560  # (the width is bound below by the panels)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value("window/state") is not None


def test_reopening_shows_the_same_match(live: MainWindow, make_window) -> None:  # type: ignore[no-untyped-def]
    live.clock.blow(0)
    live.log_event(Card(time=MatchTime(Period.FIRST_HALF, 9), side=Side.AWAY, player=27))
    rows = live.event_log.log_model.rowCount()
    again = make_window()
    assert again.document.service.last_worked_on() == live.document.match_id
    again.open_match(live.document.match_id or 0)
    assert again.event_log.log_model.rowCount() == rows


def _shown_windows() -> list[MainWindow]:
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
    ]


def test_no_sub_command_opens_the_window(
    qtbot, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []

    def fake_exec(self: QApplication) -> int:
        for widget in _shown_windows():
            # The window shows first and opens its database once it has painted.
            qtbot.waitUntil(lambda w=widget: w.document.has_database)
            seen.append(widget.windowTitle())
            widget.document.service.db.close()
            widget.close()
            widget.deleteLater()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert cli.main(["--db", str(db_path)]) == 0
    assert seen == ["Match Tracker"]


def test_an_unusable_database_is_explained_and_the_user_may_quit(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.ui.files.dbproblem import Choice, DatabaseProblem

    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_text("hello, I am not a database")
    told: list[str] = []

    def answer(cls, parent, message, can_restore):  # type: ignore[no-untyped-def]
        told.append(message)
        return Choice.QUIT

    def fake_exec(self: QApplication) -> int:
        for widget in _shown_windows():
            # Asked once the window has painted; quitting closes the window.
            qtbot.waitUntil(lambda w=widget: not w.isVisible())
            widget.deleteLater()
        return 0

    monkeypatch.setattr(DatabaseProblem, "ask", classmethod(answer))
    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert cli.main(["--db", str(bad)]) == 1
    assert told and "\n" not in told[0]


def test_formation_change_is_logged_through_the_undo_stack(
    live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.core.match.events import FormationChange
    from tracker.ui.setup.formation import FormationChangeDialog

    live.clock.blow(0)
    state = live.document.state
    assert state is not None
    england = state.sides[Side.AWAY]
    rows = ((england.rows[0][0],), *(tuple(r) for r in england.rows[1:]))
    on = [p for r in rows[1:] for p in r]
    new_rows = ((rows[0][0],), tuple(on[:5]), tuple(on[5:8]), tuple(on[8:]))
    asked: list[object] = []

    def ask(cls, parent, match, state, side, at=None):  # type: ignore[no-untyped-def]
        asked.append((side, at))
        return FormationChange(time=at, side=side, formation="5-3-2", rows=new_rows)

    monkeypatch.setattr(FormationChangeDialog, "ask", classmethod(ask))
    live.actions_["formation_away"].trigger()
    assert asked == [(Side.AWAY, MatchTime(Period.FIRST_HALF, 1))]
    assert live.away_panel.title.text().count("5-3-2") == 1
    live.undo_stack.undo()
    assert "4-2-3-1" in live.away_panel.title.text()


def test_build_window_reports_an_unusable_database(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_text("hello, I am not a database")
    from tracker.store.db import DatabaseError

    with pytest.raises(DatabaseError):
        build_window(str(bad))


def test_deleting_the_open_match_in_the_library_goes_back_to_the_start_page(
    live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.ui.library.library import MatchLibrary

    match_id = live.document.match_id
    assert match_id is not None

    def delete_and_close(_cls, _parent, service: MatchService, **_options) -> None:  # type: ignore[no-untyped-def]
        service.delete_match(match_id)

    monkeypatch.setattr(MatchLibrary, "ask", classmethod(delete_and_close))
    live.files.open_match()
    assert not live.document.is_open
    assert live.pages.currentWidget() is live.start_page


def test_a_window_built_before_its_database_shows_its_panels_with_the_match(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """As match-tracker starts: the window paints first, then gets its database."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QUndoStack

    from tracker.app import demo_text, open_in_window

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, None, QUndoStack(), settings, demo_text)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert open_in_window(window, str(tmp_path / "m.sqlite3"), None)
    assert window.pages.currentWidget() is window.start_page
    assert not window.docks["homeDock"].isVisible()  # the start page stands alone
    window.files.open_demo()
    assert window.document.state is not None
    for name in ("homeDock", "awayDock", "logDock"):
        assert window.docks[name].isVisible(), name
    assert window.clock_bar.isVisible() and window.actions_bar.isVisible()
    # First run, no saved layout: the log gets its usual height, not half the window.
    qtbot.waitUntil(lambda: window.docks["logDock"].height() <= 260)
    window.backups.close()
