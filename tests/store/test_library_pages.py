"""The library's pages of a search: a word found on few matches reads them through the
trigram index, by id, instead of every match in order; the pages are the same either way."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import event

from tests.store.test_migration_0018 import QUERIES, _fill
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database
from tracker.store.results import library


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "library.sqlite3", backups=0)
    ids = _fill(database)
    SetupService(database).delete_match(ids[0])
    yield database
    database.close()


def _pages(db: Database, query: LibraryQuery) -> list[int]:
    setup = SetupService(db)
    return [e.id for offset in range(0, 30, 4) for e in setup.library_page(query, offset, 4)]


def _orders(query: LibraryQuery) -> Iterator[LibraryQuery]:
    for sort, descending in (("date", True), ("date", False), ("home", False)):
        yield dataclasses.replace(query, sort=sort, descending=descending)


@pytest.mark.parametrize("few", [3, 200])  # many matches found, and few
def test_a_search_pages_the_same_through_the_index_or_not(
    db: Database, monkeypatch: pytest.MonkeyPatch, few: int
) -> None:
    monkeypatch.setattr(library, "_FEW", few)
    queries = [*QUERIES, LibraryQuery(text="nowhere"), LibraryQuery(text="rovers 4")]
    indexed = {q: _pages(db, q) for query in queries for q in _orders(query)}
    with monkeypatch.context() as patched:
        patched.setattr(library, "_has_search_index", lambda _session: False)
        read_all = {q: _pages(db, q) for q in indexed}
    assert indexed == read_all
    assert indexed[LibraryQuery(text="rovers")]  # each kind finds some
    assert indexed[LibraryQuery(text="nowhere")] == []


def test_a_word_found_on_few_matches_reads_them_by_id(db: Database) -> None:
    said: list[str] = []

    def heard(_conn, _cursor, statement: str, *_args) -> None:  # type: ignore[no-untyped-def]
        said.append(statement)

    event.listen(db.engine, "before_cursor_execute", heard)
    try:
        SetupService(db).library_page(LibraryQuery(text="münster"), 0, 25)
    finally:
        event.remove(db.engine, "before_cursor_execute", heard)
    pages = [s.replace('"', "") for s in said if "home_score" in s]
    assert len(pages) == 1
    assert "match.id IN (SELECT rowid FROM match_search" in pages[0]
