"""PostgreSQL: the window when the league's server goes silent mid-match (a cable pulled,
Wi-Fi lost: packets dropped, nothing refused).

The silence is a relay the test stalls (:meth:`tests.helpers.relay.Relay.stall`). Its
operating system still acknowledges what is sent to it, so the window's connection is
given up by the test (as its keepalives would give it up on a real network); a new one
waits for the connection timeout, set short here. A watchdog ends the silence (cuts
the relay) should the window wait on it anyway. Skipped without a server
(``TRACKER_TEST_PG``: see ``tests/helpers/postgres.py``).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.helpers.matches import HOME, demo_setup, pid
from tests.helpers.relay import Relay, relay_for
from tests.helpers.silence import FREE_S, WATCHDOG_S
from tests.helpers.silence import longest_freeze as _longest_freeze
from tests.ui.helpers import log_rows, type_command
from tracker.app import build_window
from tracker.core.match.events import Goal
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.store import reach
from tracker.store.db import open_database
from tracker.store.match.live import LISTEN_VARIABLE
from tracker.ui.mainwindow import MainWindow

LOST = "The database server does not answer: what you enter is refused until it does."


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
    _not_busy(window, monkeypatch)
    assert window.open_match(match_id)
    window.clock.blow(0)  # kick-off
    window.live.probe_ms = 200
    yield window
    window.close()
    window.background.wait()
    window.document.service.db.close()


def _not_busy(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The user is in the middle of nothing: the window reads the match again when it
    would. (Whether a dialog is open is asked of the whole application, and a dialog
    left open by an earlier test in the same process would hold every reload back.)"""
    monkeypatch.setattr(type(window.live), "busy", staticmethod(lambda: False))


def _silence(window: MainWindow, relay: Relay) -> threading.Timer:
    """The relay stalls and the window's connections are given up; the watchdog."""
    relay.stall()
    window.document.service.db.engine.dispose()  # as its keepalives would give it up
    watchdog = threading.Timer(WATCHDOG_S, relay.cut)
    watchdog.start()
    return watchdog


def test_a_goal_typed_while_the_server_is_silent_is_refused_in_seconds_and_the_window_stays_free(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:
    match_id = window.document.match_id
    assert match_id is not None and window.live.listening
    watchdog = _silence(window, relay)
    try:
        started = time.monotonic()
        assert not type_command(qtbot, window, "20 goal Messi")
        assert time.monotonic() - started < 3.5  # one connection timeout (2 s), not minutes
        said = window.quick.error.text()
        assert said.startswith("The database server 127.0.0.1 cannot be reached")
        assert "nothing was stored" in said
        assert window.quick.line.text() == "20 goal Messi"  # kept, to be sent again
        # Nothing more is asked of the server on the GUI thread while it is silent.
        assert _longest_freeze(qtbot, 3) < FREE_S
        assert window.notice.isVisible()
        qtbot.waitUntil(lambda: window.notice.text().startswith(LOST), timeout=15000)
    finally:
        watchdog.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    assert "answers again" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.live.listening, timeout=5000)
    assert type_command(qtbot, window, "20 goal Messi")
    assert [row[1] for row in log_rows(window)][-1] == "Goal: Lionel Messi"
    assert len(other.load(match_id)[1]) == 2  # the kick-off and the goal, once


def test_an_entry_while_the_server_is_known_silent_is_refused_at_once_and_kept(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:
    """Once the window knows the server does not answer, an entry is not sent to it
    (each would hold the window for a connection attempt): refused at once, saying
    nothing was stored, the typed line kept; sent again once it answers, it is logged."""
    match_id = window.document.match_id
    assert match_id is not None
    watchdog = _silence(window, relay)
    try:
        assert not type_command(qtbot, window, "20 goal Messi")  # finds it out
        qtbot.waitUntil(lambda: bool(window.live.lost), timeout=5000)
        started = time.monotonic()
        assert not type_command(qtbot, window, "21 yellow Kane")
        assert time.monotonic() - started < FREE_S  # not one connection timeout (2 s)
        said = window.quick.error.text()
        assert said.startswith("The database server 127.0.0.1 cannot be reached"), said
        assert "nothing was stored" in said
        assert window.quick.line.text() == "21 yellow Kane"  # kept, to be sent again
    finally:
        watchdog.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    assert type_command(qtbot, window, "21 yellow Kane")
    assert len(other.load(match_id)[1]) == 2  # the kick-off and the card


def test_the_check_for_changes_on_a_silent_server_leaves_the_window_free_and_says_so(
    qtbot, window: MainWindow, other: MatchService, relay: Relay, monkeypatch
) -> None:
    match_id = window.document.match_id
    assert match_id is not None
    # The listening connection cannot be had: the window checks once a second.
    monkeypatch.setenv(LISTEN_VARIABLE, "not a database URL")
    window.live.close()
    window.live.timer.start()
    assert not window.live.listening
    watchdog = _silence(window, relay)
    try:
        qtbot.waitUntil(lambda: window.notice.text().startswith(LOST), timeout=8000)
        assert _longest_freeze(qtbot, 3) < FREE_S
    finally:
        watchdog.cancel()
    # Meanwhile another client, still reaching the server, logs a goal.
    messi = pid(other.load(match_id)[0], "Lionel Messi")
    other.log(match_id, Goal(time=MatchTime(Period.FIRST_HALF, 21), side=HOME, scorer=messi))
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    qtbot.waitUntil(lambda: len(window.document.events) == 2, timeout=5000)
    assert [row[1] for row in log_rows(window)][-1] == "Goal: Lionel Messi"
    qtbot.waitUntil(lambda: not window.notice.isVisible(), timeout=15000)


def test_a_listening_connection_lost_to_a_silent_network_is_sought_again_off_the_gui_thread(
    qtbot, tmp_path: Path, pg_url: str, other: MatchService, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    # The listening connection goes its own way (TRACKER_LISTEN_DB), through a relay of
    # its own: the test silences it alone, while the window's reads and writes go on.
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
    relay = Relay.to(pg_url)
    monkeypatch.setenv(LISTEN_VARIABLE, relay.url(pg_url))
    match_id = other.create(demo_setup()).id
    assert match_id is not None
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(pg_url, settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    try:
        assert window.open_match(match_id)
        live = window.live
        live.relisten_ms = 100
        assert live.listening
        # A dialog is open: the window does not read the match again meanwhile.
        monkeypatch.setattr(type(live), "busy", staticmethod(lambda: True))
        relay.cut()  # the listening connection ends (its keepalives gave it up)...
        relay.restore()
        relay.stall()  # ...and a new one is never answered
        qtbot.waitUntil(lambda: not live.listening, timeout=5000)
        assert _longest_freeze(qtbot, 3) < FREE_S  # tried again and again, never on its thread
        relay.restore()
        qtbot.waitUntil(lambda: live.listening, timeout=10000)
    finally:
        window.close()
        window.background.wait()
        window.document.service.db.close()
        relay.close()


def test_a_network_gone_silent_under_a_listening_window_never_holds_it_and_is_said(
    qtbot, tmp_path: Path, pg_url: str, other: MatchService, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    # The window reads and writes through one relay, listens through another: the
    # network goes silent under both, and the listening connection is the first to
    # tell (its keepalives give it up: here it is ended).
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
    reads, listens = Relay.to(pg_url), Relay.to(pg_url)
    monkeypatch.setenv(LISTEN_VARIABLE, listens.url(pg_url))
    match_id = other.create(demo_setup()).id
    assert match_id is not None
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(reads.url(pg_url), settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    _not_busy(window, monkeypatch)
    watchdog = threading.Timer(WATCHDOG_S, reads.cut)
    try:
        assert window.open_match(match_id)
        window.clock.blow(0)  # kick-off
        live = window.live
        live.probe_ms = 200
        assert live.listening
        qtbot.waitUntil(lambda: live.heard == 1)  # its own kick-off, notified
        reads.stall()
        window.document.service.db.engine.dispose()  # as its keepalives would give it up
        watchdog.start()

        def silence_listener() -> None:
            listens.cut()
            listens.restore()
            listens.stall()

        # Nothing is asked of the server on the GUI thread, from the loss on.
        assert _longest_freeze(qtbot, 4, silence_listener) < FREE_S
        assert not live.listening
        assert window.notice.text().startswith(LOST)
        # Meanwhile another client, still reaching the server, logs a goal.
        messi = pid(other.load(match_id)[0], "Lionel Messi")
        other.log(match_id, Goal(time=MatchTime(Period.FIRST_HALF, 21), side=HOME, scorer=messi))
        watchdog.cancel()
        reads.restore()
        listens.restore()
        qtbot.waitUntil(lambda: not live.resting and live.listening, timeout=10000)
        qtbot.waitUntil(lambda: len(window.document.events) == 2, timeout=5000)
        assert [row[1] for row in log_rows(window)][-1] == "Goal: Lionel Messi"
    finally:
        watchdog.cancel()
        window.close()
        window.background.wait()
        window.document.service.db.close()
        reads.close()
        listens.close()


def test_a_try_that_fails_unforeseen_is_tried_again_and_the_window_comes_back(
    qtbot, window: MainWindow, relay: Relay, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    # The pool out of connections (all held by the silent server), say: not an error
    # of the database's, yet the window must go on asking.
    from tracker.services.watch import MatchWatch

    real = MatchWatch.unanswered
    tries: list[int] = []

    def unforeseen(watch: MatchWatch) -> str:
        tries.append(1)
        if len(tries) == 1:
            raise TimeoutError("QueuePool limit reached")
        return real(watch)

    monkeypatch.setattr(MatchWatch, "unanswered", unforeseen)
    relay.cut()  # refused at once: the server is found out of reach, quickly
    assert not type_command(qtbot, window, "20 goal Messi")
    assert window.live.lost
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.resting, timeout=5000)
    assert len(tries) >= 2
    assert type_command(qtbot, window, "20 goal Messi")
