"""A correction after the final whistle that leaves a semi-final level at full time,
with no extra time or shootout logged: asked first, as extra time after a score that
is not level is."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.helpers import stored_events
from tracker.core.match.events import Goal
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def semi_final(window: MainWindow, demo_match: int) -> MainWindow:
    """The reference match as stored: Argentina 2-1 England, a semi-final, over."""
    assert window.open_match(demo_match)
    return window


def _answer(monkeypatch: pytest.MonkeyPatch, yes: bool) -> list[tuple[str, str]]:
    asked: list[tuple[str, str]] = []

    def ask(cls, parent, title: str, text: str) -> bool:  # type: ignore[no-untyped-def]
        asked.append((title, text))
        return yes

    monkeypatch.setattr(Confirm, "ask", classmethod(ask))
    return asked


def test_deleting_the_winner_of_a_semi_final_is_asked_about(
    semi_final: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = semi_final
    winner = [e for e in window.document.events if isinstance(e, Goal)][-1]
    asked = _answer(monkeypatch, yes=False)
    window.delete_event(winner)
    [(title, text)] = asked
    assert title == "Level with no winner"
    assert text.startswith(
        "After this change the match ends 1-1 after ninety minutes, with no extra time or "
        "penalty shootout logged, though a match of this round (Semi-final) needs a winner "
        "on the day."
    )
    assert text.endswith("\n\nDelete “90'+2 Goal (header): Lautaro Martínez, assist Lionel Messi”?")
    # No: nothing changed, and the notice says why.
    assert window.status_line.last_failure == (
        "Nothing changed: the match would end level with no winner."
    )
    match_id = window.document.match_id or 0
    assert winner in stored_events(db_path, match_id)
    # Yes: deleted, as asked.
    _answer(monkeypatch, yes=True)
    window.delete_event(winner)
    assert winner.id not in [e.id for e in stored_events(db_path, match_id)]


def test_an_ordinary_deletion_asks_only_the_usual_question(
    semi_final: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Argentina's opener deleted leaves 1-1 too; England's leaves 2-0, which needs
    nothing more than the usual question."""
    window = semi_final
    england = next(
        e
        for e in window.document.events
        if isinstance(e, Goal) and e.scorer and e.for_side.value == "away"
    )
    asked = _answer(monkeypatch, yes=False)
    window.delete_event(england)
    assert [title for title, _ in asked] == ["Delete event"]
