"""The command line as a user runs it: ``match-tracker list`` and ``export --format pdf``.

Each is timed as a whole process, from spawning it to its exit.
"""

from __future__ import annotations

import resource
import sys
from collections.abc import Callable, Iterator, Mapping

from benchmarks.context import Context
from benchmarks.processes import command_line, run_seconds
from benchmarks.report import Row, below, percentile, ratio
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
    cpu: list[float] = []
    runs: list[Callable[[], float]] = [
        lambda: run_seconds(bare, env),
        lambda: _with_cpu(export, env, cpu),
    ]
    for one in runs:
        one()
    cpu.clear()
    base, subject = interleave(runs, ctx.rounds(10, 5), budget=120)
    yield Row(
        "`match-tracker export 1 --format pdf` whole process",
        "`python -c 'import PySide6.QtGui'`",
        subject,
        base,
        below("p50", 0.5, strict=False),
        note=f"{output.stat().st_size // 1024} kB PDF; CPU p50 {percentile(cpu, 0.5) * 1000:.0f} "
        "ms (it reads the match in a forked child while it loads Qt)",
    )


def _with_cpu(command: list[str], env: Mapping[str, str], cpu: list[float]) -> float:
    """:func:`run_seconds`, noting in ``cpu`` the CPU time the process and its own
    children spent (user and system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = run_seconds(command, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return seconds
