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


__all__ = ["LIMITS", "limits", "takes_limits"]
