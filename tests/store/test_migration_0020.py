"""Schema 0020: a team's matches by date, and the deleted matches. The name indexes
become (name, date) on each backend, and a team filter's pages, read from them home and
away and merged, are the team's matches in the library's order, page after page,
whatever the order chosen; the library is counted as every match less the deleted ones."""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools
from collections.abc import Iterator

import pytest

from tests.helpers.oldschema import execute, match_indexes
from tests.services.test_setup import five_a_side
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, current_revision, head_revision, open_database

NEW = {
    "ix_match_home_name_date": ["home_name", "date"],
    "ix_match_away_name_date": ["away_name", "date"],
    "ix_match_deleted": ["deleted_at"],
}
OLD = {"ix_match_home_name": ["home_name"], "ix_match_away_name": ["away_name"]}


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def _name_indexes(url: str) -> dict[str, list[str | None]]:
    return {
        name: columns
        for name, columns in match_indexes(url).items()
        if columns[0] in ("home_name", "away_name", "deleted_at")
    }


def _as_0019(url: str) -> None:
    """Put the database back as schema 0019 left it: the name indexes alone."""
    execute(
        url,
        *(f"DROP INDEX {name}" for name in NEW),
        *(f"CREATE INDEX {name} ON match ({column})" for name, (column,) in OLD.items()),
        "UPDATE alembic_version SET version_num = '0019'",
    )


def test_a_library_of_before_gets_the_team_date_indexes(db_url: str) -> None:
    open_database(db_url, backups=0).close()
    assert _name_indexes(db_url) == NEW
    _as_0019(db_url)
    assert _name_indexes(db_url) == OLD
    database = open_database(db_url, backups=0)
    try:
        assert current_revision(database.engine) == head_revision()
    finally:
        database.close()
    assert _name_indexes(db_url) == NEW


def _fill(db: Database) -> None:
    """Teams A, B and C against Rovers, some the other way round, some on one day, some
    undated, some deleted."""
    setup = SetupService(db)
    made = []
    for n in range(30):
        date = None if n % 11 == 0 else dt.date(2024, 1 + n % 5, 1 + n % 3)
        made.append(setup.create_match(five_a_side(f"Team {'ABC'[n % 3]}", 1, date)))
    for match_id in made[::4]:
        setup.duplicate(match_id, swap=True)  # Rovers at home
    for match_id in made[5::9]:
        setup.delete_match(match_id)


def _everything(setup: SetupService, query: LibraryQuery) -> list[int]:
    return [e.id for e in setup.library_page(query, 0, 1000)]


#: Every order the library offers, with and without descending.
ORDERS = [("date", True), ("date", False), ("home", False), ("away", True)]


def test_a_team_filter_pages_the_team_matches_in_order(db: Database) -> None:
    # One library, every team and order (a database on each backend is the slow part).
    _fill(db)
    setup = SetupService(db)
    for (sort, descending), team in itertools.product(ORDERS, ["Rovers", "Team B", "Nobody"]):
        every = LibraryQuery(sort=sort, descending=descending)
        teams = {e.id: (e.home, e.away) for e in setup.library_page(every, 0, 1000)}
        expected = [i for i in _everything(setup, every) if team in teams[i]]
        query = dataclasses.replace(every, team=team)
        paged = [e.id for offset in range(0, 60, 7) for e in setup.library_page(query, offset, 7)]
        assert paged == expected, (sort, descending, team)
        assert setup.library_count(query) == len(expected), (sort, descending, team)
        if team == "Rovers":
            assert len(expected) == 35  # 30 made and 8 swapped, less 3 deleted: every one


def test_a_team_filter_keeps_the_other_filters(db: Database) -> None:
    _fill(db)
    setup = SetupService(db)
    for query in (
        LibraryQuery(team="Rovers", text="team a"),
        LibraryQuery(team="Team C", season="2023-24"),
        LibraryQuery(team="Rovers", deleted=True),
    ):
        every = dataclasses.replace(query, team="")
        expected = [
            e.id for e in setup.library_page(every, 0, 1000) if query.team in (e.home, e.away)
        ]
        assert expected  # each finds some
        assert _everything(setup, query) == expected


def test_the_library_and_its_deleted_matches_are_counted(db: Database) -> None:
    _fill(db)
    setup = SetupService(db)
    assert setup.library_count(LibraryQuery()) == 35
    assert setup.library_count(LibraryQuery(deleted=True)) == 3
    assert setup.library_count(LibraryQuery(sort="home", descending=False)) == 35
    assert setup.library_count(LibraryQuery(competition="Sunday League")) == 35
    first = setup.library_page(LibraryQuery(), 0, 1)[0].id
    setup.delete_match(first)
    assert setup.library_count(LibraryQuery()) == 34
    assert setup.library_count(LibraryQuery(deleted=True)) == 4
    setup.restore_match(first)
    assert setup.library_count(LibraryQuery()) == 35
