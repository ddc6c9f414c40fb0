"""The match library dialog (File › Open): opening it, a search, a team filter.

The real dialog is driven offscreen over a large library and over 100 matches,
alternately. Each step is timed until everything it caused is painted. The search
is timed from the moment the typing pause ends (the dialog waits for the user to
stop typing; that wait is not counted). The search word is a town that five teams
of 200 carry (~5% of the matches); the team filter picks one of those teams (about
1% of the matches); a second search, for "united", finds a fifth of them.

Like with like: each step shows a screenful at both sizes. Over the shared 100-match
library the town finds 3 matches and the team 1, so a few rows would be drawn against
a screenful at 100,000, and the ratio would count the painting of the rows the small
library lacks. The baseline is therefore 100 matches built the same way from the same
200 teams, but with the team filtered on in about half of them (:data:`SMALL_TEAMS`):
the town, the team and "united" each fill the table, and the filters list about as
many teams as over the shared library. A typo of the town finds nothing at either
size: the table is empty at both.

The table shows its first page first and counts the matches a moment later, off the
GUI thread: a step's time ends when its painting settles (with the count, if it came
by then). The time until the count is shown is a row of its own, with no target.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from benchmarks import libraries
from benchmarks.context import Context
from benchmarks.entry import Painter
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave

SEARCH = "ashford"
#: A word a fifth of the teams carry.
SCREENFUL = "united"
#: A typo of :data:`SEARCH`: found nowhere, at either size.
NOTHING = "ashfrod"
#: The team filtered on, one of the teams :data:`SEARCH` finds.
TEAM = "Ashford Rovers"
#: The teams of the 100-match baseline: the 200 teams, and the team filtered on in
#: about half of the matches, so that it, the town and "united" fill the table.
SMALL_TEAMS = (TEAM,) * 130 + libraries.TEAMS
STEPS = ("open", "search", "screenful", "nothing", "filter")


def _flush_typing(dialog: Any) -> None:
    """End the typing pause now: fire the dialog's pending single-shot timers."""
    from PySide6.QtCore import QTimer

    for timer in dialog.findChildren(QTimer):
        if timer.isActive() and timer.isSingleShot():
            timer.stop()
            timer.timeout.emit()


def _small_library(ctx: Context) -> Path:
    """100 matches of :data:`SMALL_TEAMS`, built once per run."""
    from tracker.store.db import open_database

    path = ctx.scratch / "library-100-one-team-often" / "matches.sqlite3"
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        db = open_database(path, backups=0)
        try:
            libraries.fill(db, 100, teams=SMALL_TEAMS)
        finally:
            db.close()
    return path


class _Counts:
    """When the dialog's count of the matches shown was last given."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.at = 0.0

    def heard(self) -> None:
        self.at = time.perf_counter()

    def wait(self, dialog: Any) -> float:
        """Let the count of the step come (it is read off the GUI thread); when it came."""
        deadline = time.perf_counter() + 30
        while dialog.model.counting and time.perf_counter() < deadline:
            time.sleep(0.0002)
            self.app.processEvents()
        if dialog.model.total is None:
            raise RuntimeError("the library did not count its matches")
        return self.at


def _session(
    path: Path, painter: Painter, found: dict[str, int]
) -> tuple[Callable[[], float], dict[str, list[float]]]:
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database
    from tracker.ui.library.library import MatchLibrary

    service = MatchService(open_database(path, backups=0))
    times: dict[str, list[float]] = {name: [] for step in STEPS for name in (step, f"{step}#")}
    counts = _Counts(painter.app)

    def step(name: str, start: float, dialog: Any) -> None:
        times[name].append(painter.settle() - start)
        times[f"{name}#"].append(counts.wait(dialog) - start)
        found[name] = dialog.model.total

    def run() -> float:
        start = time.perf_counter()
        dialog = MatchLibrary(service)
        dialog.model.counted.connect(counts.heard)
        counts.heard()  # a count given while the dialog is built
        dialog.show()
        step("open", start, dialog)

        for name, word in (("search", SEARCH), ("screenful", SCREENFUL), ("nothing", NOTHING)):
            start = time.perf_counter()
            dialog.search.setText(word)
            _flush_typing(dialog)
            step(name, start, dialog)
            dialog.search.clear()
            _flush_typing(dialog)
            painter.settle()
            counts.wait(dialog)

        team = dialog.team
        index = team.findData(TEAM)
        start = time.perf_counter()
        team.setCurrentIndex(index)
        team.activated.emit(index)
        step("filter", start, dialog)
        dialog.close()
        dialog.deleteLater()
        painter.settle()
        return times["open"][-1]

    return run, times


def run(ctx: Context) -> Iterator[Row]:
    """Open, search and filter at a large library vs at 100 matches."""
    painter = Painter(ctx.app())
    small_found: dict[str, int] = {}
    large_found: dict[str, int] = {}
    try:
        small, small_times = _session(_small_library(ctx), painter, small_found)
        large, large_times = _session(ctx.library(ctx.largest), painter, large_found)
        small(), large()  # warm-up
        for times in (small_times, large_times):
            for values in times.values():
                values.clear()
        interleave([small, large], ctx.rounds(10, 5), budget=120)
    finally:
        painter.close()
    for step, what in (
        ("open", "opening the library dialog"),
        ("search", f"library search “{SEARCH}”"),
        ("screenful", f"library search “{SCREENFUL}”"),
        ("nothing", f"library search “{NOTHING}” (a typo, found nowhere)"),
        ("filter", f"library team filter ({TEAM})"),
    ):
        note = f"{large_found[step]:,} vs {small_found[step]:,} matches found"
        yield Row(
            f"{what} at {ctx.largest:,} matches",
            "at 100 matches",
            large_times[step],
            small_times[step],
            ratio(1.5),
            latency=True,
            note=note,
        )
    for step, what in (
        ("open", "opening the library"),
        ("search", f"“{SEARCH}”"),
        ("screenful", f"“{SCREENFUL}”"),
        ("nothing", f"“{NOTHING}”"),
        ("filter", "the team filter"),
    ):
        yield Row(
            f"{what}: its count shown, at {ctx.largest:,} matches",
            "at 100 matches",
            large_times[f"{step}#"],
            small_times[f"{step}#"],
            None,
            latency=True,
            note="after the first page, read off the GUI thread",
        )
