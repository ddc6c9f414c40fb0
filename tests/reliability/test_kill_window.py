"""SIGKILL the real window while it logs through the quick-entry line: nothing shown is lost."""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
from pathlib import Path

import pytest

from tests.reliability.test_kill import SEED, _prepare, _stored_ids, start_and_kill
from tracker.services import MatchService
from tracker.store.db import open_database


def _run_window_and_kill(db: Path, match_id: int, after: int, settings: Path) -> list[int]:
    """Start the window, SIGKILL it once ``after`` events are shown; all shown ids."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = ["tests.reliability.guiworker", str(db), str(match_id), str(settings)]
    return start_and_kill(command, after, env)


def _window_kill_loop(tmp_path: Path, kills: int) -> tuple[int, int]:
    db = tmp_path / "matches.sqlite3"
    match_id = _prepare(db)
    rng = random.Random(SEED + 1)
    shown: list[int] = []
    for run in range(1, kills + 1):
        after = 0 if rng.random() < 0.2 else rng.randint(1, 25)
        shown += _run_window_and_kill(db, match_id, after, tmp_path / "settings.ini")
        stored = _stored_ids(db, match_id)
        missing = set(shown) - set(stored)
        assert not missing, f"events shown in the window were lost: {sorted(missing)}"
        assert len(stored) - 1 - len(shown) <= run
    database = open_database(db)
    _match, events = MatchService(database).load(match_id)
    MatchService(database).state(match_id)
    assert len({e.seq for e in events}) == len(events)
    database.close()
    with contextlib.closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    return len(shown), len(events) - 1


def test_kill_the_window_while_logging(tmp_path: Path) -> None:
    """8 SIGKILLs of the window at random moments: every event it showed is stored."""
    shown, stored = _window_kill_loop(tmp_path, kills=8)
    print(f"8 window kills survived, {shown} events shown, {stored} stored, all found")
    assert shown >= 40


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("TRACKER_SOAK"), reason="soak run: set TRACKER_SOAK=1")
def test_kill_the_window_soak(tmp_path: Path) -> None:
    """The same, 40 kills."""
    shown, stored = _window_kill_loop(tmp_path, kills=40)
    print(f"40 window kills survived, {shown} events shown, {stored} stored, all found")
