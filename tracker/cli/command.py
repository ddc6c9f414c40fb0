"""The ``match-tracker`` command: the window with no sub-command, and sub-commands.

This module builds the parser from the command modules and runs the command asked;
each command module (files, matches, databases, records, leagues, people) takes
what it shares from :mod:`tracker.cli.common` and never imports another.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import NoReturn, cast

from tracker.cli import completion as completing
from tracker.cli import databases, desktop, files, helptext, leagues, matches, people, records, web
from tracker.cli.common import (
    PROG,
    STDOUT_FAILED,
    StdoutError,
    UsageError,
    UserError,
    _one_line,
    checked_stdout,
    language,
    record_id,
    said,
    text,
)
from tracker.core.i18n import gettext as _


class _Version(argparse.Action):
    """``--version``: the installed package's version, looked up only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS) -> None:
        super().__init__(
            option_strings,
            dest,
            nargs=0,
            default=argparse.SUPPRESS,
            help="show program's version number and exit",
        )

    def __call__(self, parser: argparse.ArgumentParser, *_args: object) -> NoReturn:
        """Print ``match-tracker VERSION`` and exit."""
        import tracker

        sys.stdout.write(f"{parser.prog} {tracker.__version__}\n")
        parser.exit()


class _Parser(argparse.ArgumentParser):
    """Argparse with usage mistakes said in one line, like every other error."""

    def error(self, message: str) -> NoReturn:
        """Print the mistake and where to find the usage, then exit with status 2."""
        # An argument quoted back may hold bytes that are not UTF-8 (surrogates): say them
        # escaped, on one line, whatever the terminal's encoding.
        shown = _one_line(message.encode("utf-8", "backslashreplace").decode("utf-8"))
        self.exit(2, f"{self.prog}: error: {shown} (see: {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser."""
    parser = _Parser(
        prog=PROG,
        description="Log a football match live and produce its match sheet. "
        "With no command, opens the window; with FILE… instead of a command, opens the "
        "window on a match file, or imports StatsBomb or openfootball files after "
        "showing what will be imported (match-tracker semifinal.json).",
    )
    parser.add_argument("--version", action=_Version)
    parser.add_argument(
        "--db",
        metavar="DATABASE",
        help="database file or SQLAlchemy URL (default: $TRACKER_DB, else the user data folder)",
    )
    parser.add_argument(
        "--user",
        type=text,
        metavar="NAME",
        help="who logs and changes events, stored with each one "
        "(default: $TRACKER_USER, else the name set in the window, else your login name)",
    )
    parser.add_argument(
        "--lang",
        dest="messages_language",
        type=language,
        metavar="LANG",
        help="the language of the messages and of the words printed: en, de or es "
        "(default: as the window, from $LANGUAGE, $LC_ALL, $LC_MESSAGES or $LANG, else en; "
        "LANG=C is en). --json output and exit statuses are the same in every language",
    )
    # The sub-parsers are of this parser's class (one-line usage mistakes); the command
    # modules take them as plain argument parsers.
    sub = cast(
        "argparse._SubParsersAction[argparse.ArgumentParser]",
        parser.add_subparsers(dest="command", metavar="COMMAND"),
    )

    gui = sub.add_parser("gui", help="open the window (the default)")
    gui.add_argument(
        "match",
        nargs="?",
        type=record_id,
        metavar="MATCH",
        help="the match id to open (see 'list')",
    )

    files.add_parsers(sub)
    matches.add_parsers(sub)
    databases.add_parsers(sub)
    leagues.add_standings_parser(sub)
    records.add_parsers(sub)
    leagues.add_parsers(sub)
    people.add_commands(sub)
    completion = sub.add_parser("completion", help="print a shell completion script")
    completion.add_argument(
        "shell", choices=completing.SHELLS, metavar="SHELL", help="bash, zsh or tcsh"
    )
    desktop.add_parsers(sub)
    web.add_parsers(sub)
    helptext.finish(parser)
    return parser


def _completion(parser: argparse.ArgumentParser, shell: str) -> int:
    """Print the completion script of ``shell`` for every command, option and choice."""
    formats = {"import": files.IMPORT_FORMATS, "export": files.EXPORT_FORMATS}
    print(completing.script(parser, shell, formats))
    return 0


#: The options of the top-level parser that take a value (``--db PATH``).
_VALUED = frozenset({"--db", "--user", "--lang"})


def _files_to_open(parser: argparse.ArgumentParser, argv: Sequence[str]) -> list[str] | None:
    """The files of ``match-tracker [--db PATH] FILE…``, or None when a command is given.

    A first word that is neither an option nor a command, and names a file (or looks
    like one: a path or a .json name), starts the window on the files; anything else
    is left to the parser, which names a mistyped command as it always has.
    """
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    index = 0
    while index < len(argv):
        word = argv[index]
        if word == "--":
            index += 1
            break
        if word in _VALUED:
            index += 2
        elif word.startswith("-"):
            index += 1
        else:
            break
    if index >= len(argv) or argv[index] in commands.choices:
        return None
    rest = list(argv[index:])
    word = rest[0]
    if os.path.exists(word) or os.sep in word or word.lower().endswith(".json"):
        return rest
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    if not (sys.argv[1:] if argv is None else argv):
        # The usual start: the window, without first building every command's parser.
        from tracker.app import run_gui

        return run_gui()
    parser = build_parser()
    given = list(sys.argv[1:] if argv is None else argv)
    paths = _files_to_open(parser, given)
    if paths is not None:
        return _open_files(parser, given, paths)
    args = parser.parse_args(argv)
    command = args.command or "gui"
    if command == "gui":
        from tracker.app import run_gui

        return run_gui(db=args.db, match_id=getattr(args, "match", None), user=args.user)
    if command == "completion":
        return _completion(parser, args.shell)
    speak(args, os.environ)
    #: The process's own command line: it ends as soon as this returns.
    args.whole_process = argv is None
    if args.whole_process:
        checked_stdout()
    status = _run(command, args)
    if args.whole_process:
        _leave_to_exit()
    return status


def speak(args: argparse.Namespace, environ: Mapping[str, str]) -> str:
    """Set the language of the command's messages and words, and return it: ``--lang``,
    else the environment's as the window reads it, else English.

    What a script reads stays the same in every language: a command asked for ``--json``
    writes its words (an event's text, a status) in English.
    """
    from tracker.core.i18n import environment_language, set_language

    if getattr(args, "json", False):
        return set_language("en")
    return set_language(args.messages_language or environment_language(environ) or "en")


def _run(command: str, args: argparse.Namespace) -> int:
    """Run the sub-command ``command``; its exit status, its errors said on stderr."""
    from tracker.store.errors import DatabaseError

    #: The databases the command opens (see _service), closed when it is done: a
    #: server's connections end cleanly rather than dropped at exit.
    args.opened = []
    args.writes = _writes(args)
    with _held_warnings() as warnings:
        try:
            status = _COMMANDS[command](args)
            # What print() still holds is written now: a failure is said, not lost at exit.
            sys.stdout.flush()
        except (UserError, DatabaseError) as exc:
            # One line, even when the message quotes input that holds a line break; a
            # warning on the way (no backup on a full disk) is not another line.
            print(f"{PROG}: {_('error')}: {_one_line(said(exc, args))}", file=sys.stderr)
            return 2 if isinstance(exc, UsageError) else 1
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:  # the reader went away (| head): not an error of ours
            _stdout_to_null()
            return 1
        except StdoutError as exc:
            print(
                f"{PROG}: {_('error')}: {_(STDOUT_FAILED)}: {exc.strerror or exc}", file=sys.stderr
            )
            _stdout_to_null()
            return 1
        finally:
            for database in args.opened:
                database.close()
    for warning in warnings:
        print(f"{PROG}: {_('warning')}: {warning}", file=sys.stderr)
    return status


def _stdout_to_null() -> None:
    """What standard output still holds goes nowhere at exit, rather than fail again."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # a stream in memory: nothing at exit
        return
    os.dup2(os.open(os.devnull, os.O_WRONLY), fd)


def _leave_to_exit() -> None:
    """Let the process end without tracing everything it loaded once more.

    At exit Python runs its cycle collector over every object still alive: with Qt and
    the database layers loaded that is about a tenth of a second after the command's
    work is done (its files written and closed, its databases closed). Freezing them
    leaves that memory to the operating system; what the interpreter finalises at exit
    (open files flushed, ``atexit`` handlers, objects freed as their last reference
    goes) is unchanged.
    """
    import gc

    gc.freeze()


def _open_files(parser: argparse.ArgumentParser, given: list[str], paths: list[str]) -> int:
    """``match-tracker [--db PATH] FILE…``: the window, opening or importing the files."""
    options = given[: len(given) - len(paths)]
    args = parser.parse_args([word for word in options if word != "--"])
    missing = [path for path in paths if not os.path.isfile(path)]
    if missing:
        print(f"{PROG}: error: no such file: {missing[0]}", file=sys.stderr)
        return 1
    from tracker.app import run_gui

    return run_gui(db=args.db, user=args.user, files=[os.path.abspath(p) for p in paths])


class _Warnings(logging.Handler):
    """The log's warnings during a command, kept to be said once the command succeeds."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the warning as one line."""
        self.lines.append(_one_line(record.getMessage()))


@contextmanager
def _held_warnings() -> Iterator[list[str]]:
    """Hold the ``tracker`` log's warnings back from Python's bare stderr fallback."""
    log = logging.getLogger("tracker")
    handler = _Warnings()
    propagate, log.propagate = log.propagate, False
    log.addHandler(handler)
    try:
        yield handler.lines
    finally:
        log.removeHandler(handler)
        log.propagate = propagate


def _writes(args: argparse.Namespace) -> bool:
    """Whether the command changes the database (a backup is made first if it changed)."""
    return (
        args.command in _WRITERS
        or getattr(args, "repair", False)
        or people.writes(args)
        or leagues.writes(args)
    )


#: The commands that write to the database: a backup is made first if it changed.
_WRITERS = frozenset({"import", "demo", "confirm", "reopen", "load", "push"})
_COMMANDS = {
    **matches.COMMANDS,
    **files.COMMANDS,
    **databases.COMMANDS,
    **records.COMMANDS,
    **leagues.COMMANDS,
    **people.COMMANDS,
    **desktop.COMMANDS,
    **web.COMMANDS,
}
