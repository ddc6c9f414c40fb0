"""Helpers for the window tests."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

from PySide6 import QtGui
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel

from tracker.core.match.events import Event
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


def stored_events(db_path: Path, match_id: int) -> list[Event]:
    """The match's events as a brand-new engine reads them from the file."""
    database = open_database(str(db_path))
    try:
        return MatchService(database).load(match_id)[1]
    finally:
        database.close()


def pid_of(window: MainWindow, name: str) -> int:
    """The pid of a player of the open match, by full name."""
    match = window.document.match
    assert match is not None
    for player in (*match.home.squad, *match.away.squad):
        if player.name == name:
            return player.pid
    raise KeyError(name)


def type_command(qtbot, window: MainWindow, text: str) -> bool:  # type: ignore[no-untyped-def]
    """Type a quick-entry command and press Enter; True if an event was logged."""
    line = window.quick.line
    before = len(window.document.events)
    line.clear()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    return len(window.document.events) == before + 1


def log_rows(window: MainWindow) -> list[tuple[str, str, str]]:
    """What the event log shows, row by row."""
    model = window.event_log.log_model
    return [
        tuple(model.index(r, c).data() for c in range(3))  # type: ignore[misc]
        for r in range(model.rowCount())
    ]


def without_ids(events: list[Event]) -> list[Event]:
    """Events compared by content only."""
    return [dataclasses.replace(e, id=None, seq=0) for e in events]


def in_edit_dialog(
    act: Callable[[EditEventDialog], object], opens: int = 1
) -> list[tuple[str, str]]:
    """Answer the edit dialog the next ``opens`` times it opens: ``act`` on it, then OK
    (Cancel if ``act`` returns False). What it said each time: its note and its refusal."""
    seen: list[tuple[str, str]] = []
    answered: list[EditEventDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, EditEventDialog) or dialog in answered:
            QTimer.singleShot(10, answer)
            return
        answered.append(dialog)
        ok = False
        try:
            refusal = dialog.error.text()
            ok = act(dialog) is not False
            seen.append((dialog.note.text() if dialog.note.isVisibleTo(dialog) else "", refusal))
        finally:  # never left open: the test fails, it does not hang
            if ok:
                dialog._on_buttons_accepted()
            if dialog.isVisible():
                dialog.reject()
            if len(answered) < opens:
                QTimer.singleShot(0, answer)

    QTimer.singleShot(0, answer)
    return seen


#: A name that looks like markup: shown as typed, never as a bold "A&".
MARKUP_NAME = "A<b>&amp;"


def shown_text(label: QLabel) -> str:
    """What ``label`` shows: its text, or the text its rich text renders."""
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text())
    )
    if not rich:
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()
