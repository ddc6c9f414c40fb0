"""PostgreSQL: a server that goes away mid-match (stopped, or the network gone).

What was being written is never said to be stored when it may not be, and the message
says what to do. The server is taken away by a relay the test cuts
(:class:`tests.helpers.relay.Relay`). Skipped without a server (``TRACKER_TEST_PG``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import event

from tests.helpers.matches import HOME, demo_setup, pid
from tests.helpers.relay import Relay
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.store.db import DatabaseError, open_database


@pytest.fixture
def relay(pg_url: str) -> Iterator[Relay]:
    relay = Relay.to(pg_url)
    yield relay
    relay.close()


@pytest.fixture
def services(pg_url: str, relay: Relay) -> Iterator[tuple[MatchService, MatchService, int]]:
    """The secretary's client (through the relay), one beside it, and a kicked-off match."""
    mine = MatchService(open_database(relay.url(pg_url)), author="ana")
    direct = MatchService(open_database(pg_url), author="bob")
    match_id = mine.create(demo_setup()).id
    assert match_id is not None
    mine.log(match_id, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
    yield mine, direct, match_id
    mine.db.close()
    direct.db.close()


def _goal(service: MatchService, match_id: int, minute: int) -> Goal:
    messi = pid(service.load(match_id)[0], "Lionel Messi")
    return Goal(time=MatchTime(Period.FIRST_HALF, minute), side=HOME, scorer=messi)


def test_a_write_to_a_server_gone_says_nothing_was_stored_and_to_try_again(
    services: tuple[MatchService, MatchService, int], relay: Relay
) -> None:
    mine, direct, match_id = services
    goal = _goal(direct, match_id, 20)
    relay.cut()
    with pytest.raises(DatabaseError) as refused:
        mine.log(match_id, goal)
    said = str(refused.value)
    assert said.startswith("the database server 127.0.0.1 cannot be reached")
    assert "nothing was stored" in said and "try again" in said
    assert len(direct.load(match_id)[1]) == 1  # the kick-off alone
    relay.restore()
    mine.log(match_id, goal)  # tried again once the server is back: stored once
    assert [type(e).__name__ for e in direct.load(match_id)[1]] == ["PeriodStart", "Goal"]


def test_a_connection_lost_at_the_commit_says_it_may_have_been_stored(
    services: tuple[MatchService, MatchService, int], relay: Relay
) -> None:
    mine, direct, match_id = services
    goal = _goal(direct, match_id, 20)

    def cut(_connection: Any) -> None:
        relay.cut()

    event.listen(mine.db.engine, "commit", cut)
    try:
        with pytest.raises(DatabaseError) as refused:
            mine.log(match_id, goal)
    finally:
        event.remove(mine.db.engine, "commit", cut)
    said = str(refused.value)
    assert "was lost as this was being stored: it may have been stored or not" in said
    assert "nothing was stored" not in said
    assert "check what it holds before entering it again" in said


@pytest.mark.parametrize("action", ["reading", "writing"])
def test_a_session_that_fails_as_it_closes_is_said_as_the_server_lost(
    pg_url: str, relay: Relay, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    """Regression: on a connection the server dropped, the session's rollback as it
    closes failed (SQLAlchemy 2.0), after the read or write had already failed, and the
    driver's error took its place: raw, out of every ``except DatabaseError`` (a CI run
    on the lowest versions caught it escaping a library's read into the event loop)."""
    import psycopg
    from sqlalchemy.exc import OperationalError
    from sqlalchemy.orm import Session

    close = Session.close

    def dropped(self: Session) -> None:
        close(self)  # its connection given back (else left to the collector)
        said = "consuming input failed: server closed the connection unexpectedly"
        raise OperationalError("ROLLBACK", {}, psycopg.OperationalError(said))

    db = open_database(relay.url(pg_url))
    try:
        monkeypatch.setattr(Session, "close", dropped)
        with (
            pytest.raises(DatabaseError, match=r"database server 127\.0\.0\.1"),
            getattr(db, action)() as session,
        ):
            session.connection()
    finally:
        monkeypatch.undo()
        db.close()
