"""A window's check of a notification reads the matches it names, not the library.

On PostgreSQL every window listens for changed matches and checks each notification
(anyone connected may send one) before it reads anything again. It used to check it
with an aggregate over every match row: on a league's server of 100,000 matches about
24 ms, per notification and per window. It now reads the named matches' revisions by
their ids, against every match's revision read once when it began to listen: a match
whose revision has not moved is not believed, whatever else changed meanwhile.
"""

from __future__ import annotations

import select
import time
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import create_engine, event, text

from tracker.app import demo_text
from tracker.core.files import matchfile
from tracker.services.locking import MatchLocking
from tracker.services.matchfiles import MatchFiles
from tracker.services.watch import REMEMBERED, MatchWatch, Revisions
from tracker.store.db import Database, open_database
from tracker.store.match.live import Listener, every_revision
from tracker.store.match.matches import revisions_counted


@pytest.fixture
def league(pg_url: str) -> Iterator[tuple[Database, list[int]]]:
    """A league's database with three matches (the reference match, stored three times)."""
    database = open_database(pg_url, backups=0)
    match, events = matchfile.loads(demo_text())
    files = MatchFiles(database)
    ids = [files.import_match(match, events) for _ in range(3)]
    try:
        yield database, ids
    finally:
        database.close()


def _forge(url: str, payload: str) -> None:
    """A bare ``NOTIFY`` on the channel, as anyone connected may send."""
    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql(f"NOTIFY match_tracker, '{payload}'")
    finally:
        engine.dispose()


def _heard(listener: Listener, count: int) -> list[int]:
    """The ids of the next ``count`` notifications (waking when one arrives)."""
    named: list[int] = []
    deadline = time.monotonic() + 10
    while len(named) < count and time.monotonic() < deadline:
        select.select([listener], [], [], 0.5)
        named += listener.take()
    assert len(named) == count, named
    return named


def _url(database: Database) -> str:
    return database.engine.url.render_as_string(hide_password=False)


def test_a_notice_is_believed_for_the_matches_that_moved_only(
    league: tuple[Database, list[int]],
) -> None:
    """A forged notice naming a match that did not change is not believed even right
    after another one changed (the old check believed anything once the library moved);
    the match that did change is believed once, and not again for a forged repeat."""
    database, (first, second, third) = league
    watch = MatchWatch(database)
    listener = watch.listen()
    try:
        MatchLocking(database).set_confirmed(first, True)
        assert _heard(listener, 1) == [first]
        _forge(_url(database), str(second))
        named = _heard(listener, 1)
        assert watch.confirm(named) == []  # the second match did not move
        assert watch.confirm([first, second, first]) == [first, first]
        _forge(_url(database), str(first))
        assert watch.confirm(_heard(listener, 1)) == []  # seen at this revision already
        # A deleted match moves, and so does one stored after the watch began.
        MatchLocking(database).delete_match(third)
        match, events = matchfile.loads(demo_text())
        fourth = MatchFiles(database).import_match(match, events)
        named = _heard(listener, 2)
        assert sorted(watch.confirm(named)) == sorted([third, fourth])
        # A notice naming no match there is, nor ever was, is not believed.
        _forge(_url(database), "987654")
        assert watch.confirm(_heard(listener, 1)) == []
        assert watch.checks == 5
    finally:
        listener.close()


def test_the_check_reads_the_named_rows_only(league: tuple[Database, list[int]]) -> None:
    """What the check sends the server reads the ``match`` table by its primary key:
    its cost does not grow with the library (the figures: ``python -m benchmarks
    matchday``)."""
    database, (first, _second, _third) = league
    watch = MatchWatch(database)
    listener = watch.listen()
    sent: list[tuple[str, Any]] = []

    def record(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        sent.append((statement, parameters))

    event.listen(database.engine, "before_cursor_execute", record)
    try:
        MatchLocking(database).set_confirmed(first, True)
        named = _heard(listener, 1)
        sent.clear()
        assert watch.confirm(named) == [first]
    finally:
        event.remove(database.engine, "before_cursor_execute", record)
        listener.close()
    reads = [(s, p) for s, p in sent if "FROM match" in s]
    assert len(reads) == 1, sent
    statement, parameters = reads[0]
    assert "WHERE match.id IN" in statement and parameters["id_1_1"] == first
    assert len([name for name in parameters if name.startswith("id_")]) == 1


def test_a_notice_is_believed_when_the_check_cannot_be_read(
    league: tuple[Database, list[int]],
) -> None:
    """No read of the revisions when listening (or now): every notice is believed, a
    needless look rather than a change missed."""
    database, (first, _second, _third) = league
    watch = MatchWatch(database)
    listener = watch.listen()
    try:
        with database.engine.begin() as connection:  # the table gone from under it
            connection.execute(text("ALTER TABLE match RENAME TO match_gone"))
        assert watch.confirm([first]) == [first]
        again = MatchWatch(database)
        other = again.listen()
        other.close()
        assert again.confirm([first, 987654]) == [first, 987654]
    finally:
        listener.close()


def test_revisions_read_once_answer_by_id_and_remember_what_moved() -> None:
    seen = Revisions([2, 7, 9], [5, -1, 0])
    assert [seen[i] for i in (1, 2, 7, 9, 10)] == [None, 5, -1, 0, None]
    seen[2] = 6
    seen[11] = 1
    seen[9] = None
    assert [seen[i] for i in (2, 11, 9)] == [6, 1, None]


def test_revisions_forget_past_their_bound_rather_than_grow() -> None:
    """Past :data:`REMEMBERED` matches seen to move, the oldest knowledge is dropped: a
    notice of one is believed again (the first read still answers for the rest)."""
    seen = Revisions([1], [3])
    seen[1] = 4
    for match_id in range(2, REMEMBERED + 1):
        seen[match_id] = 1
    assert (seen[1], seen[REMEMBERED]) == (4, 1)
    seen[REMEMBERED + 1] = 1  # one more: the moves seen are forgotten
    assert (seen[1], seen[2], seen[REMEMBERED + 1]) == (3, None, 1)


def test_every_revision_is_read_alike_on_each_backend(db_url: str) -> None:
    """What a listener reads once (in one row of two arrays on PostgreSQL) says what
    the check reads by ids: each match's revision, -1 for a deleted one."""
    database = open_database(db_url, backups=0)
    try:
        match, events = matchfile.loads(demo_text())
        files = MatchFiles(database)
        ids = [files.import_match(match, events) for _ in range(3)]
        MatchLocking(database).delete_match(ids[1])
        with database.reading() as session:
            listed, revisions = every_revision(session)
            by_id, _counted = revisions_counted(session, [*ids, 987654])
        assert list(listed) == ids
        assert list(revisions) == [by_id[i] for i in ids]
        assert revisions[1] == -1 and revisions[0] >= 0 and set(by_id) == set(ids)
    finally:
        database.close()
