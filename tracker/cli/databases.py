"""The database commands: ``push`` a match or ``copy`` the library to another database,
``dump`` and ``load`` an archive, ``restore`` a backup.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from tracker.cli.common import (
    PROG,
    UserError,
    _guard,
    _one_line,
    _service,
    command_line,
    count_in_records,
    record_id,
    undone_if_refused,
)
from tracker.core.i18n import gettext as _

if TYPE_CHECKING:
    from tracker.services import copying
    from tracker.store.db import Database


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the database commands to the command's sub-parsers."""
    push = sub.add_parser("push", help="send a match to another database (the league's)")
    push.add_argument("match", type=record_id, metavar="MATCH", help="the match id (see 'list')")
    push.add_argument(
        "--to", required=True, metavar="DATABASE", help="the database to send it to (file or URL)"
    )
    push.add_argument(
        "--force", action="store_true", help="overwrite a copy there that was changed there too"
    )

    copy = sub.add_parser("copy", help="copy the whole library to another database")
    copy.add_argument(
        "--from", dest="source", metavar="DATABASE", help="from this database (default: --db)"
    )
    copy.add_argument(
        "--to", required=True, metavar="DATABASE", help="to this database (file or URL)"
    )
    copy.add_argument(
        "--force", action="store_true", help="overwrite copies there that were changed there too"
    )

    dump = sub.add_parser("dump", help="write the library's matches to a portable archive (zip)")
    dump.add_argument("file", metavar="FILE", help="the archive to write")
    load = sub.add_parser("load", help="load an archive written by 'dump'")
    load.add_argument("file", metavar="FILE", help="the archive to read")

    restore = sub.add_parser("restore", help="list the automatic backups, or restore one")
    restore.add_argument(
        "backup",
        nargs="?",
        metavar="BACKUP",
        help="the number 'restore' lists, or a backup file; none: list them",
    )


def _cmd_restore(args: argparse.Namespace) -> int:
    from tracker.store.db import parse_url, resolve_url
    from tracker.store.transfer import backup

    url = parse_url(resolve_url(args.db))
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        from tracker.services.backups import no_backups_here

        raise UserError(no_backups_here(args.db))
    path = Path(str(url.database))
    kept = backup.list_backups(path)
    if args.backup is None:
        if not kept:
            print(_("no backups of {path} yet").format(path=path))
            return 0
        print(_("backups of {path}, newest first:").format(path=path))
        from tracker.services.backups import describe

        for number, item in enumerate(kept, start=1):
            print(f"{number:>3}  {item.label}  ({describe(item.path, item.label).contents})")
        print(_("restore one with: {command}").format(command=command_line(args, "restore NUMBER")))
        return 0
    if args.backup.isdigit():
        if not 1 <= int(args.backup) <= len(kept):
            said = _("there is no backup {number} (see: {command})")
            raise UserError(said.format(number=args.backup, command=command_line(args, "restore")))
        chosen = kept[int(args.backup) - 1].path
    else:
        chosen = Path(args.backup)
    _restore(args, chosen, path)
    if chosen.resolve() not in {item.path.resolve() for item in kept}:
        # Another library's backup, perhaps: what this one held is in its newest backup.
        said = _(
            "{chosen} is not one of {name}'s backups; what {name} held before is in the "
            "backup taken before the restore ({command} lists it)"
        ).format(chosen=chosen.name, name=path.name, command=command_line(args, "restore"))
        print(f"{PROG}: {_('note')}: {said}", file=sys.stderr)
    return 0


def _restore(args: argparse.Namespace, chosen: Path, path: Path) -> None:
    """Restore ``chosen`` over ``path`` and say what it dropped (the events logged
    after the backup, match by match) and the command that brings it back."""
    from tracker.services.backups import outcome, restore_reporting
    from tracker.services.errors import ServiceError

    try:
        report = restore_reporting(chosen, path)
    except ServiceError as exc:
        raise UserError.of(exc) from None
    if not report.dropped or report.kept is None:
        said = _("restored {path} from {backup}.").format(path=path, backup=chosen.name)
        print(f"{said} {outcome(report.done)}")
        return
    number, label = report.kept
    said = _("restored {path} from {backup}, dropping what the backup does not hold:")
    print(said.format(path=path, backup=chosen.name))
    for line in report.dropped:
        print(f"  {line}")
    said = _(
        "What the database held before is kept as backup {number} ({label}): to get it "
        "back, {command}"
    )
    print(said.format(number=number, label=label, command=command_line(args, f"restore {number}")))


def _open_source(location: str | None) -> Database:
    """The database a copy reads from (a file or URL; None: ``--db``'s default), its
    errors said of the source."""
    from tracker.services.errors import ServiceError
    from tracker.services.league import open_source
    from tracker.store.errors import DatabaseError

    try:
        return open_source(location)
    except (DatabaseError, ServiceError) as exc:
        raise UserError(str(exc)) from None


def _open(
    location: str | None,
    *,
    create: bool = True,
    source: Database | None = None,
    made: list[Path] | None = None,
) -> Database:
    """The database sent to at ``location`` (a file or URL); not ``source``'s own file
    under another name.

    Args:
        location: The database's file or URL.
        create: Make a database file that is not there yet.
        source: The database sent from.
        made: The files opening it would make (:func:`copying.files_made`): removed if
            it cannot be opened (SQLite may have made them before it failed), unless
            another program is writing to them (it made them, or has them open).
    """
    from tracker.services import copying
    from tracker.services.errors import ServiceError
    from tracker.services.league import open_target
    from tracker.store.errors import DatabaseBusy, DatabaseError

    try:
        return open_target(location, create=create, source=source)
    except DatabaseBusy as exc:
        raise UserError.of(exc) from None
    except (DatabaseError, ServiceError) as exc:
        copying.remove_made(made or [])
        raise UserError.of(exc) from None


def _cmd_push(args: argparse.Namespace) -> int:
    from tracker.services import league

    service = _service(args)
    target = _open(args.to, create=False, source=service.db)
    try:
        result = _guard(lambda: league.push(service.db, args.match, target, force=args.force))
        if not result.refused:
            count_in_records(target)
    finally:
        target.close()
    if result.refused:
        raise UserError(result.message)
    print(result.message)
    for note in result.notes:
        print(f"{PROG}: {_one_line(note)}", file=sys.stderr)
    return 0


def _cmd_copy(args: argparse.Namespace) -> int:
    from tracker.services import copying

    source = _open_source(args.source or args.db)
    try:
        made = copying.files_made(args.to)
        target = _open(args.to, source=source, made=made)
        report = _copy_into(source, target, args.force, made)
    finally:
        source.close()
    for said in (
        *report.problems,
        *report.dropped,
        *report.awards,
        *report.adjustments_said,
        *report.rules_kept,
    ):
        print(f"{PROG}: {_one_line(said)}", file=sys.stderr)
    print(report.summary(target.shown_url))
    return 1 if report.problems else 0


def _copy_into(
    source: Database, target: Database, force: bool, made: list[Path]
) -> copying.CopyReport:
    """Copy the library into ``target`` (closed after); a target this copy ``made`` and
    left with no match is removed, unless another program was writing to it (then the
    files are that program's too)."""
    from tracker.services import copying

    stopped: list[copying.CopyStopped] = []

    def copy() -> copying.CopyReport:
        try:
            return copying.copy_library(source, target, force=force, progress=_progress("copied"))
        except copying.CopyStopped as exc:
            stopped.append(exc)
            raise

    try:
        report = _guard(copy)
        count_in_records(target)
    except BaseException:
        target.close()
        if not any(exc.copied or exc.busy for exc in stopped):
            copying.remove_made(made)
        raise
    target.close()
    return report


def _progress(verb: str) -> Callable[[int, int], None] | None:
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

    path = Path(args.file)
    _guard(lambda: archive.check_archive(path))  # before a new database file is made for it
    with undone_if_refused(args) as opened:  # refused whole: a database made for it goes
        service = opened()
        report = _guard(lambda: archive.load(service.db, path))
    count_in_records(service.db)
    for kept in (*report.kept, *report.adjustments_said, *report.rules_kept):
        print(f"{PROG}: {_one_line(kept)}", file=sys.stderr)
    print(report.summary(path))
    return 0


COMMANDS = {
    "restore": _cmd_restore,
    "push": _cmd_push,
    "copy": _cmd_copy,
    "dump": _cmd_dump,
    "load": _cmd_load,
}
