"""A league's match whose stage is no matchday ("Play-off final") is a round of its
own: the league's table does not count it, on a new database and on one upgraded."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.services.test_league_keystats import SEASON, _import
from tracker.app import demo_text
from tracker.services.leagues import LeagueService
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.store.db import Database, current_revision, open_database
from tracker.store.schema import HEAD_REVISION

#: The table after SEASON: (team, points, played).
TABLE = [("Alba", 14, 6), ("Cora", 8, 6), ("Dola", 6, 6), ("Brea", 3, 6)]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "league.sqlite3"


@pytest.fixture
def db(path: Path) -> Any:
    database = open_database(path, backups=0)
    yield database
    database.close()


def _log(db: Database, stage: str, competition: str = "Test League 2030-31") -> int:
    """The demo's log (a 2-1 win) as Brea v Dola after the season, at ``stage``."""
    data = json.loads(demo_text())
    data["match"].update(competition=competition, stage=stage, date="2031-05-20")
    data["home"]["name"], data["away"]["name"] = "Brea", "Dola"
    return MatchService(db).import_text(json.dumps(data))


def _table(db: Database, edition: int) -> list[tuple[str, int, int]]:
    season = LeagueService(db).season(edition)
    return [(r.team, r.points, r.played) for t in season.tables for r in t.rows]


def test_a_play_off_final_is_not_counted_in_the_table(db: Database, tmp_path: Path) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", SEASON)
    match_id = _log(db, "Play-off final")
    assert _table(db, edition) == TABLE
    ties = dict(LeagueService(db).season(edition).ties)
    [tie] = ties["Play-off final"]
    assert (tie.first, tie.second, tie.winner) == ("Brea", "Dola", "Brea")
    lines = RecordsService(db).sheet_lines(match_id)
    assert not any("Table" in line or "points" in line for line in lines)


def test_a_matchday_written_in_words_is_counted(db: Database, tmp_path: Path) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", SEASON)
    _log(db, "7. Spieltag")
    assert ("Brea", 6, 7) in _table(db, edition)


def test_a_friendly_has_no_round_of_its_own(db: Database) -> None:
    match_id = _log(db, "Friendly", competition="Club Friendly")
    with db.reading() as session:
        from sqlalchemy import text

        row = session.execute(
            text("SELECT round, round_stage, competitive FROM match WHERE id = :id"),
            {"id": match_id},
        ).one()
    assert tuple(row) == ("", "", 0)


def test_an_upgrade_takes_a_play_off_out_of_the_table(
    db: Database, path: Path, tmp_path: Path
) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", SEASON)
    play_off = _log(db, "Relegation  play-off")
    matchday = _log(db, "Matchday 7")
    db.close()
    # As the version before stored them: both matches in the league's rounds.
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE match SET round = '', round_stage = '' WHERE id IN (?, ?)",
                           (play_off, matchday))  # fmt: skip
        connection.execute("UPDATE alembic_version SET version_num = '0020'")
        before = dict(connection.execute("SELECT id, revision FROM match").fetchall())
    connection.close()
    upgraded = open_database(path, backups=0)
    try:
        assert current_revision(upgraded.engine) == HEAD_REVISION
        # The matchday's win counts; the play-off's does not.
        assert sorted(_table(upgraded, edition)) == [
            ("Alba", 14, 6), ("Brea", 6, 7), ("Cora", 8, 6), ("Dola", 6, 7)
        ]  # fmt: skip
        with sqlite3.connect(path) as connection:
            rows = {
                r[0]: r[1:]
                for r in connection.execute(
                    "SELECT id, stage, round, round_stage, revision FROM match"
                ).fetchall()
            }
        connection.close()
    finally:
        upgraded.close()
    assert rows[play_off] == (
        "Relegation  play-off", "Relegation play-off", "Play-off", before[play_off] + 1
    )  # fmt: skip
    assert rows[matchday] == ("Matchday 7", "", "", before[matchday])
    assert all(rows[i][3] == before[i] for i in before if i != play_off)
