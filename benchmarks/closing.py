"""Closing the window: from ``close()`` to the window gone, and to the process gone.

The app is started as a user starts it on a large database; 300 ms after its first
frame the window is closed. A second row first goes back to the start page (File ›
Close match), which lists the library, and closes half a second later. The
baseline closes a bare ``QMainWindow`` the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

from benchmarks.context import Context
from benchmarks.processes import launch
from benchmarks.report import Row, below, percentile
from benchmarks.timing import interleave


def run(ctx: Context) -> Iterator[Row]:
    """Close with the match open, and on the start page."""
    env = ctx.env()
    db = ctx.library(ctx.closing)
    exits: dict[str, list[float]] = {}

    def closing(kind: str, path: Path | None, what: str) -> float:
        times = launch(kind, path, what, env)
        exits.setdefault(f"{kind} {what}", []).append(times["exited"] - times["closing"])
        return times["closed"] - times["closing"]

    for what, shown in (("close", "match open"), ("close-start", "on the start page")):
        closing("app", db, what)  # warm-up
        exits.clear()
        base, subject = interleave(
            [partial(closing, "bare", None, what), partial(closing, "app", db, what)],
            ctx.rounds(5, 3),
            budget=180,
        )
        gone = percentile(exits[f"app {what}"], 0.5)
        yield Row(
            f"closing the window ({shown}) at {ctx.closing:,} matches",
            "bare QMainWindow",
            subject,
            base,
            below("p50", 0.3),
            note=f"process gone after p50 {gone * 1000:.0f} ms",
        )
