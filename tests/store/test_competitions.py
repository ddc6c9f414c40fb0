"""A match's place in a competition: edition and round from its free text."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from tests.core.factory import make_match
from tracker.app import demo_text
from tracker.services.matches import MatchService
from tracker.store.db import Database, open_database
from tracker.store.match import matches as repo
from tracker.store.results import competitions, library
from tracker.store.tables import CompetitionRow, EditionRow, MatchRow


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "places.sqlite3"


@pytest.fixture
def db(path: Path) -> Iterator[Database]:
    database = open_database(path, backups=0)
    yield database
    database.close()


def _row(db: Database, match_id: int) -> MatchRow:
    with db.reading() as session:
        row = session.get(MatchRow, match_id)
        assert row is not None
        return row


def test_the_demo_is_in_the_world_cup_2026_semi_final(db: Database, path: Path) -> None:
    match_id = MatchService(db).import_text(demo_text())
    fresh = open_database(path, backups=0)
    try:
        row = _row(fresh, match_id)
        with fresh.reading() as session:
            edition = session.get(EditionRow, row.edition_id)
            assert edition is not None
            competition = session.get(CompetitionRow, edition.competition_id)
    finally:
        fresh.close()
    assert competition is not None and competition.name == "FIFA World Cup"
    assert (edition.name, edition.season, edition.year) == ("FIFA World Cup 2026", "2026", 2026)
    assert (row.round, row.round_stage, row.group_name) == ("Semi-final", "Semi-final", "")
    assert row.home_team_id is not None and row.away_team_id is not None


def test_one_edition_for_every_way_of_writing_it(db: Database) -> None:
    ids = []
    for text_, stage in (("World Cup 2026", "Group B"), ("fifa world cup 2026", "Final")):
        match = dataclasses.replace(make_match(), competition=text_, stage=stage)
        with db.writing() as session:
            ids.append(repo.insert_match(session, match).id)
    first, second = (_row(db, i) for i in ids)
    assert first.edition_id == second.edition_id is not None
    assert (first.round, first.group_name) == ("Group B", "Group B")
    assert second.round_stage == "Final"
    with db.reading() as session:
        assert len(session.exec(select(EditionRow)).all()) == 1


def test_a_friendly_has_no_edition_and_editing_places_it(db: Database) -> None:
    match = dataclasses.replace(make_match(), competition="Friendly", stage="")
    with db.writing() as session:
        stored = repo.insert_match(session, match)
    assert stored.id is not None
    row = _row(db, stored.id)
    assert row.edition_id is None and row.round == "" and not row.competitive
    with db.writing() as session:
        library.update_details(
            session, dataclasses.replace(stored, competition="Premier League 2025-26")
        )
    row = _row(db, stored.id)
    with db.reading() as session:
        [edition] = competitions.editions(session)
        kind = session.exec(select(CompetitionRow.kind)).one()
    assert row.edition_id == edition.id and edition.season == "2025-26"
    assert kind == "league" and row.competitive


@pytest.mark.parametrize(
    ("competition", "stage", "competitive"),
    [
        ("International Friendly", "", False),
        ("Pre-season friendlies 2026", "", False),
        ("Premier League 2025-26", "Matchday 3", True),
        ("FIFA World Cup 2026", "Semi-final", True),
        ("Summer Cup", "Friendly", False),
        ("Friendlyville Cup", "Final", True),
    ],
)
def test_a_friendly_is_not_a_competitive_match(
    db: Database, competition: str, stage: str, competitive: bool
) -> None:
    match = dataclasses.replace(make_match(), competition=competition, stage=stage)
    with db.writing() as session:
        stored = repo.insert_match(session, match)
    assert stored.id is not None
    assert _row(db, stored.id).competitive is competitive


def test_la_liga_is_spains_primera_division() -> None:
    """ "La Liga 2023/24" was "no edition", and "LaLiga 2024/25" suggested Liga MX."""
    from tracker.store.results.catalogue import EditionInfo, resolve_editions

    known = [
        EditionInfo(
            1, "Spain Primera División 2023-24", "2023-24", 2023, 1, "Spain Primera División"
        ),
        EditionInfo(
            2, "Spain Primera División 2024-25", "2024-25", 2024, 1, "Spain Primera División"
        ),
        EditionInfo(3, "Liga MX 2024-25", "2024-25", 2024, 2, "Liga MX"),
    ]
    for text, ids in (
        ("La Liga 2023/24", [1]),
        ("LaLiga 2024/25", [2]),
        ("la liga", [1, 2]),
        ("Liga MX 2024/25", [3]),
        ("Liga 2024-25", [3]),  # "Liga" alone is not LaLiga
    ):
        assert [e.id for e in resolve_editions(known, text)] == ids, text
