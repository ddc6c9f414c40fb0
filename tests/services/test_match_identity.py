"""A match's uuid: kept by an import, and a second import of the same file is a copy."""

from __future__ import annotations

import json
from pathlib import Path

from tracker.cli import demo_text
from tracker.services import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import open_database

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
