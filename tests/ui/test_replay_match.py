"""The whole reference match logged through the window, as a user would log it.

Most events go through the quick-entry line; the periods through the clock; one
substitution by dragging a bench player onto the pitch; one goal with the mouse.
Then what the user sees and what the database holds (read with a fresh engine)
must be the reference match.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tests.helpers.matches import demo
from tests.ui.conftest import FakeClock
from tracker.core.match.describe import describe
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.common.dialogs import PlayerChooser
from tracker.ui.mainwindow import MainWindow


def pid_of(window: MainWindow, name: str) -> int:
    """The pid of a player of the open match, by full name."""
    match = window.document.match
    assert match is not None
    for player in (*match.home.squad, *match.away.squad):
        if player.name == name:
            return player.pid
    raise KeyError(name)


def type_command(qtbot, window: MainWindow, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type a quick-entry command and press Enter; it must be logged."""
    line = window.quick.line
    before = len(window.document.events)
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert window.quick.error.text() == "", window.quick.error.text()
    assert line.text() == ""
    assert len(window.document.events) == before + 1


def token_point(window: MainWindow, pid: int) -> QPoint:
    """Where a player's token is, in the pitch view's viewport."""
    return window.pitch.mapFromScene(window.pitch.tokens[pid].scenePos())


def drag_onto_pitch(window: MainWindow, on: int, off: int) -> None:
    """Drag a bench player from his panel and drop him on a pitch player."""
    panel = (
        window.away_panel if window.document.match.side_of(on) is Side.AWAY else window.home_panel
    )  # type: ignore[union-attr]
    assert panel.can_drag(on)
    data = panel.drag_data(on)
    viewport = window.pitch.viewport()
    where = QPointF(token_point(window, off))
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    with warnings.catch_warnings():
        # PySide marks the QPoint constructors deprecated; they are the only ones there are.
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(where.toPoint(), actions, data, buttons, mods)
        move = QDragMoveEvent(where.toPoint(), actions, data, buttons, mods)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(viewport, move)
    assert move.isAccepted()
    assert window.pitch.tokens[off].drop_target
    drop = QDropEvent(where, actions, data, buttons, mods)
    QApplication.sendEvent(viewport, drop)
    # A copy: the panel must not delete the dragged row itself.
    assert drop.isAccepted() and drop.dropAction() == Qt.DropAction.CopyAction


def test_the_reference_match_through_the_window(
    qtbot, live: MainWindow, fake_clock: FakeClock, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = live
    clock = window.clock
    assert clock.whistle_button.text() == "Kick-off"

    # First half: kick-off and half-time from the clock, 45 minutes apart.
    qtbot.mouseClick(clock.whistle_button, Qt.MouseButton.LeftButton)
    fake_clock.advance(44.8)
    clock._refresh()
    # The whistle goes in the minute the clock shows, and is filed in it.
    assert clock.minute_edit.text() == "45"
    assert clock.whistle_button.text() == "End of first half"
    clock.blow(0)
    assert window.scoreboard.period.text() == "Half-time"
    clock.blow(0)  # second half
    assert window.scoreboard.period.text().startswith("Second half")

    type_command(qtbot, window, "55 goal Gordon assist Rogers")
    assert window.scoreboard.score.text() == "0 – 1"
    type_command(qtbot, window, "64 sub Paredes Gonzalez")

    # 72': Konsa on for Gordon, dragged from England's bench onto Gordon, at the live minute.
    fake_clock.advance(26.5)
    assert clock.current_time().entry() == "72"
    gordon, konsa = pid_of(window, "Anthony Gordon"), pid_of(window, "Ezri Konsa")
    drag_onto_pitch(window, on=konsa, off=gordon)
    assert konsa in window.pitch.tokens and gordon not in window.pitch.tokens

    for command in (
        "72 sub Molina Montiel",
        "72 sub Lisandro Otamendi",
        "72 sub De Paul for Simeone",
        "81 sub Tagliafico Lautaro",
        "82 sub James Burn",
        "82 sub rice o'reilly",
    ):
        type_command(qtbot, window, command)

    # 85': Enzo Fernández scores, logged with the mouse: click him, Goal, pick the assist.
    fake_clock.advance(13)
    assert clock.current_time().entry() == "85"
    enzo, messi = pid_of(window, "Enzo Fernández"), pid_of(window, "Lionel Messi")
    qtbot.mouseClick(
        window.pitch.viewport(), Qt.MouseButton.LeftButton, pos=token_point(window, enzo)
    )
    assert window.selected == enzo
    assert window.player_actions.actions["goal"].isEnabled()
    monkeypatch.setattr(PlayerChooser, "ask", classmethod(lambda cls, *a, **k: messi))
    window.player_actions.actions["goal"].trigger()
    assert window.scoreboard.score.text() == "1 – 1"

    # 90'+2: "Martínez" fits two players on the pitch; the chooser is asked which.
    lautaro = pid_of(window, "Lautaro Martínez")
    asked: list[tuple[int, ...]] = []

    def choose(cls, parent, title, prompt, match, pids, none_label=""):  # type: ignore[no-untyped-def]
        asked.append(tuple(pids))
        return lautaro

    monkeypatch.setattr(PlayerChooser, "ask", classmethod(choose))
    type_command(qtbot, window, "92 header Martinez assist Messi")
    assert asked == [(pid_of(window, "Emiliano Martínez"), lautaro)]
    assert window.scoreboard.score.text() == "2 – 1"

    type_command(qtbot, window, "96 sub Stones Toney")
    type_command(qtbot, window, "90+6 sub Spence Rashford")
    clock.pin("90+6")
    full_time = [w.label for w in clock.options].index("Full time")
    clock.blow(full_time)

    assert_user_sees_the_reference_match(window)
    assert_database_holds_the_reference_match(db_path, window.document.match_id)


def assert_user_sees_the_reference_match(window: MainWindow) -> None:
    """Score, period, log rows, pitch and panels as at full time of the reference match."""
    ref_match, ref_events = demo()
    assert window.scoreboard.score.text() == "2 – 1"
    assert window.scoreboard.period.text() == "Full time"
    model = window.event_log.log_model
    shown = [
        (model.index(r, 0).data(), model.index(r, 1).data(), model.index(r, 2).data())
        for r in range(model.rowCount())
    ]
    expected_times = [str(e.time) for e in ref_events]
    assert [s[0] for s in shown] == expected_times
    assert [s[1] for s in shown] == [describe(ref_match, e) for e in ref_events]
    assert shown[-1][2] == "2–1" and shown[3][2] == "0–1"
    match = window.document.match
    assert match is not None
    on_pitch = {match.player(pid).name for pid in window.pitch.tokens}
    assert "Lautaro Martínez" in on_pitch and "Ivan Toney" in on_pitch
    assert not {"Anthony Gordon", "Leandro Paredes", "John Stones"} & on_pitch
    assert len(on_pitch) == 22
    away, home = window.away_panel, window.home_panel
    assert away.status_text(pid_of(window, "Anthony Gordon")) == "goal 55'  ▼ 72'"
    assert home.status_text(pid_of(window, "Lautaro Martínez")) == "▲ 81'  goal 90'+2"
    assert home.status_text(pid_of(window, "Lionel Messi")) == "assist 85', 90'+2"
    assert away.status_text(pid_of(window, "Harry Kane")) == ""
    assert not away.can_drag(pid_of(window, "Ezri Konsa"))  # on the pitch now


def assert_database_holds_the_reference_match(db_path: Path, match_id: int | None) -> None:
    """Read back with a brand-new engine: the same match, event for event."""
    assert match_id is not None
    ref_match, ref_events = demo()
    database = open_database(str(db_path))
    try:
        service = MatchService(database)
        match, events = service.load(match_id)
        state = service.state(match_id)
    finally:
        database.close()
    assert [(str(e.time), describe(match, e)) for e in events] == [
        (str(e.time), describe(ref_match, e)) for e in ref_events
    ]
    assert state.score == {Side.HOME: 2, Side.AWAY: 1}
    assert state.finished
