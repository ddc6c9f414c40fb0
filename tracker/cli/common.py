"""What every command shares: its errors, the guard, the service factory and the argument types.

A command says a mistake by raising :class:`UserError` (one line, no traceback);
:func:`_guard` turns the services' and the database's errors into one; :func:`_service`
opens the database the command names. The argument types check ids, counts and text
as they are parsed.

Every command takes its ids through :func:`record_id` and its free text through
:func:`text`, so a value no database can hold (an id of 2**63, bytes that are not
UTF-8) is one usage line, said before anything is opened.
"""

from __future__ import annotations

import argparse
import errno
import gc
import io
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from tracker.core.hints import Hint, Hinted, HintedError, Writer

if TYPE_CHECKING:  # the window starts without loading the database layers
    from tracker.services import MatchService
    from tracker.services.reading import MatchReader
    from tracker.store.db import Database

T = TypeVar("T")

PROG = "match-tracker"

#: The largest id either backend stores (a signed 64-bit integer).
MAX_ID = 2**63 - 1
#: The longest text an argument may be (names are far shorter; a search is a name).
MAX_TEXT = 1000
#: The longest JSON argument (a competition's rules are a few hundred characters).
MAX_JSON = 100_000


#: How every command's MATCH argument is explained.
MATCH_HELP = "the match id (see 'list')"


def command_line(args: argparse.Namespace, command: str) -> str:
    """A command as the user can type it next: ``match-tracker --db 'my league.db'
    restore NUMBER``. It names the database this one was given, so that it is not run
    on the default library; a password in a server's URL is masked, never shown."""
    if args.db is None:
        return f"{PROG} {command}"
    import shlex

    from tracker.store.urls import shown_url

    return f"{PROG} --db {shlex.quote(shown_url(args.db))} {command}"


def hint_writer(args: argparse.Namespace) -> Writer:
    """How this command writes a way out a service or the database names: the command
    with the ``--db`` it was given (:func:`command_line`), or with the database the
    hint is for when that is another (a copy's target)."""

    def write(hint: Hint) -> str:
        return hint.written() if hint.db else command_line(args, hint.command())

    return write


def said(message: str | Hinted | BaseException, args: argparse.Namespace) -> str:
    """A message (an error's, or a line a service gives) as this command says it: a way
    out it names written with the database the command was given (:func:`hint_writer`)."""
    found = getattr(message, "hinted", None) if isinstance(message, BaseException) else message
    if isinstance(found, Hinted):
        return found.said(hint_writer(args))
    return str(message)


def add_json(parser: argparse.ArgumentParser, says: str) -> None:
    """``--json``: the command's output as JSON, with the keys ``says`` names (see README)."""
    parser.add_argument("--json", action="store_true", help=says)


def print_json(value: object) -> None:
    """``value`` as indented JSON on stdout, non-ASCII letters as they are."""
    import json

    text = json.dumps(value, ensure_ascii=False, indent=2, default=str) + "\n"
    write_stdout(text.encode("utf-8"))


def write_stdout(data: bytes) -> None:
    """All of ``data`` to standard output, or a :class:`UserError` saying why not.

    A write to a file on a full disk may take part of the data and then fail (or
    report nothing written): it is written on from where it stopped until all is
    written or the system refuses, which is one line, never a file cut short and
    a success. A reader gone away (``| head``) is left to the command line, as for
    any output (:class:`BrokenPipeError`).
    """
    sys.stdout.flush()  # what print() holds goes first
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # a stream in memory (a caller's)
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    view, done = memoryview(data), 0
    try:
        while done < len(data):
            written = os.write(fd, view[done:])
            if written <= 0:  # nothing taken, and no error said: the disk is full
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            done += written
    except BrokenPipeError:
        raise
    except OSError as exc:
        part = f" ({done} of {len(data)} bytes written)" if done else ""
        raise UserError(f"{STDOUT_FAILED}: {exc.strerror or exc}{part}") from None


#: How a failed write to standard output begins its one line.
STDOUT_FAILED = "cannot write to standard output"


class StdoutError(OSError):
    """Standard output refused what a command printed (a full disk, ``/dev/full``)."""


class _Stdout(io.RawIOBase):
    """Standard output's file descriptor, its errors told from any other's."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd

    def writable(self) -> bool:
        """It is written."""
        return True

    def fileno(self) -> int:
        """Standard output's descriptor (never closed here)."""
        return self._fd

    def write(self, data: Any) -> int:
        """As ``os.write``; an error other than a reader gone is a :class:`StdoutError`."""
        try:
            return os.write(self._fd, data)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise StdoutError(exc.errno, exc.strerror) from None


def checked_stdout() -> None:
    """Make ``print()``'s failures tell themselves apart (:class:`StdoutError`), so that
    a command's output refused half-way is one line, not a traceback or lost at exit."""
    out = sys.stdout
    try:
        fd = out.fileno()
    except (AttributeError, OSError, ValueError):  # a stream in memory (a caller's)
        return
    out.flush()
    sys.stdout = io.TextIOWrapper(
        io.BufferedWriter(_Stdout(fd)),
        encoding=out.encoding,
        errors=out.errors,
        line_buffering=bool(out.line_buffering),
        write_through=getattr(out, "write_through", False),
    )


class UserError(HintedError):
    """An error to print as one line, without a traceback (a way out it names written
    with the database the command was given: :func:`said`)."""


class UsageError(UserError):
    """A mistake in what was typed that only the database shows (a name that fits
    several teams): one line, with exit status 2, as the parser's usage mistakes."""


def _one_line(text: str) -> str:
    return " ".join(text.split())


def record_id(value: str) -> int:
    """A match's, person's or other record's id: a whole number from 1 to 2**63 - 1."""
    digits = value.strip()
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 19) or not (
        1 <= int(digits) <= MAX_ID
    ):
        raise argparse.ArgumentTypeError(f"{_shown(value)} is not an id (1 to {MAX_ID})")
    return int(digits)


def text(value: str) -> str:
    """Free text (a name, a search, a reason): Unicode text of at most :data:`MAX_TEXT`."""
    return _unicode(value, MAX_TEXT)


def name_text(value: str) -> str:
    """A name to look up (``--player``, ``--team``): free text that is not empty. An
    empty name is part of every name: it would pick no one, or everyone, unasked."""
    if not value.strip():
        raise argparse.ArgumentTypeError("an empty name names no one; give a name, or leave it out")
    return text(value)


def language(value: str) -> str:
    """A language the program writes (``de``; ``DE`` or ``de_AT`` is ``de``), refused as
    it is typed rather than once the database is open, naming the languages there are."""
    from tracker.core.i18n import LANGUAGES, normalise

    try:
        return normalise(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{_shown(value)} is not a language of the program: {', '.join(LANGUAGES)}"
        ) from None


def json_text(value: str) -> str:
    """A JSON argument (``rules --rules``): Unicode text; its reader checks the rest."""
    return _unicode(value, MAX_JSON)


def _unicode(value: str, longest: int) -> str:
    if any("\udc80" <= char <= "\udcff" or "\ud800" <= char <= "\udfff" for char in value):
        raise argparse.ArgumentTypeError(
            f"{_shown(value)} holds bytes that are not UTF-8 text; retype it"
        )
    if len(value) > longest:
        raise argparse.ArgumentTypeError(
            f"{len(value)} characters is far too long (at most {longest})"
        )
    return value


def _shown(value: str) -> str:
    """The value as a message may quote it: short, and printable whatever it holds."""
    shown = value if len(value) <= 40 else value[:37] + "..."
    return ascii(shown) if not shown.isprintable() else repr(shown)


@contextmanager
def collector_held(args: argparse.Namespace) -> Iterator[None]:
    """Python's cycle collector held while a command loads the layers it works with.

    Loading SQLAlchemy, SQLModel, pydantic and the tables builds some 300,000 objects
    that last as long as the command, and next to no garbage: the collector walked them
    about 150 times over (some 35 ms of a half-second ``export``). Held, and then told
    that they stay (``gc.freeze``), it walks only what the command makes after them.
    ``export`` holds it again while the sheet's services and Qt's modules load and the
    sheet is drawn: one match's worth of objects, gone when the process ends.

    Only for the process's own command line (``args.whole_process``): a caller running
    :func:`tracker.cli.main` with its arguments in its own process keeps its collector
    as it was.
    """
    if not getattr(args, "whole_process", False) or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


@contextmanager
def undone_if_refused(args: argparse.Namespace) -> Iterator[Callable[[], MatchService]]:
    """The command's service, made on first call; if the command is then refused
    (:class:`UserError`) and its database file was made for it, the file goes too: a
    refused command leaves no new, empty library behind."""
    from pathlib import Path

    from tracker.services.backups import database_file

    file: Path | None = database_file(args.db)
    made = file is not None and not file.exists()
    opened: list[MatchService] = []

    def service() -> MatchService:
        if not opened:
            opened.append(_service(args))
        return opened[0]

    try:
        yield service
    except UserError:
        # Only a library still empty: never one that took what the command stored.
        if made and file is not None and opened and not opened[0].library(limit=1):
            opened[0].db.close()
            for leftover in (file, *(file.with_name(file.name + end) for end in ("-wal", "-shm"))):
                leftover.unlink(missing_ok=True)
        raise


def _service(args: argparse.Namespace) -> MatchService:
    with collector_held(args):
        from tracker.services import MatchService
    return MatchService(_database(args), author=args.user)


def _reader(args: argparse.Namespace) -> MatchReader:
    """The reads of the command's database, for a command that only reads matches
    (``export``): without the match service, whose writing (the checks of a changed log,
    confirming, correcting starters, match files in) loads fifteen modules more."""
    with collector_held(args):
        from tracker.services.reading import MatchReader
    return MatchReader(_database(args))


def _database(args: argparse.Namespace) -> Database:
    # A command that only reads needs no backup: it cannot lose anything.
    writes: bool = args.writes  # said by the command line for the command it runs
    # Nor does it make a database file where it was told to read one: a mistyped --db
    # is said, not left behind as an empty library. The default library is made on
    # first use by any command, as the window makes it.
    named = args.db is not None or bool(os.environ.get("TRACKER_DB"))
    with collector_held(args):
        from tracker.store.db import DatabaseError, open_database
        from tracker.store.errors import MissingDatabase

        try:
            database = open_database(args.db, backup_on_open=writes, create=writes or not named)
        except MissingDatabase as exc:
            raise UserError(
                f"{exc}: nothing was read or made (the window, 'import' or 'demo' make one there)"
            ) from None
        except DatabaseError as exc:
            raise UserError.of(exc) from None
    if writes and database.read_only:
        # Said before anything is tried, rather than as the first write fails.
        database.close()
        raise UserError(
            f"'{args.command}' would change the database, but you may only read it "
            f"({database.read_only}); nothing was done"
        )
    database.on_wait = _say_waiting
    args.opened.append(database)
    return database


def _say_waiting(seconds: float) -> None:
    """Say at once that a write waits, rather than seem to hang until it gives up."""
    print(
        f"{PROG}: the database is locked by another program; waiting up to {seconds:.0f} s…",
        file=sys.stderr,
        flush=True,
    )


def _guard(call: Callable[[], T]) -> T:
    from tracker.services.errors import Ambiguous, ServiceError
    from tracker.store.errors import DatabaseError

    try:
        return call()
    except Ambiguous as exc:
        raise UsageError.of(exc) from None
    except (ServiceError, DatabaseError) as exc:
        raise UserError.of(exc) from None
    except OSError as exc:
        raise UserError(f"{exc.filename or ''}: {exc.strerror or exc}".lstrip(": ")) from None


def count_in_records(db: Database) -> None:
    """Bring the record books up to date with the matches a command has just stored.

    Any record read does this first; doing it here means a reader that may only read
    (``serve``, a reporter's role) finds them counted. What was stored stays stored
    if this fails: the next read by a writer counts them.
    """
    from tracker.services.records import RecordsService

    problem = RecordsService(db).count_stored()
    if problem:
        print(
            f"{PROG}: stored, but not yet counted in the record books ({problem}); "
            "the next records read by a writer counts it",
            file=sys.stderr,
        )


def _read(path: str) -> str:
    """The text of a file given to a command ("-": standard input): a regular file of a
    sane size, UTF-8 (see :mod:`tracker.services.inputs`); else one line naming it."""
    from tracker.services.inputs import read_stdin, read_text

    return _guard(read_stdin if path == "-" else lambda: read_text(path))


def _user() -> str:
    import getpass

    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no user name in the environment or the password file
        return ""
