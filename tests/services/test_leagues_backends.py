"""A league season on each backend: imported, adjusted, its tables and ties read."""

from __future__ import annotations

import json
from pathlib import Path

from tracker.services.leagues import LeagueService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import open_database


def test_a_season_imports_adjusts_and_ranks_on_each_backend(db_url: str, tmp_path: Path) -> None:
    matches = [
        {"round": "Matchday 1", "date": "2030-08-01", "team1": "Alba", "team2": "Brea",
         "score": {"ft": [2, 0]}},
        {"round": "Matchday 2", "date": "2030-08-08", "team1": "Brea", "team2": "Alba",
         "score": {"ft": [1, 0]}},
        {"round": "Finals, Final", "date": "2031-05-01", "team1": "Alba", "team2": "Brea",
         "score": {"ft": [1, 1], "et": [1, 1], "p": [5, 4]}},
    ]  # fmt: skip
    path = tmp_path / "league.json"
    path.write_text(json.dumps({"name": "Test League 2030/31", "matches": matches}), "utf-8")
    db = open_database(db_url, backups=0)
    try:
        assert ResultsService(db).import_files([str(path)]).new == 3
        edition = RecordsService(db).find_edition("Test League 2030/31")
        leagues = LeagueService(db)
        made = leagues.adjust(edition.id, "alba", -1, "late registration")
        assert (made.team, made.points) == ("Alba", -1)
        season = leagues.season(edition.id)
        [table] = season.tables
        assert [(r.team, r.points, r.adjustment) for r in table.rows] == [
            ("Brea", 3, 0),
            ("Alba", 2, -1),
        ]
        [(name, [tie])] = season.ties
        assert (name, tie.winner, tie.how) == ("Finals, Final", "Alba", "on penalties (5-4)")
        assert ResultsService(db).import_files([str(path)]).unchanged == 3
    finally:
        db.close()


def test_an_adjustment_names_its_team_by_any_words_that_fit_it_alone(tmp_path: Path) -> None:
    import pytest

    from tracker.services.errors import ServiceError

    matches = [
        {"round": "Matchday 1", "date": "2030-08-01", "team1": "Everton FC",
         "team2": "Nottingham Forest FC", "score": {"ft": [2, 0]}},
        {"round": "Matchday 1", "date": "2030-08-01", "team1": "Nottingham Town FC",
         "team2": "Alba", "score": {"ft": [0, 0]}},
    ]  # fmt: skip
    path = tmp_path / "league.json"
    path.write_text(json.dumps({"name": "Test League 2030/31", "matches": matches}), "utf-8")
    db = open_database(tmp_path / "m.sqlite3", backups=0)
    try:
        ResultsService(db).import_files([str(path)])
        edition = RecordsService(db).find_edition("Test League 2030/31")
        leagues = LeagueService(db)
        assert leagues.adjust(edition.id, "Everton", -8, "PSR breach").team == "Everton FC"
        made = leagues.adjust(edition.id, "nottingham forest", -4, "PSR breach")
        assert made.team == "Nottingham Forest FC"
        with pytest.raises(ServiceError, match="could be any of: Nottingham Forest FC, Nottingham"):
            leagues.adjust(edition.id, "Nottingham", -1, "twice")
        with pytest.raises(ServiceError, match="plays no match in this edition"):
            leagues.adjust(edition.id, "Brea", -1, "not in it")
        assert len(leagues.adjustments(edition.id)) == 2
    finally:
        db.close()
