"""Schema 0016: a competition keeps the language its sheets are written in; an old file
upgrades with none stored, so each competition follows its preset (else English)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from tracker.store.db import open_database
from tracker.store.results import competitions, languages

DATA = Path(__file__).resolve().parents[1] / "data"


def test_an_old_database_upgrades_and_each_competition_follows_its_preset(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(DATA / "schema-0001.sqlite3", path)
    open_database(path, backups=0).close()
    with sqlite3.connect(path) as connection:
        columns = {r[1] for r in connection.execute("PRAGMA table_info(competition)")}
        stored = {r[0] for r in connection.execute("SELECT language FROM competition")}
    connection.close()
    assert "language" in columns
    assert stored <= {""}  # nothing stored is changed
    db = open_database(path, backups=0)
    try:
        with db.writing() as session:
            league = competitions.competition_id(session, "Deutsche Bundesliga", kind="league")
            cup = competitions.competition_id(session, "Some Cup")
        with db.reading() as session:
            assert languages.sheet_language(session, "Deutsche Bundesliga") == "de"
            assert languages.sheet_language(session, "Liga MX") == "es"
            assert languages.sheet_language(session, "Some Cup") == ""
        with db.writing() as session:
            languages.set_language(session, cup, "es")
            languages.set_language(session, league, "en")
        with db.reading() as session:
            assert languages.sheet_language(session, "some cup") == "es"
            # A language set by the user wins over the preset's.
            assert languages.sheet_language(session, "Deutsche Bundesliga") == "en"
    finally:
        db.close()
