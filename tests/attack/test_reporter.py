"""The reporter role may not notify the open windows nor create temporary tables.

Issue 23, item 11: on a league's server a reporter could ``pg_notify`` (spurious
re-reads in every open window) and create temporary tables. The roles doc's grants
(``docs/postgresql-roles.md``, run here as written) now refuse both, while a
secretary's changes still reach every window.
"""

from __future__ import annotations

import select
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import ProgrammingError

from tests.helpers import postgres
from tests.test_cli import run


@pytest.fixture
def league() -> Iterator[str]:
    """A league database with the demo match, its roles granted as the doc says."""
    with postgres.fresh_database() as url:
        assert run("demo", db=url).returncode == 0
        postgres.create_roles(url)
        yield url


@pytest.mark.parametrize(
    "statement",
    ["SELECT pg_notify('match_tracker', '1')", "CREATE TEMPORARY TABLE spy (x integer)"],
)
def test_the_reporter_may_not(league: str, statement: str) -> None:
    engine = create_engine(postgres.login(league, postgres.REPORTER))
    try:
        with engine.connect() as connection, pytest.raises(ProgrammingError) as refused:
            connection.execute(text(statement))
        assert "permission denied" in str(refused.value)
    finally:
        engine.dispose()


def test_the_secretary_s_changes_are_still_announced(league: str) -> None:
    from tracker.store.db import open_database
    from tracker.store.match.live import Listener

    database = open_database(league, backups=0)
    listener = Listener(database.engine)
    try:
        secretary = postgres.login(league, postgres.SECRETARY)
        assert run("confirm", "1", db=secretary).returncode == 0
        heard: set[int] = set()
        deadline = time.monotonic() + 10
        while 1 not in heard and time.monotonic() < deadline:
            select.select([listener], [], [], 0.5)  # wakes when a notice arrives
            heard |= set(listener.take())
        assert 1 in heard
    finally:
        listener.close()
        database.close()
