"""A correction the rules refuse: the edit dialog comes back with it and the reason."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.helpers.matches import demo, pid
from tests.ui.helpers import in_edit_dialog, log_rows, pid_of, stored_events, type_command
from tracker.core.match.events import Event, Goal
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.quickentry import QuickEntryError
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


def test_the_dialog_shows_the_refused_draft_and_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    goal = next(e for e in events if isinstance(e, Goal))
    draft = dataclasses.replace(goal, time=MatchTime(Period.SECOND_HALF, 40 + 45))
    dialog = EditEventDialog(None, match, goal, draft, "He is not on the pitch.")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == f"Edit event at {goal.time}"
    assert dialog.minute.text() == "85"
    assert dialog.error.text() == "He is not on the pitch."
    assert dialog.edited() == draft


def test_a_refused_edit_is_asked_again_then_cancelled(
    qtbot, live: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = live
    window.clock.blow(0)
    assert type_command(qtbot, window, "20 goal Messi")
    goal = window.document.events[-1]
    assert isinstance(goal, Goal)
    # Lautaro Martínez is on the bench: he cannot have scored.
    match = window.document.match
    assert match is not None
    wrong = dataclasses.replace(goal, scorer=pid(match, "Lautaro Martínez"))
    answers: list[Event | None] = [wrong, None]
    asked: list[tuple[Event | None, str]] = []

    def ask(cls, parent, match, event, draft=None, refusal="", played=()):  # type: ignore[no-untyped-def]
        asked.append((draft, refusal))
        return answers.pop(0)

    monkeypatch.setattr(EditEventDialog, "ask", classmethod(ask))
    before = log_rows(window)
    window.edit_event(goal)
    assert asked[0] == (None, "")
    assert asked[1][0] == wrong
    assert "Lautaro Martínez" in asked[1][1] and "not on the pitch" in asked[1][1]
    assert log_rows(window) == before
    assert window.undo_stack.count() == 2  # the kick-off and the goal: no edit step
    assert stored_events(db_path, window.document.match_id or 0)[-1] == goal


def test_a_refused_edit_corrected_in_the_second_dialog_is_stored(
    qtbot, live: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = live
    window.clock.blow(0)
    assert type_command(qtbot, window, "20 goal Messi")
    goal = window.document.events[-1]
    match = window.document.match
    assert isinstance(goal, Goal) and match is not None
    wrong = dataclasses.replace(goal, scorer=pid(match, "Lautaro Martínez"))
    right = dataclasses.replace(goal, scorer=pid(match, "Julián Álvarez"))
    answers = [wrong, right]
    monkeypatch.setattr(EditEventDialog, "ask", classmethod(lambda cls, *a: answers.pop(0)))
    window.edit_event(goal)
    assert answers == []
    assert stored_events(db_path, window.document.match_id or 0)[-1] == right
    assert log_rows(window)[-1][1] == "Goal: Julián Álvarez"


def test_a_long_refusal_in_the_open_dialog_leaves_the_fields_their_height(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    goal = next(e for e in events if isinstance(e, Goal))
    dialog = EditEventDialog(None, match, goal)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    reason = (
        "Nothing was changed: Lautaro Martínez is not on the pitch at 85' (he came on at "
        "87'), so he cannot have scored this goal; choose another scorer or another minute."
    )

    def refused() -> Event:
        raise QuickEntryError(reason)

    monkeypatch.setattr(dialog, "edited", refused)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.text() == reason
    # The dialog grows to the reason's lines instead of squeezing the fields above it.
    qtbot.waitUntil(lambda: dialog.minute.height() >= dialog.minute.sizeHint().height())
    qtbot.waitUntil(
        lambda: dialog.error.height() >= dialog.error.heightForWidth(dialog.error.width())
    )


def test_an_officials_card_stays_his_when_it_is_corrected(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Opened on Scaloni's yellow card, the dialog had no entry for him and chose the
    first player of the squad: OK, untouched, booked Emiliano Martínez instead."""
    from tracker.core.match.events import Card
    from tracker.core.match.model import Side

    match, _events = demo()
    card = Card(
        time=MatchTime(Period.FIRST_HALF, 40), side=Side.HOME, official="Lionel Scaloni", seq=3
    )
    dialog = EditEventDialog(None, match, card)
    qtbot.addWidget(dialog)
    assert dialog.first.currentText() == "Lionel Scaloni (ARG, team official)"
    assert dialog.edited() == card
    dialog.minute.setText("41")
    assert dialog.edited() == dataclasses.replace(card, time=MatchTime(Period.FIRST_HALF, 41))
    # England's manager may be shown one too; a player chosen instead is the player's card.
    away = match.away.manager
    assert dialog.first.findText(f"{away} (ENG, team official)") >= 0
    dialog.first.setCurrentIndex(dialog.first.findData(pid(match, "Lionel Messi")))
    messi = dialog.edited()
    assert isinstance(messi, Card) and (messi.player, messi.official) == (
        pid(match, "Lionel Messi"),
        "",
    )
    # An official scores no goal.
    dialog.first.setCurrentIndex(dialog.first.findText("Lionel Scaloni (ARG, team official)"))
    dialog.kind.setCurrentIndex(0)
    with pytest.raises(QuickEntryError, match="team official"):
        dialog.edited()


def test_an_edit_into_a_yellow_says_what_was_stored_and_a_no_op_is_no_step(
    qtbot, live: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A goal corrected into a yellow for a booked player was stored as his second yellow
    and said "Corrected “60' Yellow card: …”"; a second yellow "corrected" into a yellow
    stored nothing, said "Corrected", and left an undo step that did nothing."""
    from tracker.core.match.events import Card, CardKind

    window = live
    window.clock.blow(0)
    assert type_command(qtbot, window, "20 yellow Kane")
    assert type_command(qtbot, window, "30 goal Kane")
    goal = window.document.events[-1]
    assert isinstance(goal, Goal)
    yellow = Card(time=goal.time, side=goal.side, player=goal.scorer, seq=goal.seq, id=goal.id)
    answers: list[Event | None] = [yellow]
    monkeypatch.setattr(EditEventDialog, "ask", classmethod(lambda cls, *a: answers.pop(0)))
    window.edit_event(goal)
    second = stored_events(db_path, window.document.match_id or 0)[-1]
    assert isinstance(second, Card) and second.card is CardKind.SECOND_YELLOW
    assert window.statusBar().currentMessage() == (
        "Corrected “30' Second yellow card (sent off): Harry Kane (England)”"
    )
    steps = window.undo_stack.count()
    answers.append(dataclasses.replace(second, card=CardKind.YELLOW, authorship=None))
    window.edit_event(second)
    assert window.undo_stack.count() == steps  # nothing to undo: nothing was done
    assert window.statusBar().currentMessage().startswith("Nothing changed")
    assert stored_events(db_path, window.document.match_id or 0)[-1] == second


def test_a_period_start_is_not_given_a_minute_to_correct(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Second half begins 46'" edited to 47 was refused with "the second half starts
    at 45'" (the log shows 46'), and to 45 with "the first half has already started"."""
    from tracker.core.match.events import PeriodStart

    window = live
    window.clock.blow(0)
    kick_off = window.document.events[0]
    assert isinstance(kick_off, PeriodStart)
    asked: list[Event] = []
    monkeypatch.setattr(
        EditEventDialog, "ask", classmethod(lambda cls, p, m, e, *a: asked.append(e))
    )
    steps = window.undo_stack.count()
    window.edit_event(kick_off)
    assert asked == [] and window.undo_stack.count() == steps
    assert "has no minute to correct: it is its first minute" in (window.status_line.notice.text())


def test_ok_on_a_refused_correction_or_an_unchanged_one_says_nothing_was_stored(
    qtbot, live: MainWindow, db_path: Path
) -> None:
    """OK pressed again on the refused correction, as it was, closes the dialog: the
    window says the refusal again, so that it is not taken for a correction stored."""
    window = live
    window.clock.blow(0)
    assert type_command(qtbot, window, "20 goal Messi")
    goal = window.document.events[-1]
    lautaro = pid_of(window, "Lautaro Martínez")  # on the bench

    def scorer_then_ok(dialog: EditEventDialog) -> None:
        if not dialog.error.text():
            dialog.first.setCurrentIndex(dialog.first.findData(lautaro))

    seen = in_edit_dialog(scorer_then_ok, opens=2)
    window.edit_event(goal)
    refusal = seen[1][1]
    assert "Lautaro Martínez" in refusal and "not on the pitch" in refusal
    assert window.notice.isVisibleTo(window) and window.notice.text() == refusal
    assert window.undo_stack.count() == 2
    assert stored_events(db_path, window.document.match_id or 0)[-1] == goal

    in_edit_dialog(lambda dialog: None)  # OK, nothing changed
    window.edit_event(goal)
    assert window.statusBar().currentMessage() == "Nothing changed: “20' Goal: Lionel Messi”"
    assert window.undo_stack.count() == 2
