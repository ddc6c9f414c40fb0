"""Undo and redo of every kind of gesture: through the service, so the database follows."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.helpers.cutcommit import cut_after_commit
from tests.ui.helpers import in_edit_dialog, log_rows, pid_of, stored_events, type_command
from tracker.core.match.events import Goal, PeriodEnd, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


@pytest.fixture
def playing(live: MainWindow) -> MainWindow:
    """The fresh reference match in its first half."""
    live.clock.blow(0)
    assert live.document.state is not None and live.document.state.running
    return live


def test_undo_and_redo_a_logged_goal(qtbot, playing: MainWindow, db_path: Path) -> None:
    window, stack = playing, playing.undo_stack
    match_id = window.document.match_id
    assert match_id is not None
    assert type_command(qtbot, window, "20 goal Messi")
    goal = window.document.events[-1]
    assert window.scoreboard.score.text() == "1 – 0"
    assert stack.undoText() == "goal by Lionel Messi 20'"
    assert window.actions_["undo"].text() == "&Undo goal by Lionel Messi 20'"

    stack.undo()
    assert window.scoreboard.score.text() == "0 – 0"
    assert len(log_rows(window)) == 1
    assert [e.id for e in stored_events(db_path, match_id)] == [window.document.events[0].id]

    stack.redo()
    assert window.scoreboard.score.text() == "1 – 0"
    # Redo stores the very same event again, id included.
    assert stored_events(db_path, match_id)[-1] == goal
    assert log_rows(window)[-1] == ("20'", "Goal: Lionel Messi", "1–0")


def test_undo_a_substitution_puts_the_player_back_on_the_pitch(
    qtbot, playing: MainWindow, db_path: Path
) -> None:
    window = playing
    gordon, konsa = pid_of(window, "Anthony Gordon"), pid_of(window, "Ezri Konsa")
    window.pitch.substitutionDropped.emit(gordon, konsa)
    assert konsa in window.pitch.tokens and gordon not in window.pitch.tokens
    window.undo_stack.undo()
    assert gordon in window.pitch.tokens and konsa not in window.pitch.tokens
    assert window.away_panel.status_text(konsa) == ""
    assert window.away_panel.can_drag(konsa)
    window.undo_stack.redo()
    assert konsa in window.pitch.tokens
    events = stored_events(db_path, window.document.match_id or 0)
    assert isinstance(events[-1], Substitution) and events[-1].on == konsa


def test_undo_and_redo_an_edit(
    qtbot, playing: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = playing
    assert type_command(qtbot, window, "20 goal Messi")
    goal = window.document.events[-1]
    assert isinstance(goal, Goal)
    changed = dataclasses.replace(
        goal, time=MatchTime(Period.FIRST_HALF, 23), assist=pid_of(window, "Julián Álvarez")
    )
    monkeypatch.setattr(EditEventDialog, "ask", classmethod(lambda cls, *a: changed))
    window.edit_event(goal)
    assert log_rows(window)[-1] == ("23'", "Goal: Lionel Messi, assist Julián Álvarez", "1–0")
    assert stored_events(db_path, window.document.match_id or 0)[-1] == changed
    assert window.undo_stack.undoText() == "correction of goal by Lionel Messi 20'"

    window.undo_stack.undo()
    assert log_rows(window)[-1] == ("20'", "Goal: Lionel Messi", "1–0")
    assert stored_events(db_path, window.document.match_id or 0)[-1] == goal
    window.undo_stack.redo()
    assert stored_events(db_path, window.document.match_id or 0)[-1] == changed


def test_undo_and_redo_a_deletion(
    qtbot, playing: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = playing
    assert type_command(qtbot, window, "20 goal Messi")
    assert type_command(qtbot, window, "30 yellow Kane")
    goal = window.document.events[1]
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *a: True))
    window.event_log.select_event(goal.id)
    window.actions_["delete_event"].trigger()
    assert window.scoreboard.score.text() == "0 – 0"
    assert [r[1] for r in log_rows(window)] == ["Kick-off", "Yellow card: Harry Kane (England)"]
    match_id = window.document.match_id or 0
    assert goal.id not in [e.id for e in stored_events(db_path, match_id)]
    assert window.actions_["undo"].text() == "&Undo deletion of goal by Lionel Messi 20'"

    window.undo_stack.undo()
    assert window.actions_["redo"].text() == "&Redo deletion of goal by Lionel Messi 20'"
    assert goal in stored_events(db_path, match_id)
    assert log_rows(window)[1] == ("20'", "Goal: Lionel Messi", "1–0")
    window.undo_stack.redo()
    assert goal.id not in [e.id for e in stored_events(db_path, match_id)]


def test_a_declined_confirmation_deletes_nothing(
    qtbot, playing: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = playing
    assert type_command(qtbot, window, "20 goal Messi")
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *a: False))
    window.delete_event(window.document.events[-1])
    assert window.scoreboard.score.text() == "1 – 0"
    assert window.undo_stack.count() == 2


def test_full_time_is_one_undo_step(playing: MainWindow, fake_clock, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, clock = playing, playing.clock
    fake_clock.advance(45.5)
    clock.blow(0)  # half-time at 45'+1
    assert window.document.state is not None
    assert window.document.state.period_ends[Period.FIRST_HALF] == MatchTime(
        Period.FIRST_HALF, 45, 1
    )
    clock.blow(0)
    fake_clock.advance(48)
    labels = [w.label for w in clock.options]
    assert labels == ["End of second half", "Full time"]
    clock.blow(1)
    assert window.scoreboard.period.text() == "Full time"
    assert [type(e).__name__ for e in window.document.events[-2:]] == ["PeriodEnd", "MatchEnd"]
    assert window.undo_stack.undoText() == "full time"

    window.undo_stack.undo()
    assert window.scoreboard.period.text().startswith("Second half")
    events = stored_events(db_path, window.document.match_id or 0)
    assert not isinstance(events[-1], PeriodEnd)
    window.undo_stack.redo()
    assert window.document.state is not None and window.document.state.finished


def test_undo_texts_name_the_event_as_an_action(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = playing
    assert type_command(qtbot, window, "30 yellow Kane")
    assert window.undo_stack.undoText() == "yellow card for Harry Kane 30'"
    assert type_command(qtbot, window, "36 pen Messi")
    assert window.undo_stack.undoText() == "penalty goal by Lionel Messi 36'"
    assert type_command(qtbot, window, "40 goal England")
    assert window.undo_stack.undoText() == "goal for England 40'"
    assert type_command(qtbot, window, "41 sub Messi Lautaro")
    assert window.undo_stack.undoText() == (
        "substitution, Argentina: Lautaro Martínez on for Lionel Messi 41'"
    )
    assert not any(
        window.undo_stack.text(i).startswith("Log") for i in range(window.undo_stack.count())
    )


def test_a_yellow_stored_as_a_second_yellow_is_undone_as_one(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The log said "Second yellow card (sent off)" and Edit › Undo "yellow card for Harry
    Kane 44'": the step is named as it was stored."""
    window = playing
    assert type_command(qtbot, window, "30 yellow Kane")
    assert type_command(qtbot, window, "44 yellow Kane")
    assert window.undo_stack.undoText() == "second yellow card for Harry Kane 44'"


def test_a_description_that_begins_with_a_name_keeps_its_capital() -> None:
    """ "Logged england change to 4-2-3-1 at 75'": the team's name was lowered with the
    word a description usually begins with."""
    from tests.helpers.matches import demo
    from tracker.core.match.describe import described_within, filed
    from tracker.core.match.events import FormationChange, PlayerOff
    from tracker.core.match.model import Side

    match, _events = demo()
    change = FormationChange(
        time=MatchTime(Period.SECOND_HALF, 75), side=Side.AWAY, formation="4-2-3-1"
    )
    assert filed(match, change) == "England change to 4-2-3-1 at 75', second half"
    messi = next(p.pid for p in match.home.squad if p.name == "Lionel Messi")
    off = PlayerOff(time=MatchTime(Period.SECOND_HALF, 80), side=Side.HOME, player=messi)
    assert described_within(match, off).startswith("Lionel Messi")


def test_a_goal_made_an_own_goal_says_its_assist_goes_and_undo_brings_it_back(
    qtbot, playing: MainWindow, db_path: Path
) -> None:
    window = playing
    match_id = window.document.match_id or 0
    assert type_command(qtbot, window, "20 goal Messi assist Alvarez")
    goal = window.document.events[-1]
    assert isinstance(goal, Goal) and goal.assist == pid_of(window, "Julián Álvarez")

    def own_goal(dialog: EditEventDialog) -> None:
        dialog.kind.setCurrentIndex(dialog.kind.findText("Own goal"))

    seen = in_edit_dialog(own_goal)
    window.edit_event(goal)
    # Said in the dialog before OK, and in the status line after.
    assert seen == [("An own goal has no assist: Julián Álvarez's assist is removed.", "")]
    message = window.statusBar().currentMessage()
    assert message == (
        "Corrected “20' Own goal: Lionel Messi, for England” — "
        "An own goal has no assist: Julián Álvarez's assist is removed."
    )
    assert stored_events(db_path, match_id)[-1].assist is None  # type: ignore[attr-defined]

    window.actions_["undo"].trigger()
    assert stored_events(db_path, match_id)[-1] == goal
    assert log_rows(window)[-1] == ("20'", "Goal: Lionel Messi, assist Julián Álvarez", "1–0")

    # Back the other way: an own goal made a goal has no assist to lose; nothing said.
    window.actions_["redo"].trigger()
    own = window.document.events[-1]
    seen = in_edit_dialog(lambda d: d.kind.setCurrentIndex(d.kind.findText("Goal")))
    window.edit_event(own)
    assert seen == [("", "")]
    assert window.statusBar().currentMessage() == "Corrected “20' Goal: Lionel Messi”"
    assert stored_events(db_path, match_id)[-1] == dataclasses.replace(goal, assist=None)


def test_a_goal_stored_as_the_connection_was_lost_is_undone_as_any_other(
    qtbot, playing: MainWindow, db_path: Path
) -> None:
    """The commit reached the database but its confirmation never came back: read again,
    the goal is there, so it is logged here, said so, and Ctrl+Z takes it back."""
    window, stack = playing, playing.undo_stack
    match_id = window.document.match_id
    assert match_id is not None
    with cut_after_commit():
        assert type_command(qtbot, window, "20 goal Messi")
    assert window.scoreboard.score.text() == "1 – 0"
    assert "The connection to the database server was lost" in window.statusBar().currentMessage()
    assert stack.undoText() == "goal by Lionel Messi 20'"
    assert len(stored_events(db_path, match_id)) == 2

    stack.undo()
    assert window.scoreboard.score.text() == "0 – 0"
    assert [e.id for e in stored_events(db_path, match_id)] == [window.document.events[0].id]


def test_an_undo_and_a_redo_stored_as_the_connection_was_lost_say_so(
    qtbot, playing: MainWindow, db_path: Path
) -> None:
    """Read back, the undo (then the redo) is stored: the status line names the step
    and says the connection was lost, as it does for a new entry."""
    window = playing
    match_id = window.document.match_id or 0
    assert type_command(qtbot, window, "20 goal Messi")
    with cut_after_commit():
        window.actions_["undo"].trigger()
    said = window.statusBar().currentMessage()
    assert said.startswith("Undone: goal by Lionel Messi 20' — The connection"), said
    assert said.endswith("read back from the server, the change is stored")
    assert len(stored_events(db_path, match_id)) == 1
    with cut_after_commit():
        window.actions_["redo"].trigger()
    said = window.statusBar().currentMessage()
    assert said.startswith("Redone: goal by Lionel Messi 20' — The connection"), said
    assert said.endswith("read back from the server, it is stored, once")
    assert len(stored_events(db_path, match_id)) == 2
    window.actions_["undo"].trigger()  # an ordinary step says nothing more
    assert window.statusBar().currentMessage() == "Undone: goal by Lionel Messi 20'"


def test_a_deletion_stored_as_the_connection_was_lost_is_undone_as_any_other(
    qtbot, playing: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read back, the goal is gone: the deletion is the step Ctrl+Z takes back, not the
    entry before it."""
    window, stack = playing, playing.undo_stack
    match_id = window.document.match_id or 0
    assert type_command(qtbot, window, "20 goal Messi")
    assert type_command(qtbot, window, "30 yellow Kane")
    goal = window.document.events[1]
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *a: True))
    with cut_after_commit():
        window.delete_event(goal)
    assert window.scoreboard.score.text() == "0 – 0"
    assert goal.id not in [e.id for e in stored_events(db_path, match_id)]
    assert window.actions_["undo"].text() == "&Undo deletion of goal by Lionel Messi 20'"
    said = window.statusBar().currentMessage()
    assert said.startswith("Deleted “20' Goal: Lionel Messi”")
    assert "read back from the server, the change is stored" in said

    stack.undo()
    assert goal in stored_events(db_path, match_id)
    assert log_rows(window)[1] == ("20'", "Goal: Lionel Messi", "1–0")
    assert len(stored_events(db_path, match_id)) == 3  # the yellow card still there


def test_a_confirmation_stored_as_the_connection_was_lost_is_shown_and_said(
    window: MainWindow, db_path: Path, demo_match: int
) -> None:
    """Read back, the match is confirmed (then reopened): the window shows it locked
    (then open) and says the connection was lost, not that it may not be stored."""
    assert window.open_match(demo_match)
    with cut_after_commit():
        window.actions_["confirm"].trigger()
    assert window.document.match is not None and window.document.match.confirmed
    said = window.statusBar().currentMessage()
    assert said.startswith("The connection to the database server was lost"), said
    assert "read back from the server, the change is stored" in said
    assert not window.notice.isVisible()
    with cut_after_commit():
        window.actions_["reopen"].trigger()
    assert not window.document.match.confirmed
    assert "the change is stored" in window.statusBar().currentMessage()
