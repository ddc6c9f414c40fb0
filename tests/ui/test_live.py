"""Live between windows: another client's change shows within a second, unasked."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from tests.helpers.calls import count_calls as _count
from tests.helpers.matches import pid
from tests.ui.helpers import log_rows, stored_events, type_command
from tracker.core.match.events import Card, Event, Goal
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog
from tracker.ui.match.livecheck import LIVE_CHECK_MS


@pytest.fixture
def other(db_path: Path) -> Iterator[MatchService]:
    """A second instance on the window's database file (its own engine)."""
    service = MatchService(open_database(str(db_path), backups=0))
    yield service
    service.db.close()


def test_another_instances_goal_shows_within_a_second(
    qtbot, live: MainWindow, other: MatchService
) -> None:
    live.clock.blow(0)
    assert type_command(qtbot, live, "20 goal Messi")
    assert live.undo_stack.count() == 2
    match_id = live.document.match_id
    assert match_id is not None and live.live.timer.interval() == LIVE_CHECK_MS <= 1000
    kane = pid(other.load(match_id)[0], "Harry Kane")
    other.log(match_id, Goal(time=MatchTime(Period.FIRST_HALF, 30), side=Side.AWAY, scorer=kane))
    # No activation, no click: the window's own timer finds it.
    qtbot.waitUntil(lambda: live.scoreboard.score.text() == "1 – 1", timeout=3 * LIVE_CHECK_MS)
    assert log_rows(live)[-1][1] == "Goal: Harry Kane"
    assert "changed elsewhere" in live.statusBar().currentMessage()
    assert live.undo_stack.count() == 2  # the history is kept: each step names its event
    assert not live.document.is_stale()


def test_an_entry_that_finds_the_match_changed_elsewhere_says_so(
    qtbot, live: MainWindow, other: MatchService
) -> None:
    """Another program wrote (here another instance's goal; a restored backup alike)
    and the secretary's next entry comes before the window's own check: the log is
    replaced by the stored one, and the status line says why, not only "Logged…"."""
    live.clock.blow(0)
    assert type_command(qtbot, live, "20 goal Messi")
    match_id = live.document.match_id
    assert match_id is not None
    kane = pid(other.load(match_id)[0], "Harry Kane")
    other.log(match_id, Goal(time=MatchTime(Period.FIRST_HALF, 30), side=Side.AWAY, scorer=kane))
    live.live.timer.stop()  # the entry comes first
    type_command(qtbot, live, "31 yellow Kane")  # two more events: Kane's goal, the card
    assert len(live.document.events) == 4
    said = live.statusBar().currentMessage()
    assert said.startswith("Logged yellow card: Harry Kane")
    assert "The match had been changed elsewhere" in said
    assert log_rows(live)[-2][1] == "Goal: Harry Kane"
    # The next entry, with nothing changed meanwhile, says nothing more.
    assert type_command(qtbot, live, "32 yellow Messi")
    assert "changed elsewhere" not in live.statusBar().currentMessage()


def test_another_instances_change_keeps_the_undo_history(
    qtbot, live: MainWindow, other: MatchService, db_path: Path
) -> None:
    """Regression: a change elsewhere cleared the whole history. Only a step whose
    event was changed or deleted elsewhere is refused (and dropped); the rest work."""
    live.clock.blow(0)
    assert type_command(qtbot, live, "20 goal Messi")
    assert type_command(qtbot, live, "21 yellow Kane")
    goal, card = live.document.events[-2:]
    match_id = live.document.match_id
    assert match_id is not None and isinstance(goal, Goal) and isinstance(card, Card)
    rice = pid(other.load(match_id)[0], "Declan Rice")
    theirs = other.log(
        match_id, Card(time=MatchTime(Period.FIRST_HALF, 22), side=Side.AWAY, player=rice)
    ).event
    qtbot.waitUntil(lambda: len(live.document.events) == 4, timeout=3 * LIVE_CHECK_MS)
    assert live.undo_stack.count() == 3
    assert live.undo_stack.undoText() == "yellow card for Harry Kane 21'"

    live.undo_stack.undo()  # this window's card goes; theirs stays
    assert stored_events(db_path, match_id)[1:] == [goal, theirs]
    assert len(log_rows(live)) == 3

    assert goal.id is not None
    other.delete(match_id, goal.id)
    qtbot.waitUntil(lambda: len(live.document.events) == 2, timeout=3 * LIVE_CHECK_MS)
    live.statusBar().showMessage("before")
    live.actions_["undo"].trigger()  # the goal was deleted elsewhere: refused, nothing changed
    assert not live.statusBar().currentMessage().startswith("Undone")  # no step was undone
    assert "changed elsewhere" in live.notice.text()
    assert "nothing was changed" in live.notice.text()
    assert stored_events(db_path, match_id)[1:] == [theirs]
    assert live.undo_stack.count() == 2  # the refused step is dropped
    assert live.undo_stack.undoText() == "kick-off"
    assert live.undo_stack.redoText() == "yellow card for Harry Kane 21'"

    live.actions_["redo"].trigger()  # the card comes back, the same event
    assert live.statusBar().currentMessage() == "Redone: yellow card for Harry Kane 21'"
    assert stored_events(db_path, match_id)[1:] == [card, theirs]
    assert [r[1] for r in log_rows(live)][1:] == [
        "Yellow card: Harry Kane (England)",
        "Yellow card: Declan Rice (England)",
    ]


def test_nothing_is_read_again_when_nothing_changed(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    live.clock.blow(0)
    opens = _count(live.document.service, "open", monkeypatch)
    loads = _count(live.document.service, "load", monkeypatch)
    stamps = _count(live.document.watch, "stamp", monkeypatch)
    live.live.timer.setInterval(20)  # many checks quickly; what each one reads is the point
    qtbot.waitUntil(lambda: stamps[0] >= 5)
    assert opens[0] == loads[0] == 0
    assert live.undo_stack.count() == 1  # the kick-off can still be undone


def test_the_check_runs_only_while_a_match_is_open(window: MainWindow, fresh_match: int) -> None:
    assert not window.live.active  # the start page
    assert window.open_match(fresh_match)
    assert window.live.active
    window.close_match()
    assert not window.live.active


def test_a_match_deleted_elsewhere_closes_within_a_second(
    qtbot, live: MainWindow, other: MatchService
) -> None:
    match_id = live.document.match_id
    assert match_id is not None
    other.delete_match(match_id)
    qtbot.waitUntil(lambda: not live.document.is_open, timeout=3 * LIVE_CHECK_MS)
    assert live.pages.currentWidget() is live.start_page
    assert "deleted" in live.notice.text()
    assert not live.live.active


def _open_edit_dialog(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch, underneath: Callable[[], None]
) -> tuple[Event, Event, list[int]]:
    """Correct the window's last goal in a (modal) dialog while ``underneath`` changes the
    database; the live check keeps ticking meanwhile. The goal, the correction and how
    many times the dialog was asked."""
    live.clock.blow(0)
    assert type_command(qtbot, live, "20 goal Messi")
    goal = live.document.events[-1]
    match = live.document.match
    assert isinstance(goal, Goal) and match is not None
    correction = dataclasses.replace(goal, scorer=pid(match, "Julián Álvarez"))
    stamps = _count(live.document.watch, "stamp", monkeypatch)
    live.live.timer.setInterval(20)
    asked = [0]

    def ask(cls, parent, match, event, draft=None, refusal="", played=()):  # type: ignore[no-untyped-def]
        asked[0] += 1
        dialog = QDialog(parent)  # stands for the real one: application-modal, open
        dialog.setModal(True)
        dialog.show()
        underneath()
        before, ticks = stamps[0], [0]
        live.live.timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
        # Ticks come and go while the dialog is open: none reads the match again.
        qtbot.waitUntil(lambda: ticks[0] >= 5)
        assert stamps[0] == before
        assert live.document.is_stale() and event in live.document.events
        dialog.close()
        dialog.deleteLater()
        return correction

    monkeypatch.setattr(EditEventDialog, "ask", classmethod(ask))
    live.edit_event(goal)
    return goal, correction, asked


def test_an_edit_dialog_on_an_event_changed_underneath_refuses_on_ok(
    qtbot, live: MainWindow, other: MatchService, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = live.document.match_id
    assert match_id is not None
    theirs: list[Event] = []

    def move_the_goal() -> None:
        mine = live.document.events[-1]
        moved = dataclasses.replace(mine, time=MatchTime(Period.FIRST_HALF, 22))
        theirs.append(other.edit(match_id, moved).state.events[-1])

    _goal, correction, asked = _open_edit_dialog(qtbot, live, monkeypatch, move_the_goal)
    assert asked == [1]  # not asked again over an event that is no longer there
    assert "changed or deleted elsewhere" in live.notice.text()
    assert "not saved" in live.notice.text()
    assert stored_events(db_path, match_id)[-1] == theirs[0] != correction
    assert live.document.events[-1] == theirs[0]  # the window shows what is stored
    live.undo_stack.undo()  # the goal logged here is not the stored one any more
    assert "changed elsewhere" in live.notice.text()
    assert stored_events(db_path, match_id)[-1] == theirs[0]


def test_an_edit_dialog_on_an_event_deleted_underneath_refuses_on_ok(
    qtbot, live: MainWindow, other: MatchService, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = live.document.match_id
    assert match_id is not None

    def delete_the_goal() -> None:
        mine = live.document.events[-1]
        assert mine.id is not None
        other.delete(match_id, mine.id)

    _goal, _correction, asked = _open_edit_dialog(qtbot, live, monkeypatch, delete_the_goal)
    assert asked == [1]
    assert "changed or deleted elsewhere" in live.notice.text()
    assert len(stored_events(db_path, match_id)) == 1  # the kick-off alone: not re-logged
    assert live.scoreboard.score.text() == "0 – 0"


def test_deleting_an_event_while_another_client_logs_one_keeps_both_changes(
    qtbot, live: MainWindow, other: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The delete is checked against the stored event, not the whole match."""
    live.clock.blow(0)
    assert type_command(qtbot, live, "20 goal Messi")
    goal = live.document.events[-1]
    match_id = live.document.match_id
    assert match_id is not None
    kane = pid(other.load(match_id)[0], "Harry Kane")
    from tracker.ui.common.dialogs import Confirm

    def confirm(cls, *args):  # type: ignore[no-untyped-def]
        card = Card(time=MatchTime(Period.FIRST_HALF, 25), side=Side.AWAY, player=kane)
        other.log(match_id, card)
        return True

    monkeypatch.setattr(Confirm, "ask", classmethod(confirm))
    live.delete_event(goal)
    assert live.scoreboard.score.text() == "0 – 0"
    qtbot.waitUntil(lambda: len(live.document.events) == 2, timeout=3 * LIVE_CHECK_MS)
    assert isinstance(live.document.events[-1], Card)
    assert live.live.active


def test_another_processs_goal_shows_by_the_once_a_second_check(
    qtbot, live: MainWindow, db_path: Path
) -> None:
    """On SQLite nothing tells the window: its check of one row a second finds it."""
    import os
    import subprocess
    import sys

    live.clock.blow(0)
    assert not live.live.listening and live.live.active
    match_id = live.document.match_id
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.logworker", str(db_path), str(match_id), "30",
         "Harry Kane", "Bob"],
        cwd=root, env=dict(os.environ, PYTHONPATH=str(root)), capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    qtbot.waitUntil(lambda: live.scoreboard.score.text() == "0 – 1", timeout=3 * LIVE_CHECK_MS)
    model = live.event_log.log_model
    assert model.index(model.rowCount() - 1, model.BY).data() == "Bob"


def test_a_whistle_of_two_events_is_undone_whole_or_not_at_all(
    qtbot, live: MainWindow, other: MatchService, db_path: Path, fake_clock
) -> None:
    """Full time is one undo step of two events (the end of the second half and full
    time). Full time deleted elsewhere: the undo is refused whole, the end of the half
    stays, and the step is dropped (its redo would bring back what was deleted)."""
    from tracker.core.match.events import MatchEnd, PeriodEnd

    def whistle(label: str) -> None:
        live.clock.blow([w.label for w in live.clock.options].index(label))

    whistle("Kick-off")
    fake_clock.advance(46)
    whistle("End of first half")
    whistle("Start second half")
    fake_clock.advance(46)
    whistle("Full time")
    match_id = live.document.match_id
    assert match_id is not None
    half_end, full_time = live.document.events[-2:]
    assert isinstance(half_end, PeriodEnd) and isinstance(full_time, MatchEnd)
    assert live.undo_stack.undoText() == "full time"
    count = live.undo_stack.count()
    assert full_time.id is not None
    other.delete(match_id, full_time.id)
    qtbot.waitUntil(lambda: live.document.events[-1] == half_end, timeout=3 * LIVE_CHECK_MS)

    live.undo_stack.undo()
    assert "changed elsewhere" in live.notice.text()
    assert stored_events(db_path, match_id)[-1] == half_end  # nothing was changed
    assert live.undo_stack.count() == count - 1 and not live.undo_stack.canRedo()
    assert live.undo_stack.undoText() == "second half begins"
