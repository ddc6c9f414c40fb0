"""Sending a match to another database: ``push`` (a whole library: :mod:`.copying`).

A match is found on the target by its uuid, so a second push updates the copy sent
the first time instead of adding one. Each push is one transaction on the target,
with the target's row of the match locked while it is compared and written. Whether
a copy there changed since the last push is told by the push marks kept here (the
revisions on both sides when they last held the same match): a match changed on both
sides is a conflict, reported and left as it is unless the push is forced; a match
confirmed (locked) on the target is never overwritten. Matches whose contents agree
are up to date whatever their revisions say. The match's competition takes our kind and
rules if the push brings it there; one there already keeps its own (said in ``notes``).
"""

from __future__ import annotations

import contextlib
import enum
import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from tracker.core.files import matchfile
from tracker.core.hints import Hint, Hinted, hinted, placed
from tracker.core.i18n import gettext as _
from tracker.core.match.describe import filed
from tracker.core.match.summary import FULL_TIME
from tracker.services.awards import NO_RESULT, award_sent, award_taken_there, award_words
from tracker.services.carried import adjustment_lines, kept_there
from tracker.services.errors import ServiceError
from tracker.store.db import (
    A_FILE,
    Database,
    DatabaseError,
    open_database,
    parse_url,
    resolve_url,
    shown_url,
    without_secrets,
)
from tracker.store.errors import DatabaseBusy, Unusable, UnusableDatabase
from tracker.store.match import summaries
from tracker.store.match.eventlog import DamagedEvent, NotFound
from tracker.store.records.discipline import Before, merge_rules, portable_rules, rules_here
from tracker.store.results import leagues
from tracker.store.results.imported import awarded_result
from tracker.store.results.languages import match_languages, merge_languages
from tracker.store.transfer import matchcopy as transfer


class PushOutcome(enum.Enum):
    """What a push of one match did."""

    CREATED = "created"
    UPDATED = "updated"
    UP_TO_DATE = "up to date"
    #: The target's copy changed since the last push and ours did not: nothing sent.
    THEIRS_NEWER = "theirs newer"
    #: Both changed since the last push (or the target's copy came from elsewhere).
    CONFLICT = "conflict"
    #: The target's copy is confirmed and differs: never overwritten.
    LOCKED = "locked"
    #: The target's copy is in its trash.
    TRASHED = "trashed"
    #: An imported result or fixture whose match is logged there: the logged one stays.
    LOGGED_THERE = "logged there"
    #: The same match (same day, same two teams, of the same kind) is there under another
    #: identity (imported there from the same file, say) and says the same: not sent.
    SAME_THERE = "same there"
    #: The same match is there under another identity and differs: nothing overwritten
    #: (a second copy would count twice in the records).
    OTHER_THERE = "other there"
    #: A fixture of ours whose result is there under another identity: the result stays.
    PLAYED_THERE = "played there"


#: The outcomes that leave the target as it was although our match differs from it.
REFUSED = frozenset(
    {PushOutcome.CONFLICT, PushOutcome.LOCKED, PushOutcome.TRASHED, PushOutcome.OTHER_THERE}
)
#: The outcomes after which both sides hold the same match (the push marks move on).
SYNCED = frozenset({PushOutcome.CREATED, PushOutcome.UPDATED, PushOutcome.UP_TO_DATE})


@dataclass(frozen=True)
class PushResult:
    """The outcome of pushing one match, with a message for the user."""

    outcome: PushOutcome
    match_id: int
    title: str
    #: The target as it may be shown (no password).
    target: str
    remote_id: int | None = None
    #: More to say, a line each: the competition's rules kept there (they differ).
    notes: tuple[str, ...] = ()
    #: Its log reached full time and took the place of an imported result there.
    replaced_result: bool = False
    #: Forced over a match changed there too: what the target held that ours lacks (in
    #: words, a line; also among the ``notes``).
    dropped: tuple[str, ...] = ()
    #: Its log stops before full time: the result of its fixture there stands for it.
    result_kept: bool = False
    #: A competition's award and a log of its match met there: what each became, the
    #: award named (a line; also among the ``notes``).
    awards: tuple[str, ...] = ()
    #: The revision of the target's copy the outcome was decided against (None: there
    #: was none): a push forced after a conflict overwrites that copy only.
    seen_revision: int | None = None

    @property
    def refused(self) -> bool:
        """True when our match differs from the target's copy and was not sent."""
        return self.outcome in REFUSED

    @property
    def message(self) -> str:
        """What happened, in a sentence."""
        what = _("match {match_id} ({title})").format(match_id=self.match_id, title=self.title)
        there = _("match {remote_id} on {target}").format(
            remote_id=self.remote_id, target=self.target
        )
        template = {
            PushOutcome.CREATED: _("sent {what} to {target}, where it is match {remote_id}"),
            PushOutcome.UPDATED: _("updated {there} with {what}"),
            PushOutcome.UP_TO_DATE: _("{what} is already up to date on {target}"),
            PushOutcome.THEIRS_NEWER: _(
                "nothing sent: {there} was changed there since your last push and {what} was not"
            ),
            PushOutcome.CONFLICT: _(
                "conflict: {there} was changed there since your last push (or was not sent "
                "from here), and {what} was changed here; nothing was overwritten. "
                "Push with --force to replace it with yours"
            ),
            PushOutcome.LOCKED: _(
                "{there} is confirmed and locked there and differs from {what}; it was not "
                "overwritten (reopen it there first)"
            ),
            PushOutcome.LOGGED_THERE: _(
                "not sent: {what} is an imported result, and {there} is the same fixture "
                "logged event by event, which is kept"
            ),
            PushOutcome.TRASHED: _(
                "{there} is in the trash there; nothing was sent. Restore it there, or push "
                "with --force to bring it back with yours"
            ),
            PushOutcome.SAME_THERE: _(
                "not sent: {what} is there already as {there}, under another identity "
                "(imported there too, say), and says the same"
            ),
            PushOutcome.PLAYED_THERE: _(
                "not sent: {what} is a fixture, and {there} is its result, stored there "
                "under another identity, which is kept"
            ),
            PushOutcome.OTHER_THERE: _(
                "not sent: {what} is there as {there} (same day, same two teams) under "
                "another identity, and differs from it; nothing was overwritten: a match "
                "stored twice counts twice in the records. Bring one up to date with the "
                "other, or delete one of them"
            ),
        }[self.outcome]
        return template.format(what=what, there=there, target=self.target, remote_id=self.remote_id)


def open_target(location: str | None, *, create: bool, source: Database | None = None) -> Database:
    """Open the database to send to; a server URL gets a connection timeout.

    ``location`` is a file or URL (None: ``TRACKER_DB`` or the default file).
    ``create``: a database file that does not exist yet is created (a copy's target)
    rather than refused (a push's, where it is more likely a typing mistake).
    ``source``: the database sent from; its own file under another name (a link) is
    refused before it is opened (:class:`ServiceError`). A target another program is
    writing to (:class:`DatabaseBusy`), or that is damaged, not a Match Tracker
    database or from a newer version (:class:`UnusableDatabase`), is said to be the
    target, untouched.
    """
    url = resolve_url(location)
    parsed = parse_url(url)
    if source is not None and source.path is not None and parsed.get_backend_name() == "sqlite":
        _refuse_same_file(source.path, parsed.database or "", shown_url(url))
    file = target_file(location)
    try:
        if file is not None:
            return _open_file(url, file, create=create)
        return _open_server(url, create=create)
    except (DatabaseBusy, UnusableDatabase) as exc:
        raise _as_target(exc, str(file) if file is not None else shown_url(url)) from None


def open_source(location: str | None) -> Database:
    """Open the database a copy reads from (which must exist), as :func:`open_target`
    opens its target; one another program is writing to, or that is damaged, not a
    Match Tracker database or from a newer version, is said to be the source, untouched.
    """
    url = resolve_url(location)
    file = target_file(location)
    try:
        if file is not None:
            return _open_file(url, file, create=False)
        return _open_server(url, create=False)
    except (DatabaseBusy, UnusableDatabase) as exc:
        raise _as_source(exc, str(file) if file is not None else shown_url(url)) from None


def _as_source(exc: DatabaseBusy | UnusableDatabase, name: str) -> DatabaseError:
    """The error ``exc`` said of the source database ``name`` of a copy, of the same
    kind: what is wrong, that nothing was copied, what to do."""
    if isinstance(exc, DatabaseBusy):
        return DatabaseBusy(
            _(
                "another program is writing to the source database {name}: nothing was "
                "copied; try again when that program is done"
            ).format(name=name),
            exc.url,
        )
    message = _("the source database {name} {problem}: nothing was copied; {remedy}").format(
        name=name, problem=exc.problem, remedy=_source_remedy(exc.kind, name)
    )
    return UnusableDatabase(message, exc.problem, exc.kind)


def _source_remedy(kind: Unusable, name: str) -> str:
    """What to do about the unusable source database ``name``."""
    if kind is Unusable.FOREIGN:
        return _("check its name")
    if kind is Unusable.NEWER:
        return _("update Match Tracker to copy from it")
    if "://" in name:
        return _("restore it from a backup")
    return _("restore one of its backups (match-tracker --db {name} restore)").format(name=name)


def _open_server(url: str, *, create: bool) -> Database:
    """Open the server database at ``url``: a server that does not answer is given up
    within seconds, as every connection to a server is (see :mod:`tracker.store.reach`)."""
    return open_database(url, create=create)


def target_file(location: str | None) -> Path | None:
    """The SQLite file at ``location`` (None for a server, or a database in memory)."""
    parsed = parse_url(resolve_url(location))
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(str(parsed.database))


def _open_file(url: str, path: Path, *, create: bool) -> Database:
    """Open the database file ``path`` to send to; its errors name it."""
    new = create and not os.path.lexists(path)
    if new and path.parent.is_dir() and _may_not_write(path.parent):
        raise DatabaseError(
            _(
                "cannot write the database {path}: the folder {folder} may not be "
                "written; nothing was copied"
            ).format(path=path, folder=path.parent)
        )
    try:
        return open_database(url, create=create)
    except (DatabaseBusy, UnusableDatabase):  # said of the target (or source) by the caller
        raise
    except DatabaseError as exc:
        said = str(exc)
        if not said.startswith(_UNNAMED):
            raise
        named = f"cannot write the database {path}:" if new else f"cannot open {path}:"
        raise DatabaseError(named + said.removeprefix(_UNNAMED)) from None


#: How :func:`open_database` begins the error of an SQLite file it cannot open.
_UNNAMED = f"cannot open {A_FILE}:"


def _as_target(exc: DatabaseBusy | UnusableDatabase, name: str) -> DatabaseError:
    """The error ``exc`` said of the target database ``name`` (its file, or its URL as
    shown), of the same kind: what is wrong, that nothing was written, what to do."""
    if isinstance(exc, DatabaseBusy):
        return DatabaseBusy(target_busy(name, _("nothing was written to it")), exc.url)
    message = placed(
        _("the target database {name} {problem}: nothing was written to it; {remedy}"),
        "remedy",
        _remedy(exc.kind, name),
        name=name,
        problem=exc.problem,
    )
    return UnusableDatabase(message, exc.problem, exc.kind)


def _remedy(kind: Unusable, name: str) -> str | Hinted:
    """What to do about the unusable target database ``name``."""
    if kind is Unusable.FOREIGN:  # not a Match Tracker database
        return _("check its name, or choose another target")
    if kind is Unusable.NEWER:  # a newer Match Tracker's
        return _("update Match Tracker to write to it")
    if "://" in name:
        return _("restore it from a backup, or choose another target")
    # its automatic backups, beside it: a restore of that database, not the one in use
    return hinted(
        _("restore one of its backups ({hint}) or choose another target"),
        Hint(("restore",), db=name),
    )


def _may_not_write(folder: Path) -> bool:
    """True if no file can be made in ``folder`` (a read-only mount, or its mode)."""
    with contextlib.suppress(OSError):
        if os.statvfs(folder).f_flag & getattr(os, "ST_RDONLY", 0):
            return True
    return not os.access(folder, os.W_OK)


def with_password(location: str, password: str) -> str:
    """A server's URL with ``password`` put in (asked apart, so never typed into it)."""
    if not password:
        return location
    url = resolve_url(location)
    parsed = parse_url(url)
    if parsed.get_backend_name() == "sqlite":
        return location
    return parsed.set(password=password).render_as_string(hide_password=False)


def without_password(location: str) -> str:
    """The location as it may be remembered: a URL's passwords (``user:pw@`` and
    ``?password=``) left out."""
    if "://" not in location:
        return location
    parsed = parse_url(location)
    plain = without_secrets(parsed)
    if plain == parsed:
        return location
    return plain.render_as_string(hide_password=False)


def push_to(
    source: Database, match_id: int, location: str, *, force: bool = False, over: int | None = None
) -> PushResult:
    """Open the database at ``location`` (which must exist), push the match, close it
    (``over``: see :func:`push`)."""
    target = open_target(location, create=False, source=source)
    try:
        return push(source, match_id, target, force=force, over=over)
    finally:
        target.close()


def check_two_databases(source: Database, target: Database) -> None:
    """Refuse to send from a database into itself: the same URL, or the same file under
    another name (a link). SQLite would keep a journal for each name of one file, and
    the two would corrupt it."""
    same_url = transfer.sync_target(source.url) == transfer.sync_target(target.url)
    if same_url or _same_file(source, target):
        raise ServiceError(
            _("{shown} is the database it would be sent from: choose another").format(
                shown=target.shown_url
            )
        )


def _refuse_same_file(source: Path, target: str, shown: str) -> None:
    with contextlib.suppress(OSError):  # no file there yet: not the source's
        if target and os.path.samefile(source, target):
            raise ServiceError(
                _("{shown} is the database it would be sent from: choose another").format(
                    shown=shown
                )
            )


def _same_file(one: Database, other: Database) -> bool:
    """True when both are SQLite files and one file (its device and inode) under two
    names."""
    if one.opened_file is None or other.opened_file is None:
        return False
    return one.opened_file[1:] == other.opened_file[1:]


def push(
    source: Database,
    match_id: int,
    target: Database,
    *,
    force: bool = False,
    over: int | None = None,
) -> PushResult:
    """Send one match (set-up, squads and events) to ``target``; see the module's docs.

    ``over``: forced over the target's copy at this revision only (the one the user
    was asked about, :attr:`PushResult.seen_revision`); changed there again since, it
    is not overwritten, and the outcome asks again.

    Another program writing to the target for longer than a write waits is said of
    the target (:class:`DatabaseBusy`), with what was sent before.
    """
    check_two_databases(source, target)
    with _target_busy(target, _("nothing was written to it")):
        with target.reading() as session:
            before = rules_here(session)
        result = _push_match(source, match_id, target, force=force, over=over)
    if result.outcome not in SYNCED:
        return result
    sent = _("the match was sent, but not yet its competition's adjustments, language and rules")
    with _target_busy(target, sent):
        notes = _send_adjustments(source, match_id, target, before)
        return replace(result, notes=(*result.notes, *notes))


def _push_match(
    source: Database, match_id: int, target: Database, *, force: bool, over: int | None
) -> PushResult:
    """Send the match itself (unless the revisions say it is up to date), and mark it."""
    name = transfer.sync_target(target.url)
    quick = unchanged(source, match_id, name, target)
    if quick is not None:
        return quick
    with source.reading() as session:
        stored = read_match(session, match_id, in_library=True)
        mark = transfer.mark_of(session, match_id, name)
    result, remote_revision = send(stored, match_id, mark, target, force=force, over=over)
    if result.outcome in SYNCED:
        with source.writing() as session:
            transfer.set_mark(session, match_id, name, stored.revision, remote_revision)
    return result


@contextlib.contextmanager
def _target_busy(target: Database, done: str) -> Iterator[None]:
    """Another program writing to ``target`` said of the target, with what was ``done``."""
    try:
        yield
    except DatabaseBusy as exc:
        if exc.url != target.url:
            raise
        raise DatabaseBusy(target_busy(target.shown_url, done), target.url) from exc


def target_busy(name: str, done: str) -> str:
    """What the user is told when another program is writing to the target database
    ``name``: what was ``done`` (nothing, or what was written before), and what to do."""
    return _(
        "another program is writing to the target database {name}: {done}; try again "
        "when that program is done"
    ).format(name=name, done=done)


def _send_adjustments(
    source: Database, match_id: int, target: Database, before: Before
) -> tuple[str, ...]:
    """Bring the target's adjustments of the match's edition in line with ours (added
    and removed), give its competition our language if it has none, and our kind and
    rules if it was not there ``before``, even when the match itself was up to date
    there. Returns what to say of a competition there whose rules were kept."""
    with source.reading() as session:
        found = leagues.match_adjustments(session, match_id)
        languages = match_languages(session, match_id)
        rules = portable_rules(session, match_id)
    if not (found or languages or rules):
        return ()
    with target.writing() as session:
        merged = leagues.merge_adjustments(session, found)
        merge_languages(session, languages)
        notes = tuple(kept_there(n) for n in merge_rules(session, rules, before))
    # Said even when the match was up to date there: its edition's table changed.
    return (*adjustment_lines(merged, here=False), *notes)


def unchanged(source: Database, match_id: int, name: str, target: Database) -> PushResult | None:
    """The result "up to date" when the revisions alone say so, else None.

    Neither side changed since they last held the same match: nothing is read whole
    and nothing is written (a copy run again over a large library stays quick). A
    match without an identity (a row written by other means) is given one first.
    """
    with source.reading() as session:
        head = transfer.head_of(session, match_id)
        mark = transfer.mark_of(session, match_id, name)
    if head is not None and head.uuid is None:
        with source.writing() as session:
            transfer.give_identity(session, match_id)
        return None
    if head is None or head.deleted or mark is None or head.revision != mark.local_revision:
        return None
    assert head.uuid is not None
    with target.reading() as session:
        found = transfer.find(session, head.uuid)
    if found is None or found.deleted or found.revision != mark.remote_revision:
        return None
    return PushResult(PushOutcome.UP_TO_DATE, match_id, head.title, target.shown_url, found.id)


def read_match(session: Session, match_id: int, *, in_library: bool) -> transfer.StoredMatch:
    """A match read whole to be sent; ServiceError if missing (or, ``in_library``,
    in the trash) or damaged."""
    try:
        if in_library and summaries.head(session, match_id).deleted:
            raise ServiceError(_(summaries.IN_THE_TRASH).format(match_id=match_id))
        return transfer.read_match(session, match_id)
    except NotFound as exc:
        raise ServiceError.of(exc) from None
    except DamagedEvent as exc:
        raise ServiceError(
            _("match {match_id} cannot be sent: its {problem}").format(
                match_id=match_id, problem=exc
            )
        ) from None


def send(
    stored: transfer.StoredMatch,
    match_id: int,
    mark: transfer.Mark | None,
    target: Database,
    *,
    force: bool,
    back: tuple[str, int] | None = None,
    over: int | None = None,
) -> tuple[PushResult, int]:
    """Compare and write in one transaction on the target; (result, remote revision).

    ``back`` (the source's mark name and match revision) leaves a mark on the target
    too, pointing back to the source (a copy: a later push the other way is known).
    Two clients adding the same match (or team) at once: the one that loses the race
    is refused by the unique uuid (or name) and, once, compares again with the winner's.
    """
    try:
        return _send_once(stored, match_id, mark, target, force=force, back=back, over=over)
    except IntegrityError:
        pass  # another client added it meanwhile: compare with theirs
    try:
        return _send_once(stored, match_id, mark, target, force=force, back=back, over=over)
    except IntegrityError:
        raise ServiceError(
            _(
                "match {match_id} could not be sent: {target} refused it twice as a "
                "duplicate; try again"
            ).format(match_id=match_id, target=target.shown_url)
        ) from None


def _send_once(
    stored: transfer.StoredMatch,
    match_id: int,
    mark: transfer.Mark | None,
    target: Database,
    *,
    force: bool,
    back: tuple[str, int] | None,
    over: int | None = None,
) -> tuple[PushResult, int]:
    with target.writing() as session:
        shown = target.shown_url
        return send_in(session, stored, match_id, mark, shown, force=force, back=back, over=over)


def send_in(
    session: Session,
    stored: transfer.StoredMatch,
    match_id: int,
    mark: transfer.Mark | None,
    shown: str,
    *,
    force: bool,
    back: tuple[str, int] | None,
    link: bool = True,
    over: int | None = None,
) -> tuple[PushResult, int]:
    """Compare and write in the caller's transaction on the target (shown as ``shown``).

    ``link``: its squads are linked to the target's people now; False leaves that to
    the caller (a copy links a batch of matches at once, in the same transaction).
    ``over``: a forced push overwrites the target's copy at this revision only.
    """
    stored = transfer.named_here(session, stored)
    found = transfer.find(session, stored.uuid, lock=True)
    if force and over is not None and (found is None or found.revision != over):
        force = False  # changed there again since the user said to overwrite: ask again
    logged = (
        None if found is not None or stored.logged else transfer.logged_fixture(session, stored)
    )
    title = stored.match.title
    if logged is not None:  # the richer record is there already: never a second one
        result = PushResult(PushOutcome.LOGGED_THERE, match_id, title, shown, logged)
        if stored.row.get("record") == "result":
            result = _result_to_log(session, stored, logged, result)
        return result, 0
    twin = transfer.twin_there(session, stored) if found is None else None
    if twin is not None:  # the same match under another identity: never a second one
        return _to_twin(session, stored, twin, (match_id, shown), back=back, link=link)
    outcome = _decide(session, stored, mark, found, force=force)
    remote_id = found.id if found is not None else None
    remote_revision = found.revision if found is not None else 0
    seen = found.revision if found is not None else None
    result = PushResult(outcome, match_id, title, shown, remote_id, seen_revision=seen)
    if force and found is not None and outcome is PushOutcome.UPDATED:
        # Read before it is written over: what only the target held is said, by name.
        dropped = _overwritten(session, stored, mark, found, shown)
        result = replace(result, notes=dropped, dropped=dropped)
    if outcome in (PushOutcome.CREATED, PushOutcome.UPDATED):
        written = transfer.write_match(session, stored, remote_id, link=link)
        remote_id, remote_revision = written.id, written.revision
        taken = written.taken
        award = award_taken_there(taken)
        result = replace(
            result,
            remote_id=remote_id,
            notes=(*result.notes, *_placed(written)),
            awards=(award,) if award is not None else (),
            replaced_result=taken is not None and taken.replaced is not None,
            result_kept=written.result_kept or (taken is not None and taken.kept),
        )
    if back is not None and remote_id is not None and outcome in SYNCED:
        transfer.set_mark(session, remote_id, back[0], remote_revision, back[1])
    return result, remote_revision


def _overwritten(
    session: Session,
    stored: transfer.StoredMatch,
    mark: transfer.Mark | None,
    found: transfer.Found,
    shown: str,
) -> tuple[str, ...]:
    """What a forced push drops of the target's match ``found`` (changed there too, or
    in its trash): each event it holds that ours lacks, named; else that what was set
    there (details, line-ups) is replaced. Nothing when it was ours, unchanged there."""
    unforced = _decide(session, stored, mark, found, force=False)
    if unforced not in (PushOutcome.CONFLICT, PushOutcome.THEIRS_NEWER, PushOutcome.TRASHED):
        return ()
    there = _("match {remote_id} on {target}").format(remote_id=found.id, target=shown)
    try:
        remote = transfer.read_match(session, found.id)
    except DamagedEvent:
        return (
            _("{there} was replaced by yours; its events could not be read").format(there=there),
        )
    ours = Counter(filed(stored.match, event) for event in stored.events)
    lost = []
    for event in remote.events:
        line = filed(remote.match, event)
        if ours[line]:
            ours[line] -= 1
        else:
            lost.append(line)
    if lost:
        said = _("{there} was replaced by yours, dropping what only it held: {events}")
        return (said.format(there=there, events="; ".join(lost)),)
    if _content(remote) != _content(stored):
        said = _("{there} was replaced by yours: its details and line-ups as set there are gone")
        return (said.format(there=there),)
    return ()


def _result_behind(logged: int) -> str:
    """What a result sent where its match is being logged says."""
    return _(
        "match {match_id} there is its log, short of full time: the result stands for it "
        "(its score and scorers) until the log reaches full time"
    ).format(match_id=logged)


def _result_to_log(
    session: Session, stored: transfer.StoredMatch, logged: int, result: PushResult
) -> PushResult:
    """Our result sent where match ``logged`` there is a log of its fixture: one short of
    full time keeps our result standing until then; an award stands only for a log that
    holds no result (set up, or abandoned), and is said either way (:mod:`awards`)."""
    stage, home = transfer.log_there(session, logged)
    award = award_words(stored.row, home)
    if award is not None:
        said = award_sent(logged, award, stage)
        if stage in NO_RESULT:
            transfer.adopt_result(session, logged, stored)
        return replace(result, notes=(said,), awards=(said,), result_kept=stage in NO_RESULT)
    if stage in FULL_TIME:
        return result
    # Its log stops before full time: our result stands for it until then.
    transfer.adopt_result(session, logged, stored)
    return replace(result, notes=(_result_behind(logged),), result_kept=True)


def _result_behind_result(
    session: Session, stored: transfer.StoredMatch, twin_id: int, ours: tuple[int, str]
) -> PushResult:
    """Our result sent where match ``twin_id`` there is a log standing behind a result:
    ours stands for it (updated if it changed), unless it is an award and the log is in
    play (:mod:`awards`)."""
    match_id, shown = ours
    stage, home = transfer.log_there(session, twin_id)
    award = award_words(stored.row, home)
    said = award_sent(twin_id, award, stage) if award is not None else None
    title = stored.match.title
    if said is not None and stage not in NO_RESULT and not awarded_result(session, twin_id):
        # No award is stored over a log in play (one that stood there before its
        # kick-off stays, updated, until full time).
        kept = PushResult(PushOutcome.LOGGED_THERE, match_id, title, shown, twin_id, (said,))
        return replace(kept, awards=(said,))
    changed = transfer.adopt_result(session, twin_id, stored)
    outcome = PushOutcome.LOGGED_THERE if changed else PushOutcome.SAME_THERE
    if stage not in NO_RESULT:
        said = None  # the log in play stands behind the award as behind a result
    notes: tuple[str, ...] = (said or _result_behind(twin_id),) if changed else ()
    kept = PushResult(outcome, match_id, title, shown, twin_id, notes, result_kept=changed)
    return replace(kept, awards=notes if said else ())


def _placed(written: transfer.Written) -> tuple[str, ...]:
    """What a match written there did to the result of its fixture there, in words."""
    taken = written.taken
    award = award_taken_there(taken)
    if award is not None:
        return (award,)
    if taken is not None and taken.result_kept is not None:
        said = _(
            "its log stops before full time: the imported result {result} there stands "
            "for it (its score and scorers) until the log reaches full time"
        )
        return (said.format(result=taken.result_kept),)
    if written.result_kept:
        return (
            _(
                "its log stops before full time: the result stored there stands for it "
                "(its score and scorers) until the log reaches full time"
            ),
        )
    if taken is not None and taken.replaced is not None:
        said = _("its log reached full time: it stands in place of the imported result {result}")
        return (said.format(result=taken.replaced),)
    return ()


def _to_twin(
    session: Session,
    stored: transfer.StoredMatch,
    twin: tuple[int, str],
    ours: tuple[int, str],
    *,
    back: tuple[str, int] | None,
    link: bool,
) -> tuple[PushResult, int]:
    """Our match sent where the same match is held under another identity (``twin``: its
    id and record; ``ours``: our match id and the target as shown): a fixture there takes
    our result (and our identity); otherwise nothing is written, and the outcome says
    whether the two say the same (a fixture of ours never overwrites a result there)."""
    (twin_id, record), (match_id, shown) = twin, ours
    title = stored.match.title
    if record == "fixture" and stored.row.get("record") == "result":
        written = transfer.write_match(session, stored, twin_id, link=link)
        remote_id, revision = written.id, written.revision
        if back is not None:
            transfer.set_mark(session, remote_id, back[0], revision, back[1])
        return PushResult(PushOutcome.UPDATED, match_id, title, shown, remote_id), revision
    if record == "result" and stored.row.get("record") == "fixture":
        return PushResult(PushOutcome.PLAYED_THERE, match_id, title, shown, twin_id), 0
    if (
        record == "result"
        and stored.row.get("record") == "result"
        and transfer.short_of_full_time(session, twin_id)
    ):
        return _result_behind_result(session, stored, twin_id, ours), 0
    same = _says_the_same(session, stored, twin_id)
    outcome = PushOutcome.SAME_THERE if same else PushOutcome.OTHER_THERE
    return PushResult(outcome, match_id, title, shown, twin_id), 0


def _decide(
    session: Session,
    stored: transfer.StoredMatch,
    mark: transfer.Mark | None,
    found: transfer.Found | None,
    *,
    force: bool,
) -> PushOutcome:
    if found is None:
        return PushOutcome.CREATED
    ours = mark is None or stored.revision != mark.local_revision
    theirs = mark is None or found.revision != mark.remote_revision
    if not (ours or theirs or found.deleted):
        return PushOutcome.UP_TO_DATE
    if not found.deleted and _same(session, stored, found.id):
        return PushOutcome.UP_TO_DATE
    if mark is not None and not ours and not force:
        return PushOutcome.THEIRS_NEWER
    if found.confirmed:
        return PushOutcome.LOCKED
    if force:
        return PushOutcome.UPDATED
    if found.deleted:
        return PushOutcome.TRASHED
    return PushOutcome.UPDATED if mark is not None and not theirs else PushOutcome.CONFLICT


def _same(session: Session, stored: transfer.StoredMatch, remote_id: int) -> bool:
    """Whether the target's match is ours (compared as their match files)."""
    try:
        remote = transfer.read_match(session, remote_id)
    except DamagedEvent:
        return False
    return _content(remote) == _content(stored)


def _says_the_same(session: Session, stored: transfer.StoredMatch, remote_id: int) -> bool:
    """Whether the target's match says what ours says, whatever the identity of each:
    the match file (uuids aside) and, for an imported result, its score and scorers."""
    try:
        remote = transfer.read_match(session, remote_id)
    except DamagedEvent:
        return False
    return _content(remote) == _content(stored) and _result(stored) == _result(remote)


#: What an imported result holds beyond its match file.
_RESULT_COLUMNS = ("record", "status", "home_score", "away_score", "so_home", "so_away")
_GOAL_COLUMNS = ("side", "name", "period", "minute", "added", "penalty", "own_goal")


def _result(stored: transfer.StoredMatch) -> tuple[Any, ...]:
    """The score, status and scorers of a match as stored (a result has no events)."""
    goals = tuple(tuple(g.get(c) for c in _GOAL_COLUMNS) for g in stored.goal_rows)
    return (
        *(stored.row.get(c) for c in _RESULT_COLUMNS),
        bool(stored.row.get("extra_time")),
        goals,
    )


def _content(stored: transfer.StoredMatch) -> dict[str, Any]:
    """What the match says happened (:func:`tracker.core.files.matchfile.content`): the
    same card logged on both sides, by two people at two moments, is the same match."""
    return matchfile.content(stored.match, stored.events)


__all__ = [
    "REFUSED",
    "SYNCED",
    "DatabaseError",
    "PushOutcome",
    "PushResult",
    "check_two_databases",
    "open_source",
    "open_target",
    "push",
    "push_to",
    "read_match",
    "send",
    "send_in",
    "target_busy",
    "target_file",
    "unchanged",
    "with_password",
    "without_password",
]
