"""Listing and restoring the automatic backups of a database file, for the window."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tracker.core.hints import Hint, Hinted, hinted
from tracker.core.i18n import gettext as _
from tracker.core.i18n import plural
from tracker.services.matches import ServiceError
from tracker.store.transfer import backup
from tracker.store.transfer.dropped import DroppedMatch, dropped
from tracker.store.transfer.restore import Restored, restore_backup

#: How many matches a restore's warning names; the others are counted.
NAMED = 5


@dataclass(frozen=True)
class BackupEntry:
    """A backup as the user chooses it: when, why, and what it holds."""

    path: Path
    label: str
    matches: int | None
    events: int | None

    @property
    def contents(self) -> str:
        """``3 matches, 54 events`` (or ``unreadable``)."""
        if self.matches is None:
            return _("unreadable")
        matches = plural(self.matches, _("1 match"), _("{count} matches"))
        events = plural(self.events or 0, _("1 event"), _("{count} events"))
        return f"{matches}, {events}"


def backups_of(db_path: Path) -> list[BackupEntry]:
    """The backups of ``db_path``, newest first, with what each holds."""
    entries = []
    for item in backup.list_backups(db_path):
        entries.append(describe(item.path, item.label))
    return entries


def describe(path: Path, label: str | None = None) -> BackupEntry:
    """A backup file (from the list or chosen by the user) as an entry."""
    try:
        summary = backup.summarize(path)
    except backup.BackupError:
        return BackupEntry(path, label or path.name, None, None)
    return BackupEntry(path, label or path.name, summary.matches, summary.events)


@dataclass(frozen=True)
class RestoreReport:
    """What a restore did, for the window and the command line to say their own way.

    Attributes:
        done: What happened to the database file it replaced.
        dropped: What the backup did not hold, a line per match (see
            :func:`dropped_lines`), read before the restore replaced it.
        kept: The backup now holding what was replaced: its number in the list (1 the
            newest) and its label; None when none was kept.
    """

    done: Restored
    dropped: list[str]
    kept: tuple[int, str] | None


def restore_reporting(backup_path: Path, db_path: Path) -> RestoreReport:
    """Restore ``backup_path`` over ``db_path`` and report what it dropped and kept.

    Raises :class:`ServiceError` (and changes nothing) when the backup is unusable.
    """
    lost = dropped_lines(backup_path, db_path)  # read before the restore replaces them
    try:
        done = restore_backup(backup_path, db_path)
    except backup.BackupError as exc:
        raise ServiceError.of(exc) from None
    return RestoreReport(done, lost, kept_backup(done, db_path))


def restore(backup_path: Path, db_path: Path) -> str:
    """Restore ``backup_path`` over ``db_path``; returns what happened, for the user:
    what it dropped (see :func:`dropped_lines`) and which backup holds it now.

    Raises :class:`ServiceError` (and changes nothing) when the backup is unusable.
    """
    report = restore_reporting(backup_path, db_path)
    if report.dropped and report.kept is not None:
        return _(
            "It dropped what the backup does not hold ({dropped}). What the database held "
            "before is kept as the backup “{label}”: restore that one to get it back."
        ).format(dropped="; ".join(report.dropped), label=report.kept[1])
    return outcome(report.done)


def dropped_lines(backup_path: Path, db_path: Path) -> list[str]:
    """What restoring ``backup_path`` over ``db_path`` would drop, a line per match
    ("Argentina v England: 3 events logged after the backup"), the first :data:`NAMED`
    and then how many more; empty when it drops nothing or a file cannot be read (the
    restore itself refuses a backup it cannot read). Both files are only read."""
    try:
        found = dropped(backup_path, db_path)
    except backup.BackupError:
        return []
    lines = [_dropped_line(match) for match in found[:NAMED]]
    if len(found) > NAMED:
        more = len(found) - NAMED
        lines.append(plural(more, _("1 more match"), _("{count} more matches")))
    return lines


def _dropped_line(match: DroppedMatch) -> str:
    teams = _("{home} v {away}").format(home=match.home, away=match.away)
    if not match.in_backup:
        if not match.added:
            return _("{teams}: not in the backup").format(teams=teams)
        events = plural(match.added, _("1 event"), _("{count} events"))
        return _("{teams}: not in the backup ({events})").format(teams=teams, events=events)
    said = []
    if match.added:
        said.append(plural(match.added, _("1 event logged"), _("{count} events logged")))
    if match.changed:
        said.append(plural(match.changed, _("1 event corrected"), _("{count} events corrected")))
    return _("{teams}: {events} after the backup").format(teams=teams, events=_(" and ").join(said))


def kept_backup(done: Restored, db_path: Path) -> tuple[int, str] | None:
    """The backup a restore kept of what it replaced: its number in the list of
    backups (1 the newest) and its label; None when it kept none."""
    if done.kept is None:
        return None
    for number, item in enumerate(backup.list_backups(db_path), start=1):
        if item.path == done.kept:
            return number, item.label
    return None


def outcome(done: Restored) -> str:
    """What a restore did with what it replaced, in a sentence for the user."""
    moved = ", ".join(path.name for path in done.moved)
    if done.kept is not None:
        return _("What the database held before is itself kept as a backup.")
    if done.replaced:
        return _("The damaged database was kept as {moved}.").format(moved=moved)
    if done.moved:
        return _(
            "There was no database file, so nothing was replaced; the leftover files "
            "beside it were moved aside ({moved})."
        ).format(moved=moved)
    return _("There was no database file, so nothing was replaced.")


def database_file(location: str | None) -> Path | None:
    """The SQLite file that ``--db``/``TRACKER_DB``/the default names, if it is a file."""
    from tracker.store.db import DatabaseError, parse_url, resolve_url

    try:
        url = parse_url(resolve_url(location))
    except DatabaseError:  # not a URL at all: no file either
        return None
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    return Path(str(url.database))


def no_backups_here(location: str | None) -> str | Hinted:
    """Why the database that ``location`` names has no automatic backups, and what to
    use instead: one sentence, for the command line and the window."""
    from tracker.store.db import DatabaseError, parse_url, resolve_url

    try:
        backend = parse_url(resolve_url(location)).get_backend_name()
    except DatabaseError:
        backend = ""
    if backend == "postgresql":
        template = _(
            "a PostgreSQL server's database is not backed up by Match Tracker: back it up "
            "with pg_dump -Fc and restore it with pg_restore --clean (see docs/postgresql.md), "
            "or keep every match as match files with {hint} and load (docs/league.md)"
        )
        return hinted(template, Hint(("dump",)))
    return _("backups are kept for database files only")
