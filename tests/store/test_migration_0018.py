"""Schema 0018 (SQLite): the library counts a search's matches through a trigram index
of the search text, which holds the library's matches (not the deleted ones) however
they are written, and gives the counts a reading of every match gives."""

from __future__ import annotations

import dataclasses
import datetime as dt
import sqlite3
from pathlib import Path

import pytest

from tests.services.test_setup import five_a_side
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database
from tracker.store.results import library

QUERIES = (
    LibraryQuery(text="rovers"),
    LibraryQuery(text="united"),
    LibraryQuery(text="Münster"),  # folded as stored: "munster"
    LibraryQuery(text="ster rov"),  # parts of words, two of them
    LibraryQuery(text="united 7"),  # a word too short for the index
    LibraryQuery(text="un"),
    LibraryQuery(text='"x'),
    LibraryQuery(text="rovers", team="Münster United 4"),
    LibraryQuery(text="united", season="2023-24"),
    LibraryQuery(text="united", deleted=True),
)


def _fill(db: Database) -> list[int]:
    setup = SetupService(db)
    names = ("Münster United", "Rovers", "Lisbon United", "Ashford Rovers")
    return [
        setup.create_match(
            five_a_side(f"{names[n % 4]} {n % 9}", 1, dt.date(2023 + n % 3, 1 + n % 12, 1))
        )
        for n in range(24)
    ]


def _counts(db: Database) -> list[int]:
    setup = SetupService(db)
    return [setup.library_count(q) for q in QUERIES]


def _read_all(db: Database, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The counts read from every match, without the index."""
    with monkeypatch.context() as patched:
        patched.setattr(library, "_has_search_index", lambda _session: False)
        return _counts(db)


def _indexed(path: Path) -> list[int]:
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT rowid FROM match_search ORDER BY rowid").fetchall()
    connection.close()
    return [r[0] for r in rows]


def test_a_library_of_before_gets_the_index_and_counts_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite3"
    db = open_database(path, backups=0)
    ids = _fill(db)
    SetupService(db).delete_match(ids[0])
    before = _read_all(db, monkeypatch)
    db.close()
    with sqlite3.connect(path) as connection:  # as 0017 left it: no index
        for trigger in ("insert", "delete", "update"):
            connection.execute(f"DROP TRIGGER match_search_{trigger}")
        connection.execute("DROP TABLE match_search")
        connection.execute("UPDATE alembic_version SET version_num = '0017'")
    connection.close()
    db = open_database(path, backups=0)
    try:
        assert _indexed(path) == ids[1:]  # the deleted match is not in it
        assert _counts(db) == before
        assert before[0] > 0 and before[-1] == 1  # the deleted match is still found
    finally:
        db.close()


def test_the_index_follows_every_change_to_the_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "library.sqlite3"
    db = open_database(path, backups=0)
    try:
        ids = _fill(db)
        setup = SetupService(db)
        setup.delete_match(ids[1])
        setup.delete_match(ids[2])
        setup.restore_match(ids[2])
        renamed = setup.match(ids[3])
        setup.edit_details(
            dataclasses.replace(renamed, home=dataclasses.replace(renamed.home, name="Zennor"))
        )
        with db.writing() as session:  # whatever writes the table (here a bare DELETE)
            session.connection().exec_driver_sql(f"DELETE FROM match WHERE id = {ids[4]}")
        assert _indexed(path) == [i for i in ids if i not in (ids[1], ids[4])]
        assert _counts(db) == _read_all(db, monkeypatch)
        assert setup.library_count(LibraryQuery(text="zennor")) == 1
        assert setup.library_count(LibraryQuery(text="zennor", deleted=True)) == 0
    finally:
        db.close()
