"""Telling other clients that a match changed: PostgreSQL's ``LISTEN``/``NOTIFY``.

Every transaction that changes a match notes it (:func:`changed`, called where the
match's revision is bumped); :meth:`tracker.store.db.Database.writing` then sends
one notification per changed match on :data:`CHANNEL`, its id as the payload, just
before it commits. PostgreSQL delivers notifications only when (and if) the
transaction commits, so a listener never hears of a change that was rolled back.

They are sent through ``tracker_notify`` (schema 0014), a function the secretaries'
role owns and only writers may run. PostgreSQL has no privilege for the bare
``NOTIFY`` statement, though: anyone connected can send one on the channel. So a
notification is only a hint. A listener reads every match's revision once, when it
starts listening (:func:`every_revision`), and checks each notification with one read of
the revisions of the matches it names, by their ids (which only writers can move): a
match whose revision has not moved since is not read again.

A :class:`Listener` is a connection of its own that listens on the channel and is
read without blocking when its socket has data (the window watches the socket). It
connects as the database was opened, or to :data:`LISTEN_VARIABLE`'s URL when that
is set: behind a pooler that shares server connections between transactions
(PgBouncer's transaction pooling), ``LISTEN`` needs a session of its own. On
SQLite there is nothing to listen to: the window compares the match's revision on a
timer instead (see :class:`tracker.services.watch.MatchWatch`).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from tracker.store.reach import limits, with_address
from tracker.store.urls import hide_secrets

#: The notification channel; the payload is the id of the match that changed.
CHANNEL = "match_tracker"
_KEY = "tracker_changed_matches"
_NOTIFY = text("SELECT tracker_notify(:match_id)")
#: Each match's revision, -1 for a deleted one, in the order of the ids.
_ALL_REVISIONS = text(
    "SELECT id, CASE WHEN deleted_at IS NULL THEN revision ELSE -1 END FROM match ORDER BY id"
)
#: The same as two arrays in one row: PostgreSQL sends 100,000 matches so in a third of
#: the time of as many rows (one sort, by the primary key).
_ALL_REVISIONS_ARRAYS = text(
    "SELECT array_agg(id), array_agg(revision)"
    " FROM (SELECT id, CASE WHEN deleted_at IS NULL THEN revision ELSE -1 END AS revision"
    " FROM match ORDER BY id) AS m"
)
#: The environment variable with another URL for the listening connection (the same
#: database, reached through a session of its own: see docs/postgresql.md).
LISTEN_VARIABLE = "TRACKER_LISTEN_DB"


def changed(session: Session, match_id: int) -> None:
    """Note that this transaction changes the match: listeners hear of it at commit."""
    session.info.setdefault(_KEY, set()).add(match_id)


def announce(session: Session) -> None:
    """Send a notification for each match this transaction changed (PostgreSQL only).

    Called just before the commit, in the same transaction: the notifications go
    out with the commit, or not at all.
    """
    ids: set[int] | None = session.info.pop(_KEY, None)
    if not ids or session.get_bind().dialect.name != "postgresql":
        return
    for match_id in sorted(ids):
        session.execute(_NOTIFY, {"match_id": match_id})


_COUNTED_MARK = text(
    "SELECT count(*) AS matches, coalesce(sum(revision), 0) AS revisions,"
    " coalesce(max(revision), 0) AS newest,"
    " coalesce(sum(tallied_revision), 0) AS counted FROM match"
)


def counted_mark(session: Session) -> str:
    """A mark that moves with every committed change to any match (how many there are
    and their revisions: one aggregate read of the ``match`` table), and when the
    record books count a match (a writer rebuilt its appearance rows): what a reader
    showing key stats follows."""
    row = session.execute(_COUNTED_MARK).one()
    return f"{row.matches}:{row.revisions}:{row.newest}:{row.counted}"


def every_revision(session: Session) -> tuple[Sequence[int], Sequence[int]]:
    """Every match's id and revision (-1: deleted), in the order of the ids: what a
    listener checks the notifications it will hear against (one read; a notification's
    matches are then read by their ids, :func:`tracker.store.match.matches.revisions_counted`)."""
    if session.get_bind().dialect.name == "postgresql":
        ids, revisions = session.execute(_ALL_REVISIONS_ARRAYS).one()
        return ids or [], revisions or []
    rows = session.execute(_ALL_REVISIONS).all()
    return [int(row[0]) for row in rows], [int(row[1]) for row in rows]


def can_listen(engine: Engine) -> bool:
    """True for a database that sends notifications of changed matches (PostgreSQL)."""
    return engine.dialect.name == "postgresql"


class ListenLost(ConnectionError):
    """The listening connection is gone: changes must be found by polling again."""


def _without_secrets(url: Any, text: str) -> str:
    """A driver's message as it may be logged: the URL's passwords masked."""
    return hide_secrets(url.render_as_string(hide_password=False), text)


def _listen_url(engine: Engine) -> Any:
    """The URL the listening connection opens: the engine's, unless the variable says."""
    other = os.environ.get(LISTEN_VARIABLE, "").strip()
    if not other:
        return engine.url
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(other)
    except (ArgumentError, ValueError):
        raise ListenLost(f"{LISTEN_VARIABLE} is not a database URL") from None


class Listener:
    """A connection of its own that listens for changed matches (PostgreSQL only)."""

    def __init__(self, engine: Engine) -> None:
        """Connect as the engine connects (or to :data:`LISTEN_VARIABLE`'s URL) and
        ``LISTEN``; :class:`ListenLost` if it cannot."""
        try:
            import psycopg
        except ImportError as exc:  # another driver's URL (psycopg2): poll instead
            raise ListenLost(f"psycopg is not installed ({exc})") from None
        url = _listen_url(engine)
        args, kwargs = engine.dialect.create_connect_args(url)
        # Quick to give up on a server gone silent, and an idle listener whose network
        # is gone is told so by its keepalives: the window polls (and says) instead.
        for name, value in limits(url).items():
            kwargs.setdefault(name, value)
        try:
            # Its name looked up within the connection timeout too (see reach).
            kwargs = with_address(kwargs)
            self._conn: Any = psycopg.connect(*args, **kwargs, autocommit=True)
        except TimeoutError as exc:
            raise ListenLost(_without_secrets(url, str(exc))) from None
        except psycopg.Error as exc:
            said = str(exc).splitlines()[0] if str(exc) else "cannot connect"
            raise ListenLost(_without_secrets(url, said)) from None
        try:
            self._conn.execute(f"LISTEN {CHANNEL}")
        except psycopg.Error as exc:
            self._conn.close()
            said = str(exc).splitlines()[0] if str(exc) else "cannot listen"
            raise ListenLost(_without_secrets(url, said)) from None
        self._error = psycopg.Error

    def fileno(self) -> int:
        """The connection's socket: readable when a notification (or a close) arrives."""
        return int(self._conn.pgconn.socket)

    @property
    def backend_pid(self) -> int:
        """The server process serving this connection."""
        return int(self._conn.info.backend_pid)

    def take(self) -> list[int]:
        """The ids of the matches notified since the last call, one per committed
        transaction that changed the match, in commit order; never blocks.

        Raises :class:`ListenLost` when the connection was closed or broke.
        """
        pgconn = self._conn.pgconn
        try:
            pgconn.consume_input()
        except self._error as exc:
            raise ListenLost(str(exc) or "the connection was closed") from None
        if pgconn.status != 0:  # CONNECTION_OK
            raise ListenLost("the connection was closed")
        ids: list[int] = []
        while (note := pgconn.notifies()) is not None:
            try:
                ids.append(int(note.extra.decode()))
            except ValueError:
                continue  # someone else's use of the channel: not a match id
        return ids

    def close(self) -> None:
        """Stop listening and close the connection."""
        with contextlib.suppress(self._error):
            self._conn.close()


class CommitCounter:
    """How many times other connections committed to an SQLite file (``PRAGMA
    data_version``, read through one connection of its own: the count is that
    connection's). A reader that never writes sees every change move it, for the read
    of one page header, where :func:`counted_mark` reads every match row (about 36 ms
    at 100,000 matches)."""

    def __init__(self, engine: Engine) -> None:
        self._connection = engine.raw_connection()

    def __call__(self) -> int:
        """The count now."""
        cursor = self._connection.cursor()
        try:
            cursor.execute("PRAGMA data_version")
            row = cursor.fetchone()
            return int(row[0]) if row is not None else 0
        finally:
            cursor.close()

    def close(self) -> None:
        """Give the connection back."""
        self._connection.close()


def commit_counter(engine: Engine) -> CommitCounter | None:
    """A :class:`CommitCounter` over an SQLite file; None for PostgreSQL (it notifies)."""
    return CommitCounter(engine) if engine.dialect.name == "sqlite" else None


__all__ = [
    "CHANNEL",
    "LISTEN_VARIABLE",
    "CommitCounter",
    "ListenLost",
    "Listener",
    "announce",
    "can_listen",
    "changed",
    "commit_counter",
    "counted_mark",
    "every_revision",
]
