"""Correcting a starting line-up once events are logged: a substitute who really started.

The window plans the correction first (:meth:`StarterCorrection.plan_starter_swap`,
nothing written), asks the user whether the events logged for the listed starter
were the other man's, then applies it (:meth:`StarterCorrection.swap_starter`): the
line-up and the credited events change in one transaction, after a replay of the
corrected match under the rules (see :mod:`tracker.core.match.starters`). Applying the
plan's :meth:`~tracker.core.match.starters.StarterSwap.reversed` undoes it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence

from sqlmodel import Session

from tracker.core.i18n import gettext as _
from tracker.core.match.checkpoints import Checkpoints
from tracker.core.match.describe import describe
from tracker.core.match.events import Event, author_name
from tracker.core.match.model import Match
from tracker.core.match.replay import MatchState, sort_events
from tracker.core.match.starters import (
    StarterSwap,
    check_not_banned,
    check_not_come_on,
    check_places,
    check_places_of_starter,
    plan_swap,
    swap_refusals,
    swapped_events,
    swapped_match,
)
from tracker.core.match.state import RuleError
from tracker.core.records.suspensions import RulesError
from tracker.services.changes import Change, ChangeKind
from tracker.services.errors import ServiceError
from tracker.services.eventchecks import CHANGED_ELSEWHERE
from tracker.services.readback import ReadBack
from tracker.services.reading import LOCKED
from tracker.store.access import read_only_message
from tracker.store.errors import CommitLost
from tracker.store.match import matches as repo
from tracker.store.people.merging import MergeError
from tracker.store.records import suspensions, tallies
from tracker.store.records.discipline import make_appearances_current


class StarterCorrection(ReadBack):
    """Putting a substitute in the place of a starter typed by mistake (see
    :class:`~tracker.services.matches.MatchService`)."""

    #: Who changes the credited events (set by the service).
    author: str

    def plan_starter_swap(self, match_id: int, starter: int, substitute: int) -> StarterSwap:
        """The correction that puts ``substitute`` in ``starter``'s place in the eleven,
        with the events naming the starter credited to him; nothing is written.

        Refused (:class:`ServiceError`) where the match may not be changed (a confirmed
        match, a database that may only be read), where the two are not a starter and a
        substitute of one side, or where the substitute came on in the log.
        """
        if self.db.read_only:  # said before the user is asked anything
            raise ServiceError(read_only_message(self.db.read_only))
        state = self.open(match_id).state
        if state.match.confirmed:
            raise ServiceError(_(LOCKED))
        try:
            ban = self._bans(match_id, [substitute]).get(substitute)
            return plan_swap(state.match, state.events, starter, substitute, ban)
        except RuleError as exc:
            raise ServiceError.of(exc) from None

    def starter_swap_refusals(self, match_id: int, starter: int) -> dict[int, str]:
        """The substitutes who cannot have started in ``starter``'s place, each with why
        (he came on in the log, or a suspension keeps him out of the match): the window
        offers only the others."""
        state = self.open(match_id).state
        try:
            side = check_places_of_starter(state.match, starter)
            lineup = state.match.team(side).lineup
            bench = lineup.bench if lineup is not None else ()
            return swap_refusals(state.match, state.events, starter, self._bans(match_id, bench))
        except RuleError as exc:
            raise ServiceError(str(exc)) from None

    def _bans(self, match_id: int, players: Sequence[int]) -> dict[int, str]:
        """Why a suspension keeps each of these players out of the match (those whose
        ban an appeal lifted, and those with none, are not named)."""
        with self.db.reading() as session:
            # Stale appearance rows derived for this reading only: a plan writes nothing.
            return _bans_of(session, match_id, players, tallies.count_in_memory)

    def swap_starter(self, match_id: int, swap: StarterSwap) -> Change:
        """Apply a planned correction (or its reverse, an undo) in one transaction.

        The two players must still stand where the plan found them and the events it
        credits must still be stored as planned (else nothing is written: the match was
        changed elsewhere); the corrected match is replayed whole under the rules, and
        a refusal names the event at fault. A commit that lost its connection is made
        if the match read back has the corrected line-up and log (the note says so).
        """
        try:
            with self.db.writing() as session:
                opened = self._writable(session, match_id)
                state = opened.state
                # A ban given since the plan counts too (a refusal takes the rows back).
                bans = _bans_of(session, match_id, [swap.substitute], make_appearances_current)
                ban = bans.get(swap.substitute)
                match, events = _corrected(state, swap, ban)
                for old, _new in swap.credited:
                    self._check_stored(session, match_id, old)
                after, marks = _replayed(match, events)
                repo.swap_starter(session, match_id, swap.starter, swap.substitute)
                who, at = author_name(self.author), _now()
                stored = {
                    new.id: repo.update_event(session, match_id, new, author=who, at=at)
                    for _old, new in swap.credited
                }
                revision, note = self._record(session, match_id, opened.record, after)
        except CommitLost as lost:
            wanted = [stored.get(e.id, e) for e in after.events]
            return self._swapped_after_all(lost, (match_id, match), wanted, stored, note)
        if stored:
            # The kept states hold the events before they had their new authorship.
            after, marks = Checkpoints.of(match, [stored.get(e.id, e) for e in after.events])
        record = self._record_after(opened, after)
        self._remember(match_id, after, revision, marks=marks, record=record)
        return Change(ChangeKind.MATCH, match_id, None, None, after, revision, note)

    def _swapped_after_all(
        self,
        lost: CommitLost,
        corrected: tuple[int, Match],
        events: Sequence[Event],
        credited: Mapping[int | None, Event],
        note: str,
    ) -> Change:
        """The correction, its commit's connection lost, made if the match read back
        (``corrected``: its id and set-up as corrected) has those line-ups and the log
        ``events`` (as the correction stored them, ``credited`` among them); else
        ``lost`` is raised again."""
        wanted = list(events)
        match_id, match = corrected

        def landed(state: MatchState) -> bool:
            return _lineups(state.match) == _lineups(match) and state.events == wanted

        change = self._made_after_all(lost, match_id, landed, note)
        for event_id in credited:
            self._acknowledged(match_id, event_id)  # credited here: not news
        return change


def _lineups(match: Match) -> tuple[object, object]:
    """The two line-ups, as a correction of a starter leaves them."""
    return match.home.lineup, match.away.lineup


def _bans_of(
    session: Session,
    match_id: int,
    players: Sequence[int],
    count: Callable[[Session], object],
) -> dict[int, str]:
    """Why a suspension (no appeal lifting it) keeps each of these players (squad
    entries) out of the match; ``count`` brings the appearance rows current first, for
    a match of a competition's edition (no other has bans)."""
    found: dict[int, str] = {}
    try:
        if not players or suspensions.edition_of(session, match_id) is None:
            return found
        count(session)
        banned = [suspensions.squad_suspension(session, match_id, pid) for pid in players]
    except (MergeError, RulesError) as exc:
        raise ServiceError(str(exc)) from None
    for pid, ban in zip(players, banned, strict=True):
        if ban is not None and ban.overridden is None:
            found[pid] = ban.reason
    return found


def _corrected(state: MatchState, swap: StarterSwap, ban: str | None) -> tuple[Match, list[Event]]:
    """The set-up and the log ``swap`` makes of ``state``'s; refused if the players no
    longer stand where it found them, if the man put in the eleven is suspended (``ban``
    says why) or an event it credits changed meanwhile."""
    try:
        if check_places(state.match, swap.starter, swap.substitute) is not swap.side:
            raise ServiceError(_(CHANGED_ELSEWHERE))
        check_not_banned(ban)
        check_not_come_on(state.match, state.events, swap)
    except RuleError as exc:
        raise ServiceError.of(exc) from None
    try:
        events = swapped_events(state.events, swap)
    except RuleError:
        raise ServiceError(_(CHANGED_ELSEWHERE)) from None
    return swapped_match(state.match, swap), events


def _replayed(match: Match, events: Sequence[Event]) -> tuple[MatchState, Checkpoints]:
    """The corrected match replayed whole; a refusal names the event the rules refuse."""
    try:
        return Checkpoints.of(match, sort_events(events))
    except RuleError as exc:
        if exc.event is None:
            raise ServiceError.of(exc) from None
        template = _("the line-up cannot be corrected so: at {when} ({what}), {why}")
        said = template.format(when=exc.event.time, what=describe(match, exc.event), why=exc)
        raise ServiceError(said) from None


def _now() -> dt.datetime:
    """Now in UTC, to the second (as events are stored)."""
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0)


__all__ = ["StarterCorrection", "StarterSwap"]
