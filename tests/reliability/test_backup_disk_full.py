"""A backup stopped by a full disk said "matches.sqlite3 could not be copied: database
or disk is full" (or "cannot write a backup in …: No space left on device"): not that
the disk is full, nor that nothing was left of it.

It now says the disk is full, that no backup was made and nothing of it left behind,
and to make room; no backup is listed, no part of one is left in the folder.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.matches import nth_demo_text
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.store.transfer import backup


def _library(path: Path) -> Path:
    db = open_database(path, backups=0)
    MatchService(db).import_text(nth_demo_text(0))
    db.close()
    return path


def _said(path: Path) -> str:
    return (
        f"the disk is full: no backup of {path.name} was made in "
        f"{backup.backup_folder(path)} (nothing of it was left behind); make room and "
        "try again"
    )


def _nothing_left(path: Path) -> None:
    assert backup.list_backups(path) == []
    folder = backup.backup_folder(path)
    assert not folder.exists() or list(folder.iterdir()) == []


def test_sqlite_finding_the_disk_full_is_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _library(tmp_path / "matches.sqlite3")
    stamp, calls = backup._stamp, [0]

    def full(conn: sqlite3.Connection) -> dict[str, object]:
        calls[0] += 1
        if calls[0] == 2:  # the copy's own, once written
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorcode = 13  # SQLITE_FULL
            raise error
        return stamp(conn)

    monkeypatch.setattr(backup, "_stamp", full)
    with pytest.raises(backup.BackupError) as refused:
        backup.make_backup(path, "manual", keep=5)
    assert str(refused.value) == _said(path)
    _nothing_left(path)


def test_no_space_left_on_the_device_is_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _library(tmp_path / "matches.sqlite3")

    def no_room(fd: int) -> Any:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(backup.os, "fsync", no_room)
    with pytest.raises(backup.BackupError) as refused:
        backup.make_backup(path, "manual", keep=5)
    assert str(refused.value) == _said(path)
    _nothing_left(path)
