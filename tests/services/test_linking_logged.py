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
