"""PostgreSQL: a server whose network goes silent (a cable pulled, Wi-Fi lost: packets
dropped, nothing refused) costs the client seconds, not minutes.

The silence is a relay the test stalls (:meth:`tests.helpers.relay.Relay.stall`): it
takes connections and answers nothing. The relay's operating system still acknowledges
what is sent to it, so a query on a connection already open would wait on it for ever;
what bounds that on a real network (TCP keepalives and the TCP user timeout) is checked
on the connections' sockets instead. Skipped without a server (``TRACKER_TEST_PG``).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from tests.helpers.matches import HOME, demo_setup, pid
from tests.helpers.relay import Relay
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.store import reach
from tracker.store.db import DatabaseError, open_database
from tracker.store.errors import DatabaseBusy
from tracker.store.match.live import Listener

#: What "seconds, not minutes" means here: the longest a refusal may take.
PATIENCE_S = 6


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Connection attempts give up after 2 s (the shortest libpq honours), not 5."""
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)


@pytest.fixture
def relay(pg_url: str) -> Iterator[Relay]:
    relay = Relay.to(pg_url)
    yield relay
    relay.close()


def _within(call: Callable[[], Any]) -> BaseException | None:
    """The error ``call`` ended with (None: it succeeded), failing the test if it was
    still waiting after :data:`PATIENCE_S` (it is left to end with the relay)."""
    ended: list[BaseException | None] = []

    def run() -> None:
        try:
            call()
        except Exception as exc:
            ended.append(exc)
        else:
            ended.append(None)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(PATIENCE_S)
    assert ended, f"still waiting on the silent server after {PATIENCE_S} s"
    return ended[0]


@pytest.mark.usefixtures("quick")
def test_opening_a_database_on_a_silent_server_is_refused_within_seconds(
    pg_url: str, relay: Relay
) -> None:
    relay.stall()
    refused = _within(lambda: open_database(relay.url(pg_url)))
    assert isinstance(refused, DatabaseError)
    assert str(refused).startswith("cannot open postgresql+psycopg://")
    assert str(refused).endswith(
        ": the server does not answer: check the network, or that the server is running, "
        "and try again"
    )


@pytest.mark.usefixtures("quick")
def test_a_goal_logged_on_a_silent_server_is_refused_within_seconds_and_stored_once_back(
    pg_url: str, relay: Relay
) -> None:
    mine = MatchService(open_database(relay.url(pg_url)), author="ana")
    direct = MatchService(open_database(pg_url), author="bob")
    try:
        match_id = mine.create(demo_setup()).id
        assert match_id is not None
        mine.log(match_id, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
        messi = pid(direct.load(match_id)[0], "Lionel Messi")
        goal = Goal(time=MatchTime(Period.FIRST_HALF, 20), side=HOME, scorer=messi)
        mine.db.engine.dispose()  # its connection given up (as its keepalives would)
        relay.stall()
        refused = _within(lambda: mine.log(match_id, goal))
        assert isinstance(refused, DatabaseError)
        said = str(refused)
        assert "cannot be reached" in said and "nothing was stored" in said
        assert len(direct.load(match_id)[1]) == 1  # the kick-off alone
        relay.restore()
        mine.log(match_id, goal)  # entered again once the server answers: stored once
        assert [type(e).__name__ for e in direct.load(match_id)[1]] == ["PeriodStart", "Goal"]
    finally:
        mine.db.close()
        direct.db.close()


def _gives_up_in_seconds(fd: int) -> None:
    """The socket ``fd`` is given up within seconds once its server falls silent: probed
    when idle (keepalives), and ended when what it sent goes unacknowledged."""
    sock = socket.socket(fileno=socket.dup(fd))
    try:
        assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) == 1
        idle = sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE)
        interval = sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL)
        count = sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT)
        assert idle + interval * count <= 30
        user_timeout_ms = sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT)
        assert 0 < user_timeout_ms <= 30_000
    finally:
        sock.close()


@pytest.mark.skipif(not hasattr(socket, "TCP_USER_TIMEOUT"), reason="Linux's TCP options")
def test_the_connections_to_a_server_give_up_on_a_silent_network_within_seconds(
    pg_url: str,
) -> None:
    database = open_database(pg_url)
    try:
        with database.engine.connect() as connection:
            _gives_up_in_seconds(connection.connection.dbapi_connection.pgconn.socket)  # type: ignore[union-attr]
        listener = Listener(database.engine)
        try:
            _gives_up_in_seconds(listener.fileno())
        finally:
            listener.close()
    finally:
        database.close()


def test_a_url_that_sets_its_own_connection_limit_keeps_it(pg_url: str) -> None:
    database = open_database(f"{pg_url}?connect_timeout=7")
    try:
        with database.engine.connect() as connection:
            dbapi: Any = connection.connection.dbapi_connection
            assert dbapi.info.get_parameters()["connect_timeout"] == "7"
    finally:
        database.close()


def test_a_goal_waits_for_a_match_locked_by_a_silent_client_seconds_not_hours(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(reach, "LOCK_TIMEOUT_MS", 1000)
    mine = MatchService(open_database(pg_url), author="ana")
    # Another client's write, its network gone silent half-way: the match's row locked.
    silent = create_engine(pg_url, poolclass=NullPool).connect()
    try:
        match_id = mine.create(demo_setup()).id
        assert match_id is not None
        mine.log(match_id, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
        messi = pid(mine.load(match_id)[0], "Lionel Messi")
        goal = Goal(time=MatchTime(Period.FIRST_HALF, 20), side=HOME, scorer=messi)
        silent.execute(text("SELECT id FROM match WHERE id = :id FOR UPDATE"), {"id": match_id})
        refused = _within(lambda: mine.log(match_id, goal))
        assert isinstance(refused, DatabaseBusy)
        assert "locked by another program" in str(refused)
        silent.rollback()
        assert len(mine.load(match_id)[1]) == 1  # the kick-off alone
        mine.log(match_id, goal)  # entered again once the lock is gone: stored once
        assert [type(e).__name__ for e in mine.load(match_id)[1]] == ["PeriodStart", "Goal"]
    finally:
        silent.close()
        mine.db.close()


def test_the_server_gives_up_a_client_whose_network_went_silent_within_seconds(
    pg_url: str,
) -> None:
    database = open_database(pg_url)
    try:
        with database.engine.connect() as connection:

            def shown(name: str) -> int:
                said = connection.execute(text(f"SHOW {name}")).scalar_one()
                return int(str(said).removesuffix("s").removesuffix("m"))

            idle, interval = shown("tcp_keepalives_idle"), shown("tcp_keepalives_interval")
            count = shown("tcp_keepalives_count")
            assert idle > 0 and interval > 0 and count > 0
            assert idle + interval * count <= 30
            assert 0 < shown("tcp_user_timeout") <= 30_000
    finally:
        database.close()
