"""Copying a library between databases (``match-tracker copy``), first time and again.

Both copy a 1,000-match library (SQLite to a new SQLite file, the durable settings on
both sides). The first copy writes every match, one transaction each; run again over
the same pair with nothing changed, it must be told from the revisions alone, without
reading any match whole or writing anything.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path

from benchmarks.context import Context
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave

#: The library copied: "fine for thousands of matches".
MATCHES = 1000


def _fresh(library: Path, folder: Path) -> tuple[Path, Path]:
    """A copy of the library to read from, and no target yet."""
    folder.mkdir(parents=True, exist_ok=True)
    source, target = folder / "source.sqlite3", folder / "target.sqlite3"
    for path in (source, target):
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(library, source)
    return source, target


def _copy(source: Path, target: Path) -> float:
    from tracker.services.copying import copy_library
    from tracker.store.db import open_database

    a, b = open_database(source, backups=0), open_database(target, backups=0)
    try:
        started = time.perf_counter()
        copy_library(a, b)
        return time.perf_counter() - started
    finally:
        a.close()
        b.close()


def run(ctx: Context) -> Iterator[Row]:
    """``copy`` run again with nothing changed vs the first ``copy``, 1,000 matches."""
    library = ctx.library(MATCHES)
    again_pair = _fresh(library, ctx.scratch / "copy-again")
    _copy(*again_pair)  # the pair the repeated copy runs over

    def first() -> float:
        return _copy(*_fresh(library, ctx.scratch / "copy-first"))

    def again() -> float:
        return _copy(*again_pair)

    base, subject = interleave([first, again], ctx.rounds(3, 1), budget=240, least=1)
    yield Row(
        f"`copy` of {MATCHES:,} matches again, nothing changed",
        f"the first `copy` of {MATCHES:,} matches",
        subject,
        base,
        ratio(0.15),
    )
