"""A league's matchday on one PostgreSQL server: many clients logging, many windows watching.

``clients`` processes each log one match, event by event, through
:class:`tracker.services.matches.MatchService` on a connection of their own (the
events of a valid ~50-event match, :mod:`benchmarks.matchgen`, as fast as the
service takes them: a matchday's peak, not its pace). ``watchers`` windows watch, as
the window does at the listener level (:class:`tracker.ui.match.livecheck.LiveCheck`):
each has a :class:`tracker.services.watch.MatchWatch` and the listening connection
it gives (:class:`tracker.store.match.live.Listener`), reads what its socket brings
and checks each notification with the one read a window makes
(:meth:`MatchWatch.confirm`). The watchers run in a few processes, each waiting on
all its sockets at once.

What is checked, not assumed: every watcher hears every committed transaction of
every match exactly once (one notification per transaction, in commit order: the
client of a match logs its events one after the other), so the k-th notice of a
match a watcher hears is the k-th event its client committed. A notice that never
comes is lost, one too many a duplicate. The latency of an event is from its commit
(the moment the client sent its COMMIT: the server cannot tell anyone before) to the
moment the last watcher took its notice off the socket; both read ``time.monotonic``,
one clock for every process of the machine. (From the moment the client saw the
server acknowledge it instead, a window often heard first: a latency below zero.)
The connections in use are sampled from ``pg_stat_activity`` during the run.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import queue
import random
import selectors
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from benchmarks import matchgen
from benchmarks.context import Context
from benchmarks.report import Row, below
from tracker.core.match.model import Match, Side
from tracker.store.match.eventlog import remap_event

#: The matchday of issue 22: 50 matches logged at once, 200 windows watching.
CLIENTS = 50
WATCHERS = 200
#: How many processes share the watchers (each waits on its sockets at once).
WATCHER_PROCESSES = 4
#: The steady pace: each client logs an event every PACE_S seconds, PACED_EVENTS of them.
PACE_S = 2.0
PACED_EVENTS = 20
#: How long the watchers wait for the last notices once every client is done (s).
DRAIN_S = 30.0


@dataclass
class Matchday:
    """What one matchday measured."""

    clients: int
    watchers: int
    #: Events committed, and refused by the rules (none expected).
    events: int
    refused: int
    #: From the first log begun to the last commit, seconds.
    seconds: float
    #: Per event: commit → the last watcher took its notice (seconds).
    latencies: list[float]
    #: Per event: ``MatchService.log`` in the client, begin → return (seconds).
    log_times: list[float]
    #: Notices a watcher never heard, and heard once too often (summed over watchers).
    lost: int
    duplicates: int
    #: The most client connections seen at once: to the run's database, to the server.
    connections: int
    server_connections: int
    max_connections: int
    #: Reads made by the watchers to check notices (``MatchWatch.confirm``).
    checks: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def per_second(self) -> float:
        """Events committed per second, sustained over the run."""
        return self.events / self.seconds if self.seconds > 0 else 0.0


# --- the processes ---------------------------------------------------------------
def _client(
    url: str, match_id: int, pace: tuple[int, float, int], gates: tuple[Any, Any], results: Any
) -> None:
    """Log one match's events through the service, one transaction each; report the times.

    ``pace`` is (variant, interval, most): the match's events are those of the
    ``variant``-th generated match (its first ``most``), one every ``interval`` seconds
    from a moment of the first interval drawn for the match (0: as fast as they go).
    ``gates`` are the barriers passed once every client and window is connected and
    once the connections are counted.
    """
    variant, interval, most = pace
    from tracker.services.matches import MatchService, ServiceError
    from tracker.store.db import open_database

    service = MatchService(open_database(url), author=f"secretary {match_id}")
    committed = _commits()
    try:
        service.state(match_id)  # the match open, as in a secretary's window
        mapping = _players(service.load(match_id)[0])
        events = [
            dataclasses.replace(remap_event(e, mapping), seq=0, id=None)
            for e in matchgen.variant(variant).events[:most]
        ]
        ready, go = gates
        ready.wait()  # every client and window connected
        go.wait()  # and counted
        times: list[tuple[float, float, float]] = []
        refused = 0
        start = time.monotonic() + random.Random(match_id).random() * interval
        for k, event in enumerate(events):
            if interval:
                time.sleep(max(0.0, start + k * interval - time.monotonic()))
            begun = time.monotonic()
            try:
                service.log(match_id, event)
            except ServiceError:
                refused += 1
                continue
            times.append((begun, *committed[-1]))
        results.put((match_id, times, refused))
    finally:
        service.db.close()


def _commits() -> list[tuple[float, float]]:
    """For each commit of this process: the moment its COMMIT was sent (the listeners
    cannot hear of it before), and the moment the server acknowledged it (the log is
    done), both ``time.monotonic``."""
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    from sqlalchemy.orm import Session

    sent = [0.0]
    moments: list[tuple[float, float]] = []

    def sending(_connection: object) -> None:
        sent[0] = time.monotonic()

    event.listen(Engine, "commit", sending)
    event.listen(Session, "after_commit", lambda _s: moments.append((sent[0], time.monotonic())))
    return moments


def _players(stored: Match) -> dict[int, int]:
    """The reference match's player ids → the stored match's (each match has its own)."""
    reference, _ = matchgen.reference()
    mapping: dict[int, int] = {}
    for side in Side:
        ours = {p.name: p.pid for p in stored.team(side).squad}
        mapping.update({p.pid: ours[p.name] for p in reference.team(side).squad})
    return mapping


def _watchers(url: str, count: int, ready: Any, expected: Any, results: Any) -> None:
    """``count`` windows' listeners in one process: what each heard, and when."""
    from tracker.services.watch import MatchWatch
    from tracker.store.db import open_database

    db = open_database(url)
    watches = [MatchWatch(db) for _ in range(count)]
    listeners = [w.listen() for w in watches]
    heard: list[dict[int, list[float]]] = [{} for _ in range(count)]
    chooser = selectors.DefaultSelector()
    for index, listener in enumerate(listeners):
        chooser.register(listener.fileno(), selectors.EVENT_READ, index)
    ready.wait()
    wanted: dict[int, int] | None = None
    deadline = 0.0
    try:
        while True:
            taken = []
            for key, _ in chooser.select(0.2):
                ids = listeners[key.data].take()
                now = time.monotonic()
                for match_id in ids:
                    heard[key.data].setdefault(match_id, []).append(now)
                taken.append((key.data, ids))
            # Each window then checks the notice with its one read (after every socket
            # of the round was taken, so that a read does not delay another's notice).
            for index, ids in taken:
                if ids:
                    watches[index].confirm(ids)
            if wanted is None:
                with contextlib.suppress(queue.Empty):
                    wanted = expected.get_nowait()
                    deadline = time.monotonic() + DRAIN_S
            if wanted is not None and (_all_heard(heard, wanted) or time.monotonic() > deadline):
                break
        results.put((heard, sum(w.checks for w in watches)))
    finally:
        for listener in listeners:
            listener.close()
        db.close()


def _all_heard(heard: list[dict[int, list[float]]], wanted: dict[int, int]) -> bool:
    return all(len(h.get(m, ())) >= n for h in heard for m, n in wanted.items())


class _Sampler(threading.Thread):
    """The most client connections in use at once, read from ``pg_stat_activity``: every
    0.1 s, and once more when :meth:`take` is called (while every client is connected
    and waits to log: a short run may end between two samples)."""

    def __init__(self, server: str, database: str) -> None:
        super().__init__(daemon=True)
        self._server, self._database = server, database
        self.peak = self.server_peak = 0
        self.max_connections = 0
        self._done = threading.Event()
        self._lock = threading.Lock()

    def run(self) -> None:
        import psycopg

        with psycopg.connect(_libpq(self._server), autocommit=True) as conn:
            self.max_connections = int(_one(conn, "SHOW max_connections"))
            while not self._done.is_set():
                self._count(conn)
                self._done.wait(0.1)

    def take(self) -> None:
        """One sample now, through a connection of its own (to the server's own
        database: it counts on the server but not in the run's database)."""
        import psycopg

        with psycopg.connect(_libpq(self._server), autocommit=True) as conn:
            self._count(conn, itself=1)

    def _count(self, conn: Any, itself: int = 0) -> None:
        here, everywhere = conn.execute(
            "SELECT count(*) FILTER (WHERE datname = %s), count(*)"
            " FROM pg_stat_activity WHERE backend_type = 'client backend'",
            (self._database,),
        ).fetchone()
        with self._lock:
            self.peak = max(self.peak, int(here))
            self.server_peak = max(self.server_peak, int(everywhere) - itself)

    def stop(self) -> None:
        self._done.set()
        self.join()


# --- the run ---------------------------------------------------------------------
def _libpq(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://")


@contextlib.contextmanager
def fresh_database(server: str) -> Iterator[str]:
    """A new empty database on the server ``server`` (a URL): its URL; dropped after."""
    import psycopg

    name = f"mt_matchday_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(_libpq(server), autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{server.rsplit('/', 1)[0]}/{name}"
    finally:
        with psycopg.connect(_libpq(server), autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _one(conn: Any, sql: str) -> Any:
    """The one value ``sql`` reads on the server."""
    row = conn.execute(sql).fetchone()
    if row is None:
        raise RuntimeError(f"the server answered nothing to {sql!r}")
    return row[0]


def room(server: str) -> tuple[int, int]:
    """(max_connections, client connections in use now) of the server."""
    import psycopg

    with psycopg.connect(_libpq(server), autocommit=True) as conn:
        most = int(_one(conn, "SHOW max_connections"))
        used = _one(
            conn, "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'"
        )
    return most, int(used)


def needed(clients: int, watchers: int, processes: int = WATCHER_PROCESSES) -> int:
    """Connections a matchday takes: one per client and watcher, one per watcher
    process for the checks, two for the run itself (set-up, sampling)."""
    return clients + watchers + min(processes, watchers) + 2


def _matches(url: str, count: int) -> list[int]:
    """``count`` new matches set up as the reference match (no events yet)."""
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database

    match, _ = matchgen.reference()
    service = MatchService(open_database(url))
    try:
        return [service.import_match(match, []) for _ in range(count)]
    finally:
        service.db.close()


def matchday(
    server: str,
    clients: int = CLIENTS,
    watchers: int = WATCHERS,
    *,
    processes: int = WATCHER_PROCESSES,
    interval: float = 0.0,
    events: int = 1000,
) -> Matchday:
    """Run a matchday in a new database on ``server``; the database is dropped after.

    Each client logs the first ``events`` events of its match, one every ``interval``
    seconds (0: as fast as the server takes them).
    """
    with fresh_database(server) as url:
        ids = _matches(url, clients)
        mp = multiprocessing.get_context("forkserver")
        mp.set_forkserver_preload(["benchmarks.matchday", "tracker.services.watch"])
        shares = [watchers // processes + (i < watchers % processes) for i in range(processes)]
        shares = [s for s in shares if s]
        ready = mp.Barrier(clients + len(shares) + 1)
        go = mp.Barrier(clients + 1)  # the clients log once their connections are counted
        results = mp.Queue()
        heard_q = mp.Queue()
        expected = [mp.Queue() for _ in shares]
        children = [
            mp.Process(target=_watchers, args=(url, n, ready, expected[i], heard_q))
            for i, n in enumerate(shares)
        ] + [
            mp.Process(
                target=_client,
                args=(url, match_id, (i % 60, interval, events), (ready, go), results),
            )
            for i, match_id in enumerate(ids)
        ]
        sampler = _Sampler(server, url.rsplit("/", 1)[1])
        sampler.start()
        for child in children:
            child.start()
        try:
            ready.wait(timeout=600)
            sampler.take()
            go.wait(timeout=600)
            logged = [results.get(timeout=600) for _ in ids]
            wanted = {match_id: len(times) for match_id, times, _ in logged}
            for q in expected:
                q.put(wanted)
            heard = [heard_q.get(timeout=600 + DRAIN_S) for _ in shares]
        finally:
            sampler.stop()
            for child in children:
                child.join(timeout=60)
                if child.is_alive():
                    child.kill()
        return _figures(logged, heard, sampler, clients, watchers)


def _figures(
    logged: Sequence[tuple[int, list[tuple[float, float, float]], int]],
    heard: Sequence[tuple[list[dict[int, list[float]]], int]],
    sampler: _Sampler,
    clients: int,
    watchers: int,
) -> Matchday:
    every = [h for listeners, _ in heard for h in listeners]
    latencies: list[float] = []
    lost = duplicates = 0
    for match_id, times, _ in logged:
        for h in every:
            got = len(h.get(match_id, ()))
            lost += max(0, len(times) - got)
            duplicates += max(0, got - len(times))
        for k, (_, sent, _acknowledged) in enumerate(times):
            last = [h[match_id][k] for h in every if len(h.get(match_id, ())) > k]
            if len(last) == len(every):
                latencies.append(max(last) - sent)
    begun = min((t[0][0] for _, t, _ in logged if t), default=0.0)
    ended = max((t[-1][2] for _, t, _ in logged if t), default=0.0)
    return Matchday(
        clients=clients,
        watchers=watchers,
        events=sum(len(t) for _, t, _ in logged),
        refused=sum(r for _, _, r in logged),
        seconds=ended - begun,
        latencies=latencies,
        log_times=[end - start for _, t, _ in logged for start, _sent, end in t],
        lost=lost,
        duplicates=duplicates,
        connections=sampler.peak,
        server_connections=sampler.server_peak,
        max_connections=sampler.max_connections,
        checks=sum(c for _, c in heard),
    )


# --- a server of its own, when the shared one has no room -----------------------
def _bindir() -> Path | None:
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return versions[-1].parent if versions else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def own_server(max_connections: int) -> Iterator[str]:
    """A throwaway PostgreSQL server on a free loopback port (as ``.ci/run`` starts one):
    its URL; stopped and removed after. Raises RuntimeError if none can be started."""
    bindir = _bindir()
    if bindir is None:
        raise RuntimeError("initdb is not installed")
    owner = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    folder = Path(tempfile.mkdtemp(prefix="matchday-pg-"))
    data = folder / "data"
    if owner:
        shutil.chown(folder, "postgres")
    port = _free_port()
    quiet = partial(
        subprocess.run, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
    )
    try:
        quiet(
            [*owner, str(bindir / "initdb"), "-D", str(data), "-U", "postgres",
             "--auth=trust", "-E", "UTF8", "--locale=C"],
        )  # fmt: skip
        options = (
            f"-p {port} -c listen_addresses=127.0.0.1 -k {folder} "
            f"-c max_connections={max_connections}"
        )
        quiet(
            [*owner, str(bindir / "pg_ctl"), "-D", str(data), "-l", str(folder / "log"),
             "-w", "-t", "60", "-o", options, "start"],
        )  # fmt: skip
    except (OSError, subprocess.CalledProcessError) as exc:
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"cannot start a PostgreSQL server: {exc}") from None
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*owner, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "stop"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
        )  # fmt: skip
        shutil.rmtree(folder, ignore_errors=True)


# --- the rows --------------------------------------------------------------------
def _server(
    stack: contextlib.ExitStack, shared: str, clients: int, watchers: int
) -> tuple[str, str] | None:
    """The shared server if it has room for the matchday, else a server of its own
    (stopped when ``stack`` closes); None if neither can be had."""
    most, used = room(shared)
    want = needed(clients, watchers)
    if most - used >= want + 5:
        return shared, f"the test server (max_connections {most})"
    print(
        f"  the test server has room for {most - used} connections, the matchday takes"
        f" {want}: starting a server of its own…",
        file=sys.stderr,
        flush=True,
    )
    size = max(400, 2 * want)
    try:
        url = stack.enter_context(own_server(size))
    except RuntimeError as exc:
        print(f"  {exc}: matchday skipped", file=sys.stderr)
        return None
    return url, (
        f"a server of its own (max_connections {size}; the test server's {most} cannot hold {want})"
    )


def run(ctx: Context) -> Iterator[Row]:
    """A matchday (50 clients, 200 watchers; ``--quick``: 10 and 40) vs one client alone:
    once as fast as the server takes the events, once at a steady pace."""
    shared = os.environ.get("TRACKER_TEST_PG", "")
    if not shared:
        print("  (no TRACKER_TEST_PG: the matchday is skipped)", file=sys.stderr)
        return
    clients, watchers = (10, 40) if ctx.quick else (CLIENTS, WATCHERS)
    with contextlib.ExitStack() as stack:
        chosen = _server(stack, shared, clients, watchers)
        if chosen is None:
            return
        server, which = chosen
        alone = matchday(server, 1, 1, processes=1)
        burst = matchday(server, clients, watchers)
        paced = matchday(server, clients, watchers, interval=PACE_S, events=PACED_EVENTS)
    yield from rows(burst, paced, alone, which)


def rows(burst: Matchday, paced: Matchday, alone: Matchday, which: str) -> Iterator[Row]:
    """The matchday's rows, each against one client logging alone, one window watching."""
    what = f"{burst.clients} clients logging, {burst.watchers} windows watching"
    solo = "one client, one window"
    rate = paced.clients / PACE_S
    for day, how in ((burst, "as fast as it goes"), (paced, f"{rate:.0f} events/s")):
        yield Row(
            f"matchday on PostgreSQL ({what}, {how}): commit → every window notified",
            solo,
            day.latencies,
            alone.latencies,
            below("p99", 1.0),
            latency=True,
            note=f"on {which}; {len(day.latencies):,} of {day.events:,} events heard by all",
        )
    yield Row(
        "matchday: events committed per second, sustained (as fast as it goes)",
        solo,
        [burst.per_second],
        [alone.per_second],
        None,
        unit="/s",
        note=f"{burst.events:,} events in {burst.seconds:.1f} s, {burst.refused} refused",
    )
    yield Row(
        f"matchday: `MatchService.log` in a client, begin → committed ({rate:.0f} events/s)",
        solo,
        paced.log_times,
        alone.log_times,
        None,
        latency=True,
    )
    expected = (burst.events + paced.events) * burst.watchers
    checks = burst.checks + paced.checks
    for name in ("lost", "duplicates"):
        yield Row(
            f"matchday: notices {'lost' if name == 'lost' else 'heard twice'}"
            " (both runs, summed over the windows)",
            solo,
            [float(getattr(burst, name) + getattr(paced, name))],
            [float(getattr(alone, name))],
            below("p50", 0, strict=False, unit="n"),
            unit="n",
            note=f"of {expected:,} expected; the windows read {checks:,} checks",
        )
    yield Row(
        "matchday: connections in use (pg_stat_activity, peak)",
        solo,
        [float(max(burst.connections, paced.connections))],
        [float(alone.connections)],
        None,
        unit="n",
        note=(
            f"to the run's database; {max(burst.server_connections, paced.server_connections)}"
            f" on the whole server of max_connections {burst.max_connections}"
        ),
    )
