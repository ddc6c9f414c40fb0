"""Several processes writing to one match at once, on SQLite and on PostgreSQL.

Every write to a match locks the match's row for its transaction (``BEGIN IMMEDIATE``
locks the whole file on SQLite; ``FOR UPDATE`` or the revision-checked ``UPDATE`` the
row on PostgreSQL), and the rules are checked against the state read under that
lock. So no event is lost, no two share a sequence number, and the rules hold for
the log as stored, however the writers interleave; a writer that lost a race sees
nothing of it, unless the rules refuse its event against the newer state.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import TextClause, create_engine, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.pool import NullPool

from tests.core.factory import H1, goal, start, sub
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.events import Event, Substitution
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState, replay
from tracker.services.matches import MatchService, ServiceError
from tracker.services.setup import SetupService, TeamInfo
from tracker.store.db import open_database
from tracker.store.match import summaries
from tracker.store.tables import MatchRow

ROOT = Path(__file__).resolve().parents[2]
WRITERS = 4
EACH = 250
#: Words of a refusal that would betray a lost race or a database error shown as one.
NOT_A_RULE = ("lock", "database", "changed elsewhere", "try again", "duplicate", "unique")


class Writers:
    """Writer processes started together: ready first, then released at once."""

    def __init__(self, commands: list[list[str]]) -> None:
        self.processes = [
            subprocess.Popen(
                [sys.executable, "-m", "tests.services.writer", *command],
                cwd=ROOT,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env={**os.environ, "PYTHONPATH": str(ROOT)},
            )
            for command in commands
        ]
        for process in self.processes:
            self._expect(process, "ready")

    def _expect(self, process: subprocess.Popen[str], word: str) -> None:
        assert process.stdout is not None
        line = process.stdout.readline()
        if line != f"{word}\n":
            _out, err = process.communicate(timeout=30)
            pytest.fail(f"a writer said {line!r} instead of {word!r}:\n{err[-3000:]}")

    def go(self) -> None:
        """Release every writer, and wait until each has been told."""
        for process in self.processes:
            assert process.stdin is not None
            process.stdin.write("go\n")
            process.stdin.flush()
        for process in self.processes:
            self._expect(process, "go")

    def results(self, timeout: float = 120) -> list[dict[str, Any]]:
        """What each writer did; a writer that crashed fails the test with its traceback."""
        outcomes = []
        for process in self.processes:
            out, err = process.communicate(timeout=timeout)
            assert process.returncode == 0, err[-3000:]
            outcomes.append(json.loads(out.splitlines()[-1]))
        return outcomes

    def kill(self) -> None:
        """End any writer still running (after a failure)."""
        for process in self.processes:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            process.communicate()


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    """Reds v Blues, kicked off."""
    stored = store_match(db_url)
    stored.log(start(H1))
    yield stored
    stored.close()


def _stored_log(url: str, match_id: int) -> tuple[list[Event], MatchState]:
    """The match's events as stored, and their replay, read by a client of its own."""
    database = open_database(url, backups=0)
    try:
        service = MatchService(database)
        match, events = service.load(match_id)
        assert service.check_summaries() == []  # the list figures agree with the log
    finally:
        database.close()
    return events, replay(match, events)


def test_four_writers_lose_nothing_and_break_no_rule(m: StoredMatch) -> None:
    writers = Writers([["flood", m.url, str(m.id), str(w), str(EACH)] for w in range(WRITERS)])
    try:
        began = time.perf_counter()
        writers.go()
        outcomes = writers.results()
        seconds = time.perf_counter() - began
    finally:
        writers.kill()
    confirmed = [event_id for o in outcomes for event_id in o["stored"]]
    refusals = [reason for o in outcomes for reason in o["refused"]]
    assert len(confirmed) + len(refusals) == WRITERS * EACH
    events, state = _stored_log(m.url, m.id)
    # Nothing lost, nothing twice: the stored log is the kick-off and every confirmed event.
    assert len(set(confirmed)) == len(confirmed)
    assert sorted(e.id for e in events[1:]) == sorted(confirmed)  # type: ignore[type-var]
    assert len({e.seq for e in events}) == len(events)
    # The rules hold for the log as stored: it replays (above), and its limits are kept.
    rules = m.match.rules
    for side in Side:
        subs = [e for e in events if isinstance(e, Substitution) and e.side is side]
        assert rules.max_subs is not None and len(subs) <= rules.max_subs
        assert len({(e.time.period, e.time.minute) for e in subs}) <= (rules.max_windows or 0)
        assert len(state.on_pitch(side)) <= rules.team_size
    # A refusal is the rules' reason, never a lost race or a database error.
    assert not [r for r in refusals if any(word in r.lower() for word in NOT_A_RULE)]
    print(
        f"{m.db.engine.dialect.name}: {WRITERS} writers x {EACH} events: "
        f"{len(events) - 1} stored, {len({e.seq for e in events[1:]})} distinct seqs, "
        f"{len(refusals)} refused by the rules, {seconds:.1f} s"
    )


@contextlib.contextmanager
def holding_the_match(
    url: str, match_id: int, *, change: bool = False, statement: TextClause | None = None
) -> Iterator[Callable[[int], None]]:
    """Hold the write lock on the match while the writers start, then let them go
    (having changed the match meanwhile, with ``change``: its revision moves on; and
    having run ``statement`` first, uncommitted until then).

    Yields a function that waits until that many clients wait for the lock (on
    PostgreSQL, which shows them in ``pg_stat_activity``; SQLite does not, and its
    writers wait for the whole file anyway).
    """
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        holder = sqlite3.connect(str(parsed.database), isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        try:
            if statement is not None:
                holder.execute(str(statement))
            yield lambda _count: None
            if change:
                holder.execute(str(_CHANGE), {"id": match_id})
        finally:
            holder.execute("COMMIT")
            holder.close()
        return
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as holder, engine.connect() as watcher:
            holder.execute(_LOCK, {"id": match_id})
            if statement is not None:
                holder.execute(statement)
            yield lambda count: _wait_for_waiters(watcher, count)
            if change:
                holder.execute(_CHANGE, {"id": match_id})
            holder.commit()
    finally:
        engine.dispose()


_LOCK = text("SELECT id FROM match WHERE id = :id FOR UPDATE")
_CHANGE = text("UPDATE match SET revision = revision + 1 WHERE id = :id")
#: How many other sessions of this database wait for a lock; polled by the server
#: every 10 ms, for up to a minute.
_WAITERS = text(
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
    " AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()"
)


def _wait_for_waiters(watcher: Connection, count: int) -> None:
    for _ in range(6000):
        waiting = watcher.execute(_WAITERS).scalar_one()
        watcher.commit()  # pg_stat_activity is read afresh in each transaction
        if waiting >= count:
            return
        watcher.execute(text("SELECT pg_sleep(0.01)"))
        watcher.commit()
    pytest.fail(f"the writers never queued for the match's lock ({waiting} of {count})")


@pytest.mark.parametrize("mode", ["remembered", "fresh"])
def test_two_clients_race_for_the_last_substitution(m: StoredMatch, mode: str) -> None:
    """Both rivals checked the substitution against a match with one left (``remembered``)
    or check it once they have the lock (``fresh``): one wins, the other is refused
    with the rules' reason, and the match has made exactly its five."""
    # Reds have made four of their five substitutions, in two of their three windows.
    m.log(
        sub("20", H1, Side.HOME, 2, 12),
        sub("20", H1, Side.HOME, 3, 13),
        sub("30", H1, Side.HOME, 4, 14),
        sub("30", H1, Side.HOME, 5, 15),
    )
    rivals = [(6, 16), (7, 17)]
    writers = Writers(
        [
            ["race", m.url, str(m.id), "home", str(m.pid(off)), str(m.pid(on)), "40", mode]
            for off, on in rivals
        ]
    )
    try:
        with holding_the_match(m.url, m.id) as queued:
            writers.go()
            queued(len(rivals))  # both are at the lock, with what they read before it
        outcomes = writers.results()
    finally:
        writers.kill()
    winners = [o for o in outcomes if o["stored"]]
    refused = [reason for o in outcomes for reason in o["refused"]]
    assert len(winners) == 1
    assert refused == ["Reds have used all their substitutes"]
    events, state = _stored_log(m.url, m.id)
    subs = [e for e in events if isinstance(e, Substitution)]
    assert len(subs) == 5 and subs[-1].id == winners[0]["stored"][0]
    assert state.subs_left(Side.HOME) == 0


def test_a_details_edit_waits_for_the_match_and_keeps_the_other_change(m: StoredMatch) -> None:
    """Every change to a match reads its row under the lock: an edit queued behind
    another client's change moves the revision on after it, never to the same number
    (which would hide one of the two changes from the windows watching the match)."""
    with m.db.reading() as session:
        before = summaries.head(session, m.id).revision
    failures: list[BaseException] = []

    def edit() -> None:
        try:
            SetupService(m.db).edit_details(replace(m.match, venue="Elsewhere"))
        except BaseException as exc:  # reported below
            failures.append(exc)

    editor = threading.Thread(target=edit)
    with holding_the_match(m.url, m.id, change=True) as queued:
        editor.start()
        queued(1)
    editor.join(timeout=60)
    assert not editor.is_alive() and not failures, failures
    with m.db.reading() as session:
        assert summaries.head(session, m.id).revision == before + 2
    assert SetupService(m.db).match(m.id).venue == "Elsewhere"


def test_two_clients_storing_the_same_new_team_share_it(m: StoredMatch) -> None:
    """A new match names a team that another client is storing at that moment: the
    match gets that team (the name is unique), not an error."""
    newcomers = replace(m.match, id=None, home=replace(m.match.home, name="Newtown"))
    created: list[Any] = []
    other = threading.Thread(target=lambda: created.append(_create(m, newcomers)))
    with holding_the_match(m.url, m.id, statement=_NEW_TEAM) as queued:
        other.start()
        queued(1)  # it looked for Newtown, found none, and waits to store it
    other.join(timeout=60)
    assert not other.is_alive()
    [match] = created
    assert not isinstance(match, BaseException), match
    with m.db.reading() as session:
        team_id = session.execute(text("SELECT id FROM team WHERE name = 'Newtown'")).scalar()
        row = session.get(MatchRow, match.id)
        assert row is not None and row.home_team_id == team_id


_NEW_TEAM = text("INSERT INTO team (name, short_name, manager, colour, keeper_colour)"
                 " VALUES ('Newtown', 'NEW', '', '#d22', '#2a2')")  # fmt: skip


def _create(m: StoredMatch, match: Any) -> Any:
    try:
        return MatchService(m.db).create(match)
    except BaseException as exc:  # reported by the test
        return exc


def test_a_team_saved_under_a_name_another_client_just_took_is_refused_cleanly(
    m: StoredMatch,
) -> None:
    outcome: list[BaseException | None] = []

    def save() -> None:
        try:
            SetupService(m.db).save_team(TeamInfo("Newtown"), ())
            outcome.append(None)
        except BaseException as exc:  # reported by the test
            outcome.append(exc)

    other = threading.Thread(target=save)
    with holding_the_match(m.url, m.id, statement=_NEW_TEAM) as queued:
        other.start()
        queued(1)
    other.join(timeout=60)
    [error] = outcome
    assert isinstance(error, ServiceError)
    assert str(error) == "there is already a team called Newtown"


def test_a_match_read_again_after_another_clients_changes_is_the_stored_log(
    m: StoredMatch,
) -> None:
    """A client reads a match again from the first place another client changed it
    (decoding only the rows that changed): the state is what a full replay gives, for
    a new event, an edit early in the log, a deletion, and an event logged after the
    fact before all the others."""
    goals = m.log(*[goal(str(minute), H1, Side.HOME, 9) for minute in range(2, 40)])
    other = MatchService(open_database(m.url, backups=0))
    try:
        for change in (
            lambda: other.log(m.id, m.ev(goal("41", H1, Side.AWAY, 109))),
            lambda: other.edit(m.id, replace(goals[3], scorer=m.pid(10))),
            lambda: other.delete(m.id, goals[1].id),  # type: ignore[arg-type]
            lambda: other.log(m.id, m.ev(goal("1", H1, Side.AWAY, 110))),
        ):
            change()
            match, events = other.load(m.id)
            assert m.service.state(m.id) == replay(match, events)
    finally:
        other.db.close()
