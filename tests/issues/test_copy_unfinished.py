"""A ``copy`` killed half-way (the laptop shut, Ctrl+C, the process killed) left a
target that looked whole: ``list`` on it showed the matches copied so far, each one
whole, with no sign that the library held only part of the source's.

The copy now marks the target as it starts and clears the mark as it ends: until the
same copy is run again to its end, ``list`` and the window's library say the copy
did not finish, from which database, and how to finish it.
"""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from tests.issues.test_copy_stopped import _library
from tests.test_cli import run_here
from tracker.services import copying
from tracker.services.copying import copy_library, unfinished_copies
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.store.transfer import matchcopy as transfer
from tracker.store.transfer import unfinished
from tracker.ui.library.library import MatchLibrary

#: Runs ``copy`` two matches to a transaction, and kills itself (SIGKILL: nothing of
#: Python's runs after it) as it writes the third match, once the first two are in.
_KILLED = """
import os, signal, sys
from tracker.cli import main
from tracker.services import copying
from tracker.store.transfer import matchcopy as transfer
from tracker.store.transfer import unfinished

copying._CHUNK = 2
write, calls = transfer.write_match, [0]

def dying(*args, **kwargs):
    calls[0] += 1
    if calls[0] == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    return write(*args, **kwargs)

transfer.write_match = dying
sys.exit(main(sys.argv[1:]))
"""


def _warning(source: Path, target: Path) -> tuple[str, str]:
    """How the warning ``list`` writes begins, and how it ends (the time between)."""
    begins = f"match-tracker: warning: a copy from {source} into this database did not finish"
    ends = (
        "it holds only part of the 5 matches of that library; run the same copy again to "
        f"finish it (match-tracker copy --from {source} --to {target})"
    )
    return begins, ends


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_copy_killed_half_way_is_said_by_list_until_run_again(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    laptop = _library(tmp_path / "laptop.sqlite3", 5)
    league = tmp_path / "league.sqlite3"
    killed = subprocess.run(
        [sys.executable, "-c", _KILLED, "--db", str(laptop), "copy", "--to", str(league)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    listed = run_here(capsys, "list", db=league)
    assert listed.returncode == 0
    assert len(listed.stdout.splitlines()) == 1 + 2  # the header, the two matches copied
    begins, ends = _warning(laptop, league)
    [line] = listed.stderr.splitlines()
    assert line.startswith(begins) and line.endswith(ends), line

    again = run_here(capsys, "copy", "--to", str(league), db=laptop)
    assert again.returncode == 0, again.stderr
    assert "matches: 3 new, 0 updated, 2 up to date" in again.stdout
    listed = run_here(capsys, "list", db=league)
    assert len(listed.stdout.splitlines()) == 1 + 5
    assert listed.stderr == ""


def test_a_copy_interrupted_leaves_the_target_marked_and_a_copy_run_again_clears_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = open_database(_library(tmp_path / "laptop.sqlite3", 5), backups=0)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    monkeypatch.setattr(copying, "_CHUNK", 2)
    write, calls = transfer.write_match, [0]

    def interrupted(*args: Any, **kwargs: Any) -> tuple[int, int]:
        calls[0] += 1
        if calls[0] == 4:
            raise KeyboardInterrupt  # Ctrl+C
        return write(*args, **kwargs)

    monkeypatch.setattr(transfer, "write_match", interrupted)
    try:
        assert unfinished_copies(league) == []
        with pytest.raises(KeyboardInterrupt):
            copy_library(laptop, league)
        [said] = unfinished_copies(league)
        assert f"a copy from {laptop.path} into this database did not finish" in said
        monkeypatch.undo()
        report = copy_library(laptop, league)
        assert (report.created, report.up_to_date) == (3, 2)
        assert unfinished_copies(league) == []
    finally:
        league.close()
        laptop.close()


def test_the_window_library_says_a_copy_did_not_finish(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = open_database(_library(tmp_path / "laptop.sqlite3", 5), backups=0)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    write, calls = transfer.write_match, [0]

    def interrupted(*args: Any, **kwargs: Any) -> tuple[int, int]:
        calls[0] += 1
        if calls[0] == 2:
            raise KeyboardInterrupt
        return write(*args, **kwargs)

    monkeypatch.setattr(transfer, "write_match", interrupted)
    try:
        with pytest.raises(KeyboardInterrupt):
            copy_library(laptop, league)
        library = MatchLibrary(MatchService(league))
        qtbot.addWidget(library)
        library.show()
        # Read off the window's thread: said a moment after the library opens.
        qtbot.waitUntil(library.unfinished.isVisible)
        assert library.unfinished.text().startswith(f"A copy from {laptop.path} into this")
        monkeypatch.undo()
        copy_library(laptop, league)
        done = MatchLibrary(MatchService(league))
        qtbot.addWidget(done)
        done.show()
        done.background.wait()
        QCoreApplication.processEvents()  # what it read is handed to the window's thread
        assert not done.unfinished.isVisible()
    finally:
        league.close()
        laptop.close()


def test_a_copy_that_ends_leaves_no_mark_even_when_it_had_nothing_to_write(
    tmp_path: Path,
) -> None:
    # Killed after its last match was in: the copy run again finds nothing to send.
    laptop = open_database(_library(tmp_path / "laptop.sqlite3", 2), backups=0)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    try:
        copy_library(laptop, league)
        assert unfinished_copies(league) == []
        with league.writing() as session:
            unfinished.begin(session, transfer.sync_target(laptop.url), 2)
        assert len(unfinished_copies(league)) == 1
        again = copy_library(laptop, league)
        assert again.up_to_date == 2
        assert unfinished_copies(league) == []
    finally:
        league.close()
        laptop.close()
