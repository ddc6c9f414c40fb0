"""Regression: ``restore N`` (and the window's question before it) said a restore
replaces everything and keeps a backup of it, but not what it drops: the events
logged after the backup, match by match, nor which backup holds them now."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.helpers.matches import demo, nth_demo_text
from tests.test_cli import run_here
from tracker.core.files import matchfile
from tracker.core.match.events import Goal
from tracker.services import MatchService
from tracker.services.backups import describe, dropped_lines, restore
from tracker.store.db import open_database
from tracker.store.transfer import backup

LOST = [
    "Argentina v England: 3 events logged and 1 event corrected after the backup",
    "Argentina v England: not in the backup (18 events)",  # the demo a day later
]


@pytest.fixture
def library(tmp_path: Path) -> tuple[Path, Path]:
    """The demo short of its last three events, backed up at the end of a period; then
    those three logged, one corrected, and another match imported."""
    path = tmp_path / "matches.sqlite3"
    match, events = demo()
    service = MatchService(open_database(path, backups=0))
    match_id = service.import_match(match, events[:-3])
    made = backup.make_backup(path, "period-end", keep=10)
    assert made is not None
    for event in events[-3:]:
        service.log(match_id, event)
    goal = next(e for e in service.load(match_id)[1] if isinstance(e, Goal))
    later = dataclasses.replace(goal.time, minute=goal.time.minute + 1)
    service.edit(match_id, dataclasses.replace(goal, time=later), expected=goal)
    service.import_match(*matchfile.loads(nth_demo_text(1)))
    service.db.close()
    return path, made.path


def test_the_lines_say_what_a_restore_drops_and_read_nothing_else(
    library: tuple[Path, Path],
) -> None:
    path, made = library
    before = path.read_bytes()
    assert dropped_lines(made, path) == LOST
    assert path.read_bytes() == before
    assert dropped_lines(path, path) == []  # the same content drops nothing


def test_the_command_line_says_what_it_dropped_and_how_to_get_it_back(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, Path]
) -> None:
    path, _made = library
    listed = run_here(capsys, "restore", db=path).stdout
    assert "  1  " in listed and "at the end of a period" in listed
    out = run_here(capsys, "restore", "1", db=path).stdout.splitlines()
    assert out[0].endswith("-period-end.sqlite3, dropping what the backup does not hold:")
    assert out[1:3] == ["  " + line for line in LOST]
    assert out[3].startswith("What the database held before is kept as backup 1 (")
    assert out[3].endswith(
        f"before a restore): to get it back, match-tracker --db {path} restore 1"
    )
    # Restoring that one brings them back: nothing is dropped by it.
    again = run_here(capsys, "restore", "1", db=path).stdout
    assert "dropping" not in again


def test_the_window_asks_with_what_it_drops(qapp: object, library: tuple[Path, Path]) -> None:
    from tracker.ui.files.backups import ConfirmRestore

    path, made = library
    question = ConfirmRestore.question(describe(made), path, dropped_lines(made, path))
    assert f"• {LOST[0]}\n" in question
    assert "restore that one to get it back" in question
    said = restore(made, path)
    assert said.startswith(f"It dropped what the backup does not hold ({LOST[0]}; ")
    assert "before a restore”: restore that one to get it back." in said
