"""Reading matches, and the states of them the match service remembers.

The service keeps the state of the matches it last worked on, with the revision it
was read at (:class:`Opened`): a read, or a write's check, takes the remembered state
while the stored revision is still that one, and reads the match again (replaying
only from the first event that differs) when it moved on. Every write starts here:
:meth:`MatchReader._writable` refuses a match that may not be changed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sqlmodel import Session

from tracker.core.hints import Hint, Hinted, hinted
from tracker.core.i18n import gettext as _
from tracker.core.match.checkpoints import Checkpoints, first_difference
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.core.match.replay import MatchState, sort_events
from tracker.core.match.scoreline import score_words
from tracker.core.match.state import initial_state
from tracker.core.match.summary import Figures, figures_of
from tracker.services.errors import ServiceError
from tracker.services.eventchecks import CHANGED_ELSEWHERE, SAME_MOMENT, replay_stored
from tracker.services.library import RESULT_ONLY, LibraryEntry, library_entries
from tracker.store.db import Database
from tracker.store.match import matches as repo
from tracker.store.match import replays, summaries
from tracker.store.match.eventlog import RowKey, check_players
from tracker.store.results import imported as results
from tracker.store.results import languages

#: Why a write to a confirmed match is refused (by every client: see ``_writable``).
LOCKED = "this match is confirmed and locked; reopen it to change it"

#: Said when the log of a result set up to be logged reaches full time.
REPLACED = (
    "full time: the logged events now stand for this match in the library and the "
    "record books, in place of the imported result"
)

#: Said as the log of a result the competition awarded starts (its first event).
AWARD_UNTIL_FULL_TIME = (
    "{home} v {away}: the competition's award, {score}, stands for this match until its "
    "log reaches full time; the log then replaces the award, in the tables and the "
    "record books"
)
#: Said when the log of a result the competition awarded reaches full time.
AWARD_REPLACED = (
    "full time: the logged events now stand for this match in the library, the tables "
    "and the record books, in place of the competition's award, {score}"
)

#: How long an event another client logged counts as news here (seconds): the span of
#: :data:`~tracker.services.eventchecks.SAME_MOMENT` on a match's clock.
FRESH_SECONDS = SAME_MOMENT * 60

_REPLACED = (
    "match {match_id} is not the match worked on here any more (the database was restored "
    "or changed elsewhere, and another match has its number): nothing was changed; open "
    "it again to see it"
)


@dataclass(frozen=True)
class Opened:
    """A match read for the window: its state and the revision it was read at."""

    state: MatchState
    revision: int
    #: The state before the newest event, when known (undoing that event needs no replay).
    before: MatchState | None = None
    #: Kept states every few events: a change replays only from its place.
    marks: Checkpoints | None = None
    #: ``logged``, or ``result`` for an imported result set up to be logged (its stored
    #: score stays until its log reaches full time), or ``fixture``.
    record: str = "logged"

    @property
    def checkpoints(self) -> Checkpoints:
        """The kept states of this match (from kick-off only, if none were kept)."""
        if self.marks is None or self.marks.marks[0].match is not self.state.match:
            return Checkpoints((initial_state(self.state.match),))
        return self.marks


class MatchReader:
    """The reads over one open database, and the states of the matches last worked on.

    Each remembered state keeps the revision it was read at; a revision that moved on
    means a re-read. :class:`~tracker.services.matches.MatchService` writes through it.
    """

    #: How many matches' states are remembered (the window works on one at a time).
    REMEMBERED = 4
    #: How many event rows are kept decoded, for reading a match again after another
    #: client's change (see :func:`tracker.store.match.eventlog.load_events`).
    PARSED_ROWS = 20_000

    def __init__(self, db: Database) -> None:
        self.db = db
        self._known: dict[int, Opened] = {}
        self._rows: dict[RowKey, Event] = {}
        #: Per match, the events other clients logged: when each first reached this one.
        self._arrived: dict[int, dict[int, float]] = {}
        #: The clock :attr:`_arrived` is kept by (seconds; tests set it).
        self.clock: Callable[[], float] = time.monotonic

    # --- reading ------------------------------------------------------------
    def load(self, match_id: int) -> tuple[Match, list[Event]]:
        """A match and its events in match order."""
        with self.db.reading() as session:
            match, events = _read(session, match_id)
        return match, sort_events(events)

    def open(self, match_id: int) -> Opened:
        """The match's current state and revision (a damaged log is a ServiceError)."""
        with self.db.reading() as session:
            return self._current(session, match_id)

    def state(self, match_id: int) -> MatchState:
        """The match's state after all its events (a damaged log is a ServiceError)."""
        return self.open(match_id).state

    def library(self, *, limit: int | None = None, offset: int = 0) -> list[LibraryEntry]:
        """The matches in the database, newest first, with their stored score and status."""
        with self.db.reading() as session:
            found = repo.list_matches(session, limit=limit, offset=offset)
            return library_entries(session, found)

    def record(self, match_id: int) -> str:
        """What the match is: ``logged``, an imported ``result`` or a ``fixture``
        (``logged`` when there is no such match: reading it says so)."""
        with self.db.reading() as session:
            return results.record_of(session, match_id)

    def sheet_language(self, match_id: int) -> str:
        """The language the match's sheet is written in: its competition's, else English."""
        with self.db.reading() as session:
            return languages.match_language(session, match_id) or "en"

    def exists(self, match_id: int) -> bool:
        """True if the match is in the library (not deleted)."""
        with self.db.reading() as session:
            try:
                return not summaries.head(session, match_id).deleted
            except repo.NotFound:
                return False

    def last_worked_on(self) -> int | None:
        """The match most recently changed, if any."""
        with self.db.reading() as session:
            return repo.last_worked_on(session)

    def check_summaries(self, *, repair: bool = False) -> list[tuple[int, Figures, Figures]]:
        """Matches whose stored figures differ from a replay: (id, stored, replayed).

        With ``repair`` they are written again from the replay, in one transaction;
        without it nothing is written (a read-only database can be checked).
        """
        if not repair:
            with self.db.reading() as session:
                return replays.check(session)
        with self.db.writing() as session:
            wrong = replays.check(session)
            replays.rebuild(session, [match_id for match_id, *_figures in wrong])
        return wrong

    def check_results(self) -> list[results.ResultProblem]:
        """Imported results that contradict themselves: a stored score that is not the sum
        of the stored goals, or a status no import stores (see
        :func:`tracker.store.results.imported.result_problems`). Nothing is written."""
        with self.db.reading() as session:
            return results.result_problems(session)

    # --- the remembered states ---------------------------------------------------
    def _check_stored(self, session: Session, match_id: int, expected: Event | None) -> None:
        """Refuse unless the stored row still holds ``expected`` (an undo's event).

        The remembered state is trusted while the match's revision is unchanged; an
        undo checks the row itself too, so that it never acts on another event that
        has come to carry the id (a database put back by other means than a restore
        here can give an id and a revision a second time).
        """
        if expected is None or expected.id is None:
            return
        try:
            stored = repo.load_event(session, match_id, expected.id)
        except repo.DamagedEvent as exc:
            raise ServiceError(_damaged_row(exc)) from None
        if stored != expected:
            self._known.pop(match_id, None)  # read it again next time
            raise ServiceError(_(CHANGED_ELSEWHERE))

    def _current(self, session: Session, match_id: int, *, lock: bool = False) -> Opened:
        """The match's state now: the remembered one if its revision is still current."""
        try:
            head = summaries.head(session, match_id, lock=lock)
        except repo.NotFound as exc:
            raise ServiceError.of(exc) from None
        if head.deleted:
            raise ServiceError(_(summaries.IN_THE_TRASH).format(match_id=match_id))
        known = self._known.get(match_id)
        if (
            known is not None
            and known.revision == head.revision
            and known.record == head.record
            and known.state.match.uuid == head.uuid  # not another match given the id
        ):
            return known
        if len(self._rows) > self.PARSED_ROWS:
            self._rows.clear()
        match, events = _read(session, match_id, self._rows)
        state, marks = _refreshed(known, match, events)
        self._note_arrivals(match_id, known, state)
        return self._remember(match_id, state, head.revision, marks=marks, record=head.record)

    def _note_arrivals(self, match_id: int, known: Opened | None, state: MatchState) -> None:
        """Note when the events another client logged since ``known`` reached this one."""
        if known is None or known.state.match.uuid != state.match.uuid:
            self._arrived.pop(match_id, None)  # read whole: nothing to tell apart
            return
        had = {event.id for event in known.state.events}
        arrived = self._arrived.setdefault(match_id, {})
        now = self.clock()
        for event in state.events:
            if event.id is not None and event.id not in had:
                arrived.setdefault(event.id, now)

    def fresh(self, match_id: int) -> set[int]:
        """The ids of the events another client logged that reached this one less than
        :data:`FRESH_SECONDS` ago: shown, perhaps, but not yet seen by a secretary who
        is typing the same goal (see :func:`~tracker.services.eventchecks.repeated_elsewhere`)."""
        arrived = self._arrived.get(match_id)
        if not arrived:
            return set()
        since = self.clock() - FRESH_SECONDS
        for event_id in [i for i, at in arrived.items() if at < since]:
            del arrived[event_id]
        return set(arrived)

    def _acknowledged(self, match_id: int, event_id: int | None) -> None:
        """The user was told of ``event_id`` (a refusal named it): no longer news."""
        self._arrived.get(match_id, {}).pop(event_id or 0, None)

    def _writable(self, session: Session, match_id: int) -> Opened:
        # The match's row is locked for the transaction (SQLite's BEGIN IMMEDIATE does
        # it for the whole file), so no other writer checks against the same state.
        before = self._known.get(match_id)
        known = self._current(session, match_id, lock=True)
        was = before.state.match.uuid if before is not None else None
        if was is not None and known.state.match.uuid != was:
            # The id now names another match (a restore dropped the one worked on here
            # and a new one took its id): the action was meant for the one that is gone.
            raise ServiceError(_(_REPLACED).format(match_id=match_id))
        if known.state.match.confirmed:
            raise ServiceError(_(LOCKED))
        if known.record == "fixture":
            template = _("match {match_id} is a fixture: set it up first to log it")
            raise ServiceError(template.format(match_id=match_id))
        if known.record == "result" and not known.state.match.home.squad:
            match = known.state.match
            template = _(
                "{home} v {away} is an imported result ({kind}): nothing is logged on it, so "
                "its stored score stays; to log it event by event, open its sheet and choose "
                "Log this match…"
            )
            raise ServiceError(
                template.format(home=match.home.name, away=match.away.name, kind=_(RESULT_ONLY))
            )
        return known

    @staticmethod
    def _record(session: Session, match_id: int, record: str, state: MatchState) -> tuple[int, str]:
        """Store the figures of ``state`` (revision + 1): the new revision, and a note.

        A result being logged keeps its stored score and scorers, for every list and
        record book, until its log reaches full time; the log then replaces them.
        A result the competition awarded says so as its log starts (its first event)
        and as the log replaces it: the award goes then.
        """
        if record == "result":
            awarded = results.awarded_result(session, match_id)
            if not state.finished:
                note = ""
                if awarded is not None and len(state.events) == 1:
                    home, away, score = awarded
                    note = _(AWARD_UNTIL_FULL_TIME).format(
                        home=home, away=away, score=score_words(score)
                    )
                return summaries.record(session, match_id), note
            extra = any(p.is_extra_time for p in state.period_ends)
            results.replace_by_log(session, match_id, extra_time=extra)
            revision = summaries.record(session, match_id, figures_of(state))
            if awarded is not None:
                return revision, _(AWARD_REPLACED).format(score=score_words(awarded[2]))
            return revision, _(REPLACED)
        return summaries.record(session, match_id, figures_of(state)), ""

    @staticmethod
    def _record_after(opened: Opened, state: MatchState) -> str:
        """The match's record once ``state`` is stored: a result's log at full time
        replaced it (see :meth:`_record`)."""
        return "logged" if opened.record == "result" and state.finished else opened.record

    def _remember(
        self,
        match_id: int,
        state: MatchState,
        revision: int,
        before: MatchState | None = None,
        marks: Checkpoints | None = None,
        record: str | None = None,
    ) -> Opened:
        if record is None:
            known = self._known.get(match_id)
            record = known.record if known is not None else "logged"
        opened = Opened(state, revision, before, marks, record)
        self._known.pop(match_id, None)
        self._known[match_id] = opened
        while len(self._known) > self.REMEMBERED:
            forgotten = next(iter(self._known))
            del self._known[forgotten]
            self._arrived.pop(forgotten, None)
        return opened


def _read(
    session: Session, match_id: int, parsed: dict[RowKey, Event] | None = None
) -> tuple[Match, list[Event]]:
    """A stored match and its events as stored; what cannot be read is a ServiceError.

    ``parsed``: the rows decoded before, reused (see :func:`repo.load_events`).
    """
    try:
        match = repo.load_match(session, match_id)
        events = repo.load_events(session, match_id, parsed)
        return match, check_players(match_id, match, events)
    except repo.NotFound as exc:
        raise ServiceError.of(exc) from None
    except repo.DamagedEvent as exc:
        raise ServiceError(_damaged_row(exc)) from None


def _damaged_row(exc: repo.DamagedEvent) -> Hinted:
    template = _(
        "match {match_id} cannot be read: its {problem}; open another match, or restore a "
        "backup ({hint})"
    )
    restore = Hint(("restore",), menu=_("File > Restore from backup"))
    return hinted(template, restore, match_id=exc.match_id, problem=exc)


def _refreshed(
    known: Opened | None, match: Match, events: Sequence[Event]
) -> tuple[MatchState, Checkpoints]:
    """The state of a match read again after another client changed it.

    Replayed from the state kept before the first event that differs from the
    remembered log (another client's new event is usually the last), or from
    kick-off when nothing is remembered or the set-up itself changed.
    """
    if known is None or known.state.match != match:
        return replay_stored(match, events)
    ordered = sort_events(events)
    place = first_difference(known.state.events, ordered)
    return replay_stored(known.state.match, ordered, known.checkpoints, place, known.state)


__all__ = ["AWARD_REPLACED", "AWARD_UNTIL_FULL_TIME", "LOCKED", "REPLACED", "MatchReader", "Opened"]
