"""A logged match that went to extra time is listed "3-3 aet (4-2 pens)", also one stored
before the list figures kept extra time (its figures are derived again on opening)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import text

from tests.helpers.final2022 import final_text
from tracker.services.matches import MatchService
from tracker.store.db import open_database


def test_a_logged_final_with_extra_time_lists_aet_and_the_shootout(tmp_path: Path) -> None:
    url = str(tmp_path / "matches.sqlite3")
    database = open_database(url, backups=0)
    try:
        service = MatchService(database)
        match_id = service.import_text(final_text())
        (entry,) = service.library()
        assert entry.score == "3-3 aet (4-2 pens)"
        assert service.check_summaries() == []
        # As a database written before: extra time not kept in the row, older figures.
        with database.engine.begin() as connection:
            connection.execute(
                text("UPDATE match SET extra_time = :no, summary_version = 1 WHERE id = :id"),
                {"no": False, "id": match_id},
            )
    finally:
        database.close()
    database = open_database(url, backups=0)
    try:
        (entry,) = MatchService(database).library()
        assert entry.score == "3-3 aet (4-2 pens)"
    finally:
        database.close()
