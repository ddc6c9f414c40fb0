"""Schema 0011: a league's points adjustments; an old file upgrades and keeps its data."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from tracker.store.db import open_database
from tracker.store.schema import HEAD_REVISION as _HEAD

DATA = Path(__file__).resolve().parents[1] / "data"


def test_an_old_database_upgrades_with_an_empty_adjustments_table(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(DATA / "schema-0001.sqlite3", path)
    with sqlite3.connect(path) as connection:
        matches = connection.execute("SELECT count(*) FROM match").fetchone()[0]
    connection.close()
    open_database(path, backups=0).close()
    with sqlite3.connect(path) as connection:
        columns = {row[1] for row in connection.execute("PRAGMA table_info(points_adjustment)")}
        adjustments = connection.execute("SELECT count(*) FROM points_adjustment").fetchone()[0]
        kept = connection.execute("SELECT count(*) FROM match").fetchone()[0]
        version = connection.execute("SELECT version_num FROM alembic_version").fetchone()[0]
    connection.close()
    assert {"edition_id", "team_id", "points", "reason", "effective", "author"} <= columns
    assert adjustments == 0 and kept == matches and version == _HEAD
