"""Logging one event through ``MatchService.log`` vs a raw sqlite3 INSERT and COMMIT.

Both write to a copy of the same database (WAL, ``synchronous=FULL``) holding one
match in its first half with 20 or 400 events. After each timed write the event is
deleted again (untimed), so every write finds the same number of events.
"""

from __future__ import annotations

import shutil
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from benchmarks.context import Context
from benchmarks.matchgen import running_match
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave
from tracker.core.match.events import MissedPenalty
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side

_INSERT = (
    "INSERT INTO event (match_id, kind, period, minute, added, seq, side, payload, created_at) "
    "VALUES (?, 'missed_penalty', 1, 44, 0, ?, 'home', ?, '2026-01-01 00:00:00')"
)
_PAYLOAD = '{"player": 1, "saved": true, "side": "home"}'


def match_database(folder: Path, events: int) -> tuple[Path, int]:
    """A database with one match in its first half with ``events`` events; its id."""
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "matches.sqlite3"
    db = open_database(path, backups=0)
    match, logged = running_match(events)
    match_id = MatchService(db).import_match(match, logged)
    db.close()
    return path, match_id


def _raw(path: Path, match_id: int) -> Callable[[], float]:
    connection = sqlite3.connect(path, isolation_level=None)
    for pragma in ("journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON"):
        connection.execute(f"PRAGMA {pragma}")
    seq = [10_000]

    def run() -> float:
        seq[0] += 1
        start = time.perf_counter()
        connection.execute("BEGIN IMMEDIATE")
        cursor = connection.execute(_INSERT, (match_id, seq[0], _PAYLOAD))
        connection.execute("COMMIT")
        seconds = time.perf_counter() - start
        connection.execute("DELETE FROM event WHERE id = ?", (cursor.lastrowid,))
        return seconds

    return run


def _service(path: Path, match_id: int) -> Callable[[], float]:
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database

    service = MatchService(open_database(path, backups=0))
    state = service.state(match_id)
    starters = state.on_pitch(Side.HOME)
    count = [0]

    def run() -> float:
        count[0] += 1
        event = MissedPenalty(
            time=MatchTime(Period.FIRST_HALF, 44),
            side=Side.HOME,
            player=starters[count[0] % len(starters)],
        )
        start = time.perf_counter()
        change = service.log(match_id, event)
        seconds = time.perf_counter() - start
        assert change.event is not None and change.event.id is not None
        service.delete(match_id, change.event.id)
        return seconds

    return run


def run(ctx: Context) -> Iterator[Row]:
    """The service's log against the raw write, with 20 and with 400 events in the match."""
    for events in (20, 400):
        folder = ctx.scratch / f"log-{events}"
        subject_path, match_id = match_database(folder / "service", events)
        base_path = folder / "raw" / "matches.sqlite3"
        base_path.parent.mkdir(parents=True)
        shutil.copyfile(subject_path, base_path)
        runs = [_raw(base_path, match_id), _service(subject_path, match_id)]
        for one in runs:
            one()
        base, subject = interleave(runs, ctx.rounds(200, 50), budget=90, least=20)
        yield Row(
            f"`MatchService.log`, {events} events in the match",
            "raw sqlite3 INSERT+COMMIT",
            subject,
            base,
            ratio(3.0),
            latency=True,
        )
