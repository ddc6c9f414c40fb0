"""The match library: lazy paging, sorting, filters, search as you type, delete and restore."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.helpers.cutcommit import cut_after_commit
from tests.services.test_setup import five_a_side
from tests.ui.helpers import MARKUP_NAME, shown_text
from tests.ui.setup.driving import LEFT, tick, when_modal
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.ui.library.library import PAGE, MatchLibrary


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def fill(db: Database, count: int) -> list[int]:
    """``count`` matches: Team 00 v Rovers… one a month from January 2023."""
    setup = SetupService(db)
    return [
        setup.create_match(
            five_a_side(f"Team {n:03d}", 1, dt.date(2023 + n // 12 % 3, 1 + n % 12, 1))
        )
        for n in range(count)
    ]


def test_a_large_library_is_fetched_a_page_at_a_time(qtbot, qtmodeltester, db) -> None:
    fill(db, PAGE + 30)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    assert library.objectName() == "matchLibrary"
    model = library.model
    assert model.total == PAGE + 30
    assert model.rowCount() == PAGE
    assert model.canFetchMore(model.index(-1, -1))
    library.show()
    _scroll_to_the_end(qtbot, library)  # the view asks for the next pages as the user scrolls
    assert model.rowCount() == PAGE + 30
    assert not model.canFetchMore(model.index(-1, -1))
    qtmodeltester.check(model)
    assert library.count.text() == f"{PAGE + 30} matches"


def test_sort_filter_and_search_as_you_type(qtbot, qtmodeltester, db) -> None:
    fill(db, 14)
    service = MatchService(db)
    library = MatchLibrary(service)
    qtbot.addWidget(library)
    library.show()
    model = library.model
    dates = [model.entry(r).date for r in range(model.rowCount())]
    assert dates == sorted(dates, reverse=True)
    library.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    assert [model.entry(r).home for r in range(3)] == ["Team 000", "Team 001", "Team 002"]
    library.table.sortByColumn(4, Qt.SortOrder.DescendingOrder)  # the score: not stored
    assert library.table.horizontalHeader().sortIndicatorSection() == 3
    assert model.entry(0).home == "Team 000"
    qtbot.keyClicks(library.search, "team 007")
    qtbot.waitUntil(lambda: model.rowCount() == 1)
    assert model.entry(0).home == "Team 007"
    library.search.clear()
    qtbot.waitUntil(lambda: model.rowCount() == 14)
    library.season.setCurrentIndex(library.season.findData("2022-23"))
    library.season.activated.emit(library.season.currentIndex())
    assert model.rowCount() == 6
    assert library.count.text() == "6 matches"
    library.season.setCurrentIndex(0)
    library.team.setCurrentIndex(library.team.findData("Team 003"))
    library.team.activated.emit(library.team.currentIndex())
    assert [model.entry(r).home for r in range(model.rowCount())] == ["Team 003"]
    qtmodeltester.check(model)


def test_delete_asks_first_and_can_be_undone_or_restored(qtbot, db) -> None:
    ids = fill(db, 3)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    assert library.select_match(ids[1])

    def answer(button: QMessageBox.StandardButton) -> None:
        def click(box) -> None:  # type: ignore[no-untyped-def]
            assert isinstance(box, QMessageBox) and "Team 001 v Rovers" in box.text()
            row = library.table.currentIndex().row()
            shown = library.model.index(row, 0).data()
            assert shown and f"({shown})?" in box.text()  # the day as the list writes it
            qtbot.mouseClick(box.button(button), LEFT)

        when_modal(click)

    answer(QMessageBox.StandardButton.Cancel)
    qtbot.mouseClick(library.delete_button, LEFT)
    assert library.model.total == 3
    answer(QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(library.delete_button, LEFT)
    assert library.model.total == 2
    assert library.undo_label.text() == "Deleted Team 001 v Rovers."
    qtbot.mouseClick(library.undo_button, LEFT)
    assert library.model.total == 3 and library.selected().id == ids[1]
    answer(QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(library.delete_button, LEFT)
    # A later session restores it from the deleted matches.
    tick(qtbot, library.show_deleted)
    assert [library.model.entry(r).id for r in range(library.model.rowCount())] == [ids[1]]
    assert not library.open_button.isEnabled()
    library.select_match(ids[1])
    qtbot.mouseClick(library.restore_button, LEFT)
    assert library.model.total == 0
    tick(qtbot, library.show_deleted)
    assert library.model.total == 3


def test_a_confirmed_match_is_not_deleted_and_the_window_says_why(qtbot, db, monkeypatch) -> None:
    """Regression: Delete asked the usual question and deleted a confirmed match."""
    from tracker.app import demo_text

    service = MatchService(db)
    final = service.import_text(demo_text())
    service.set_confirmed(final, True)
    fill(db, 1)
    library = MatchLibrary(service)
    qtbot.addWidget(library)
    library.show()
    asked: list[int] = []
    monkeypatch.setattr(MatchLibrary, "confirm_delete", lambda self, e: asked.append(e.id) or True)
    assert library.select_match(final)
    qtbot.mouseClick(library.delete_button, LEFT)
    assert asked == [] and library.model.total == 2 and service.exists(final)
    assert library.undo_label.text() == (
        "Not deleted: Argentina v England is confirmed and locked. To delete it, open it "
        "and reopen it first (Match › Reopen the match)."
    )
    assert not library.undo_button.isVisible()
    # Confirmed from elsewhere after the list was read: the service refuses, the window says so.
    service.set_confirmed(final, False)
    stale = MatchLibrary(service)
    qtbot.addWidget(stale)
    stale.show()
    assert stale.select_match(final)
    service.set_confirmed(final, True)
    qtbot.mouseClick(stale.delete_button, LEFT)
    assert asked == [final] and service.exists(final)
    assert stale.undo_label.text() == (
        f"Not done: match {final} is confirmed and locked; reopen it before deleting it."
    )


def test_duplicate_and_return_fixture_then_open(qtbot, db) -> None:
    [first] = fill(db, 1)
    service = MatchService(db)
    service.log(first, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    library = MatchLibrary(service)
    qtbot.addWidget(library)
    library.show()
    # Kicked off in 2023 and never ended: nobody logs it now, its log stops there.
    assert library.model.entry(0).status == "unfinished"
    library.select_match(first)
    qtbot.mouseClick(library.return_button, LEFT)
    assert library.model.total == 2
    copy = library.selected()
    assert copy is not None and (copy.home, copy.away) == ("Rovers", "Team 000")
    assert copy.status == "not started"
    library.select_match(first)
    qtbot.mouseClick(library.duplicate_button, LEFT)
    assert library.model.total == 3
    qtbot.mouseClick(library.open_button, LEFT)
    assert library.chosen == library.selected().id and library.chosen != first
    assert library.result() == library.DialogCode.Accepted


def test_ask_returns_the_match_opened(qtbot, db, monkeypatch) -> None:
    [only] = fill(db, 1)

    def choose(dialog) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(dialog, MatchLibrary)
        dialog.select_match(only)
        qtbot.mouseClick(dialog.open_button, LEFT)

    when_modal(choose)
    assert MatchLibrary.ask(None, MatchService(db)) == only


def test_enter_on_a_row_opens_it(qtbot, db) -> None:
    ids = fill(db, 2)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    library.select_match(ids[0])
    library.table.setFocus()
    library.table.setCurrentIndex(library.model.index(library.table.currentIndex().row(), 0))
    qtbot.keyClick(library.table, Qt.Key.Key_Return)
    assert library.chosen == ids[0]


def test_the_delete_key_on_a_row_asks_then_deletes(qtbot, db, monkeypatch) -> None:
    ids = fill(db, 2)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    asked: list[int] = []
    monkeypatch.setattr(MatchLibrary, "confirm_delete", lambda self, e: asked.append(e.id) or True)
    assert library.select_match(ids[0])
    library.table.setFocus()
    qtbot.keyClick(library.table, Qt.Key.Key_Delete)
    assert asked == [ids[0]] and library.model.total == 1
    # In the search box, Delete edits the text and deletes no match.
    library.search.setFocus()
    with qtbot.waitSignal(library.model.modelReset):  # the search, once typing pauses
        qtbot.keyClicks(library.search, "Team")
        library.search.setCursorPosition(0)
        qtbot.keyClick(library.search, Qt.Key.Key_Delete)
    assert library.search.text() == "eam" and asked == [ids[0]]


def test_a_match_deleted_meanwhile_is_said_not_raised(qtbot, db) -> None:
    ids = fill(db, 2)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    assert library.select_match(ids[0])
    SetupService(db).delete_match(ids[0])  # from another window, or the command line
    qtbot.mouseClick(library.edit_button, LEFT)
    assert library.undo_label.text() == (
        f"Not done: match {ids[0]} is in the trash (deleted): restore it from the library's "
        "deleted matches to use it again."
    )
    assert library.model.total == 1  # the list is read again
    assert [library.model.entry(0).id] == [ids[1]]


def _scroll_to_the_end(qtbot, library: MatchLibrary) -> None:  # type: ignore[no-untyped-def]
    """Scroll down page by page, as a user does, until every match found is fetched."""
    model = library.model
    while model.rowCount() < model.total:
        fetched = model.rowCount()
        library.table.scrollToBottom()
        qtbot.waitUntil(lambda fetched=fetched: model.rowCount() > fetched)


def test_sorting_and_search_hold_over_every_match_found_not_the_first_page(qtbot, db) -> None:
    ids = fill(db, 120)  # Team 000 … Team 119
    found = [f"Team {n:03d}" for n in range(len(ids)) if "0" in f"{n:03d}"]
    assert 2 * PAGE < len(found) < len(ids)  # three pages or more, not every match
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    model = library.model
    library.search.setText("team 0")
    qtbot.waitUntil(lambda: model.total == len(found))
    # Counted over every match found, not over the page fetched.
    assert library.count.text() == f"{len(found)} matches"
    assert model.rowCount() == PAGE
    _scroll_to_the_end(qtbot, library)
    assert sorted(model.entry(r).home for r in range(model.rowCount())) == found
    dates = [model.entry(r).date for r in range(len(found))]
    assert dates == sorted(dates, reverse=True)  # newest first across the pages
    library.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # home, Z to A
    assert model.rowCount() == PAGE  # sorted in the database: the first page again
    _scroll_to_the_end(qtbot, library)
    assert [model.entry(r).home for r in range(model.rowCount())] == found[::-1]
    library.search.clear()
    qtbot.waitUntil(lambda: model.total == len(ids))
    assert library.count.text() == f"{len(ids)} matches"


def test_a_search_finding_many_matches_asks_for_one_screenful(qtbot, db, monkeypatch) -> None:
    """However many matches a search finds, the view asks for the rows it shows only."""
    from tracker.ui.library.librarymodel import LibraryModel

    fill(db, 2 * PAGE + 20)
    asked: set[int] = set()
    data = LibraryModel.data

    def counted(self: LibraryModel, index, role=0):  # type: ignore[no-untyped-def]
        asked.add(index.row())
        return data(self, index, role)

    monkeypatch.setattr(LibraryModel, "data", counted)  # before the model is made
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    qtbot.waitExposed(library)
    table = library.table
    shown = table.viewport().height() // table.verticalHeader().defaultSectionSize() + 1
    few = sum("00" in f"{n:03d}" for n in range(2 * PAGE + 20))
    for text, found in (("team 00", few), ("team", 2 * PAGE + 20)):
        asked.clear()
        library.search.setText(text)
        qtbot.waitUntil(lambda found=found: library.model.total == found)
        qtbot.waitUntil(lambda: bool(asked))
        QApplication.processEvents()
        assert library.count.text() == f"{found} matches"
        assert max(asked) < shown < PAGE  # a screenful, not the page fetched, not all


def test_down_in_the_search_goes_to_the_matches_and_tab_leaves_the_table(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    """Down and Enter in the search field did nothing, and Tab walked the table's cells,
    never reaching Open: the first result was five Tabs away."""
    fill(db, 3)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    qtbot.waitUntil(lambda: library.model.rowCount() == 3)
    library.search.setFocus()
    qtbot.waitUntil(library.search.hasFocus)
    qtbot.keyClick(library.search, Qt.Key.Key_Down)
    assert library.table.hasFocus()
    assert [i.row() for i in library.table.selectionModel().selectedRows()] == [0]
    assert not library.table.tabKeyNavigation()


def test_the_open_match_deleted_is_said_to_be_deleted(  # type: ignore[no-untyped-def]
    make_window, demo_match: int, db_path
) -> None:
    """Deleted in the library while open, the match closed and the window said it "was
    changed elsewhere and has been reloaded"."""
    from tracker.services.setup import SetupService
    from tracker.store.db import open_database

    window = make_window()
    assert window.open_match(demo_match)
    other = open_database(str(db_path), backups=0)
    try:
        SetupService(other).delete_match(demo_match)
    finally:
        other.close()
    assert window.check_for_changes()
    assert window.document.match is None
    assert window.statusBar().currentMessage().startswith("The match was deleted")


def test_a_round_typed_in_the_window_s_language_finds_its_matches(qtbot, db, request) -> None:  # type: ignore[no-untyped-def]
    """The German window's search for "Halbfinale" found nothing: the reference match's
    stage is stored in English, "Semi-final"."""
    from tracker.cli import demo_text
    from tracker.core import i18n

    service = MatchService(db)
    service.import_text(demo_text())
    fill(db, 3)
    i18n.set_language("de")  # as start-up sets it beside Qt's catalogue
    request.addfinalizer(lambda: i18n.set_language("en"))
    library = MatchLibrary(service)
    qtbot.addWidget(library)
    library.show()
    qtbot.keyClicks(library.search, "Halbfinale")
    qtbot.waitUntil(lambda: library.model.rowCount() == 1)
    assert library.model.entry(0).home == "Argentina"
    library.search.clear()
    qtbot.keyClicks(library.search, "Semi-final")  # the stored words still find it
    qtbot.waitUntil(lambda: library.model.rowCount() == 1)


def test_a_deleted_match_is_named_with_its_teams_as_typed(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    match_id = SetupService(db).create_match(five_a_side(MARKUP_NAME, 1, dt.date(2024, 5, 1)))
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    assert library.select_match(match_id)
    when_modal(lambda box: qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), LEFT))
    qtbot.mouseClick(library.delete_button, LEFT)
    assert shown_text(library.undo_label) == f"Deleted {MARKUP_NAME} v Rovers."


def test_a_deletion_stored_as_the_connection_was_lost_is_said_done(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    """Read back, the match is out of the library: it is said deleted (and can be put
    back), not "may have been stored or not" over a list that still showed it."""
    ids = fill(db, 2)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    assert library.select_match(ids[1])
    when_modal(lambda box: qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), LEFT))
    with cut_after_commit():
        qtbot.mouseClick(library.delete_button, LEFT)
    assert library.model.total == 1
    said = library.undo_label.text()
    assert said.startswith("Deleted Team 001 v Rovers. The connection to the database"), said
    assert said.endswith("read back from the server, the change is stored.")
    assert library.undo_button.isVisible()
    tick(qtbot, library.show_deleted)
    library.select_match(ids[1])
    with cut_after_commit():
        qtbot.mouseClick(library.restore_button, LEFT)
    said = library.undo_label.text()
    assert said.startswith("Team 001 v Rovers is back in the library. The connection"), said
    assert MatchService(db).exists(ids[1])


def test_an_undone_deletion_stored_as_the_connection_was_lost_is_said_done(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    """The Undo button's restore, read back, is stored: said so, not left unsaid."""
    ids = fill(db, 2)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    assert library.select_match(ids[1])
    when_modal(lambda box: qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), LEFT))
    qtbot.mouseClick(library.delete_button, LEFT)
    with cut_after_commit():
        qtbot.mouseClick(library.undo_button, LEFT)
    assert MatchService(db).exists(ids[1]) and library.model.total == 2
    assert library.undo_label.isVisible() and not library.undo_button.isVisible()
    said = library.undo_label.text()
    assert said.startswith("Team 001 v Rovers is back in the library. The connection"), said
    assert said.endswith("read back from the server, the change is stored.")
