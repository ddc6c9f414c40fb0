"""The 1938 walkover (Sweden v Austria, cancelled: Austria withdrew, Sweden went on) as
the shipped World Cup file gives it: a round reached by Sweden, never a fixture."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.services.test_results_import import DATA, needs_data
from tracker.core.records.books import StageRecord
from tracker.core.results.rounds import Stage
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService, describe_result, result_sheet
from tracker.store.db import Database, open_database

pytestmark = needs_data


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """A library of the 1938 World Cup."""
    db = open_database(tmp_path / "wc.sqlite3", backups=0)
    try:
        ResultsService(db).import_files([str(DATA / "1938" / "worldcup.json")])
        RecordsService(db).refresh()
        yield db
    finally:
        db.close()


def _round_of_16(db: Database, team: str) -> StageRecord | None:
    records = RecordsService(db)
    team_id, _ = records.find_team(team)
    (cup,) = records.team(team_id).competitions
    return next((s for s in cup.stages if s.stage is Stage.ROUND_OF_16), None)


def _walkover_id(db: Database) -> int:
    records = RecordsService(db)
    team_id, _ = records.find_team("Sweden")
    return next(m.id for m in records.team(team_id).matches if not m.played)


def test_sweden_reached_and_won_the_round_by_the_walkover(db: Database) -> None:
    sweden = _round_of_16(db, "Sweden")
    assert sweden is not None
    assert (sweden.reached, sweden.through, sweden.out) == (1, 1, 0)
    assert sweden.walkovers == 1
    assert sweden.matches == ()


def test_austria_withdrew_before_playing_and_reached_no_round(db: Database) -> None:
    records = RecordsService(db)
    team_id, _ = records.find_team("Austria")
    page = records.team(team_id)
    assert page.overall.played == 0
    assert all(s.reached == 0 for c in page.competitions for s in c.stages)


def test_the_walkover_is_described_as_cancelled_not_as_a_fixture(db: Database) -> None:
    stored = ResultsService(db).stored(_walkover_id(db))
    assert stored is not None
    later = dt.date(2030, 1, 1)
    lines = describe_result(stored, today=later)
    assert lines == [
        "Sweden v Austria  1938-06-05",
        "FIFA World Cup 1938 – Round of 16, cancelled: never played, Stade Gerland, Lyon",
    ]
    sheet = result_sheet(stored, today=later)
    assert "fixture" not in " ".join(lines).lower()
    assert sheet.kind == "Cancelled: never played"
    assert result_sheet(stored, language="de", today=later).kind == "Abgesagt: nie gespielt"
