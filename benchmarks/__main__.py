"""``python -m benchmarks [--quick] [NAME …]``: measure, then print the table.

To add a row, write a module with ``run(ctx) -> Iterator[Row]`` and add it to
:data:`MEASURES`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path

from benchmarks.context import Context
from benchmarks.processes import xvfb
from benchmarks.report import Row, table

#: name -> (module, function, what it measures), in the order of the table.
MEASURES: dict[str, tuple[str, str, str]] = {
    "startup": ("benchmarks.startup", "run", "start → painted: vs a bare window, large vs small"),
    "entry": ("benchmarks.entry", "run", "quick entry Enter → committed and repainted"),
    "log": ("benchmarks.servicelog", "run", "MatchService.log vs a raw INSERT+COMMIT"),
    "list": ("benchmarks.commands", "run_list", "match-tracker list, large vs small"),
    "library": ("benchmarks.librarydialog", "run", "library dialog open, search, team filter"),
    "close": ("benchmarks.closing", "run", "closing the window on a large database"),
    "export": ("benchmarks.commands", "run_export", "match-tracker export --format pdf"),
    "memory": ("benchmarks.memory", "run", "idle window RSS vs a bare window"),
    "statsbomb": ("benchmarks.statsbomb", "run", "StatsBomb import vs json.loads"),
    "copy": ("benchmarks.league", "run", "match-tracker copy again vs the first copy"),
    "bulk": (
        "benchmarks.bulkmoves",
        "run",
        "copy of 1,000 matches (SQLite, PostgreSQL) vs dump + load; facts in a fresh process",
    ),
    "records": (
        "benchmarks.records",
        "run",
        "standings, a player page, key stats and a second leg's first-leg check: the same subject "
        "at 100,000 vs 100 matches",
    ),
    "leagues": (
        "benchmarks.leaguetables",
        "run",
        "a league table at a large library vs 100 matches; every league file imported",
    ),
    "linking": (
        "benchmarks.linking",
        "run",
        "the 23 World Cup files imported with linking; the review queue, large vs 100",
    ),
    "matchday": (
        "benchmarks.matchday",
        "run",
        "50 clients logging and 200 windows watching on one PostgreSQL server",
    ),
    "watchcheck": (
        "benchmarks.watchcheck",
        "run",
        "a window's check of a notification on PostgreSQL, at 100,000 matches vs 50",
    ),
    "recordpages": (
        "benchmarks.recordpages",
        "run",
        "the records window's competition, team and player pages: the same subject, large vs 100",
    ),
    "web": (
        "benchmarks.web",
        "run",
        "live site: commit → event in each of 1,000 streams vs one; server memory per stream",
    ),
}


def _measure(name: str) -> Callable[[Context], Iterator[Row]]:
    module, function, _ = MEASURES[name]
    found: Callable[[Context], Iterator[Row]] = getattr(importlib.import_module(module), function)
    return found


def main(argv: list[str] | None = None) -> int:
    """Run the chosen measures (all by default) and print every row."""
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="Measure Match Tracker against baselines run interleaved.",
        epilog="measures: "
        + "; ".join(f"{name} ({what})" for name, (_, _, what) in MEASURES.items()),
    )
    parser.add_argument("names", nargs="*", metavar="NAME", help="measures to run (default: all)")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="fewer repetitions, libraries of 100 and 1,000 only, 200 live streams",
    )
    parser.add_argument("--no-xcb", action="store_true", help="skip the rows under Xvfb")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in MEASURES]
    if unknown:
        parser.error(f"unknown measure(s): {', '.join(unknown)}; choose from {', '.join(MEASURES)}")
    names = args.names or list(MEASURES)
    rows: list[Row] = []
    started = time.perf_counter()
    _compile_once()
    with ExitStack() as stack:
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-")))
        display = None
        if "startup" in names and not args.no_xcb:
            display = stack.enter_context(xvfb())
        ctx = Context(quick=args.quick, scratch=scratch, display=display)
        for name in names:
            print(f"{name}…", file=sys.stderr, flush=True)
            for row in _measure(name)(ctx):
                rows.append(row)
                print(f"  {row.measure}: {row.ratio:.2f}× — {row.verdict}", file=sys.stderr)
    mode = "quick" if args.quick else "full"
    print(f"\n{mode} run, {time.perf_counter() - started:.0f} s\n")
    print(table(rows))
    return 0


def _compile_once() -> None:
    """Compile the application's modules to bytecode first, as an install does."""
    import compileall

    import tracker

    compileall.compile_dir(Path(tracker.__file__).parent, quiet=1)


if __name__ == "__main__":
    sys.exit(main())
