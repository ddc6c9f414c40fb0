"""Names, places and colours as typed (or read from a file) go into labels, tooltips
and questions as text, never as markup: a team named "A<b>&amp;" shows as that."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox

from tests.helpers.matches import demo_setup
from tests.ui.helpers import pid_of, type_command
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

TEAM = "A<b>&amp;"
MANAGER = "M<i>x</i>"
PLAYER = "Lionel <b>Messi</b>"


def _seen(text: str, rich: bool | None = None) -> str:
    """What Qt shows of ``text``: rich text as its words, plain text as it is (None:
    as Qt guesses, for a tooltip or a label or box left to guess)."""
    if rich is None:
        rich = GuiQt.mightBeRichText(text)
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _label(label: QLabel) -> str:
    guessed = label.textFormat() == Qt.TextFormat.AutoText
    rich = None if guessed else label.textFormat() == Qt.TextFormat.RichText
    return _seen(label.text(), rich)


@pytest.fixture
def odd(qtbot, window: MainWindow, db_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The reference match, its home side, manager, a player, the competition and the
    venue named with what looks like markup, and a colour that is no colour."""
    match = demo_setup()
    squad = tuple(
        dataclasses.replace(p, name=PLAYER) if p.name == "Lionel Messi" else p
        for p in match.home.squad
    )
    home = dataclasses.replace(
        match.home, name=TEAM, manager=MANAGER, squad=squad, colour="red'><b>X</b><i '"
    )
    match = dataclasses.replace(match, home=home, venue="V<b>v</b>", competition="C<b>c</b>")
    service = MatchService(open_database(str(db_path)))
    stored = service.create(match)
    service.db.close()
    assert stored.id is not None and window.open_match(stored.id)
    window.clock.blow(0)
    assert type_command(qtbot, window, "25 yellow Messi")
    return window


def test_the_scoreboard_and_the_line_up_show_names_as_typed(odd: MainWindow) -> None:
    board = odd.scoreboard
    assert _label(board.home.name) == TEAM
    tip = _seen(board.home.toolTip())
    assert TEAM in tip and MANAGER in tip
    assert "C<b>c</b>" in _label(board.detail) and "V<b>v</b>" in _label(board.detail)
    # A colour Qt cannot read is no colour: no markup or style leaks from it.
    assert board.home.swatch.styleSheet() == "color: transparent;"
    title = _label(odd.home_panel.title)
    assert title.startswith("□ ") and TEAM in title and MANAGER in title, title
    model = odd.home_panel.model
    tips = [
        _seen(str(model.index(r, c, model.index(g, 0)).data(Qt.ItemDataRole.ToolTipRole)))
        for g in range(model.rowCount())
        for r in range(model.rowCount(model.index(g, 0)))
        for c in range(model.columnCount())
    ]
    assert any(tip.startswith(f"{PLAYER}: on the pitch") for tip in tips), tips


def test_the_log_the_pitch_and_the_notice_show_names_as_typed(odd: MainWindow) -> None:
    log = odd.event_log.log_model
    tip = _seen(str(log.index(log.rowCount() - 1, 1).data(Qt.ItemDataRole.ToolTipRole)))
    assert tip.startswith(f"25' Yellow card: {PLAYER} ({TEAM})\n"), tip
    token = odd.pitch.tokens[pid_of(odd, PLAYER)]
    assert _seen(token.toolTip()).startswith(f"{PLAYER} ({TEAM})")
    odd.notify(f"{TEAM} have no such player")
    assert _label(odd.status_line.notice) == f"{TEAM} have no such player."


def test_the_question_before_a_deletion_names_the_player_as_typed(
    odd: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        rich = {Qt.TextFormat.PlainText: False, Qt.TextFormat.RichText: True}
        asked.append(_seen(box.text(), rich.get(box.textFormat())))
        return QMessageBox.StandardButton.No

    def guessed(parent, title, text, *buttons):  # type: ignore[no-untyped-def]
        asked.append(_seen(text))  # a box that leaves Qt to guess
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(guessed))
    booked = odd.document.events[-1]
    odd.delete_event(booked)
    assert asked == [f"Delete “25' Yellow card: {PLAYER} ({TEAM})”?"]
    assert odd.document.events[-1] == booked


def test_a_refusal_beside_the_quick_entry_names_the_player_as_typed(
    qtbot,  # type: ignore[no-untyped-def]
    odd: MainWindow,
) -> None:
    assert type_command(qtbot, odd, "30 red Messi")
    assert not type_command(qtbot, odd, "40 goal Messi")
    said = _label(odd.quick.error)
    assert PLAYER in said, said
