"""New SQLite databases for the tests at the cost of a file copy, not of the migrations.

Most tests open a new SQLite file, and running every migration on it costs about a
tenth of a second: over the suite, a good part of its time. The first new database of
each test process is migrated for real; the schema it ends with (tables, indexes,
triggers, the search index and the Alembic revision, every page of the file) is kept
in memory, and every later *new* database of the process is given a copy of those
pages through SQLite's backup API instead. A database that holds anything already, a
server database, or a test marked ``real_migrations`` takes the migrations as the
program does.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy.engine import Engine

from tracker.store.schema import HEAD_REVISION

Upgrade = Callable[..., None]

_template: sqlite3.Connection | None = None
#: Off while a test marked ``real_migrations`` runs.
enabled = True
#: How many new databases were copied, and how many were migrated for real.
counts = {"copied": 0, "migrated": 0}


def _is_empty(engine: Engine) -> bool:
    with engine.connect() as connection:
        return connection.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar() == 0


def _driver(raw: Any) -> sqlite3.Connection:
    connection = raw.driver_connection
    assert isinstance(connection, sqlite3.Connection)
    return connection


def _keep(engine: Engine) -> sqlite3.Connection:
    """A copy in memory of ``engine``'s database, just migrated to the head."""
    raw = engine.raw_connection()
    try:
        source = _driver(raw)
        [(revision,)] = source.execute("SELECT version_num FROM alembic_version").fetchall()
        assert revision == HEAD_REVISION, f"the migrations ended at {revision}"
        kept = sqlite3.connect(":memory:", check_same_thread=False)
        source.backup(kept)
    finally:
        raw.close()
    return kept


def fast(real: Upgrade) -> Upgrade:
    """``real`` (the store's ``upgrade``), copying the kept schema into a new SQLite file."""

    def upgrade(engine: Engine, before: Callable[[], None] | None = None) -> None:
        global _template
        if not enabled or engine.dialect.name != "sqlite" or not _is_empty(engine):
            real(engine, before)
            return
        if _template is None:
            real(engine, before)
            _template = _keep(engine)
            counts["migrated"] += 1
            return
        raw = engine.raw_connection()
        try:
            _template.backup(_driver(raw))
        finally:
            raw.close()
        counts["copied"] += 1

    return upgrade


@contextmanager
def installed() -> Iterator[None]:
    """The store's ``upgrade`` replaced by :func:`fast` for as long as it is open."""
    from tracker.store import db

    real = db.upgrade
    db.upgrade = fast(real)
    try:
        yield
    finally:
        db.upgrade = real
