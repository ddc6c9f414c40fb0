"""A throwaway database on the PostgreSQL server named by ``TRACKER_TEST_PG``.

``TRACKER_TEST_PG`` is an SQLAlchemy URL of a server the tests may create databases
on (``postgresql+psycopg://postgres@127.0.0.1:5433/postgres``); without it the
PostgreSQL tests are skipped, saying why (on CI they fail).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ENV = "TRACKER_TEST_PG"
SKIP_REASON = f"no PostgreSQL server to test on: set {ENV} to an SQLAlchemy URL of one"


def server_url() -> str:
    """The server's URL, or skip the test (fail it on CI, where the server must be there)."""
    from tests.helpers.backends import missing

    url = os.environ.get(ENV, "")
    if not url:
        missing(SKIP_REASON)
    try:
        import psycopg  # noqa: F401
    except ImportError:
        missing("the postgres extra (psycopg) is not installed")
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
    from tests.helpers import backends

    url = backends.postgres_or_skip().create(migrated=False)
    try:
        yield url
    finally:
        backends.release(url)


DOCS = Path(__file__).resolve().parents[2] / "docs" / "postgresql-roles.md"
#: The people the documented SQL creates, as the tests name them (roles are the
#: server's, not the database's: these names keep clear of real ones).
SECRETARY, REPORTER, PASSWORD = "tracker_test_ana", "tracker_test_rita", "change-me"


def documented_sql(label: str) -> list[str]:
    """The statements of the SQL block marked ``<!-- sql: label -->`` in the roles doc."""
    text = DOCS.read_text(encoding="utf-8")
    marker = f"<!-- sql: {label} -->\n```sql\n"
    start = text.index(marker) + len(marker)
    block = text[start : text.index("```", start)]
    return [s.strip() for s in block.split(";\n") if s.strip()]


def create_roles(url: str) -> None:
    """Run the roles doc's SQL on the server and in the database at ``url``, as written
    (but for the people's names, and a role that exists already)."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ProgrammingError

    database = make_url(url).database
    server = create_engine(server_url(), isolation_level="AUTOCOMMIT")
    people = [
        s.replace("ROLE ana ", f"ROLE {SECRETARY} ").replace("ROLE rita ", f"ROLE {REPORTER} ")
        for s in documented_sql("people")
    ]
    try:
        with server.connect() as connection:
            for statement in [*documented_sql("roles"), *people]:
                try:
                    connection.exec_driver_sql(statement)
                except ProgrammingError as exc:
                    if "already exists" not in str(exc):
                        raise
    finally:
        server.dispose()
    grants = [
        s.replace("DATABASE league ", f'DATABASE "{database}" ') for s in documented_sql("grants")
    ]
    admin(";\n".join(grants), url)


def login(url: str, user: str) -> str:
    """``url`` logging in as one of the people :func:`create_roles` made."""
    from sqlalchemy.engine import make_url

    return make_url(url).set(username=user, password=PASSWORD).render_as_string(hide_password=False)
