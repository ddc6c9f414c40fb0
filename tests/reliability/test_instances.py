"""Two instances on one database: writes serialise, none is lost, neither crashes."""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

from tests.helpers.matches import demo, other_match_file
from tests.reliability.test_kill import ROOT
from tracker import cli
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services import MatchService
from tracker.services.watch import MatchWatch
from tracker.store.db import open_database


def _live(path: Path) -> tuple[MatchService, int]:
    service = MatchService(open_database(path))
    match = service.create(demo()[0])
    assert match.id is not None
    service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    return service, match.id


def _goal(service: MatchService, match_id: int, side: Side, minute: int = 20) -> Goal:
    scorer = service.state(match_id).on_pitch(side)[-1]
    return Goal(MatchTime(Period.FIRST_HALF, minute), side=side, scorer=scorer)


def test_two_services_interleaved(tmp_path: Path) -> None:
    """Two instances take turns: each sees the other's events and the change stamp moves."""
    path = tmp_path / "matches.sqlite3"
    first, match_id = _live(path)
    second = MatchService(open_database(path))
    watch = MatchWatch(second.db)
    for turn in range(10):
        stamp = watch.stamp(match_id)
        writer = first if turn % 2 else second
        # Three minutes apart: the same goal as the other's a moment before is refused.
        side, minute = Side.HOME if turn % 3 else Side.AWAY, 10 + 3 * turn
        writer.log(match_id, _goal(writer, match_id, side, minute))
        assert watch.stamp(match_id) != stamp
    assert len(first.load(match_id)[1]) == len(second.load(match_id)[1]) == 11
    assert first.state(match_id).score == second.state(match_id).score


def test_concurrent_writers_lose_nothing(tmp_path: Path) -> None:
    """Two instances logging at the same time in threads: every write lands, in order."""
    path = tmp_path / "matches.sqlite3"
    setup, match_id = _live(path)
    services = [MatchService(open_database(path)) for _ in range(2)]
    errors: list[BaseException] = []
    per_writer = 40

    def write(service: MatchService, side: Side) -> None:
        try:
            for _ in range(per_writer):
                service.log(match_id, _goal(service, match_id, side))
        except BaseException as exc:  # reported to the test below
            errors.append(exc)

    threads = [
        threading.Thread(target=write, args=(service, side))
        for service, side in zip(services, Side, strict=True)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    _match, events = setup.load(match_id)
    assert len(events) == 1 + 2 * per_writer
    assert len({e.seq for e in events}) == len(events)  # no two writes took the same place
    assert setup.state(match_id).score == {Side.HOME: per_writer, Side.AWAY: per_writer}


def test_two_processes_logging_at_once(tmp_path: Path) -> None:
    """Two processes logging flat out on one match: all confirmed events are stored."""
    path = tmp_path / "matches.sqlite3"
    service, match_id = _live(path)
    workers = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.killworker", str(path), str(match_id)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    confirmed: list[int] = []
    try:
        for worker in workers:
            assert worker.stdout is not None
            assert worker.stdout.readline() == "ready\n", worker.stderr
        for _ in range(30):
            for worker in workers:
                assert worker.stdout is not None
                line = worker.stdout.readline()
                assert line, worker.communicate()[1][-2000:]
                confirmed.append(int(line))
    finally:
        for worker in workers:
            with contextlib.suppress(ProcessLookupError):
                os.kill(worker.pid, signal.SIGKILL)
            rest, _ = worker.communicate()
            confirmed.extend(int(x) for x in rest.split())
    _match, events = service.load(match_id)
    stored = {e.id for e in events}
    assert set(confirmed) <= stored
    assert len(confirmed) == len(set(confirmed)) >= 60
    service.state(match_id)  # the interleaved log still obeys the rules
    with contextlib.closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_command_line_while_a_window_is_open(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """The CLI imports and lists while an instance holds the database open and writes."""
    path = tmp_path / "matches.sqlite3"
    service, match_id = _live(path)
    assert cli.main(["--db", str(path), "import", str(other_match_file(tmp_path))]) == 0
    service.log(match_id, _goal(service, match_id, Side.HOME))
    assert cli.main(["--db", str(path), "list"]) == 0
    out = capsys.readouterr().out
    assert out.count("Argentina v England") == 2  # the two rows of the list
    assert len(service.library()) == 2
