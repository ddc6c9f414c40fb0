"""A ``copy`` that stops half-way (a full disk) said "nothing was written" while the
target held the matches copied before; one stopped before any match left behind the
empty database file it had made; one to a folder it may not write said only that
"the database file cannot be opened".

A copy stopped half-way now says how many matches it copied to which database, and
that the same command copies the rest; a target the copy made and left with no
match is removed (never a file that was there before); the target is named.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.matches import nth_demo_text
from tests.test_cli import one_error_line, run_here
from tracker.services import copying
from tracker.services.copying import CopyStopped, copy_library
from tracker.services.matches import MatchService
from tracker.store import db as store_db
from tracker.store.db import Database, open_database
from tracker.store.transfer import matchcopy as transfer


def _disk_full() -> sqlite3.OperationalError:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = 13  # SQLITE_FULL
    return error


def _full_after(monkeypatch: pytest.MonkeyPatch, written: int) -> None:
    """The target's disk fills up as match ``written + 1`` is written."""
    write = transfer.write_match
    calls = [0]

    def filling(*args: Any, **kwargs: Any) -> tuple[int, int]:
        calls[0] += 1
        if calls[0] > written:
            raise _disk_full()
        return write(*args, **kwargs)

    monkeypatch.setattr(transfer, "write_match", filling)


def _library(path: Path, count: int) -> Path:
    laptop = open_database(path, backups=0)
    service = MatchService(laptop)
    for n in range(count):
        service.import_text(nth_demo_text(n))
    laptop.close()
    return path


def _count(db: Database) -> int:
    with db.reading() as session:
        return transfer.library_count(session)


def test_a_copy_stopped_by_a_full_disk_says_how_many_it_copied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = open_database(_library(tmp_path / "laptop.sqlite3", 5), backups=0)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    monkeypatch.setattr(copying, "_CHUNK", 2)  # two matches to a transaction
    _full_after(monkeypatch, 3)  # the second transaction fails: two matches stay
    try:
        with pytest.raises(CopyStopped) as stopped:
            copy_library(laptop, league)
        said = str(stopped.value)
        assert "nothing was written" not in said
        assert said == (
            f"the disk is full: 2 of the 5 matches were copied to {league.shown_url} before "
            "the copy stopped; make room and run the same command again to copy the rest"
        )
        assert stopped.value.copied == 2
        assert _count(league) == 2
        monkeypatch.undo()
        again = copy_library(laptop, league)
        assert (again.created, again.up_to_date, again.problems) == (3, 2, [])
    finally:
        league.close()
        laptop.close()


def test_copy_on_the_command_line_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 3)
    new = tmp_path / "new.sqlite3"
    monkeypatch.setattr(copying, "_CHUNK", 2)
    _full_after(monkeypatch, 2)
    line = one_error_line(run_here(capsys, "copy", "--to", str(new), db=laptop))
    assert line == (
        f"match-tracker: error: the disk is full: 2 of the 3 matches were copied to "
        f"sqlite:///{new} before the copy stopped; make room and run the same command "
        "again to copy the rest"
    )
    assert new.exists()  # it holds two whole matches: kept
    monkeypatch.undo()
    done = run_here(capsys, "copy", "--to", str(new), db=laptop)
    assert done.returncode == 0, done.stderr
    assert "matches: 1 new, 0 updated, 2 up to date" in done.stdout


def test_a_target_the_copy_made_and_left_empty_is_removed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 2)
    new = tmp_path / "new.sqlite3"
    _full_after(monkeypatch, 0)
    line = one_error_line(run_here(capsys, "copy", "--to", str(new), db=laptop))
    assert line == (
        f"match-tracker: error: the disk is full: none of the 2 matches was copied to "
        f"sqlite:///{new}; make room and run the same command again"
    )
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("new")) == []


def test_a_target_that_was_there_is_never_removed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 2)
    there = tmp_path / "there.sqlite3"
    open_database(there, backups=0).close()
    _full_after(monkeypatch, 0)
    one_error_line(run_here(capsys, "copy", "--to", str(there), db=laptop))
    assert there.exists()


def test_a_target_too_small_for_even_the_schema_is_named_and_removed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 1)
    new = tmp_path / "new.sqlite3"

    bring_up_to_date = store_db._bring_up_to_date

    def no_room(engine: Any, *args: Any) -> None:
        if engine.url.database != str(new):
            return bring_up_to_date(engine, *args)
        engine.connect().close()  # SQLite has made the file
        error = sqlite3.OperationalError("disk I/O error")
        error.sqlite_errorcode = 10  # SQLITE_IOERR
        raise error

    monkeypatch.setattr(store_db, "_bring_up_to_date", no_room)
    line = one_error_line(run_here(capsys, "copy", "--to", str(new), db=laptop))
    assert line == (
        f"match-tracker: error: cannot write the database {new}: the disk reported an "
        "error; nothing was written"
    )
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("new")) == []


def test_a_copy_to_a_folder_that_may_not_be_written_names_the_target(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 1)
    folder = tmp_path / "read-only"
    folder.mkdir()
    new = folder / "c.sqlite3"
    access = os.access
    # Root writes any folder whatever its mode: the folder is said to be read-only.
    monkeypatch.setattr(
        os, "access", lambda p, mode, **kw: False if Path(p) == folder else access(p, mode, **kw)
    )
    line = one_error_line(run_here(capsys, "copy", "--to", str(new), db=laptop))
    assert line == (
        f"match-tracker: error: cannot write the database {new}: the folder {folder} "
        "may not be written; nothing was copied"
    )
    assert not new.exists()
