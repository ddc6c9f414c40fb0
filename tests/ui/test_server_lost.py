"""PostgreSQL: the window when the league's server goes away mid-match.

The server is taken away by a relay the test cuts (:class:`tests.helpers.relay.Relay`).
Skipped without a server (``TRACKER_TEST_PG``: see ``tests/helpers/postgres.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.helpers import postgres
from tests.helpers.matches import demo_setup
from tests.helpers.relay import Relay
from tests.ui.helpers import log_rows, type_command
from tracker.app import build_window
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def pg_url() -> Iterator[str]:
    with postgres.fresh_database() as url:
        yield url


@pytest.fixture
def other(pg_url: str) -> Iterator[MatchService]:
    """A client beside the window, straight to the server."""
    service = MatchService(open_database(pg_url), author="Bob")
    yield service
    service.db.close()


@pytest.fixture
def relay(pg_url: str) -> Iterator[Relay]:
    relay = Relay.to(pg_url)
    yield relay
    relay.close()


@pytest.fixture
def window(
    qtbot, tmp_path: Path, pg_url: str, other: MatchService, relay: Relay
) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    match_id = other.create(demo_setup()).id
    assert match_id is not None
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(relay.url(pg_url), settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    assert window.open_match(match_id)
    window.clock.blow(0)  # kick-off
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
    assert type_command(qtbot, window, "20 goal Messi")
    assert [row[1] for row in log_rows(window)][-1] == "Goal: Lionel Messi"
    assert len(other.load(match_id)[1]) == 2
