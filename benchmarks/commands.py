"""The command line as a user runs it: ``match-tracker list`` and ``export --format pdf``.

Each is timed as a whole process, from spawning it to its exit.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

from benchmarks.context import Context
from benchmarks.processes import command_line, run_seconds
from benchmarks.report import Row, below, ratio
from benchmarks.timing import interleave


def run_list(ctx: Context) -> Iterator[Row]:
    """``match-tracker list`` on a large library vs on 100 matches."""
    env = ctx.env()
    small, large = ctx.library(100), ctx.library(ctx.largest)
    runs = [
        lambda db=db: run_seconds([*command_line(), "--db", str(db), "list"], env)
        for db in (small, large)
    ]
    runs[0]()  # warm-up (the large one is too slow to run for nothing)
    at_small, at_large = interleave(runs, ctx.rounds(5, 3), budget=300)
    yield Row(
        f"`match-tracker list` at {ctx.largest:,} matches",
        "at 100 matches",
        at_large,
        at_small,
        ratio(1.5),
    )


def run_export(ctx: Context) -> Iterator[Row]:
    """``match-tracker export 1 --format pdf -o FILE`` vs a process importing QtGui."""
    env = ctx.env()
    output = ctx.scratch / "sheet.pdf"
    export = [
        *command_line(),
        "--db",
        str(ctx.demo),
        "export",
        "1",
        "--format",
        "pdf",
        "-o",
        str(output),
    ]
    bare = [sys.executable, "-c", "import PySide6.QtGui"]
    runs = [lambda: run_seconds(bare, env), lambda: run_seconds(export, env)]
    for one in runs:
        one()
    base, subject = interleave(runs, ctx.rounds(10, 5), budget=120)
    yield Row(
        "`match-tracker export 1 --format pdf` whole process",
        "`python -c 'import PySide6.QtGui'`",
        subject,
        base,
        below("p50", 0.5, strict=False),
        note=f"{output.stat().st_size // 1024} kB PDF",
    )
