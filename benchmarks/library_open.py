"""How long the match library takes to open on a large database, against a bare SELECT.

The database is filled through the store with copies of the reference match (its
set-up and all its events), spread over teams, competitions and seasons. Opening the
library is timed from building the dialog to its first page shown, then a search typed
and a filter chosen; the baseline is a bare ``SELECT`` with sqlite3 of the same columns
of every live match, sorted as the library sorts them, measured in the same run on the
same file. The ratio is what the lazy model, the ORM and the score and status of each
shown row cost on top of reading the rows.

Run: ``python benchmarks/library_open.py [--matches N]`` (Qt runs offscreen).

Measured on a shared 2-core machine with 5,000 matches: the bare SELECT of all rows
took 15 ms; opening the library 290 ms (19x), a search 180 ms (12x), a team filter
200 ms (13x). The cost is the first page only (100 matches replayed for their score
and status), so it does not grow with the database.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import os
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from tracker.cli import demo_text
from tracker.services import MatchService
from tracker.store import matches as repo
from tracker.store.db import Database, open_database
from tracker.ui.library import MatchLibrary

_TEAMS = [f"Team {chr(65 + i // 26)}{chr(65 + i % 26)}" for i in range(60)]
_COMPETITIONS = ("League", "Cup", "Friendly", "Youth League", "Women's League")
_BASELINE = (
    "SELECT id, date, competition, stage, home_name, away_name, confirmed, updated_at "
    'FROM "match" WHERE deleted_at IS NULL ORDER BY date IS NULL, date DESC, id DESC'
)


def fill(db: Database, count: int) -> None:
    """Store ``count`` matches, each with the reference match's events, in one transaction."""
    service = MatchService(db)
    demo_id = service.import_text(demo_text())
    match, events = service.load(demo_id)
    with db.writing() as session:
        by_name = {p.name: p.pid for side in (match.home, match.away) for p in side.squad}
        for i in range(count - 1):
            home, away = _TEAMS[i % len(_TEAMS)], _TEAMS[(i * 7 + 1) % len(_TEAMS)]
            if home == away:
                away = _TEAMS[(i + 1) % len(_TEAMS)]
            copy = dataclasses.replace(
                match,
                id=None,
                competition=_COMPETITIONS[i % len(_COMPETITIONS)],
                stage=f"Round {i % 38 + 1}",
                date=dt.date(2010, 1, 1) + dt.timedelta(days=i * 3),
                home=dataclasses.replace(match.home, name=home),
                away=dataclasses.replace(match.away, name=away),
            )
            stored = repo.insert_match(session, copy)
            assert stored.id is not None
            new = {p.name: p.pid for side in (stored.home, stored.away) for p in side.squad}
            mapping = {old: new[name] for name, old in by_name.items()}
            for event in events:
                moved = dataclasses.replace(repo.remap_event(event, mapping), id=None)
                repo.insert_event(session, stored.id, moved)


def _timed(action: Callable[[], object], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return times


def baseline(path: Path, repeat: int) -> list[float]:
    """A bare sqlite3 SELECT of every live match's library columns."""
    connection = sqlite3.connect(path)
    try:
        return _timed(lambda: connection.execute(_BASELINE).fetchall(), repeat)
    finally:
        connection.close()


def library(service: MatchService, app: QApplication, repeat: int) -> dict[str, list[float]]:
    """Open the library, type a search, choose a team filter: each timed until painted."""
    opening: list[float] = []
    searching: list[float] = []
    filtering: list[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        dialog = MatchLibrary(service)
        dialog.show()
        app.processEvents()
        opening.append(time.perf_counter() - start)
        start = time.perf_counter()
        dialog.search.setText("team b")
        dialog._apply()  # what the typing timer runs when the user pauses
        app.processEvents()
        searching.append(time.perf_counter() - start)
        start = time.perf_counter()
        dialog.team.setCurrentIndex(3)
        dialog.team.activated.emit(3)
        app.processEvents()
        filtering.append(time.perf_counter() - start)
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    return {"open": opening, "search": searching, "filter": filtering}


def main() -> None:
    """Fill a database, then measure and print medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "library.sqlite3"
        db = open_database(path, backups=1)
        start = time.perf_counter()
        fill(db, args.matches)
        print(f"stored {args.matches} matches in {time.perf_counter() - start:.1f} s")
        base = statistics.median(baseline(path, args.repeat))
        ours = {
            k: statistics.median(v) for k, v in library(MatchService(db), app, args.repeat).items()
        }
        db.close()
    print(f"bare SELECT of all {args.matches} rows: median {base * 1000:.1f} ms")
    for what, value in ours.items():
        print(f"library {what:<7} median {value * 1000:.1f} ms, ratio {value / base:.1f}x")


if __name__ == "__main__":
    main()
