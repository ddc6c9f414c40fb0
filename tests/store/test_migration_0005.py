"""Schema 0005: a standing squad's entries can name their person; old files upgrade."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from tracker.store.db import open_database

DATA = Path(__file__).resolve().parents[1] / "data"


def test_an_old_database_upgrades_places_its_matches_and_links_its_players(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(DATA / "schema-0001.sqlite3", path)
    with sqlite3.connect(path) as connection:
        squad = connection.execute("SELECT count(*) FROM team_player").fetchone()[0]
    open_database(path, backups=0).close()
    with sqlite3.connect(path) as connection:
        columns = {row[1] for row in connection.execute("PRAGMA table_info(team_player)")}
        kept = connection.execute("SELECT count(*) FROM team_player").fetchone()[0]
        unlinked = connection.execute(
            "SELECT count(*) FROM match_player WHERE person_id IS NULL"
        ).fetchone()[0]
        place = connection.execute(
            "SELECT e.name, m.round FROM match m JOIN edition e ON e.id = m.edition_id"
        ).fetchall()
    connection.close()
    assert "person_id" in columns and kept == squad
    assert unlinked == 0
    assert place == [("FIFA World Cup 2026", "Semi-final")]
