"""The window's own dialogs, driven without opening them modally."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from tests.helpers.matches import demo, pid
from tracker.core.match.events import Card, CardKind, Goal, GoalKind, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.ui.common.dialogs import PlayerChooser
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


def test_edit_a_goal_into_a_header_at_another_minute(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    goal = next(e for e in events if isinstance(e, Goal))
    dialog = EditEventDialog(None, match, goal)
    qtbot.addWidget(dialog)
    dialog.minute.setText("57")
    dialog.kind.setCurrentIndex(dialog.kind.findText("Goal (header)"))
    edited = dialog.edited()
    assert edited == Goal(
        time=MatchTime(Period.SECOND_HALF, 57),
        seq=goal.seq,
        id=goal.id,
        side=goal.side,
        scorer=goal.scorer,
        assist=goal.assist,
        how=GoalKind.HEADER,
    )


def test_edit_a_goal_into_a_card_for_another_player(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    goal = next(e for e in events if isinstance(e, Goal))
    dialog = EditEventDialog(None, match, goal)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findText("Yellow card"))
    assert not dialog.second.isEnabled()  # a card has no assist
    dialog.first.setCurrentIndex(dialog.first.findData(pid(match, "Harry Kane")))
    edited = dialog.edited()
    assert isinstance(edited, Card)
    assert (edited.player, edited.card, edited.id) == (
        pid(match, "Harry Kane"),
        CardKind.YELLOW,
        goal.id,
    )


def test_edit_a_substitution_and_a_bad_minute(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    sub = next(e for e in events if isinstance(e, Substitution))
    dialog = EditEventDialog(None, match, sub)
    qtbot.addWidget(dialog)
    dialog.second.setCurrentIndex(dialog.second.findData(pid(match, "Rodrigo De Paul")))
    edited = dialog.edited()
    assert isinstance(edited, Substitution) and edited.on == pid(match, "Rodrigo De Paul")
    dialog.minute.setText("soon")
    dialog._on_buttons_accepted()
    assert dialog.error.text().startswith("Cannot read 'soon' as a minute")
    assert dialog.result() == 0  # still open


def test_a_substitution_made_at_half_time_stays_there_when_its_minute_is_kept(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Written 46' in the log, a change made at half-time shows 46 in the dialog; OK
    keeps it in the break (it uses no substitution window), another minute moves it."""
    match, events = demo()
    sub = next(e for e in events if isinstance(e, Substitution))
    at_break = dataclasses.replace(sub, time=MatchTime(Period.SECOND_HALF, 45))
    dialog = EditEventDialog(None, match, at_break)
    qtbot.addWidget(dialog)
    assert dialog.minute.text() == "46"
    assert dialog.edited().time == MatchTime(Period.SECOND_HALF, 45)
    dialog.minute.setText("50")
    assert dialog.edited().time == MatchTime(Period.SECOND_HALF, 50)
    dialog.minute.setText("40")
    assert dialog.edited().time == MatchTime(Period.FIRST_HALF, 40)
    played = dataclasses.replace(sub, time=MatchTime(Period.SECOND_HALF, 46))
    dialog = EditEventDialog(None, match, played)  # the 46th minute, played: as it was
    qtbot.addWidget(dialog)
    assert (dialog.minute.text(), dialog.edited().time) == ("46", played.time)


def test_a_kick_and_a_penalty_missed_can_change_their_taker_and_outcome(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Once only their minute could be edited (and a kick's not even that)."""
    from tests.helpers.final2022 import final
    from tracker.core.match.events import MissedPenalty, ShootoutKick
    from tracker.core.match.model import Side

    match, events = final()
    kick = next(e for e in events if isinstance(e, ShootoutKick) and not e.scored)  # Coman
    dialog = EditEventDialog(None, match, kick)
    qtbot.addWidget(dialog)
    assert (dialog.kind.currentText(), dialog.first.currentData()) == (
        "Missed or saved",
        kick.player,
    )
    dialog.kind.setCurrentIndex(dialog.kind.findData(True))
    dialog.first.setCurrentIndex(dialog.first.findData("team:away"))  # the taker not known
    assert dialog.edited() == dataclasses.replace(kick, scored=True, player=None)
    missed = MissedPenalty(MatchTime(Period.FIRST_HALF, 20), side=Side.HOME, player=9)
    dialog = EditEventDialog(None, match, missed)
    qtbot.addWidget(dialog)
    assert dialog.kind.currentText() == "Saved"
    dialog.kind.setCurrentIndex(dialog.kind.findData(False))
    dialog.minute.setText("21")
    assert dialog.edited() == dataclasses.replace(
        missed, saved=False, time=MatchTime(Period.FIRST_HALF, 21)
    )


def test_a_first_halfs_event_moves_to_the_second_half_by_its_minute(qtbot) -> None:  # type: ignore[no-untyped-def]
    """50 is the 50th minute, not 45'+5 of a half that has ended (that is typed 45+5);
    the same after the first half of extra time."""
    match, events = demo()
    goal = next(e for e in events if isinstance(e, Goal))
    early = dataclasses.replace(goal, time=MatchTime(Period.FIRST_HALF, 25))
    dialog = EditEventDialog(None, match, early)
    qtbot.addWidget(dialog)
    for typed, time in (
        ("50", MatchTime(Period.SECOND_HALF, 50)),
        ("45+5", MatchTime(Period.FIRST_HALF, 45, 5)),
        ("30", MatchTime(Period.FIRST_HALF, 30)),
    ):
        dialog.minute.setText(typed)
        assert dialog.edited().time == time, typed
    extra = dataclasses.replace(goal, time=MatchTime(Period.EXTRA_FIRST, 98))
    dialog = EditEventDialog(None, match, extra)
    qtbot.addWidget(dialog)
    dialog.minute.setText("110")
    assert dialog.edited().time == MatchTime(Period.EXTRA_SECOND, 110)


def test_player_chooser_offers_none_and_players(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, _events = demo()
    pids = [pid(match, "Lionel Messi"), pid(match, "Julián Álvarez")]
    dialog = PlayerChooser(None, "Assist", "Who assisted?", match, pids, none_label="No assist")
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 3
    assert dialog.chosen() == PlayerChooser.NONE
    dialog.list.setCurrentRow(2)
    assert dialog.chosen() == pids[1]
    assert dialog.list.item(1).text() == "Lionel Messi  (Argentina, forward)"


def test_player_chooser_tells_namesakes_apart_by_position(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, _events = demo()
    names = ["Emiliano Martínez", "Lisandro Martínez", "Lautaro Martínez"]
    dialog = PlayerChooser(None, "Which?", "Which?", match, [pid(match, n) for n in names])
    qtbot.addWidget(dialog)
    assert [dialog.list.item(i).text() for i in range(3)] == [
        "Emiliano Martínez  (Argentina, goalkeeper)",
        "Lisandro Martínez  (Argentina, defender)",
        "Lautaro Martínez  (Argentina, forward)",
    ]


def test_keyboard_alone_whistle_select_and_book(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.document.state is not None and window.document.state.running
    tree = window.away_panel.tree
    tree.setFocus()
    match = window.document.match
    assert match is not None
    window.away_panel.click_player(pid(match, "Declan Rice"))
    qtbot.keyClick(tree, Qt.Key.Key_Down)  # the next row: Elliot Anderson
    selected = window.selected
    assert selected == pid(match, "Elliot Anderson")
    qtbot.keyClick(tree, Qt.Key.Key_Y)
    last = window.document.events[-1]
    assert isinstance(last, Card) and last.player == selected
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not isinstance(window.document.events[-1], Card)


def test_edit_dialog_minute_of_digits_int_refuses(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Issue 11, item 6: str.isdigit() accepts U+1369 and U+10A40, int() does not.
    match, events = demo()
    goal = next(e for e in events if isinstance(e, Goal))
    dialog = EditEventDialog(None, match, goal)
    qtbot.addWidget(dialog)
    for text in ("\u1369", "\U00010a40", "9" * 4301):
        dialog.minute.setText(text)
        dialog._on_buttons_accepted()
        assert "as a minute" in dialog.error.text()
        assert dialog.result() == 0  # still open
