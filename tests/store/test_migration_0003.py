"""Schema 0003: every match gets a unique stable uuid; events get an author column."""

from __future__ import annotations

import uuid
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from tests.helpers.oldschema import old_database
from tracker.store.db import open_database


def test_an_old_database_gets_a_uuid_per_match_and_empty_authors(empty_db_url: str) -> None:
    url = old_database(empty_db_url)
    engine = create_engine(url, poolclass=NullPool)
    with engine.begin() as connection:
        before = connection.execute(text("SELECT count(*) FROM match")).scalar_one()
        connection.execute(text(
            "INSERT INTO match (competition, stage, venue, referee, assistant1, assistant2,"
            " fourth_official, var, rules_preset, team_size, confirmed, home_name, away_name,"
            " home_short, away_short, home_manager, away_manager, home_colour, away_colour,"
            " home_keeper_colour, away_keeper_colour, created_at, updated_at)"
            " SELECT competition, stage, venue, referee, assistant1, assistant2,"
            " fourth_official, var, rules_preset, team_size, confirmed, home_name, away_name,"
            " home_short, away_short, home_manager, away_manager, home_colour, away_colour,"
            " home_keeper_colour, away_keeper_colour, created_at, updated_at FROM match"
        ))  # fmt: skip
    open_database(url, backups=0).close()
    with engine.connect() as connection:
        uuids = [row[0] for row in connection.execute(text("SELECT uuid FROM match"))]
        authors = {row[0] for row in connection.execute(text("SELECT author FROM event"))}
        changed = {row[0] for row in connection.execute(text("SELECT changed_at FROM event"))}
    engine.dispose()
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
