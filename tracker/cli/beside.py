"""A command's reading done in a forked process while this one loads what draws.

``export --format pdf`` spends most of its half-second loading two sets of libraries
that do not need each other: the database layers (SQLAlchemy, SQLModel, pydantic and
the tables) to read the match and its key stats, and Qt to draw the sheet. Each is
mostly the interpreter executing module code, so threads would take turns; two
processes do not. Run as the process's own command line on Linux, :func:`read_beside`
forks: the child opens the database, reads and hands back what it read (pickled,
through a pipe); this process meanwhile loads Qt, then draws and writes the file.

What the user sees is what the same command prints without a fork: an error of the
reading is one ``error:`` line, its warnings are said after the command as ever, a
traceback of a fault is printed once (by the child), Ctrl+C stops both. The fork
happens before Qt or the database layers are loaded and before any database is
opened, so the child shares no connection, thread or Qt object with this process.
The child closes the databases it opened and ends with ``os._exit``: nothing of this
process's (its buffers, its ``atexit`` work) runs twice.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import pickle
import signal
import sys
import traceback
from collections.abc import Callable
from typing import TypeVar, cast

from tracker.cli.common import UserError, said

T = TypeVar("T")

#: The log whose warnings a command says after its work (see ``cli.command``).
_LOG = "tracker"
#: The child's status when Ctrl+C stopped it (the shell's 128 + SIGINT).
_INTERRUPTED = 130


def can_fork(args: argparse.Namespace) -> bool:
    """True when ``args``' command is the process's own and the system forks safely.

    Only on Linux: macOS's system libraries are not safe to use in a forked child,
    and Windows has no ``fork``.
    """
    return (
        getattr(args, "whole_process", False)
        and sys.platform.startswith("linux")
        and hasattr(os, "fork")
    )


def read_beside(
    args: argparse.Namespace, read: Callable[[], T], meanwhile: Callable[[], None]
) -> T:
    """``read()``'s result, read in a forked child while this process runs
    ``meanwhile()``; without a fork (see :func:`can_fork`), the one then the other.

    ``read`` returns a value that pickles; its :class:`UserError` or
    :class:`DatabaseError` is raised here as a :class:`UserError` with its message.
    """
    if not can_fork(args):
        meanwhile()
        return read()
    sys.stdout.flush()  # what is buffered is this process's to write, once
    sys.stderr.flush()
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(reading)
        _child(args, read, writing)
    os.close(writing)
    done = False
    try:
        meanwhile()
        with os.fdopen(reading, "rb") as pipe:
            reading = -1
            data = pipe.read()
        done = True
    finally:
        if reading >= 0:
            os.close(reading)
        if not done:  # this process stops (an error, Ctrl+C): so does the reading
            _stop(child)
        _, status = os.waitpid(child, 0)
    return cast(T, _outcome(data, status))


def _child(args: argparse.Namespace, read: Callable[[], object], pipe: int) -> None:
    """Run ``read`` in the forked child, send its outcome up ``pipe`` and end."""
    from tracker.store.errors import DatabaseError  # light, but not the window's to load

    status = 0
    warnings = _Kept()
    log = logging.getLogger(_LOG)
    log.handlers, log.propagate = [warnings], False  # said by this process, once
    try:
        try:
            outcome: tuple[str, object, list[tuple[int, str]]] = ("read", read(), warnings.kept)
        except (UserError, DatabaseError) as exc:
            outcome = ("error", said(exc, args), warnings.kept)
        finally:
            for database in getattr(args, "opened", []):
                database.close()  # a server's connection ends cleanly, not dropped
        data = pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
        with os.fdopen(pipe, "wb") as out:
            out.write(data)
    except KeyboardInterrupt:
        status = _INTERRUPTED
    except BrokenPipeError:  # this process is gone: nobody is left to tell
        status = 1
    except BaseException:  # a fault: said here, once, as the command would have said it
        traceback.print_exc()
        status = 1
    finally:
        try:
            sys.stderr.flush()
        finally:
            os._exit(status)


class _Kept(logging.Handler):
    """The child's log warnings, kept to be logged again in this process."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.kept: list[tuple[int, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the warning's level and message."""
        self.kept.append((record.levelno, record.getMessage()))


def _stop(child: int) -> None:
    with contextlib.suppress(ProcessLookupError):  # it had ended already
        os.kill(child, signal.SIGTERM)


def _outcome(data: bytes, status: int) -> object:
    """What the child read, or its error raised here."""
    if data:
        kind, value, warnings = pickle.loads(data)
        log = logging.getLogger(_LOG)
        for level, message in warnings:
            log.log(level, "%s", message)
        if kind == "error":
            raise UserError(value)
        return value
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        if number == signal.SIGINT:
            raise KeyboardInterrupt
        raise UserError(
            f"reading the database stopped unexpectedly ({signal.Signals(number).name}); "
            "nothing was written"
        )
    code = os.WEXITSTATUS(status)
    if code == _INTERRUPTED:
        raise KeyboardInterrupt
    raise SystemExit(code or 1)  # the child printed the fault's traceback
