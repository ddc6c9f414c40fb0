"""Memory: the resident set of the idle window on the demo match vs a bare window.

Each is read from ``/proc/self/status`` a second after the first frame.
"""

from __future__ import annotations

from collections.abc import Iterator

from benchmarks.context import Context
from benchmarks.processes import launch
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave


def run(ctx: Context) -> Iterator[Row]:
    """Idle RSS of the window on the demo match, against the bare window's."""
    env = ctx.env()
    base, subject = interleave(
        [
            lambda: launch("bare", None, "rss", env)["rss"],
            lambda: launch("app", ctx.demo, "rss", env)["rss"],
        ],
        ctx.rounds(5, 3),
    )
    yield Row(
        "idle window RSS, demo match",
        "bare QMainWindow",
        subject,
        base,
        ratio(2.0),
        unit="MB",
    )
