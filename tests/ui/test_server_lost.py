"""PostgreSQL: the window when the league's server goes away mid-match.

The server is taken away by a relay the test cuts (:class:`tests.helpers.relay.Relay`).
Skipped without a server (``TRACKER_TEST_PG``: see ``tests/helpers/postgres.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.helpers.cutcommit import cut_after_commit, cut_at_commit
from tests.helpers.matches import demo_setup
from tests.helpers.relay import Relay, relay_for
from tests.ui.helpers import log_rows, type_command
from tracker.app import build_window
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def other(pg_url: str) -> Iterator[MatchService]:
    """A client beside the window, straight to the server."""
    service = MatchService(open_database(pg_url), author="Bob")
    yield service
    service.db.close()


@pytest.fixture
def relay(pg_url: str) -> Iterator[Relay]:
    yield from relay_for(pg_url)


@pytest.fixture
def window(
    qtbot, tmp_path: Path, pg_url: str, other: MatchService, relay: Relay, monkeypatch
) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    match_id = other.create(demo_setup()).id
    assert match_id is not None
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(relay.url(pg_url), settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    # The user is in the middle of nothing (a dialog left open by an earlier test in the
    # process would hold the window's reloads back).
    monkeypatch.setattr(type(window.live), "busy", staticmethod(lambda: False))
    assert window.open_match(match_id)
    window.clock.blow(0)  # kick-off
    window.live.probe_ms = 200
    yield window
    window.close()
    window.background.wait()
    window.document.service.db.close()


def test_a_goal_typed_while_the_server_is_gone_says_so_and_is_stored_once_back(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    relay.cut()
    assert not type_command(qtbot, window, "20 goal Messi")
    said = window.quick.error.text()
    assert said.startswith("The database server 127.0.0.1 cannot be reached")
    assert "nothing was stored; check the network" in said and said.endswith("try again.")
    assert window.quick.line.text() == "20 goal Messi"  # kept, to be sent again
    assert len(other.load(match_id)[1]) == 1 and len(window.document.events) == 1
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)  # the window hears it
    assert type_command(qtbot, window, "20 goal Messi")
    assert [row[1] for row in log_rows(window)][-1] == "Goal: Lionel Messi"
    assert len(other.load(match_id)[1]) == 2


STORED_ONCE = "read back from the server, it is stored, once"


def _lost_with_the_server(qtbot, window: MainWindow, relay: Relay, *, stored: bool) -> None:  # type: ignore[no-untyped-def]
    """Type a goal whose commit the server takes (or not) as the network goes: the window
    can neither hear that it was stored nor read it back; then the server comes back."""
    cut = cut_after_commit if stored else cut_at_commit
    with cut(relay.cut):
        assert not type_command(qtbot, window, "20 goal Messi")
    assert "it may have been stored or not" in window.quick.error.text()
    assert window.quick.line.text() == "20 goal Messi"  # kept, to be sent again
    qtbot.waitUntil(lambda: bool(window.live.lost), timeout=5000)
    relay.restore()


def test_a_goal_whose_commit_was_lost_with_the_server_shows_logged_once_it_answers(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    _lost_with_the_server(qtbot, window, relay, stored=True)
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    qtbot.waitUntil(lambda: len(window.document.events) == 2, timeout=5000)
    said = window.statusBar().currentMessage()
    assert said.startswith("Logged goal: Lionel Messi at 20'") and STORED_ONCE in said
    assert window.quick.line.text() == "" and not window.quick.error.isVisible()
    assert window.undo_stack.undoText() == "goal by Lionel Messi 20'"
    qtbot.keyClick(window.quick.line, Qt.Key.Key_Return)  # Enter again: nothing to send
    assert len(other.load(match_id)[1]) == 2  # the kick-off and the goal, once
    window.undo_stack.undo()
    assert len(other.load(match_id)[1]) == 1 and len(window.document.events) == 1


def test_a_goal_whose_commit_was_lost_sent_again_before_the_window_reads_it_is_stored_once(
    qtbot, window: MainWindow, other: MatchService, relay: Relay, monkeypatch
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    # A dialog is open: the window does not read the match again when the server answers.
    monkeypatch.setattr(type(window.live), "busy", staticmethod(lambda: True))
    _lost_with_the_server(qtbot, window, relay, stored=True)
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    assert len(window.document.events) == 1  # not read again yet
    qtbot.keyClick(window.quick.line, Qt.Key.Key_Return)  # the line sent again
    said = window.statusBar().currentMessage()
    assert said.startswith("Logged goal: Lionel Messi at 20'"), said
    assert "it was not stored a second time" in said
    assert window.quick.line.text() == "" and len(window.document.events) == 2
    assert len(other.load(match_id)[1]) == 2
    window.undo_stack.undo()
    assert len(other.load(match_id)[1]) == 1


def test_a_goal_whose_commit_was_lost_and_not_stored_is_stored_once_sent_again(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    _lost_with_the_server(qtbot, window, relay, stored=False)
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    assert window.quick.line.text() == "20 goal Messi" and len(window.document.events) == 1
    assert type_command(qtbot, window, "20 goal Messi")
    assert [row[1] for row in log_rows(window)][-1] == "Goal: Lionel Messi"
    assert len(other.load(match_id)[1]) == 2


def test_a_goal_whose_commit_was_lost_found_stored_as_another_entry_is_logged_is_said_and_undone(
    qtbot, window: MainWindow, other: MatchService, relay: Relay, monkeypatch
) -> None:
    """Another entry typed before the window read the match again finds the goal stored:
    the goal shows logged before it, the status line says so, and each has its own step."""
    match_id = window.document.match_id
    assert match_id is not None
    # A dialog is open: the window does not read the match again when the server answers.
    monkeypatch.setattr(type(window.live), "busy", staticmethod(lambda: True))
    _lost_with_the_server(qtbot, window, relay, stored=True)
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    assert len(window.document.events) == 1  # not read again yet
    type_command(qtbot, window, "21 yellow Kane")  # (two events shown: not one)
    assert window.quick.line.text() == "" and len(window.document.events) == 3
    assert [row[1] for row in log_rows(window)][-2:] == [
        "Goal: Lionel Messi",
        "Yellow card: Harry Kane (England)",
    ]
    said = window.statusBar().currentMessage()
    assert said.startswith("Logged yellow card: Harry Kane (England) at 21'"), said
    assert "Logged before it: goal: Lionel Messi at 20'" in said and STORED_ONCE in said
    assert "changed elsewhere" not in said
    assert len(other.load(match_id)[1]) == 3
    assert window.undo_stack.undoText() == "yellow card for Harry Kane 21'"
    window.actions_["undo"].trigger()
    assert window.undo_stack.undoText() == "goal by Lionel Messi 20'"
    window.actions_["undo"].trigger()  # the goal logged by mistake, taken back too
    assert len(other.load(match_id)[1]) == 1 and len(window.document.events) == 1
