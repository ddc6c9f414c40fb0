"""Bulk moves as a user runs them: ``copy`` of a 1,000-match library, against a plain
``dump`` + ``load`` of the same library, and ``facts`` in a fresh process.

Every figure is a whole ``match-tracker`` process, from spawning it to its exit.
``copy`` goes from a SQLite file to a new SQLite file, and, when
``TRACKER_TEST_PG`` names a PostgreSQL server, to a new database created on it for
the run (and dropped after it); the baseline writes the same library to an archive
(``dump``) and reads it into a new database of the same kind (``load``). The copy
run again over the same pair, nothing changed, must be told from the revisions
alone: it is timed in-process (``copy_library`` over the two open databases), as no
process starts in 0.1 s.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from benchmarks.context import Context
from benchmarks.processes import command_line, run_seconds
from benchmarks.report import Row, below, ratio
from benchmarks.timing import interleave

#: The library moved.
MATCHES = 1000


@contextmanager
def _pg_databases(server: str, count: int) -> Iterator[list[str]]:
    """``count`` new, empty databases on the PostgreSQL server ``server`` (a URL); dropped after."""
    import psycopg

    plain = server.replace("postgresql+psycopg://", "postgresql://")
    names = [f"mt_bench_{uuid.uuid4().hex[:12]}" for _ in range(count)]
    with psycopg.connect(plain, autocommit=True) as admin:
        for name in names:
            admin.execute(f'CREATE DATABASE "{name}"')
    base = server.rsplit("/", 1)[0]
    try:
        yield [f"{base}/{name}" for name in names]
    finally:
        with psycopg.connect(plain, autocommit=True) as admin:
            for name in names:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _emptied(url: str) -> None:
    """Make the database at ``url`` (SQLite path or PostgreSQL URL) empty again."""
    if "://" not in url:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{url}{suffix}").unlink(missing_ok=True)
        shutil.rmtree(f"{url}.backups", ignore_errors=True)
        return
    import psycopg

    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://")) as conn:
        conn.execute("DROP SCHEMA public CASCADE")
        conn.execute("CREATE SCHEMA public")


def _rows(ctx: Context, kind: str, source: Path, targets: list[str]) -> Iterator[Row]:
    """copy vs dump + load, and the copy again, into ``targets`` (three fresh ones)."""
    env = ctx.env()
    tracker = command_line()
    archive = ctx.scratch / f"bulk-{kind}.zip"
    copy_to, load_to, again_to = targets

    def copy() -> float:
        _emptied(copy_to)
        return run_seconds([*tracker, "copy", "--from", str(source), "--to", copy_to], env)

    def dump_load() -> float:
        _emptied(load_to)
        archive.unlink(missing_ok=True)
        dumped = run_seconds([*tracker, "--db", str(source), "dump", str(archive)], env)
        return dumped + run_seconds([*tracker, "--db", load_to, "load", str(archive)], env)

    def again() -> float:
        from tracker.services.copying import copy_library
        from tracker.store.db import open_database

        a, b = open_database(source, backups=0), open_database(again_to, backups=0)
        try:
            started = time.perf_counter()
            copy_library(a, b)
            return time.perf_counter() - started
        finally:
            a.close()
            b.close()

    # The pair the repeated copy runs over.
    run_seconds([*tracker, "copy", "--from", str(source), "--to", again_to], env)
    runs: list[Callable[[], float]] = [dump_load, copy, again]
    base, copied, repeated = interleave(runs, ctx.rounds(3, 1), budget=300, least=1)
    yield Row(
        f"`copy` of {MATCHES:,} matches, SQLite → {kind}",
        f"`dump` + `load` of the same library into {kind}",
        copied,
        base,
        ratio(3.0),
    )
    yield Row(
        f"`copy` of {MATCHES:,} matches again, nothing changed, SQLite → {kind}",
        f"`dump` + `load` into {kind}",
        repeated,
        base,
        below("p50", 0.1),
        note="in-process: `copy_library` over the open databases",
    )


def run(ctx: Context) -> Iterator[Row]:
    """copy (SQLite, and PostgreSQL when available) vs dump + load; facts in a fresh process."""
    folder = ctx.scratch / "bulk"
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "source.sqlite3"
    shutil.copyfile(ctx.library(MATCHES), source)
    yield from _rows(
        ctx,
        "SQLite",
        source,
        [str(folder / f"{name}.sqlite3") for name in ("copy", "load", "again")],
    )
    server = os.environ.get("TRACKER_TEST_PG", "")
    if server:
        with _pg_databases(server, 3) as urls:
            yield from _rows(ctx, "PostgreSQL", source, urls)
    else:
        print("  (no TRACKER_TEST_PG: the PostgreSQL rows are skipped)", file=sys.stderr)
    yield from _facts(ctx, source)


def _facts(ctx: Context, library: Path) -> Iterator[Row]:
    """``facts MATCH`` (the match stored last) in a fresh process vs ``python -c pass``."""
    import sqlite3

    with sqlite3.connect(library) as conn:
        (last,) = conn.execute("SELECT max(id) FROM match").fetchone()
    env = ctx.env()
    facts = [*command_line(), "--db", str(library), "facts", str(last)]
    bare = [sys.executable, "-c", "pass"]
    runs: list[Callable[[], float]] = [
        lambda: run_seconds(bare, env),
        lambda: run_seconds(facts, env),
    ]
    for one in runs:
        one()
    base, subject = interleave(runs, ctx.rounds(10, 3), budget=120)
    yield Row(
        f"`match-tracker facts MATCH` whole process, {MATCHES:,}-match library",
        "`python -c pass`",
        subject,
        base,
        below("p50", 0.5, strict=False),
    )
