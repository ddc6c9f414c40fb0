"""What every backend must do alike: schema, refusals, order, time stamps, search."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import replace

import pytest
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import NullPool

from tests.core.factory import make_match
from tests.helpers.matches import demo
from tracker.services.matches import MatchService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import (
    Database,
    DatabaseError,
    current_revision,
    head_revision,
    open_database,
)
from tracker.store.match import matches as repo
from tracker.store.tables import EventRow


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def _execute(url: str, sql: str) -> None:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            connection.execute(text(sql))
    finally:
        engine.dispose()


def test_a_new_database_gets_every_migration(empty_db_url: str) -> None:
    database = open_database(empty_db_url, backups=0)
    try:
        assert current_revision(database.engine) == head_revision()
        with database.engine.connect() as connection:
            schema = inspect(connection)
            assert {"team", "team_player", "match", "match_player", "event"} <= set(
                schema.get_table_names()
            )
            unique = {tuple(u["column_names"]) for u in schema.get_unique_constraints("event")}
        assert ("match_id", "seq") in unique
    finally:
        database.close()


def test_a_reopened_database_gives_back_what_was_stored(db_url: str) -> None:
    first = open_database(db_url, backups=0)
    service = MatchService(first)
    match_id = service.import_match(*demo())
    stored, state = service.load(match_id), service.state(match_id)
    first.close()
    second = open_database(db_url, backups=0)
    try:
        again = MatchService(second)
        assert again.load(match_id) == stored
        assert again.state(match_id) == state
    finally:
        second.close()


def test_foreign_keys_are_enforced(db: Database) -> None:
    with pytest.raises(IntegrityError), db.writing() as session:
        session.add(EventRow(match_id=4242, kind="goal", period=1, minute=3, seq=1))


def test_a_database_from_a_newer_version_is_refused_untouched(db_url: str) -> None:
    open_database(db_url, backups=0).close()
    _execute(db_url, "UPDATE alembic_version SET version_num = '9999_from_the_future'")
    with pytest.raises(DatabaseError, match="newer version of Match Tracker"):
        open_database(db_url, backups=0)
    engine = create_engine(db_url, poolclass=NullPool)
    try:
        assert current_revision(engine) == "9999_from_the_future"
    finally:
        engine.dispose()


def test_undated_matches_come_last_newest_first_or_oldest_first(db: Database) -> None:
    dates = [dt.date(2026, 6, 1), None, dt.date(2026, 7, 1)]
    with db.writing() as session:
        ids = [repo.insert_match(session, replace(make_match(), date=d)).id for d in dates]
    dated_newest_first = [ids[2], ids[0]]
    with db.reading() as session:
        assert [s.id for s in repo.list_matches(session)] == [*dated_newest_first, ids[1]]
    setup = SetupService(db)
    newest = setup.library_page(LibraryQuery(), 0, 10)
    oldest = setup.library_page(LibraryQuery(descending=False), 0, 10)
    assert [e.id for e in newest] == [*dated_newest_first, ids[1]]
    assert [e.id for e in oldest] == [ids[0], ids[2], ids[1]]


def test_time_stamps_are_utc_whatever_the_server_time_zone(db_url: str) -> None:
    """Clients in different time zones share one server: every stamp is stored in UTC
    (on PostgreSQL the session's zone would otherwise shift them), so "the match last
    worked on" is the same for all."""
    if make_url(db_url).get_backend_name() == "postgresql":
        name = make_url(db_url).database
        _execute(db_url, f"ALTER DATABASE \"{name}\" SET timezone = 'Pacific/Kiritimati'")
    database = open_database(db_url, backups=0)
    try:
        before = dt.datetime.now(dt.timezone.utc).replace(tzinfo=None)
        with database.writing() as session:
            match = repo.insert_match(session, make_match())
        after = dt.datetime.now(dt.timezone.utc).replace(tzinfo=None)
        with database.reading() as session:
            [summary] = repo.list_matches(session)
        assert summary.id == match.id
        stamp = summary.updated_at.replace(tzinfo=None)
        assert before - dt.timedelta(seconds=1) <= stamp <= after + dt.timedelta(seconds=1)
    finally:
        database.close()


def test_search_ignores_case_and_accents_and_takes_wildcards_literally(db: Database) -> None:
    service = MatchService(db)
    service.import_match(*demo())
    setup = SetupService(db)
    for text_ in ("ARGENTINA", "argentína world", "semi-final"):
        assert setup.library_count(LibraryQuery(text=text_)) == 1, text_
    for text_ in ("%", "_rgentina", "argentina\\"):
        assert setup.library_count(LibraryQuery(text=text_)) == 0, text_
