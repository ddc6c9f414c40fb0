"""A match logged with full names and known-as names, and a results file writing its
scorers by surname: one person each, and no false "differs" line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.store.test_linking import cup_file
from tracker.app import demo_text
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService, describe_report
from tracker.store.db import Database, open_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "logged.sqlite3", backups=0)
    yield database
    database.close()


def _log_the_demo_on(db: Database, day: str) -> int:
    """The demo semi-final (Argentina 2-1 England, full names, known-as names set)."""
    data = json.loads(demo_text())
    data["match"].update(competition="Test Cup 2030", stage="Final", date=day)
    return MatchService(db).import_text(json.dumps(data))


def test_the_files_surnames_link_to_the_logged_players_without_false_differences(
    db: Database, tmp_path: Path
) -> None:
    logged = _log_the_demo_on(db, "2030-06-01")
    path = cup_file(
        tmp_path,
        2030,
        # The logged final, written by surnames and a known-as name.
        ("Argentina", "England", ["Fernández", "Lautaro Martínez"], ["Gordon"]),
        ("Argentina", "France", ["Fernández"], []),
        ("England", "France", ["A. Gordon"], []),
    )
    # The file's minutes: the demo's are 55' (Gordon), 85' and 90+2'.
    data = json.loads(Path(path).read_text("utf-8"))
    final = data["matches"][0]
    final["goals1"] = [{"name": "Fernández", "minute": "85"},
                       {"name": "Lautaro Martínez", "minute": "90+2"}]  # fmt: skip
    final["goals2"] = [{"name": "Gordon", "minute": "55"}]
    Path(path).write_text(json.dumps(data), encoding="utf-8")
    report = ResultsService(db).import_files([path])
    assert report.linked == [logged]
    assert report.differences == []
    assert report.ambiguous == []
    with db.reading() as session:
        squad = dict(
            session.execute(
                text(f"SELECT name, person_id FROM match_player WHERE match_id = {logged}")
            ).all()
        )
        goals = dict(session.execute(text("SELECT name, person_id FROM result_goal")).all())
    assert goals["Fernández"] == squad["Enzo Fernández"]
    assert goals["A. Gordon"] == squad["Anthony Gordon"]


def test_a_scorer_the_logged_match_lacks_is_still_said(db: Database, tmp_path: Path) -> None:
    _log_the_demo_on(db, "2030-06-01")
    path = cup_file(tmp_path, 2030, ("Argentina", "England", ["Fernández", "Messi"], ["Gordon"]))
    report = ResultsService(db).import_files([path])
    # Messi did not score in the logged match: the file's goal is named, not matched.
    assert any("Messi's goal" in line and "not logged here" in line for line in report.differences)
    assert not any("Fernández" in d and "not logged here" in d for d in report.differences)


def test_a_confirmed_logged_match_is_left_as_confirmed_and_said(
    db: Database, tmp_path: Path
) -> None:
    """Regression: an import linked a confirmed match (number, source, key) and moved
    its revision, so the next push saw a change to a locked match. It is left alone;
    the file's result is not stored beside it either (the match would count twice)."""
    logged = _log_the_demo_on(db, "2030-06-01")
    service = MatchService(db)
    service.set_confirmed(logged, True)
    path = cup_file(tmp_path, 2030, ("Argentina", "England", ["Messi", "Messi"], ["Kane"]))
    data = json.loads(Path(path).read_text("utf-8"))
    data["matches"][0]["num"] = 7
    Path(path).write_text(json.dumps(data), encoding="utf-8")

    def row() -> tuple[object, ...]:
        with db.reading() as session:
            return tuple(session.execute(text(f"SELECT * FROM match WHERE id = {logged}")).one())

    before = row()
    report = ResultsService(db).import_files([path])
    assert row() == before
    assert report.linked == [] and report.new == 0
    assert report.locked == [
        f"match {logged} (2030-06-01 Argentina v England) is confirmed: not linked to the "
        "file's match 7, nor that match stored beside it; to link it, reopen it and import "
        "the file again"
    ]
    assert any("Messi" in line for line in report.differences)  # still compared
    lines = describe_report(report)
    assert lines[0] == "0 new, 0 unchanged, 1 not linked (confirmed here)"
    assert lines[1] == f"locked: {report.locked[0]}"
    with db.reading() as session:
        assert session.execute(text("SELECT COUNT(*) FROM match")).scalar_one() == 1
    # The same again: nothing new, nothing changed. Reopened, it is linked.
    assert ResultsService(db).import_files([path]).locked == report.locked
    assert row() == before
    service.set_confirmed(logged, False)
    assert ResultsService(db).import_files([path]).linked == [logged]
    with db.reading() as session:
        key = session.execute(text(f"SELECT number, source FROM match WHERE id = {logged}"))
        assert tuple(key.one()) == (7, "openfootball")


def test_an_award_of_a_match_logged_here_is_said_and_the_log_left_as_logged(
    db: Database, tmp_path: Path
) -> None:
    """A match logged here (Argentina 2-1 England), then given by the competition's file
    as awarded 0-3: the report says the file's score is an award and that the logged
    score stands; the log is neither changed nor replaced."""
    data = json.loads(demo_text())
    data["match"].update(competition="Test League", stage="Matchday 1", date="2030-06-01")
    logged = MatchService(db).import_text(json.dumps(data))
    with db.reading() as session:
        before = session.execute(
            text(f"SELECT * FROM event WHERE match_id = {logged} ORDER BY id")
        ).all()
    path = tmp_path / "2029-30" / "zz.1.json"
    path.parent.mkdir()
    awarded = {"round": "Matchday 1", "date": "2030-06-01", "team1": "Argentina",
               "team2": "England", "score": {"ft": [0, 3]}, "status": "awarded"}  # fmt: skip
    path.write_text(json.dumps({"name": "Test League 2029/30", "matches": [awarded]}), "utf-8")
    report = ResultsService(db).import_files([str(path)])
    assert report.linked == [logged]
    assert report.differences == [
        f"match {logged} (2030-06-01 Argentina v England): score: Argentina 2-1 England "
        "here, Argentina 0-3 England awarded in the file; the score logged here stands, in "
        "the tables too"
    ]
    with db.reading() as session:
        row = session.execute(
            text(f"SELECT record, status, home_score, away_score FROM match WHERE id = {logged}")
        ).one()
        after = session.execute(
            text(f"SELECT * FROM event WHERE match_id = {logged} ORDER BY id")
        ).all()
    assert tuple(row) == ("logged", "finished", 2, 1)
    assert after == before
