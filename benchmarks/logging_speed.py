"""How long logging one event takes, against a bare SQLite commit measured in the same run.

Logging an event replays the match through the rules and commits one durable
transaction (WAL, synchronous=FULL). The baseline is the cheapest durable write
SQLite can do on the same disk: one INSERT and COMMIT with the same pragmas. The
ratio is what the rules and the ORM cost on top of the disk.

Run: ``python benchmarks/logging_speed.py [--events N]``
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from tracker.cli import demo_text
from tracker.core.events import Card, PeriodEnd, PeriodStart
from tracker.core.matchtime import MatchTime, Period
from tracker.core.model import Side
from tracker.services import MatchService
from tracker.store.db import open_database


def _baseline(path: Path, count: int) -> list[float]:
    connection = sqlite3.connect(path, isolation_level=None)
    for pragma in ("journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON"):
        connection.execute(f"PRAGMA {pragma}")
    connection.execute("CREATE TABLE event (id INTEGER PRIMARY KEY, payload TEXT)")
    times = []
    for i in range(count):
        start = time.perf_counter()
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO event (payload) VALUES (?)", (f"event {i}",))
        connection.execute("COMMIT")
        times.append(time.perf_counter() - start)
    connection.close()
    return times


def _tracker(path: Path, count: int) -> list[float]:
    service = MatchService(open_database(path))
    match_id = service.import_text(demo_text())
    _match, events = service.load(match_id)
    # Reopen the match: drop full time so that more events can be logged in the second half.
    for event in reversed(events):
        if event.time.period is Period.SECOND_HALF and event.kind in ("match_end", "period_end"):
            service.delete(match_id, event.id)  # type: ignore[arg-type]
    service.log(match_id, PeriodEnd(MatchTime(Period.SECOND_HALF, 90, 6)))
    service.log(match_id, PeriodStart(MatchTime(Period.EXTRA_FIRST, 90)))
    officials = [f"Coach {i}" for i in range(count)]
    times = []
    for name in officials:
        card = Card(MatchTime(Period.EXTRA_FIRST, 95), side=Side.HOME, official=name)
        start = time.perf_counter()
        service.log(match_id, card)
        times.append(time.perf_counter() - start)
    service.db.close()
    return times


def main() -> None:
    """Measure and print medians and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        base = _baseline(Path(folder) / "baseline.sqlite3", args.events)
        ours = _tracker(Path(folder) / "tracker.sqlite3", args.events)
    b, o = statistics.median(base), statistics.median(ours)
    print(f"bare durable commit: median {b * 1000:.2f} ms")
    print(f"log one event:       median {o * 1000:.2f} ms ({args.events} events logged)")
    print(f"ratio: {o / b:.1f}x the bare commit")


if __name__ == "__main__":
    main()
