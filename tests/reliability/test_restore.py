"""Restoring a backup where a killed writer left its write-ahead log (issue 11, item 1)."""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tracker import cli
from tracker.services import MatchService
from tracker.services.backups import restore
from tracker.store.db import open_database
from tracker.store.transfer import backup
from tracker.store.transfer.restore import _digest, restore_backup


def _orphaned_log(path: Path) -> Path:
    """A database whose main file is gone while a killed writer's -wal/-shm remain.

    Returns a backup of what the database held before that writer's last commits.
    """
    service = MatchService(open_database(path, backups=10))
    service.import_match(*demo())
    made = backup.make_backup(path, "manual", keep=10)
    assert made is not None
    service.db.close()
    keep = path.with_name("killed")
    keep.mkdir()
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA journal_mode = WAL")
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    for _ in range(3):
        writer.execute("DELETE FROM event WHERE id = (SELECT max(id) FROM event)")
        writer.commit()
    for suffix in ("-wal", "-shm"):  # the writer is killed: its log stays behind
        shutil.copyfile(f"{path}{suffix}", keep / suffix)
    writer.close()
    path.unlink()
    for suffix in ("-wal", "-shm"):
        shutil.copyfile(keep / suffix, f"{path}{suffix}")
    return made.path


def _sound_and_equal(path: Path, chosen: Path) -> None:
    service = MatchService(open_database(path, backup_on_open=False))
    assert len(service.library()) == 1
    service.db.close()
    with contextlib.closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert _digest(path) == _digest(chosen)


def test_restore_sets_an_orphaned_log_aside(tmp_path: Path) -> None:
    """The stale -wal/-shm are moved aside, not replayed onto the restored file."""
    path = tmp_path / "matches.sqlite3"
    chosen = _orphaned_log(path)
    done = restore_backup(chosen, path)
    assert not done.replaced and done.kept is None
    assert sorted(p.name[-4:] for p in done.moved) == ["-shm", "-wal"]
    assert all(p.exists() for p in done.moved)  # kept, never deleted
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    _sound_and_equal(path, chosen)


def test_restore_says_nothing_was_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The window and the CLI say so when there was no database to replace."""
    path = tmp_path / "matches.sqlite3"
    chosen = _orphaned_log(path)
    assert cli.main(["--db", str(path), "restore", str(chosen)]) == 0
    out = capsys.readouterr().out
    assert "nothing was replaced" in out and "moved aside" in out
    _sound_and_equal(path, chosen)
    path.unlink()
    assert restore(chosen, path) == "There was no database file, so nothing was replaced."
    _sound_and_equal(path, chosen)


def test_a_restore_that_does_not_hold_the_backup_is_not_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The restored file is compared with the backup before success is reported."""
    path = tmp_path / "matches.sqlite3"
    chosen = _orphaned_log(path)
    real = backup._copy

    def lossy(source: Path, target: Path, cancel: object = None) -> None:
        real(source, target)
        with contextlib.closing(sqlite3.connect(target)) as conn:
            conn.execute("DELETE FROM event WHERE id = (SELECT min(id) FROM event)")
            conn.commit()

    monkeypatch.setattr("tracker.store.transfer.restore._copy", lossy)
    with pytest.raises(backup.BackupError, match="failed its check"):
        restore_backup(chosen, path)
