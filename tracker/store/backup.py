"""Automatic backups of a database file with SQLite's online backup API, and restoring one.

A backup is taken when a database is opened (if it changed since the newest backup),
before a schema upgrade, at the end of each period of a live match and before a
restore. Each backup is a complete, self-contained SQLite file in the ``backups``
folder next to the database, written under a temporary name, checked with
``PRAGMA quick_check`` and only then renamed into place, so a crash or a damaged
source never leaves a half-written backup or pushes a good one out. The newest
``keep`` backups are kept (``TRACKER_BACKUPS`` in the environment, default 10).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import filecmp
import os
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

DEFAULT_KEEP = 10
#: Environment variable with the number of backups to keep per database (0 = none).
ENV_KEEP = "TRACKER_BACKUPS"
FOLDER = "backups"
_STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<reason>[a-z-]+)\.sqlite3$")
_REASONS = {
    "open": "when the database was opened",
    "upgrade": "before a schema upgrade",
    "period-end": "at the end of a period",
    "restore": "before a restore",
    "manual": "on request",
}


class BackupError(RuntimeError):
    """A backup or restore that could not be made; the message is for the user."""


@dataclass(frozen=True)
class BackupInfo:
    """One backup file of a database."""

    path: Path
    created: dt.datetime
    reason: str

    @property
    def label(self) -> str:
        """``2026-12-02 14:38:05, at the end of a period`` for a list of backups."""
        why = _REASONS.get(self.reason, self.reason)
        return f"{self.created:%Y-%m-%d %H:%M:%S}, {why}"


@dataclass(frozen=True)
class BackupSummary:
    """What a backup holds, so the user can choose one."""

    matches: int
    events: int
    schema: str | None


def keep_from_env(default: int = DEFAULT_KEEP) -> int:
    """The number of backups to keep, from ``TRACKER_BACKUPS`` (invalid values → default)."""
    raw = os.environ.get(ENV_KEEP, "").strip()
    try:
        value = int(raw)
    except ValueError:
        return default
    return max(0, value)


def backup_folder(db_path: Path) -> Path:
    """Where the backups of ``db_path`` live: a ``backups`` folder beside it."""
    return db_path.parent / FOLDER


def list_backups(db_path: Path) -> list[BackupInfo]:
    """The backups of ``db_path``, newest first."""
    folder = backup_folder(db_path)
    if not folder.is_dir():
        return []
    found = []
    for entry in folder.iterdir():
        parsed = _NAME.match(entry.name)
        if parsed is None or parsed["stem"] != db_path.stem or not entry.is_file():
            continue
        created = dt.datetime.strptime(parsed["stamp"], _STAMP)
        found.append(BackupInfo(entry, created, parsed["reason"]))
    return sorted(found, key=lambda b: b.created, reverse=True)


def make_backup(
    db_path: Path, reason: str = "manual", *, keep: int | None = None, if_changed: bool = False
) -> BackupInfo | None:
    """Back ``db_path`` up now; returns the new backup (None if skipped or ``keep`` is 0).

    With ``if_changed`` no backup is kept when it is identical to the newest one.
    Raises :class:`BackupError` when the backup cannot be made.
    """
    keep = keep_from_env() if keep is None else keep
    if keep <= 0 or not db_path.is_file() or db_path.stat().st_size == 0:
        return None
    existing = list_backups(db_path)
    folder = backup_folder(db_path)
    stamp = dt.datetime.now()
    if existing and stamp <= existing[0].created:  # a clock step back must not reorder them
        stamp = existing[0].created + dt.timedelta(microseconds=1)
    target = folder / f"{db_path.stem}-{stamp.strftime(_STAMP)}-{reason}.sqlite3"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _remove_stale_parts(folder, db_path.stem)
        same_as = existing[0].path if if_changed and existing else None
        if not _copy(db_path, target, unless_same_as=same_as):
            return None
    except OSError as exc:
        raise BackupError(f"cannot write a backup in {folder}: {exc.strerror or exc}") from None
    prune(db_path, keep)
    return BackupInfo(target, stamp, reason)


def _remove_stale_parts(folder: Path, stem: str) -> None:
    """Remove copies left half-written by a crash (old enough not to be in progress)."""
    cutoff = dt.datetime.now().timestamp() - 60
    for stale in folder.glob(f".{stem}-*.sqlite3.part"):
        with contextlib.suppress(OSError):
            if stale.stat().st_mtime < cutoff:
                stale.unlink()


def prune(db_path: Path, keep: int) -> list[Path]:
    """Delete all but the newest ``keep`` backups; returns the deleted files."""
    removed = []
    for old in list_backups(db_path)[max(keep, 0) :]:
        with contextlib.suppress(OSError):
            old.path.unlink()
            removed.append(old.path)
    return removed


def summarize(backup: Path) -> BackupSummary:
    """How many matches and events a backup holds; raises :class:`BackupError` if unreadable."""
    try:
        with contextlib.closing(_connect_readonly(backup)) as conn:
            live = "SELECT count(*) FROM match WHERE deleted_at IS NULL"
            matches = conn.execute(live).fetchone()[0]
            events = conn.execute(
                "SELECT count(*) FROM event JOIN match ON match.id = event.match_id "
                "WHERE match.deleted_at IS NULL"
            ).fetchone()[0]
            schema = _revision(conn)
    except sqlite3.Error as exc:
        raise BackupError(f"{backup.name} cannot be read: {exc}") from None
    return BackupSummary(int(matches), int(events), schema)


def restore_backup(backup: Path, db_path: Path, *, keep: int | None = None) -> Path | None:
    """Replace the database at ``db_path`` by the content of ``backup``.

    The backup is checked first. A sound current database is backed up (reason
    ``restore``) and overwritten in place with the backup API, so other programs with
    it open see the change; a damaged one is moved aside, never deleted. Returns the
    file the damaged database was moved to, if any. Raises :class:`BackupError`.
    """
    _check_sound(backup)
    from tracker.store.db import known_revisions  # db imports this module

    schema = _schema_of(backup)
    if schema not in known_revisions():
        raise BackupError(
            f"{backup.name} was written by a newer version of Match Tracker (schema {schema})"
        )
    if _is_sound(db_path):
        # Prune only afterwards: the backup being restored may be the oldest one kept.
        make_backup(db_path, "restore", keep=len(list_backups(db_path)) + 1)
        try:
            with (
                contextlib.closing(_connect_readonly(backup)) as src,
                contextlib.closing(sqlite3.connect(db_path, timeout=10)) as dst,
            ):
                src.backup(dst)
        except sqlite3.Error as exc:
            raise BackupError(f"the restore failed and changed nothing: {exc}") from None
        prune(db_path, max(keep_from_env() if keep is None else keep, 1))
        return None
    moved = None
    if db_path.exists():
        stamp = dt.datetime.now().strftime(_STAMP)
        moved = db_path.with_name(f"{db_path.stem}-damaged-{stamp}{db_path.suffix}")
        for part, suffix in ((db_path, ""), (_wal(db_path), "-wal"), (_shm(db_path), "-shm")):
            if part.exists():
                try:
                    part.replace(Path(f"{moved}{suffix}"))
                except OSError as exc:
                    raise BackupError(f"cannot move the damaged {part.name} aside: {exc}") from None
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        _copy(backup, db_path)
    except (OSError, BackupError) as exc:
        raise BackupError(f"the restore failed: {exc}") from None
    return moved


def _copy(source: Path, target: Path, unless_same_as: Path | None = None) -> bool:
    """Copy a live database to ``target`` (atomically, as a self-contained file).

    Returns False, writing nothing, when the copy is byte for byte ``unless_same_as``.
    """
    partial = target.with_name(f".{target.name}.part")
    partial.unlink(missing_ok=True)
    try:
        with (
            contextlib.closing(_connect_readonly(source)) as src,
            contextlib.closing(sqlite3.connect(partial)) as dst,
        ):
            src.backup(dst)
            dst.execute("PRAGMA journal_mode = DELETE")
            verdict = dst.execute("PRAGMA quick_check").fetchone()[0]
        if verdict != "ok":
            raise BackupError(f"{source.name} is damaged ({verdict}); no backup was made")
        if unless_same_as is not None and filecmp.cmp(partial, unless_same_as, shallow=False):
            return False
        with partial.open("rb") as handle:
            os.fsync(handle.fileno())
        partial.replace(target)
        return True
    except sqlite3.Error as exc:
        raise BackupError(f"{source.name} could not be copied: {exc}") from None
    finally:
        partial.unlink(missing_ok=True)


def _connect_readonly(path: Path) -> sqlite3.Connection:
    if not path.is_file():
        raise BackupError(f"there is no file {path}")
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
    conn.execute("PRAGMA busy_timeout = 10000")
    return conn


def _is_sound(path: Path) -> bool:
    try:
        _check_sound(path)
    except BackupError:
        return False
    return True


def _check_sound(path: Path) -> None:
    try:
        with contextlib.closing(_connect_readonly(path)) as conn:
            verdict = conn.execute("PRAGMA quick_check").fetchone()[0]
            if verdict != "ok":
                raise BackupError(f"{path.name} is damaged: {verdict}")
            if _revision(conn) is None:
                raise BackupError(f"{path.name} is not a Match Tracker database")
    except sqlite3.Error as exc:
        raise BackupError(f"{path.name} is not a usable database: {exc}") from None


def _schema_of(path: Path) -> str | None:
    with contextlib.closing(_connect_readonly(path)) as conn:
        return _revision(conn)


def _revision(conn: sqlite3.Connection) -> str | None:
    try:
        row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.OperationalError:
        return None
    return None if row is None else str(row[0])


def _wal(path: Path) -> Path:
    return Path(f"{path}-wal")


def _shm(path: Path) -> Path:
    return Path(f"{path}-shm")
