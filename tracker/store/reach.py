"""How long a client waits on a PostgreSQL server that has gone silent.

A server that stops or refuses is noticed at once. A network that goes away without a
word (a cable pulled, the pitch's Wi-Fi lost) drops packets and refuses nothing: with
the operating system's defaults, a new connection waits about two minutes for its
answer, and a query sent on an open connection waits for the whole TCP retransmission
timeout (a quarter of an hour on Linux) before it fails. The window would hang that
long at the touchline.

So every connection to a server is opened with libpq's limits (:data:`LIMITS`): a
connection attempt gives up after a few seconds; an idle connection is probed by TCP
keepalives and given up once the server stops answering them; data sent and not
acknowledged for a few seconds ends the connection. The query then fails as a lost
connection, which :class:`tracker.store.db.Database` tells the user in words, saying
whether what was being written may have been stored. A URL that sets one of these
itself keeps its own.

A server given by name is looked up before any of that, by the operating system's
resolver, which on a silent network waits on its own timeouts and retries (ten
seconds and more for each name server) and which no connection timeout covers. So the
name is looked up on a thread of its own (:func:`with_address`), waited for no longer
than a connection attempt, and the connection is opened to the address found.

The server is told the same of its side of each session (:func:`session_settings`): a
client whose network went silent in the middle of a write would otherwise keep its
transaction open, and the match's row locked, for the server's default two hours, and
every other client's write to that match would wait for it. And a write waits for a
row another client has locked no longer than it would wait on SQLite: then it is
refused, nothing stored, saying that another program holds the database.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Mapping
from typing import Any

from sqlalchemy.engine import URL

#: libpq's connection parameters that keep a silent server from hanging the client.
LIMITS: dict[str, int] = {
    #: Seconds a connection attempt may take (the shortest libpq and psycopg honour: 2).
    "connect_timeout": 5,
    #: Probe an idle connection: after 5 s of silence, every 2 s; 3 unanswered: gone.
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    #: Milliseconds data sent may go unacknowledged before the connection is given up.
    "tcp_user_timeout": 10_000,
}
#: How long a statement waits for a lock another session holds before it is refused
#: (milliseconds; as long as a write waits for another program's on SQLite).
LOCK_TIMEOUT_MS = 10_000

#: The drivers built on libpq, which take these parameters.
_LIBPQ_DRIVERS = ("psycopg", "psycopg2")


def takes_limits(url: URL) -> bool:
    """True for a URL of a PostgreSQL server reached through libpq (psycopg)."""
    return url.get_backend_name() == "postgresql" and url.get_driver_name() in _LIBPQ_DRIVERS


def limits(url: URL) -> dict[str, Any]:
    """The connection parameters of :data:`LIMITS` that ``url`` does not set itself (none
    for a database that is not a PostgreSQL server reached through libpq)."""
    if not takes_limits(url):
        return {}
    return {name: value for name, value in LIMITS.items() if name not in url.query}


def session_settings() -> dict[str, int]:
    """The settings of each session on a PostgreSQL server (12 or newer): the server's
    side of :data:`LIMITS` (seconds; the user timeout in milliseconds), and
    :data:`LOCK_TIMEOUT_MS` (milliseconds)."""
    return {
        "tcp_keepalives_idle": LIMITS["keepalives_idle"],
        "tcp_keepalives_interval": LIMITS["keepalives_interval"],
        "tcp_keepalives_count": LIMITS["keepalives_count"],
        "tcp_user_timeout": LIMITS["tcp_user_timeout"],
        "lock_timeout": LOCK_TIMEOUT_MS,
    }


class _Lookup:
    """One lookup of a host name, on a thread of its own (it cannot be stopped)."""

    def __init__(self, host: str, port: str) -> None:
        self.done = threading.Event()
        self.addresses: list[str] = []
        self.error: OSError | None = None
        self._key = (host, port)
        threading.Thread(target=self._run, name="name-lookup", daemon=True).start()

    def _run(self) -> None:
        host, port = self._key
        try:
            found = socket.getaddrinfo(
                host, port, proto=socket.IPPROTO_TCP, type=socket.SOCK_STREAM
            )
            self.addresses = list(dict.fromkeys(str(item[4][0]) for item in found))
        except OSError as exc:
            self.error = exc
        finally:
            with _LOCK:
                if _LOOKUPS.get(self._key) is self:
                    del _LOOKUPS[self._key]
            self.done.set()


#: The lookups under way: a name is looked up once at a time, a second try waits for it.
_LOOKUPS: dict[tuple[str, str], _Lookup] = {}
_LOCK = threading.Lock()


def look_up(host: str, port: str, seconds: float) -> list[str]:
    """The addresses of ``host``, looked up on a thread of its own and waited for at
    most ``seconds``: :class:`TimeoutError` if not found by then (the lookup goes on,
    and a try meanwhile waits for it rather than start another), :class:`OSError` if
    the name is not known."""
    with _LOCK:
        lookup = _LOOKUPS.get((host, port))
        if lookup is None:
            lookup = _LOOKUPS[(host, port)] = _Lookup(host, port)
    if not lookup.done.wait(seconds):
        raise TimeoutError(f"the server's name {host} was not looked up within {seconds:g} seconds")
    if lookup.error is not None:
        raise lookup.error
    if not lookup.addresses:
        raise OSError(f"no address found for {host}")
    return lookup.addresses


def with_address(params: Mapping[str, Any]) -> dict[str, Any]:
    """libpq's connection ``params`` with the server's name looked up within the
    connection timeout (:func:`look_up`), as ``hostaddr`` (one attempt per address
    found, as libpq makes them); unchanged for a server given by its address, by a
    socket's folder, by several names, with its ``hostaddr`` set, or with no
    connection timeout wanted (``connect_timeout=0``).

    Raises:
        TimeoutError: the name was not looked up in time (the network may be silent).
    """
    host = str(params.get("host") or "")
    if not host or host.startswith("/") or "," in host or params.get("hostaddr"):
        return dict(params)
    try:
        ipaddress.ip_address(host)
    except ValueError:
        pass
    else:
        return dict(params)
    # The port only narrows the lookup; the connection keeps its own (or libpq's default,
    # which PGPORT may set): one port is taken for every address.
    port = str(params.get("port") or 5432)
    given = params.get("connect_timeout")
    seconds = float(given) if given not in (None, "") else LIMITS["connect_timeout"]
    if seconds <= 0:
        return dict(params)  # no limit wanted (libpq's 0): the driver looks it up
    seconds = max(seconds, 2)  # libpq's shortest
    try:
        addresses = look_up(host, port, seconds)
    except TimeoutError:
        raise
    except OSError:
        return dict(params)  # a name not known: the driver says so in its own words
    return {
        **params,
        "host": ",".join([host] * len(addresses)),
        "hostaddr": ",".join(addresses),
    }


__all__ = [
    "LIMITS",
    "LOCK_TIMEOUT_MS",
    "limits",
    "look_up",
    "session_settings",
    "takes_limits",
    "with_address",
]
