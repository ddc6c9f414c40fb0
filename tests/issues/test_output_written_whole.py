"""``export 1 -f pdf > file`` on a nearly full disk exited 0 with the file cut short;
``export 1 > /dev/full`` ended in a traceback.

What a command writes to standard output is now written whole (short writes are
written on from where they stopped) or the command fails in one line, exit 1.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_cli import demo_db as demo_db
from tracker.cli import common
from tracker.cli.common import UserError, write_stdout

FULL = Path("/dev/full")
needs_dev_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full here")


def _run_into_full(*args: str, db: Path) -> subprocess.CompletedProcess[str]:
    with FULL.open("wb") as full:
        return subprocess.run(
            [sys.executable, "-m", "tracker", "--db", str(db), *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
        )


@needs_dev_full
@pytest.mark.parametrize(
    "args",
    [("export", "1"), ("export", "1", "-f", "txt"), ("list", "--json"), ("list",)],
    ids=["export", "export-txt", "list-json", "list"],
)
def test_a_full_standard_output_fails_in_one_line(demo_db: Path, args: tuple[str, ...]) -> None:
    result = _run_into_full(*args, db=demo_db)
    assert result.returncode == 1
    assert result.stderr == (
        "match-tracker: error: cannot write to standard output: No space left on device\n"
    )


class _Disk:
    """A file descriptor on a disk with ``room`` bytes left, written a chunk at a time."""

    def __init__(self, room: int, chunk: int) -> None:
        self.room, self.chunk = room, chunk
        self.written = bytearray()
        self.other = os.write

    def write(self, fd: int, data: bytes) -> int:
        if fd != 1:  # pytest's own
            return self.other(fd, data)
        if len(self.written) >= self.room:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        size = min(len(data), self.chunk, self.room - len(self.written))
        self.written += bytes(data[:size])
        return size


class _Stdout:
    """Standard output as its file descriptor (1), whatever pytest made of it."""

    def flush(self) -> None:
        """Nothing held."""

    def fileno(self) -> int:
        """Standard output's."""
        return 1


def _on_disk(monkeypatch: pytest.MonkeyPatch, disk: _Disk) -> None:
    # Set in the test itself: pytest sets sys.stdout again after the fixtures.
    monkeypatch.setattr(sys, "stdout", _Stdout())
    monkeypatch.setattr(common.os, "write", disk.write)


def test_short_writes_are_written_on(monkeypatch: pytest.MonkeyPatch) -> None:
    disk = _Disk(room=1_000_000, chunk=4096)
    data = bytes(range(256)) * 200
    with monkeypatch.context() as patched:
        _on_disk(patched, disk)
        write_stdout(data)
    assert bytes(disk.written) == data


def test_a_disk_filling_up_half_way_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    disk = _Disk(room=40_960, chunk=40_960)
    with monkeypatch.context() as patched, pytest.raises(UserError) as error:
        _on_disk(patched, disk)
        write_stdout(b"%PDF" + b"x" * 41_454)
    assert str(error.value) == (
        "cannot write to standard output: No space left on device (40960 of 41458 bytes written)"
    )
