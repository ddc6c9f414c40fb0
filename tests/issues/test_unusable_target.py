"""``push`` and ``copy`` to a target database from a newer version of the app, or
damaged (cut short, or not a database at all), said what the library itself would
("this database was written by a newer version…", "… is damaged and was left
untouched; restore a backup (File > Restore from backup…)"): not that the database
was the target, nor that nothing was written to it, and the backup to restore was
said to be the library's.

Each now names the target database, says what is wrong with it, that nothing was
written to it and what to do; the target and the library are left byte for byte
as they were. The window's Send to league database says the same.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.test_cli import digest, one_error_line, run_here
from tracker.store.db import open_database
from tracker.ui.files import send
from tracker.ui.files.send import SendDialog
from tracker.ui.mainwindow import MainWindow

ERROR = "match-tracker: error: "
NOTHING = "nothing was written to it"


@pytest.fixture
def laptop(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    """A library holding the reference match (match 1)."""
    path = tmp_path / "laptop.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    return path


def _league(path: Path) -> Path:
    open_database(path, backups=0).close()
    return path


def newer(tmp_path: Path) -> Path:
    """A target at a schema revision this version does not know (a newer app's)."""
    path = _league(tmp_path / "newer.sqlite3")
    with contextlib.closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    return path


def cut_short(tmp_path: Path) -> Path:
    """A target cut short (its copy stopped half-way)."""
    path = _league(tmp_path / "cut.sqlite3")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path


def garbage(tmp_path: Path) -> Path:
    """A target written over with bytes that are no database."""
    path = tmp_path / "garbage.sqlite3"
    path.write_bytes(bytes(range(256)) * 16)
    return path


def _said(target: Path) -> str:
    """What is wrong with each target, and what to do, as the error says it."""
    return {
        "newer.sqlite3": (
            f"was written by a newer version of Match Tracker (schema 9999): {NOTHING}; "
            "update Match Tracker to write to it"
        ),
        "cut.sqlite3": (
            f"is damaged: {NOTHING}; restore one of its backups (match-tracker --db "
            f"{target} restore) or choose another target"
        ),
        "garbage.sqlite3": (
            f"is not a Match Tracker database (not an SQLite file): {NOTHING}; check its "
            "name, or choose another target"
        ),
    }[target.name]


TARGETS = [newer, cut_short, garbage]
COMMANDS = [("copy", "--to"), ("push", "1", "--to")]


@pytest.mark.parametrize("make", TARGETS, ids=lambda make: make.__name__)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: command[0])
def test_the_target_is_named_and_left_untouched(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    laptop: Path,
    make: Callable[[Path], Path],
    command: tuple[str, ...],
) -> None:
    target = make(tmp_path)
    before = {path: digest(path) for path in (target, laptop)}
    line = one_error_line(run_here(capsys, *command, str(target), db=laptop))
    assert line == f"{ERROR}the target database {target} {_said(target)}"
    assert {path: digest(path) for path in before} == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(target.name)) == [
        target.name
    ]


def test_the_window_says_the_same_when_sending(
    qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, window: MainWindow, fresh_match: int
) -> None:  # type: ignore[no-untyped-def]
    target = newer(tmp_path)
    before = digest(target)
    told: list[str] = []
    asked = classmethod(lambda cls, parent, title, last: (str(target), ""))
    monkeypatch.setattr(SendDialog, "ask", asked)
    monkeypatch.setattr(send, "tell", lambda parent, text, *, problem: told.append(text))
    window.open_match(fresh_match)
    window.actions_["send"].trigger()
    qtbot.waitUntil(lambda: bool(told), timeout=10000)
    assert told == [f"The match was not sent: the target database {target} {_said(target)}."]
    assert digest(target) == before
