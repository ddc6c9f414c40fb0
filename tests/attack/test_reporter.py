"""The reporter role may not notify the open windows nor create temporary tables.

Issue 23, item 11: on a league's server a reporter could ``pg_notify`` (spurious
re-reads in every open window) and create temporary tables. The roles doc's grants
(``docs/postgresql-roles.md``, run here as written) now refuse both, and the
``tracker_notify`` function the app announces changes with; while a secretary's
changes still reach every window. A bare ``NOTIFY``, which no privilege stops, costs
a window one read of the named matches' revisions and nothing more.
"""

from __future__ import annotations

import select
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import ProgrammingError

from tests.helpers import postgres
from tests.helpers.calls import count_calls
from tests.test_cli import run
from tracker.store.match.live import Listener


@pytest.fixture
def league() -> Iterator[str]:
    """A league database with the demo match, its roles granted as the doc says."""
    with postgres.fresh_database() as url:
        assert run("demo", db=url).returncode == 0
        postgres.create_roles(url)
        yield url


@pytest.mark.parametrize(
    "statement",
    [
        "SELECT pg_notify('match_tracker', '1')",
        "SELECT tracker_notify(1)",
        "CREATE TEMPORARY TABLE spy (x integer)",
    ],
)
def test_the_reporter_may_not(league: str, statement: str) -> None:
    engine = create_engine(postgres.login(league, postgres.REPORTER))
    try:
        with engine.connect() as connection, pytest.raises(ProgrammingError) as refused:
            connection.execute(text(statement))
        assert "permission denied" in str(refused.value)
    finally:
        engine.dispose()


def test_the_secretary_s_changes_are_still_announced(league: str) -> None:
    from tracker.store.db import open_database
    from tracker.store.match.live import Listener

    database = open_database(league, backups=0)
    listener = Listener(database.engine)
    try:
        secretary = postgres.login(league, postgres.SECRETARY)
        assert run("confirm", "1", db=secretary).returncode == 0
        heard: set[int] = set()
        deadline = time.monotonic() + 10
        while 1 not in heard and time.monotonic() < deadline:
            select.select([listener], [], [], 0.5)  # wakes when a notice arrives
            heard |= set(listener.take())
        assert 1 in heard
    finally:
        listener.close()
        database.close()


def _bare_notify(url: str, payload: str) -> None:
    """``NOTIFY match_tracker, payload`` as the reporter, as typed in ``psql``."""
    engine = create_engine(postgres.login(url, postgres.REPORTER), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql(f"NOTIFY match_tracker, '{payload}'")
    finally:
        engine.dispose()


def _heard(listener: Listener, within_s: float = 10) -> list[int]:
    """What the listener hears within a few seconds (waking when a notice arrives)."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        select.select([listener], [], [], 0.5)
        if named := listener.take():
            return named
    return []


def test_a_reporter_s_bare_notify_is_checked_and_believed_only_after_a_change(
    league: str,
) -> None:
    from tracker.services.watch import MatchWatch
    from tracker.store.db import open_database

    database = open_database(league, backups=0)
    watch = MatchWatch(database)
    listener = watch.listen()
    try:
        _bare_notify(league, "1")  # no privilege stops it: it arrives ...
        named = _heard(listener)
        assert named == [1]
        assert watch.confirm(named) == []  # ... and is not believed: nothing moved
        assert watch.checks == 1
        secretary = postgres.login(league, postgres.SECRETARY)
        assert run("confirm", "1", db=secretary).returncode == 0
        named = _heard(listener)
        assert watch.confirm(named) == [1]  # a secretary's change is
    finally:
        listener.close()
        database.close()


def test_a_reporter_s_bare_notify_refreshes_no_window(
    qtbot, league: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QSettings

    from tracker.app import build_window

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(league, settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    try:
        assert window.open_match(1)
        assert window.live.listening
        qtbot.waitUntil(window.isActiveWindow)  # its activation's own look is done
        watch = window.document.watch
        watch.checks = 0
        stamps = count_calls(watch, "stamp", monkeypatch)
        opens = count_calls(window.document.service, "open", monkeypatch)
        told: list[list[int]] = []
        window.live.matchesChanged.connect(told.append)
        heard = window.live.heard
        # A forged notice naming the open match, then one naming a match not open.
        for count, payload in enumerate(("1", "2"), start=1):
            _bare_notify(league, payload)
            # Until the window took it up (checked it, or believed it).
            qtbot.waitUntil(
                lambda count=count: watch.checks == count or len(told) == count, timeout=10000
            )
        # One cheap read each, and nothing else: no match read again, no view refreshed.
        assert (stamps[0], opens[0], told, window.live.heard) == (0, 0, [], heard)
        assert not window.live.pending
        assert window.document.match is not None and not window.document.match.confirmed
        # A secretary's real change still shows.
        secretary = postgres.login(league, postgres.SECRETARY)
        assert run("confirm", "1", db=secretary).returncode == 0
        qtbot.waitUntil(
            lambda: window.document.match is not None and window.document.match.confirmed,
            timeout=10000,
        )
        assert opens[0] == 1 and told == [[1]]
    finally:
        window.close()
        window.background.wait()
        window.document.service.db.close()
