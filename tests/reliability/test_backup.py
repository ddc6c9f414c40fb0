"""Automatic backups: when they are made, how many are kept, and restoring one."""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import sqlite3
import threading
from pathlib import Path

import pytest

from tests.helpers.matches import demo, other_match_file
from tests.reliability.conftest import fingerprint
from tracker import cli
from tracker.core.match.events import PeriodEnd, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services import MatchService
from tracker.store.db import open_database
from tracker.store.transfer import backup
from tracker.store.transfer.restore import restore_backup


def _library(path: Path) -> int:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("SELECT count(*) FROM match").fetchone()[0])


def _with_matches(path: Path, count: int) -> MatchService:
    service = MatchService(open_database(path, backups=10))
    for _ in range(count):
        service.import_match(*demo())
    return service


def test_open_backs_up_only_when_changed(tmp_path: Path) -> None:
    """Each open backs up a database that changed since its newest backup, and only then."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    assert backup.list_backups(path) == []  # a new database had nothing to lose
    open_database(path).close()
    first = backup.list_backups(path)
    assert len(first) == 1 and first[0].reason == "open"
    open_database(path).close()
    assert backup.list_backups(path) == first  # nothing changed: no new backup
    _with_matches(path, 1).db.close()
    assert backup.list_backups(path) == first
    open_database(path).close()
    newest = backup.list_backups(path)
    assert len(newest) == 2
    assert backup.summarize(newest[0].path).matches == 2
    assert backup.summarize(newest[1].path).matches == 1


def test_keeps_the_newest_n(tmp_path: Path) -> None:
    """Only the newest ``keep`` backups stay; the others are deleted oldest first."""
    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 1)
    made = [backup.make_backup(path, "manual", keep=3) for _ in range(5)]
    kept = backup.list_backups(path)
    assert [b.path for b in kept] == [m.path for m in reversed(made[-3:]) if m]
    service.db.close()


def test_backups_configured_from_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``TRACKER_BACKUPS=0`` turns them off; a bad value falls back to the default."""
    monkeypatch.setenv(backup.ENV_KEEP, "0")
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    service.import_match(*demo())
    service.db.close()
    open_database(path).close()
    assert backup.list_backups(path) == []
    monkeypatch.setenv(backup.ENV_KEEP, "lots")
    assert backup.keep_from_env() == backup.DEFAULT_KEEP


def test_period_end_is_backed_up(tmp_path: Path) -> None:
    """Logging the end of a period leaves a backup holding it."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path, backups=5))
    match = service.create(demo()[0])
    assert match.id is not None
    service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    service.log(match.id, PeriodEnd(MatchTime(Period.FIRST_HALF, 45, 2)))
    newest = backup.list_backups(path)[0]
    assert newest.reason == "period-end"
    assert "end of a period" in newest.label
    assert backup.summarize(newest.path).events == 2


def test_backup_is_a_sound_standalone_file(tmp_path: Path) -> None:
    """A backup taken while the database is open is a complete file of its own."""
    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 2)
    made = backup.make_backup(path, "manual", keep=5)
    assert made is not None
    assert not Path(f"{made.path}-wal").exists()
    with contextlib.closing(sqlite3.connect(made.path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)
    assert backup.summarize(made.path).matches == 2
    service.db.close()


def test_damaged_database_does_not_push_good_backups_out(tmp_path: Path) -> None:
    """A damaged database is not backed up, and the good backups stay."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    open_database(path).close()
    good = backup.list_backups(path)
    assert good
    with path.open("r+b") as handle:
        handle.seek(4096)
        handle.write(b"\x00\xff" * 60)
    for _ in range(3):
        with pytest.raises(backup.BackupError):
            backup.make_backup(path, "manual", keep=1)
    assert backup.list_backups(path) == good


def test_restore_over_a_sound_database(tmp_path: Path) -> None:
    """Restoring replaces the content in place (an open instance sees it) after a backup."""
    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 1)
    one = backup.make_backup(path, "manual", keep=10)
    assert one is not None
    service.import_match(*demo())
    assert len(service.library()) == 2
    done = restore_backup(one.path, path)
    assert done.replaced and done.moved == ()
    assert len(service.library()) == 1  # the open instance reads the restored content
    before_restore = backup.list_backups(path)[0]
    assert done.kept == before_restore.path and before_restore.reason == "restore"
    assert backup.summarize(before_restore.path).matches == 2
    service.db.close()


def test_restore_over_a_damaged_database_keeps_it(tmp_path: Path) -> None:
    """A damaged database is moved aside, never deleted, and the backup put in its place."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    open_database(path).close()
    one = backup.list_backups(path)[0]
    path.write_bytes(b"\x00garbage" * 1000)
    damaged = fingerprint(path)
    done = restore_backup(one.path, path)
    assert done.replaced and done.kept is None
    assert fingerprint(done.moved[0]) == damaged
    assert len(MatchService(open_database(path)).library()) == 1


def test_restore_refuses_a_bad_backup(tmp_path: Path, old_db: Path) -> None:
    """A damaged, foreign or newer backup is refused and the database left as it was."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    before = fingerprint(path)
    junk = tmp_path / "junk.sqlite3"
    junk.write_text("not a database")
    newer = old_db
    with contextlib.closing(sqlite3.connect(newer)) as conn:
        conn.execute("UPDATE alembic_version SET version_num = 'ffff'")
        conn.commit()
    for bad, why in ((junk, "not a usable database"), (newer, "newer version")):
        with pytest.raises(backup.BackupError, match=why):
            restore_backup(bad, path)
    assert fingerprint(path) == before


def test_cli_restore(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``match-tracker restore`` lists the backups, restores one by number, refuses others."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    _with_matches(path, 1).db.close()  # opening it backs up the first match
    open_database(path).close()  # and this the second
    assert _library(path) == 2
    assert cli.main(["--db", str(path), "restore"]) == 0
    listing = capsys.readouterr().out
    assert "(2 matches, " in listing and "(1 match, " in listing
    assert cli.main(["--db", str(path), "restore", "2"]) == 0
    assert "restored" in capsys.readouterr().out
    assert _library(path) == 1
    assert cli.main(["--db", str(path), "restore", "99"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("match-tracker: error: there is no backup 99") and err.count("\n") == 1


def test_restore_the_oldest_when_all_slots_are_full(tmp_path: Path) -> None:
    """Restoring the oldest of N kept backups works (its safety backup must not evict it)."""
    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 1)
    oldest = backup.make_backup(path, "manual", keep=3)
    assert oldest is not None
    for _ in range(2):
        service.import_match(*demo())
        backup.make_backup(path, "manual", keep=3)
    assert backup.list_backups(path)[-1] == oldest
    restore_backup(oldest.path, path, keep=3)
    assert len(service.library()) == 1
    kept = backup.list_backups(path)
    assert len(kept) == 3 and kept[0].reason == "restore"
    assert backup.summarize(kept[0].path).matches == 3


def test_unchanged_database_is_not_copied_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Deciding that nothing is new compares a few figures; it never copies the file."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    open_database(path).close()
    kept = backup.list_backups(path)

    def no_copy(*_args: object) -> None:
        raise AssertionError("an unchanged database was copied")

    monkeypatch.setattr(backup, "_copy", no_copy)
    open_database(path).close()
    assert backup.make_backup(path, "open", if_changed=True) is None
    assert backup.list_backups(path) == kept


def test_an_edit_that_keeps_every_count_is_new(tmp_path: Path) -> None:
    """Editing an event changes no row count, yet the next open backs the edit up."""
    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 1)
    open_database(path).close()
    match_id = service.library()[0].id
    _match, events = service.load(match_id)
    goal = next(e for e in events if type(e).__name__ == "Goal")
    service.edit(
        match_id,
        dataclasses.replace(goal, time=dataclasses.replace(goal.time, minute=goal.time.minute + 1)),
    )
    service.db.close()
    assert backup.stamp(path) != backup.stamp(backup.list_backups(path)[0].path)
    open_database(path).close()
    assert len(backup.list_backups(path)) == 2


def test_a_change_to_no_match_is_new_too(tmp_path: Path) -> None:
    """Regression: a points deduction (and a competition's rules, a merge of people)
    changed no match, so no backup was made on the next open, and a restore dropped it
    without a word."""
    from tracker.services.records import RecordsService
    from tracker.services.suspensions import SuspensionService
    from tracker.store.results import leagues

    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 1)
    open_database(path).close()
    edition = RecordsService(service.db).find_edition("World Cup 2026")
    # Stored as copy and push carry one: a cup's own adjustment is refused by the service.
    with service.db.writing() as session:
        [match] = leagues.league_matches(session, edition.id)
        leagues.add_adjustment(session, edition.id, match.away_team_id, -3, "a test")
    service.db.close()
    assert backup.stamp(path) != backup.stamp(backup.list_backups(path)[0].path)
    open_database(path).close()
    assert len(backup.list_backups(path)) == 2
    db = open_database(path, backups=10)
    SuspensionService(db).set_rules("FIFA World Cup", rules='{"red_ban": 2}')
    db.close()
    assert backup.stamp(path) != backup.stamp(backup.list_backups(path)[0].path)


def test_a_cancelled_backup_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancelling stops the copy between two steps: no backup, no partial file."""
    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 2)
    monkeypatch.setattr(backup, "STEP_PAGES", 1)
    cancel = threading.Event()
    steps: list[int] = []
    real = backup._stepper

    def stepper(token: threading.Event | None):  # type: ignore[no-untyped-def]
        check = real(token)

        def progress(status: int, remaining: int, total: int) -> None:
            steps.append(remaining)
            if len(steps) == 3:
                cancel.set()
            check(status, remaining, total)

        return progress

    monkeypatch.setattr(backup, "_stepper", stepper)
    with pytest.raises(backup.BackupCancelled):
        backup.make_backup(path, "manual", keep=5, cancel=cancel)
    assert len(steps) == 3 and steps[-1] > 0  # stopped half-way
    assert backup.list_backups(path) == []
    assert list(backup.backup_folder(path).iterdir()) == []
    service.db.close()


def test_a_backup_holds_one_moment_while_others_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Writes between two steps of a backup neither restart it nor leak into it."""
    path = tmp_path / "matches.sqlite3"
    service = _with_matches(path, 2)
    monkeypatch.setattr(backup, "STEP_PAGES", 1)
    real = backup._stepper
    writes: list[int] = []

    def stepper(token: threading.Event | None):  # type: ignore[no-untyped-def]
        check = real(token)

        def progress(status: int, remaining: int, total: int) -> None:
            if len(writes) < 3:  # another instance imports a match meanwhile
                writes.append(service.import_match(*demo()))
            check(status, remaining, total)

        return progress

    monkeypatch.setattr(backup, "_stepper", stepper)
    made = backup.make_backup(path, "manual", keep=5)
    assert made is not None and len(writes) == 3
    assert backup.summarize(made.path).matches == 2  # the moment the backup began
    assert _library(path) == 5
    service.db.close()


def test_stale_partial_files_are_cleared_on_open(tmp_path: Path) -> None:
    """Issue 11.9: a copy left half-written by a kill goes at the next open, not 60 s later."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    open_database(path).close()
    folder = backup.backup_folder(path)
    stale = folder / ".matches-20261202-143805-000000-open.sqlite3.part"
    stale.write_bytes(path.read_bytes())  # just written: as fresh as a kill a moment ago
    busy = folder / ".matches-20261202-143806-000000-period-end.sqlite3.part"
    busy.write_bytes(b"")
    # A copy that failed on a full disk left SQLite's journal and no copy; the copy
    # being written has its journal too, which stays with it.
    orphan = folder / ".matches-20261202-143807-000000-open.sqlite3.part-journal"
    orphan.write_bytes(b"journal")
    beside_busy = busy.with_name(busy.name + "-journal")
    beside_busy.write_bytes(b"journal")
    with busy.open("rb") as handle:  # another instance is writing this one
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        open_database(path, backup_on_open=False).close()
        assert not stale.exists(), "a stale .part file survived the next open"
        assert not orphan.exists(), "a failed copy's journal survived the next open"
        assert busy.exists() and beside_busy.exists()
    open_database(path, backup_on_open=False).close()
    assert not busy.exists()


def test_read_only_commands_make_no_backup(tmp_path: Path) -> None:
    """``list``, ``show`` and ``export`` only read: they never copy the database."""
    path = tmp_path / "matches.sqlite3"
    _with_matches(path, 1).db.close()
    sheet = str(tmp_path / "sheet.json")
    for argv in (["list"], ["show", "1"], ["export", "1", "--format", "json", "-o", sheet]):
        assert cli.main(["--db", str(path), *argv]) == 0
    assert backup.list_backups(path) == []
    final = str(other_match_file(tmp_path))
    assert cli.main(["--db", str(path), "import", final]) == 0  # a write: kept first
    [made] = backup.list_backups(path)
    assert backup.summarize(made.path).matches == 1
    assert cli.main(["--db", str(path), "demo"]) == 0
    assert len(backup.list_backups(path)) == 2


def test_a_backup_s_label_is_in_the_user_s_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Restore window listed "…, when the database was opened" in German and Spanish."""
    import datetime as dt
    from pathlib import Path

    from tracker.core import i18n
    from tracker.store.transfer.backup import BackupInfo

    made = BackupInfo(Path("b.sqlite3"), dt.datetime(2026, 12, 6, 17, 43), "open")
    assert made.label == "2026-12-06 17:43:00, when the database was opened"
    monkeypatch.setitem(i18n._current, "language", "de")
    assert made.label == "2026-12-06 17:43:00, beim Öffnen der Datenbank"
