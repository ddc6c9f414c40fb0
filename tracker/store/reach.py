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

The server is told the same of its side of each session (:func:`session_settings`): a
client whose network went silent in the middle of a write would otherwise keep its
transaction open, and the match's row locked, for the server's default two hours, and
every other client's write to that match would wait for it. And a write waits for a
row another client has locked no longer than it would wait on SQLite: then it is
refused, nothing stored, saying that another program holds the database.
"""

from __future__ import annotations

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


__all__ = ["LIMITS", "LOCK_TIMEOUT_MS", "limits", "session_settings", "takes_limits"]
