"""A database that may only be read is told on opening, and every write is refused at once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from sqlalchemy import event as sa_event

from tests.helpers.matches import demo_setup
from tracker.services.matches import MatchService
from tracker.store.access import read_only_reason
from tracker.store.db import DatabaseError, create_db_engine, open_database


def _stored_match(path: Path) -> int:
    service = MatchService(open_database(path, backups=0))
    match_id = service.create(demo_setup()).id
    service.db.close()
    assert match_id is not None
    return match_id


def test_a_writable_file_is_not_read_only(tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite3"
    _stored_match(path)
    db = open_database(path, backups=0)
    assert db.read_only == ""
    db.close()


def test_a_connection_opened_for_reading_only_is_read_only(tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite3"
    _stored_match(path)
    engine = create_db_engine(f"sqlite:///{path}")

    @sa_event.listens_for(engine, "connect")
    def _query_only(dbapi_connection, _record):  # type: ignore[no-untyped-def]
        dbapi_connection.execute("PRAGMA query_only = ON")

    assert read_only_reason(engine, path) == "it was opened for reading only"
    engine.dispose()


def test_a_file_without_write_permission_opens_read_only_and_refuses_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "matches.sqlite3"
    match_id = _stored_match(path)
    if os.geteuid() != 0:
        path.chmod(0o444)
    else:  # file permissions do not bind the superuser: the check is told so
        real = os.access
        monkeypatch.setattr(
            os, "access", lambda p, mode: False if Path(p) == path else real(p, mode)
        )
    service = MatchService(open_database(path, backups=0))
    try:
        assert service.read_only == "the database file is read-only"
        assert service.state(match_id).match.home.name == "Argentina"
        with pytest.raises(DatabaseError) as refused:
            service.set_confirmed(match_id, True)
        assert str(refused.value) == (
            "Read-only: you may view but not change matches in this database "
            "(the database file is read-only)"
        )
    finally:
        service.db.close()
        path.chmod(0o644)
