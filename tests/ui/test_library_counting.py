"""The library shows a query's first page at once and its count a moment later: read
off the GUI thread, never a count of an older query, never read again for a new order."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt

from tests.ui.test_library import fill
from tracker.services.errors import DatabaseError
from tracker.services.matches import MatchService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database
from tracker.ui.library.library import PAGE, MatchLibrary
from tracker.ui.library.librarymodel import LibraryModel

EVERYTHING = PAGE + 30


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """A database file: its matches are counted on another thread."""
    database = open_database(tmp_path / "library.sqlite3", backups=0)
    fill(database, EVERYTHING)  # Team 000 … Team 054
    yield database
    database.close()


def _library(qtbot: Any, db: Database) -> MatchLibrary:
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    return library


def test_the_first_page_comes_at_once_and_the_count_after(qtbot, qtmodeltester, db) -> None:
    library = _library(qtbot, db)
    model = library.model
    # Nothing has come back from the other thread yet: the page is there, not the count.
    assert model.rowCount() == PAGE and model.total is None and model.counting
    assert library.count.text() == "Counting the matches…"
    library.show()
    qtbot.waitUntil(lambda: model.total == EVERYTHING)
    assert library.count.text() == f"{EVERYTHING} matches"
    assert not model.counting
    qtmodeltester.check(model)
    library.search.setText("team 00")  # Team 000 … Team 009: less than a page
    qtbot.waitUntil(lambda: model.rowCount() == 10)
    assert model.total == 10 and library.count.text() == "10 matches"  # no count needed


def test_a_count_of_a_query_left_behind_is_dropped(qtbot, db) -> None:
    setup = SetupService(db)
    for entry in setup.library_page(LibraryQuery(), 0, PAGE + 2):
        setup.delete_match(entry.id)  # 27 deleted, 28 left: each more than a page
    library = _library(qtbot, db)
    model = library.model
    every, deleted = model.query, LibraryQuery(deleted=True)
    for query in (deleted, every, deleted):  # each counted after the one before
        model.set_query(query)
    counts: list[int | None] = []
    model.counted.connect(lambda: counts.append(model.total))
    qtbot.waitUntil(lambda: not model.counting)
    assert counts == [PAGE + 2]  # once, the last query's: the three before it dropped
    assert library.count.text() == f"{PAGE + 2} deleted matches"
    library.close()  # waits for nothing left running
    assert library.background.pool.activeThreadCount() == 0


def test_another_order_is_not_counted_again(qtbot, db, monkeypatch) -> None:
    library = _library(qtbot, db)
    model = library.model
    qtbot.waitUntil(lambda: model.total == EVERYTHING)
    asked: list[LibraryQuery] = []
    count = SetupService.library_count
    monkeypatch.setattr(
        SetupService, "library_count", lambda self, q: asked.append(q) or count(self, q)
    )
    library.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    assert model.entry(0).home == "Team 000" and model.total == EVERYTHING
    assert not model.counting and asked == []
    assert library.count.text() == f"{EVERYTHING} matches"


def test_the_library_opens_with_one_read_of_its_first_page(qtbot, db, monkeypatch) -> None:
    """Turning sorting on asks the model to sort as it already does: nothing is read."""
    pages: list[int] = []
    page = SetupService.library_page
    monkeypatch.setattr(
        SetupService,
        "library_page",
        lambda self, q, offset, limit: pages.append(offset) or page(self, q, offset, limit),
    )
    library = _library(qtbot, db)
    assert pages == [0]
    qtbot.waitUntil(lambda: not library.model.counting)


def test_a_count_that_fails_leaves_what_is_sure(qtbot, db, monkeypatch) -> None:
    def busy(_self: SetupService, _query: LibraryQuery) -> int:
        raise DatabaseError("the database is busy")

    monkeypatch.setattr(SetupService, "library_count", busy)
    library = _library(qtbot, db)
    qtbot.waitUntil(lambda: not library.model.counting)
    assert library.model.total is None
    assert library.count.text() == f"At least {PAGE} matches"
    assert library.model.canFetchMore(library.model.index(-1, -1))


Work = Callable[[], Any]


def test_reading_to_the_end_counts_before_the_count_comes(qtbot, db) -> None:
    held: list[tuple[Work, Callable[[Any], None]]] = []
    model = LibraryModel(
        SetupService(db), None, lambda work, done, _failed: held.append((work, done))
    )
    model.set_query(LibraryQuery())
    counted: list[int | None] = []
    model.counted.connect(lambda: counted.append(model.total))
    assert model.total is None and len(held) == 1
    while model.canFetchMore(model.index(-1, -1)):
        model.fetchMore(model.index(-1, -1))
    assert model.rowCount() == EVERYTHING
    assert counted == [EVERYTHING]  # the last page read was short: that is every match
    work, done = held.pop()
    done(work())  # the count comes after all
    assert counted == [EVERYTHING, EVERYTHING]
    assert not model.canFetchMore(model.index(-1, -1))


def test_a_count_waits_for_its_page_to_be_painted_and_only_the_last_is_read(
    qtbot, db, monkeypatch
) -> None:
    paints: list[int] = []

    class Watch(QObject):
        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                paints.append(1)
            return False

    asked: list[tuple[LibraryQuery, int]] = []
    count = SetupService.library_count
    monkeypatch.setattr(
        SetupService,
        "library_count",
        lambda self, q: asked.append((q, len(paints))) or count(self, q),
    )
    library = _library(qtbot, db)
    watch = Watch()
    library.table.viewport().installEventFilter(watch)
    library.show()
    qtbot.waitExposed(library)
    qtbot.waitUntil(lambda: not library.model.counting)
    asked.clear()
    before = len(paints)
    library.model.set_query(LibraryQuery(text="team"))
    library.model.set_query(LibraryQuery(text="rovers"))
    assert asked == [] and library.background.pool.activeThreadCount() == 0  # page first
    with qtbot.waitSignal(library.model.counted):
        pass
    # Once, for the query shown, after its page was painted: the first was left unread.
    assert [q for q, _ in asked] == [LibraryQuery(text="rovers")]
    assert asked[0][1] > before
    assert library.count.text() == f"{EVERYTHING} matches"
