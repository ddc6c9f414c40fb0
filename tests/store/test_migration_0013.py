"""Schema 0013: names settled once (``person_alias``) and why each link was made
(``person_link``); an old file upgrades with both empty and its people as they were."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from tracker.store.db import open_database

DATA = Path(__file__).resolve().parents[1] / "data"


def test_an_old_database_upgrades_with_no_alias_and_no_reason(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(DATA / "schema-0001.sqlite3", path)
    open_database(path, backups=0).close()
    with sqlite3.connect(path) as connection:
        tables = {r[0] for r in connection.execute("SELECT name FROM sqlite_master")}
        aliases = connection.execute("SELECT count(*) FROM person_alias").fetchone()[0]
        reasons = connection.execute("SELECT count(*) FROM person_link").fetchone()[0]
        alias_columns = {r[1] for r in connection.execute("PRAGMA table_info(person_alias)")}
        people = connection.execute("SELECT count(*) FROM person").fetchone()[0]
    connection.close()
    assert {"person_alias", "person_link"} <= tables
    assert {"team_id", "edition_id", "folded", "person_id", "kind"} <= alias_columns
    assert (aliases, reasons) == (0, 0)
    assert people > 0  # the players of its matches are people, linked as before
