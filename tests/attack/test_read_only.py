"""A clean database on a read-only mount is read: ``list``, ``show``, ``export``.

Issue 23, item 10: they failed with "the database file cannot be opened" (SQLite's
write-ahead log needs its ``-shm`` file beside the database). Such a file is now read
as an immutable snapshot, and every write is refused before it is tried.

The code path is tested by saying the place is read-only (a bind mount is not
portable); as root, where ``mount`` works, a real read-only bind mount is tested too.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.attack.conftest import files_digest
from tests.test_cli import one_error_line, run, run_here
from tracker.cli import main
from tracker.store import db as db_module

READS = (("list",), ("show", "1"), ("export", "1", "--format", "txt"), ("export", "1"))


@pytest.fixture
def demo_file(tmp_path: Path) -> Path:
    """A clean database file holding the demo match, closed (no log beside it)."""
    path = tmp_path / "library" / "matches.sqlite3"
    path.parent.mkdir()
    assert main(["--db", str(path), "demo"]) == 0
    assert main(["--db", str(path), "list"]) == 0
    assert sorted(p.name for p in path.parent.iterdir()) == ["matches.sqlite3"]
    return path


def _said_read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(db_module, "_read_only_place", lambda path: "it is on a read-only mount")


@pytest.mark.parametrize("args", READS, ids=" ".join)
def test_a_read_only_place_is_read_writing_nothing(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    demo_file: Path,
    args: tuple[str, ...],
) -> None:
    capsys.readouterr()
    _said_read_only(monkeypatch)
    before = files_digest(demo_file)
    result = run_here(capsys, *args, db=demo_file)
    assert result.returncode == 0, result.stderr
    assert "Argentina" in result.stdout
    assert files_digest(demo_file) == before
    assert sorted(p.name for p in demo_file.parent.iterdir()) == ["matches.sqlite3"]


def test_a_write_there_is_refused_before_it_is_tried(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, demo_file: Path
) -> None:
    _said_read_only(monkeypatch)
    before = files_digest(demo_file)
    line = one_error_line(run_here(capsys, "confirm", "1", db=demo_file))
    assert "you may only read it (it is on a read-only mount); nothing was done" in line
    assert files_digest(demo_file) == before


def test_a_file_with_a_log_left_beside_it_is_opened_as_before(
    monkeypatch: pytest.MonkeyPatch, demo_file: Path
) -> None:
    Path(f"{demo_file}-wal").write_bytes(b"")
    assert db_module._frozen(demo_file) == ""  # the log is read: not a snapshot


@pytest.fixture
def mounted(demo_file: Path, tmp_path: Path) -> Iterator[Path]:
    """The demo file's folder bind-mounted read-only (as root, where mount works)."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a read-only bind mount needs root")
    target = tmp_path / "mounted"
    target.mkdir()
    bind = subprocess.run(["mount", "--bind", str(demo_file.parent), str(target)], check=False)
    if bind.returncode:
        pytest.skip("mount --bind is not allowed here")
    try:
        ro = subprocess.run(["mount", "-o", "remount,bind,ro", str(target)], check=False)
        if ro.returncode:
            pytest.skip("a read-only remount is not allowed here")
        yield target / demo_file.name
    finally:
        subprocess.run(["umount", str(target)], check=False)


def test_a_real_read_only_mount_is_read(mounted: Path) -> None:
    before = files_digest(mounted)
    for args in READS:
        result = run(*args, db=mounted)
        assert result.returncode == 0, result.stderr
        assert "Argentina" in result.stdout
    assert "you may only read it" in one_error_line(run("confirm", "1", db=mounted))
    assert files_digest(mounted) == before
