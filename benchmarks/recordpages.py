"""The window's record pages on a big library: the competition view, a team, a player.

The real records window is driven offscreen over the records library of
:func:`benchmarks.records.build_world` (100,000 results) and over 100 matches,
alternately. Both hold the same measured competition (:data:`benchmarks.records.SUBJECT`),
so each page shows the same content in both; the large library adds club league
seasons and the measured nations' friendlies. Each page is timed from the request
until everything it caused is painted:

- the competition view of the measured edition: its matches, group tables, top
  scorers and cards (the service calls and the tables filled and laid out);
- a team page: a nation that plays no friendly (its matches are the same in both);
- a player page: the measured striker (his matches are the same in both).

The target is the ratio to the same page at 100 matches (≤ 1.5×); the notes give the
content and whether p50 stays under half a second (the target these rows had at 20,000).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import select

from benchmarks.context import Context
from benchmarks.entry import Painter
from benchmarks.records import (
    HOMEBODY,
    SUBJECT,
    SUBJECT_MATCHES,
    _half_second,
    _t,
    build_world,
    subject_of,
)
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave
from tracker.store import tables
from tracker.store.db import Database

PAGES = ("edition", "team", "player")


def _homebody(db: Database) -> int:
    """The nation that plays no friendly: its team page is the same in every library."""
    team = _t(tables.TeamRow)
    with db.reading() as session:
        return int(session.execute(select(team.c.id).where(team.c.name == HOMEBODY)).scalar_one())


def _session(
    db: Database, painter: Painter
) -> tuple[Callable[[], float], dict[str, list[float]], dict[str, int]]:
    from tracker.services.records import RecordsService
    from tracker.ui.records.recordswindow import RecordsWindow

    subject = subject_of(db)
    edition, person, team = subject["edition"], subject["person"], _homebody(db)
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
    large, small = ctx.largest, 100
    folder: Path = ctx.scratch / "recordpages"
    folder.mkdir(exist_ok=True)
    print(f"  records library of {large:,} results…", flush=True, file=sys.stderr)
    big = build_world(folder / f"records-{large}.sqlite3", large)
    tiny = build_world(folder / f"records-{small}.sqlite3", small)
    try:
        big_run, big_times, big_sizes = _session(big, painter)
        tiny_run, tiny_times, tiny_sizes = _session(tiny, painter)
        big_run(), tiny_run()  # warm-up: modules, fonts, the first layout
        for times in (big_times, tiny_times):
            for values in times.values():
                values.clear()
        interleave([tiny_run, big_run], ctx.rounds(15, 5), budget=120)
        assert big_sizes == tiny_sizes, "each page shows the same content in both"
    finally:
        painter.close()
        big.close()
        tiny.close()
    same = f"same {SUBJECT} in both ({SUBJECT_MATCHES} of the {small} matches)"
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
            ratio(1.5),
            latency=True,
            note=f"{notes[page]}; {same}; {_half_second(big_times[page])}",
        )
