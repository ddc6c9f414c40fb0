"""The people use cases: refusals as service errors, undo through the service."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers import people_rows as rows
from tracker.services.errors import ServiceError
from tracker.services.people import PeopleService
from tracker.store.db import Database, open_database


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


@pytest.fixture
def ids(db: Database) -> dict[str, int]:
    with db.writing() as session:
        home = (rows.team(session, "Argentina"), "Argentina")
        away = (rows.team(session, "Mexico"), "Mexico")
        first = rows.match(session, home, away, dt.date(2026, 6, 20))
        second = rows.match(session, home, away, dt.date(2026, 6, 26))
        a = rows.person(session, "Julián Álvarez")
        b = rows.person(session, "Julian Alvarez")
        rows.squad_entry(session, first, "home", "Julián Álvarez", a)
        rows.squad_entry(session, second, "home", "Julian Alvarez", b)
    return {"a": a, "b": b, "first": first, "second": second}


def test_merge_and_its_undo(db: Database, ids: dict[str, int]) -> None:
    service = PeopleService(db)
    merged = service.merge(ids["a"], ids["b"])
    assert [p.id for p in service.people("alvarez")] == [ids["a"]]
    assert service.person(ids["a"]).matches == 2
    assert service.undo_merge(merged) == ids["b"]
    assert service.person(ids["b"]).matches == 1


def test_refusals_are_service_errors(db: Database, ids: dict[str, int]) -> None:
    service = PeopleService(db)
    with pytest.raises(ServiceError, match="no person 99"):
        service.person(99)
    with pytest.raises(ServiceError, match="himself"):
        service.merge(ids["a"], ids["a"])
    with pytest.raises(ServiceError, match="not in the squads"):
        service.split(ids["a"], [ids["second"]])


def test_a_split_off_person_linked_since_cannot_be_unsplit(
    db: Database, ids: dict[str, int]
) -> None:
    service = PeopleService(db)
    done = service.split(ids["a"], [ids["first"]])
    service.merge(done.target, ids["b"])  # not undone first
    with pytest.raises(ServiceError, match="linked to other matches since the split"):
        service.undo_split(done)
    assert service.person(done.target).matches == 2  # nothing half-done


def test_a_split_and_its_undo_move_the_names_with_the_matches(tmp_path: Path) -> None:
    db = open_database(tmp_path / "people.sqlite3", backups=0)
    try:
        ids = rows.wrong_merge(db)
        service = PeopleService(db)
        service.merge(ids["cristiano"], ids["ronaldo"])
        merged = service.person(ids["cristiano"]).names
        done = service.split(ids["cristiano"], [ids["first"], ids["second"]])
        assert service.person(ids["cristiano"]).names == ("Cristiano Ronaldo",)
        assert set(service.person(done.target).names) == {"Ronaldo", "Ronaldo Nazário"}
        assert [r.name for r in service.reasons(done.target)] == ["Ronaldo Nazário"]
        assert service.reasons(ids["cristiano"]) == []
        service.undo_split(done)
        assert service.person(ids["cristiano"]).names == merged
        assert [r.name for r in service.reasons(ids["cristiano"])] == ["Ronaldo Nazário"]
    finally:
        db.close()
