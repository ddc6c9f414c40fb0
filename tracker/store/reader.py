"""Opening a database that will only be read, by a program that must never write to it.

The web server (``match-tracker serve``) shows a library to anyone on the network;
whatever it is asked, it must not change a byte. :func:`open_reader` therefore opens
the database so that the database itself refuses a write:

- an SQLite file through a ``mode=ro`` URI with ``PRAGMA query_only`` set on every
  connection (no migration, no backup, no journal mode change; a writer's log is read
  as SQLite reads it, so what others commit is seen);
- a PostgreSQL server with ``default_transaction_read_only`` set on every
  connection (whatever the role; give the server the league's ``tracker_reporter``
  role as well, see ``docs/postgresql-roles.md``).

A schema other than this version's is refused rather than upgraded: upgrading writes.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy import event as sa_event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DatabaseError as SADatabaseError
from sqlalchemy.pool import QueuePool
from sqlmodel import create_engine

from tracker.store.db import (
    BUSY_TIMEOUT_MS,
    Database,
    _explain,
    _stored_revision,
    create_db_engine,
    parse_url,
    resolve_url,
)
from tracker.store.errors import DatabaseError
from tracker.store.schema import HEAD_REVISION
from tracker.store.urls import hide_secrets, shown_url

#: What :attr:`Database.read_only` says of a database opened here.
READER = "it is opened for reading only"


def open_reader(location: str | os.PathLike[str] | None = None) -> Database:
    """The database at ``location`` (``--db``, ``TRACKER_DB`` or the default file),
    opened so that no write can succeed; :class:`DatabaseError` saying why it cannot be."""
    url = resolve_url(location)
    parsed = parse_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database in (None, "", ":memory:"):
            raise DatabaseError("a database in memory holds nothing to show: name a file")
        engine = _sqlite_reader(Path(parsed.database or ""))
        what = "the database"
    else:
        engine = create_db_engine(url)
        _postgres_reader(engine)
        what = shown_url(url)
    try:
        revision = _stored_revision(engine)
    except (SADatabaseError, sqlite3.DatabaseError) as exc:
        engine.dispose()
        raise DatabaseError(f"cannot open {what}: {hide_secrets(url, _explain(exc))}") from None
    if revision != HEAD_REVISION:
        engine.dispose()
        raise DatabaseError(_schema_problem(revision))
    return Database(engine=engine, url=url, read_only=READER)


def _schema_problem(revision: str | None) -> str:
    if revision is None:
        return "this is not a Match Tracker database (it has no schema version)"
    return (
        f"this database's schema ({revision}) is not this version's ({HEAD_REVISION}): "
        "open it once with the window or a command to bring it up to date, then serve it"
    )


def _sqlite_reader(path: Path) -> Engine:
    """An engine that reads the SQLite file ``path`` and cannot write to it."""
    if not path.is_file():
        raise DatabaseError(f"there is no database file at {path}")
    uri = f"{path.resolve().as_uri()}?mode=ro"
    timeout = BUSY_TIMEOUT_MS / 1000

    def connect() -> sqlite3.Connection:
        return sqlite3.connect(uri, uri=True, check_same_thread=False, timeout=timeout)

    # A small pool of connections shared by the server's threads (a URL without a file
    # would otherwise get one connection per thread).
    engine = create_engine(
        "sqlite://", creator=connect, poolclass=QueuePool, pool_size=4, max_overflow=8
    )

    @sa_event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA query_only = 1")
        cursor.close()

    @sa_event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        # One snapshot per session: the reads of a page agree with each other.
        connection.exec_driver_sql("BEGIN")

    return engine


def _postgres_reader(engine: Engine) -> None:
    """Every connection of ``engine`` starts its transactions read-only."""

    @sa_event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        with dbapi_connection.cursor() as cursor:
            cursor.execute("SET default_transaction_read_only = on")
        dbapi_connection.commit()


__all__ = ["READER", "open_reader"]
