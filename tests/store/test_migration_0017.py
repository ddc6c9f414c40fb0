"""Schema 0017: the name keys stored before full folding are folded again, so "yildiz"
finds Yıldız; a key that would repeat one of the person's names stays as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tracker.services.people import PeopleService
from tracker.store.db import open_database


def test_names_folded_before_are_folded_again(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    open_database(path, backups=0).close()
    with sqlite3.connect(path) as connection:  # as 0016 wrote them: ı kept
        connection.execute(
            "INSERT INTO person (id, name, folded, note) "
            "VALUES (1, 'Arda Yıldız', 'arda yıldız', '')"
        )
        connection.executemany(
            "INSERT INTO person_name (person_id, name, folded) VALUES (1, ?, ?)",
            [("Arda Yıldız", "arda yıldız"), ("Arda Yildiz", "arda yildiz")],
        )
        connection.execute("UPDATE alembic_version SET version_num = '0016'")
    connection.close()
    db = open_database(path, backups=0)
    try:
        assert [p.name for p in PeopleService(db).people("yildiz")] == ["Arda Yıldız"]
    finally:
        db.close()
    with sqlite3.connect(path) as connection:
        person = connection.execute("SELECT name, folded FROM person").fetchall()
        names = connection.execute("SELECT name, folded FROM person_name ORDER BY id").fetchall()
    connection.close()
    assert person == [("Arda Yıldız", "arda yildiz")]
    assert names == [("Arda Yıldız", "arda yıldız"), ("Arda Yildiz", "arda yildiz")]
