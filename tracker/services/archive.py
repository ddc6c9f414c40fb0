"""``dump`` and ``load``: the whole library as a portable archive, on any backend.

The archive (:mod:`tracker.core.files.archive`) holds a match file per match, so it is read
by any later version on any database. ``dump`` reads the library match by match and
writes the archive beside its destination, then moves it into place: an interrupted
dump leaves no half archive. ``load`` checks and writes in one transaction: a bad
member (named in the message) writes nothing; a match already here (same uuid) is
left as it is, so loading an archive twice adds nothing the second time.

A league's points adjustments travel in ``adjustments.json`` (by competition, season
and team name): a load adds those not here already, creating the edition if needed,
so the season's files imported after the load give the same tables. The language set
for a competition's sheets travels in ``languages.json`` (by competition name): a load
sets it where this database has none set for that competition. Each competition's kind
and rules travel in ``competitions.json`` (:mod:`tracker.services.carried`): a load gives
them to a competition it brings, and says where one here has others. Suspension
decisions, appeals and names linked by hand are not archived: a dump counts them.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import glob
import json
import logging
import os
import stat
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from sqlmodel import Session

from tracker import __version__
from tracker.core.files import archive, matchfile
from tracker.core.i18n import gettext as _
from tracker.core.i18n import normalise, plural
from tracker.core.match.events import Event
from tracker.core.match.model import Match, SetupError
from tracker.core.match.replay import replay, sort_events
from tracker.core.match.setup import check_match, check_text
from tracker.core.match.summary import figures_of
from tracker.services import carried
from tracker.services.errors import ServiceError
from tracker.services.outputs import refuse_database
from tracker.store.db import Database
from tracker.store.match import matches as repo
from tracker.store.match.eventlog import check_players
from tracker.store.people import teams as team_repo
from tracker.store.records.discipline import merge_rules, portable_rules, rules_here
from tracker.store.results import imported as results
from tracker.store.results import leagues
from tracker.store.results.languages import merge_languages, portable_languages
from tracker.store.schema import HEAD_REVISION
from tracker.store.transfer import matchcopy as transfer
from tracker.store.transfer.leftout import LeftOut, left_out

log = logging.getLogger(__name__)
#: The largest archive ``load`` reads (a library of every World Cup is a few megabytes).
MAX_ARCHIVE_BYTES = 2 * 1024 * 1024 * 1024


@dataclass
class DumpReport:
    """What a dump wrote, and the matches it could not read."""

    matches: int = 0
    teams: int = 0
    trashed: int = 0
    #: League points adjustments written.
    adjustments: int = 0
    #: Imported results and fixtures: a match file holds a logged match only.
    results: int = 0
    #: What the library holds that no archive carries (decisions, appeals, links by hand).
    left_out: LeftOut = field(default_factory=LeftOut)
    problems: list[str] = field(default_factory=list)

    def summary(self, path: Path) -> str:
        """One line: what the archive holds."""
        said = [_("wrote {path}: {matches}, {teams}")]
        matches = plural(self.matches, _("1 match"), _("{count} matches"))
        teams = plural(self.teams, _("1 team"), _("{count} teams"))
        if self.adjustments:
            adjustments = _("1 points adjustment"), _("{count} points adjustments")
            teams += ", " + plural(self.adjustments, *adjustments)
        if self.trashed:
            said.append(_("{count} in the trash not included").format(count=self.trashed))
        if self.results == 1:
            said.append(
                _(
                    "1 imported result or fixture not included "
                    "(a match file holds a logged match: import their files again, or use copy)"
                )
            )
        elif self.results:
            said.append(
                _(
                    "{count} imported results and fixtures not included "
                    "(a match file holds a logged match: import their files again, or use copy)"
                ).format(count=self.results)
            )
        if self.problems:
            said.append(_("{count} could not be read").format(count=len(self.problems)))
        said[0] = said[0].format(path=path, matches=matches, teams=teams)
        return "; ".join(said) + carried.left_out_text(self.left_out)


def dump(
    db: Database, path: Path, progress: Callable[[int, int], None] | None = None
) -> DumpReport:
    """Write the library to a zip archive: every logged match not in the trash, every
    team, the points adjustments and each competition's kind, rules and language."""
    report = DumpReport()
    if path.is_dir():
        raise ServiceError(_("{path} is a folder: give the archive a file name").format(path=path))
    if not path.parent.is_dir():
        raise ServiceError(
            _("cannot write {path}: the folder {folder} does not exist").format(
                path=path, folder=path.parent
            )
        )
    refuse_database(path)
    if path.exists() and not path.is_file():  # a pipe or a device: never moved over
        raise ServiceError(
            _("{path} is not a file: an archive is written to a file").format(path=path)
        )
    _remove_stale_parts(path)
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        with zipfile.ZipFile(part, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            _dump_into(db, zf, report, progress)
        os.replace(part, path)
    except OSError as exc:
        _remove(part)
        raise ServiceError(
            _("cannot write {path}: {error}").format(path=path, error=exc.strerror or exc)
        ) from None
    except BaseException:
        _remove(part)
        raise
    return report


def _remove(part: Path) -> None:
    """Remove a dump's temporary file; where it cannot be (a read-only mount, where it
    was never made), the error said is the archive's, not this one's."""
    with contextlib.suppress(OSError):
        part.unlink(missing_ok=True)


def _remove_stale_parts(path: Path) -> None:
    """Remove what a dump to ``path`` killed before it finished left behind.

    A dump writes ``.NAME.PID.part`` beside the archive and moves it into place at the
    end; a dump killed on the way leaves it. Its process is gone: it is removed (a
    dump to the same file running now keeps its own).
    """
    for part in path.parent.glob(f".{glob.escape(path.name)}.*.part"):
        pid = part.name[len(path.name) + 2 : -len(".part")]
        if not pid.isdigit() or _alive(int(pid)):
            continue
        with contextlib.suppress(OSError):
            part.unlink()
            log.info("removed %s, left by a dump that did not finish", part)
    older = path.with_name(f".{path.name}.part")  # the name earlier versions wrote
    with contextlib.suppress(OSError):
        older.unlink()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _dump_into(
    db: Database,
    zf: zipfile.ZipFile,
    report: DumpReport,
    progress: Callable[[int, int], None] | None,
) -> None:
    with db.reading() as session:
        teams = [
            archive.Team(
                name=info.name,
                short_name=info.short_name,
                manager=info.manager,
                colour=info.colour,
                keeper_colour=info.keeper_colour,
                squad=team_repo.load_squad(session, info.id),
            )
            for info in team_repo.list_teams(session)
            if info.id is not None
        ]
        total = transfer.library_count(session)
        report.trashed = transfer.trash_count(session)
        adjusted = leagues.portable_adjustments(session)
        languages = portable_languages(session)
        rules = portable_rules(session)
        report.left_out = left_out(session)
    zf.writestr(archive.TEAMS, archive.teams_text(teams))
    if rules:
        zf.writestr(carried.COMPETITIONS, carried.competitions_text(rules))
    if languages:
        zf.writestr(LANGUAGES, json.dumps(languages, indent=2, ensure_ascii=False) + "\n")
    if adjusted:
        zf.writestr(ADJUSTMENTS, _adjustments_text(adjusted))
        report.adjustments = sum(not a.removed for a in adjusted)
    report.teams = len(teams)
    after, done = 0, 0
    while True:
        with db.reading() as session:
            ids = transfer.library_ids(session, after=after)
        if not ids:
            break
        for match_id in ids:
            text = _match_text(db, match_id, report)
            if text is not None:
                name, content = text
                zf.writestr(f"{archive.MATCHES}{name}.json", content)
                report.matches += 1
            done += 1
            if progress is not None:
                progress(done, total)
        after = ids[-1]
    manifest = archive.manifest(
        app_version=__version__, schema=HEAD_REVISION, matches=report.matches, teams=len(teams)
    )
    zf.writestr(archive.MANIFEST, json.dumps(manifest, indent=2) + "\n")


def _match_text(db: Database, match_id: int, report: DumpReport) -> tuple[str, str] | None:
    with db.reading() as session:
        if results.record_of(session, match_id) != "logged":
            report.results += 1
            return None
        try:
            match = repo.load_match(session, match_id)
            events = check_players(match_id, match, repo.load_events(session, match_id))
        except (repo.NotFound, repo.DamagedEvent) as exc:
            report.problems.append(
                _("match {match_id} could not be read ({error}): not included").format(
                    match_id=match_id, error=exc
                )
            )
            return None
    if match.uuid is None:  # a row written by other means: it gets its identity now
        with db.writing() as session:
            match = dataclasses.replace(match, uuid=transfer.give_identity(session, match_id))
    assert match.uuid is not None
    return match.uuid, matchfile.dumps(match, sort_events(events))


# --- load --------------------------------------------------------------------------


@dataclass
class LoadReport:
    """What a load added, and what it found already here."""

    added: int = 0
    unchanged: int = 0
    teams_added: int = 0
    teams_kept: int = 0
    #: League points adjustments added (those here already are not added twice).
    adjustments_added: int = 0
    #: League points adjustments removed where the archive's were removed.
    adjustments_removed: int = 0
    #: Matches here (same uuid) that differ from the archive's copy: kept as they are.
    kept: list[str] = field(default_factory=list)
    #: Competitions here whose kind or rules differ from the archive's: kept, said.
    rules_kept: list[str] = field(default_factory=list)
    #: Each points adjustment added or removed here, or not added, in words.
    adjustments_said: list[str] = field(default_factory=list)
    #: The matches this load added (ids here): the archive's own, never a twin of
    #: another of its matches (the library it was dumped from held both).
    added_ids: set[int] = field(default_factory=set, repr=False)

    def summary(self, path: Path) -> str:
        """One line: what the load did."""
        matches = _("matches: {added} added, {unchanged} already here").format(
            added=self.added, unchanged=self.unchanged
        )
        if self.kept:
            kept = _("{count} kept as they are here (they differ)").format(count=len(self.kept))
            matches += f", {kept}"
        teams = _("teams: {added} added, {kept} already here").format(
            added=self.teams_added, kept=self.teams_kept
        )
        counts = (
            (self.adjustments_added, _("{count} added")),
            (self.adjustments_removed, _("{count} removed")),
        )
        changed = [what.format(count=n) for n, what in counts if n]
        said = _("loaded {path}: {matches}; {teams}").format(
            path=path, matches=matches, teams=teams
        )
        if changed:
            said += "; " + _("points adjustments: {changed}").format(changed=", ".join(changed))
        return said


def check_archive(path: Path) -> None:
    """Refuse at once a file that is no zip archive (missing, a folder, a text file, a
    zip cut short): checked before the database it would be loaded into is opened, so
    that a load refused leaves no new, empty database file behind."""
    handle = _open_archive(path)
    with handle:
        try:
            zipfile.ZipFile(handle).close()
        except zipfile.BadZipFile:
            raise _not_a_zip(path, handle) from None
        except OSError as exc:
            raise ServiceError(f"{path}: {exc.strerror or exc}") from None


def load(db: Database, path: Path) -> LoadReport:
    """Load an archive into the database, in one transaction; a bad one writes nothing."""
    handle = _open_archive(path)
    try:
        zf = zipfile.ZipFile(handle)
    except zipfile.BadZipFile:
        with handle:
            raise _not_a_zip(path, handle) from None
    except OSError as exc:
        handle.close()
        raise ServiceError(f"{path}: {exc.strerror or exc}") from None
    with handle, zf:
        try:
            return _load_from(db, zf)
        except archive.ArchiveError as exc:
            raise ServiceError(
                _("{path}: {error}; nothing was loaded").format(
                    path=path, error=_printable(str(exc))
                )
            ) from None


#: How a zip archive begins: a member's header, the end of an empty one's directory, or
#: a split archive's marker.
_ZIP_STARTS = (b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")


def _not_a_zip(path: Path, handle: IO[bytes]) -> ServiceError:
    """Why the file at ``path`` (open as ``handle``) cannot be read as a zip archive: it
    is empty, a zip cut short or damaged (it begins as one), or no zip at all."""
    try:
        handle.seek(0)
        start = handle.read(4)
    except OSError as exc:
        return ServiceError(f"{path}: {exc.strerror or exc}")
    if not start:
        return ServiceError(
            _("{path} is empty (0 bytes), not a Match Tracker archive").format(path=path)
        )
    if start in _ZIP_STARTS:  # its directory, written last, is missing or damaged
        return ServiceError(
            _(
                "{path}: the archive is damaged or incomplete (cut short, as when its copy "
                "did not finish): copy it again, or dump the library again; nothing was loaded"
            ).format(path=path)
        )
    return ServiceError(_("{path}: not a Match Tracker archive (not a zip file)").format(path=path))


def _printable(text: str) -> str:
    """``text`` with control characters escaped: a message quoting the archive is one line."""
    return "".join(c if c.isprintable() or c == " " else ascii(c)[1:-1] for c in text)


def _open_archive(path: Path) -> IO[bytes]:
    """The archive opened for reading: a regular file of a sane size, checked before
    anything is read (a pipe or a device would block, or never end)."""
    try:
        # Without blocking: opening a pipe with no writer would wait forever.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise ServiceError(_("{path}: no such file").format(path=path)) from None
    except IsADirectoryError:
        raise ServiceError(_("{path} is a folder, not an archive").format(path=path)) from None
    except OSError as exc:
        raise ServiceError(f"{path}: {exc.strerror or exc}") from None
    info = os.fstat(fd)
    if stat.S_ISDIR(info.st_mode):
        os.close(fd)
        raise ServiceError(_("{path} is a folder, not an archive").format(path=path))
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ServiceError(
            _("{path} is not a file (a pipe or a device): give an archive file").format(path=path)
        )
    if info.st_size > MAX_ARCHIVE_BYTES:
        os.close(fd)
        raise ServiceError(
            _("{path}: {size:,} bytes is far too large for an archive (at most {most:,})").format(
                path=path, size=info.st_size, most=MAX_ARCHIVE_BYTES
            )
        )
    if hasattr(os, "O_NONBLOCK"):
        os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def _load_from(db: Database, zf: zipfile.ZipFile) -> LoadReport:
    names = set(zf.namelist())
    if archive.MANIFEST not in names:
        raise archive.ArchiveError(_("not a Match Tracker archive (it has no manifest.json)"))
    manifest = archive.check_manifest(_member(zf, archive.MANIFEST))
    members = sorted(
        n for n in names if n.startswith(archive.MATCHES) and n.endswith(".json") and n != "/"
    )
    if len(members) != manifest["matches"]:
        template = (
            _("{manifest} lists {listed} match(es) but the archive holds {held}: it is incomplete")
            if len(members) < manifest["matches"]
            else _(
                "{manifest} lists {listed} match(es) but the archive holds {held}: it holds "
                "matches its manifest does not list"
            )
        )
        raise archive.ArchiveError(
            template.format(
                manifest=archive.MANIFEST, listed=manifest["matches"], held=len(members)
            )
        )
    teams = archive.read_teams(_member(zf, archive.TEAMS)) if archive.TEAMS in names else []
    adjusted = _read_adjustments(_member(zf, ADJUSTMENTS)) if ADJUSTMENTS in names else []
    languages = _read_languages(_member(zf, LANGUAGES)) if LANGUAGES in names else {}
    rules = (
        carried.read_competitions(_member(zf, carried.COMPETITIONS))
        if carried.COMPETITIONS in names
        else {}
    )
    report = LoadReport()
    with db.writing() as session:
        before = rules_here(session)
        _load_teams(session, teams, report)
        for name in members:
            _load_match(session, name, _member(zf, name), report)
        merged = leagues.merge_adjustments(session, adjusted, create_editions=True)
        report.adjustments_added, report.adjustments_removed = (
            len(merged.added),
            len(merged.removed),
        )
        report.adjustments_said = carried.adjustment_lines(merged, here=True)
        merge_languages(session, languages)  # their competitions are here now
        kept = merge_rules(session, rules, before)
        report.rules_kept = [carried.kept_here(name) for name in kept]
    return report


#: The archive's member holding the league points adjustments (absent: none).
ADJUSTMENTS = "adjustments.json"


def _adjustments_text(items: list[leagues.PortableAdjustment]) -> str:
    rows = [
        {**dataclasses.asdict(a), "effective": a.effective.isoformat() if a.effective else None}
        for a in items
    ]
    return json.dumps(rows, indent=2, ensure_ascii=False) + "\n"


def _read_adjustments(text: bytes) -> list[leagues.PortableAdjustment]:
    """The adjustments of an archive, each checked; ArchiveError names a bad one."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise archive.ArchiveError(
            _("{member}: not JSON ({error})").format(member=ADJUSTMENTS, error=exc)
        ) from None
    if not isinstance(data, list):
        raise archive.ArchiveError(
            _("{member}: not a list of adjustments").format(member=ADJUSTMENTS)
        )
    return [_adjustment(f"{ADJUSTMENTS}[{i}]", item) for i, item in enumerate(data)]


def _adjustment(where: str, item: object) -> leagues.PortableAdjustment:
    if not isinstance(item, dict):
        raise archive.ArchiveError(
            _("{where}: not an adjustment (a JSON object)").format(where=where)
        )
    texts = {}
    for key in ("competition", "season", "team", "reason", "author"):
        value = item.get(key, "" if key == "author" else None)
        if not isinstance(value, str) or (key != "author" and not value.strip()):
            raise archive.ArchiveError(
                _("{where}.{key}: missing or not a text").format(where=where, key=key)
            )
        try:  # held to the match file's standard for text
            check_text(f"{where}.{key}", value)
        except SetupError as exc:
            raise archive.ArchiveError(str(exc)) from None
        texts[key] = value
    points = item.get("points")
    if isinstance(points, bool) or not isinstance(points, int) or not 0 < abs(points) <= 1000:
        raise archive.ArchiveError(
            _("{where}.points: {points!r} is not an adjustment").format(where=where, points=points)
        )
    removed = item.get("removed", False)
    if not isinstance(removed, bool):
        raise archive.ArchiveError(
            _("{where}.removed: {removed!r} is not true or false").format(
                where=where, removed=removed
            )
        )
    effective = item.get("effective")
    try:
        day = dt.date.fromisoformat(effective) if effective is not None else None
    except (TypeError, ValueError):
        raise archive.ArchiveError(
            _("{where}.effective: {effective!r} is not a day").format(
                where=where, effective=effective
            )
        ) from None
    return leagues.PortableAdjustment(
        texts["competition"],
        texts["season"],
        texts["team"],
        points,
        texts["reason"],
        day,
        texts["author"],
        removed,
    )


#: The archive's member holding each competition's sheet language, by name (absent: none).
LANGUAGES = "languages.json"


def _read_languages(text: bytes) -> dict[str, str]:
    """Competition name → language, each checked; ArchiveError names a bad one."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise archive.ArchiveError(
            _("{member}: not JSON ({error})").format(member=LANGUAGES, error=exc)
        ) from None
    if not isinstance(data, dict):
        raise archive.ArchiveError(
            _("{member}: not an object of competitions and languages").format(member=LANGUAGES)
        )
    for name, language in data.items():
        try:
            check_text(f"{LANGUAGES}: {name!r}", name)
            if not isinstance(language, str) or not normalise(language):
                raise ValueError(_("{language!r} is not a language").format(language=language))
        except (SetupError, ValueError) as exc:
            raise archive.ArchiveError(f"{LANGUAGES}[{name!r}]: {exc}") from None
    return data


def _member(zf: zipfile.ZipFile, name: str) -> bytes:
    info = zf.getinfo(name)
    if info.flag_bits & 0x1:
        raise archive.ArchiveError(
            _("{member}: encrypted (an archive written by dump is not)").format(member=name)
        )
    if info.file_size > archive.MAX_MEMBER_BYTES:
        raise archive.ArchiveError(
            _("{member}: {size} bytes is far too large").format(member=name, size=info.file_size)
        )
    try:
        with zf.open(info) as handle:
            return _read_bounded(handle, name)
    except (zipfile.BadZipFile, zlib.error, OSError, EOFError) as exc:
        raise archive.ArchiveError(
            _("{member}: damaged ({error})").format(member=name, error=exc)
        ) from None
    except (NotImplementedError, RuntimeError) as exc:  # a method Python lacks; encryption
        raise archive.ArchiveError(f"{name}: {exc}") from None


def _read_bounded(handle: IO[bytes], name: str) -> bytes:
    # The size in the directory can lie: never read more than the bound.
    data = handle.read(archive.MAX_MEMBER_BYTES + 1)
    if len(data) > archive.MAX_MEMBER_BYTES:
        raise archive.ArchiveError(_("{member}: far too large").format(member=name))
    return data


def _load_teams(session: Session, teams: list[archive.Team], report: LoadReport) -> None:
    for team in teams:
        if team_repo.find_team(session, team.name) is not None:
            report.teams_kept += 1
            continue
        info = team_repo.TeamInfo(
            name=team.name,
            short_name=team.short_name,
            manager=team.manager,
            colour=team.colour,
            keeper_colour=team.keeper_colour,
        )
        stored = team_repo.save_team(session, info)
        assert stored.id is not None
        team_repo.replace_squad(session, stored.id, team.squad)
        report.teams_added += 1


def _load_match(session: Session, name: str, data: bytes, report: LoadReport) -> None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise archive.ArchiveError(_("{member}: not UTF-8 text").format(member=name)) from None
    here = _stored_as(session, text)
    if here is not None:
        # Exactly what this database would write for a match it holds: valid, and
        # the same (an archive loaded again is not checked all over again).
        report.unchanged += 1
        return
    try:
        match, events = matchfile.loads(text)
    except matchfile.MatchFileError as exc:
        raise archive.ArchiveError(f"{name}: {exc}") from None
    if match.uuid is None:
        match = dataclasses.replace(match, uuid=archive.identity_of(text))
    assert match.uuid is not None
    found = repo.find_uuid(session, match.uuid)
    twin = None if found is not None else _twin(session, match)
    if twin in report.added_ids:
        twin = None  # another match of the archive: both were in the library dumped
    if found is None and twin is None:
        report.added_ids.add(_store(session, match, events))
        report.added += 1
        return
    here = found if found is not None else twin
    assert here is not None
    # Another identity: compared by what each says (uuid and who logged aside).
    said = _as_file if twin is None else matchfile.content
    try:
        stored = repo.load_match_any(session, here)
        ours = said(stored, check_players(here, stored, repo.load_events(session, here)))
    except repo.DamagedEvent:
        ours = None
    if ours == said(match, events):
        report.unchanged += 1
    elif twin is not None:
        report.kept.append(
            _(
                "match {match_id} ({title}) is the match of {member} under another identity "
                "and differs from it: kept as it is here (a second copy would count twice in "
                "the records)"
            ).format(match_id=twin, title=match.title, member=name)
        )
    else:
        report.kept.append(
            _("match {match_id} ({title}) differs from {member}: kept as it is here").format(
                match_id=found, title=match.title, member=name
            )
        )


def _twin(session: Session, match: Match) -> int | None:
    """A logged match here with the teams, competition, stage and date of ``match``, else
    a logged match of its fixture (the same day, the same two teams either way round)
    whatever its competition is called here, as ``copy`` and ``push`` find it: the same
    match under another identity (an imported result gives way to it instead)."""
    twin = repo.find_twin(session, match)
    return twin[0] if twin is not None else None


def _stored_as(session: Session, text: str) -> int | None:
    """The match stored here whose match file is ``text`` to the byte, if there is one."""
    try:
        data = json.loads(text)
        uuid = data["match"]["uuid"]
    except (ValueError, TypeError, KeyError, RecursionError):
        return None  # the full reading says what is wrong, if anything
    if not isinstance(uuid, str):
        return None
    found = repo.find_uuid(session, uuid)
    if found is None:
        return None
    try:
        match = repo.load_match_any(session, found)
        events = check_players(found, match, repo.load_events(session, found))
    except repo.DamagedEvent:
        return None
    return found if matchfile.dumps(match, sort_events(events)) == text else None


def _as_file(match: Match, events: list[Event]) -> dict[str, object]:
    return matchfile.to_dict(match, sort_events(events))


def _store(session: Session, match: Match, events: list[Event]) -> int:
    """Store a checked match and its events (as an import does), in this transaction."""
    check_match(match)
    state = replay(match, events)
    match_id, _taken = repo.insert_match_with_events(session, match, events, figures_of(state))
    return match_id


__all__ = ["DumpReport", "LoadReport", "dump", "load"]
