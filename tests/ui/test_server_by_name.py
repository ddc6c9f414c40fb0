"""PostgreSQL: the window on a league server given by name, when the network goes
silent under the name lookup too: an entry is refused within a connection attempt, not
the resolver's own timeouts, and the window stays free and says so.

Names are looked up by the test (:class:`tests.helpers.names.Names`), the silence is a
relay the test stalls (see ``test_server_silent.py``). Skipped without a server
(``TRACKER_TEST_PG``).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.helpers.matches import demo_setup
from tests.helpers.names import Names
from tests.helpers.relay import Relay, relay_for
from tests.helpers.silence import FREE_S, longest_freeze, watchdog
from tests.ui.helpers import log_rows, type_command
from tracker.app import build_window
from tracker.services.matches import MatchService
from tracker.store import reach
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

NAME = "league.test"
LOST = "The database server does not answer: what you enter is refused until it does."


@pytest.fixture
def relay(pg_url: str) -> Iterator[Relay]:
    yield from relay_for(pg_url)


@pytest.fixture
def names(monkeypatch: pytest.MonkeyPatch) -> Iterator[Names]:
    names = Names(monkeypatch, {NAME: "127.0.0.1"})
    yield names
    names.restore()  # a lookup still waiting ends


@pytest.fixture
def window(
    qtbot, tmp_path: Path, pg_url: str, relay: Relay, names: Names, monkeypatch
) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
    other = MatchService(open_database(pg_url), author="Bob")
    match_id = other.create(demo_setup()).id
    other.db.close()
    assert match_id is not None
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    url = relay.url(pg_url).replace("@127.0.0.1:", f"@{NAME}:")
    window = build_window(url, settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    # The user is in the middle of nothing (see test_server_silent._not_busy).
    monkeypatch.setattr(type(window.live), "busy", staticmethod(lambda: False))
    assert window.open_match(match_id)
    window.clock.blow(0)  # kick-off
    window.live.probe_ms = 200
    yield window
    window.close()
    window.background.wait()
    window.document.service.db.close()


def test_a_goal_typed_while_the_network_is_silent_under_the_server_s_name_is_refused_in_seconds(
    qtbot, window: MainWindow, relay: Relay, names: Names
) -> None:
    assert names.asked >= 1  # the window reached the server by its name
    guard = watchdog(relay)
    try:
        names.silence()
        relay.stall()
        window.document.service.db.engine.dispose()  # as its keepalives would give it up
        started = time.monotonic()
        assert not type_command(qtbot, window, "20 goal Messi")
        assert time.monotonic() - started < 3.5  # one connection attempt (2 s), not the resolver's
        said = window.quick.error.text()
        assert said.startswith(f"The database server {NAME} cannot be reached")
        assert longest_freeze(qtbot, 3) < FREE_S
        qtbot.waitUntil(lambda: window.notice.text().startswith(LOST), timeout=15000)
    finally:
        guard.cancel()
    names.restore()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.lost, timeout=10000)
    assert type_command(qtbot, window, "20 goal Messi")
    assert [row[1] for row in log_rows(window)][-1] == "Goal: Lionel Messi"
