"""The live site: commit → the event received in every open stream, and memory per stream.

One ``match-tracker serve`` process over a library with a match being logged; another
process (:mod:`benchmarks.sseclients`) holds the streams of that match's live page, as
browsers would. For each sample the service commits one event (a goal) and the time
from the commit's return to the event's arrival is taken in each stream. Subject:
1,000 streams (200 with ``--quick``); baseline: one stream, in the same run, on the
same server. Target: shown within 1 s (p99). Memory: the server's resident set with
every stream open, against the same server idle after serving a page; the note gives
the difference divided by the streams. On an SQLite file, and on PostgreSQL (where the
server is told of each commit by NOTIFY) when ``TRACKER_TEST_PG`` names one.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from benchmarks.context import Context
from benchmarks.processes import ROOT, command_line
from benchmarks.report import Row, below

#: The live stream of a match (docs/web.md).
STREAM_PATH = "/matches/{id}/live"


@dataclass
class Server:
    """A running ``match-tracker serve``."""

    process: subprocess.Popen[bytes]
    port: int

    @property
    def url(self) -> str:
        """Its root page."""
        return f"http://127.0.0.1:{self.port}/"

    def rss(self) -> float:
        """Its resident set, in bytes."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        line = next(x for x in status.splitlines() if x.startswith("VmRSS:"))
        return float(line.split()[1]) * 1024


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextlib.contextmanager
def serving(db: str, env: Mapping[str, str]) -> Iterator[Server]:
    """``match-tracker serve`` on ``db``, once it answers; stopped at the end."""
    port = _free_port()
    command = [*command_line(), "--db", db, "serve", "--port", str(port)]
    process = subprocess.Popen(
        command, env=dict(env), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    server = Server(process, port)
    try:
        _wait_answering(server)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stderr is not None:
            process.stderr.close()


def _wait_answering(server: Server) -> None:
    """Wait (60 s at most) until the server answers its root page."""
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(server.url, timeout=5) as reply:
                reply.read()
            return
        except OSError:
            if server.process.poll() is not None or time.monotonic() > deadline:
                err = server.process.stderr.read().decode() if server.process.stderr else ""
                raise RuntimeError(f"match-tracker serve did not start: {err[-2000:]}") from None
            time.sleep(0.1)  # polling a process that is starting up


@contextlib.contextmanager
def following(
    server: Server, match_id: int, count: int, env: Mapping[str, str]
) -> Iterator[Clients]:
    """``count`` streams on the match's live page, in a process of their own."""
    path = STREAM_PATH.format(id=match_id)
    process = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.sseclients", str(server.port), path, str(count)],
        env=dict(env),
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None
    clients = Clients(process.stdin, process.stdout)
    try:
        clients.answer("ready")
        yield clients
    finally:
        process.stdin.close()
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()


@dataclass
class Clients:
    """The driver's end of :mod:`benchmarks.sseclients`."""

    to: IO[str]
    back: IO[str]

    def answer(self, expected: str | None = None) -> str:
        """The clients' next line (checked against ``expected``)."""
        line = self.back.readline().strip()
        if not line or (expected is not None and line != expected):
            raise RuntimeError(f"the clients answered {line!r}, not {expected!r}")
        return line

    def times_of(self, event_id: str) -> list[float | None]:
        """When each stream received ``event_id``."""
        self.to.write(f"expect {event_id}\n")
        self.to.flush()
        found: list[float | None] = json.loads(self.answer())
        return found


class Logger:
    """Commits one goal at a time into a kicked-off match, as the window would."""

    def __init__(self, db: str) -> None:
        from tracker.core.match.events import PeriodStart
        from tracker.core.match.matchtime import MatchTime, Period
        from tracker.services.matches import MatchService
        from tracker.store.db import open_database

        self.service = MatchService(open_database(db, backups=0))
        self.match_id = self._create()
        self.service.log(self.match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
        self.minute = 0

    def _create(self) -> int:
        from tracker.app import demo_text
        from tracker.core.files import matchfile

        match = self.service.create(matchfile.loads(demo_text())[0])
        assert match.id is not None
        return match.id

    def commit(self) -> tuple[float, str]:
        """Log the next goal; the time the commit returned, and the revision it made."""
        from tracker.core.match.events import Goal
        from tracker.core.match.matchtime import MatchTime, Period
        from tracker.core.match.model import Side

        self.minute += 1
        side = Side.HOME if self.minute % 2 else Side.AWAY
        self.service.log(self.match_id, Goal(MatchTime(Period.FIRST_HALF, self.minute), side=side))
        committed = time.time()
        return committed, str(self.service.open(self.match_id).revision)

    def close(self) -> None:
        """Close the database."""
        self.service.db.close()


def latencies(logger: Logger, clients: Clients, commits: int) -> list[list[float]]:
    """For each commit, the seconds until each stream received it (after one warm-up)."""
    found = []
    for index in range(commits + 1):
        committed, revision = logger.commit()
        times = clients.times_of(revision)
        missing = sum(t is None for t in times)
        if missing:
            raise RuntimeError(f"{missing} of {len(times)} streams never received the event")
        if index:  # the first commit warms the server's caches up
            found.append([t - committed for t in times if t is not None])
    return found


def run(ctx: Context) -> Iterator[Row]:
    """Commit → received in every stream, 1,000 streams against one; memory per stream;
    on an SQLite file, and on PostgreSQL (told by NOTIFY) when ``TRACKER_TEST_PG`` names one."""
    folder = ctx.scratch / "web"
    folder.mkdir(exist_ok=True)
    yield from _rows(ctx, "SQLite", str(folder / "matches.sqlite3"))
    server = os.environ.get("TRACKER_TEST_PG", "")
    if server:
        from benchmarks.bulkmoves import _pg_databases

        with _pg_databases(server, 1) as (url,):
            yield from _rows(ctx, "PostgreSQL", url)
    else:
        print("  (no TRACKER_TEST_PG: the PostgreSQL rows are skipped)", file=sys.stderr)


def _rows(ctx: Context, kind: str, location: str) -> Iterator[Row]:
    """The rows of one backend, the library at ``location``."""
    streams = 200 if ctx.quick else 1000
    commits = ctx.rounds(20, 8)
    logger = Logger(location)
    env = ctx.env()
    try:
        with serving(location, env) as server:
            idle = server.rss()
            with following(server, logger.match_id, 1, env) as one:
                base = latencies(logger, one, commits)
            with following(server, logger.match_id, streams, env) as many:
                full = server.rss()
                subject = latencies(logger, many, commits)
    finally:
        logger.close()
    each = [x for times in subject for x in times]
    last = [max(times) for times in subject]
    one_stream = [x for times in base for x in times]
    label = f"{streams:,} streams, {kind}"
    yield Row(
        f"commit → event received, each of {label}",
        "1 stream",
        each,
        one_stream,
        below("p99", 1.0),
        latency=True,
        note=f"{commits} commits",
    )
    yield Row(
        f"commit → event received by the last of {label}",
        "1 stream",
        last,
        one_stream,
        below("p99", 1.0),
        latency=True,
    )
    per = (full - idle) / streams
    yield Row(
        f"server RSS with {label}",
        "idle server",
        [full],
        [idle],
        None,
        unit="MB",
        note=f"{per / 1024:.0f} kB per stream",
    )
