"""Databases for the tests on both backends: an SQLite file, or a fresh database on
the PostgreSQL server that ``TRACKER_TEST_PG`` names.

``TRACKER_TEST_PG`` is the URL of a database on a throwaway server that the tests may
create and drop databases with (``.ci/run`` starts one), for example
``postgresql+psycopg://postgres@127.0.0.1:5433/postgres``. Each test gets a database of
its own, copied from a template migrated once per run (a copy takes milliseconds),
and dropped after the test. Without the variable the PostgreSQL cases are skipped,
saying why; on CI (``CI`` set) they fail instead, so a server that did not start is
never mistaken for a green run.
"""

from __future__ import annotations

import itertools
import os
from typing import Any, NoReturn

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import NullPool

#: The environment variable naming the test server.
PG_ENV = "TRACKER_TEST_PG"
#: The backends the parametrised fixtures run on.
BACKENDS = ("sqlite", "postgresql")


class Unavailable(Exception):
    """No PostgreSQL server for the tests, with the reason."""


def missing(reason: str) -> NoReturn:
    """Skip the test for ``reason``, or fail it on CI (where the server must be there)."""
    if os.environ.get("CI"):
        pytest.fail(f"PostgreSQL is required on CI: {reason}", pytrace=False)
    pytest.skip(reason)


class PostgresServer:
    """The test server: fresh databases from a migrated template, dropped after use."""

    def __init__(self, admin_url: str) -> None:
        self.admin_url = make_url(admin_url)
        self._admin: Engine = create_engine(
            self.admin_url, isolation_level="AUTOCOMMIT", poolclass=NullPool
        )
        self._names = itertools.count(1)
        self._prefix = f"mt_test_{os.getpid()}"
        self._template: str | None = None
        self._live: set[str] = set()

    def check(self) -> None:
        """Connect once; :class:`Unavailable` with the driver's reason if that fails."""
        try:
            with self._admin.connect() as connection:
                connection.execute(text("SELECT 1"))
        except SQLAlchemyError as exc:
            first = str(getattr(exc, "orig", exc)).strip().splitlines()[0]
            shown = self.admin_url.render_as_string(hide_password=True)
            raise Unavailable(f"cannot reach the PostgreSQL server {shown}: {first}") from None

    def url_of(self, name: str) -> str:
        """The URL of database ``name`` on this server (with the password, for the app)."""
        url: URL = self.admin_url.set(database=name)
        return url.render_as_string(hide_password=False)

    def _execute(self, sql: str) -> None:
        with self._admin.connect() as connection:
            connection.execute(text(sql))

    def _migrated_template(self) -> str:
        if self._template is None:
            from tracker.store.db import open_database

            name = f"{self._prefix}_template"
            self._execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            self._execute(f'CREATE DATABASE "{name}"')
            open_database(self.url_of(name)).close()
            self._template = name
        return self._template

    def create(self, *, migrated: bool = True) -> str:
        """A new database: at the newest schema, or (``migrated=False``) empty."""
        name = f"{self._prefix}_{next(self._names)}"
        template = self._migrated_template() if migrated else "template0"
        self._execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}" STRATEGY FILE_COPY')
        self._live.add(name)
        return self.url_of(name)

    def drop(self, url: str) -> None:
        """Drop a database :meth:`create` made (ending any connection left to it)."""
        name = make_url(url).database
        if name in self._live:
            self._live.discard(name)
            self._execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def close(self) -> None:
        """Drop every database made for this run, the template last."""
        for name in sorted(self._live):
            self._execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        self._live.clear()
        if self._template is not None:
            self._execute(f'DROP DATABASE IF EXISTS "{self._template}" WITH (FORCE)')
            self._template = None
        self._admin.dispose()


_server: PostgresServer | None = None
_unavailable: str | None = None


def postgres() -> PostgresServer:
    """The test server (connected once per run); :class:`Unavailable` if there is none."""
    global _server, _unavailable
    if _server is not None:
        return _server
    if _unavailable is not None:
        raise Unavailable(_unavailable)
    admin = os.environ.get(PG_ENV, "")
    try:
        if not admin:
            raise Unavailable(f"no PostgreSQL server for the tests ({PG_ENV} is not set)")
        try:
            import psycopg  # noqa: F401
        except ImportError:
            raise Unavailable("psycopg is not installed (pip install -e '.[test]')") from None
        server = PostgresServer(admin)
        server.check()
    except Unavailable as exc:
        _unavailable = str(exc)
        raise
    _server = server
    return server


def postgres_or_skip() -> PostgresServer:
    """The test server, or the test skipped (failed on CI) with the reason."""
    try:
        return postgres()
    except Unavailable as exc:
        missing(str(exc))


def shutdown() -> None:
    """Drop what the run made on the server (at the end of the session)."""
    global _server
    if _server is not None:
        _server.close()
        _server = None


def new_url(backend: str, folder: Any, *, migrated: bool = True) -> str:
    """A fresh database of ``backend``: a new file in ``folder``, or a new server database."""
    if backend == "sqlite":
        return f"sqlite:///{folder}/matches.sqlite3"
    return postgres_or_skip().create(migrated=migrated)


def release(url: str) -> None:
    """Drop a server database :func:`new_url` made (nothing to do for a file)."""
    if make_url(url).get_backend_name() == "postgresql" and _server is not None:
        _server.drop(url)


def backend_params() -> list[Any]:
    """``pytest.param`` per backend, the PostgreSQL one marked ``postgresql``."""
    return [
        pytest.param(name, id=name, marks=[pytest.mark.postgresql] if name != "sqlite" else [])
        for name in BACKENDS
    ]
