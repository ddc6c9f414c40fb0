"""Issue 11, item 8: messages that misled the user."""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.matches import other_match_file
from tracker.cli import common, main
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


#: ``match-tracker`` in a fresh process (pytest's own log handlers would hide Python's
#: bare stderr fallback) with the disk full: ``backup`` and ``insert`` are patched to fail.
_FULL_DISK = """
import sqlite3, sys
from sqlalchemy.exc import OperationalError
from tracker import cli
from tracker.store.transfer import backup
from tracker.store.match import matches

def no_space(*args, **kwargs):
    raise backup.BackupError("cannot write a backup in backups: No space left on device")

def disk_full(*args, **kwargs):
    raise OperationalError("INSERT", {}, sqlite3.OperationalError("database or disk is full"))

backup.make_backup = no_space
if sys.argv[1] == "insert":
    matches.insert_match = disk_full
sys.exit(cli.main(sys.argv[2:]))
"""


def _run_with_full_disk(fail: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _FULL_DISK, fail, *argv],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.fixture
def existing(tmp_path: Path) -> Path:
    """A library holding a match, not the reference match: ``demo`` writes to it."""
    path = tmp_path / "matches.sqlite3"
    assert main(["--db", str(path), "import", str(other_match_file(tmp_path))]) == 0
    return path


def test_a_full_disk_is_one_line_in_the_cli(existing: Path) -> None:
    # The backup made on opening fails first (a warning), then the write: one line only.
    result = _run_with_full_disk("insert", "--db", str(existing), "demo")
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == "match-tracker: error: the disk is full; nothing was written\n"


def test_a_warning_of_a_command_that_succeeds_is_one_prefixed_line(existing: Path) -> None:
    # A command that writes backs the changed database up first (one that reads does not).
    result = _run_with_full_disk("backup", "--db", str(existing), "demo")
    assert result.returncode == 0
    assert "Argentina" in result.stdout
    assert result.stderr == (
        "match-tracker: warning: no backup was made on opening: "
        "cannot write a backup in backups: No space left on device\n"
    )


@pytest.fixture
def locked(existing: Path) -> Iterator[sqlite3.Connection]:
    """Another program holding the database's write lock."""
    with contextlib.closing(sqlite3.connect(existing, isolation_level=None)) as holder:
        holder.execute("BEGIN IMMEDIATE")
        yield holder


WAITING = "match-tracker: the database is locked by another program; waiting up to {} s…\n"


def test_a_write_on_a_locked_database_says_at_once_that_it_waits(
    existing: Path,
    locked: sqlite3.Connection,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    said = common._say_waiting

    def say_then_release(seconds: float) -> None:
        said(seconds)
        locked.execute("ROLLBACK")  # the other program finishes while we wait

    monkeypatch.setattr(common, "_say_waiting", say_then_release)
    capsys.readouterr()
    assert main(["--db", str(existing), "demo"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("imported match 2")
    assert err == WAITING.format(10)


def test_a_write_that_waits_in_vain_says_so_then_gives_up(
    existing: Path,
    locked: sqlite3.Connection,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr("tracker.store.db.BUSY_TIMEOUT_MS", 1200)
    capsys.readouterr()
    assert main(["--db", str(existing), "demo"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == WAITING.format(1) + (
        "match-tracker: error: the database is locked by another program; try again in a moment\n"
    )
