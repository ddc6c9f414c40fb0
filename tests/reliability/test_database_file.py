"""Bad database files: each is refused with a clear message and never overwritten."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import event as sa_event
from sqlalchemy.exc import OperationalError

from tests.helpers.matches import demo, other_match_file
from tests.reliability.conftest import fingerprint
from tracker import cli
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services import MatchService
from tracker.store import db as dbmod
from tracker.store.db import DatabaseError, open_database


def _one_line_cli_error(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> str:
    status = cli.main(["--db", str(db), *argv])
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith("match-tracker: error: ") and err.count("\n") == 1, err
    return err


def _live_match(path: Path) -> tuple[MatchService, int]:
    service = MatchService(open_database(path))
    match, _events = demo()
    stored = service.create(match)
    assert stored.id is not None
    service.log(stored.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    return service, stored.id


def _goal(service: MatchService, match_id: int) -> Goal:
    scorer = service.state(match_id).on_pitch(Side.HOME)[-1]
    return Goal(MatchTime(Period.FIRST_HALF, 12), side=Side.HOME, scorer=scorer)


def _event_count(path: Path) -> int:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        return int(conn.execute("SELECT count(*) FROM event").fetchone()[0])


def test_not_a_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A text file is refused, in the API and the CLI, and left as it was."""
    path = tmp_path / "notes.sqlite3"
    path.write_text("shopping list: boots, shin pads\n" * 20)
    before = fingerprint(path)
    with pytest.raises(DatabaseError, match="not a Match Tracker database"):
        open_database(path)
    assert "not a Match Tracker database" in _one_line_cli_error(capsys, path, "list")
    assert fingerprint(path) == before


def test_other_sqlite_database(tmp_path: Path) -> None:
    """Another program's SQLite file is not taken over."""
    path = tmp_path / "other.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE recipe (name TEXT)")
        conn.commit()
    before = fingerprint(path)
    with pytest.raises(DatabaseError, match="not a Match Tracker database"):
        open_database(path)
    assert fingerprint(path) == before


def test_corrupt_database(old_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A damaged file is refused untouched, with the way out (restore) in the message."""
    with old_db.open("r+b") as handle:
        handle.seek(4096)  # the second page: a b-tree page of the schema
        handle.write(b"\x00\xff" * 60)
    before = fingerprint(old_db)
    with pytest.raises(DatabaseError, match="damaged"):
        open_database(old_db)
    err = _one_line_cli_error(capsys, old_db, "list")
    # With no backup of it, a restore would only say there are none: it is not offered.
    assert "damaged" in err and "no backup of it was made; choose another database" in err
    assert fingerprint(old_db) == before


def test_a_damaged_database_with_backups_offers_a_restore(
    old_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tracker.store.transfer import backup

    backup.make_backup(old_db, "manual")
    with old_db.open("r+b") as handle:
        handle.seek(4096)
        handle.write(b"\x00\xff" * 60)
    err = _one_line_cli_error(capsys, old_db, "list")
    assert "damaged" in err and f"match-tracker --db {old_db} restore" in err


def test_truncated_database(old_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file cut short (a copy interrupted) is refused untouched."""
    data = old_db.read_bytes()
    old_db.write_bytes(data[: len(data) // 2])
    before = fingerprint(old_db)
    assert "damaged" in _one_line_cli_error(capsys, old_db, "show", "1")
    assert fingerprint(old_db) == before


def test_newer_database_refused_untouched(old_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A database from a newer version is refused, byte for byte untouched."""
    with contextlib.closing(sqlite3.connect(old_db)) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0099_from_the_future'")
        conn.commit()
    before = fingerprint(old_db)
    with pytest.raises(DatabaseError, match="newer version"):
        open_database(old_db)
    assert "newer version" in _one_line_cli_error(capsys, old_db, "list")
    assert fingerprint(old_db) == before
    assert not list(old_db.parent.glob("*-wal"))


def test_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder that is missing is made; one that cannot be made is a clear error."""
    made = open_database(tmp_path / "new" / "season" / "matches.sqlite3")
    made.close()
    with pytest.raises(DatabaseError, match="no database"):
        open_database(tmp_path / "gone" / "matches.sqlite3", create=False)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    # A command that writes makes the database's folder (one that reads makes nothing).
    err = _one_line_cli_error(capsys, blocker / "matches.sqlite3", "demo")
    assert "cannot create the folder" in err
    assert blocker.read_text() == "not a folder"


def test_folder_given_as_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder given for the database file is a clear error."""
    assert "is a folder" in _one_line_cli_error(capsys, tmp_path, "list")


def test_full_disk_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A full disk (SQLite's page limit) refuses the action whole and says why."""
    path = tmp_path / "matches.sqlite3"
    service, match_id = _live_match(path)
    count = _event_count(path)

    @sa_event.listens_for(service.db.engine, "connect")
    def _cap(dbapi_connection, _record):  # type: ignore[no-untyped-def]
        pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    service.db.engine.dispose()  # new connections get the cap
    big = Goal(MatchTime(Period.FIRST_HALF, 12), side=Side.HOME, scorer=None)
    filled = 0
    with pytest.raises(DatabaseError, match="disk is full"):
        for _ in range(2000):  # fill the last pages, then one more write fails
            service.log(match_id, big)
            filled += 1
    assert _event_count(path) == count + filled  # every confirmed event, no partial one
    sa_event.remove(service.db.engine, "connect", _cap)
    service.db.engine.dispose()
    service.log(match_id, _goal(service, match_id))
    assert _event_count(path) == count + filled + 1


def test_full_disk_message_in_cli(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The operating system's 'disk full' reaches the CLI as one line."""
    path = tmp_path / "matches.sqlite3"
    open_database(path).close()

    def full(*_args: object, **_kwargs: object) -> None:
        raise OperationalError("INSERT", {}, sqlite3.OperationalError("database or disk is full"))

    monkeypatch.setattr("tracker.store.match.matches.insert_match", full)
    err = _one_line_cli_error(capsys, path, "demo")
    assert "disk is full" in err


def test_read_only_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A database SQLite may not write: the action is refused whole with a clear message."""
    path = tmp_path / "matches.sqlite3"
    service, match_id = _live_match(path)
    count = _event_count(path)
    service.db.engine.dispose()

    @sa_event.listens_for(service.db.engine, "connect")
    def _read_only(dbapi_connection, _record):  # type: ignore[no-untyped-def]
        dbapi_connection.execute("PRAGMA query_only = ON")

    with pytest.raises(DatabaseError, match="read-only"):
        service.log(match_id, _goal(service, match_id))
    assert _event_count(path) == count


@pytest.mark.skipif(
    not hasattr(__import__("os"), "geteuid") or __import__("os").geteuid() == 0,
    reason="file permissions do not bind the superuser",
)
def test_read_only_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file without write permission gives a clear message and is not changed."""
    path = tmp_path / "matches.sqlite3"
    service, _match_id = _live_match(path)
    service.db.close()
    path.chmod(0o444)
    before = fingerprint(path)
    err = _one_line_cli_error(capsys, path, "demo")
    assert "read-only" in err or "cannot" in err
    assert fingerprint(path) == before


def test_locked_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """While another program holds the write lock, an action waits, then says so."""
    monkeypatch.setattr(dbmod, "BUSY_TIMEOUT_MS", 200)
    path = tmp_path / "matches.sqlite3"
    service, match_id = _live_match(path)
    count = _event_count(path)
    service.db.engine.dispose()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(DatabaseError, match="locked"):
            service.log(match_id, _goal(service, match_id))
        final = str(other_match_file(tmp_path))
        assert "locked" in _one_line_cli_error(capsys, path, "import", final)
    finally:
        other.execute("ROLLBACK")
        other.close()
    service.log(match_id, _goal(service, match_id))
    assert _event_count(path) == count + 1


def _folder(path: Path) -> dict[str, str]:
    """Every file in the database's folder with its SHA-256."""
    return {p.name: fingerprint(p) for p in sorted(path.parent.iterdir()) if p.is_file()}


def _wal_mode_database(tmp_path: Path) -> Path:
    path = tmp_path / "wal" / "matches.sqlite3"
    path.parent.mkdir()
    service = MatchService(open_database(path, backups=0))
    service.import_match(*demo())
    service.db.close()
    assert path.read_bytes()[18:20] == b"\x02\x02"  # WAL mode, recorded in the header
    assert not Path(f"{path}-wal").exists()
    return path


@pytest.mark.parametrize("fault", ["truncated", "newer", "no version", "damaged root"])
def test_refused_wal_file_and_folder_left_as_they_were(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fault: str
) -> None:
    """Issue 11.7: the read-only check creates no -wal/-shm and changes no byte."""
    path = _wal_mode_database(tmp_path)
    if fault == "truncated":
        path.write_bytes(path.read_bytes()[: 4096 * 3])
    elif fault == "damaged root":
        with contextlib.closing(sqlite3.connect(path)) as conn:
            root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'event'")
            page = root.fetchone()[0]
        with path.open("r+b") as handle:
            handle.seek((page - 1) * 4096)
            handle.write(b"\x00\xff" * 60)
    else:
        with contextlib.closing(sqlite3.connect(path)) as conn:
            if fault == "newer":
                conn.execute("UPDATE alembic_version SET version_num = '0099_from_the_future'")
            else:
                conn.execute("DELETE FROM alembic_version")
            conn.commit()
    before = _folder(path)
    expected = {"truncated": "damaged", "newer": "newer version", "no version": "no schema"}
    why = expected.get(fault, "damaged")
    with pytest.raises(DatabaseError, match=why):
        open_database(path)
    assert why in _one_line_cli_error(capsys, path, "list")
    assert _folder(path) == before, "the refused file or its folder was changed"


def test_cheap_check_of_a_large_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Above the full-check size the header, schema and table roots still refuse damage."""
    monkeypatch.setattr(dbmod, "FULL_CHECK_BYTES", 0)
    path = _wal_mode_database(tmp_path)
    open_database(path).close()  # sound: opens
    with contextlib.closing(sqlite3.connect(path)) as conn:
        page = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'match'").fetchone()[0]
    with path.open("r+b") as handle:
        handle.seek((page - 1) * 4096 + 8)
        handle.write(b"\xff" * 200)
    before = _folder(path)
    assert "damaged" in _one_line_cli_error(capsys, path, "list")
    assert _folder(path) == before


def test_full_check_when_not_closed_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A large file with a write-ahead log left beside it gets the full quick_check."""
    monkeypatch.setattr(dbmod, "FULL_CHECK_BYTES", 0)
    path = _wal_mode_database(tmp_path)
    checks: list[str] = []
    real = sqlite3.connect

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        conn = real(*args, **kwargs)
        conn.set_trace_callback(lambda sql: checks.append(sql) if "quick_check" in sql else None)
        return conn

    monkeypatch.setattr(dbmod.sqlite3, "connect", spy)
    dbmod._check_before_opening(path)
    assert checks == []  # closed cleanly: the cheap checks only
    writer = real(path)
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute("UPDATE match SET stage = 'Final'")
    writer.commit()  # a live writer (or a killed one) leaves frames in the -wal
    try:
        dbmod._check_before_opening(path)
    finally:
        writer.close()
    assert checks == ["PRAGMA quick_check"]
