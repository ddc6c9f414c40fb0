"""A throwaway database on the PostgreSQL server named by ``TRACKER_TEST_PG``.

``TRACKER_TEST_PG`` is an SQLAlchemy URL of a server the tests may create databases
on (``postgresql+psycopg://postgres@127.0.0.1:55433/postgres``); without it the
PostgreSQL tests are skipped, saying why.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

ENV = "TRACKER_TEST_PG"
SKIP_REASON = f"no PostgreSQL server to test on: set {ENV} to an SQLAlchemy URL of one"


def server_url() -> str:
    """The server's URL, or skip the test."""
    url = os.environ.get(ENV, "")
    if not url:
        pytest.skip(SKIP_REASON)
    pytest.importorskip("psycopg", reason="the postgres extra (psycopg) is not installed")
    return url


def admin(sql: str, url: str | None = None) -> None:
    """Run statements on the server (or database) as the test's administrator."""
    from sqlalchemy import create_engine

    engine = create_engine(url or server_url(), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql(sql)
    finally:
        engine.dispose()


@contextmanager
def fresh_database() -> Iterator[str]:
    """A new empty database on the server: its URL; dropped afterwards."""
    from sqlalchemy.engine import make_url

    server = make_url(server_url())
    name = f"tracker_test_{uuid.uuid4().hex[:12]}"
    admin(f'CREATE DATABASE "{name}"')
    try:
        yield server.set(database=name).render_as_string(hide_password=False)
    finally:
        admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def as_role(url: str, role: str) -> str:
    """``url`` logging in as ``role`` (the test server trusts loopback logins)."""
    from sqlalchemy.engine import make_url

    return make_url(url).set(username=role, password=None).render_as_string(hide_password=False)
