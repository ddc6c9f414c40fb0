"""PostgreSQL: Undo and Redo in the window when the league's server goes silent: a step
refused because the server did not answer (nothing written) stays where it was on the
undo stack, to be taken once it answers; one refused because its event was changed
elsewhere is dropped, as before.

The silence is a relay the test stalls, as in ``test_server_silent.py``. Skipped
without a server (``TRACKER_TEST_PG``: see ``tests/helpers/postgres.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.helpers.matches import demo_setup
from tests.helpers.relay import Relay, relay_for
from tests.helpers.silence import FREE_S, longest_freeze, watchdog
from tests.ui.helpers import log_rows, type_command
from tracker.app import build_window
from tracker.services.matches import MatchService
from tracker.store import reach
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

UNREACHED = "The database server 127.0.0.1 cannot be reached"


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
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
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


def _silence(window: MainWindow, relay: Relay) -> None:
    """The relay stalls and the window's connections are given up (as its keepalives
    would give them up)."""
    relay.stall()
    window.document.service.db.engine.dispose()


def _step(window: MainWindow, *, undo: bool) -> None:
    """The Edit menu's Undo (Ctrl+Z) or Redo (Ctrl+Shift+Z)."""
    window.actions_["undo" if undo else "redo"].trigger()


def test_an_undo_refused_while_the_server_is_silent_stays_to_be_taken_once_it_answers(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    assert type_command(qtbot, window, "20 goal Messi")  # logged by mistake
    assert len(other.load(match_id)[1]) == 2
    timer = watchdog(relay)
    try:
        _silence(window, relay)
        _step(window, undo=True)  # finds the server silent: refused, nothing written
        assert window.status_line.last_failure.startswith(UNREACHED)
        assert window.undo_stack.undoText() == "goal by Lionel Messi 20'"
        assert not window.undo_stack.canRedo()
        qtbot.waitUntil(lambda: bool(window.live.lost), timeout=5000)
        # Known silent: refused at once, the step still there.
        assert longest_freeze(qtbot, 0.5, lambda: _step(window, undo=True)) < FREE_S
        assert window.undo_stack.undoText() == "goal by Lionel Messi 20'"
        assert window.notice.isVisible()
    finally:
        timer.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    qtbot.waitUntil(lambda: window.live.listening, timeout=5000)  # (its connection kept)
    _step(window, undo=True)
    assert len(other.load(match_id)[1]) == 1  # the goal is gone from the database
    assert [row[1] for row in log_rows(window)][-1] != "Goal: Lionel Messi"
    assert window.statusBar().currentMessage() == "Undone: goal by Lionel Messi 20'"


def test_a_redo_refused_while_the_server_is_silent_stays_to_be_taken_once_it_answers(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    assert type_command(qtbot, window, "20 goal Messi")
    _step(window, undo=True)
    assert len(other.load(match_id)[1]) == 1
    timer = watchdog(relay)
    try:
        _silence(window, relay)
        _step(window, undo=False)
        assert window.status_line.last_failure.startswith(UNREACHED)
        assert window.undo_stack.redoText() == "goal by Lionel Messi 20'"
        assert window.undo_stack.undoText() == "kick-off"
    finally:
        timer.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    qtbot.waitUntil(lambda: window.live.listening, timeout=5000)  # (its connection kept)
    _step(window, undo=False)
    assert len(other.load(match_id)[1]) == 2  # the goal is stored again
    assert window.undo_stack.undoText() == "goal by Lionel Messi 20'"


def test_an_undo_refused_because_its_event_was_changed_elsewhere_is_dropped_as_before(
    qtbot, window: MainWindow, other: MatchService
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    assert type_command(qtbot, window, "20 goal Messi")
    goal = other.load(match_id)[1][-1]
    assert goal.id is not None
    other.delete(match_id, goal.id)  # another client takes it back first
    _step(window, undo=True)
    assert window.undo_stack.undoText() == "kick-off"  # the step dropped
    assert not window.undo_stack.canRedo()
