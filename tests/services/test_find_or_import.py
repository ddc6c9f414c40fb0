"""Opening the demo twice finds the stored copy instead of storing a second one."""

from __future__ import annotations

from tracker.cli import demo_text
from tracker.services import MatchService
from tracker.store.db import open_database


def test_the_second_time_the_stored_copy_is_found(db_url: str) -> None:
    service = MatchService(open_database(db_url))
    first, imported = service.find_or_import(demo_text())
    assert imported
    again, imported_again = service.find_or_import(demo_text())
    assert (again, imported_again) == (first, False)
    assert [entry.id for entry in service.library()] == [first]
    service.delete_match(first)
    third, imported = service.find_or_import(demo_text())
    assert imported and third != first
    service.db.close()
