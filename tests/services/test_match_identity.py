"""A match's uuid: kept by an import, and a second import of the same file is a copy."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tracker.cli import demo_text
from tracker.services import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import DatabaseError, open_database

_UUID = "0b6f7a52-3c1e-4f0a-9d2e-5a8b7c6d4e31"


def _with_uuid() -> str:
    data = json.loads(demo_text())
    data["match"]["uuid"] = _UUID
    return json.dumps(data)


def test_an_import_keeps_the_files_identity_and_export_writes_it(tmp_path: Path) -> None:
    service = MatchService(open_database(tmp_path / "m.sqlite3"))
    match_id = service.import_text(_with_uuid())
    assert service.load(match_id)[0].uuid == _UUID
    assert json.loads(service.export_text(match_id))["match"]["uuid"] == _UUID
    service.db.close()


def test_the_same_file_imported_twice_gives_a_copy_with_its_own_identity(tmp_path: Path) -> None:
    service = MatchService(open_database(tmp_path / "m.sqlite3"))
    first = service.import_text(_with_uuid())
    second = service.import_text(_with_uuid())
    assert first != second
    copy = service.load(second)[0].uuid
    assert copy is not None and copy != _UUID
    service.db.close()


def test_a_file_without_identity_gets_one_of_its_own_each_time(tmp_path: Path) -> None:
    service = MatchService(open_database(tmp_path / "m.sqlite3"))
    ids = [service.import_text(demo_text()) for _ in range(2)]
    uuids = {service.load(match_id)[0].uuid for match_id in ids}
    assert len(uuids) == 2 and None not in uuids
    service.db.close()


def test_a_duplicated_fixture_is_a_new_match_with_its_own_identity(tmp_path: Path) -> None:
    db = open_database(tmp_path / "m.sqlite3")
    service = MatchService(db)
    first = service.import_text(_with_uuid())
    setup = SetupService(db)
    for swap in (False, True):
        copy = setup.duplicate(first, swap=swap)
        assert service.load(copy)[0].uuid not in (None, _UUID)
    db.close()


def test_several_files_are_stored_in_one_transaction(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each file was committed as it came: a failure at the third (or a kill) left the
    first two stored. Now all are stored, or none."""
    from tracker.services.matches import check_text
    from tracker.store.match import matches as repo

    service = MatchService(open_database(tmp_path / "m.sqlite3"))
    checked = [check_text(demo_text()) for _ in range(3)]
    store = repo.insert_match_with_events
    calls = []

    def failing_at_the_third(*args: Any) -> int:
        calls.append(1)
        if len(calls) == 3:
            raise DatabaseError("the disk is full; nothing was written")
        return store(*args)

    monkeypatch.setattr(repo, "insert_match_with_events", failing_at_the_third)
    with pytest.raises(DatabaseError):
        service.import_checked(checked)
    assert service.library() == []
    monkeypatch.setattr(repo, "insert_match_with_events", store)
    assert [done.match_id for done in service.import_checked(checked)] == [1, 2, 3]
    service.db.close()


def test_an_import_says_which_match_already_had_the_files_identity(tmp_path: Path) -> None:
    from tracker.services.matches import Imported, check_text

    service = MatchService(open_database(tmp_path / "m.sqlite3"))
    first = service.import_text(_with_uuid())
    service.delete_match(first)
    twice = [check_text(_with_uuid()), check_text(_with_uuid()), check_text(demo_text())]
    assert service.import_checked(twice) == [
        Imported(2, copy_of=first, copy_of_deleted=True),
        Imported(3, copy_of=first, copy_of_deleted=True),
        Imported(4),
    ]
    service.db.close()
