"""Importing every shipped league season: stored once, data errors named, logged matches linked."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from tracker.app import demo_text
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService, describe_report, describe_result
from tracker.store.db import Database, open_database

LEAGUES = Path(__file__).parents[2] / ".." / "shared" / "data" / "openfootball-leagues"
needs_leagues = pytest.mark.skipif(
    not LEAGUES.is_dir(), reason="the openfootball league files are not beside the repository"
)


def league_files() -> list[str]:
    """Every shipped league season file."""
    return sorted(str(p) for p in LEAGUES.glob("*/*.json"))


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def _logged_burnley_city(db: Database) -> int:
    """The demo's log, set as Burnley v Manchester City on the season's opening night."""
    data = json.loads(demo_text())
    data["match"].update(
        competition="English Premier League 2023-24", stage="Matchday 1", date="2023-08-11"
    )
    data["home"]["name"], data["away"]["name"] = "Burnley FC", "Manchester City FC"
    return MatchService(db).import_text(json.dumps(data))


@needs_leagues
def test_every_league_file_imports_once_and_names_its_errors(db: Database) -> None:
    files = league_files()
    assert len(files) == 36
    logged = _logged_burnley_city(db)
    report = ResultsService(db).import_files(files)
    assert report.new + len(report.linked) == 11835 and report.linked == [logged]
    assert any("score: Burnley FC 2-1 Manchester City FC here" in d for d in report.differences)
    shootouts = [p for p in report.problems if "shootout is given as 4-4" in p]
    assert len(shootouts) == 2
    assert any("Liverpool FC (ENG) v Paris Saint-Germain FC (FRA)" in p for p in shootouts)
    assert any(
        "UEFA Champions League 2024-25" in p and "Finals, Final" in p and "result unknown" in p
        for p in report.problems
    )
    lines = describe_report(report)
    assert all("\n" not in line for line in lines)
    assert sum(line.startswith("data error: ") for line in lines) == len(report.problems)
    with db.reading() as session:
        rows = session.execute(
            text(
                "SELECT e.name, e.season, c.kind FROM edition e JOIN competition c "
                "ON c.id = e.competition_id"
            )
        ).all()
        level = session.execute(
            text(
                "SELECT so_home, extra_time, home_score, away_score, status FROM match "
                "WHERE home_name = 'Liverpool FC (ENG)' AND date = '2025-03-11'"
            )
        ).one()
        final = session.execute(
            text(
                "SELECT record, status FROM match WHERE date = '2025-05-31' "
                "AND round = 'Finals, Final' AND competition LIKE 'UEFA%'"
            )
        ).one()
        round_ = session.execute(
            text(f"SELECT round, round_stage, edition_id FROM match WHERE id = {logged}")
        ).one()
    assert len(rows) == 36 and {r.kind for r in rows} == {"league"}
    assert ("English Premier League 2023-24", "2023-24", "league") in [tuple(r) for r in rows]
    assert tuple(level) == (None, True, 0, 1, "finished, shootout not known")
    with db.reading() as session:
        level_id = session.execute(
            text(
                "SELECT id FROM match WHERE home_name = 'Liverpool FC (ENG)' "
                "AND date = '2025-03-11'"
            )
        ).scalar_one()
    shown = describe_result(ResultsService(db).stored(level_id))  # type: ignore[arg-type]
    assert shown[0].startswith("Liverpool FC (ENG) 0-1 aet")
    assert "shootout: not known (the source gives it as level, which no shootout ends)" in shown
    assert tuple(final) == ("fixture", "result unknown")
    assert (round_.round, round_.round_stage) == ("Matchday 1", "")
    # The logged match's key stats (the Key stats tab, its sheet) give the table after it.
    from tracker.services.records import RecordsService

    stats = [s.text for s in RecordsService(db).key_stats(logged) if s.kind == "table"]
    assert stats == [
        "Burnley FC: 1st with 3 points after",
        "Manchester City FC: 20th with 0 points after",
    ]
    again = ResultsService(db).import_files(files)
    assert (again.new, again.updated, again.unchanged, again.linked) == (0, 0, 11835, [])
