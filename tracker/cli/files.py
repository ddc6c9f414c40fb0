"""The file commands: ``import`` a match file or open data, ``export`` a file or sheet."""

from __future__ import annotations

import argparse
import contextlib
import os
import stat
import sys
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tracker.cli.common import (
    PROG,
    UserError,
    _guard,
    _read,
    _reader,
    collector_held,
    command_line,
    count_in_records,
    record_id,
    said,
    undone_if_refused,
    write_stdout,
)
from tracker.core.i18n import gettext as _
from tracker.core.i18n import plural

if TYPE_CHECKING:
    from tracker.core.match.events import Event
    from tracker.core.match.model import Match
    from tracker.services import MatchService
    from tracker.services.matches import CheckedFile
    from tracker.services.matchfiles import Imported
    from tracker.services.reading import MatchReader
    from tracker.services.stored import AlreadyThere
    from tracker.sheet.base import ExportFormat, Rendered
    from tracker.sheet.resultcontent import ResultSheet


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``import`` and ``export`` to the command's sub-parsers."""
    imp = sub.add_parser("import", help="import match files or open data into the database")
    imp.add_argument("files", nargs="+", metavar="FILE", help="the file(s) to import; - for stdin")
    imp.add_argument(
        "--format",
        metavar="FORMAT",
        help="json (a match file), statsbomb (events and lineups files), openfootball "
        "(worldcup.json, league files) or openfootball-squads (a tournament's squad "
        "lists); default: told from the files",
    )
    imp.add_argument(
        "--match-info", metavar="FILE", help="statsbomb: the competition's matches file"
    )
    imp.add_argument(
        "--as-copy",
        action="store_true",
        help="json: store a file whose match is already in the database again, as a copy "
        "with an identity of its own (its goals and result then count twice in the records)",
    )

    exp = sub.add_parser("export", help="export a match as a match file or a match sheet")
    exp.add_argument("match", type=record_id, metavar="MATCH", help="the match id (see 'list')")
    exp.add_argument(
        "--format",
        "-f",
        default="json",
        metavar="FORMAT",
        help=f"one of: {', '.join(EXPORT_FORMATS)} (default json)",
    )
    exp.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="write here instead of standard output (- for standard output); a link is "
        "written through, a read-only file refused",
    )
    exp.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a format option, e.g. minutes=plain or paper=letter",
    )
    exp.add_argument(
        "--lang",
        choices=("en", "de", "es"),
        help="the sheet's language (default: the match's competition's language, else en)",
    )


#: What ``import --format`` reads.
IMPORT_FORMATS = ("json", "statsbomb", "openfootball", "openfootball-squads")
#: What ``export --format`` writes, as the exporting service names them (a test checks
#: this list against it; the parser is built without loading the sheet renderers).
EXPORT_FORMATS = ("json", "txt", "html", "pdf", "csv", "statsbomb")


def _cmd_import(args: argparse.Namespace) -> int:
    if args.format is None:
        args.format = _told_format(args.files)
    else:
        _check_forced(args.format, args.files)
    # A refused import (a bad file) leaves no new, empty database behind.
    with undone_if_refused(args) as opened:
        return _import(opened(), args)


def _import(service: MatchService, args: argparse.Namespace) -> int:
    if args.format == "statsbomb":
        try:
            import tracker.services.opendata  # noqa: F401 - the extra may be left out
        except ImportError:
            raise UserError("StatsBomb import is not available in this version") from None
        return _import_statsbomb(service, args)
    if args.format == "openfootball":
        return _import_openfootball(service, args)
    if args.format == "openfootball-squads":
        from tracker.services.results import ResultsService, describe_squads, read_squads

        squads = _guard(lambda: read_squads(args.files))
        report = _guard(lambda: ResultsService(service.db).store_squads(squads))
        count_in_records(service.db)
        print("\n".join(describe_squads(report)))
        return 0
    if args.format != "json":
        raise UserError(
            f"unknown import format {args.format!r} "
            "(json, statsbomb, openfootball or openfootball-squads)"
        )
    return _import_match_files(service, args)


def _import_statsbomb(service: MatchService, args: argparse.Namespace) -> int:
    """A StatsBomb pair: stored, or said to be in the database already (not stored again)."""
    match_id = _guard(partial(_statsbomb_new, service, args))
    if match_id is not None:
        count_in_records(service.db)
        print(_("imported match {match_id}").format(match_id=match_id))
    return 0


def _statsbomb_new(service: MatchService, args: argparse.Namespace) -> int | None:
    """The StatsBomb pair's new match id; None, said, when the same match is stored."""
    from tracker.services.opendata import import_statsbomb
    from tracker.services.stored import AlreadyStored

    try:
        return import_statsbomb(service, args.files, args.match_info, as_copy=args.as_copy)
    except AlreadyStored as exc:
        if not exc.there.same:
            raise UserError(f"{exc}, or give --as-copy to store it beside it") from None
        print(exc)
        return None


#: How many bad files a refused import names (the rest are counted).
_NAMED_BAD = 3


def _import_match_files(service: MatchService, args: argparse.Namespace) -> int:
    """Match files (``args.files``): every file read and checked first (set-up, events
    replayed), then all stored in one transaction. A bad file, or a kill half-way, stores
    none of them.

    A file whose match is already in the database (the same uuid, the same teams,
    competition, stage and date, or a logged match of the same day and teams), or
    already among the files, is not stored again: a
    match stored twice counts twice in every record. One that says the same is skipped
    and said; one that differs refuses the import. ``--as-copy`` stores them as copies.
    """
    from tracker.services.matches import check_text

    files: list[str] = args.files
    as_copy: bool = args.as_copy

    count = len(files)
    checked: list[CheckedFile] = []
    bad: list[str] = []
    for path in files:
        try:
            checked.append(_guard(partial(check_text, _read(path))))
        except UserError as exc:
            said = str(exc)
            # A file that cannot be read is named by its reading ("standard input" for -).
            named = said.startswith(path if path != "-" else "standard input")
            bad.append(said if named else f"{path}: {said}")
    if bad:
        raise UserError(_refused(bad, count))
    skipped: list[str] = []
    if not as_copy:
        files, checked, skipped = _left_out_stored(service, files, checked)
    new_only = not as_copy
    done = _guard(lambda: service.import_checked(checked, new_only=new_only)) if checked else []
    copies = 0
    for path, imported in zip(files, done, strict=True):
        copies += _say_imported(path, imported)
        _say_unlinked(service, imported.match_id, args)
        _say_same_names(service, imported.match_id)
    for said in skipped:
        print(_("{said}: not imported again").format(said=said))
    if done:
        count_in_records(service.db)
    if copies:
        again = (
            _(
                "the file was already in the database and was stored again, as a copy with "
                "an identity of its own"
            )
            if count == 1
            else _(
                "{copies} of the {count} files were already in the database and were "
                "stored again, as copies with identities of their own"
            ).format(copies=copies, count=count)
        )
        print(f"{PROG}: {_('warning')}: {again}", file=sys.stderr)
    return 0


def _say_imported(path: str, imported: Imported) -> int:
    """What ``path`` became; 1 if it was stored as a copy, else 0."""
    from tracker.services.awards import award_taken

    if imported.copy_of is None:
        print(_("imported match {match_id}").format(match_id=imported.match_id))
    else:
        said = (
            _(
                "imported match {match_id} as a copy: a match with the uuid of {path} is "
                "already in the database (match {copy_of}, deleted)"
            )
            if imported.copy_of_deleted
            else _(
                "imported match {match_id} as a copy: a match with the uuid of {path} is "
                "already in the database (match {copy_of})"
            )
        )
        print(said.format(match_id=imported.match_id, path=path, copy_of=imported.copy_of))
    award = award_taken(imported.taken)
    if award is not None:
        print(f"  {award}")
    elif imported.replaced is not None:
        said = _(
            "  its log reached full time: it stands for the match in place of the "
            "imported result {result}"
        )
        print(said.format(result=imported.replaced))
    elif imported.result_kept is not None:
        said = _(
            "  its log stops before full time: the imported result {result} of the same "
            "match (its score and scorers) stands for it in the library, the tables and the "
            "record books until the log reaches full time"
        )
        print(said.format(result=imported.result_kept))
    return int(imported.copy_of is not None)


def _left_out_stored(
    service: MatchService, files: list[str], checked: list[CheckedFile]
) -> tuple[list[str], list[CheckedFile], list[str]]:
    """The files and checked matches still to store, and a line for each file left out
    as already stored (or among the files); one that differs refuses the import."""
    from tracker.services.stored import already_there

    there = _guard(lambda: already_there(service, checked))
    names = [_named(path) for path in files]
    differ = [(n, t) for n, t in enumerate(there) if t and not t.same]
    if differ:
        said = [_already(names, n, t) for n, t in differ]
        stored = any(t.match_id is not None for _, t in differ)
        raise UserError(_refused_as_there(said, len(files), stored))
    skipped = [_already(names, n, t) for n, t in enumerate(there) if t]
    kept = [n for n, t in enumerate(there) if t is None]
    return [files[n] for n in kept], [checked[n] for n in kept], skipped


def _named(path: str) -> str:
    return "standard input" if path == "-" else path


def _already(names: list[str], index: int, there: AlreadyThere) -> str:
    """What file ``index`` already is: a stored match, or an earlier file of the import."""
    said = "says the same" if there.same else "differs from it"
    if there.match_id is None:
        assert there.earlier is not None
        if names[index] == names[there.earlier]:
            return f"{names[index]} is given twice"
        how = "has the uuid of" if there.by_uuid else "is the same match as"
        return f"{names[index]} {how} {names[there.earlier]}, and {said}"
    how = there.how()
    return (
        f"{names[index]} is already in the database as match {there.match_id} ({how}), and {said}"
    )


def _refused_as_there(differ: list[str], count: int, stored: bool) -> str:
    """Files whose match is already stored, or among the files, saying something else;
    ``stored``: one of them is a stored match."""
    named = differ[0] if len(differ) == 1 else _numbered(differ)
    nothing = "nothing was imported" if count == 1 else f"none of the {count} files was imported"
    if stored:
        keep = (
            "to keep the file's version, delete the stored match (in the window) and "
            "import again, or give --as-copy to store it beside it"
        )
    else:
        keep = "import one version only, or give --as-copy to store each"
    return f"{named}: {nothing}. A match stored twice counts twice in the records; {keep}"


def _refused(bad: list[str], count: int) -> str:
    """One line naming the bad files (the first few): none of the ``count`` is stored."""
    if count == 1:
        return bad[0]
    if len(bad) == 1:
        return f"{bad[0]} (none of the {count} files was imported)"
    return f"{len(bad)} of the {count} files are bad, so none was imported: {_numbered(bad)}"


def _numbered(said: list[str]) -> str:
    """The first few of ``said``, numbered, and how many more: "(1) … (2) … (and 4 more)"."""
    named = " ".join(f"({n}) {one}" for n, one in enumerate(said[:_NAMED_BAD], start=1))
    more = len(said) - _NAMED_BAD
    return named + (f" (and {more} more)" if more > 0 else "")


#: The import format of each kind of file (:func:`tracker.services.filekinds.kind_of`).
_FORMAT_OF_KIND = {
    "json": "json",
    "openfootball": "openfootball",
    "squads": "openfootball-squads",
    "events": "statsbomb",
    "lineups": "statsbomb",
}
#: What each format's files are, in words.
_FORMAT_WORDS = {
    "json": "a match file",
    "openfootball": "openfootball results",
    "openfootball-squads": "openfootball squad lists",
    "statsbomb": "StatsBomb open data",
}


def _check_forced(asked: str, files: list[str]) -> None:
    """A file that is plainly of another kind than ``--format`` says, named as such
    (read as the format asked, it gave "name: … is missing")."""
    from tracker.services.filekinds import kind_of

    for path in files:
        if path == "-":
            continue
        told = _FORMAT_OF_KIND.get(kind_of(path))
        if told is not None and told != asked and asked in _FORMAT_WORDS:
            raise UserError(
                f"{path} is {_FORMAT_WORDS[told]}, not {_FORMAT_WORDS[asked]}: leave out "
                f"--format (the kind is told from the file), or give --format {told}"
            )


def _told_format(files: list[str]) -> str:
    """The import format of ``files``, told from what they hold (a file it cannot tell,
    or standard input, is read as a match file, whose errors then say what is wrong)."""
    from tracker.services.filekinds import kind_of, not_matches, side_file

    kinds = {path: "json" if path == "-" else kind_of(path) for path in files}
    for path, kind in kinds.items():
        side = side_file(path) if not kind else ""
        if side:
            raise UserError(not_matches(path, side))
    if any(kind == "matches" for kind in kinds.values()):
        raise UserError(
            "a StatsBomb matches file is read with its match's events and lineups: "
            "import them with --format statsbomb --match-info FILE"
        )
    told = {path: _FORMAT_OF_KIND.get(kind, "json") for path, kind in kinds.items()}
    found = sorted(set(told.values()))
    if len(found) > 1:
        first, other = (next(p for p, f in told.items() if f == one) for one in found[:2])
        raise UserError(
            f"{first} is {_FORMAT_WORDS[found[0]]} and {other} {_FORMAT_WORDS[found[1]]}: "
            "import one kind at a time (or say which with --format)"
        )
    return found[0]


def _say_unlinked(service: MatchService, match_id: int, args: argparse.Namespace) -> None:
    """One line per squad name left unlinked (ambiguous): the match is stored anyway."""
    from tracker.services.setup import SetupService

    for line in _guard(lambda: SetupService(service.db).unlinked_players(match_id)):
        print(said(line, args))


def _say_same_names(service: MatchService, match_id: int) -> None:
    """A warning for a name in both squads (a typo, a player copied into the wrong
    team): the match is stored, as the window stores it once the user says so."""
    from tracker.services.setup import SetupService

    warning = _guard(lambda: SetupService(service.db).same_names(match_id))
    if warning:
        print(f"{PROG}: warning: {warning}", file=sys.stderr)


def _import_openfootball(service: MatchService, args: argparse.Namespace) -> int:
    """Results history: every file read first (a bad one writes nothing), then stored."""
    from tracker.services.results import ResultsService, describe_report, read_openfootball

    read = _guard(lambda: read_openfootball(args.files))
    report = _guard(lambda: ResultsService(service.db).store(read))
    count_in_records(service.db)
    matches = sum(len(item.edition.matches) for item in read)
    first, *rest = describe_report(report)
    counted = plural(matches, _("1 match"), _("{count} matches"))
    said = _("imported {files} file(s), {matches}: {first}")
    print(said.format(files=len(read), matches=counted, first=first))
    for line in rest:
        print(line)
    if report.ambiguous:
        said = _(
            "{count} scorer(s) left unlinked: see them, with who could be each, with: {command}"
        )
        command = command_line(args, "people review")
        print(said.format(count=len(report.ambiguous), command=command), file=sys.stderr)
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    from tracker.services.exporting import formats
    from tracker.services.outputs import refuse_database

    known = formats()
    # "text" is what the help's description and the window call the txt sheet.
    fmt = known.get("txt" if args.format.strip().lower() == "text" else args.format)
    if fmt is None:
        raise UserError(f"unknown format {args.format!r} (known: {', '.join(sorted(known))})")
    options = _options(args.option)
    if args.lang:
        options["lang"] = args.lang
    if args.output == "-":  # as 'import -' reads standard input
        args.output = None
    if args.output:
        _guard(lambda: refuse_database(Path(args.output)))
    read = partial(_read_sheet, args, fmt, options)
    if fmt.uses_qt and getattr(args, "whole_process", False):
        from tracker.cli.beside import read_beside

        # Qt loads while the database is read (in a forked child where the system allows).
        draw = read_beside(args, read, partial(_load_qt, args))
    else:
        draw = read()
    with collector_held(args):  # one sheet's worth of objects, gone when the process ends
        data = draw()
    if isinstance(data, bytes):
        _write_file(args.output, fmt.name, data)
    else:
        _write_folder(Path(args.output), fmt.name, data)
    return 0


def _load_qt(args: argparse.Namespace) -> None:
    """What drawing a sheet loads first, for a process that draws it and ends."""
    with collector_held(args):
        from tracker.sheet.pdf import prepare

        # Nothing but this sheet paints in this process: Qt's GUI application alone.
        prepare(widgets=False)


def _read_sheet(
    args: argparse.Namespace, fmt: ExportFormat, options: dict[str, Any]
) -> Callable[[], Rendered]:
    """Read what the export writes; returned as the call that writes it (it pickles)."""
    service = _reader(args)  # it only reads: not the match service, which writes too
    draw = None
    if service.record(args.match) != "logged":  # a logged match needs no results layers
        draw = _result_sheet(service, args.match, fmt.name, options)
    if draw is None:
        draw = _match_sheet(service, args, fmt, options)
    if fmt.directory and not args.output:
        raise UserError(f"the {fmt.name} format writes a folder: give it with -o DIR")
    return draw


def _options(items: list[str]) -> dict[str, Any]:
    """``--option KEY=VALUE``s as a format's options."""
    options: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise UserError(f"option {item!r} is not KEY=VALUE")
        options[key.strip()] = value.strip()
    return options


def _match_sheet(
    service: MatchReader, args: argparse.Namespace, fmt: ExportFormat, options: dict[str, Any]
) -> Callable[[], Rendered]:
    """A logged match to write in ``fmt`` (its key stats across the library where it
    shows them)."""
    # The match and the services the sheet needs load like the database layers did:
    # with the collector held (one match's worth of objects).
    with collector_held(args):
        from tracker.sheet.formats import takes_key_stats

        match, events = _guard(lambda: service.load(args.match))
        if "lang" not in options and any(name == "lang" for name, _help in fmt.options):
            # The match's own language: its competition's (a German league's Spielbericht).
            options["lang"] = service.sheet_language(args.match)
        if takes_key_stats(fmt):
            from tracker.services.records import RecordsService
            from tracker.sheet.base import KEY_STATS

            records = RecordsService(service.db)
            options[KEY_STATS] = _guard(
                lambda: records.sheet_lines(args.match, options.get("lang") or None)
            )
    return partial(_draw_match, fmt.name, match, events, options)


def _draw_match(name: str, match: Match, events: list[Event], options: dict[str, Any]) -> Rendered:
    from tracker.services.exporting import formats

    try:
        return formats()[name].render(match, events, options)
    except ValueError as exc:
        raise UserError.of(exc) from None


def _write_file(output: str | None, name: str, data: bytes) -> None:
    """One file's bytes to ``-o FILE``, else to stdout (text only on a terminal)."""
    if output:
        _guard(lambda: _write_atomic(Path(output), data))
    elif sys.stdout.isatty() and not _is_text(data):
        raise UserError(f"the {name} format is not text: write it to a file with -o FILE")
    else:
        write_stdout(data)


def _write_folder(folder: Path, name: str, data: Mapping[str, bytes]) -> None:
    """A folder format's files into ``folder``, none of them over a database."""
    from tracker.services.outputs import refuse_database

    if folder.exists() and not folder.is_dir():
        raise UserError(f"{folder} is a file: the {name} format writes a folder")
    for file in data:
        _guard(partial(refuse_database, folder / file))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot make the folder {folder}: {exc.strerror or exc}") from None
    for file, content in data.items():
        _guard(partial(_write_atomic, folder / file, content))
    print(_("wrote {count} files to {folder}").format(count=len(data), folder=folder))


def _result_sheet(
    service: MatchReader, match_id: int, fmt: str, options: dict[str, Any]
) -> Callable[[], Rendered] | None:
    """The sheet of an imported result or fixture, to write (None for a logged match).

    It has no log and no line-ups: its score, scorers and key stats, in the sheet
    formats (text, HTML, PDF, CSV); a match file holds logged matches only.
    """
    from tracker.services.exporting import formats
    from tracker.services.results import ResultsService
    from tracker.sheet.content import minute_style
    from tracker.sheet.resultsheet import RESULT_FORMATS

    if fmt in RESULT_FORMATS:
        # The options the logged sheet of this format takes, checked as it checks them.
        known = {name for name, _help in formats()[fmt].options}
        unknown = sorted(set(options) - known)
        if unknown:
            allowed = ", ".join(sorted(known)) or "none"
            raise UserError(f"unknown option {unknown[0]!r} (this format takes: {allowed})")
    try:
        plain = minute_style(options)
    except ValueError as exc:
        raise UserError.of(exc) from None
    language = options.get("lang") or None
    results = ResultsService(service.db)
    if fmt not in RESULT_FORMATS:
        stored = _guard(lambda: results.stored(match_id))
        if stored is not None and stored.lineups:
            return None  # a result being logged: its log is written, as the window does
    sheet = _guard(lambda: results.sheet(match_id, language, plain=plain))
    if sheet is None:
        return None
    if fmt not in RESULT_FORMATS:
        what = "a fixture, not played yet" if not sheet.score else "a result only"
        raise UserError(
            f"match {match_id} is {what} — no line-ups, no event log: its sheet is written "
            f"as {', '.join(RESULT_FORMATS)}, not {fmt}"
        )
    return partial(_draw_result, sheet, fmt, options.get("paper", "a4"))


def _draw_result(sheet: ResultSheet, fmt: str, paper: str) -> Rendered:
    from tracker.sheet.resultsheet import render_result

    try:
        return render_result(sheet, fmt, paper=paper)
    except ValueError as exc:
        raise UserError.of(exc) from None


def _is_text(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all; errors name ``path``, never the temp file.

    A link is written through (the file it names is replaced, the link stays); a file
    that is read-only is refused, as ``cp`` refuses it; one written over keeps its mode.
    """
    from tracker.services.outputs import refuse_database

    if _not_a_file(path):  # a pipe, a device, /dev/stdout: written to, never replaced
        try:
            with path.open("wb") as out:
                out.write(data)
        except OSError as exc:
            raise UserError(
                _("cannot write {path}: {error}").format(path=path, error=exc.strerror or exc)
            ) from None
        return
    given, path = path, _through_links(path)
    if path.is_dir():
        raise UserError(_("{path} is a folder: give a file name with -o").format(path=given))
    if not path.parent.is_dir():
        said = _("cannot write {path}: the folder {folder} does not exist")
        raise UserError(said.format(path=given, folder=path.parent))
    _guard(lambda: refuse_database(path))
    mode = _mode_kept(path, given)
    tmp = path.with_name(f".{path.name}.part")
    try:
        tmp.write_bytes(data)
        if mode is not None:
            tmp.chmod(mode)
        tmp.replace(path)
    except OSError as exc:
        with contextlib.suppress(OSError):  # on a read-only mount, removing fails too
            tmp.unlink(missing_ok=True)
        raise UserError(
            _("cannot write {path}: {error}").format(path=given, error=exc.strerror or exc)
        ) from None


def _not_a_file(path: Path) -> bool:
    """Whether ``path`` (its links followed) is there and is neither a file nor a folder:
    a named pipe, a device (``/dev/null``), a terminal, ``/dev/stdout``."""
    try:
        found = path.stat()
    except OSError:
        return False
    return not (stat.S_ISREG(found.st_mode) or stat.S_ISDIR(found.st_mode))


def _through_links(path: Path) -> Path:
    """The file a link at ``path`` names (links followed), else ``path``."""
    if not path.is_symlink():
        return path
    return Path(os.path.realpath(path))


def _mode_kept(path: Path, given: Path) -> int | None:
    """The mode of the file at ``path`` (None: none there); a read-only one is refused.

    Its mode is read as well as asked of the system: root may write any file, but
    a file made read-only is kept as its owner meant it.
    """
    try:
        found = path.stat()
    except OSError:
        return None
    mode = stat.S_IMODE(found.st_mode)
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(path, os.W_OK):
        raise UserError(_("cannot write {path}: it is read-only").format(path=given))
    return mode


COMMANDS = {"import": _cmd_import, "export": _cmd_export}
