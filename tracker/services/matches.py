"""Logging, editing and deleting events; creating, importing and exporting matches.

Every public method is one user action: it validates with the core rules, writes in
one transaction (committed before it returns) and reports what changed. A refused
action raises :class:`ServiceError` and writes nothing.
"""

from __future__ import annotations

import dataclasses
import enum
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tracker.core import matchfile
from tracker.core.describe import describe
from tracker.core.events import Event, PeriodEnd
from tracker.core.model import Match, SetupError, Side
from tracker.core.setup import check_match
from tracker.core.state import MatchState, RuleError, normalize, replay, sort_events
from tracker.store import backup
from tracker.store import matches as repo
from tracker.store.db import Database, DatabaseError
from tracker.store.matches import MatchSummary

_log = logging.getLogger(__name__)


class ServiceError(ValueError):
    """A user action that was refused; the message is for the user."""


class ChangeKind(enum.Enum):
    """What a :class:`Change` did."""

    ADDED = "added"
    EDITED = "edited"
    DELETED = "deleted"
    MATCH = "match"


@dataclass(frozen=True)
class Change:
    """What one action changed, for the window to refresh from."""

    kind: ChangeKind
    match_id: int
    event: Event | None
    before: Event | None
    state: MatchState


@dataclass(frozen=True)
class LibraryEntry:
    """A match in the library with its derived score and status."""

    id: int
    date: str
    competition: str
    stage: str
    home: str
    away: str
    score: str
    status: str

    @classmethod
    def of(cls, summary: MatchSummary, score: str, status: str) -> LibraryEntry:
        """The entry for a stored match, given its derived score and status."""
        return cls(
            id=summary.id,
            date=summary.date.isoformat() if summary.date else "",
            competition=summary.competition,
            stage=summary.stage,
            home=summary.home,
            away=summary.away,
            score=score,
            status=status,
        )


class MatchService:
    """The use cases over one open database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        #: Takes the backups this service asks for (at a period end) off the caller's
        #: thread: the window sets it. None: they are taken at once.
        self.backup_later: Callable[[str], None] | None = None

    # --- reading ------------------------------------------------------------
    def load(self, match_id: int) -> tuple[Match, list[Event]]:
        """A match and its events in match order."""
        with self.db.reading() as session:
            try:
                match = repo.load_match(session, match_id)
            except repo.NotFound as exc:
                raise ServiceError(str(exc)) from None
            events = repo.load_events(session, match_id)
        return match, sort_events(events)

    def state(self, match_id: int) -> MatchState:
        """The match's state after all its events (a damaged log is a ServiceError)."""
        match, events = self.load(match_id)
        return _replay_stored(match, events)

    def library(self) -> list[LibraryEntry]:
        """Every match in the database with its score and status."""
        with self.db.reading() as session:
            summaries = repo.list_matches(session)
        entries = []
        for summary in summaries:
            try:
                state = self.state(summary.id)
                score = f"{state.score[Side.HOME]}-{state.score[Side.AWAY]}"
                status = state.status.value
            except (ServiceError, RuleError):
                score, status = "?", "damaged"
            entries.append(LibraryEntry.of(summary, score, status))
        return entries

    def last_worked_on(self) -> int | None:
        """The match most recently changed, if any."""
        with self.db.reading() as session:
            return repo.last_worked_on(session)

    # --- matches ------------------------------------------------------------
    def create(self, match: Match) -> Match:
        """Store a new match set-up; returns it with its ids."""
        try:
            check_match(match)
        except SetupError as exc:
            raise ServiceError(str(exc)) from None
        with self.db.writing() as session:
            return repo.insert_match(session, match)

    def import_text(self, text: str) -> int:
        """Import a match file; returns the new match id. A bad file writes nothing."""
        try:
            match, events = matchfile.loads(text)
        except matchfile.MatchFileError as exc:
            raise ServiceError(str(exc)) from None
        return self.import_match(match, events)

    def find_or_import(self, text: str) -> tuple[int, bool]:
        """The stored copy of a match file's match (same teams, competition, stage and
        date), or a fresh import; returns its id and whether it was imported now."""
        try:
            match, events = matchfile.loads(text)
        except matchfile.MatchFileError as exc:
            raise ServiceError(str(exc)) from None
        key = (match.home.name, match.away.name, match.competition, match.stage, match.date)
        with self.db.reading() as session:
            for summary in repo.list_matches(session):
                if (
                    summary.home,
                    summary.away,
                    summary.competition,
                    summary.stage,
                    summary.date,
                ) == key:
                    return summary.id, False
        return self.import_match(match, events), True

    def import_match(self, match: Match, events: Sequence[Event]) -> int:
        """Store a checked match with its events in one transaction; returns its id."""
        try:
            check_match(match)
            replay(match, events)
        except (SetupError, RuleError) as exc:
            raise ServiceError(str(exc)) from None
        old_pids = [p.pid for p in (*match.home.squad, *match.away.squad)]
        with self.db.writing() as session:
            stored = repo.insert_match(session, match)
            new_pids = [p.pid for p in (*stored.home.squad, *stored.away.squad)]
            mapping = dict(zip(old_pids, new_pids, strict=True))
            assert stored.id is not None
            for seq, event in enumerate(sort_events(events), start=1):
                moved = repo.remap_event(dataclasses.replace(event, id=None, seq=seq), mapping)
                repo.insert_event(session, stored.id, moved)
            return stored.id

    def export_text(self, match_id: int) -> str:
        """The match file of a match."""
        match, events = self.load(match_id)
        return matchfile.dumps(match, events)

    def set_confirmed(self, match_id: int, confirmed: bool) -> Change:
        """Confirm (lock) a finished match, or reopen a confirmed one."""
        with self.db.writing() as session:
            try:
                match = repo.load_match(session, match_id)
                if confirmed and not match.confirmed:
                    state = _replay_stored(match, repo.load_events(session, match_id))
                    if not state.finished:
                        raise ServiceError(
                            "only a finished match can be confirmed: log full time first"
                        )
                repo.set_confirmed(session, match_id, confirmed)
            except repo.NotFound as exc:
                raise ServiceError(str(exc)) from None
        return Change(ChangeKind.MATCH, match_id, None, None, self.state(match_id))

    def delete_match(self, match_id: int) -> None:
        """Move a match out of the library (it can be restored)."""
        with self.db.writing() as session:
            try:
                repo.soft_delete_match(session, match_id, True)
            except repo.NotFound as exc:
                raise ServiceError(str(exc)) from None

    def restore_match(self, match_id: int) -> None:
        """Bring a deleted match back into the library."""
        with self.db.writing() as session:
            try:
                repo.soft_delete_match(session, match_id, False)
            except repo.NotFound as exc:
                raise ServiceError(str(exc)) from None

    # --- events -------------------------------------------------------------
    def log(self, match_id: int, event: Event) -> Change:
        """Validate and store a new event (one committed transaction)."""
        with self.db.writing() as session:
            match, events = self._locked(session, match_id)
            if event.seq == 0:
                event = dataclasses.replace(event, seq=repo.next_seq(session, match_id))
            before = _replay_stored(match, [e for e in events if e.sort_key < event.sort_key])
            event = normalize(before, event)
            state = self._check(match, [*events, event], event)
            stored = repo.insert_event(session, match_id, event)
            repo.touch(session, match_id)
        if isinstance(stored, PeriodEnd):
            self._backup("period-end")
        return Change(ChangeKind.ADDED, match_id, stored, None, _with(state, event, stored))

    def edit(self, match_id: int, event: Event) -> Change:
        """Replace a logged event (same id) with a corrected one; later events re-checked."""
        if event.id is None:
            raise ServiceError("only a logged event can be edited")
        with self.db.writing() as session:
            match, events = self._locked(session, match_id)
            old = next((e for e in events if e.id == event.id), None)
            if old is None:
                raise ServiceError(f"there is no event {event.id} in this match")
            if event.seq == 0:
                event = dataclasses.replace(event, seq=old.seq)
            others = [e for e in events if e.id != event.id]
            event = _normalized(match, others, event)
            state = self._check(match, [*others, event], event)
            repo.update_event(session, match_id, event)
            repo.touch(session, match_id)
        return Change(ChangeKind.EDITED, match_id, event, old, state)

    def delete(self, match_id: int, event_id: int) -> Change:
        """Delete a logged event, unless a later event depends on it."""
        with self.db.writing() as session:
            match, events = self._locked(session, match_id)
            old = next((e for e in events if e.id == event_id), None)
            if old is None:
                raise ServiceError(f"there is no event {event_id} in this match")
            state = self._check(match, [e for e in events if e.id != event_id], None)
            repo.delete_event(session, match_id, event_id)
            repo.touch(session, match_id)
        return Change(ChangeKind.DELETED, match_id, None, old, state)

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

    def _locked(self, session: object, match_id: int) -> tuple[Match, list[Event]]:
        try:
            match = repo.load_match(session, match_id)  # type: ignore[arg-type]
        except repo.NotFound as exc:
            raise ServiceError(str(exc)) from None
        if match.confirmed:
            raise ServiceError("this match is confirmed and locked; reopen it to change it")
        return match, repo.load_events(session, match_id)  # type: ignore[arg-type]

    @staticmethod
    def _check(match: Match, events: list[Event], changed: Event | None) -> MatchState:
        try:
            return replay(match, events)
        except RuleError as exc:
            culprit = exc.event
            if changed is None or (culprit is not None and culprit is not changed):
                what = f"{culprit.time} {describe(match, culprit)}" if culprit else "a later event"
                raise ServiceError(
                    f"this would make a later event impossible — {what}: {exc}"
                ) from None
            raise ServiceError(str(exc)) from None


def _normalized(match: Match, others: Sequence[Event], event: Event) -> Event:
    """The edited event as the rules read it at its (possibly new) place in the log.

    Moving an event can leave the events before its new place inconsistent (a goal
    by a substitute who now comes on later); the full check then names that event.
    """
    try:
        before = replay(match, [e for e in others if e.sort_key < event.sort_key])
    except RuleError:
        return event
    return normalize(before, event)


def _replay_stored(match: Match, events: Sequence[Event]) -> MatchState:
    """Replay events already stored; a stored log that breaks the rules is reported."""
    try:
        return replay(match, events)
    except RuleError as exc:
        where = f" at {exc.event.time} ({describe(match, exc.event)})" if exc.event else ""
        raise ServiceError(f"the stored log of this match is damaged{where}: {exc}") from None


def _with(state: MatchState, event: Event, stored: Event) -> MatchState:
    """The state with the stored copy (which has its id) in place of the unsaved event."""
    state.events = [stored if e is event else e for e in state.events]
    return state


__all__ = ["Change", "ChangeKind", "DatabaseError", "LibraryEntry", "MatchService", "ServiceError"]
