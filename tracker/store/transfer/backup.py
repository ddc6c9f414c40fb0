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
import errno
import glob
import os
import re
import sqlite3
import stat
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tracker.core.i18n import gettext
from tracker.store.errors import Failure, failure

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

DEFAULT_KEEP = 10
#: Environment variable with the number of backups to keep per database (0 = none).
ENV_KEEP = "TRACKER_BACKUPS"
FOLDER = "backups"
_STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<reason>[a-z-]+)\.sqlite3$")
#: Pages copied per step of a backup (4 MB at SQLite's default page size): one step
#: takes milliseconds, so a cancel (the window closing) is honoured at once.
STEP_PAGES = 1024
#: What a backup holds, as a few cheap figures: a backup "on open" is skipped when the
#: newest backup's figures equal the database's. Every change the application makes to
#: a match or its events also stamps the match's ``updated_at``, so the large tables
#: need only their highest id (an index lookup, not a count over a million rows). A
#: finer marker (a per-match revision counter) is one more column or entry here.
STAMP_QUERIES: tuple[tuple[str, str], ...] = (
    ("schema", "SELECT version_num FROM alembic_version"),
    ("matches", "SELECT count(*), max(id), max(updated_at), count(deleted_at) FROM match"),
    ("events", "SELECT max(id) FROM event"),
    ("match_players", "SELECT max(id) FROM match_player"),
    ("teams", "SELECT count(*), max(id) FROM team"),
    ("team_players", "SELECT count(*), max(id) FROM team_player"),
    # What changes no match: points adjustments (added or removed), a competition's
    # kind, rules and language, people merged, split or linked, bans lifted.
    ("adjustments", "SELECT count(*), max(id), count(removed_at) FROM points_adjustment"),
    ("competitions", "SELECT id, kind, rules, language FROM competition ORDER BY id"),
    ("people", "SELECT count(*), max(id) FROM person"),
    ("person_names", "SELECT count(*), max(id) FROM person_name"),
    ("aliases", "SELECT count(*), max(id) FROM person_alias"),
    ("links", "SELECT count(*), max(id) FROM person_link"),
    ("overrides", "SELECT count(*), max(id) FROM suspension_override"),
)
_REASONS = {
    "open": "when the database was opened",
    "upgrade": "before a schema upgrade",
    "period-end": "at the end of a period",
    "restore": "before a restore",
    "manual": "on request",
}


class BackupError(RuntimeError):
    """A backup or restore that could not be made; the message is for the user."""

    #: What the database driver said went wrong, when it was the driver's error.
    failure: Failure | None = None


class BackupCancelled(BackupError):
    """A backup stopped on request (the window closing); nothing was left behind."""


@dataclass(frozen=True)
class BackupInfo:
    """One backup file of a database."""

    path: Path
    created: dt.datetime
    reason: str

    @property
    def label(self) -> str:
        """``2026-12-02 14:38:05, at the end of a period`` for a list of backups."""
        why = _REASONS.get(self.reason)
        # In the user's language (the reasons are in the messages catalogue).
        said = gettext(why) if why is not None else self.reason
        return f"{self.created:%Y-%m-%d %H:%M:%S}, {said}"


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
    db_path: Path,
    reason: str = "manual",
    *,
    keep: int | None = None,
    if_changed: bool = False,
    cancel: threading.Event | None = None,
) -> BackupInfo | None:
    """Back ``db_path`` up now; returns the new backup (None if skipped or ``keep`` is 0).

    With ``if_changed`` no backup is made when the newest one holds what the database
    holds now (their :func:`stamp` is equal), which costs a few small queries, not a
    copy. Setting ``cancel`` stops the copy between two steps (:class:`BackupCancelled`),
    leaving nothing behind. Raises :class:`BackupError` when the backup cannot be made.
    """
    keep = keep_from_env() if keep is None else keep
    if keep <= 0 or not db_path.is_file() or db_path.stat().st_size == 0:
        return None
    existing = list_backups(db_path)
    if if_changed and existing and _same_content(db_path, existing[0].path):
        return None
    folder = backup_folder(db_path)
    stamp = dt.datetime.now()
    if existing and stamp <= existing[0].created:  # a clock step back must not reorder them
        stamp = existing[0].created + dt.timedelta(microseconds=1)
    target = folder / f"{db_path.stem}-{stamp.strftime(_STAMP)}-{reason}.sqlite3"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        clear_stale_parts(db_path)
        _copy(db_path, target, cancel)
    except OSError as exc:
        if exc.errno in _FULL:
            raise BackupError(_full(db_path, folder)) from None
        raise BackupError(f"cannot write a backup in {folder}: {exc.strerror or exc}") from None
    except BackupError as exc:
        if exc.failure is Failure.DISK_FULL:
            raise BackupError(_full(db_path, folder)) from None
        raise
    prune(db_path, keep)
    return BackupInfo(target, stamp, reason)


#: The errors of a disk (or a user's quota) with no room left.
_FULL = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})


def _full(db_path: Path, folder: Path) -> str:
    """What a backup stopped by a full disk says: nothing half-written is left."""
    return (
        f"the disk is full: no backup of {db_path.name} was made in {folder} (nothing of "
        "it was left behind); make room and try again"
    )


def stamp(path: Path) -> dict[str, object]:
    """What a database (or a backup) holds, in a few cheap figures; see :data:`STAMP_QUERIES`.

    Raises :class:`BackupError` when the file cannot be read.
    """
    try:
        with contextlib.closing(_connect_readonly(path)) as conn:
            return _stamp(conn)
    except sqlite3.Error as exc:
        raise BackupError(f"{path.name} cannot be read: {exc}") from None


def _stamp(conn: sqlite3.Connection) -> dict[str, object]:
    figures: dict[str, object] = {}
    for name, query in STAMP_QUERIES:
        try:
            figures[name] = [list(row) for row in conn.execute(query)]
        except sqlite3.OperationalError as exc:
            if failure(exc) is Failure.INTERRUPTED:
                raise
            figures[name] = None  # not in this schema (an older backup): compares unequal
    return figures


def _same_content(db_path: Path, newest: Path) -> bool:
    """True when the newest backup holds what the database holds (an unreadable one: False)."""
    try:
        return stamp(newest) == stamp(db_path)
    except BackupError:
        return False


def clear_stale_parts(db_path: Path) -> list[Path]:
    """Remove the half-written copies a crash or a kill left in the backups folder.

    A copy in progress (in this or another instance) holds a lock on its file and is
    left alone; without file locks (Windows) the open file cannot be deleted anyway.
    Returns the files removed.
    """
    folder = backup_folder(db_path)
    if not folder.is_dir():
        return []
    removed = []
    for stale in folder.glob(f".{glob.escape(db_path.stem)}-*.sqlite3.part"):
        with contextlib.suppress(OSError):
            if _unlink_unless_locked(stale):
                removed.append(stale)
    # The journal SQLite kept beside a copy that failed (a full disk): its copy is gone.
    for journal in folder.glob(f".{glob.escape(db_path.stem)}-*.sqlite3.part-journal"):
        if not journal.with_name(journal.name.removesuffix("-journal")).exists():
            with contextlib.suppress(OSError):
                journal.unlink()
                removed.append(journal)
    return removed


def _unlink_unless_locked(path: Path) -> bool:
    if fcntl is None:  # pragma: no cover - Windows refuses to delete an open file
        path.unlink()
        return True
    fd = os.open(path, os.O_RDWR)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a copy in progress
        path.unlink()
        return True
    finally:
        os.close(fd)


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


def _copy(source: Path, target: Path, cancel: threading.Event | None = None) -> None:
    """Copy a live database to ``target`` atomically, as a verified self-contained file.

    The copy is made in steps of :data:`STEP_PAGES` pages inside one read transaction
    (a consistent snapshot that other connections' writes do not restart), checked
    with ``PRAGMA quick_check`` and against the snapshot's :func:`stamp`, synced, and
    only then renamed into place. ``cancel`` stops it between two steps.
    """
    partial = target.with_name(f".{target.name}.part")
    partial.unlink(missing_ok=True)
    lock = _claim(partial)
    try:
        with (
            contextlib.closing(_connect_readonly(source)) as src,
            contextlib.closing(sqlite3.connect(partial)) as dst,
        ):
            for conn in (src, dst):
                conn.set_progress_handler(lambda: int(cancel is not None and cancel.is_set()), 1000)
            src.execute("BEGIN")
            expected = _stamp(src)  # opens the snapshot the copy is taken from
            src.backup(dst, pages=STEP_PAGES, progress=_stepper(cancel), sleep=0.05)
            src.execute("COMMIT")
            dst.execute("PRAGMA journal_mode = DELETE")
            verdict = dst.execute("PRAGMA quick_check").fetchone()[0]
            if verdict != "ok":
                raise BackupError(f"{source.name} is damaged ({verdict}); no backup was made")
            if _stamp(dst) != expected:
                raise BackupError(f"the copy of {source.name} differs from it; no backup was made")
        _check_cancel(cancel)
        with partial.open("rb") as handle:
            os.fsync(handle.fileno())
        _check_cancel(cancel)
        partial.replace(target)
        _sync_folder(target.parent)
    except sqlite3.Error as exc:
        _check_cancel(cancel)
        error = BackupError(f"{source.name} could not be copied: {exc}")
        error.failure = failure(exc)
        raise error from None
    finally:
        partial.unlink(missing_ok=True)
        # A copy that failed part-way (a full disk) leaves SQLite's journal beside it.
        partial.with_name(f"{partial.name}-journal").unlink(missing_ok=True)
        if lock >= 0:
            os.close(lock)


def _claim(partial: Path) -> int:
    """Create the partial file and lock it, so no other instance takes it for stale.

    Returns the descriptor holding the lock (-1 without file locks: on Windows an open
    file could be neither renamed nor deleted, and SQLite's own handle protects it).
    """
    fd = os.open(partial, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
    if fcntl is None:  # pragma: no cover - Windows
        os.close(fd)
        return -1
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    return fd


def _stepper(cancel: threading.Event | None) -> Callable[[int, int, int], None]:
    def progress(_status: int, _remaining: int, _total: int) -> None:
        _check_cancel(cancel)

    return progress


def _check_cancel(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise BackupCancelled("the backup was cancelled")


def _sync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX); where folders cannot be opened, skip it."""
    if not hasattr(os, "O_DIRECTORY"):  # pragma: no cover - Windows
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _not_a_file(path: Path) -> str:
    """Why ``path``, not a regular file, is not read: it is not there, or what it is."""
    try:
        mode = path.stat().st_mode
    except (OSError, ValueError):
        return f"there is no file {path}"
    if stat.S_ISDIR(mode):
        what = "a folder"
    elif stat.S_ISFIFO(mode):
        what = "a named pipe"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "a device"
    else:
        what = "not a regular file"
    return f"{path} is {what}, not a database file"


def _connect_readonly(path: Path) -> sqlite3.Connection:
    if not path.is_file():
        raise BackupError(_not_a_file(path))
    # With no journal beside it no one has the file open: read it as immutable, so that
    # a WAL-mode file does not get an empty -wal and -shm left beside it.
    journals = [_wal(path), _shm(path), Path(f"{path}-journal")]
    flags = "mode=ro" if any(p.exists() for p in journals) else "mode=ro&immutable=1"
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?{flags}", uri=True, timeout=10)
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
