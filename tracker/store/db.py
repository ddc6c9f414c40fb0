"""Opening a database: the engine, its durability settings and schema migrations."""

from __future__ import annotations

import contextlib
import datetime as dt
import enum
import logging
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import event as sa_event
from sqlalchemy import inspect as sa_inspect
from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, NoSuchModuleError
from sqlalchemy.exc import DatabaseError as SADatabaseError
from sqlalchemy.pool import NullPool, StaticPool
from sqlmodel import Session, create_engine

from tracker.core.hints import Hint, Hinted, hinted, joined
from tracker.core.i18n import gettext as _
from tracker.store.access import read_only_message, read_only_reason
from tracker.store.errors import (
    CommitLost,
    DatabaseBusy,
    Failure,
    MissingDatabase,
    ServerLost,
    Unusable,
    UnusableDatabase,
    failure,
    no_answer,
)
from tracker.store.errors import DatabaseError as DatabaseError
from tracker.store.match import live
from tracker.store.place import APP_NAME as APP_NAME
from tracker.store.place import default_path as default_path
from tracker.store.place import resolve_url as resolve_url
from tracker.store.reach import limits, session_settings, takes_limits, with_address
from tracker.store.schema import HEAD_REVISION
from tracker.store.transfer import backup
from tracker.store.urls import hide_secrets as hide_secrets
from tracker.store.urls import shown_url as shown_url
from tracker.store.urls import url_secrets as url_secrets
from tracker.store.urls import without_secrets as without_secrets

if TYPE_CHECKING:  # Alembic is loaded only when a schema is to be created or upgraded
    from alembic.config import Config
    from alembic.script import ScriptDirectory

MIGRATIONS = Path(__file__).with_name("migrations")
#: How long a write waits for another instance's write to finish before giving up.
BUSY_TIMEOUT_MS = 10_000
_log = logging.getLogger(__name__)


def _script() -> ScriptDirectory:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(_config())


def _config() -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def head_revision() -> str:
    """The newest schema revision this version of the application knows."""
    head = _script().get_current_head()
    assert head is not None
    return head


def known_revisions() -> set[str]:
    """Every schema revision this version of the application can open."""
    return {rev.revision for rev in _script().walk_revisions()}


def _is_known(revision: str) -> bool:
    """True if this version can open a database at ``revision`` (the head without Alembic)."""
    return revision == HEAD_REVISION or revision in known_revisions()


class Stage(enum.Enum):
    """How far a transaction had gone when its database failed it."""

    #: Only reading: nothing was being written.
    READING = "reading"
    #: Writing, before the commit: a failure leaves nothing of it stored.
    WRITING = "writing"
    #: The commit was sent: a connection lost now leaves it unknown whether it was stored.
    COMMITTING = "committing"


def connection_lost(url: str, stage: Stage) -> str:
    """What the user is told when the server of ``url`` cannot be reached or the connection
    to it was lost, at ``stage``: whether anything was stored, and what to do."""
    server = make_url(url).host or "localhost"
    if stage is Stage.COMMITTING:
        return _(
            "the connection to the database server {server} was lost as this was being "
            "stored: it may have been stored or not; once the server can be reached again, "
            "check what it holds before entering it again"
        ).format(server=server)
    if stage is Stage.WRITING:
        return _(
            "the database server {server} cannot be reached (or the connection to it was "
            "lost): nothing was stored; check the network, or that the server is running, "
            "and try again"
        ).format(server=server)
    return _(
        "the database server {server} cannot be reached (or the connection to it was "
        "lost); check the network, or that the server is running, and try again"
    ).format(server=server)


@dataclass
class Database:
    """An open database: its engine, ready for sessions."""

    engine: Engine
    url: str
    #: How many automatic backups to keep (None: ``TRACKER_BACKUPS`` or the default).
    backups: int | None = None
    #: Told (with the seconds it will wait) when a write must wait for another program's.
    on_wait: Callable[[float], None] | None = None
    #: The backup on opening was left to the caller (the window takes it off its thread).
    open_backup_due: bool = False
    #: Why this database may only be read ("role tracker_reporter"); "" if it may be written.
    read_only: str = ""
    #: The file opened (SQLite): its absolute path, device and inode, to tell whether the
    #: file at the path is still the one every connection writes to.
    opened_file: tuple[Path, int, int] | None = None
    #: The problem :meth:`check_file` found with the file ("" if none).
    _file_lost: str = field(default="", init=False, repr=False)

    def file_problem(self) -> str:
        """Why the database file is no longer the one opened (deleted, moved or replaced
        while open), or "" if it still is. One ``stat``: cheap enough for every commit.

        SQLite keeps writing to a file deleted or renamed under it: every commit would
        be confirmed, and lost when the program ends.
        """
        if self.opened_file is None:
            return ""
        path, device, inode = self.opened_file
        try:
            now = path.stat()
        except FileNotFoundError:
            return f"its file {path} was deleted or moved while it was open"
        except OSError as exc:
            return f"its file {path} cannot be reached any more ({exc.strerror or exc})"
        if (now.st_dev, now.st_ino) != (device, inode):
            return f"its file {path} was replaced by another file while it was open"
        return ""

    def check_file(self) -> str:
        """:meth:`file_problem`; when there is one, the database is from then on treated
        as one that may only be read (every write refused at once, saying why)."""
        problem = self.file_problem()
        if problem:
            self.read_only = self._file_lost = problem
        return problem

    def file_restored(self) -> None:
        """A restore put the database back at the path: the file there now is the one
        written to (the connections are closed first) and checked from then on."""
        self.engine.dispose()
        if self.opened_file is not None:
            self.opened_file = _identity(self.opened_file[0]) or self.opened_file
        if self._file_lost and self.read_only == self._file_lost:
            self.read_only = ""
        self._file_lost = ""

    def _check_file(self) -> None:
        problem = self.check_file()
        if problem:
            raise DatabaseError(file_lost_message(problem))

    @property
    def one_connection(self) -> bool:
        """True if every session shares one connection (a database in memory): a read
        on another thread would share it too, so such a database is read on one thread."""
        return isinstance(self.engine.pool, StaticPool)

    @property
    def on_server(self) -> bool:
        """True for a database server reached over a network (not a file): a read may
        wait on the network, for the connection timeout if it went silent."""
        return self.engine.dialect.name != "sqlite"

    @property
    def shown_url(self) -> str:
        """The URL as it may be shown or logged: any password replaced by ``***``."""
        return shown_url(self.url)

    @property
    def path(self) -> Path | None:
        """The database file, for SQLite."""
        url = make_url(self.url)
        if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
            return Path(url.database)
        return None

    def _error(
        self,
        exc: BaseException,
        stage: Stage = Stage.READING,
        noted: dict[str, object] | None = None,
    ) -> DatabaseError:
        """``exc`` in the user's words; another program writing to it says this database,
        a server out of reach says whether what was being written was stored (one lost
        as the commit was sent is a :class:`CommitLost` carrying ``noted``)."""
        found = failure(exc)
        if found is Failure.LOCKED:
            return DatabaseBusy(_explain(exc), self.url)
        if found is Failure.CONNECTION and stage is Stage.COMMITTING:
            return CommitLost(connection_lost(self.url, stage), dict(noted or {}))
        if found is Failure.CONNECTION:
            return ServerLost(connection_lost(self.url, stage))
        return DatabaseError(_explain(exc))

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session for reading."""
        # Closing the session is inside too: on a connection the server dropped, its
        # rollback fails there (SQLAlchemy 2.0), after the read itself.
        try:
            with Session(self.engine, expire_on_commit=False) as session:
                yield session
        except SADatabaseError as exc:
            if isinstance(exc, IntegrityError):
                raise
            raise self._error(exc) from exc
        except sqlite3.OperationalError as exc:  # from a raw DB-API call
            raise self._error(exc) from exc

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """One transaction for one user action: committed on exit, rolled back on error.

        On SQLite the transaction starts with ``BEGIN IMMEDIATE`` so that two instances
        on one file serialise their writes instead of failing half-way. On PostgreSQL
        the matches it changed are announced to listening clients as it commits. A
        database opened read-only refuses at once, before anything is tried. What the
        caller notes in the session's ``info`` comes back with a :class:`CommitLost`.
        """
        if self.read_only:
            raise DatabaseError(read_only_message(self.read_only))
        self._check_file()
        engine = self.engine.execution_options(sqlite_immediate=True, on_wait=self.on_wait)
        stage = Stage.WRITING
        noted: dict[Any, Any] = {}
        # Closing the session is inside too (see reading): a failure there, after the
        # transaction's own, would otherwise leave the driver's error in its place.
        try:
            with Session(engine, expire_on_commit=False) as session:
                noted = session.info
                with session.begin():
                    yield session
                    live.announce(session)
                    self._check_file()  # the last moment before the commit: rolled back
                    session.flush()
                    stage = Stage.COMMITTING  # lost from here, the server may have it
        except SADatabaseError as exc:
            if isinstance(exc, IntegrityError):
                raise
            raise self._error(exc, stage, noted) from exc
        except sqlite3.OperationalError as exc:  # from a raw DB-API call
            raise self._error(exc, stage, noted) from exc

    def close(self) -> None:
        """Release the engine's connections."""
        self.engine.dispose()


def _sqlite_pragmas(engine: Engine) -> None:
    @sa_event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy's "begin" event decide how transactions start (see below).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @sa_event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        immediate = connection.get_execution_options().get("sqlite_immediate", False)
        on_wait = connection.get_execution_options().get("on_wait")
        if immediate and on_wait is not None and BUSY_TIMEOUT_MS > _QUIET_WAIT_MS:
            _begin_immediate(connection, on_wait)
            return
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _postgres_sessions(engine: Engine) -> None:
    """Every session in UTC: time stamps are stored without a zone, as on SQLite, and
    clients of one server in different zones (or a server set to local time) must
    agree on them (which match was worked on last). And with the limits that keep a
    client's silent network from holding a match's row locked for hours, and a write
    from waiting for such a lock for ever (:func:`tracker.store.reach.session_settings`).
    """

    @sa_event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # One round trip (no parameters: the names and numbers are our own).
        settings = "".join(f"; SET {name} = {value}" for name, value in session_settings().items())
        with dbapi_connection.cursor() as cursor:
            cursor.execute(f"SET TIME ZONE 'UTC'{settings}")
        dbapi_connection.commit()


def _looked_up_in_time(engine: Engine) -> None:
    """Each connection to a server given by name opened to the address its name was
    looked up to within the connection timeout (see :func:`tracker.store.reach.with_address`):
    a name not looked up in time is a server that cannot be reached."""

    @sa_event.listens_for(engine, "do_connect")
    def _on_do_connect(dialect: Any, _record: Any, _args: Any, params: dict[str, Any]) -> None:
        try:
            params.update(with_address(params))
        except TimeoutError as exc:
            dbapi = dialect.loaded_dbapi
            # psycopg's own error for a connection attempt that timed out (an
            # OperationalError): the server does not answer, as far as anyone can tell.
            timeout = getattr(getattr(dbapi, "errors", None), "ConnectionTimeout", None)
            raise (timeout or dbapi.OperationalError)(str(exc)) from None


#: How long a write tries before it says that it waits for another program's.
_QUIET_WAIT_MS = 200


def _begin_immediate(connection: Any, on_wait: Callable[[float], None]) -> None:
    """``BEGIN IMMEDIATE``, calling ``on_wait`` first if another program holds the lock.

    SQLite waits in silence (its busy timeout); Python offers no busy handler, so the
    first attempt waits only briefly, and the long wait follows the announcement.
    """
    connection.exec_driver_sql(f"PRAGMA busy_timeout = {_QUIET_WAIT_MS}")
    try:
        connection.exec_driver_sql("BEGIN IMMEDIATE")
        return
    except SADatabaseError as exc:
        if failure(exc) is not Failure.LOCKED:
            raise
    finally:
        connection.exec_driver_sql(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    on_wait((BUSY_TIMEOUT_MS - _QUIET_WAIT_MS) / 1000)
    connection.exec_driver_sql("BEGIN IMMEDIATE")


def parse_url(url: str) -> URL:
    """``url`` parsed; a :class:`DatabaseError` if it is not one SQLAlchemy can use."""
    try:
        return make_url(url)
    except (ArgumentError, ValueError):
        raise DatabaseError(
            f"{shown_url(url)!r} is neither a database file nor a database URL"
        ) from None


def create_db_engine(url: str) -> Engine:
    """An engine for ``url`` with durable settings on SQLite."""
    parsed = parse_url(url)
    if parsed.get_backend_name() != "sqlite":
        shown = parsed.render_as_string(hide_password=True)
        try:
            # A network gone silent costs seconds, not minutes (see tracker.store.reach).
            engine = create_engine(url, pool_pre_ping=True, connect_args=limits(parsed))
        except NoSuchModuleError:
            raise DatabaseError(
                f"cannot open {shown}: {parsed.drivername!r} is not a kind of database "
                "Match Tracker knows"
            ) from None
        except ImportError as exc:  # the dialect is known but its driver is not installed
            raise DatabaseError(
                f"cannot open {shown}: its database driver ({exc.name or exc}) is not installed"
            ) from None
        if parsed.get_backend_name() == "postgresql":
            _postgres_sessions(engine)
        if takes_limits(parsed):
            _looked_up_in_time(engine)
        return engine
    memory = parsed.database in (None, "", ":memory:")
    timeout = BUSY_TIMEOUT_MS / 1000
    kwargs: dict[str, Any] = {"connect_args": {"check_same_thread": False, "timeout": timeout}}
    if memory:
        kwargs["poolclass"] = StaticPool
    engine = create_engine(url, **kwargs)
    _sqlite_pragmas(engine)
    return engine


#: How the error of an SQLite file :func:`open_database` cannot open names it ("cannot
#: open the database: …"): the caller knows which file it gave, and may name it.
A_FILE = "the database"


def open_database(
    location: str | os.PathLike[str] | None = None,
    *,
    create: bool = True,
    backups: int | None = None,
    backup_on_open: bool = True,
) -> Database:
    """Open (and create or migrate) the database at ``location``.

    An SQLite file is backed up (see :mod:`tracker.store.transfer.backup`; ``backups`` is how
    many to keep, default ``TRACKER_BACKUPS`` or 10): always before a schema upgrade,
    else when it changed since its newest backup. Without ``backup_on_open`` that
    second backup is left to the caller (``open_backup_due`` says if one is due).
    Raises :class:`DatabaseError` with a message for the user when the file is not a
    database, is from a newer version, or cannot be written.
    """
    url = resolve_url(location)
    parsed = parse_url(url)
    path, existed = _sqlite_file(parsed, create=create)
    frozen = _frozen(path) if path is not None and existed else ""
    engine = _snapshot_engine(path) if path is not None and frozen else create_db_engine(url)
    try:
        _bring_up_to_date(engine, path, frozen, backups)
    except DatabaseError:
        engine.dispose()
        raise
    except (SADatabaseError, sqlite3.DatabaseError) as exc:
        engine.dispose()
        what = A_FILE if parsed.get_backend_name() == "sqlite" else shown_url(url)
        raise _not_opened(exc, what, hide_secrets(url, _explain(exc))) from None
    if path is not None and not frozen:
        backup.clear_stale_parts(path)
    read_only = read_only_reason(engine, path) or frozen
    # A new database has nothing to lose yet; one that may not be written, nothing to
    # lose here (nothing will be written).
    due = path is not None and existed and not read_only
    if path is not None and due and backup_on_open:
        due = False
        try:
            backup.make_backup(path, "open", keep=backups, if_changed=True)
        except backup.BackupError as exc:  # the database itself is fine: open it anyway
            _log.warning("no backup was made on opening: %s", exc)
    return Database(
        engine=engine,
        url=url,
        backups=backups,
        open_backup_due=due,
        read_only=read_only,
        opened_file=_identity(path),
    )


def _not_opened(exc: BaseException, what: str, reason: str | Hinted) -> DatabaseError:
    """The error of a database ``what`` that ``exc`` kept from being opened: one another
    program was writing to, a damaged one, or another problem (``reason``)."""
    message = joined(f"cannot open {what}: ", reason)
    found = failure(exc)
    if found is Failure.LOCKED:
        return DatabaseBusy(message)
    if found in (Failure.DAMAGED, Failure.NOT_A_DATABASE):
        return UnusableDatabase(message, _DAMAGED_OR_FOREIGN, Unusable.DAMAGED)
    return DatabaseError(message)


#: What is wrong with a file SQLite calls damaged, or not a database, once it is read.
_DAMAGED_OR_FOREIGN = "is damaged or is not a Match Tracker database"


def _sqlite_file(parsed: URL, *, create: bool) -> tuple[Path | None, bool]:
    """The SQLite file of ``parsed`` (None for a server or memory), checked to be a
    database or made a place for, and whether it existed with something in it."""
    if not (
        parsed.get_backend_name() == "sqlite" and parsed.database and parsed.database != ":memory:"
    ):
        return None, False
    path = Path(parsed.database)
    existed = path.is_file() and path.stat().st_size > 0
    if path.is_dir():
        raise DatabaseError(f"{path} is a folder, not a database file")
    if not path.exists():
        if not create:
            raise MissingDatabase(f"there is no database at {path}")
        if not path.parent.is_dir():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise DatabaseError(
                    f"cannot create the folder {path.parent}: {exc.strerror}"
                ) from None
    elif not _looks_like_sqlite(path):
        raise _refused(path, "is not a Match Tracker database (not an SQLite file)")
    elif path.stat().st_size:
        _check_before_opening(path)
    return path, existed


def _bring_up_to_date(engine: Engine, path: Path | None, frozen: str, backups: int | None) -> None:
    """Upgrade the schema (a backup first) and fill what older versions did not keep;
    a database that may not be written must be up to date already."""
    was = _stored_revision(engine)
    if frozen and was != HEAD_REVISION:
        raise DatabaseError(
            f"{path} needs an upgrade for this version of Match Tracker, but {frozen}: "
            "open it once where it may be written"
        )
    if not frozen:
        upgrade(engine, before=_upgrade_backup(path, backups) if path is not None else None)
        _fill_summaries(engine)
    if was is not None and was < _PLACES_REVISION:
        _fill_places(engine)


def _identity(path: Path | None) -> tuple[Path, int, int] | None:
    """The file's absolute path, device and inode (None for a server or no file)."""
    if path is None:
        return None
    try:
        found = path.stat()
    except OSError:
        return None
    return path.absolute(), found.st_dev, found.st_ino


def file_lost_message(problem: str) -> Hinted:
    """What the user is told when the database file went away under the program."""
    return hinted(
        "nothing was written: the database is not there any more ({problem}); save the "
        "match elsewhere ({hint}) and open the database again",
        Hint(("export", "MATCH"), menu="File › Export…"),
        problem=problem,
    )


def _frozen(path: Path) -> str:
    """Why a database file is opened as a read-only snapshot, or "" if it is not.

    A file on a read-only mount, or in a folder that may not be written, cannot be
    opened the usual way: SQLite's write-ahead log needs its ``-shm`` file beside it.
    With no log beside it no program has it open for writing, so it is read
    ``immutable``, as it is when opened: nothing is written, not even a lock. A file
    with a log left beside it is opened as before (read-only, reading the log).
    """
    if any(Path(f"{path}{suffix}").exists() for suffix in ("-wal", "-shm", "-journal")):
        return ""
    return _read_only_place(path)


def _read_only_place(path: Path) -> str:
    """Why no log can be made beside ``path`` ("" if one can): the mount, or its folder."""
    try:
        if os.statvfs(path).f_flag & getattr(os, "ST_RDONLY", 0):
            return "it is on a read-only mount"
    except OSError:
        pass
    # A file that may not be written in a folder that may is opened as before: SQLite
    # reads it, and follows what others write to it, through the logs it can create.
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return f"its folder {path.parent} is read-only"
    return ""


def _snapshot_engine(path: Path) -> Engine:
    """An engine reading ``path`` as an immutable, read-only SQLite file."""
    uri = f"{path.resolve().as_uri()}?mode=ro&immutable=1"
    timeout = BUSY_TIMEOUT_MS / 1000

    def connect() -> sqlite3.Connection:
        return sqlite3.connect(uri, uri=True, check_same_thread=False, timeout=timeout)

    engine = create_engine("sqlite://", creator=connect, poolclass=NullPool)
    _sqlite_pragmas(engine)
    return engine


def _fill_summaries(engine: Engine) -> None:
    """Fill the list figures of matches stored before they were kept (or derived anew)."""
    from tracker.store.match import replays, summaries

    with Session(engine) as session:
        if not summaries.stale_ids(session):
            return
    with Session(engine.execution_options(sqlite_immediate=True)) as session, session.begin():
        count = replays.rebuild_stale(session)
    _log.info("filled the stored figures of %d matches", count)


#: The first schema that keeps competitions and people: a database upgraded from an
#: older one has its matches placed and its squads linked once, after the upgrade.
_PLACES_REVISION = "0004"


def _fill_places(engine: Engine) -> None:
    """Place the matches of a database from before competitions were kept.

    Each match gets its edition and round from its competition and stage text, and
    its squads are linked to people. It runs once, just after the upgrade to the
    schema that keeps them (and not at all if competitions are kept already).
    """
    from sqlalchemy import select

    from tracker.store.people import squadlinks as people
    from tracker.store.results import competitions
    from tracker.store.tables import CompetitionRow, MatchRow

    kept: Any = CompetitionRow.__table__  # type: ignore[attr-defined]
    matches: Any = MatchRow.__table__  # type: ignore[attr-defined]
    with Session(engine) as session:
        if session.execute(select(kept.c.id).limit(1)).first() is not None:
            return
        if session.execute(select(matches.c.id).limit(1)).first() is None:
            return
    with Session(engine.execution_options(sqlite_immediate=True)) as session, session.begin():
        placed = competitions.fill_places(session)
        linked = people.link_players(people.Linker(session), None)
    _log.info("placed %d matches in their competitions, linked %d players", placed, linked)


def _upgrade_backup(path: Path, keep: int | None) -> Callable[[], None]:
    def before() -> None:
        try:
            count = backup.keep_from_env() if keep is None else keep
            backup.make_backup(path, "upgrade", keep=max(1, count))
        except backup.BackupError as exc:
            raise DatabaseError(
                f"the database needs an upgrade but could not be backed up first, so it was "
                f"left untouched: {exc}"
            ) from None

    return before


#: A restore, the way out of a damaged database file that has backups.
_RESTORE = Hint(("restore",), menu="File > Restore from backup")


def _restore_hint(path: Path) -> str | Hinted:
    """What to do about the damaged file ``path``: restore one of its backups, where
    it has any (else a restore only says there are none), or choose another."""
    try:
        backed_up = bool(backup.list_backups(path))
    except OSError:
        backed_up = True  # cannot tell: the way out is still worth naming
    if not backed_up:
        return "no backup of it was made; choose another database"
    return hinted("restore a backup ({hint}) or choose another database", _RESTORE)


#: Up to this size a file gets SQLite's full ``quick_check`` on every open (≈20 ms);
#: a larger one only when it was not closed cleanly (see :func:`_check_before_opening`).
FULL_CHECK_BYTES = 8 * 1024 * 1024


def _check_before_opening(path: Path) -> None:
    """Read-only checks, so that a damaged file or a newer one is refused untouched.

    The header, the schema, the first page of every table and the schema revision are
    read on every open: a few pages whatever the size. SQLite's full ``quick_check``
    (which reads every page) runs too when the file is small, or when a write-ahead
    log beside it says it was not closed cleanly (a crash, or another instance has it
    open). A large file closed cleanly is not read whole here: damage deeper in it
    shows when that part is read, or when the file is next backed up (the copy gets
    the full check). A file with no log beside it is opened ``immutable``, so that not
    even an empty ``-wal``/``-shm`` appears.
    """
    wal = Path(f"{path}-wal")
    dirty = (wal.is_file() and wal.stat().st_size > 0) or Path(f"{path}-journal").exists()
    if wal.is_file() and wal.stat().st_size > 0 and _set_aside_foreign_log(path, wal):
        dirty = Path(f"{path}-journal").exists()
    # With a log to replay, the main file alone may be short: the full check decides.
    _check_header(path, size=not dirty)
    journals = wal.exists() or Path(f"{path}-shm").exists() or dirty
    flags = "mode=ro" if journals else "mode=ro&immutable=1"
    full = dirty or path.stat().st_size <= FULL_CHECK_BYTES
    uri = f"{path.resolve().as_uri()}?{flags}"
    try:
        verdict, tables, rows = _read_checks(uri, full=full)
    except sqlite3.Error as exc:
        reason: str | Hinted = _explain(exc)
        if failure(exc) in (Failure.DAMAGED, Failure.NOT_A_DATABASE):
            reason = joined(reason, " and was left untouched; ", _restore_hint(path))
        raise _not_opened(exc, str(path), reason) from None
    if verdict != "ok":
        raise _damaged(path)
    if tables and "alembic_version" not in tables:
        raise _refused(path, _NOT_OURS)
    if tables and len(rows) != 1:
        problem = "records no schema version, so it is damaged or not a Match Tracker database"
        message = f"{path} {problem}; it was left untouched"
        raise UnusableDatabase(message, problem, Unusable.DAMAGED)
    revision = rows[0][0] if rows else None
    if revision is not None and not _is_known(revision):
        raise _refused(path, _NOT_OURS) if _foreign(tables) else _newer(revision)


#: What is wrong with another program's SQLite database.
_NOT_OURS = "is an SQLite file but not a Match Tracker database"


def _refused(path: Path, problem: str) -> UnusableDatabase:
    """The error of the file ``path``, which is not a Match Tracker database."""
    return UnusableDatabase(f"{path} {problem}", problem, Unusable.FOREIGN)


def _damaged(path: Path) -> UnusableDatabase:
    """The error of the file ``path``, which is damaged (cut short, or failing checks)."""
    message = joined(f"{path} is damaged and was left untouched; ", _restore_hint(path))
    return UnusableDatabase(message, "is damaged", Unusable.DAMAGED)


def _newer(revision: str) -> UnusableDatabase:
    """The error of a database at the schema ``revision``, from a newer version."""
    problem = f"was written by a newer version of Match Tracker (schema {revision})"
    message = f"this database {problem}; it was left untouched. Update Match Tracker to open it."
    return UnusableDatabase(message, problem, Unusable.NEWER)


def _read_checks(uri: str, *, full: bool) -> tuple[str, set[str], list[Any]]:
    """Read through ``uri``: SQLite's verdict (``ok`` unless ``full`` finds damage), the
    names in the schema, and the schema revision rows; the first page of every table
    is read on the way."""
    with contextlib.closing(sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)) as conn:
        verdict = conn.execute("PRAGMA quick_check").fetchone()[0] if full else "ok"
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            quoted = '"' + name.replace('"', '""') + '"'
            conn.execute(f"SELECT * FROM {quoted} LIMIT 1").fetchall()  # its root page
        rows = []
        if "alembic_version" in tables:
            rows = conn.execute("SELECT version_num FROM alembic_version").fetchall()
    return verdict, tables, rows


def _set_aside_foreign_log(path: Path, wal: Path) -> bool:
    """Set aside a write-ahead log that does not belong to the file beside it.

    A ``-wal`` left by another copy of the database (copied or restored beside this
    one) replays cleanly page by page, yet leaves tables and indexes disagreeing:
    ``quick_check`` passes, ``integrity_check`` does not, and the application would
    then write on top. So a log to replay is checked with ``integrity_check``; when
    the file with it is damaged but the file alone is sound, the log is foreign: it is
    renamed (never replayed, never deleted) and a warning says where it is. Returns
    whether it was set aside.
    """
    if _integrity(f"{path.resolve().as_uri()}?mode=ro") in ("ok", "unreadable"):
        return False  # sound with it, or it cannot be judged: the usual checks decide
    import tempfile

    with tempfile.TemporaryDirectory(prefix="match-tracker-check-") as folder:
        alone = Path(folder) / path.name
        try:
            shutil.copyfile(path, alone)
        except OSError:
            return False
        if _integrity(f"{alone.resolve().as_uri()}?mode=ro") != "ok":
            return False  # the file itself is damaged: the usual checks say so
    stamp = dt.datetime.now().strftime("%Y%m%dT%H%M%S")
    aside = wal.with_name(f"{wal.name}.set-aside-{stamp}")
    try:
        wal.rename(aside)
        with contextlib.suppress(OSError):
            Path(f"{path}-shm").rename(aside.with_name(f"{path.name}-shm.set-aside-{stamp}"))
    except OSError as exc:
        raise DatabaseError(
            f"{path} has a write-ahead log beside it that does not belong to it, and it "
            f"cannot be set aside ({exc.strerror or exc}); move {wal.name} away, then open it"
        ) from None
    _log.warning(
        "the write-ahead log beside %s did not belong to it (with it the database fails "
        "its integrity check): it was set aside as %s, not replayed",
        path,
        aside.name,
    )
    return True


def _integrity(uri: str) -> str:
    """SQLite's ``integrity_check`` verdict on the database at ``uri``: "ok", what is
    wrong, or "unreadable" when it cannot be opened at all."""
    try:
        with contextlib.closing(
            sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
        ) as conn:
            return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        return "malformed" if failure(exc) is Failure.DAMAGED else "unreadable"
    except sqlite3.Error:
        return "unreadable"


def _foreign(tables: set[str]) -> bool:
    """Whether a file with an ``alembic_version`` of a schema we do not know is another
    program's (Alembic is common) rather than a newer Match Tracker's: ours, from the
    first schema on, always have the ``match`` and ``event`` tables."""
    return not {"match", "event"} <= tables


def _check_header(path: Path, *, size: bool = True) -> None:
    """Refuse a file whose SQLite header is impossible or (``size``) shorter than it says."""
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
        length = path.stat().st_size
    except OSError as exc:
        raise DatabaseError(f"cannot read {path}: {exc.strerror}") from None
    damaged = _damaged(path)
    if len(header) < 100:
        raise damaged
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise damaged
    if not size:
        return
    pages = int.from_bytes(header[28:32], "big")
    # The page count in the header is valid when written with the change counter.
    if length % page_size or (header[92:96] == header[24:28] and pages * page_size > length):
        raise damaged


def _looks_like_sqlite(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            header = handle.read(16)
    except OSError as exc:
        raise DatabaseError(f"cannot read {path}: {exc.strerror}") from None
    return header == b"SQLite format 3\x00" or header == b""


def current_revision(engine: Engine) -> str | None:
    """The schema revision recorded in the database (None for an empty one)."""
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def _stored_revision(engine: Engine) -> str | None:
    """The one revision ``alembic_version`` records, read directly; else None."""
    with engine.connect() as connection:
        if not sa_inspect(connection).has_table("alembic_version"):
            return None
        rows = connection.exec_driver_sql("SELECT version_num FROM alembic_version").fetchall()
    return str(rows[0][0]) if len(rows) == 1 else None


def upgrade(engine: Engine, before: Callable[[], None] | None = None) -> None:
    """Bring the schema to the newest revision; refuse one from a newer version untouched.

    ``before`` runs just before an existing database is upgraded (to back it up).
    """
    if _stored_revision(engine) == HEAD_REVISION:
        return  # the usual case, told without loading Alembic and the migrations
    from alembic import command

    script = _script()
    current = current_revision(engine)
    known = {rev.revision for rev in script.walk_revisions()}
    if current is not None and current not in known:
        raise _newer(current)
    if current == script.get_current_head():
        return
    if current is not None and before is not None:
        before()
    config = _config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def _explain(exc: BaseException) -> str:
    """What went wrong, in the user's words: from the error's code, else its own message."""
    found = failure(exc)
    if found is Failure.CONNECTION and no_answer(exc):  # a timeout says nothing more
        return _(
            "the server does not answer: check the network, or that the server is "
            "running, and try again"
        )
    said = _FAILURES.get(found) if found is not None else None
    if said is not None:
        return said
    text = str(getattr(exc, "orig", exc) or exc)
    return text.splitlines()[0] if text else type(exc).__name__


_FAILURES = {
    Failure.READ_ONLY: "the database file is read-only",
    Failure.LOCKED: "the database is locked by another program; try again in a moment",
    Failure.DISK_FULL: "the disk is full; nothing was written",
    Failure.DISK_ERROR: "the disk reported an error; nothing was written",
    Failure.DAMAGED: "the file is damaged or is not a Match Tracker database",
    Failure.NOT_A_DATABASE: "the file is damaged or is not a Match Tracker database",
    Failure.CANNOT_OPEN: "the database file cannot be opened",
}
