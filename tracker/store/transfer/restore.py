"""Restoring a backup over a database file, and checking that the restore took.

A sound database is backed up first and overwritten in place; a damaged or missing
one is replaced by a fresh copy after everything beside it that SQLite would read
(``-wal``, ``-shm``, ``-journal``) is moved aside. Nothing is reported restored until
the restored file passes ``PRAGMA integrity_check`` and holds the backup's content.

A restore never gives an id or a revision a second meaning: the backup's matches get
revisions past every revision the replaced database had reached, and its event counter
is moved past every event id that database gave out. A window still open on the file
sees every match as changed (it reads it again), and the new event a second instance
logs never takes the id of an event the first one remembers (its undo would otherwise
act on it).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from tracker.store.transfer.backup import (
    _STAMP,
    BackupError,
    _check_sound,
    _connect_readonly,
    _copy,
    _is_sound,
    _schema_of,
    _shm,
    _wal,
    keep_from_env,
    list_backups,
    make_backup,
    prune,
)


@dataclass(frozen=True)
class Restored:
    """What a restore did with the content it replaced."""

    #: The backup of the sound database that was replaced (reason ``restore``).
    kept: Path | None = None
    #: The damaged database and any stale ``-wal``/``-shm`` files, moved aside.
    moved: tuple[Path, ...] = ()

    @property
    def replaced(self) -> bool:
        """False when there was no database to replace."""
        return self.kept is not None or any(not _is_sidecar(p) for p in self.moved)


def restore_backup(backup: Path, db_path: Path, *, keep: int | None = None) -> Restored:
    """Replace the database at ``db_path`` by the content of ``backup``.

    The backup is checked first. A sound current database is backed up (reason
    ``restore``) and overwritten in place with the backup API, so other programs with
    it open see the change; a damaged or missing one is replaced by a fresh copy, after
    moving it and any ``-wal``/``-shm`` files beside it aside (never deleted: an old
    write-ahead log would otherwise be replayed onto the restored file). The restored
    database is verified (integrity, and the same content as the backup) before this
    returns. Raises :class:`BackupError`.
    """
    _check_sound(backup)
    from tracker.store.db import known_revisions  # db imports the backup module

    schema = _schema_of(backup)
    if schema not in known_revisions():
        raise BackupError(
            f"{backup.name} was written by a newer version of Match Tracker (schema {schema})"
        )
    reached = _reached(db_path)
    staged = _staged(backup, db_path, reached) if reached is not None else backup
    try:
        return _restore_from(staged, db_path, keep)
    finally:
        if staged != backup:
            staged.unlink(missing_ok=True)


def _restore_from(backup: Path, db_path: Path, keep: int | None) -> Restored:
    expected = _digest(backup)
    if _is_sound(db_path):
        # Prune only afterwards: the backup being restored may be the oldest one kept.
        safety = make_backup(db_path, "restore", keep=len(list_backups(db_path)) + 1)
        try:
            with (
                contextlib.closing(_connect_readonly(backup)) as src,
                contextlib.closing(sqlite3.connect(db_path, timeout=10)) as dst,
            ):
                src.backup(dst)
        except sqlite3.Error as exc:
            raise BackupError(f"the restore failed and changed nothing: {exc}") from None
        _verify_restored(db_path, expected)
        prune(db_path, max(keep_from_env() if keep is None else keep, 1))
        return Restored(kept=safety.path if safety is not None else None)
    moved = _move_aside(db_path)
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        _copy(backup, db_path)
    except (OSError, BackupError) as exc:
        raise BackupError(f"the restore failed: {exc}") from None
    _verify_restored(db_path, expected)
    return Restored(moved=moved)


@dataclass(frozen=True)
class _Reached:
    """How far a database had numbered: its highest revision and event id ever."""

    revision: int
    event: int


def _reached(db_path: Path) -> _Reached | None:
    """How far the database about to be replaced had got (None if it cannot be read)."""
    try:
        with contextlib.closing(_connect_readonly(db_path)) as conn:
            conn.execute("BEGIN")
            revision = conn.execute("SELECT max(revision) FROM match").fetchone()[0]
            event = conn.execute("SELECT max(id) FROM event").fetchone()[0]
            given = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'event'").fetchone()
    except (sqlite3.Error, BackupError):
        return None  # missing or damaged: nothing left that could be remembered from it
    return _Reached(int(revision or 0), max(int(event or 0), int(given[0] if given else 0)))


def _staged(backup: Path, db_path: Path, reached: _Reached) -> Path:
    """A copy of the backup whose revisions and event counter are past ``reached``."""
    staged = db_path.with_name(f".{db_path.name}.restoring")
    try:
        _copy(backup, staged)
        with contextlib.closing(sqlite3.connect(staged)) as conn, conn:
            # A backup from before schema 0002 has neither; its upgrade numbers afresh.
            if "revision" in {row[1] for row in conn.execute("PRAGMA table_info(match)")}:
                conn.execute("UPDATE match SET revision = revision + ?", (reached.revision + 1,))
            counters = "SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'"
            if conn.execute(counters).fetchone():
                conn.execute("DELETE FROM sqlite_sequence WHERE name = 'event' AND seq < ?",
                             (reached.event,))  # fmt: skip
                if not conn.execute(
                    "SELECT 1 FROM sqlite_sequence WHERE name = 'event'"
                ).fetchone():
                    conn.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('event', ?)",
                                 (reached.event,))  # fmt: skip
    except (OSError, sqlite3.Error, BackupError) as exc:
        staged.unlink(missing_ok=True)
        raise BackupError(f"the restore failed and changed nothing: {exc}") from None
    return staged


def _move_aside(db_path: Path) -> tuple[Path, ...]:
    """Move a damaged database and every journal beside it aside; the new names."""
    parts = [(db_path, ""), (_wal(db_path), "-wal"), (_shm(db_path), "-shm")]
    parts.append((Path(f"{db_path}-journal"), "-journal"))
    present = [(part, suffix) for part, suffix in parts if part.exists()]
    if not present:
        return ()
    stamp = dt.datetime.now().strftime(_STAMP)
    aside = db_path.with_name(f"{db_path.stem}-damaged-{stamp}{db_path.suffix}")
    moved = []
    for part, suffix in present:
        target = Path(f"{aside}{suffix}")
        try:
            part.replace(target)
        except OSError as exc:
            raise BackupError(f"cannot move the damaged {part.name} aside: {exc}") from None
        moved.append(target)
    return tuple(moved)


def _is_sidecar(path: Path) -> bool:
    return path.name.endswith(("-wal", "-shm", "-journal"))


def _verify_restored(db_path: Path, expected: str) -> None:
    """Refuse to report success unless the restored file is sound and holds the backup."""
    try:
        with contextlib.closing(_connect_readonly(db_path)) as conn:
            verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
        same = verdict == "ok" and _digest(db_path) == expected
    except (sqlite3.Error, BackupError) as exc:
        verdict, same = str(exc), False
    if not same:
        why = verdict if verdict != "ok" else "its content differs from the backup"
        raise BackupError(f"the restored {db_path.name} failed its check ({why})")


def _digest(path: Path) -> str:
    """A hash of the schema and of every row of every table, to compare two databases."""
    digest = hashlib.sha256()
    try:
        with contextlib.closing(_connect_readonly(path)) as conn:
            conn.execute("BEGIN")  # one snapshot for every table
            schema = conn.execute(
                "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' "
                "ORDER BY type, name"
            ).fetchall()
            digest.update(repr(schema).encode())
            for kind, name, sql in schema:
                if kind != "table":
                    continue
                digest.update(name.encode())
                quoted = '"' + name.replace('"', '""') + '"'
                # A table without rowids (the search index's own) is read in key order.
                order = "" if "WITHOUT ROWID" in (sql or "").upper() else " ORDER BY rowid"
                for row in conn.execute(f"SELECT * FROM {quoted}{order}"):
                    digest.update(repr(row).encode())
    except sqlite3.Error as exc:
        raise BackupError(f"{path.name} cannot be read: {exc}") from None
    return digest.hexdigest()
