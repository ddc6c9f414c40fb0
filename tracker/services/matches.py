"""Logging, editing and deleting events; creating, importing and exporting matches.

Every public method is one user action: it validates with the core rules, writes in
one transaction (committed before it returns) and reports what changed. A refused
action raises :class:`ServiceError` and writes nothing.

:class:`MatchService` logs, corrects and deletes events here; it builds on the reads
and the remembered states (:mod:`tracker.services.reading`), match files in and out
(:mod:`tracker.services.matchfiles`) and confirming or deleting a whole match
(:mod:`tracker.services.locking`), and correcting a starter typed by mistake
(:mod:`tracker.services.starters`). The names those modules and
:mod:`tracker.services.library` define for callers are importable from here too.
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime as dt
import getpass
import logging
import os
from collections.abc import Callable, Sequence
from typing import NoReturn

from sqlalchemy.exc import IntegrityError

from tracker.core.i18n import gettext as _
from tracker.core.match.bookings import SecondYellow
from tracker.core.match.checkpoints import Checkpoints, first_difference
from tracker.core.match.describe import describe
from tracker.core.match.events import (
    Authorship,
    Event,
    PeriodEnd,
    ShootoutKick,
    author_name,
)
from tracker.core.match.order import neighbour, swapped
from tracker.core.match.replay import MatchState
from tracker.core.match.state import RuleError
from tracker.core.match.summary import figures_of
from tracker.core.results.ties import FirstLeg
from tracker.services.cards import corrected, corrected_together
from tracker.services.changes import Change as Change
from tracker.services.changes import ChangeKind as ChangeKind
from tracker.services.errors import ServiceError as ServiceError
from tracker.services.eventchecks import (
    CHANGED_ELSEWHERE,
    FirstLegOf,
    check_change,
    check_new_event,
    check_shootout,
    checked_replay,
    find_event,
    next_seq,
    normalized,
    repeated_elsewhere,
    sort_key,
    with_new,
    without,
)
from tracker.services.library import (
    RESULT_BEING_LOGGED,
    RESULT_ONLY,
    RESULT_SET_UP,
    UNFINISHED,
    LibraryEntry,
    library_entries,
    logged_status,
)
from tracker.services.locking import MatchLocking
from tracker.services.matchfiles import (
    CheckedFile,
    Imported,
    MatchFiles,
    check_match_file,
    check_text,
)
from tracker.services.readback import ReadBack, said_after_all
from tracker.services.reading import LOCKED, Opened
from tracker.services.starters import StarterCorrection
from tracker.store.db import Database, DatabaseError
from tracker.store.errors import CommitLost
from tracker.store.match import matches as repo
from tracker.store.match import summaries
from tracker.store.transfer import backup

_log = logging.getLogger(__name__)
#: The key under which a transaction that logs an event notes it as stored (its id
#: given), to find it again should the connection be lost as it commits.
_LOGGED = "logged event"


class MatchService(MatchFiles, MatchLocking, StarterCorrection, ReadBack):
    """The use cases over one open database.

    The service keeps the state of the matches it last worked on, with the revision it
    was read at (:class:`~tracker.services.reading.MatchReader`). A new event is checked
    against the remembered state and applied to a copy of it; the write then moves the
    revision on only from the remembered one, so nobody else wrote meanwhile — no
    reading of the log, no replay. Edits and deletes read the revision first (one row,
    inside their transaction). A revision that moved on means a re-read.
    """

    def __init__(self, db: Database, *, author: str | None = None) -> None:
        super().__init__(db)
        #: Who logs and changes events here: stored with each (see :func:`default_author`).
        self.author = default_author() if author is None else author
        #: Takes the backups this service asks for (at a period end) off the caller's
        #: thread: the window sets it. None: they are taken at once.
        self.backup_later: Callable[[str], None] | None = None

    @property
    def read_only(self) -> str:
        """Why the database may only be read here ("role tracker_reporter"), or "".

        Every write is then refused at once with that reason (see
        :meth:`tracker.store.db.Database.writing`).
        """
        return self.db.read_only

    def check_file(self) -> str:
        """Why the database file is no longer the one opened (deleted, moved or replaced
        while open), or "": from then on every write is refused, saying why."""
        return self.db.check_file()

    def file_restored(self) -> None:
        """A restore put the database file back: write to it (and check it) from now on."""
        self.db.file_restored()
        self._known.clear()
        self._lost.clear()  # the log they were sent to is gone

    # --- events -------------------------------------------------------------
    def log(self, match_id: int, event: Event) -> Change:
        """Validate and store a new event (one committed transaction).

        An event with an id (a deletion being undone) is stored again under that id
        (ids are never reused, so it is free unless the event was put back already).
        """
        check_new_event(event)
        again, found = self._settled_entry(match_id, event)  # one whose commit was lost
        if again is not None:
            return again
        if event.id is None or event.authorship is None or event.authorship.logged_at is None:
            made = Authorship(author_name(self.author), _now())
            event = dataclasses.replace(event, authorship=made)
        # else a deleted event put back (an undo): as it was, who logged it and when, and
        # whether it had been changed, included.
        known = self._known.get(match_id)
        note = ""
        if known is not None and not self.read_only:  # another client's, shown a moment ago
            self._not_repeated(match_id, known.state, known.state, event)
        try:
            done = self._log_on_known(known, match_id, event) if known is not None else None
            if done is None:
                with self.db.writing() as session:
                    opened = self._writable(session, match_id)
                    if known is not None and opened.revision != known.revision:
                        self._not_repeated(match_id, known.state, opened.state, event)
                    state, event, marks = self._prepared(opened, event)
                    stored = repo.insert_event(session, match_id, event)
                    session.info[_LOGGED] = stored
                    revision, note = self._record(session, match_id, opened.record, state)
                done = opened.state, state, event, stored, revision, marks
        except CommitLost as lost:
            return dataclasses.replace(self._stored_after_all(match_id, lost), settled=found)
        except IntegrityError:
            if event.id is None:
                raise
            # Put back under its id, which another event now has (a server restored
            # with pg_restore gives ids again): not the event this undo recorded.
            self._known.pop(match_id, None)
            raise ServiceError(_(CHANGED_ELSEWHERE)) from None
        change = self._logged(match_id, *done)
        remembered = self._known[match_id]
        self._known[match_id] = dataclasses.replace(
            remembered, record=self._record_after(remembered, change.state)
        )
        if found is not None:  # logged before this one: told with it (see settled)
            self._lost.pop(match_id, None)
        return dataclasses.replace(change, note=note, settled=found)

    def _not_repeated(self, match_id: int, seen: MatchState, now: MatchState, event: Event) -> None:
        """Refuse ``event`` when another window logged it since this one read the match,
        or it reached this one only a moment ago (two secretaries typing one goal):
        stored again, it would be a second goal, or a yellow card turned into a
        sending-off. Typed again after the refusal, it is logged: there were two."""
        repeats = repeated_elsewhere(seen, now, event, self.fresh(match_id))
        if not repeats:
            return
        # Told once, the user who types it again means another: all the entries it
        # repeats are news no longer (two from the other window, one refusal).
        for other in repeats:
            self._acknowledged(match_id, other.id)
        _refuse_repeat(now, repeats[0])

    def _log_on_known(
        self, known: Opened, match_id: int, event: Event
    ) -> tuple[MatchState, MatchState, Event, Event, int, Checkpoints] | None:
        """Log against the remembered state, if the stored match is still at its revision.

        The event is checked in memory first; the transaction then moves the revision
        on only from the one remembered (which also locks the row) and stores the
        event. None, with nothing written, when another instance wrote meanwhile.
        """
        before = known.state
        if before.match.confirmed or known.record != "logged":
            return None
        try:
            state, event, marks = self._prepared(known, event)
        except ServiceError:
            return None  # refused here: the full path says why, against the stored match
        with self.db.writing() as session:
            revision = summaries.record(
                session,
                match_id,
                figures_of(state),
                if_revision=known.revision,
                if_uuid=before.match.uuid,
            )
            if revision is None:
                return None  # the transaction ends with nothing written
            stored = repo.insert_event(session, match_id, event)
            session.info[_LOGGED] = stored
        return before, state, event, stored, revision, marks

    def _stored_after_all(self, match_id: int, lost: CommitLost) -> Change:
        """The connection was lost as the new event's commit was sent: if the match,
        read back, holds the event, it was stored, and is logged as any other (the
        window's undo takes it back); the user is told so. Else ``lost`` stands, and the
        event is remembered (see :meth:`~tracker.services.readback.ReadBack.settle`)."""
        sent = lost.noted.get(_LOGGED)
        if not isinstance(sent, Event) or sent.id is None:
            raise lost
        self._lost[match_id] = sent  # until found stored, or known not to be
        # Its id and what it says: ids are never given twice, but a server put back
        # with pg_restore may give one again (see :meth:`log`).
        opened = self._read_back(match_id, lost, lambda s: sent in s.events)
        del self._lost[match_id]
        return self._found(match_id, sent, opened, said_after_all(""))

    def _first_leg_of(self, state: MatchState) -> FirstLegOf:
        """Reads the first leg of the tie the match of ``state`` ends, where the library
        holds it (a shootout follows a second leg only when the tie is level)."""

        def read() -> FirstLeg | None:
            if state.match.id is None:
                return None
            from tracker.services.records import RecordsService  # loaded on first use

            return RecordsService(self.db).first_leg(state.match.id)

        return read

    def _prepared(self, opened: Opened, event: Event) -> tuple[MatchState, Event, Checkpoints]:
        """The state after ``event``, the event as it will be stored (its seq set), and
        the kept states of the log it leaves."""
        state = opened.state
        if event.id is not None and any(e.id == event.id for e in state.events):
            raise ServiceError(_(CHANGED_ELSEWHERE))
        if event.seq == 0 or any(e.seq == event.seq for e in state.events):
            # New, or put back after its place was taken by another instance's event.
            event = dataclasses.replace(event, seq=next_seq(state))
        return with_new(state, opened.checkpoints, event, self._first_leg_of(opened.state))

    def _logged(
        self,
        match_id: int,
        before: MatchState,
        state: MatchState,
        event: Event,
        stored: Event,
        revision: int,
        marks: Checkpoints,
    ) -> Change:
        state.relist(event, stored)
        newest = state.events[-1] is stored
        if newest:
            marks = marks.after(state)
        else:  # states kept after its place hold the event before it had its id
            marks = marks.relisted(state.events, state.events.index(stored))
        self._remember(match_id, state, revision, before if newest else None, marks)
        if isinstance(stored, PeriodEnd):
            self._backup("period-end")
        return Change(ChangeKind.ADDED, match_id, stored, None, state, revision)

    def edit(self, match_id: int, event: Event, *, expected: Event | None = None) -> Change:
        """Replace a logged event (same id) with a corrected one; later events re-checked.

        With ``expected`` (an undo), the stored event must still be exactly that one.
        """
        if event.id is None:
            raise ServiceError(_("only a logged event can be edited"))
        check_new_event(event)
        try:
            with self.db.writing() as session:
                opened = self._writable(session, match_id)
                state, marks = opened.state, opened.checkpoints
                old = find_event(state, event.id, expected)
                self._check_stored(session, match_id, expected)
                if event.seq == 0:
                    event = dataclasses.replace(event, seq=old.seq)
                others = [e for e in state.events if e.id != event.id]
                # Taken out, then put at its place: each step re-checks only the events the
                # rules read differently after it (see Checkpoints.replay).
                state, marks = without(marks, state, others, state.events.index(old))
                event = normalized(marks, state, others, event)
                at = _now()
                logged = old.authorship.logged_at if old.authorship is not None else None
                who = author_name(self.author)
                event = dataclasses.replace(event, authorship=Authorship(who, logged, at))
                place = bisect.bisect_right(others, event.sort_key, key=sort_key)
                events = [*others[:place], event, *others[place:]]
                changed = first_difference(state.events, events)
                state, marks = checked_replay(marks, state.match, events, changed, event, state)
                if isinstance(event, ShootoutKick) or isinstance(old, ShootoutKick):
                    check_shootout(state)
                check_change(opened.state, state, self._first_leg_of(opened.state))
                repo.update_event(session, match_id, event, author=who, at=at)
                revision, note = self._record(session, match_id, opened.record, state)
        except CommitLost as lost:
            made = Change(ChangeKind.EDITED, match_id, event, old, state, note=note)
            return self._changed_after_all(lost, made, state.events)
        record = self._record_after(opened, state)
        self._remember(match_id, state, revision, marks=marks, record=record)
        return Change(ChangeKind.EDITED, match_id, event, old, state, revision, note)

    def log_second_yellow(self, match_id: int, plan: SecondYellow) -> Change:
        """Log ``plan``'s yellow (or correct the event it replaces into it) and make the
        later yellow the person's second, as one correction the user confirmed (see
        :mod:`tracker.core.match.bookings`); refused, with nothing written, if the log
        cannot stand it or the later card changed meanwhile."""
        later = (plan.later, plan.becomes)
        if plan.replacing is None:
            return self.correct_cards(match_id, add=plan.card, edits=[later])
        return self.correct_cards(match_id, edits=[(plan.replacing, plan.card), later])

    def correct_cards(
        self,
        match_id: int,
        *,
        add: Event | None = None,
        delete: Event | None = None,
        edits: Sequence[tuple[Event, Event]] = (),
    ) -> Change:
        """Several cards changed as one correction, in one transaction (or a period's
        end and the full time blown with it, moved together): ``add`` logged
        (or put back under its id, as an undo does), ``delete`` deleted, and each
        ``(old, new)`` of ``edits`` stored in place of ``old`` (same id).

        ``delete`` and each ``old`` must still be the stored cards. The log is checked
        once, whole, after all the changes: each alone may break the rules where all
        together do not (a yellow before a player's only one, which becomes his second).
        """
        if not corrected_together(add, delete, edits):
            raise ServiceError(_("only cards are corrected together, as one correction"))
        who, at = author_name(self.author), _now()
        try:
            with self.db.writing() as session:
                opened = self._writable(session, match_id)
                state = opened.state
                for old in (delete, *(old for old, _new in edits)):
                    if old is not None:
                        find_event(state, old.id if old.id is not None else -1, old)
                        self._check_stored(session, match_id, old)
                events, added, changed = corrected(state, add, delete, edits, who, at)
                place = first_difference(state.events, events)
                after, marks = checked_replay(
                    opened.checkpoints, state.match, events, place, added or changed[0], state
                )
                check_change(state, after, self._first_leg_of(opened.state))
                if delete is not None:
                    repo.delete_event(session, match_id, delete.id or -1)
                for new in changed:
                    repo.update_event(session, match_id, new, author=who, at=at)
                stored = repo.insert_event(session, match_id, added) if added else None
                revision, note = self._record(session, match_id, opened.record, after)
        except CommitLost as lost:
            before = delete if delete is not None else edits[0][0]
            event = stored or changed[0]
            made = Change(ChangeKind.CORRECTED, match_id, event, before, after, note=note)
            wanted = [e if e is not added or stored is None else stored for e in after.events]
            return self._changed_after_all(lost, made, wanted)
        except IntegrityError:
            if add is None or add.id is None:
                raise
            self._known.pop(match_id, None)  # put back under an id another event now has
            raise ServiceError(_(CHANGED_ELSEWHERE)) from None
        if stored is not None:
            after.events = [stored if e is added else e for e in after.events]
            marks = marks.relisted(after.events, after.events.index(stored))
        record = self._record_after(opened, after)
        self._remember(match_id, after, revision, marks=marks, record=record)
        event = stored if stored is not None else changed[0]
        before = delete if delete is not None else edits[0][0]
        return Change(ChangeKind.CORRECTED, match_id, event, before, after, revision, note)

    def move(
        self,
        match_id: int,
        event_id: int,
        step: int,
        *,
        expected: Event | None = None,
        past: Event | None = None,
    ) -> Change:
        """Put a logged event one place earlier (``step`` -1) or later (+1) among the
        events of its minute, typed in the wrong order; the whole log re-checked.

        It changes places with its neighbour of the same moment (see
        :mod:`tracker.core.match.order`); refused where there is none. With
        ``expected`` (an undo), the stored event must still be exactly that one, and
        with ``past``, its neighbour must still be that event.
        """
        try:
            with self.db.writing() as session:
                opened = self._writable(session, match_id)
                state = opened.state
                old = find_event(state, event_id, expected)
                self._check_stored(session, match_id, expected)
                try:
                    other = neighbour(state.events, old, step)
                except RuleError as exc:
                    raise ServiceError.of(exc) from None
                if past is not None and (other.id != past.id or other != past):
                    raise ServiceError(_(CHANGED_ELSEWHERE))
                self._check_stored(session, match_id, past)
                events = swapped(state.events, old, other)
                place = first_difference(state.events, events)
                moved = next(e for e in events if e.id == old.id)
                after, marks = checked_replay(
                    opened.checkpoints, state.match, events, place, moved, state
                )
                if isinstance(old, ShootoutKick):
                    check_shootout(after)
                check_change(state, after, self._first_leg_of(opened.state))
                stored = repo.swap_places(
                    session, match_id, old, other, author=author_name(self.author), at=_now()
                )
                revision, note = self._record(session, match_id, opened.record, after)
        except CommitLost as lost:
            made = Change(ChangeKind.CORRECTED, match_id, stored, old, after, note=note)
            return self._changed_after_all(
                lost, made, [stored if e is moved else e for e in after.events]
            )
        after.events = [stored if e is moved else e for e in after.events]
        marks = marks.relisted(after.events, after.events.index(stored))
        record = self._record_after(opened, after)
        self._remember(match_id, after, revision, marks=marks, record=record)
        return Change(ChangeKind.CORRECTED, match_id, stored, old, after, revision, note)

    def delete(self, match_id: int, event_id: int, *, expected: Event | None = None) -> Change:
        """Delete a logged event, unless a later event depends on it.

        With ``expected`` (an undo), the stored event must still be exactly that one.
        """
        try:
            with self.db.writing() as session:
                known = self._writable(session, match_id)
                state = known.state
                old = find_event(state, event_id, expected)
                self._check_stored(session, match_id, expected)
                marks = known.checkpoints
                if known.before is not None and old is state.events[-1]:
                    state = known.before  # the newest event goes: back to the state before it
                    marks = marks.upto(len(state.events))
                else:
                    changed = state.events.index(old)
                    others = [e for e in state.events if e.id != event_id]
                    state, marks = checked_replay(marks, state.match, others, changed, None, state)
                if isinstance(old, ShootoutKick):
                    check_shootout(state)
                check_change(known.state, state, self._first_leg_of(known.state))
                repo.delete_event(session, match_id, event_id)
                revision, note = self._record(session, match_id, known.record, state)
        except CommitLost as lost:
            made = Change(ChangeKind.DELETED, match_id, None, old, state, note=note)
            return self._changed_after_all(lost, made, state.events)
        record = self._record_after(known, state)
        self._remember(match_id, state, revision, marks=marks, record=record)
        return Change(ChangeKind.DELETED, match_id, None, old, state, revision, note)

    def _backup(self, reason: str) -> None:
        """Back the database file up; the event is already safe, so a failure only warns."""
        if self.db.path is None:
            return
        if self.backup_later is not None:
            self.backup_later(reason)
            return
        try:
            backup.make_backup(self.db.path, reason, keep=self.db.backups)
        except backup.BackupError as exc:
            _log.warning("no backup was made (%s): %s", reason, exc)


def default_author(environ: dict[str, str] | None = None) -> str:
    """The name events are logged under when none is set in the app: ``TRACKER_USER``,
    else the operating-system user ("" if neither can be told)."""
    env = os.environ if environ is None else environ
    named = env.get("TRACKER_USER", "").strip()
    if named:
        return named
    try:
        return getpass.getuser()
    except (KeyError, OSError, ImportError):  # no such user in the password database
        return ""


def _now() -> dt.datetime:
    """Now in UTC, to the second (as stored and as the match file writes it)."""
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0)


def _refuse_repeat(now: MatchState, other: Event) -> NoReturn:
    """Refuse an entry of ``other``, which another window logged a moment ago."""
    who = other.authorship.author if other.authorship is not None else ""
    template = (
        _("{time} {event} was logged in another window a moment ago (by {who}); yours was "
          "not logged a second time. If there were two, log it again.")
        if who
        else _("{time} {event} was logged in another window a moment ago; yours was not "
               "logged a second time. If there were two, log it again.")
    )  # fmt: skip
    raise ServiceError(template.format(time=other.time, event=describe(now.match, other), who=who))


__all__ = [
    "LOCKED",
    "RESULT_BEING_LOGGED",
    "RESULT_ONLY",
    "RESULT_SET_UP",
    "UNFINISHED",
    "Change",
    "ChangeKind",
    "CheckedFile",
    "DatabaseError",
    "Imported",
    "LibraryEntry",
    "MatchService",
    "Opened",
    "ServiceError",
    "check_match_file",
    "check_text",
    "default_author",
    "library_entries",
    "logged_status",
]
