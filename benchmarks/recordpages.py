"""The window's record pages on a big library: the competition view, a team, a player.

The real records window is driven offscreen over the records library of
:mod:`benchmarks.records` (20,000 results) and over 100 matches, alternately. Each
page is timed from the request until everything it caused is painted:

- the competition view of the busiest edition: its matches, group tables, top
  scorers and cards (the service calls and the tables filled and laid out);
- a team page: the team in the most matches, with its head-to-heads and matches;
- a player page: the person with the most appearances.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import func, select

from benchmarks.context import Context
from benchmarks.entry import Painter
from benchmarks.records import _busiest, _t, build
from benchmarks.report import Row, below
from benchmarks.timing import interleave
from tracker.store import tables
from tracker.store.db import Database

PAGES = ("edition", "team", "player")


def _busiest_team(db: Database) -> int:
    m = _t(tables.MatchRow)
    with db.reading() as session:
        found = session.execute(
            select(m.c.home_team_id).group_by(m.c.home_team_id).order_by(func.count().desc())
        ).first()
    assert found is not None
    return int(found[0])


def _session(
    db: Database, painter: Painter
) -> tuple[Callable[[], float], dict[str, list[float]], dict[str, int]]:
    from tracker.services.records import RecordsService
    from tracker.ui.records.recordswindow import RecordsWindow

    edition, person = _busiest(db)
    team = _busiest_team(db)
    window = RecordsWindow(RecordsService(db))
    window.resize(1100, 760)
    window.show()
    painter.settle()
    times: dict[str, list[float]] = {page: [] for page in PAGES}
    sizes: dict[str, int] = {}
    shows: dict[str, Callable[[], bool]] = {
        "edition": lambda: window.show_edition(edition),
        "team": lambda: window.show_team(team),
        "player": lambda: window.show_player(person),
    }

    def run() -> float:
        for page, show in shows.items():
            start = time.perf_counter()
            assert show()
            times[page].append(painter.settle() - start)
        sizes["matches"] = window.competition.matches.rowCount()
        sizes["team"] = window.team.matches.rowCount()
        sizes["lines"] = window.player.lines.rowCount()
        return times["edition"][-1]

    return run, times, sizes


def run(ctx: Context) -> Iterator[Row]:
    """Each record page at the large library vs at 100 matches."""
    painter = Painter(ctx.app())
    large, small = ctx.large, 100
    folder: Path = ctx.scratch / "recordpages"
    folder.mkdir(exist_ok=True)
    print(f"  records library of {large:,} results…", flush=True, file=sys.stderr)
    big = build(folder / f"records-{large}.sqlite3", large)
    tiny = build(folder / f"records-{small}.sqlite3", small)
    try:
        big_run, big_times, big_sizes = _session(big, painter)
        tiny_run, tiny_times, _ = _session(tiny, painter)
        big_run(), tiny_run()  # warm-up: modules, fonts, the first layout
        for times in (big_times, tiny_times):
            for values in times.values():
                values.clear()
        interleave([tiny_run, big_run], ctx.rounds(15, 5), budget=120)
    finally:
        painter.close()
        big.close()
        tiny.close()
    notes: dict[str, Any] = {
        "edition": f"{big_sizes['matches']} matches, tables, scorers, cards",
        "team": f"{big_sizes['team']} matches",
        "player": f"{big_sizes['lines']} match lines",
    }
    for page, what in (
        ("edition", "Competition view"),
        ("team", "Team page"),
        ("player", "Player page"),
    ):
        yield Row(
            f"{what} shown in the records window, {large:,}-match library",
            f"the same on {small} matches",
            big_times[page],
            tiny_times[page],
            below("p50", 0.5),
            latency=True,
            note=notes[page],
        )
