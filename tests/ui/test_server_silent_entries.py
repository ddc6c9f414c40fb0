"""PostgreSQL: the window's ways into the library, the records and its other dialogs
once it knows its league server went silent: each is refused at once, saying so,
instead of reading on the window's thread (each read would hold it for the
connection timeout), and works again once the server answers.

The silence is a relay the test stalls, as in ``test_server_silent.py``; a watchdog
ends it should the window wait on it anyway. Skipped without a server
(``TRACKER_TEST_PG``: see ``tests/helpers/postgres.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from tests.helpers.matches import HOME, demo_setup
from tests.helpers.relay import Relay, relay_for
from tests.helpers.silence import FREE_S, longest_freeze, watchdog
from tests.services.test_results_import import _cup, _write
from tests.ui.helpers import type_command
from tracker.app import build_window
from tracker.core.match.events import Goal
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.store import reach
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

#: How a refusal goes on, after what could not be done: the words of a read that found
#: the server out of reach.
UNREACHABLE = ": the database server 127.0.0.1 cannot be reached"


@pytest.fixture
def other(pg_url: str, tmp_path: Path) -> Iterator[MatchService]:
    """A client beside the window, straight to the server; the library holds a cup's
    results (its competition view and team pages)."""
    service = MatchService(open_database(pg_url), author="Bob")
    ResultsService(service.db).import_files([_write(tmp_path / "2030", _cup())])
    yield service
    service.db.close()


@pytest.fixture
def relay(pg_url: str) -> Iterator[Relay]:
    yield from relay_for(pg_url)


@pytest.fixture
def window(
    qtbot, tmp_path: Path, pg_url: str, other: MatchService, relay: Relay, monkeypatch
) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The window, a match open and kicked off (its first player selected)."""
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(relay.url(pg_url), settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    # The user is in the middle of nothing (a dialog left by an earlier test would
    # hold every reload back).
    monkeypatch.setattr(type(window.live), "busy", staticmethod(lambda: False))
    match_id = other.create(demo_setup()).id
    assert match_id is not None and window.open_match(match_id)
    window.clock.blow(0)  # kick-off
    match = window.document.match
    assert match is not None
    window.select_player(match.home.squad[0].pid)
    window.live.probe_ms = 200
    yield window
    window.close()
    window.background.wait()
    window.document.service.db.close()


class Dialogs:
    """Closes each modal dialog or popup as it shows, noting its class."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._close)
        self._timer.start()

    def _close(self) -> None:
        for shown in (QApplication.activeModalWidget(), QApplication.activePopupWidget()):
            if shown is not None:
                self.seen.append(type(shown).__name__)
                shown.close()

    def stop(self) -> None:
        self._timer.stop()
        self._close()


@pytest.fixture
def dialogs() -> Iterator[Dialogs]:
    dialogs = Dialogs()
    yield dialogs
    dialogs.stop()


def _lose(qtbot, window: MainWindow, relay: Relay) -> None:  # type: ignore[no-untyped-def]
    """The relay stalls, the window's connections are given up (as their keepalives
    would), and a goal typed finds the server out of reach: the window knows."""
    relay.stall()
    window.document.service.db.engine.dispose()
    assert not type_command(qtbot, window, "20 goal Messi")
    assert window.live.lost


#: Each entry, and the words its refusal begins with.
ENTRIES = [
    ("open", "Cannot open the library"),
    ("competitions", "Records"),
    ("team_home", "Records"),
    ("team_away", "Records"),
    ("player_page", "Records"),
    ("export", "Cannot export"),
    ("print", "Cannot print"),
    ("new", "Cannot create the match"),
    ("demo", "Cannot load the demo match"),
    ("import", "Cannot import"),
    ("people_review", "Cannot review the names"),
]


@pytest.mark.parametrize(("name", "what"), ENTRIES)
def test_an_entry_chosen_while_the_window_knows_its_server_is_silent_is_refused_at_once(
    qtbot, window: MainWindow, relay: Relay, dialogs: Dialogs, name: str, what: str
) -> None:  # type: ignore[no-untyped-def]
    action = window.actions_[name]
    bar = window.statusBar()
    guard = watchdog(relay)
    try:
        _lose(qtbot, window, relay)
        bar.clearMessage()
        assert longest_freeze(qtbot, 1, action.trigger) < FREE_S
        assert bar.currentMessage().startswith(what + UNREACHABLE)
        assert not dialogs.seen  # nothing opened
    finally:
        guard.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    # It answers: the same entry works.
    if name == "demo":  # the demo's set-up is the match open: closed, it opens it again
        window.actions_["close"].trigger()
        qtbot.waitUntil(lambda: window.document.match_id is None)
        dialogs.seen.clear()
    bar.clearMessage()
    match_id = window.document.match_id
    action.trigger()
    # A dialog showed, the records window, or the demo match opened.
    records = window.records.records_window
    qtbot.waitUntil(
        lambda: bool(dialogs.seen) or records().isVisible() or window.document.match_id != match_id
    )
    assert UNREACHABLE not in bar.currentMessage()


def test_the_window_activated_while_its_server_is_silent_does_not_ask_it(
    qtbot, window: MainWindow, other: MatchService, relay: Relay
) -> None:  # type: ignore[no-untyped-def]
    elsewhere = QWidget()  # another window of the application
    qtbot.addWidget(elsewhere)
    guard = watchdog(relay)
    try:
        _lose(qtbot, window, relay)
        elsewhere.show()
        elsewhere.activateWindow()
        qtbot.waitUntil(lambda: not window.isActiveWindow())
        # Back to the match window: the match is not read again on its thread.
        assert longest_freeze(qtbot, 1, window.activateWindow) < FREE_S
        assert window.isActiveWindow()
    finally:
        guard.cancel()
    match_id = window.document.match_id
    assert match_id is not None
    match = window.document.match
    assert match is not None
    scorer = match.home.squad[10].pid
    other.log(match_id, Goal(time=MatchTime(Period.FIRST_HALF, 30), side=HOME, scorer=scorer))
    relay.restore()
    # It answers: the window reads the match again, the goal logged meanwhile shown.
    qtbot.waitUntil(lambda: len(window.document.events) == 1, timeout=10000)


RECORDS_LOST = "The database server does not answer: the page is not read again until it does."


def test_a_server_the_records_window_found_silent_is_not_asked_by_the_library_first_open(
    qtbot, tmp_path: Path, pg_url: str, other: MatchService, relay: Relay, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from tracker.ui.library.library import MatchLibrary

    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(relay.url(pg_url), settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    shown: list[MatchLibrary] = []
    monkeypatch.setattr(MatchLibrary, "exec", lambda library: shown.append(library) or 0)
    window.live.probe_ms = 200
    window.actions_["competitions"].trigger()  # no match open: the latest edition
    records = window.records.records_window()
    assert records.isVisible() and records.current() is not None
    records.watch.probe.probe_ms = 200
    bar = window.statusBar()
    guard = watchdog(relay)
    try:
        relay.stall()
        window.document.service.db.engine.dispose()
        records.reload.trigger()  # F5: finds it out (one connection attempt)
        qtbot.waitUntil(
            lambda: records.statusBar().currentMessage().startswith(RECORDS_LOST), timeout=8000
        )
        assert window.live.lost  # the match window knows too
        # The library's first open: refused at once, nothing read on the window's thread.
        assert longest_freeze(qtbot, 1, window.actions_["open"].trigger) < FREE_S
        assert bar.currentMessage().startswith("Cannot open the library" + UNREACHABLE)
        assert not shown
    finally:
        guard.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    window.actions_["open"].trigger()  # it answers: the library opens
    assert len(shown) == 1 and shown[0].model.rowCount() == 3
    # The records window finds it answering too (its probe not left asking as it closes).
    qtbot.waitUntil(lambda: not records.watch.lost, timeout=10000)
    records.close()
    window.close()
    window.background.wait()
    window.document.service.db.close()


def test_a_records_window_open_as_the_match_window_finds_its_server_silent_asks_it_no_more(
    qtbot, window: MainWindow, relay: Relay
) -> None:  # type: ignore[no-untyped-def]
    window.actions_["competitions"].trigger()
    records = window.records.records_window()
    assert records.isVisible() and records.current() is not None
    records.watch.probe.probe_ms = 200
    bar = records.statusBar()
    guard = watchdog(relay)
    try:
        _lose(qtbot, window, relay)
        # Told by the match window: its pages are not read on the window's thread.
        assert bar.currentMessage().startswith(RECORDS_LOST)
        assert longest_freeze(qtbot, 1, records.reload.trigger) < FREE_S  # F5
        assert bar.currentMessage().startswith(RECORDS_LOST)
    finally:
        guard.cancel()
    relay.restore()
    # It answers: the page asked for last (F5) is read again.
    qtbot.waitUntil(lambda: not records.watch.lost, timeout=10000)
    assert not bar.currentMessage().startswith(RECORDS_LOST)
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    records.close()


LIBRARY_LOST = "The database server does not answer: the matches shown are not read again"


def test_the_library_s_records_button_on_a_silent_server_reads_nothing_and_tells_the_window(
    qtbot, window: MainWindow, relay: Relay, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMenu

    from tracker.ui.library.library import MatchLibrary

    menus: list[list[str]] = []

    def pages_menu(library: MatchLibrary) -> list[str]:
        """Click the Records button: the texts of the menu it shows (then closed)."""
        qtbot.mouseClick(library.records_button, Qt.MouseButton.LeftButton)
        menu = library.findChild(QMenu, "libraryPagesMenu")
        assert menu is not None
        texts = [action.text() for action in menu.actions() if action.text()]
        menu.close()
        return texts

    def exec_(library: MatchLibrary) -> int:
        library.show()
        qtbot.waitUntil(lambda: library.model.rowCount() == 4 and not library.model.counting)
        library.table.selectRow(library.model.rowCount() - 1)  # a result of the cup
        if menus:  # opened again, the server answering
            menus.append(pages_menu(library))
            return 0
        guard = watchdog(relay)
        try:
            relay.stall()
            window.document.service.db.engine.dispose()
            qtbot.keyClicks(library.search, "Gr")  # finds it out, off the window's thread
            qtbot.waitUntil(lambda: library.problem.text().startswith(LIBRARY_LOST), timeout=30000)
            assert window.live.lost  # the window is told
            texts: list[str] = []
            assert longest_freeze(qtbot, 1, lambda: texts.extend(pages_menu(library))) < FREE_S
            menus.append(texts)
        finally:
            guard.cancel()
        return 0

    monkeypatch.setattr(MatchLibrary, "exec", exec_)
    window.actions_["open"].trigger()
    assert menus and not any(text.startswith("Team page") for text in menus[0])
    assert any("does not answer" in text for text in menus[0])
    # Closed: the Records menu is refused at once, the window knowing.
    bar = window.statusBar()
    assert longest_freeze(qtbot, 1, window.actions_["competitions"].trigger) < FREE_S
    assert bar.currentMessage().startswith("Records" + UNREACHABLE)
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    window.actions_["open"].trigger()  # it answers: the Records button lists the pages
    assert len(menus) == 2 and any(text.startswith("Team page") for text in menus[1])
