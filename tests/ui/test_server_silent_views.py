"""PostgreSQL: the views beside the match (a result's sheet, the records window, the
library) when the league's server goes silent: none asks it on the window's thread
once it is found out of reach, and each says so.

The silence is a relay the test stalls, as in ``test_server_silent.py``: the window's
connections are given up by the test (as their keepalives would), and a new one waits
for the connection timeout, set short here. Skipped without a server
(``TRACKER_TEST_PG``: see ``tests/helpers/postgres.py``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.helpers.matches import demo_setup
from tests.helpers.relay import Relay, relay_for
from tests.helpers.silence import FREE_S, longest_freeze, watchdog
from tests.services.test_results_import import _cup, _write
from tests.ui.helpers import type_command
from tracker.app import build_window
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.services.setup import SetupService
from tracker.store import reach
from tracker.store.db import open_database
from tracker.ui.library.library import PAGE, MatchLibrary
from tracker.ui.library.resultview import ResultSheetDialog
from tracker.ui.mainwindow import MainWindow

SHEET_LOST = "The database server does not answer: the sheet is not read again until it does."
RECORDS_LOST = "The database server does not answer: the page is not read again until it does."


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
def result_id(other: MatchService, tmp_path: Path) -> int:
    """An imported result (its sheet shows; it has no log)."""
    ResultsService(other.db).import_files([_write(tmp_path / "2030", _cup())])
    return max(e.id for e in other.library() if e.record == "result")


@pytest.fixture
def window(qtbot, tmp_path: Path, pg_url: str, relay: Relay, monkeypatch) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(relay.url(pg_url), settings, user="Ana")
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()
    window.background.wait()
    window.document.service.db.close()


def _silence(window: MainWindow, relay: Relay) -> None:
    """The relay stalls and the window's connections are given up."""
    relay.stall()
    window.document.service.db.engine.dispose()  # as its keepalives would give it up


def _in_sheet(
    qtbot, window: MainWindow, match_id: int, monkeypatch, work: Callable[[ResultSheetDialog], None]
) -> None:  # type: ignore[no-untyped-def]
    """Open the result's sheet as the library does, and do ``work`` while it shows."""
    done: list[bool] = []

    def exec_(dialog: ResultSheetDialog) -> int:
        dialog.show()
        try:
            work(dialog)
        finally:
            done.append(True)
        return 0

    monkeypatch.setattr(ResultSheetDialog, "exec", exec_)
    window.files.open_chosen(match_id)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)


def test_a_result_sheet_on_a_silent_server_rests_says_so_and_follows_again_once_it_answers(
    qtbot, window: MainWindow, other: MatchService, relay: Relay, result_id: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    # No match is open: nothing else in the window asks the server.
    assert not window.live.active

    def work(dialog: ResultSheetDialog) -> None:
        assert "Gil Green" in dialog.view.toPlainText()
        guard = watchdog(relay)
        try:
            _silence(window, relay)
            qtbot.waitUntil(lambda: dialog.message.text().startswith(SHEET_LOST), timeout=8000)
            assert dialog.message.isVisible()
            # Found out of reach once: not asked on the window's thread again.
            assert longest_freeze(qtbot, 3) < FREE_S
        finally:
            guard.cancel()
        other.delete_match(result_id)  # meanwhile, by a client still reaching the server
        relay.restore()
        # Asked off the window's thread, the server answers: the sheet follows again.
        qtbot.waitUntil(lambda: "no longer in the library" in dialog.message.text(), timeout=15000)
        assert not dialog.watch.lost  # type: ignore[union-attr]

    _in_sheet(qtbot, window, result_id, monkeypatch, work)


def test_a_result_sheet_over_a_listening_window_never_asks_a_silent_server(
    qtbot, window: MainWindow, other: MatchService, relay: Relay, result_id: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    match_id = other.create(demo_setup()).id
    assert match_id is not None and window.open_match(match_id)
    assert window.live.listening  # told of every change: the sheet asks only then

    def work(dialog: ResultSheetDialog) -> None:
        guard = watchdog(relay)
        try:
            assert longest_freeze(qtbot, 3, lambda: _silence(window, relay)) < FREE_S
        finally:
            guard.cancel()
        relay.restore()

    _in_sheet(qtbot, window, result_id, monkeypatch, work)


def test_the_records_window_on_a_silent_server_rests_and_says_so(
    qtbot, window: MainWindow, relay: Relay, result_id: int
) -> None:  # type: ignore[no-untyped-def]
    assert not window.live.active  # no match open: nothing else asks the server
    window.records.show_competitions()
    records = window.records.records_window()
    assert records.isVisible() and records.current() is not None
    records.watch.probe.probe_ms = 200
    bar = records.statusBar()
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        qtbot.waitUntil(lambda: bar.currentMessage().startswith(RECORDS_LOST), timeout=8000)
        assert longest_freeze(qtbot, 3) < FREE_S
        assert bar.currentMessage().startswith(RECORDS_LOST)  # said while it lasts
    finally:
        guard.cancel()
    relay.restore()
    # Told by the records window, the match window rests too: it answers there as well.
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    qtbot.waitUntil(
        lambda: bar.currentMessage() == "The database server answers again.", timeout=10000
    )
    records.close()


def test_the_library_opened_on_a_silent_server_is_given_up_after_one_connection_attempt(
    qtbot, window: MainWindow, relay: Relay, result_id: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shown: list[MatchLibrary] = []
    monkeypatch.setattr(MatchLibrary, "exec", lambda library: shown.append(library) or 0)
    window.files.open_match()  # the server answers: the library opens
    assert shown and shown[-1].model.rowCount() == 3
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        started = time.monotonic()
        window.files.open_match()
        # One connection attempt (2 s here), not one for each thing the library reads.
        assert time.monotonic() - started < 3.5
    finally:
        guard.cancel()
    assert len(shown) == 1
    said = window.statusBar().currentMessage()
    assert said.startswith("Cannot open the library: the database server 127.0.0.1 cannot be")


def test_the_library_is_refused_at_once_while_the_window_knows_the_server_is_lost(
    qtbot, window: MainWindow, other: MatchService, relay: Relay, result_id: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shown: list[MatchLibrary] = []
    monkeypatch.setattr(MatchLibrary, "exec", lambda library: shown.append(library) or 0)
    match_id = other.create(demo_setup()).id
    assert match_id is not None and window.open_match(match_id)
    window.clock.blow(0)  # kick-off
    window.live.probe_ms = 200
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        assert not type_command(qtbot, window, "20 goal Messi")  # finds it out
        assert window.live.lost  # the window knows
        started = time.monotonic()
        window.files.open_match()
        assert time.monotonic() - started < 0.5  # said at once, nothing tried
        assert not shown
        said = window.statusBar().currentMessage()
        assert said.startswith("Cannot open the library: the database server 127.0.0.1 cannot")
    finally:
        guard.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    window.files.open_match()  # it answers again: the library opens
    assert len(shown) == 1 and shown[0].model.rowCount() == 4


def test_the_records_window_on_a_silent_server_refuses_pages_at_once_and_shows_them_once_it_answers(
    qtbot, window: MainWindow, relay: Relay, result_id: int
) -> None:  # type: ignore[no-untyped-def]
    window.records.show_competitions()
    records = window.records.records_window()
    edition = records.current()
    assert edition is not None and edition.kind == "edition"
    records.watch.probe.probe_ms = 200
    bar = records.statusBar()
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        # The first read to find it out waits one connection attempt, no more.
        started = time.monotonic()
        records.reload.trigger()
        qtbot.waitUntil(lambda: bar.currentMessage().startswith(RECORDS_LOST), timeout=8000)
        assert time.monotonic() - started < 3.5

        def navigate() -> None:
            records.competition.teamRequested.emit("Reds")  # a team activated on the page
            records.reload.trigger()  # F5
            records.competition.teamRequested.emit("Blues")

        # Known out of reach: each page is refused at once, and the window says why.
        assert longest_freeze(qtbot, 2, navigate) < FREE_S
        assert bar.currentMessage().startswith(RECORDS_LOST)
        assert records.current() == edition
    finally:
        guard.cancel()
    relay.restore()
    # Told by the records window, the match window rests too: it answers there as well.
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    # It answers: the page asked for last shows.
    qtbot.waitUntil(lambda: records.windowTitle().startswith("Blues"), timeout=10000)
    assert records.current() is not None and records.current().kind == "team"  # type: ignore[union-attr]
    assert records.pages.currentWidget() is records.team
    records.go(-1)
    assert records.current() == edition
    records.close()


def test_the_people_search_on_a_silent_server_never_freezes_and_finds_once_it_answers(
    qtbot, window: MainWindow, relay: Relay, result_id: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from tracker.ui.records.people import PeopleDialog
    from tracker.ui.records.peoplewindow import show_people

    done: list[bool] = []

    def exec_(dialog: PeopleDialog) -> int:
        dialog.show()
        try:
            qtbot.waitUntil(lambda: dialog.model.rowCount() > 1)
            guard = watchdog(relay)
            try:
                _silence(window, relay)
                # Each pause in typing searches: none holds the window.
                for keys in ("An", "n", " Ab"):
                    assert (
                        longest_freeze(qtbot, 1, lambda k=keys: qtbot.keyClicks(dialog.search, k))
                        < FREE_S
                    )
                qtbot.waitUntil(lambda: "cannot be reached" in dialog.status.text(), timeout=8000)
                assert (
                    longest_freeze(qtbot, 1, lambda: qtbot.keyClicks(dialog.search, "l")) < FREE_S
                )
            finally:
                guard.cancel()
            relay.restore()
            # It answers: the search as typed last is read.
            qtbot.waitUntil(lambda: dialog.status.text() == "1 person", timeout=10000)
            assert dialog.model.people[0].name == "Ann Able"
        finally:
            done.append(True)
        return 0

    monkeypatch.setattr(PeopleDialog, "exec", exec_)
    show_people(window)
    assert done


LIBRARY_LOST = "The database server does not answer: the matches shown are not read again"


def test_the_library_on_a_silent_server_searches_without_freezing_and_finds_once_it_answers(
    qtbot, window: MainWindow, other: MatchService, relay: Relay, result_id: int
) -> None:  # type: ignore[no-untyped-def]
    library = MatchLibrary(window.document.service, window)
    qtbot.addWidget(library)
    library.show()
    model = library.model
    qtbot.waitUntil(lambda: model.rowCount() == 3 and not model.counting)
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        # Each pause in typing searches: none holds the window.
        for keys in ("Gr", "e", "e"):
            assert (
                longest_freeze(qtbot, 1, lambda k=keys: qtbot.keyClicks(library.search, k)) < FREE_S
            )
        qtbot.waitUntil(lambda: library.problem.text().startswith(LIBRARY_LOST), timeout=30000)
        assert library.problem.isVisible()

        def more() -> None:
            qtbot.keyClicks(library.search, "ns")
            library.show_deleted.setChecked(True)
            library.show_deleted.setChecked(False)
            library.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)

        # Known out of reach: nothing is read, and the rows shown stay.
        assert longest_freeze(qtbot, 1, more) < FREE_S
        assert model.rowCount() == 3 and library.problem.isVisible()
    finally:
        guard.cancel()
    relay.restore()
    # It answers: the search as typed last is read.
    qtbot.waitUntil(lambda: model.query.text == "Greens", timeout=10000)
    found = [model.entry(row).id for row in range(model.rowCount())]
    wanted = SetupService(other.db).library_page(model.query, 0, PAGE)
    assert found == [entry.id for entry in wanted] and len(found) == 2
    assert not library.problem.isVisible()
    library.done(0)


def test_the_library_closed_while_a_read_waits_on_a_silent_server_closes_at_once(
    qtbot, window: MainWindow, relay: Relay, result_id: int
) -> None:  # type: ignore[no-untyped-def]
    library = MatchLibrary(window.document.service, window)
    qtbot.addWidget(library)
    library.show()
    qtbot.waitUntil(lambda: not library.model.counting)
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        qtbot.keyClicks(library.search, "Greens")
        qtbot.waitUntil(lambda: library.model.reads.waiting)  # read, waiting on the silence
        started = time.monotonic()
        library.reject()
        assert time.monotonic() - started < 0.5  # the read ends on its own
        assert not library.isVisible()
    finally:
        guard.cancel()
    relay.restore()


def test_a_day_chosen_on_the_competition_view_of_a_silent_server_is_shown_once_it_answers(
    qtbot, window: MainWindow, relay: Relay, result_id: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    window.records.show_competitions()
    records = window.records.records_window()
    records.watch.probe.probe_ms = 200
    page = records.competition
    assert page.as_of_box.isEnabled() and not page.as_of_box.isChecked()
    reads: list[int] = []
    results = records.service.results
    monkeypatch.setattr(
        records.service, "results", lambda *a, **k: reads.append(1) or results(*a, **k)
    )
    bar = records.statusBar()
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        records.reload.trigger()  # finds it out (one connection attempt)
        qtbot.waitUntil(lambda: bar.currentMessage().startswith(RECORDS_LOST), timeout=8000)
        reads.clear()
        # The tables as of a day: refused at once, the window saying why.
        assert longest_freeze(qtbot, 1, lambda: page.as_of_box.setChecked(True)) < FREE_S
        assert bar.currentMessage().startswith(RECORDS_LOST) and not reads
    finally:
        guard.cancel()
    relay.restore()
    # Told by the records window, the match window rests too: it answers there as well.
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    # It answers: the page is read again, as of the day chosen.
    qtbot.waitUntil(lambda: bool(reads), timeout=10000)
    assert page.as_of_box.isChecked() and records.pages.currentWidget() is page
    records.close()


def test_the_library_given_up_on_a_silent_server_is_refused_at_once_until_it_answers(
    qtbot, window: MainWindow, relay: Relay, result_id: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shown: list[MatchLibrary] = []
    monkeypatch.setattr(MatchLibrary, "exec", lambda library: shown.append(library) or 0)
    window.live.probe_ms = 200
    guard = watchdog(relay)
    try:
        _silence(window, relay)
        window.files.open_match()  # one connection attempt: the window knows now
        assert not shown and window.live.lost
        started = time.monotonic()
        window.files.open_match()
        assert time.monotonic() - started < 0.5  # said at once, nothing tried
        said = window.statusBar().currentMessage()
        assert said.startswith("Cannot open the library: the database server 127.0.0.1 cannot")
    finally:
        guard.cancel()
    relay.restore()
    qtbot.waitUntil(lambda: not window.live.resting, timeout=10000)
    window.files.open_match()  # it answers again: the library opens
    assert len(shown) == 1 and shown[0].model.rowCount() == 3
