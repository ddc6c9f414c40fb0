"""Schema 0003: every match gets a unique stable uuid; events get an author column."""

from __future__ import annotations

import shutil
import sqlite3
import uuid
from pathlib import Path

from tracker.store.db import open_database

DATA = Path(__file__).resolve().parents[1] / "data"


def test_an_old_database_gets_a_uuid_per_match_and_empty_authors(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(DATA / "schema-0001.sqlite3", path)
    with sqlite3.connect(path) as connection:
        before = connection.execute("SELECT count(*) FROM match").fetchone()[0]
        connection.execute(
            "INSERT INTO match (competition, stage, venue, referee, assistant1, assistant2,"
            " fourth_official, var, rules_preset, team_size, confirmed, home_name, away_name,"
            " home_short, away_short, home_manager, away_manager, home_colour, away_colour,"
            " home_keeper_colour, away_keeper_colour, created_at, updated_at)"
            " SELECT competition, stage, venue, referee, assistant1, assistant2,"
            " fourth_official, var, rules_preset, team_size, confirmed, home_name, away_name,"
            " home_short, away_short, home_manager, away_manager, home_colour, away_colour,"
            " home_keeper_colour, away_keeper_colour, created_at, updated_at FROM match"
        )
    open_database(path).close()
    with sqlite3.connect(path) as connection:
        uuids = [row[0] for row in connection.execute("SELECT uuid FROM match")]
        authors = {row[0] for row in connection.execute("SELECT author FROM event")}
        changed = {row[0] for row in connection.execute("SELECT changed_at FROM event")}
    assert len(uuids) == before + 1
    assert len(set(uuids)) == len(uuids)
    assert all(uuid.UUID(value).version == 4 for value in uuids)
    assert authors <= {""}
    assert changed <= {None}


def test_a_new_match_row_gets_its_own_uuid(tmp_path: Path) -> None:
    from tracker.store.tables import MatchRow

    first, second = MatchRow(), MatchRow()
    assert first.uuid != second.uuid
    assert uuid.UUID(first.uuid)
