"""PostgreSQL: a server given by name, when the network goes silent under the name
lookup too (the resolver waits on its own timeouts and retries, far longer than a
connection attempt): the lookup is waited for no longer than the connection timeout.

Names are looked up by the test (:class:`tests.helpers.names.Names`): this machine's
resolver may not even have a name server to go silent. Skipped without a server
(``TRACKER_TEST_PG``).
"""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import pytest

from tests.helpers.matches import demo_setup
from tests.helpers.names import Names
from tests.helpers.relay import Relay
from tests.store.test_server_silent import _within
from tracker.services.matches import MatchService
from tracker.store import reach
from tracker.store.db import open_database
from tracker.store.errors import ServerLost
from tracker.store.match.live import Listener, ListenLost

NAME = "league.test"


@pytest.fixture
def relay(pg_url: str) -> Iterator[Relay]:
    relay = Relay.to(pg_url)
    yield relay
    relay.close()


@pytest.fixture
def names(monkeypatch: pytest.MonkeyPatch) -> Iterator[Names]:
    monkeypatch.setitem(reach.LIMITS, "connect_timeout", 2)
    names = Names(monkeypatch, {NAME: "127.0.0.1"})
    yield names
    names.restore()  # a lookup still waiting ends


def _by_name(relay: Relay, url: str) -> str:
    """``url`` through the relay, its server given by name."""
    return relay.url(url).replace("@127.0.0.1:", f"@{NAME}:")


def test_a_server_whose_name_goes_unanswered_is_given_up_within_a_connection_attempt(
    pg_url: str, relay: Relay, names: Names
) -> None:
    service = MatchService(open_database(_by_name(relay, pg_url)), author="Ana")
    try:
        match_id = service.create(demo_setup()).id
        assert match_id is not None and names.asked >= 1
        names.silence()
        relay.stall()
        service.db.engine.dispose()  # as the connections' keepalives would give them up
        started = time.monotonic()
        lost = _within(lambda: service.load(match_id))
        assert isinstance(lost, ServerLost), lost
        assert time.monotonic() - started < 3.5  # one connection attempt (2 s here)
        assert f"the database server {NAME} cannot be reached" in str(lost)
        # A second try while the first lookup still waits does not start another.
        asked = names.asked
        assert isinstance(_within(lambda: service.load(match_id)), ServerLost)
        assert names.asked == asked
        names.restore()
        relay.restore()
        assert service.load(match_id)[0].home.name
    finally:
        service.db.close()


def test_the_listening_connection_to_a_server_whose_name_goes_unanswered_is_given_up_too(
    pg_url: str, relay: Relay, names: Names
) -> None:
    db = open_database(_by_name(relay, pg_url))
    try:
        names.silence()
        relay.stall()
        started = time.monotonic()
        lost = _within(lambda: Listener(db.engine))
        assert isinstance(lost, ListenLost), lost
        assert time.monotonic() - started < 3.5
        names.restore()
        relay.restore()
        Listener(db.engine).close()  # once answered, listened to as ever
    finally:
        db.close()


def test_only_a_single_name_is_looked_up_and_a_name_not_known_is_left_to_the_driver(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    names = Names(monkeypatch, {NAME: "127.0.0.1"})
    for given in (
        {"host": "10.0.0.5", "port": "5432"},  # an address
        {"host": "::1"},
        {"host": "/var/run/postgresql"},  # a socket's folder
        {"host": f"{NAME},backup.test"},  # several: libpq tries each in turn
        {"host": NAME, "hostaddr": "10.0.0.5"},  # looked up already
        {"dbname": "league"},  # no host: the socket
        {"host": NAME, "connect_timeout": "0"},  # no limit wanted
    ):
        assert reach.with_address(given) == given
    assert names.asked == 0
    assert reach.with_address({"host": NAME, "connect_timeout": 2}) == {
        "host": NAME,
        "hostaddr": "127.0.0.1",
        "connect_timeout": 2,  # no port given: libpq's own (PGPORT, or 5432)
    }
    unknown = {"host": "nowhere.invalid", "port": 5432}

    def not_known(*_args: object, **_kwargs: object) -> None:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", not_known)
    assert reach.with_address(unknown) == unknown  # the driver says so in its own words
