"""Start-up: from spawning the process to the main window's first painted frame.

The app is started by the launcher as ``match-tracker`` starts it (it opens the
match worked on last); the baseline is the same launcher showing a bare
``QMainWindow``. Runs alternate between the subjects.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

from benchmarks.context import Context
from benchmarks.processes import match_shown_after, painted_after, ready_after
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave


def run(ctx: Context) -> Iterator[Row]:
    """Start on the demo match vs a bare window, and on a large vs a small library."""
    env = ctx.env()
    small, large = ctx.library(100), ctx.library(ctx.largest)
    subjects = [("bare", None), ("app", ctx.demo), ("app", small), ("app", large)]
    for kind, db in subjects:  # warm the file cache and the bytecode
        painted_after(kind, db, env)
    runs: list[Callable[[], float]] = [partial(painted_after, k, d, env) for k, d in subjects]
    runs.append(partial(match_shown_after, ctx.demo, env))
    runs.append(partial(ready_after, ctx.demo, env))
    bare, demo, at_small, at_large, shown, ready = interleave(runs, ctx.rounds(10, 5), budget=300)
    yield Row(
        "start → main window painted (offscreen, demo match)",
        "bare QMainWindow",
        demo,
        bare,
        ratio(2.0),
        latency=True,
    )
    # The window paints before it opens the database: how long until the match is there.
    yield Row(
        "start → the demo match shown in the window (offscreen)",
        "bare QMainWindow",
        shown,
        bare,
        ratio(2.5),
        latency=True,
    )
    # The match is shown read ahead of the database layers; they load after that frame.
    yield Row(
        "start → the window takes input (database open, the match read through it)",
        "bare QMainWindow",
        ready,
        bare,
        None,
        latency=True,
        note="no target: SQLAlchemy, SQLModel and pydantic load after the match is shown",
    )
    if ctx.display:
        xcb = ctx.env("xcb")
        painted_after("bare", None, xcb)
        painted_after("app", ctx.demo, xcb)
        bare, demo = interleave(
            [lambda: painted_after("bare", None, xcb), lambda: painted_after("app", ctx.demo, xcb)],
            ctx.rounds(10, 5),
            budget=120,
        )
        yield Row(
            "start → main window painted (xcb under Xvfb, demo match)",
            "bare QMainWindow",
            demo,
            bare,
            ratio(2.0),
            latency=True,
        )
    yield Row(
        f"start → painted at {ctx.largest:,} matches",
        "at 100 matches",
        at_large,
        at_small,
        ratio(1.2),
        latency=True,
    )
