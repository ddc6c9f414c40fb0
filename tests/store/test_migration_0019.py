"""Schema 0019 on both backends: an index of the matches by edition and deletion, so
counting an edition's matches reads the index alone; the counts are as before."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import text

from tests.helpers.oldschema import execute, match_indexes
from tests.helpers.records import Library
from tracker.services.records import RecordsService
from tracker.store.db import current_revision, head_revision, open_database

INDEX = "ix_match_edition_deleted"


def test_a_database_at_0018_gets_the_index_and_counts_as_before(db_url: str) -> None:
    db = open_database(db_url, backups=0)
    lib = Library(db)
    with lib.batch():
        for day in ("06-01", "06-05", "06-09"):
            lib.result("2026", f"2026-{day}", "Alba", "1-0", "Brea")
        gone = lib.result("2030", "2030-06-01", "Cora", "0-0", "Dene")
        lib.result("2030", "2030-06-05", "Alba", "2-2", "Cora")
    with db.writing() as session:  # one match deleted: it is not counted
        session.execute(
            text("UPDATE match SET deleted_at = updated_at WHERE id = :id"), {"id": gone}
        )
    before = RecordsService(db).editions()
    db.close()
    assert match_indexes(db_url)[INDEX] == ["edition_id", "deleted_at"]
    execute(
        db_url,
        f"DROP INDEX {INDEX}",
        "UPDATE alembic_version SET version_num = '0018_search_index'",
    )
    assert INDEX not in match_indexes(db_url)
    db = open_database(db_url, backups=0)
    try:
        assert current_revision(db.engine) == head_revision()
        assert RecordsService(db).editions() == before
        assert [e.matches for e in before] == [3, 1]  # the deleted match left out
    finally:
        db.close()
    assert match_indexes(db_url)[INDEX] == ["edition_id", "deleted_at"]


def test_sqlite_counts_an_editions_matches_from_the_index_alone(tmp_path: Path) -> None:
    db = open_database(tmp_path / "plan.sqlite3", backups=0)
    try:
        with db.reading() as session:
            plan = session.execute(
                text(
                    "EXPLAIN QUERY PLAN SELECT count(*) FROM match"
                    " WHERE edition_id = 1 AND deleted_at IS NULL"
                )
            ).all()
    finally:
        db.close()
    assert any(f"COVERING INDEX {INDEX}" in str(row[-1]) for row in plan), plan
