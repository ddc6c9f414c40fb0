"""Test configuration: offscreen Qt, bounded hypothesis profiles, temporary databases."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The window and the command line speak the locale's language: the tests read English
# whatever the machine's (a test of another language sets its own).
os.environ.pop("LANGUAGE", None)
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)
os.environ["LANG"] = "C.UTF-8"

import pytest
from hypothesis import HealthCheck, settings

from tests.helpers import backends, freshschema

if TYPE_CHECKING:
    from tracker.services.matches import MatchService

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.register_profile(
    "thorough", max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that uses a QApplication as ``gui``."""
    for item in items:
        if {"qapp", "qtbot"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(autouse=True, scope="session")
def _new_sqlite_databases_copied() -> Iterator[None]:
    """New SQLite databases copied from the first one migrated (tests/helpers/freshschema.py)."""
    with freshschema.installed():
        yield


@pytest.fixture(autouse=True)
def _real_migrations(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test marked ``real_migrations`` runs every migration on each new database."""
    if request.node.get_closest_marker("real_migrations") is None:
        yield
        return
    freshschema.enabled = False
    try:
        yield
    finally:
        freshschema.enabled = True


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """Keep every test away from the user's real database, settings and logs."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))
    monkeypatch.delenv("TRACKER_DB", raising=False)


@pytest.fixture(autouse=True)
def _language_restored() -> Iterator[None]:
    """Give the next test the language of the messages outside the window as this one
    found it: a window built in German sets it, and a test run after it in the same
    process once read German where it expected English."""
    from tracker.core import i18n

    before = i18n.language()
    yield
    i18n.set_language(before)


#: How long one modal dialog may stay open in a test before it is closed and the test
#: failed: a dialog nobody answers (a test answering an entry point the window no longer
#: calls, a poke that waits on itself) would otherwise hold its worker until CI's limit,
#: which pytest-timeout cannot end from inside a dialog's event loop.
MODAL_LIMIT_S = 120


@pytest.fixture(autouse=True)
def _modal_watchdog() -> Iterator[None]:
    """Close a modal dialog left unanswered for :data:`MODAL_LIMIT_S`; fail its test."""
    if "PySide6.QtWidgets" not in sys.modules:
        yield
        return
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        yield
        return
    seen: dict[str, object] = {}
    unanswered: list[str] = []

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or modal is not seen.get("modal"):
            seen.update(modal=modal, since=time.monotonic())
            return
        since = seen["since"]
        assert isinstance(since, float)
        if time.monotonic() - since > MODAL_LIMIT_S:
            unanswered.append(f"{type(modal).__name__} {modal.windowTitle()!r}")
            modal.close()
            if modal.isVisible() and hasattr(modal, "reject"):
                modal.reject()
            seen.clear()

    timer = QTimer()
    timer.setInterval(1000)
    timer.timeout.connect(look)
    timer.start()
    try:
        yield
    finally:
        timer.stop()
    if unanswered:
        pytest.fail(f"a modal dialog waited {MODAL_LIMIT_S} s unanswered: {unanswered}")


@pytest.fixture(autouse=True)
def _input_released() -> Iterator[None]:
    """Give the next test an application where no popup is open and no mouse button is
    held. A double click that opens another page leaves its last release unseen, and a
    menu key leaves the menu open: the window then believes the user is busy (a drag, a
    menu) and holds back every reload, so a later test in the same process waited for
    a reload that never came."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    if QApplication.instance() is None:
        return
    for _ in range(10):  # a menu's submenu is a popup of its own
        popup = QApplication.activePopupWidget()
        if popup is None or not popup.close():
            break
    held = QApplication.mouseButtons()
    if held == Qt.MouseButton.NoButton:
        return
    target = QWidget()
    target.show()
    for button in (
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.RightButton,
        Qt.MouseButton.MiddleButton,
    ):
        if held & button:
            QTest.mouseRelease(target, button, pos=QPoint(1, 1))
    target.close()
    target.deleteLater()


@pytest.fixture(params=backends.backend_params())
def backend(request: pytest.FixtureRequest) -> str:
    """The database backend a test runs on: ``sqlite`` and ``postgresql`` in turn.

    The PostgreSQL case needs a server (``TRACKER_TEST_PG``): without one it is
    skipped with the reason, and fails on CI.
    """
    name: str = request.param
    if name == "postgresql":
        backends.postgres_or_skip()
    return name


@pytest.fixture
def db_url(backend: str, tmp_path: Path) -> Iterator[str]:
    """The URL of a fresh database at the newest schema on each backend (dropped after)."""
    url = backends.new_url(backend, tmp_path)
    yield url
    backends.release(url)


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A new, empty database on the test server (``TRACKER_TEST_PG``; skipped without
    one, failed on CI), dropped after: for the tests that are about PostgreSQL only."""
    from tests.helpers import postgres

    with postgres.fresh_database() as url:
        yield url


@pytest.fixture
def empty_db_url(backend: str, tmp_path: Path) -> Iterator[str]:
    """The URL of a fresh, empty database (no schema yet) on each backend."""
    url = backends.new_url(backend, tmp_path, migrated=False)
    yield url
    backends.release(url)


@pytest.fixture
def service(tmp_path: Path) -> Iterator[MatchService]:
    """A match service over a fresh SQLite database of the test's own (closed after)."""
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database

    database = open_database(str(tmp_path / "matches.sqlite3"), backups=0)
    try:
        yield MatchService(database)
    finally:
        database.close()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Drop the databases the run made on the PostgreSQL server."""
    backends.shutdown()
