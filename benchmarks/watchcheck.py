"""A window's check of a notification on PostgreSQL, at 100,000 matches vs 50.

Every window on a league's server listens for changed matches and checks each
notification before it reads anything again (anyone connected may send one:
:meth:`tracker.services.watch.MatchWatch.confirm`). On a matchday every window checks
every event's notification, so its cost is paid events × windows times on the server.
The matchday rows (:mod:`benchmarks.matchday`) run on a database of 50 matches; a
league's server holds seasons. Here the same check runs on a database of 50 matches
and on one of :attr:`Context.largest` (the 50 and the rest copied from the first:
the check reads the ``match`` table only), the samples interleaved. The listening
itself, which reads every match's revision once, is printed beside it (no target:
once per window opened, off a match's entry). So is what the live site's watcher
reads for a notice it believed (the named matches' revisions,
:class:`tracker.web.live.Broadcaster`), with the same target as the check, and what it
read before (every match's, and the library's change mark) in its note.
"""

from __future__ import annotations

import contextlib
import os
import select
import sys
import time
from collections.abc import Iterator
from typing import Any

from benchmarks import matchday, matchgen
from benchmarks.context import Context
from benchmarks.report import Row, percentile, ratio

#: The matches of the small database (the matchday's).
SMALL = matchday.CLIENTS


def _library(url: str, size: int) -> tuple[Any, list[int]]:
    """The database at ``url`` with ``size`` matches: its :class:`Database` and the ids
    of the first :data:`SMALL` (stored by the service; the rest copied from the first
    by one INSERT)."""
    from sqlalchemy import text

    from tracker.services.matchfiles import MatchFiles
    from tracker.store.db import open_database
    from tracker.store.tables import MatchRow

    database = open_database(url, backups=0)
    match, events = matchgen.reference()  # finished: it can be confirmed and reopened
    files = MatchFiles(database)
    ids = [files.import_match(match, events) for _ in range(SMALL)]
    if size > SMALL:
        table = MatchRow.__table__  # type: ignore[attr-defined]
        columns = [c.name for c in table.columns if c.name not in ("id", "uuid")]
        listed = ", ".join(columns)
        with database.engine.begin() as connection:
            connection.execute(
                text(
                    f"INSERT INTO match (uuid, {listed})"
                    f" SELECT gen_random_uuid()::text, {listed}"
                    " FROM match, generate_series(1, :n) WHERE match.id = :first"
                ),
                {"n": size - SMALL, "first": ids[0]},
            )
            connection.execute(text("ANALYZE match"))
    return database, ids


def _check(database: Any, watch: Any, listener: Any, match_id: int, flip: list[bool]) -> float:
    """Change the match (confirmed, or reopened), wait for its notice; the check's time."""
    from tracker.services.locking import MatchLocking

    flip[0] = not flip[0]
    MatchLocking(database).set_confirmed(match_id, flip[0])
    named: list[int] = []
    deadline = time.monotonic() + 10
    while match_id not in named and time.monotonic() < deadline:
        select.select([listener], [], [], 0.5)
        named += listener.take()
    if match_id not in named:
        raise RuntimeError("the change was never heard of")
    started = time.perf_counter()
    believed = watch.confirm(named)
    spent = time.perf_counter() - started
    if match_id not in believed:
        raise RuntimeError("a real change was not believed")
    return spent


def _site_reads(viewer: Any, match_id: int | None) -> float:
    """The live site's reads for a change: the revisions of the named match (None: of
    every match, and the library's change mark, as it read before)."""
    started = time.perf_counter()
    if match_id is None:
        viewer.mark()
    viewer.revisions_counted(None if match_id is None else [match_id])
    return time.perf_counter() - started


def _listening(watch: Any) -> float:
    started = time.perf_counter()
    watch.listen().close()
    return time.perf_counter() - started


def run(ctx: Context) -> Iterator[Row]:
    """The check of one notice, and the start of listening, large vs small."""
    server = os.environ.get("TRACKER_TEST_PG", "")
    if not server:
        print("  (no TRACKER_TEST_PG: the window's check is skipped)", file=sys.stderr)
        return
    from tracker.services.viewing import open_viewer
    from tracker.services.watch import MatchWatch

    large = ctx.largest
    rounds = ctx.rounds(40, 10)
    with contextlib.ExitStack() as stack:
        print(f"  a database of {large:,} matches on PostgreSQL…", file=sys.stderr, flush=True)
        dbs = []
        for size in (SMALL, large):
            url = stack.enter_context(matchday.fresh_database(server))
            database, ids = _library(url, size)
            stack.callback(database.close)
            watch = MatchWatch(database)
            listener = watch.listen()
            stack.callback(listener.close)
            dbs.append((database, watch, listener, ids[0], [False]))
        viewers = [
            open_viewer(db[0].engine.url.render_as_string(hide_password=False)) for db in dbs
        ]
        for viewer in viewers:
            stack.callback(viewer.close)
        checks: list[list[float]] = [[], []]
        listens: list[list[float]] = [[], []]
        named: list[list[float]] = [[], []]
        every: list[list[float]] = [[], []]
        for _ in range(rounds):
            for which, (database, watch, listener, match_id, flip) in enumerate(dbs):
                checks[which].append(_check(database, watch, listener, match_id, flip))
                named[which].append(_site_reads(viewers[which], match_id))
        for _ in range(ctx.rounds(10, 3)):
            for which, (_database, watch, _listener, _id, _flip) in enumerate(dbs):
                listens[which].append(_listening(MatchWatch(watch.db)))
                every[which].append(_site_reads(viewers[which], None))
    baseline = f"the same on {SMALL} matches"
    yield Row(
        f"a window's check of a notice on PostgreSQL (each window, each event), {large:,} matches",
        baseline,
        checks[1],
        checks[0],
        ratio(1.5),
        latency=True,
        note="the named matches' revisions, read by their ids",
    )
    yield Row(
        f"a window begins to listen on PostgreSQL (every revision read once), {large:,} matches",
        baseline,
        listens[1],
        listens[0],
        None,
        note="once per window opened, and per connection found again",
    )
    before = percentile(every[1], 0.5)
    yield Row(
        f"the live site's reads for a notice believed, PostgreSQL, {large:,} matches",
        baseline,
        named[1],
        named[0],
        ratio(1.5),
        latency=True,
        note=(
            "the named match's revisions; every match's revisions and the library's"
            f" change mark instead (as before): {before * 1000:.0f} ms"
        ),
    )
