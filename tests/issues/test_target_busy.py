"""Two ``copy`` commands to the same new target at once: the one that lost the race to
make its tables said only "cannot open …: the database is locked by another program;
try again in a moment", and then removed the target the other one was filling, as a
file it had made itself (the other copy then failed too, and nothing was left). A
``copy`` or ``push`` to a target another program was writing to for longer than a
write waits said "the database is locked by another program" without saying which of
the two databases.

Each now says that another program is writing to the target database, names it, says
that nothing was written to it (or how much a copy wrote before) and to try again when
that program is done; the other program's target is never removed.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.issues.test_copy_stopped import _library
from tests.test_cli import digest, one_error_line, run_here
from tracker.services import copying
from tracker.store.db import open_database

ERROR = "match-tracker: error: "
AGAIN = "try again when that program is done"


@pytest.fixture(autouse=True)
def quick_to_give_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """A write waits a tenth of a second for another program's, not ten."""
    monkeypatch.setattr("tracker.store.db.BUSY_TIMEOUT_MS", 100)


@contextlib.contextmanager
def writing_to(path: Path) -> Iterator[sqlite3.Connection]:
    """Another program holding the database's write lock (and committing at the end)."""
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        yield other
        other.execute("COMMIT")


def test_the_copy_that_loses_the_race_to_a_new_target_says_so_and_leaves_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 2)
    target = tmp_path / "league.sqlite3"
    before = digest(laptop)
    with contextlib.ExitStack() as stack:
        files_made = copying.files_made

        def made_then_the_other_copy_starts(location: str | None) -> list[Path]:
            made = files_made(location)  # none of them there yet: this copy would make them
            other = stack.enter_context(writing_to(target))  # the other copy makes them first
            other.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
            return made

        monkeypatch.setattr(copying, "files_made", made_then_the_other_copy_starts)
        line = one_error_line(run_here(capsys, "copy", "--to", str(target), db=laptop))
    assert line == (
        f"{ERROR}another program is writing to the target database {target}: nothing was "
        f"written to it; {AGAIN}"
    )
    with contextlib.closing(sqlite3.connect(target)) as conn:  # the other copy's, whole
        tables = [
            row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        ]
    assert tables == ["alembic_version"]
    assert digest(laptop) == before


@pytest.fixture
def league(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite3"
    open_database(path, backups=0).close()
    return path


def test_a_copy_to_a_target_another_program_is_writing_to_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, league: Path
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 2)
    before = {path: digest(path) for path in (laptop, league)}
    with writing_to(league):
        line = one_error_line(run_here(capsys, "copy", "--to", str(league), db=laptop))
    assert line == (
        f"{ERROR}another program was writing to the target database: none of the 2 matches "
        f"was copied to sqlite:///{league}; when it is done, run the same command again"
    )
    assert {path: digest(path) for path in before} == before
    done = run_here(capsys, "copy", "--to", str(league), db=laptop)
    assert done.returncode == 0, done.stderr
    assert "matches: 2 new, 0 updated, 0 up to date" in done.stdout


def test_a_push_to_a_target_another_program_is_writing_to_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, league: Path
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 1)
    before = {path: digest(path) for path in (laptop, league)}
    with writing_to(league):
        line = one_error_line(run_here(capsys, "push", "1", "--to", str(league), db=laptop))
    assert line == (
        f"{ERROR}another program is writing to the target database sqlite:///{league}: "
        f"nothing was written to it; {AGAIN}"
    )
    assert {path: digest(path) for path in before} == before
    sent = run_here(capsys, "push", "1", "--to", str(league), db=laptop)
    assert sent.returncode == 0, sent.stderr
    assert sent.stdout.startswith("sent match 1 ")
