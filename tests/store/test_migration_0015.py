"""Schema 0015: a points adjustment removed keeps its row (``removed_at``); an old file
upgrades with every adjustment it holds in effect, and one removed is listed no more."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from sqlalchemy import text

from tracker.store.db import open_database
from tracker.store.results import competitions, leagues

DATA = Path(__file__).resolve().parents[1] / "data"


def test_an_old_database_upgrades_with_its_adjustments_in_effect(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(DATA / "schema-0001.sqlite3", path)
    open_database(path, backups=0).close()
    with sqlite3.connect(path) as connection:
        columns = {r[1] for r in connection.execute("PRAGMA table_info(points_adjustment)")}
    connection.close()
    assert "removed_at" in columns
    db = open_database(path, backups=0)
    try:
        with db.writing() as session:
            edition = competitions.edition_id(session, "Test League", "2030-31")
            team = session.execute(text("SELECT min(id) FROM team")).scalar_one()
            kept = leagues.add_adjustment(session, edition, team, -1, "kept")
            gone = leagues.add_adjustment(session, edition, team, -2, "entered wrongly")
            assert leagues.remove_adjustment(session, gone) is not None
            assert leagues.remove_adjustment(session, gone) is None  # removed once only
        with db.reading() as session:
            assert [a.id for a in leagues.adjustments(session, edition)] == [kept]
            carried = leagues.portable_adjustments(session, edition)
        assert [(a.points, a.removed) for a in carried] == [(-1, False), (-2, True)]
    finally:
        db.close()
