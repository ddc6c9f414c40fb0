"""Who did what, in the window: the name events are logged under, and the log's "By"."""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.helpers.matches import pid
from tests.ui.helpers import type_command
from tracker.app import build_window
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.author import SETTING, NameDialog
from tracker.ui.match.editevent import EditEventDialog


def _authors(db_path: Path) -> list[tuple[str, bool]]:
    """Who logged or last changed each stored event, and whether it was changed."""
    with sqlite3.connect(db_path) as connection:
        rows = connection.execute("SELECT author, changed_at FROM event ORDER BY id").fetchall()
    return [(author, changed is not None) for author, changed in rows]


def _by(window: MainWindow, row: int = -1) -> tuple[str, str]:
    """The log's "By" cell of a row, and the row's tooltip."""
    model = window.event_log.log_model
    row = row % model.rowCount()
    by = model.index(row, model.BY)
    return by.data(), model.index(row, model.EVENT).data(Qt.ItemDataRole.ToolTipRole)


@pytest.fixture
def named(
    make_window: Callable[[], MainWindow], monkeypatch: pytest.MonkeyPatch, fresh_match: int
) -> MainWindow:
    monkeypatch.setenv("TRACKER_USER", "Ana")
    window = make_window()
    assert window.open_match(fresh_match)
    return window


def test_events_are_logged_under_the_users_name_and_the_log_shows_it(
    qtbot, named: MainWindow, db_path: Path
) -> None:
    assert named.author_label.text() == "Logging as Ana"
    named.clock.blow(0)
    assert type_command(qtbot, named, "20 goal Messi")
    assert _authors(db_path) == [("Ana", False), ("Ana", False)]
    by, tip = _by(named)
    assert by == "Ana"
    assert tip.startswith("20' Goal: Lionel Messi\nLogged by Ana at ")


def test_a_name_set_in_the_window_is_used_and_kept(
    qtbot,
    named: MainWindow,
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.delenv("TRACKER_USER")
    monkeypatch.setattr(NameDialog, "ask", classmethod(lambda cls, parent, current: " Carla "))
    named.actions_["user_name"].trigger()
    assert named.author_label.text() == "Logging as Carla"
    named.clock.blow(0)
    assert _authors(db_path) == [("Carla", False)]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value(SETTING) == "Carla"
    # --user names someone else for one run, without changing what is kept.
    other = build_window(str(db_path), settings, user="Dora")
    qtbot.addWidget(other)
    try:
        assert other.document.service.author == "Dora"
        assert settings.value(SETTING) == "Carla"
    finally:
        other.document.service.db.close()


def test_an_edit_shows_who_changed_the_event_and_when(
    qtbot, named: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    named.clock.blow(0)
    assert type_command(qtbot, named, "20 goal Messi")
    goal = named.document.events[-1]
    match = named.document.match
    assert match is not None
    correction = dataclasses.replace(goal, scorer=pid(match, "Julián Álvarez"))
    named.document.service.author = "Bob"
    monkeypatch.setattr(
        EditEventDialog, "ask", classmethod(lambda cls, *args, **kwargs: correction)
    )
    named.edit_event(goal)
    assert _authors(db_path)[-1] == ("Bob", True)
    by, tip = _by(named)
    assert by == "Bob (changed)"
    assert "Logged at " in tip and "; changed by Bob at " in tip


def test_the_by_column_shows_only_when_an_event_names_someone(
    qtbot, named: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = named.event_log
    assert log.isColumnHidden(log.log_model.BY)  # no event yet
    named.clock.blow(0)
    assert not log.isColumnHidden(log.log_model.BY)
    from tracker.app import demo_text

    demo = named.document.service.import_text(demo_text())  # a file that names no one
    assert named.open_match(demo)
    assert named.document.events and log.isColumnHidden(log.log_model.BY)
