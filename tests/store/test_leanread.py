"""The lean read of the opening match gives exactly what the ORM's read gives, and writes nothing."""

from __future__ import annotations

import dataclasses
import hashlib
import sqlite3
from pathlib import Path

import pytest

from benchmarks import libraries
from tests.helpers.matches import demo
from tracker.core.match.matchtime import MatchTime
from tracker.services.errors import ServiceError
from tracker.services.matches import MatchService
from tracker.services.opening import database_url, opening_match
from tracker.store.db import open_database
from tracker.store.match.leanread import read_opening
from tracker.store.place import sqlite_file


def _same_as_the_orm(service: MatchService, path: Path, match_id: int) -> None:
    lean = read_opening(path, match_id)
    assert lean is not None
    match, events = service.load(match_id)
    assert lean.match == match
    assert sorted(lean.events, key=lambda e: e.sort_key) == events
    # Every field, authorship and ids included (dataclass equality may skip some).
    assert [repr(e) for e in sorted(lean.events, key=lambda e: e.sort_key)] == [
        repr(e) for e in events
    ]
    assert repr(lean.match) == repr(match)
    opened = opening_match(database_url(path), match_id, None)
    assert opened is not None
    assert opened.state == service.open(match_id).state
    assert repr(opened.state) == repr(service.open(match_id).state)


@pytest.fixture
def demo_file(tmp_path: Path) -> tuple[Path, MatchService, int]:
    """The reference match in a file of its own, with an event edited by someone else."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path, backups=0))
    match_id = service.import_match(*demo())
    service.author = "Grace Referee"
    for event in service.load(match_id)[1][3:]:
        moved = dataclasses.replace(event, time=MatchTime(event.time.period, event.time.minute + 1))
        try:
            service.edit(match_id, moved)
            break
        except ServiceError:
            continue  # the rules refuse this one there: the next
    return path, service, match_id


def test_the_demo_match_reads_as_the_orm_reads_it(
    demo_file: tuple[Path, MatchService, int],
) -> None:
    path, service, match_id = demo_file
    _same_as_the_orm(service, path, match_id)
    assert any(e.authorship and e.authorship.changed_at for e in service.load(match_id)[1])
    service.db.close()


def test_generated_matches_read_as_the_orm_reads_them(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    db = open_database(path, backups=0)
    libraries.fill(db, 30, seed=3)
    db.close()
    service = MatchService(open_database(path, backups=0))
    entries = service.library()
    assert len(entries) == 30
    for entry in entries:
        _same_as_the_orm(service, path, entry.id)
    service.db.close()


def test_the_match_chosen_is_the_one_the_window_would_open(
    demo_file: tuple[Path, MatchService, int],
) -> None:
    path, service, first = demo_file
    second = service.import_match(*demo())
    lean = read_opening(path)
    assert lean is not None and lean.id == service.last_worked_on() == second
    remembered = read_opening(path, remembered=first)
    assert remembered is not None and remembered.id == first
    service.delete_match(first)
    gone = read_opening(path, remembered=first)
    assert gone is not None and gone.id == service.last_worked_on()
    assert read_opening(path, match_id=first) is None  # deleted: the service says so
    service.db.close()


def test_nothing_is_written_through_the_lean_read(
    demo_file: tuple[Path, MatchService, int],
) -> None:
    path, service, match_id = demo_file
    service.db.close()
    assert sorted(path.parent.glob(path.name + "*")) == [path]
    before = (hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns)
    assert read_opening(path, match_id) is not None
    assert (hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns) == before
    # A reader of a WAL database leaves its empty log and index beside it; the database
    # layers, which open it next, take them over and remove them when they close.
    wal = path.with_name(path.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    open_database(path, backups=0, backup_on_open=False).close()
    assert sorted(path.parent.glob(path.name + "*")) == [path]
    from tracker.store.match import leanread

    connection = leanread._connect(path)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        connection.execute("UPDATE match SET stage = 'x'")
    connection.close()


def test_a_file_at_another_schema_is_left_to_the_database_layers(
    demo_file: tuple[Path, MatchService, int],
) -> None:
    path, service, match_id = demo_file
    service.db.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE alembic_version SET version_num = '0016'")
    assert read_opening(path, match_id) is None


def test_a_damaged_row_is_left_to_the_service_to_name(
    demo_file: tuple[Path, MatchService, int],
) -> None:
    path, service, match_id = demo_file
    service.db.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE event SET payload = 'not json' WHERE id = (SELECT min(id) FROM event)")
    assert read_opening(path, match_id) is None
    assert opening_match(database_url(path), match_id, None) is None


def test_only_a_plain_sqlite_file_is_read_ahead(tmp_path: Path) -> None:
    assert sqlite_file("postgresql+psycopg://league@host/db") is None
    assert sqlite_file("sqlite://") is None
    assert sqlite_file("sqlite:///x.sqlite3?mode=ro") is None
    assert sqlite_file(f"sqlite:///{tmp_path}/a.sqlite3") == tmp_path / "a.sqlite3"
    assert opening_match("postgresql+psycopg://league@host/db", None, None) is None
    assert read_opening(tmp_path / "missing.sqlite3") is None
    assert read_opening(tmp_path) is None
