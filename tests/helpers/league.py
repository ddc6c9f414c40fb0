"""Databases to send matches to: a second SQLite file, or a fresh PostgreSQL database.

PostgreSQL is used when ``TRACKER_TEST_PG`` names a server (an SQLAlchemy URL such as
``postgresql+psycopg://postgres@127.0.0.1:55434/postgres``); each test gets a
database of its own there, dropped afterwards. Without it those tests are skipped,
saying why.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

PG_ENV = "TRACKER_TEST_PG"
SKIP_PG = f"no PostgreSQL server to test against: set {PG_ENV} to an SQLAlchemy URL of one"


@contextmanager
def fresh_pg_database() -> Iterator[str]:
    """The URL of a new, empty database on the ``TRACKER_TEST_PG`` server; dropped after."""
    base = os.environ.get(PG_ENV)
    if not base:
        pytest.skip(SKIP_PG)
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"tracker_push_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        yield make_url(base).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@contextmanager
def target(kind: str, tmp_path: Path, name: str = "league") -> Iterator[str]:
    """A database to send to: ``sqlite`` (a file, created empty) or ``postgresql``."""
    if kind == "postgresql":
        with fresh_pg_database() as url:
            yield url
        return
    from tracker.store.db import open_database

    path = tmp_path / f"{name}.sqlite3"
    open_database(path, backups=0).close()  # a push expects the league's database to exist
    yield str(path)


#: The kinds of database a match is sent to in the tests.
KINDS = ("sqlite", "postgresql")
