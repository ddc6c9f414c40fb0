"""``match-tracker copy``: every team and every match of a library to another database.

Each match is pushed as :func:`tracker.services.league.push` pushes one (found by its
uuid, conflicts and confirmed matches there left as they are), streaming: the library
is read a batch at a time, and the matches to send go a hundred to a transaction on
the target, each in a savepoint of its own (a match another client adds meanwhile is
then compared again alone), their players linked to the target's people in one pass.
A copy stopped half-way leaves the target with whole matches only, and marked until
the same copy is run again to its end (:mod:`tracker.store.transfer.unfinished`): its
``list`` and the window's library say it holds part of the source's. Both sides keep a
push mark, so a later push either way knows the match. A match neither side changed
since is told from the revisions alone, a batch at a time (one query on each side),
so a copy run again over a large library is quick. Each competition's kind and rules
go to a competition the copy brings there (:mod:`tracker.services.carried`).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import IntegrityError

from tracker.core.i18n import gettext as _
from tracker.core.records.teamnames import club_key
from tracker.services.carried import adjustment_lines, kept_there, left_out_text
from tracker.services.errors import ServiceError
from tracker.services.league import (
    SYNCED,
    PushOutcome,
    PushResult,
    check_two_databases,
    read_match,
    send,
    send_in,
    target_file,
    unchanged,
)
from tracker.store.db import Database
from tracker.store.errors import DatabaseBusy, DatabaseError, Failure, failure
from tracker.store.people import teams as team_repo
from tracker.store.records.discipline import (
    Before,
    brought,
    differing,
    merge_rules,
    portable_rules,
    rules_here,
)
from tracker.store.results import leagues
from tracker.store.results.languages import merge_languages, portable_languages
from tracker.store.transfer import matchcopy as transfer
from tracker.store.transfer import unfinished
from tracker.store.transfer.leftout import LeftOut, left_out

if TYPE_CHECKING:
    from sqlmodel import Session


@dataclass
class CopyReport:
    """What a copy of a library did, counted; the matches it left, with why."""

    created: int = 0
    updated: int = 0
    up_to_date: int = 0
    theirs_newer: int = 0
    #: Imported results not sent: the target holds their fixture logged event by event.
    logged_there: int = 0
    #: Matches not sent: the target holds the same match, saying the same, under another
    #: identity (imported there from the same file, say).
    same_there: int = 0
    #: Fixtures not sent: their result is there under another identity.
    played_there: int = 0
    #: Logs that reached full time, sent where an imported result of their fixture
    #: was: they took its place.
    results_replaced: int = 0
    #: Logs short of full time sent where a result of their fixture is: it stands for
    #: the match there (its score and scorers) until the log reaches full time.
    results_kept: int = 0
    teams_added: int = 0
    teams_kept: int = 0
    #: Points adjustments of league editions the target lacked.
    adjustments_added: int = 0
    #: Points adjustments removed here and so removed there.
    adjustments_removed: int = 0
    #: Matches in the source's trash: not part of the library, not copied.
    trashed: int = 0
    #: What the source holds that no copy carries (decisions, appeals, links by hand).
    left_out: LeftOut = field(default_factory=LeftOut)
    #: Competitions there whose kind or rules differ from ours: kept, said.
    rules_kept: list[str] = field(default_factory=list)
    #: Each points adjustment added or removed there, or not added, in words.
    adjustments_said: list[str] = field(default_factory=list)
    #: The matches left as they were on the target, and why (refusals, damaged logs).
    problems: list[str] = field(default_factory=list)
    #: Matches changed there too that ``force`` replaced: what each held that ours
    #: lacks, named (nothing there is dropped unsaid).
    dropped: list[str] = field(default_factory=list)
    #: Where a competition's award and a log of its match met: what each became, the
    #: award named (:mod:`tracker.services.awards`).
    awards: list[str] = field(default_factory=list)

    @property
    def matches(self) -> int:
        """Matches now the same on both sides (sent or found up to date)."""
        return self.created + self.updated + self.up_to_date

    def summary(self, target: str) -> str:
        """One line: what the copy did."""
        parts = [
            _("{count} new").format(count=self.created),
            _("{count} updated").format(count=self.updated),
            _("{count} up to date").format(count=self.up_to_date),
        ]
        counts = (
            (self.theirs_newer, _("{count} newer there, not sent")),
            (self.logged_there, _("{count} results logged there already, not sent")),
            (self.same_there, _("{count} there already under another identity, not sent")),
            (self.played_there, _("{count} fixtures played there already, not sent")),
            (len(self.problems), _("{count} not copied")),
            (self.results_replaced, _("in place of imported results there: {count}")),
            (
                self.results_kept,
                _(
                    "logs before full time where a result stands there (it stands until full time): {count}"
                ),
            ),
        )
        parts += [what.format(count=n) for n, what in counts if n]
        teams = _("teams: {added} new, {kept} already there").format(
            added=self.teams_added, kept=self.teams_kept
        )
        said = [
            _("copied to {target}: matches: {parts}; {teams}").format(
                target=target, parts=", ".join(parts), teams=teams
            )
        ]
        adjustments = (
            (self.adjustments_added, _("{count} new")),
            (self.adjustments_removed, _("{count} removed")),
        )
        changed = [what.format(count=n) for n, what in adjustments if n]
        if changed:
            said.append(_("points adjustments: {changed}").format(changed=", ".join(changed)))
        if self.trashed:
            said.append(_("{count} in the trash not copied").format(count=self.trashed))
        return "; ".join(said) + left_out_text(self.left_out)


#: Matches read per query while copying (their heads and marks; each match that
#: changed is then read alone).
_BATCH = 500
#: Matches sent per transaction on the target.
_CHUNK = 100
#: The source's push marks are written this many at a time.
_MARKS_AT_ONCE = 200


def copy_library(
    source: Database,
    target: Database,
    *,
    force: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> CopyReport:
    """Copy every team and every match in the library from ``source`` to ``target``.

    Match by match (one transaction on the target each): a library of any size is
    never held in memory. Idempotent by uuid; each match is pushed as :func:`push`
    does, and marked on both sides, so a later push either way knows the match.
    """
    check_two_databases(source, target)
    report = CopyReport()
    with source.reading() as session:
        total = transfer.library_count(session)
        report.trashed = transfer.trash_count(session)
        report.left_out = left_out(session)
    mark = _Mark(transfer.sync_target(source.url), total)
    try:
        with target.reading() as session:
            before = rules_here(session)
            mark.left = mark.name in {item.source for item in unfinished.unfinished(session)}
        _copy_teams(source, target, report, mark)
        _copy_matches(source, target, report, total, mark, force=force, progress=progress)
        _copy_adjustments(source, target, report, before, mark)
        mark.clear(target)
    except DatabaseError as exc:
        busy = isinstance(exc, DatabaseBusy) and exc.url == target.url
        stopped = _stopped(exc, report.matches, total, target.shown_url, busy=busy)
        raise CopyStopped(stopped, report, busy=busy) from exc
    return report


@dataclass
class _Mark:
    """The target's mark that a copy from ``name`` is under way: written with the copy's
    first write there (a copy that finds the target up to date writes nothing), removed
    at its end, so that a copy killed half-way leaves a target that says so."""

    #: The source, as the target's push marks name it.
    name: str
    #: The matches of the source's library.
    total: int
    #: A copy from the same source left its mark there before (it did not finish).
    left: bool = False
    #: This copy has written to the target.
    wrote: bool = False

    def on(self, session: Session) -> None:
        """Mark the target in ``session``, a transaction this copy writes to it in."""
        unfinished.begin(session, self.name, self.total)
        self.wrote = True

    def clear(self, target: Database) -> None:
        """The copy has ended: its mark, and one an earlier copy left, are removed."""
        if self.wrote or self.left:
            with target.writing() as session:
                unfinished.finish(session, self.name)


class CopyStopped(ServiceError):
    """A copy that failed on the way: what it copied before stays, and is said."""

    def __init__(self, message: str, report: CopyReport, *, busy: bool = False) -> None:
        """Keep what the copy did, and why it stopped.

        Args:
            message: What the user is told.
            report: What the copy did before it stopped.
            busy: It stopped because another program was writing to the target (whose
                files are then that program's too).
        """
        super().__init__(message)
        self.report = report
        self.busy = busy

    @property
    def copied(self) -> int:
        """Matches the same on both sides when it stopped (sent, or there already)."""
        return self.report.matches


def _stopped(exc: DatabaseError, copied: int, total: int, target: str, *, busy: bool) -> str:
    """Why a copy stopped, and what it left: the matches copied stay, whole (a partial
    copy is finished by the same command run again). ``busy``: another program was
    writing to the target."""
    reason = str(exc).removesuffix("; nothing was written")
    again = _("run the same command again")
    if busy:
        reason = _("another program was writing to the target database")
        again = _("when it is done, {again}").format(again=again)
    elif failure(exc.__cause__ or exc) is Failure.DISK_FULL:
        again = _("make room and {again}").format(again=again)
    if not copied:
        said = _("{reason}: none of the {total} matches was copied to {target}; {again}")
    elif copied == total:
        said = _(
            "{reason}: the {total} matches were copied to {target}, but not yet every "
            "points adjustment and competition language; {again} to copy the rest"
        )
    elif copied == 1:
        said = _(
            "{reason}: 1 of the {total} matches was copied to {target} before the "
            "copy stopped; {again} to copy the rest"
        )
    else:
        said = _(
            "{reason}: {copied} of the {total} matches were copied to {target} before the "
            "copy stopped; {again} to copy the rest"
        )
    return said.format(reason=reason, copied=copied, total=total, target=target, again=again)


def _copy_matches(
    source: Database,
    target: Database,
    report: CopyReport,
    total: int,
    mark: _Mark,
    *,
    force: bool,
    progress: Callable[[int, int], None] | None,
) -> None:
    """Every match of the library, a batch at a time, counted in ``report`` as sent
    (those sent before a failure too: they stay on the target)."""
    name, back_name = transfer.sync_target(target.url), transfer.sync_target(source.url)
    done = 0
    with _marks_batched(source, name) as remember:
        for batch in _library(source, name):
            sent: dict[int, PushResult | str] = dict(_up_to_date(batch, target))
            pending = [m for m in batch if m.id not in sent]
            try:
                for start in range(0, len(pending), _CHUNK):
                    chunk = _Chunk(source, target, name, back_name, remember, force, mark)
                    sent.update(chunk.send(pending[start : start + _CHUNK]))
            except DatabaseError:
                for result in sent.values():
                    _count(report, result)
                raise
            for listed in batch:
                _count(report, sent[listed.id])
                done += 1
                if progress is not None:
                    progress(done, total)


@dataclass
class _Chunk:
    """Matches of a copy sent in one transaction on the target."""

    source: Database
    target: Database
    name: str
    back_name: str
    remember: Callable[[int, int, int], None]
    force: bool
    mark: _Mark

    def send(self, chunk: Sequence[transfer.Listed]) -> dict[int, PushResult | str]:
        """Each match's result (or why it was not copied)."""
        out: dict[int, PushResult | str] = {}
        plain = [m for m in chunk if m.head.uuid is not None]
        if len(plain) < len(chunk):  # those sent alone are written without the mark
            with self.target.writing() as session:
                self.mark.on(session)
        for listed in chunk:
            if listed.head.uuid is None:  # given an identity first, then sent alone
                out[listed.id] = self._alone(listed.id)
        read: list[tuple[transfer.Listed, transfer.StoredMatch]] = []
        with self.source.reading() as session:
            for listed in plain:
                try:
                    read.append((listed, read_match(session, listed.id, in_library=False)))
                except ServiceError as exc:
                    out[listed.id] = str(exc)
        done, again = self._together(read)
        if again:  # raced by another client: compared again, alone
            with self.target.writing() as session:
                self.mark.on(session)
        for listed, _stored in again:
            out[listed.id] = self._alone(listed.id)
        for listed, stored, result, revision in done:
            out[listed.id] = result
            if result.outcome in SYNCED:
                self.remember(listed.id, stored.revision, revision)
        return out

    def _together(
        self, read: list[tuple[transfer.Listed, transfer.StoredMatch]]
    ) -> tuple[
        list[tuple[transfer.Listed, transfer.StoredMatch, PushResult, int]],
        list[tuple[transfer.Listed, transfer.StoredMatch]],
    ]:
        """Send ``read`` in one transaction: those sent, and those to send again alone."""
        done: list[tuple[transfer.Listed, transfer.StoredMatch, PushResult, int]] = []
        again: list[tuple[transfer.Listed, transfer.StoredMatch]] = []
        if not read:
            return done, again
        shown = self.target.shown_url
        try:
            with self.target.writing() as session:
                for listed, stored in read:
                    back = (self.back_name, stored.revision)
                    try:
                        with session.begin_nested():
                            result, revision = send_in(
                                session, stored, listed.id, listed.mark, shown,
                                force=self.force, back=back, link=False,
                            )  # fmt: skip
                    except IntegrityError:
                        again.append((listed, stored))
                        continue
                    done.append((listed, stored, result, revision))
                written = _written(done)
                if written:  # a chunk that writes no match leaves the target as it was
                    self.mark.on(session)
                transfer.link_people(session, written)
        except IntegrityError:  # the whole transaction refused: each again, alone
            return [], read
        return done, again

    def _alone(self, match_id: int) -> PushResult | str:
        try:
            return _copy_one(
                self.source, match_id, self.target, self.name, self.back_name,
                self.remember, self.force,
            )  # fmt: skip
        except ServiceError as exc:
            return str(exc)


def _written(done: Sequence[tuple[Any, Any, PushResult, int]]) -> list[int]:
    """The target's ids of the matches created or updated."""
    wrote = (PushOutcome.CREATED, PushOutcome.UPDATED)
    return [
        r.remote_id
        for _listed, _stored, r, _revision in done
        if r.outcome in wrote and r.remote_id is not None
    ]


def _up_to_date(batch: Sequence[transfer.Listed], target: Database) -> dict[int, PushResult]:
    """The matches of ``batch`` that neither side changed since both last held the same
    match (as :func:`unchanged` tells one match): one query on the target for the lot."""
    known = [
        m
        for m in batch
        if m.mark is not None
        and m.head.uuid is not None
        and m.head.revision == m.mark.local_revision
    ]
    if not known:
        return {}
    with target.reading() as session:
        there = transfer.find_all(session, [m.head.uuid for m in known if m.head.uuid])
    results: dict[int, PushResult] = {}
    shown = target.shown_url
    for m in known:
        found = there.get(m.head.uuid or "")
        assert m.mark is not None
        if found is not None and not found.deleted and found.revision == m.mark.remote_revision:
            results[m.id] = PushResult(PushOutcome.UP_TO_DATE, m.id, m.head.title, shown, found.id)
    return results


def _copy_adjustments(
    source: Database, target: Database, report: CopyReport, before: Before, mark: _Mark
) -> None:
    """Every points adjustment the target lacks, each competition's language where the
    target has none, and its kind and rules where the target had no such competition
    ``before`` the copy (its matches copied already: a match left unchanged by this copy
    does not carry its edition's)."""
    with source.reading() as session:
        found = leagues.portable_adjustments(session)
        languages = portable_languages(session)
        rules = portable_rules(session)
    if found:
        with target.writing() as session:
            merged = leagues.merge_adjustments(session, found)
            if merged.added or merged.removed:
                mark.on(session)
        report.adjustments_added, report.adjustments_removed = (
            len(merged.added),
            len(merged.removed),
        )
        report.adjustments_said = adjustment_lines(merged, here=False)
    kept = differing(rules, before)
    if languages or brought(rules, before):  # their matches all up to date there too
        with target.writing() as session:
            merge_languages(session, languages)
            kept = merge_rules(session, rules, before)
    report.rules_kept = [kept_there(name) for name in kept]


def _copy_one(
    source: Database,
    match_id: int,
    target: Database,
    name: str,
    back_name: str,
    remember: Callable[[int, int, int], None],
    force: bool,
) -> PushResult:
    """Push one match of a copy, marking it on both sides."""
    quick = unchanged(source, match_id, name, target)
    if quick is not None:
        return quick
    with source.reading() as session:
        stored = read_match(session, match_id, in_library=False)
        mark = transfer.mark_of(session, match_id, name)
    back = (back_name, stored.revision)
    result, revision = send(stored, match_id, mark, target, force=force, back=back)
    if result.outcome in SYNCED:
        remember(match_id, stored.revision, revision)
    return result


def _count(report: CopyReport, result: PushResult | str) -> None:
    if isinstance(result, str):
        report.problems.append(result)
        return
    report.results_replaced += result.replaced_result
    report.dropped += result.dropped
    report.awards += (f"{result.title}: {said}" for said in result.awards)
    report.results_kept += result.result_kept
    if result.refused:
        report.problems.append(result.message)
    elif result.outcome is PushOutcome.CREATED:
        report.created += 1
    elif result.outcome is PushOutcome.UPDATED:
        report.updated += 1
    elif result.outcome is PushOutcome.UP_TO_DATE:
        report.up_to_date += 1
    elif result.outcome is PushOutcome.LOGGED_THERE:
        report.logged_there += 1
    elif result.outcome is PushOutcome.SAME_THERE:
        report.same_there += 1
    elif result.outcome is PushOutcome.PLAYED_THERE:
        report.played_there += 1
    else:
        report.theirs_newer += 1


def _library(source: Database, name: str) -> Iterator[list[transfer.Listed]]:
    """The source's library with the push marks for the target ``name``, a batch at a time."""
    after = 0
    while True:
        with source.reading() as session:
            batch = transfer.library_heads(session, name, after=after, limit=_BATCH)
        if not batch:
            return
        yield batch
        after = batch[-1].id


@contextmanager
def _marks_batched(source: Database, name: str) -> Iterator[Callable[[int, int, int], None]]:
    """Collect push marks for the source and write them a few hundred at a time."""
    pending: list[tuple[int, int, int]] = []

    def flush() -> None:
        if pending:
            with source.writing() as session:
                for match_id, local, remote in pending:
                    transfer.set_mark(session, match_id, name, local, remote)
            pending.clear()

    def remember(match_id: int, local: int, remote: int) -> None:
        pending.append((match_id, local, remote))
        if len(pending) >= _MARKS_AT_ONCE:
            flush()

    try:
        yield remember
    finally:
        flush()


def _copy_teams(source: Database, target: Database, report: CopyReport, mark: _Mark) -> None:
    """Add the source's teams (with their standing squads) missing on the target.

    A team already there (same name, ignoring case, accents and its form: FC or not)
    is left as it is, its matches named so (:func:`transfer.named_here`): the
    target's squad may be the newer one. The names are compared first, one query on
    each side; only the squads of the teams missing there are read.
    """
    with source.reading() as session:
        every = [info for info in team_repo.list_teams(session) if info.id is not None]
    with target.reading() as session:
        names = [info.name for info in team_repo.list_teams(session)]
    exact, folded = set(names), {club_key(n) for n in names}
    missing = [i for i in every if i.name not in exact and club_key(i.name) not in folded]
    with source.reading() as session:
        teams = [(info, team_repo.load_squad(session, info.id or 0)) for info in missing]
    there = len(every) - len(missing)
    if not teams:  # nothing to write: no transaction on the target
        report.teams_added, report.teams_kept = 0, there
        return
    for attempt in (1, 2):
        try:
            with target.writing() as session:
                mark.on(session)
                added, kept = team_repo.add_missing_teams(session, teams)
        except IntegrityError:  # another client added one of them meanwhile: look again
            if attempt == 2:
                raise ServiceError(
                    _(
                        "the teams could not be copied: {target} refused them twice as "
                        "duplicates; try again"
                    ).format(target=target.shown_url)
                ) from None
            continue
        report.teams_added, report.teams_kept = added, there + kept
        return


def unfinished_copies(database: Database) -> list[str]:
    """What to say of each copy into ``database`` that did not finish (killed, or
    stopped half-way): it holds only part of that library, and how to finish it."""
    with database.reading() as session:
        found = unfinished.unfinished(session)
    return [
        _(
            "a copy from {source} into this database did not finish (started {when}): it "
            "holds only part of the {total} matches of that library; run the same copy "
            "again to finish it (match-tracker copy --from {source} --to {here})"
        ).format(
            source=_shown(item.source),
            here=_shown(database.url),
            when=_local(item.started_at).strftime("%Y-%m-%d %H:%M"),
            total=item.total,
        )
        for item in found
    ]


def _local(moment: dt.datetime) -> dt.datetime:
    """A moment stored in UTC (SQLite gives it back naive), in this machine's time."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    return moment.astimezone()


def _shown(source: str) -> str:
    """The source named as the command line names it: a file by its path."""
    file = target_file(source)
    return str(file) if file is not None else source


def files_made(location: str | None) -> list[Path]:
    """The files opening ``location`` as a copy's target would make (its database file
    and the logs beside it): none for a server, or a file that is there already."""
    path = target_file(location)
    if path is None or os.path.lexists(path):
        return []
    named = [path, *(Path(f"{path}{suffix}") for suffix in ("-wal", "-shm", "-journal"))]
    return [file for file in named if not os.path.lexists(file)]


def remove_made(files: list[Path]) -> None:
    """Remove what :func:`files_made` named: a target the copy made and left with no
    match (its database closed first). A later command there would otherwise find an
    empty library, made by a copy that failed."""
    for file in files:
        with contextlib.suppress(OSError):
            file.unlink()


__all__ = [
    "CopyReport",
    "CopyStopped",
    "copy_library",
    "files_made",
    "remove_made",
    "unfinished_copies",
]
