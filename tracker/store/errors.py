"""The store's error, importable without loading the database libraries, and what a
driver's error is, read from its code rather than its message."""

from __future__ import annotations

import enum

from tracker.core.hints import Hinted, HintedError


class DatabaseError(HintedError, RuntimeError):
    """A database that cannot be opened or written; the message is for the user (a way
    out it names given as :class:`Hinted`, for each front end to write its own way)."""


class ServerLost(DatabaseError):
    """The database server cannot be reached, or the connection to it was lost; the
    message says whether what was being written may have been stored. A client that
    asks the server on its own (a window's check for changes) stops asking until it
    answers again: each try may wait for the connection timeout."""


class MissingDatabase(DatabaseError):
    """No database file where one was to be opened, and none to be made there."""


class DatabaseBusy(DatabaseError):
    """Another program was writing to the database: what was to be written waited for it
    in vain (or could not wait, as it was opened), and none of it was written."""

    def __init__(self, message: str | Hinted, url: str = "") -> None:
        """Keep which database it was.

        Args:
            message: What the user is told.
            url: The database's URL, to tell which of two it was ("" if not known).
        """
        super().__init__(message)
        self.url = url


class CommitLost(DatabaseError):
    """The connection to the server was lost once the commit had been sent: what was
    written may be stored or not. The caller that noted what it wrote in the session's
    ``info`` finds it in :attr:`noted`, to look for it when it reads the database again."""

    def __init__(self, message: str | Hinted, noted: dict[str, object]) -> None:
        """Keep what the transaction noted.

        Args:
            message: What the user is told (that it may have been stored or not).
            noted: The session's ``info`` as the commit was sent.
        """
        super().__init__(message)
        self.noted = noted


class Unusable(enum.Enum):
    """Why a database was refused untouched."""

    #: Damaged: cut short, or failing SQLite's checks (a backup of it may be restored).
    DAMAGED = "damaged"
    #: Not a Match Tracker database: another kind of file, or another program's database.
    FOREIGN = "foreign"
    #: Written by a newer version of Match Tracker (a schema revision this one lacks).
    NEWER = "newer"


class UnusableDatabase(DatabaseError):
    """A database refused untouched: damaged, not Match Tracker's, or from a newer version.

    The message says it of the database opened (``--db``, the window's). A caller that
    opens it as something else (the target of a copy or a push) says it in its own words
    from :attr:`problem` and :attr:`kind`.
    """

    def __init__(self, message: str | Hinted, problem: str, kind: Unusable) -> None:
        """Keep what is wrong apart from the message.

        Args:
            message: What the user is told of the database opened.
            problem: What is wrong, to follow the database's name ("is damaged").
            kind: Why it was refused, for what to do about it.
        """
        super().__init__(message)
        self.problem = problem
        self.kind = kind


class Failure(enum.Enum):
    """What went wrong in the database, as far as the user can act on it."""

    READ_ONLY = "read-only"
    LOCKED = "locked"
    DISK_FULL = "disk full"
    DISK_ERROR = "disk error"
    DAMAGED = "damaged"
    NOT_A_DATABASE = "not a database"
    CANNOT_OPEN = "cannot open"
    INTERRUPTED = "interrupted"
    #: The server cannot be reached, or the connection to it was lost.
    CONNECTION = "connection"


#: SQLite's primary result codes (https://sqlite.org/rescode.html); an extended code's
#: low byte is its primary code (SQLITE_BUSY_SNAPSHOT = 517 is SQLITE_BUSY, 5).
_SQLITE = {
    5: Failure.LOCKED,  # SQLITE_BUSY
    6: Failure.LOCKED,  # SQLITE_LOCKED
    8: Failure.READ_ONLY,  # SQLITE_READONLY
    9: Failure.INTERRUPTED,  # SQLITE_INTERRUPT
    10: Failure.DISK_ERROR,  # SQLITE_IOERR
    11: Failure.DAMAGED,  # SQLITE_CORRUPT
    13: Failure.DISK_FULL,  # SQLITE_FULL
    14: Failure.CANNOT_OPEN,  # SQLITE_CANTOPEN
    26: Failure.NOT_A_DATABASE,  # SQLITE_NOTADB
}
#: PostgreSQL's SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html).
_SQLSTATE = {
    "25006": Failure.READ_ONLY,  # read_only_sql_transaction
    "55P03": Failure.LOCKED,  # lock_not_available
    "53100": Failure.DISK_FULL,  # disk_full
    "58030": Failure.DISK_ERROR,  # io_error
    "XX001": Failure.DAMAGED,  # data_corrupted
    "XX002": Failure.DAMAGED,  # index_corrupted
    "57014": Failure.INTERRUPTED,  # query_canceled
    "57P01": Failure.CONNECTION,  # admin_shutdown: the server is stopping
    "57P02": Failure.CONNECTION,  # crash_shutdown
    "57P03": Failure.CONNECTION,  # cannot_connect_now: the server is starting
}
#: The SQLSTATE class of a connection that failed or was lost (08000, 08006, ...).
_CONNECTION_CLASS = "08"
#: Python 3.10's sqlite3 errors carry no code: their messages, SQLite's own words.
_SQLITE_WORDS = (
    ("readonly", Failure.READ_ONLY),
    ("database is locked", Failure.LOCKED),
    ("database table is locked", Failure.LOCKED),
    ("interrupted", Failure.INTERRUPTED),
    ("disk i/o error", Failure.DISK_ERROR),
    ("malformed", Failure.DAMAGED),
    ("database or disk is full", Failure.DISK_FULL),
    ("unable to open", Failure.CANNOT_OPEN),
    ("not a database", Failure.NOT_A_DATABASE),
)


def failure(exc: BaseException) -> Failure | None:
    """What ``exc`` (a driver's error, or SQLAlchemy's wrapping one) says went wrong.

    Read from SQLite's result code (``sqlite_errorcode``, Python 3.11+) or PostgreSQL's
    SQLSTATE (psycopg's ``sqlstate``); None for any other error.
    """
    if getattr(exc, "connection_invalidated", False):  # SQLAlchemy saw the connection go
        return Failure.CONNECTION
    error = getattr(exc, "orig", None) or exc
    state = getattr(error, "sqlstate", None)
    if isinstance(state, str):
        return Failure.CONNECTION if state.startswith(_CONNECTION_CLASS) else _SQLSTATE.get(state)
    if _no_connection(error):
        return Failure.CONNECTION
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        return _SQLITE.get(code & 0xFF)
    if type(error).__module__ in ("sqlite3", "_sqlite3"):  # Python 3.10: no code
        said = str(error).lower()
        return next((kind for words, kind in _SQLITE_WORDS if words in said), None)
    return None


def no_answer(exc: BaseException) -> bool:
    """True for a connection attempt that gave up waiting (libpq's ``connect_timeout``):
    the server never answered, as when its network has gone silent."""
    error = getattr(exc, "orig", None) or exc
    if any(kind.__name__ == "ConnectionTimeout" for kind in type(error).__mro__):
        return True  # psycopg 3
    return _no_connection(error) and str(error).strip() == "timeout expired"  # psycopg2


def _no_connection(error: BaseException) -> bool:
    """True for psycopg's error of a server that cannot be reached or went away: an
    ``OperationalError`` the server did not send (no SQLSTATE), raised by the client."""
    kind = type(error)
    return kind.__module__.startswith("psycopg") and any(
        base.__name__ == "OperationalError" for base in kind.__mro__
    )
