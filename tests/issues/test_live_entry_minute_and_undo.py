"""Issue 19, defects 2-4: the minute of an entry, undo where the hands are, odd cases.

2. ``45+4`` typed in Minute stayed after the half-time whistle it was typed for, so
   ``sub Kante Nzonzi`` in the second half went in at 45'+4, above Half-time (and the
   minute carried over into another match).
3. Ctrl+Z in quick entry (where the focus stays) undid the typed text, not the event.
4. ``50 goal Pogba`` in the first half became 45'+5 with no word; ``40 pen Varane a
   Pogba`` stored a penalty with an assist; ``goal France`` was refused.
Each test drives the window as the issue did: keys in quick entry and the Minute
field, F9 for the clock.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import FakeClock
from tests.ui.helpers import log_rows, pid_of, type_command
from tracker.app import demo_text
from tracker.core.match.events import Goal, GoalKind, PeriodEnd, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.opendata.statsbomb_import import read_statsbomb
from tracker.services.exporting import formats
from tracker.services.matches import ServiceError
from tracker.ui.common import dialogs
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


def _keys(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def _f9(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(window.quick.line, Qt.Key.Key_F9)


def _asked(monkeypatch: pytest.MonkeyPatch, answer: bool) -> list[str]:
    questions: list[str] = []

    def ask(cls, parent, title, text):  # type: ignore[no-untyped-def]
        questions.append(text)
        return answer

    monkeypatch.setattr(dialogs.Confirm, "ask", classmethod(ask))
    return questions


def test_a_minute_typed_for_half_time_does_not_file_the_next_entry_in_the_first_half(
    qtbot, live: MainWindow, fake_clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = live
    _keys(qtbot, window)
    _f9(qtbot, window)  # kick-off
    fake_clock.advance(49)
    clock = window.clock
    clock.minute_edit.setFocus()
    clock.minute_edit.selectAll()
    qtbot.keyClicks(clock.minute_edit, "45+4")
    assert clock.pinned and not clock.pin_mark.isHidden()  # marked: for the next entry
    _f9(qtbot, window)  # half-time, at the typed minute
    half_time = window.document.events[-1]
    assert isinstance(half_time, PeriodEnd)
    assert half_time.time == MatchTime(Period.FIRST_HALF, 45, 4)
    assert not clock.pinned and clock.pin_mark.isHidden()
    fake_clock.advance(15)
    _f9(qtbot, window)  # the second half starts
    fake_clock.advance(0.5)
    clock._refresh()
    assert window.scoreboard.period.text().endswith("46'")
    window.quick.line.setFocus()
    assert type_command(qtbot, window, "sub Gordon Konsa"), window.quick.error.text()
    sub = window.document.events[-1]
    assert isinstance(sub, Substitution) and sub.time == MatchTime(Period.SECOND_HALF, 46)
    rows = [r[1] for r in log_rows(window)]
    assert rows[-3:-1] == ["Half-time", "Second half begins"]
    assert rows[-1].startswith("Substitution")
    assert window.statusBar().currentMessage() == (
        "Logged substitution, England: Ezri Konsa on for Anthony Gordon at 46', second half"
    )


def test_an_entry_in_a_period_that_has_ended_is_asked_about(
    qtbot, live: MainWindow, fake_clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = live
    for _ in range(3):  # kick-off, half-time, the second half
        window.clock.blow(0)
        fake_clock.advance(46)
    questions = _asked(monkeypatch, False)
    before = list(window.document.events)
    assert not type_command(qtbot, window, "44 sub Gordon Konsa")
    assert (
        "44' is in the first half, which has ended; the second half is being played"
        in (questions[0])
    )
    assert window.document.events == before
    assert window.quick.line.text() == "44 sub Gordon Konsa"  # kept, to be corrected
    assert "Not logged" in window.quick.error.text()
    _asked(monkeypatch, True)
    assert type_command(qtbot, window, "44 sub Gordon Konsa"), window.quick.error.text()
    assert window.document.events[1].time == MatchTime(Period.FIRST_HALF, 44)


def test_a_typed_minute_does_not_carry_over_into_another_match(
    qtbot, live: MainWindow, fake_clock: FakeClock
) -> None:  # type: ignore[no-untyped-def]
    window = live
    first = window.document.match_id
    window.clock.minute_edit.setFocus()
    qtbot.keyClicks(window.clock.minute_edit, "30")
    assert window.clock.pinned
    other = window.document.service.import_text(demo_text())
    assert window.open_match(other)
    assert not window.clock.pinned
    assert window.clock.minute_edit.text() == "full time"  # the demo is over
    assert window.open_match(first)
    assert not window.clock.pinned
    # And Escape in the field is the one key back to the clock.
    window.clock.minute_edit.setFocus()
    qtbot.keyClicks(window.clock.minute_edit, "2")
    assert window.clock.pinned
    qtbot.keyClick(window.clock.minute_edit, Qt.Key.Key_Escape)
    assert not window.clock.pinned


def test_ctrl_z_in_an_empty_quick_entry_undoes_the_event_and_ctrl_shift_z_redoes_it(
    qtbot, live: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    window = live
    _keys(qtbot, window)
    window.clock.blow(0)
    line = window.quick.line
    line.setFocus()
    assert type_command(qtbot, window, "10 goal Messi")
    assert line.hasFocus() and line.text() == ""
    qtbot.keyClick(line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not any(isinstance(e, Goal) for e in window.document.events)
    assert window.statusBar().currentMessage() == "Undone: goal by Lionel Messi 10'"
    qtbot.keyClick(
        line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert isinstance(window.document.events[-1], Goal)
    # With text in the line, Ctrl+Z edits the text and leaves the events alone.
    qtbot.keyClicks(line, "20 yel")
    qtbot.keyClick(line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.document.events[-1], Goal)
    assert line.text() != "20 yel"


def test_a_minute_past_the_end_of_the_half_is_written_as_added_time_with_a_word(
    qtbot, live: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.clock.blow(0)
    assert type_command(qtbot, window, "50 goal Messi")
    assert window.document.events[-1].time == MatchTime(Period.FIRST_HALF, 45, 5)
    assert window.statusBar().currentMessage() == (
        "Logged goal: Lionel Messi at 45'+5, first half — 50' is past the end of the first "
        "half (45'), so it is written as added time: 45'+5"
    )


def test_a_plain_minute_read_as_long_added_time_is_asked_about(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """61 typed before the half-time whistle was logged is 45'+16: far more likely a
    second-half minute than a first half 16 minutes over. Asked, not refused; 45+16
    typed as such, or 60 (45'+15), is filed as typed."""
    window = live
    window.clock.blow(0)
    count = len(window.document.events)
    asked = _asked(monkeypatch, False)
    assert not type_command(qtbot, window, "61 goal Messi")
    assert asked == [
        "61' is past the end of the first half, so it is read as 45'+16: 16 minutes of "
        "added time. A minute of the next period needs the end of the first half logged "
        "first.\n\nFile “Goal: Lionel Messi” at 45'+16?"
    ]
    assert window.quick.error.text() == (
        "Not logged: 45'+16 would be 16 minutes of added time; log the end of the first "
        "half first, or type 45'+16 to mean it."
    )
    assert len(window.document.events) == count
    assert type_command(qtbot, window, "60 yellow Kane")  # 45'+15: not asked
    assert type_command(qtbot, window, "45+17 yellow Rice")  # typed as added time
    assert len(asked) == 1
    asked = _asked(monkeypatch, True)
    assert type_command(qtbot, window, "61 goal Messi")
    assert len(asked) == 1
    goals = [e for e in window.document.events if isinstance(e, Goal)]
    assert [g.time for g in goals] == [MatchTime(Period.FIRST_HALF, 45, 16)]


def test_a_penalty_takes_no_assist_in_quick_entry_the_dialog_and_the_service(
    qtbot, live: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.clock.blow(0)
    assert not type_command(qtbot, window, "40 pen Messi a Mac Allister")
    assert window.quick.error.text().startswith("A penalty has no assist")
    penalty = Goal(
        MatchTime(Period.FIRST_HALF, 40),
        scorer=pid_of(window, "Lionel Messi"),
        assist=pid_of(window, "Alexis Mac Allister"),
        how=GoalKind.PENALTY,
    )
    service, match_id = window.document.service, window.document.match_id
    assert match_id is not None
    with pytest.raises(ServiceError, match="a penalty has no assist"):
        service.log(match_id, penalty)
    assert type_command(qtbot, window, "40 goal Messi a Mac Allister")
    goal = window.document.events[-1]
    with pytest.raises(ServiceError, match="a penalty has no assist"):
        service.edit(match_id, Goal(**{**goal.__dict__, "how": GoalKind.PENALTY}))


def test_a_goal_with_the_scorer_unknown_is_logged_for_the_team(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.clock.blow(0)
    assert type_command(qtbot, window, "30 goal England"), window.quick.error.text()
    goal = window.document.events[-1]
    assert isinstance(goal, Goal) and goal.scorer is None and goal.for_side.value == "away"
    assert window.scoreboard.score.text() == "0 – 1"
    assert window.statusBar().currentMessage() == (
        "Logged goal: England (scorer unknown) at 30', first half"
    )
    assert not type_command(qtbot, window, "31 og England")
    assert "goal Argentina" in window.quick.error.text()


def test_a_scorer_unknown_goal_from_the_match_menu_reaches_the_sheets_and_statsbomb(
    qtbot, live: MainWindow, fake_clock: FakeClock
) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.clock.blow(0)
    fake_clock.advance(12)
    action = window.actions_["team_goal_away"]
    assert action.isEnabled() and action.text() == "Goal for England, scorer unknown"
    action.trigger()
    goal = window.document.events[-1]
    assert isinstance(goal, Goal) and goal.scorer is None and goal.time.minute == 13
    # The correction dialog keeps it a goal of the team only.
    dialog = EditEventDialog(window, window.document.match, goal)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert dialog.first.currentText() == "Scorer unknown (England)"
    assert dialog.edited() == goal
    dialog.kind.setCurrentIndex(2)  # Penalty goal: nobody assists it
    assert not dialog.second.isEnabled() and "no assist" in dialog.second.toolTip()
    for _ in range(2):
        window.clock.blow(0)
    window.clock.blow(1)  # full time
    match, events = window.document.match, window.document.events
    assert match is not None
    text = formats()["txt"].render(match, events, {})
    assert "13' England 0-1: England (scorer unknown)" in text.decode()  # type: ignore[union-attr]
    for name in ("pdf", "html", "csv", "json"):
        assert formats()[name].render(match, events, {})
    files = formats()["statsbomb"].render(match, events, {})
    assert isinstance(files, dict)
    names = {key.split("_")[0]: key for key in files}
    _, back = read_statsbomb(
        files[names["events"]], files[names["lineups"]], files[names["matches"]]
    )
    (again,) = [e for e in back if isinstance(e, Goal)]
    assert (again.time, again.side, again.scorer) == (goal.time, goal.side, None)
