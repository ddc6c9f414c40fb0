"""A write-ahead log that belongs to another copy of the database is set aside, never
replayed.

Issue 23, item 11: a stale ``-wal`` from another copy replays page by page onto this
one and leaves an index disagreeing with its table: ``quick_check`` passes,
``integrity_check`` does not, and the application then wrote on top.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.test_cli import run_here
from tracker.cli import main


def _integrity(path: Path) -> str:
    with sqlite3.connect(path) as connection:
        verdict: str = connection.execute("PRAGMA integrity_check").fetchone()[0]
    connection.close()
    return verdict


@pytest.fixture
def foreign(tmp_path: Path) -> Path:
    """A database with the write-ahead log of another copy of it beside it."""
    original = tmp_path / "original.sqlite3"
    assert main(["--db", str(original), "demo"]) == 0
    here, other = tmp_path / "matches.sqlite3", tmp_path / "other.sqlite3"
    shutil.copyfile(original, here)
    shutil.copyfile(original, other)
    # This copy changes the people's folded names (their table and its index)...
    with sqlite3.connect(here) as connection:
        connection.execute("UPDATE person SET folded = 'zz' || folded")
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    # ...the other copy their notes (the table only), left in its log.
    writer = sqlite3.connect(other)
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute("UPDATE person SET note = 'other copy'")
    writer.commit()
    shutil.copyfile(f"{other}-wal", f"{here}-wal")
    writer.close()
    return here


def test_the_foreign_log_makes_an_index_disagree_that_quick_check_passes(
    foreign: Path,
) -> None:
    """The damage this guards against, shown on a copy (quick_check alone passes it)."""
    probe = foreign.with_name("probe.sqlite3")
    shutil.copyfile(foreign, probe)
    shutil.copyfile(f"{foreign}-wal", f"{probe}-wal")
    with sqlite3.connect(f"{probe.as_uri()}?mode=ro", uri=True) as connection:
        assert connection.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        assert "missing from index" in connection.execute("PRAGMA integrity_check").fetchone()[0]
    connection.close()


def test_a_foreign_log_is_set_aside_and_said(
    capsys: pytest.CaptureFixture[str], foreign: Path
) -> None:
    result = run_here(capsys, "list", db=foreign)
    assert result.returncode == 0 and "Argentina v England" in result.stdout
    [warning] = result.stderr.splitlines()
    assert warning.startswith("match-tracker: warning: the write-ahead log beside")
    assert "did not belong to it" in warning and "not replayed" in warning
    [aside] = foreign.parent.glob("matches.sqlite3-wal.set-aside-*")
    assert aside.stat().st_size > 0  # kept, not deleted
    assert _integrity(foreign) == "ok"
    with sqlite3.connect(foreign) as connection:
        notes = {row[0] for row in connection.execute("SELECT note FROM person")}
    connection.close()
    assert "other copy" not in notes
    # The database is written as usual afterwards, and stays sound.
    assert run_here(capsys, "confirm", "1", db=foreign).returncode == 0
    assert _integrity(foreign) == "ok"


def test_a_log_of_this_database_is_replayed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A log left by a crash of this very file is not mistaken for a foreign one."""
    path = tmp_path / "matches.sqlite3"
    assert main(["--db", str(path), "demo"]) == 0
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute("UPDATE person SET note = 'from the log'")
    writer.commit()
    kept = path.with_name("kept.sqlite3")
    shutil.copyfile(path, kept)
    shutil.copyfile(f"{path}-wal", f"{kept}-wal")  # as a crash leaves them
    writer.close()
    capsys.readouterr()
    result = run_here(capsys, "list", db=kept)
    assert result.returncode == 0 and result.stderr == ""
    assert not list(tmp_path.glob("*set-aside*"))
    with sqlite3.connect(kept) as connection:
        assert {row[0] for row in connection.execute("SELECT note FROM person")} == {"from the log"}
    connection.close()
