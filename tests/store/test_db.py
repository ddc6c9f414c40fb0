"""Opening a database: durability settings, migrations, refusals, locations."""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.helpers.matches import demo
from tracker.services.matches import MatchService
from tracker.store.db import (
    Database,
    DatabaseError,
    current_revision,
    default_path,
    head_revision,
    open_database,
    resolve_url,
)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder / "matches.sqlite3"


@pytest.fixture
def db(path: Path) -> Iterator[Database]:
    database = open_database(path)
    yield database
    database.close()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _newer(path: Path, *, wal: bool) -> None:
    """A database file as a newer Match Tracker would leave it."""
    database = open_database(path)
    MatchService(database).import_match(*demo())
    database.close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    if not wal:
        assert connection.execute("PRAGMA journal_mode = DELETE").fetchone() == ("delete",)
    connection.close()
    assert path.read_bytes()[18] == (2 if wal else 1)


def test_every_connection_is_wal_with_full_sync_and_foreign_keys(db: Database) -> None:
    with ExitStack() as stack:
        connections = [stack.enter_context(db.engine.connect()) for _ in range(3)]
        raw = {id(c.connection.dbapi_connection) for c in connections}
        assert len(raw) == 3  # three distinct SQLite connections, each set up on connect
        for connection in connections:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_the_file_itself_is_in_wal_mode(path: Path, db: Database) -> None:
    MatchService(db).import_match(*demo())
    header = path.read_bytes()[:20]
    assert header[:16] == b"SQLite format 3\x00"
    assert (header[18], header[19]) == (2, 2)  # read and write versions 2: WAL


def test_a_new_file_gets_every_migration(path: Path, db: Database) -> None:
    assert head_revision() == "0023"
    assert current_revision(db.engine) == head_revision()
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0023",)
        ]
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        event_sql = connection.execute(
            "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'event'"
        ).fetchone()[0]
    connection.close()
    assert {"team", "team_player", "match", "match_player", "event"} <= tables
    # Ids are never reused, and a match's sequence numbers are unique.
    assert "AUTOINCREMENT" in event_sql
    assert "UNIQUE (match_id, seq)" in event_sql


def test_opening_twice_does_not_migrate_again(path: Path) -> None:
    open_database(path).close()
    before = _digest(path)
    open_database(path).close()
    assert _digest(path) == before


@pytest.mark.parametrize("wal", [True, False], ids=["wal", "rollback-journal"])
def test_a_database_from_a_newer_version_is_refused_untouched(path: Path, wal: bool) -> None:
    _newer(path, wal=wal)
    before = _digest(path)
    with pytest.raises(DatabaseError) as caught:
        open_database(path)
    message = str(caught.value)
    assert "newer version of Match Tracker" in message
    assert "9999_from_the_future" in message
    assert "left untouched" in message
    assert "\n" not in message
    assert _digest(path) == before
    # A read-only look may leave SQLite's shared-memory index, but nothing is written.
    wal = path.with_name(path.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    assert not path.with_name(path.name + "-journal").exists()


@pytest.mark.parametrize(
    "content", [b"PK\x03\x04 not a database", b"x" * 5000, b"fixtures, not sqlite"]
)
def test_a_file_that_is_not_a_database_is_refused_untouched(path: Path, content: bytes) -> None:
    path.write_bytes(content)
    with pytest.raises(DatabaseError, match="is not a Match Tracker database"):
        open_database(path)
    assert path.read_bytes() == content
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_an_sqlite_file_of_another_program_is_refused_untouched(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    connection.close()
    before = _digest(path)
    with pytest.raises(DatabaseError, match="not a Match Tracker database"):
        open_database(path)
    assert _digest(path) == before


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DatabaseError, match="is a folder, not a database file"):
        open_database(tmp_path)


def test_a_missing_folder_is_created(tmp_path: Path) -> None:
    open_database(tmp_path / "new" / "place" / "m.sqlite3").close()
    assert (tmp_path / "new" / "place" / "m.sqlite3").exists()


def test_create_false_refuses_a_missing_file(path: Path) -> None:
    with pytest.raises(DatabaseError, match="there is no database at"):
        open_database(path, create=False)
    assert not path.exists()


def test_locations_path_environment_url_and_default(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert resolve_url(path) == f"sqlite:///{path}"
    assert resolve_url("relative.sqlite3") == f"sqlite:///{os.path.abspath('relative.sqlite3')}"
    assert resolve_url(f"sqlite:///{path}") == f"sqlite:///{path}"
    assert resolve_url("postgresql://league@host/db") == "postgresql://league@host/db"
    assert resolve_url() == f"sqlite:///{default_path()}"
    assert default_path().name == "matches.sqlite3"
    assert "match-tracker" in default_path().parts
    monkeypatch.setenv("TRACKER_DB", str(path))
    assert resolve_url() == f"sqlite:///{path}"
    assert resolve_url("other.sqlite3").endswith("/other.sqlite3")  # --db wins


def test_an_sqlalchemy_url_opens_the_same_file(path: Path) -> None:
    by_path = open_database(path)
    match_id = MatchService(by_path).import_match(*demo())
    by_path.close()
    by_url = open_database(f"sqlite:///{path}")
    try:
        assert by_url.path == path
        assert MatchService(by_url).load(match_id)[0].venue == "Atlanta"
    finally:
        by_url.close()


def test_the_tracker_db_variable_chooses_the_file(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRACKER_DB", str(path))
    open_database().close()
    assert path.exists()


def test_an_in_memory_database_works_for_tests() -> None:
    database = open_database("sqlite://")
    try:
        assert database.path is None
        MatchService(database).import_match(*demo())
        with database.engine.connect() as connection:
            assert connection.execute(text("SELECT count(*) FROM event")).scalar() == 18
    finally:
        database.close()


def test_memory_means_a_database_in_memory_not_a_file_named_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    assert resolve_url(":memory:") == "sqlite://"
    database = open_database(":memory:")
    try:
        assert database.path is None
    finally:
        database.close()
    assert list(here.iterdir()) == []
