"""The window by keyboard alone: moving between its parts, choosing players, the log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.helpers import pid_of, type_command
from tracker.core.match.events import Card, Event
from tracker.core.match.matchtime import Period
from tracker.ui.common.dialogs import Confirm, PlayerChooser
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


@pytest.fixture
def playing(live: MainWindow) -> MainWindow:
    """The fresh reference match in its first half."""
    live.clock.blow(0)
    return live


def test_tab_leaves_the_event_log(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = playing
    log = window.event_log
    log.setFocus()
    log.selectRow(0)
    qtbot.waitUntil(log.hasFocus)
    qtbot.keyClick(log, Qt.Key.Key_Tab)
    # Tab goes on to the next part of the window, not to the next cell of the table.
    assert not log.hasFocus()


def test_enter_in_the_log_edits_and_delete_removes(
    qtbot, playing: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = playing
    assert type_command(qtbot, window, "20 yellow Kane")
    edits: list[Event] = []
    deletions: list[str] = []
    monkeypatch.setattr(
        EditEventDialog, "ask", classmethod(lambda cls, parent, match, e, *rest: edits.append(e))
    )
    monkeypatch.setattr(
        Confirm, "ask", classmethod(lambda cls, parent, title, text: deletions.append(text))
    )
    card = window.document.events[-1]
    window.event_log.select_event(card.id)
    qtbot.keyClick(window.event_log, Qt.Key.Key_Return)
    qtbot.keyClick(window.event_log, Qt.Key.Key_Delete)
    assert edits == [card]
    assert deletions == ["Delete “20' Yellow card: Harry Kane (England)”?"]


def test_arrow_keys_walk_the_pitch_and_a_key_books_the_player(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = playing
    pitch = window.pitch
    pitch.setFocus()
    # Nothing selected: Right starts from the home goalkeeper, at the left end.
    qtbot.keyClick(pitch, Qt.Key.Key_Right)
    keeper = pid_of(window, "Emiliano Martínez")
    assert window.selected == keeper
    assert window.home_panel.selected_pid() == keeper
    # Right again: a defender, straight ahead of the keeper.
    qtbot.keyClick(pitch, Qt.Key.Key_Right)
    first = window.selected
    assert first is not None and first != keeper
    assert window.document.match.side_of(first) is window.document.match.side_of(keeper)  # type: ignore[union-attr]
    assert pitch.tokens[first].scenePos().x() > pitch.tokens[keeper].scenePos().x()
    # Up and Down move along the line; coming back down returns to where we were.
    qtbot.keyClick(pitch, Qt.Key.Key_Up)
    above = window.selected
    assert above != first
    assert pitch.tokens[above].scenePos().y() < pitch.tokens[first].scenePos().y()  # type: ignore[index]
    qtbot.keyClick(pitch, Qt.Key.Key_Down)
    assert window.selected == first
    # Left from the keeper has nowhere to go: the selection stays.
    window.select_player(keeper)
    qtbot.keyClick(pitch, Qt.Key.Key_Left)
    assert window.selected == keeper
    # A single key then acts on the player chosen with the arrows.
    qtbot.keyClick(pitch, Qt.Key.Key_Y)
    card = window.document.events[-1]
    assert isinstance(card, Card) and card.player == keeper


def test_the_menu_key_opens_the_selected_players_actions(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = playing
    asked: list[int] = []
    window.pitch.playerMenuRequested.connect(lambda pid, _where: asked.append(pid))
    kane = pid_of(window, "Harry Kane")
    window.select_player(kane)
    qtbot.keyClick(window.pitch, Qt.Key.Key_Menu)
    assert asked == [kane]


def test_extra_time_can_be_whistled_from_the_match_menu(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = live
    assert window.actions_["whistle"].text() == "&Whistle: Kick-off"
    for _ in range(4):  # kick-off, half-time, second half, end of the second half
        window.actions_["whistle"].trigger()
    # Level after 90 minutes of a semi-final: F9 starts extra time.
    assert window.actions_["whistle"].text() == "&Whistle: Start extra time, first half"
    menu = window.whistles_menu
    assert menu.isEnabled()
    menu.aboutToShow.emit()
    labels = [a.text() for a in menu.actions()]
    # Each with a letter of its own, to be chosen with the keyboard too.
    assert labels == [
        "&Start extra time, first half\tF9",
        "Start &penalty shootout",
        "&Full time",
    ]
    extra = next(a for a in menu.actions() if "extra time" in a.text().lower())
    extra.trigger()
    state = window.document.state
    assert state is not None and state.running and state.period is Period.EXTRA_FIRST


def test_a_shared_surname_is_completed_or_asked_for(
    qtbot, playing: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = playing
    line = window.quick.line
    lisandro = pid_of(window, "Lisandro Martínez")
    asked: list[int] = []

    def ask(cls, parent, title, prompt, match, pids, none_label=""):  # type: ignore[no-untyped-def]
        asked.append(len(pids))
        return lisandro

    monkeypatch.setattr(PlayerChooser, "ask", classmethod(ask))
    qtbot.keyClicks(line, "20 yellow Martinez")
    # The completion offers each Martínez by his full name…
    assert window.quick.completions.stringList()[-1] == "20 yellow Lautaro Martínez"
    assert window.quick.completer.popup().isVisible()
    # …and Enter without picking one asks which, as before.
    qtbot.keyClick(line, Qt.Key.Key_Return)
    card = window.document.events[-1]
    assert asked == [3]
    assert isinstance(card, Card) and card.player == lisandro
    assert line.text() == ""


def test_tab_never_stops_on_a_tab_bar_with_no_tab(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Qt's spare tab bar (no tab, placed off the window) took the focus for one Tab
    press: the focus went nowhere a user could see."""
    from PySide6.QtWidgets import QTabBar

    window = playing
    qtbot.waitUntil(lambda: bool(window.findChildren(QTabBar)))
    qtbot.waitUntil(lambda: all(bar.accessibleName() for bar in window.findChildren(QTabBar)))
    for bar in window.findChildren(QTabBar):
        stops = bar.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert bool(stops) == (bar.count() > 0), (bar.count(), bar.geometry())


def test_ctrl_z_undoes_the_last_event_from_every_field_with_nothing_typed(
    qtbot, playing: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    """Quick entry on an empty line, the Minute field showing the clock's minute and
    an empty find bar: Ctrl+Z is the window's Undo (the last event), as on the pitch.
    With text of the user's in the field, it is the field's own."""
    window = playing
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ctrl = Qt.KeyboardModifier.ControlModifier
    window.actions_["find"].trigger()
    find = window.log_panel.find_bar.line
    for field in (window.quick.line, window.clock.minute_edit, find):
        assert type_command(qtbot, window, "20 yellow Kane")
        before = len(window.document.events)
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        qtbot.keyClick(field, Qt.Key.Key_Z, ctrl)
        assert len(window.document.events) == before - 1, field.objectName()
        # Ctrl+Shift+Z puts it back.
        qtbot.keyClick(field, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
        assert len(window.document.events) == before, field.objectName()
        window.undo_stack.undo()
    # A minute typed in the field: Ctrl+Z undoes the typing, not an event.
    assert type_command(qtbot, window, "20 yellow Kane")
    before = len(window.document.events)
    minute = window.clock.minute_edit
    minute.setFocus()
    qtbot.waitUntil(minute.hasFocus)
    minute.selectAll()
    qtbot.keyClicks(minute, "33")
    qtbot.keyClick(minute, Qt.Key.Key_Z, ctrl)
    assert len(window.document.events) == before


def test_ctrl_z_with_nothing_to_undo_says_so(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """At the touchline the user must know the key was taken: with no step to undo or
    redo, the status bar says so, and nothing is logged, stored or stacked."""
    window = live
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ctrl = Qt.KeyboardModifier.ControlModifier
    line = window.quick.line
    line.setFocus()
    qtbot.waitUntil(line.hasFocus)
    assert window.undo_stack.count() == 0
    qtbot.keyClick(line, Qt.Key.Key_Z, ctrl)
    assert window.statusBar().currentMessage() == "Nothing to undo"
    qtbot.keyClick(line, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert window.statusBar().currentMessage() == "Nothing to redo"
    assert window.undo_stack.count() == 0 and window.document.events == []
    # The Edit menu's entries say it too, and name the step once there is one.
    window.clock.blow(0)
    window.statusBar().clearMessage()
    window.actions_["redo"].trigger()
    assert window.statusBar().currentMessage() == "Nothing to redo"
    assert window.actions_["undo"].text() == "&Undo kick-off"
    window.actions_["undo"].trigger()
    assert window.statusBar().currentMessage() == "Undone: kick-off"
    assert window.document.events == [] and window.actions_["undo"].text() == "&Undo"
    window.actions_["undo"].trigger()
    assert window.statusBar().currentMessage() == "Nothing to undo"
    assert window.undo_stack.count() == 1 and window.undo_stack.index() == 0
