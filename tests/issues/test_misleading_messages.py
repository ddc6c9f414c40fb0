"""Issue 11, item 8: messages that misled the user."""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
from pathlib import Path

import pytest

from tracker.cli import main
from tracker.store.db import DatabaseError, open_database


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _alembic_app(path: Path) -> None:
    """The database of another program that also keeps its schema with Alembic."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.executescript(
            """
            CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY);
            INSERT INTO alembic_version VALUES ('3f1c2a9b7d10');
            CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT);
            CREATE TABLE invoice (id INTEGER PRIMARY KEY, total REAL);
            """
        )


def test_another_program_s_alembic_database_is_not_called_newer(tmp_path: Path) -> None:
    path = tmp_path / "app.db"
    _alembic_app(path)
    before = _digest(path)
    with pytest.raises(DatabaseError) as caught:
        open_database(path)
    assert str(caught.value) == f"{path} is an SQLite file but not a Match Tracker database"
    assert _digest(path) == before


def test_the_cli_says_it_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "app.db"
    _alembic_app(path)
    assert main(["--db", str(path), "list"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"match-tracker: error: {path} is an SQLite file but not a Match Tracker database\n"
    )
