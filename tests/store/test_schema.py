"""The schema head known without Alembic, and Alembic loaded only to create or upgrade."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory
from sqlalchemy import text

from tests.helpers import freshschema
from tests.helpers.imports import loaded, modules_after
from tracker.store.db import (
    MIGRATIONS,
    DatabaseError,
    create_db_engine,
    current_revision,
    open_database,
    upgrade,
)
from tracker.store.schema import HEAD_REVISION


def test_the_head_constant_is_the_single_head_of_the_migrations() -> None:
    script = ScriptDirectory(str(MIGRATIONS))
    assert script.get_heads() == [HEAD_REVISION], (
        "a new migration must set HEAD_REVISION in tracker/store/schema.py to its revision, "
        "and the migrations must keep a single head"
    )


def test_opening_a_database_at_the_head_does_not_load_alembic(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    open_database(path).close()
    modules = modules_after(
        f"from tracker.store.db import open_database\nopen_database({str(path)!r}).close()",
        TRACKER_BACKUPS="0",
    )
    assert "tracker.store.db" in modules
    assert loaded(modules, "alembic") == []
    assert loaded(modules, "mako") == []


def test_a_new_database_is_created_through_the_migrations(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    modules = modules_after(
        f"from tracker.store.db import open_database\nopen_database({str(path)!r}).close()"
    )
    assert "alembic" in modules
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
    connection.close()
    assert rows == [(HEAD_REVISION,)]


def test_an_unknown_revision_is_refused_by_the_upgrade_itself() -> None:
    # A URL skips the file checks: the upgrade must still refuse a newer schema.
    engine = create_db_engine("sqlite://")
    upgrade(engine)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '9999_newer'"))
    with pytest.raises(DatabaseError, match="newer version"):
        upgrade(engine)
    assert current_revision(engine) == "9999_newer"
    engine.dispose()


def test_a_database_at_the_head_opens_without_migrating(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    open_database(path).close()
    database = open_database(path)
    assert current_revision(database.engine) == HEAD_REVISION
    database.close()


def _dump(path: Path) -> list[tuple[str, ...]]:
    """Every schema object of the file, the Alembic revision and the stored counters."""
    with sqlite3.connect(path) as connection:
        rows = [
            *connection.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY 2"),
            *connection.execute("SELECT 'revision', version_num, '', '' FROM alembic_version"),
            *connection.execute("SELECT 'sequence', name, seq, '' FROM sqlite_sequence"),
            *connection.execute("PRAGMA journal_mode"),
        ]
    connection.close()
    return [tuple(str(value) for value in row) for row in rows]


@pytest.mark.real_migrations
def test_a_new_database_of_the_migrations_is_the_one_the_tests_copy(tmp_path: Path) -> None:
    """The tests' new SQLite databases (tests/helpers/freshschema.py) are copies of a
    migrated one: the same schema, revision and counters as the migrations make."""
    migrated, first, copied = (tmp_path / f"{name}.sqlite3" for name in "abc")
    open_database(migrated, backups=0).close()
    freshschema.enabled = True  # as in any test not marked
    before = dict(freshschema.counts)
    open_database(first, backups=0).close()
    open_database(copied, backups=0).close()
    made = {key: freshschema.counts[key] - before[key] for key in before}
    assert made["copied"] >= 1, "the second new database was migrated again"
    assert _dump(first) == _dump(copied) == _dump(migrated)
    assert _dump(migrated)[-1] == ("wal",)
