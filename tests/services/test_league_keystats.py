"""A league match's key stats on seasons the tests make: the title and relegation on
the match that decided them, and the first win at a ground since a date."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tracker.services.leagues import LeagueService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database


def _m(day: int, date: str, home: str, away: str, score: tuple[int, int]) -> dict[str, Any]:
    return {"round": f"Matchday {day}", "date": date, "team1": home, "team2": away,
            "score": {"ft": list(score)}}  # fmt: skip


def _import(db: Database, tmp_path: Path, name: str, matches: list[dict[str, Any]]) -> int:
    path = tmp_path / f"{name.replace('/', '-')}.json"
    path.write_text(json.dumps({"name": name, "matches": matches}), "utf-8")
    ResultsService(db).import_files([str(path)])
    return RecordsService(db).find_edition(name).id


def _match_id(db: Database, home: str, away: str, date: str) -> int:
    from sqlalchemy import text

    with db.reading() as session:
        return int(
            session.execute(
                text("SELECT id FROM match WHERE home_name = :h AND away_name = :a AND date = :d"),
                {"h": home, "a": away, "d": date},
            ).scalar_one()
        )


def _texts(db: Database, match_id: int, edition_id: int) -> list[str]:
    return [s.text for s in LeagueService(db).key_stats(match_id, edition_id)]


@pytest.fixture
def db(tmp_path: Path) -> Any:
    database = open_database(tmp_path / "m.sqlite3", backups=0)
    yield database
    database.close()


# Four teams, a double round robin; matchday 5 is played on one day. Alba clinch the
# title only by their own win together with Cora's defeat on that day: the sentence
# belongs to Alba's match, though the other one is stored after it.
SEASON = [
    _m(1, "2030-08-01", "Alba", "Cora", (1, 1)), _m(1, "2030-08-01", "Brea", "Dola", (0, 0)),
    _m(2, "2030-08-08", "Alba", "Dola", (2, 0)), _m(2, "2030-08-08", "Brea", "Cora", (0, 1)),
    _m(3, "2030-08-15", "Cora", "Alba", (0, 2)), _m(3, "2030-08-15", "Dola", "Brea", (1, 1)),
    _m(4, "2030-08-22", "Dola", "Alba", (0, 1)), _m(4, "2030-08-22", "Cora", "Brea", (2, 0)),
    _m(5, "2030-08-29", "Alba", "Brea", (1, 0)), _m(5, "2030-08-29", "Cora", "Dola", (0, 1)),
    _m(6, "2030-09-05", "Brea", "Alba", (0, 0)), _m(6, "2030-09-05", "Dola", "Cora", (0, 0)),
]  # fmt: skip


def test_the_title_is_said_on_the_leaders_match_not_another_of_that_day(
    db: Database, tmp_path: Path
) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", SEASON)
    won = "Alba are champions: 6 points clear with 1 match left, out of anyone's reach"
    alba = _match_id(db, "Alba", "Brea", "2030-08-29")
    other = _match_id(db, "Cora", "Dola", "2030-08-29")
    assert alba < other  # stored first: the other was counted last
    assert won in _texts(db, alba, edition)
    assert not any("champions" in t for t in _texts(db, other, edition))
    for match in (_match_id(db, "Brea", "Alba", "2030-09-05"),):
        assert not any("champions" in t for t in _texts(db, match, edition))
