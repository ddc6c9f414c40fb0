"""The match library dialog (File › Open): opening it, a search, a team filter.

The real dialog is driven offscreen over a large library and over 100 matches,
alternately. Each step is timed until everything it caused is painted. The search
is timed from the moment the typing pause ends (the dialog waits for the user to
stop typing; that wait is not counted). The search word is a town that five teams
of 200 carry (~5% of the matches); the team filter picks a team that plays in
about 1% of them. Over 100 matches those find 3 matches and 1, where the large
library fills the table: a second search, for "united" (a fifth of the teams, a
screenful at either size), compares the same screenful drawn over both libraries.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from benchmarks.context import Context
from benchmarks.entry import Painter
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave

SEARCH = "ashford"
#: A word that fills the table at 100 matches too.
SCREENFUL = "united"


def _flush_typing(dialog: Any) -> None:
    """End the typing pause now: fire the dialog's pending single-shot timers."""
    from PySide6.QtCore import QTimer

    for timer in dialog.findChildren(QTimer):
        if timer.isActive() and timer.isSingleShot():
            timer.stop()
            timer.timeout.emit()


def _session(
    path: Path, painter: Painter, found: dict[str, int]
) -> tuple[Callable[[], float], dict[str, list[float]]]:
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database
    from tracker.ui.library.library import MatchLibrary

    service = MatchService(open_database(path, backups=0))
    times: dict[str, list[float]] = {"open": [], "search": [], "screenful": [], "filter": []}

    def run() -> float:
        start = time.perf_counter()
        dialog = MatchLibrary(service)
        dialog.show()
        times["open"].append(painter.settle() - start)

        for step, word in (("search", SEARCH), ("screenful", SCREENFUL)):
            start = time.perf_counter()
            dialog.search.setText(word)
            _flush_typing(dialog)
            times[step].append(painter.settle() - start)
            found[step] = dialog.model.total
            dialog.search.clear()
            _flush_typing(dialog)
            painter.settle()

        team = dialog.team
        index = team.count() // 2
        start = time.perf_counter()
        team.setCurrentIndex(index)
        team.activated.emit(index)
        times["filter"].append(painter.settle() - start)
        found["filter"] = dialog.model.total
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
        small, small_times = _session(ctx.library(100), painter, small_found)
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
        ("screenful", f"library search “{SCREENFUL}” (a screenful at both sizes)"),
        ("filter", "library team filter"),
    ):
        note = ""
        if step in large_found:
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
