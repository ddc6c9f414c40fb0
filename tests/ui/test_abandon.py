"""Match › Abandon the match…: asked for the minute and the reason, logged as one undo
step; the window then offers nothing more to log, and says so; a side left with six
says Law 3 and the abandonment is all it may log."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from tests.ui.helpers import log_rows, stored_events, type_command
from tracker.core.match.events import MatchAbandoned
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.replay import MatchState
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.abandon import AbandonDialog
from tracker.ui.match.scoreboard import period_text


@pytest.fixture
def filled(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """The dialog as a user fills it in: the minute and reason typed, the button clicked.
    Returns the dialogs shown (to look at)."""
    shown: list[AbandonDialog] = []
    answers = {"minute": "", "reason": ""}

    def ask(parent: QWidget | None, state: MatchState, at: MatchTime) -> MatchAbandoned | None:
        dialog = AbandonDialog(state, at, parent)
        qtbot.addWidget(dialog)
        shown.append(dialog)
        if answers["minute"]:
            dialog.minute.setText(answers["minute"])
        if answers["reason"]:
            dialog.reason.setEditText(answers["reason"])
        dialog.abandon_button.click()
        return dialog.result_event if dialog.result() else None

    monkeypatch.setattr(AbandonDialog, "ask", staticmethod(ask))
    return shown, answers


def test_the_match_is_abandoned_from_the_menu_and_undo_takes_it_back(
    qtbot,  # type: ignore[no-untyped-def]
    live: MainWindow,
    db_path: Path,
    filled,  # type: ignore[no-untyped-def]
) -> None:
    shown, answers = filled
    window = live
    action = window.actions_["abandon"]
    assert not action.isEnabled()  # not kicked off: that is a postponement
    window.clock.blow(0)
    assert type_command(qtbot, window, "20 goal Messi")
    assert action.isEnabled()
    answers.update(minute="31", reason="  Floodlight   failure ")
    action.trigger()
    dialog = shown[-1]
    assert (
        "the score when play stopped (1-0) is no result"
        in dialog.findChildren(type(dialog.problem))[0].text()
    )
    assert log_rows(window)[-1] == ("31'", "Match abandoned: Floodlight failure", "1–0")
    stored = stored_events(db_path, window.document.match_id or 0)[-1]
    assert isinstance(stored, MatchAbandoned) and stored.reason == "Floodlight failure"
    assert stored.time == MatchTime(Period.FIRST_HALF, 31)
    state = window.document.state
    assert state is not None and period_text(state) == "Abandoned at 31'"
    # Nothing more to whistle or log; confirming the sheet is offered.
    assert not action.isEnabled() and not window.actions_["whistle"].isEnabled()
    assert window.clock.whistle_button.text() == "Match abandoned"
    assert window.clock.minute_edit.text() == "abandoned"
    assert window.actions_["confirm"].isEnabled()
    assert not type_command(qtbot, window, "35 goal Kane")
    assert "abandoned at 31'" in window.status_line.last_failure
    assert len(stored_events(db_path, window.document.match_id or 0)) == 3

    window.undo_stack.undo()
    assert all("abandoned" not in row[1] for row in log_rows(window))
    assert not any(
        isinstance(e, MatchAbandoned) for e in stored_events(db_path, window.document.match_id or 0)
    )
    assert action.isEnabled()


def test_an_unreadable_minute_keeps_the_dialog_open_and_logs_nothing(
    qtbot,  # type: ignore[no-untyped-def]
    live: MainWindow,
    db_path: Path,
    filled,  # type: ignore[no-untyped-def]
) -> None:
    shown, answers = filled
    live.clock.blow(0)
    answers.update(minute="thirty", reason="Fog")
    live.actions_["abandon"].trigger()
    dialog = shown[-1]
    assert dialog.result_event is None and not dialog.problem.isHidden()
    assert dialog.problem.text().startswith("Cannot read 'thirty' as a minute")
    assert dialog.problem.text().endswith(".")
    assert len(stored_events(db_path, live.document.match_id or 0)) == 1  # the kick-off


def test_a_side_down_to_six_is_named_and_law_3_is_the_reason_offered(
    qtbot,  # type: ignore[no-untyped-def]
    live: MainWindow,
    filled,  # type: ignore[no-untyped-def]
) -> None:
    shown, answers = filled
    window = live
    window.clock.blow(0)
    for name in ("Molina", "Romero", "Tagliafico", "Paredes", "Simeone"):
        assert type_command(qtbot, window, f"30 red {name}")
    assert not type_command(qtbot, window, "32 goal Messi")
    assert "Law 3 does not let the match go on" in window.status_line.last_failure
    answers.update(minute="32")
    window.actions_["abandon"].trigger()
    dialog = shown[-1]
    assert dialog.reason.currentText() == "Fewer than seven players (Law 3)"
    short = dialog.findChild(type(dialog.problem), "shortHanded")
    assert short is not None and "Argentina have had fewer than seven" in short.text()
    state = window.document.state
    assert state is not None and state.abandoned is not None
    assert state.abandoned.reason == "Fewer than seven players (Law 3)"


def test_the_edition_page_counts_an_abandoned_match_apart_from_its_fixtures() -> None:
    import datetime as dt

    from tracker.core.records.played import PlayedMatch, RecordKind
    from tracker.ui.records.competitionpage import _summary

    today = dt.date.today()

    def fixture(match_id: int, *, abandoned: bool = False) -> PlayedMatch:
        return PlayedMatch(
            id=match_id,
            date=today,
            home="Cora",
            away="Dene",
            record=RecordKind.FIXTURE,
            abandoned=abandoned,
        )

    assert _summary([], [fixture(1, abandoned=True), fixture(2)], 0) == (
        "0 matches played · 1 abandoned, no result · 1 to play"
    )


def test_enter_after_the_reason_abandons_and_escape_does_not(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """By keyboard alone: type the reason, Enter; or Escape to leave it."""
    from PySide6.QtCore import Qt

    live.clock.blow(0)
    state = live.document.state
    assert state is not None and state.last_time is not None
    dialog = AbandonDialog(state, state.last_time, live)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.reason, "Fog")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert dialog.result() == AbandonDialog.DialogCode.Accepted
    assert dialog.result_event is not None and dialog.result_event.reason == "Fog"
    other = AbandonDialog(state, state.last_time, live)
    qtbot.addWidget(other)
    other.show()
    qtbot.keyClick(other.reason, Qt.Key.Key_Escape)
    assert other.result() == AbandonDialog.DialogCode.Rejected and other.result_event is None
