"""A first yellow forgotten, then typed in before the player's only (later) yellow.

The window asks before that later card becomes his second yellow; yes changes both as
one step (one undo takes both back), no changes nothing. Driven through quick entry,
as the secretary typed it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.helpers import log_rows, pid_of, stored_events, type_command
from tracker.core.match.events import Card, CardKind, Event
from tracker.ui.common import dialogs
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog
from tracker.ui.match.secondyellow import SecondYellowQuestion

GORDON = "Anthony Gordon"


@pytest.fixture
def booked_at_60(qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch) -> MainWindow:  # type: ignore[no-untyped-def]
    """The second half being played, Gordon booked at 60' (his first card, as logged)."""
    for _ in range(3):  # kick-off, half-time, second half
        live.clock.blow(0)
    assert type_command(qtbot, live, "60 yellow Gordon"), live.quick.error.text()
    # 30' is in the first half, which has ended: the window asks about that first.
    monkeypatch.setattr(dialogs.Confirm, "ask", classmethod(lambda cls, *a: True))
    return live


def _asked(monkeypatch: pytest.MonkeyPatch, answer: bool) -> list[str]:
    questions: list[str] = []

    def ask(cls, parent, title, text):  # type: ignore[no-untyped-def]
        questions.append(text)
        return answer

    monkeypatch.setattr(SecondYellowQuestion, "ask", classmethod(ask))
    return questions


def _cards(db_path: Path, window: MainWindow) -> list[tuple[str, CardKind]]:
    events = stored_events(db_path, window.document.match_id or 0)
    return [(str(e.time), e.card) for e in events if isinstance(e, Card)]


def _card_rows(window: MainWindow) -> list[tuple[str, str]]:
    return [(minute, what) for minute, what, _ in log_rows(window) if "card" in what]


def test_yes_logs_the_yellow_and_makes_the_later_card_his_second(
    qtbot, booked_at_60: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = booked_at_60
    gordon = pid_of(window, GORDON)
    steps = window.undo_stack.count()
    questions = _asked(monkeypatch, True)
    assert type_command(qtbot, window, "30 yellow Gordon"), window.quick.error.text()
    assert questions == [
        "Anthony Gordon's card at 60' becomes his second yellow: he is sent off at 60'.\n\n"
        "Log the yellow at 30' and make the 60' card a second yellow?"
    ]
    assert window.quick.line.text() == ""
    assert _card_rows(window) == [
        ("30'", "Yellow card: Anthony Gordon (England)"),
        ("60'", "Second yellow card (sent off): Anthony Gordon (England)"),
    ]
    assert gordon not in window.pitch.tokens
    assert window.away_panel.status_text(gordon) == "yellows 30', 60'"
    assert _cards(db_path, window) == [
        ("30'", CardKind.YELLOW),
        ("60'", CardKind.SECOND_YELLOW),
    ]
    # One gesture, one step.
    assert window.undo_stack.count() == steps + 1
    assert window.undo_stack.undoText() == (
        "yellow card for Anthony Gordon 30', and the 60' card a second yellow"
    )
    said = window.statusBar().currentMessage()
    assert said.startswith("Logged ")
    assert said.endswith(" — Anthony Gordon's card at 60' is now his second yellow: sent off")

    window.undo_stack.undo()
    assert _card_rows(window) == [("60'", "Yellow card: Anthony Gordon (England)")]
    assert gordon in window.pitch.tokens
    assert window.away_panel.status_text(gordon) == "booked 60'"
    assert _cards(db_path, window) == [("60'", CardKind.YELLOW)]

    window.undo_stack.redo()
    assert gordon not in window.pitch.tokens
    assert _cards(db_path, window) == [
        ("30'", CardKind.YELLOW),
        ("60'", CardKind.SECOND_YELLOW),
    ]


def test_no_writes_nothing(
    qtbot, booked_at_60: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = booked_at_60
    before = stored_events(db_path, window.document.match_id or 0)
    steps = window.undo_stack.count()
    questions = _asked(monkeypatch, False)
    assert not type_command(qtbot, window, "30 yellow Gordon")
    assert len(questions) == 1
    assert window.quick.error.text() == (
        "Nothing was logged: the yellow at 30' would make Anthony Gordon's card at 60' "
        "his second yellow."
    )
    assert window.quick.line.text() == "30 yellow Gordon"  # kept, to change or send again
    assert stored_events(db_path, window.document.match_id or 0) == before
    assert window.undo_stack.count() == steps
    assert pid_of(window, GORDON) in window.pitch.tokens


def test_refused_without_asking_when_he_took_part_after_the_later_card(
    qtbot, booked_at_60: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = booked_at_60
    assert type_command(qtbot, window, "70 goal Gordon")
    before = stored_events(db_path, window.document.match_id or 0)
    questions = _asked(monkeypatch, True)
    assert not type_command(qtbot, window, "30 yellow Gordon")
    assert questions == []
    error = window.quick.error.text()
    assert "Anthony Gordon's card at 60' would become his second yellow" in error
    assert "70' Goal: Anthony Gordon" in error
    assert stored_events(db_path, window.document.match_id or 0) == before


def test_two_yellows_already_are_refused_as_before(
    qtbot, booked_at_60: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = booked_at_60
    assert type_command(qtbot, window, "75 yellow Gordon")  # his second yellow
    questions = _asked(monkeypatch, True)
    assert not type_command(qtbot, window, "30 yellow Gordon")
    assert questions == []
    assert "is already booked: this is a second yellow" in window.quick.error.text()


def test_a_correction_that_books_him_earlier_asks_the_same(
    qtbot, booked_at_60: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = booked_at_60
    window.quick.line.setFocus()
    assert type_command(qtbot, window, "30 yellow Rice"), window.quick.error.text()
    wrong = window.document.events[1]
    assert isinstance(wrong, Card)
    meant: Event = Card(
        time=wrong.time, side=wrong.side, player=pid_of(window, GORDON), card=CardKind.YELLOW,
        seq=wrong.seq, id=wrong.id,
    )  # fmt: skip
    monkeypatch.setattr(EditEventDialog, "ask", classmethod(lambda cls, *a: meant))
    questions = _asked(monkeypatch, True)
    window.edit_event(wrong)
    assert len(questions) == 1
    assert window.statusBar().currentMessage() == (
        "Anthony Gordon's card at 60' is now his second yellow: sent off"
    )
    assert _cards(db_path, window) == [
        ("30'", CardKind.YELLOW),
        ("60'", CardKind.SECOND_YELLOW),
    ]
    window.undo_stack.undo()
    cards = [
        e for e in stored_events(db_path, window.document.match_id or 0) if isinstance(e, Card)
    ]
    assert [(c.player, c.card) for c in cards] == [
        (pid_of(window, "Declan Rice"), CardKind.YELLOW),
        (pid_of(window, GORDON), CardKind.YELLOW),
    ]
