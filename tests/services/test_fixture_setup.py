"""A fixture becomes the live match: its own row is set up and logged."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.core.factory import make_match
from tests.services.test_results_import import _cup, _write
from tracker.services.matches import MatchService, ServiceError
from tracker.services.results import ResultsService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "fixture.sqlite3", backups=0)
    yield database
    database.close()


def test_setting_up_a_fixture_logs_it_in_the_same_row(db: Database, tmp_path: Path) -> None:
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    setup = SetupService(db)
    [fixture] = [e for e in setup.library_page(LibraryQuery(), 0, 10) if e.record == "fixture"]
    stored = setup.match(fixture.id)
    assert stored.home.name == "Winner of match 1" and stored.home.squad == ()
    match = make_match()
    match = dataclasses.replace(
        match,
        competition=stored.competition,
        stage=stored.stage,
        date=stored.date,
        home=dataclasses.replace(match.home, name="Reds"),
        away=dataclasses.replace(match.away, name="Greens"),
    )
    assert setup.start_fixture(fixture.id, match) == fixture.id
    with db.reading() as session:
        row = session.execute(
            text(
                "SELECT record, home_name, home_placeholder, home_team_id, number, source_key, "
                "status, round FROM match WHERE id = :id"
            ),
            {"id": fixture.id},
        ).one()
        linked = session.execute(
            text("SELECT count(*) FROM match_player WHERE match_id = :id AND person_id IS NULL"),
            {"id": fixture.id},
        ).scalar()
    assert (row.record, row.home_name, row.home_placeholder) == ("logged", "Reds", "")
    assert row.home_team_id is not None and row.number == 2 and row.round == "Final"
    assert row.status == "not started" and linked == 0
    state = MatchService(db).state(fixture.id)
    assert state.match.home.lineup is not None
    # Re-importing the file finds it by its key: still one match, now logged.
    again = ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    assert (again.new, again.unchanged) == (0, 3)
    with pytest.raises(ServiceError, match="not a fixture"):
        setup.start_fixture(fixture.id, match)


def test_the_service_says_what_a_match_is(db: Database, tmp_path: Path) -> None:
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    entries = SetupService(db).library_page(LibraryQuery(), 0, 10)
    service = MatchService(db)
    assert {"result", "fixture"} <= {e.record for e in entries}
    for entry in entries:
        assert service.record(entry.id) == entry.record
    logged = service.import_match(make_match(), [])
    assert service.record(logged) == "logged"
    # No such match: read as a logged one, whose read then says it is not there.
    assert service.record(10_000) == "logged"
