"""The ``match-tracker`` command: the window with no sub-command, and sub-commands."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TypeVar

from tracker import __version__, cli_args, cli_leagues, cli_records

if TYPE_CHECKING:  # the window starts without loading the database layers
    from tracker.services import MatchService

T = TypeVar("T")

PROG = "match-tracker"


class UserError(Exception):
    """An error to print as one line, without a traceback."""


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
        "With no command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--db",
        metavar="PATH",
        help="database file or SQLAlchemy URL (default: $TRACKER_DB, else the user data folder)",
    )
    parser.add_argument(
        "--user",
        type=cli_args.text,
        metavar="NAME",
        help="who logs and changes events, stored with each one "
        "(default: $TRACKER_USER, else the name set in the window, else your login name)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    gui = sub.add_parser("gui", help="open the window (the default)")
    gui.add_argument(
        "match", nargs="?", type=cli_args.record_id, metavar="MATCH", help="match to open"
    )

    imp = sub.add_parser("import", help="import a match file (JSON) into the database")
    imp.add_argument("files", nargs="+", metavar="FILE", help="the file(s) to import; - for stdin")
    imp.add_argument(
        "--format",
        default="json",
        help="json (default), statsbomb, openfootball (worldcup.json) or openfootball-squads",
    )
    imp.add_argument("--match-info", metavar="MATCHES.json", help="statsbomb: the matches file")

    exp = sub.add_parser("export", help="export a match: match file or match sheet")
    exp.add_argument(
        "match", type=cli_args.record_id, metavar="MATCH", help="the match id (see 'list')"
    )
    exp.add_argument("--format", "-f", default="json", help="json, txt, html, pdf, csv, …")
    exp.add_argument("-o", "--output", metavar="FILE", help="write here instead of stdout")
    exp.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a format option, e.g. minutes=plain or paper=letter",
    )

    listing = sub.add_parser("list", help="list the matches in the database, newest first")
    listing.add_argument(
        "--search",
        default="",
        type=cli_args.text,
        metavar="TEXT",
        help="teams, competition, venue…",
    )
    listing.add_argument("--team", default="", type=cli_args.text, help="only this team's matches")
    listing.add_argument(
        "--competition", default="", type=cli_args.text, help="only this competition's matches"
    )
    listing.add_argument(
        "--season", default="", type=cli_args.text, help="only this season (2022-23, or 2022)"
    )
    listing.add_argument(
        "--limit",
        type=int,
        default=LIST_PAGE,
        metavar="N",
        help=f"matches a page (default {LIST_PAGE})",
    )
    listing.add_argument("--page", type=int, default=1, metavar="P", help="which page (default 1)")
    listing.add_argument("--all", action="store_true", help="every match, on one page")
    check = sub.add_parser(
        "check", help="compare each match's stored score and status with a replay of its log"
    )
    check.add_argument(
        "--repair", action="store_true", help="write the replayed figures where they differ"
    )
    sub.add_parser("demo", help="load the reference match (Argentina v England)")

    for name, text in (("confirm", "confirm a match and lock it"), ("reopen", "reopen it")):
        cmd = sub.add_parser(name, help=text)
        cmd.add_argument("match", type=cli_args.record_id, metavar="MATCH")

    show = sub.add_parser("show", help="print a match's event log")
    show.add_argument("match", type=cli_args.record_id, metavar="MATCH")

    push = sub.add_parser("push", help="send a match to another database (the league's)")
    push.add_argument(
        "match", type=cli_args.record_id, metavar="MATCH", help="the match id (see 'list')"
    )
    push.add_argument("--to", required=True, metavar="URL", help="the database to send it to")
    push.add_argument(
        "--force", action="store_true", help="overwrite a copy there that was changed there too"
    )

    copy = sub.add_parser("copy", help="copy the whole library to another database")
    copy.add_argument("--from", dest="source", metavar="A", help="from here (default: --db)")
    copy.add_argument("--to", required=True, metavar="B", help="to this database (file or URL)")
    copy.add_argument(
        "--force", action="store_true", help="overwrite copies there that were changed there too"
    )

    dump = sub.add_parser("dump", help="write the whole library to a portable archive (zip)")
    dump.add_argument("file", metavar="FILE", help="the archive to write")
    load = sub.add_parser("load", help="load an archive written by 'dump'")
    load.add_argument("file", metavar="FILE", help="the archive to read")

    restore = sub.add_parser("restore", help="list the automatic backups, or restore one")
    restore.add_argument(
        "backup", nargs="?", help="the number 'restore' lists, or a backup file; none: list them"
    )
    cli_records.add_parsers(sub)
    cli_leagues.add_parsers(sub)
    from tracker import cli_people  # it imports this module

    cli_people.add_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    if not (sys.argv[1:] if argv is None else argv):
        # The usual start: the window, without first building every command's parser.
        from tracker.app import run_gui

        return run_gui()
    parser = build_parser()
    args = parser.parse_args(argv)
    command = args.command or "gui"
    if command == "gui":
        from tracker.app import run_gui

        return run_gui(db=args.db, match_id=getattr(args, "match", None), user=args.user)
    from tracker.store.errors import DatabaseError

    #: The databases the command opens (see _service), closed when it is done: a
    #: server's connections end cleanly rather than dropped at exit.
    args.opened = []
    with _held_warnings() as warnings:
        try:
            status = _COMMANDS[command](args)
        except (UserError, DatabaseError) as exc:
            # One line, even when the message quotes input that holds a line break; a
            # warning on the way (no backup on a full disk) is not another line.
            print(f"{PROG}: error: {_one_line(str(exc))}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:  # the reader went away (| head): not an error of ours
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        finally:
            for database in args.opened:
                database.close()
    for warning in warnings:
        print(f"{PROG}: warning: {warning}", file=sys.stderr)
    return status


def _one_line(text: str) -> str:
    return " ".join(text.split())


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


def _service(args: argparse.Namespace) -> MatchService:
    from tracker.services import MatchService
    from tracker.store.db import DatabaseError, open_database

    try:
        # A command that only reads needs no backup: it cannot lose anything.
        from tracker import cli_people

        writes = (
            args.command in _WRITERS
            or getattr(args, "repair", False)
            or cli_people.writes(args)
            or cli_leagues.writes(args)
        )
        database = open_database(args.db, backup_on_open=writes)
    except DatabaseError as exc:
        raise UserError(str(exc)) from None
    if writes and database.read_only:
        # Said before anything is tried, rather than as the first write fails.
        database.close()
        raise UserError(
            f"'{args.command}' would change the database, but you may only read it "
            f"({database.read_only}); nothing was done"
        )
    database.on_wait = _say_waiting
    args.opened.append(database)
    return MatchService(database, author=args.user)


def _say_waiting(seconds: float) -> None:
    """Say at once that a write waits, rather than seem to hang until it gives up."""
    print(
        f"{PROG}: the database is locked by another program; waiting up to {seconds:.0f} s…",
        file=sys.stderr,
        flush=True,
    )


def _guard(call: Callable[[], T]) -> T:
    from tracker.services.errors import ServiceError
    from tracker.store.errors import DatabaseError

    try:
        return call()
    except (ServiceError, DatabaseError) as exc:
        raise UserError(str(exc)) from None
    except OSError as exc:
        raise UserError(f"{exc.filename or ''}: {exc.strerror or exc}".lstrip(": ")) from None


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise UserError(f"{path}: not a text file (expected UTF-8 JSON)") from None
    except OSError as exc:
        raise UserError(f"{path}: {exc.strerror}") from None


def _cmd_import(args: argparse.Namespace) -> int:
    service = _service(args)
    if args.format == "statsbomb":
        try:
            from tracker.services.opendata import import_statsbomb
        except ImportError:
            raise UserError("StatsBomb import is not available in this version") from None
        match_id = _guard(lambda: import_statsbomb(service, args.files, args.match_info))
        print(f"imported match {match_id}")
        return 0
    if args.format == "openfootball":
        return _import_openfootball(service, args.files)
    if args.format == "openfootball-squads":
        from tracker.services.results import ResultsService, describe_squads, read_squads

        squads = _guard(lambda: read_squads(args.files))
        report = _guard(lambda: ResultsService(service.db).store_squads(squads))
        print("\n".join(describe_squads(report)))
        return 0
    if args.format != "json":
        raise UserError(
            f"unknown import format {args.format!r} "
            "(json, statsbomb, openfootball or openfootball-squads)"
        )
    for path in args.files:
        text = _read(path)
        try:
            match_id = _guard(partial(service.import_text, text))
        except UserError as exc:
            raise UserError(f"{path}: {exc}") from None
        print(f"imported match {match_id}")
        _say_unlinked(service, match_id)
    return 0


def _say_unlinked(service: MatchService, match_id: int) -> None:
    """One line per squad name left unlinked (ambiguous): the match is stored anyway."""
    from tracker.services.setup import SetupService

    for line in _guard(lambda: SetupService(service.db).unlinked_players(match_id)):
        print(line)


def _import_openfootball(service: MatchService, files: list[str]) -> int:
    """Results history: every file read first (a bad one writes nothing), then stored."""
    from tracker.services.results import ResultsService, describe_report, read_openfootball

    read = _guard(lambda: read_openfootball(files))
    report = _guard(lambda: ResultsService(service.db).store(read))
    matches = sum(len(item.edition.matches) for item in read)
    first, *rest = describe_report(report)
    print(f"imported {len(read)} file(s), {matches} matches: {first}")
    for line in rest:
        print(line)
    if report.ambiguous:
        print(
            f"{len(report.ambiguous)} scorer(s) left unlinked: see them, with who could be "
            "each, with 'match-tracker people review'",
            file=sys.stderr,
        )
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    from tracker.services.exporting import formats
    from tracker.services.outputs import refuse_database
    from tracker.sheet.formats import takes_key_stats

    known = formats()
    fmt = known.get(args.format)
    if fmt is None:
        raise UserError(f"unknown format {args.format!r} (known: {', '.join(sorted(known))})")
    options: dict[str, str] = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise UserError(f"option {item!r} is not KEY=VALUE")
        options[key.strip()] = value.strip()
    if args.output:
        _guard(lambda: refuse_database(Path(args.output)))
    service = _service(args)
    data = _result_sheet(service, args.match, fmt.name, options)
    if data is None:
        match, events = _guard(lambda: service.load(args.match))
        if takes_key_stats(fmt):
            from tracker.services.records import RecordsService
            from tracker.sheet.content import KEY_STATS

            records = RecordsService(service.db)
            options[KEY_STATS] = _guard(lambda: records.sheet_lines(args.match))
        if fmt.directory and not args.output:
            raise UserError(f"the {fmt.name} format writes a folder: give it with -o DIR")
        try:
            data = fmt.render(match, events, options)
        except ValueError as exc:
            raise UserError(str(exc)) from None
    elif fmt.directory and not args.output:
        raise UserError(f"the {fmt.name} format writes a folder: give it with -o DIR")
    if isinstance(data, bytes):
        if args.output:
            _guard(lambda: _write_atomic(Path(args.output), data))
        elif sys.stdout.isatty() and not _is_text(data):
            raise UserError(f"the {fmt.name} format is not text: write it to a file with -o FILE")
        else:
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        return 0
    folder = Path(args.output)
    if folder.exists() and not folder.is_dir():
        raise UserError(f"{folder} is a file: the {fmt.name} format writes a folder")
    for name in data:
        _guard(partial(refuse_database, folder / name))
    _guard(lambda: folder.mkdir(parents=True, exist_ok=True))
    for name, content in data.items():
        _guard(partial(_write_atomic, folder / name, content))
    print(f"wrote {len(data)} files to {folder}")
    return 0


def _result_sheet(
    service: MatchService, match_id: int, fmt: str, options: dict[str, str]
) -> bytes | dict[str, bytes] | None:
    """The sheet of an imported result or fixture (None for a logged match).

    It has no log and no line-ups: its score, scorers and key stats, in the sheet
    formats (text, HTML, PDF, CSV); a match file holds logged matches only.
    """
    from tracker.services.results import ResultsService
    from tracker.sheet.resultsheet import RESULT_FORMATS, render_result

    sheet = _guard(lambda: ResultsService(service.db).sheet(match_id))
    if sheet is None:
        return None
    if fmt not in RESULT_FORMATS:
        what = "a fixture, not played yet" if not sheet.score else "a result only"
        raise UserError(
            f"match {match_id} is {what} — no line-ups, no event log: its sheet is written "
            f"as {', '.join(RESULT_FORMATS)}, not {fmt}"
        )
    try:
        return render_result(sheet, fmt, paper=options.get("paper", "a4"))
    except ValueError as exc:
        raise UserError(str(exc)) from None


def _is_text(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all; errors name ``path``, never the temp file."""
    from tracker.services.outputs import refuse_database

    if path.is_dir():
        raise UserError(f"{path} is a folder: give a file name with -o")
    if not path.parent.is_dir():
        raise UserError(f"cannot write {path}: the folder {path.parent} does not exist")
    _guard(lambda: refuse_database(path))
    tmp = path.with_name(f".{path.name}.part")
    try:
        tmp.write_bytes(data)
        tmp.replace(path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise UserError(f"cannot write {path}: {exc.strerror or exc}") from None


def _cmd_list(args: argparse.Namespace) -> int:
    from tracker.services.setup import LibraryQuery, SetupService

    if args.limit < 1 or args.page < 1:
        raise UserError("--limit and --page count from 1")
    if args.limit > cli_args.MAX_ID // 2**32 or args.page > 2**31:
        raise UserError("--limit or --page is far too large")
    setup = SetupService(_service(args).db)
    try:
        query = LibraryQuery(
            text=args.search, team=args.team, competition=args.competition, season=args.season
        )
        total = _guard(lambda: setup.library_count(query))
    except ValueError as exc:  # a season written wrong
        raise UserError(str(exc)) from None
    limit = total if args.all else args.limit
    first = 0 if args.all else (args.page - 1) * limit
    entries = _guard(lambda: setup.library_page(query, first, max(limit, 1)))
    if not entries:
        narrowed = any((args.search, args.team, args.competition, args.season))
        if total:
            print(f"page {args.page} is past the last match ({total} in all)")
        elif narrowed:
            print("no match fits")
        else:
            print("no matches yet (try: match-tracker demo)")
        return 0
    rows = [
        (
            str(e.id),
            e.date,
            " – ".join(x for x in (e.competition, e.stage) if x),
            f"{e.home} v {e.away}",
            e.score,
            e.status,
        )
        for e in entries
    ]
    header = ("id", "date", "competition", "match", "score", "status")
    # Columns as wide as their longest entry (within reason), so nothing is cut short.
    widths = [min(_LIST_MAX_WIDTH, max(len(r[i]) for r in (header, *rows))) for i in range(5)]
    for row in (header, *rows):
        cells = [row[0].rjust(widths[0])]
        cells += [_fit(text, width) for text, width in zip(row[1:5], widths[1:], strict=True)]
        print("  ".join([*cells, row[5]]))
    if first + len(entries) < total or first:
        # On stderr, so that the listing itself stays clean for a pipe.
        following = f"; --page {args.page + 1} for more" if first + len(entries) < total else ""
        print(
            f"{PROG}: matches {first + 1}–{first + len(entries)} of {total}{following}, "
            "--all for every one",
            file=sys.stderr,
        )
    return 0


#: How many matches ``list`` prints unless asked for more: a library may hold thousands.
LIST_PAGE = 50
_LIST_MAX_WIDTH = 48


def _fit(text: str, width: int) -> str:
    """``text`` padded to ``width``, or cut with an ellipsis when longer."""
    return text.ljust(width) if len(text) <= width else text[: width - 1] + "…"


def demo_text() -> str:
    """The reference match file shipped with the package."""
    from importlib import resources

    return resources.files("tracker.resources").joinpath("demo-semifinal.json").read_text("utf-8")


def _cmd_demo(args: argparse.Namespace) -> int:
    service = _service(args)
    match_id = _guard(lambda: service.import_text(demo_text()))
    print(f"imported match {match_id}: Argentina v England, FIFA World Cup 2026 semi-final")
    return 0


def _cmd_confirm(args: argparse.Namespace) -> int:
    service = _service(args)
    _guard(lambda: service.set_confirmed(args.match, args.command == "confirm"))
    print(
        f"match {args.match} {'confirmed and locked' if args.command == 'confirm' else 'reopened'}"
    )
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    from tracker.core.describe import describe
    from tracker.core.summary import figures_of

    service = _service(args)
    from tracker.services.results import ResultsService, describe_result

    stored = _guard(lambda: ResultsService(service.db).stored(args.match))
    if stored is not None:  # a result or fixture from a results file: no event log
        print("\n".join(describe_result(stored)))
        return 0
    match, events = _guard(lambda: service.load(args.match))
    state = _guard(lambda: service.state(args.match))
    print(f"{match.title}  {figures_of(state).score}  ({state.status.value})")
    for event in events:
        made = event.authorship
        by = ""
        if made is not None and made.author:
            by = f"  (by {made.author}{', changed' if made.changed_at else ''})"
        print(f"{event.time!s:>8}  {describe(match, event)}{by}")
    return 0


def _cmd_restore(args: argparse.Namespace) -> int:
    from tracker.store import backup
    from tracker.store.db import parse_url, resolve_url

    url = parse_url(resolve_url(args.db))
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        from tracker.services.backups import no_backups_here

        raise UserError(no_backups_here(args.db))
    path = Path(str(url.database))
    kept = backup.list_backups(path)
    if args.backup is None:
        if not kept:
            print(f"no backups of {path} yet")
            return 0
        print(f"backups of {path}, newest first:")
        for number, item in enumerate(kept, start=1):
            try:
                summary = backup.summarize(item.path)
                what = f"{summary.matches} matches, {summary.events} events"
            except backup.BackupError:
                what = "unreadable"
            print(f"{number:>3}  {item.label}  ({what})")
        print(f"restore one with: {PROG} restore NUMBER")
        return 0
    if args.backup.isdigit():
        if not 1 <= int(args.backup) <= len(kept):
            raise UserError(f"there is no backup {args.backup} (see: {PROG} restore)")
        chosen = kept[int(args.backup) - 1].path
    else:
        chosen = Path(args.backup)
    from tracker.services.backups import outcome
    from tracker.store.restore import restore_backup

    try:
        done = restore_backup(chosen, path)
    except backup.BackupError as exc:
        raise UserError(str(exc)) from None
    print(f"restored {path} from {chosen.name}. {outcome(done)}")
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    service = _service(args)
    wrong = _guard(lambda: service.check_summaries(repair=args.repair))
    for match_id, stored, replayed in wrong:
        print(
            f"match {match_id}: stored {stored.score} {stored.status}, "
            f"replayed {replayed.score} {replayed.status}" + (" (repaired)" if args.repair else "")
        )
    bad_results = _guard(service.check_results)
    for problem in bad_results:
        print(
            f"match {problem.match_id} ({problem.title}, an imported result): {problem.problem}"
            " (not repaired: import its results file again, or restore a backup)"
        )
    if bad_results:
        return 1
    if not wrong:
        print(
            "every match's stored score and status agree with its log "
            "(and every result's with its goals)"
        )
        return 0
    if not args.repair:
        print(f"{len(wrong)} to repair: run match-tracker check --repair", file=sys.stderr)
        return 1
    return 0


def _open(location: str | None, *, create: bool = True):
    """The database at ``location`` (a file or URL; None: ``--db``'s default)."""
    from tracker.services.league import open_target
    from tracker.store.db import DatabaseError

    try:
        return open_target(location, create=create)
    except DatabaseError as exc:
        raise UserError(str(exc)) from None


def _cmd_push(args: argparse.Namespace) -> int:
    from tracker.services import league

    service = _service(args)
    target = _open(args.to, create=False)
    try:
        result = _guard(lambda: league.push(service.db, args.match, target, force=args.force))
    finally:
        target.close()
    if result.refused:
        raise UserError(result.message)
    print(result.message)
    return 0


def _cmd_copy(args: argparse.Namespace) -> int:
    from tracker.services import copying

    source = _open(args.source or args.db, create=False)
    try:
        target = _open(args.to)
        try:
            report = _guard(
                lambda: copying.copy_library(
                    source, target, force=args.force, progress=_progress("copied")
                )
            )
        finally:
            target.close()
    finally:
        source.close()
    for problem in report.problems:
        print(f"{PROG}: {_one_line(problem)}", file=sys.stderr)
    print(report.summary(target.shown_url))
    return 1 if report.problems else 0


def _progress(verb: str):
    """Say how far a long command has got, on a terminal only, every few hundred matches."""
    if not sys.stderr.isatty():
        return None

    def say(done: int, total: int) -> None:
        if done % 250 == 0 or done == total:
            end = "\n" if done == total else ""
            print(f"\r{PROG}: {verb} {done} of {total} matches…", end=end, file=sys.stderr)

    return say


def _cmd_dump(args: argparse.Namespace) -> int:
    from tracker.services import archive

    service = _service(args)
    path = Path(args.file)
    report = _guard(lambda: archive.dump(service.db, path, progress=_progress("wrote")))
    for problem in report.problems:
        print(f"{PROG}: {_one_line(problem)}", file=sys.stderr)
    print(report.summary(path))
    return 1 if report.problems else 0


def _cmd_load(args: argparse.Namespace) -> int:
    from tracker.services import archive

    service = _service(args)
    path = Path(args.file)
    report = _guard(lambda: archive.load(service.db, path))
    for kept in report.kept:
        print(f"{PROG}: {_one_line(kept)}", file=sys.stderr)
    print(report.summary(path))
    return 0


def _cmd_people(args: argparse.Namespace) -> int:
    from tracker.cli_people import run_people

    return run_people(args)


def _cmd_rules(args: argparse.Namespace) -> int:
    from tracker.cli_people import run_rules

    return run_rules(args)


def _cmd_suspensions(args: argparse.Namespace) -> int:
    from tracker.cli_people import run_suspensions

    return run_suspensions(args)


#: The commands that write to the database: a backup is made first if it changed.
_WRITERS = frozenset({"import", "demo", "confirm", "reopen", "load", "push"})
_COMMANDS = {
    "check": _cmd_check,
    "import": _cmd_import,
    "export": _cmd_export,
    "list": _cmd_list,
    "demo": _cmd_demo,
    "confirm": _cmd_confirm,
    "reopen": _cmd_confirm,
    "show": _cmd_show,
    "restore": _cmd_restore,
    "push": _cmd_push,
    "copy": _cmd_copy,
    "dump": _cmd_dump,
    "load": _cmd_load,
    **cli_records.COMMANDS,
    **cli_leagues.COMMANDS,
    "people": _cmd_people,
    "suspensions": _cmd_suspensions,
    "rules": _cmd_rules,
}
