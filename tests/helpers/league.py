"""Databases to send matches to: a second SQLite file, or a fresh PostgreSQL database.

PostgreSQL is used when ``TRACKER_TEST_PG`` names a server (an SQLAlchemy URL such as
``postgresql+psycopg://postgres@127.0.0.1:55434/postgres``); each test gets a
database of its own there (:func:`tests.helpers.postgres.fresh_database`), dropped
afterwards. Without it those tests are skipped, saying why (on CI they fail).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.helpers.postgres import fresh_database


@contextmanager
def target(kind: str, tmp_path: Path, name: str = "league") -> Iterator[str]:
    """A database to send to: ``sqlite`` (a file, created empty) or ``postgresql``."""
    if kind == "postgresql":
        with fresh_database() as url:
            yield url
        return
    from tracker.store.db import open_database

    path = tmp_path / f"{name}.sqlite3"
    open_database(path, backups=0).close()  # a push expects the league's database to exist
    yield str(path)


#: The kinds of database a match is sent to in the tests.
KINDS = ("sqlite", "postgresql")
