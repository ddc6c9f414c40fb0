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
from tracker.services.results import ResultsService
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
