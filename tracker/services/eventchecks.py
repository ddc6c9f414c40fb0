"""Checking a changed event log under the rules, for the match service's writes.

Where an event goes in the log, the replay from the state kept before its place
(:class:`~tracker.core.match.checkpoints.Checkpoints`), and the refusal a rule's
objection becomes: every check here raises :class:`ServiceError`, with words for the
user, and writes nothing.
"""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Callable, Collection, Sequence

from tracker.core.i18n import gettext as _
from tracker.core.match.bookings import later_yellow
from tracker.core.match.checkpoints import Checkpoints, first_difference
from tracker.core.match.describe import describe
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MissedPenalty,
    Substitution,
)
from tracker.core.match.model import Match
from tracker.core.match.periods import check_periods
from tracker.core.match.replay import MatchState, RuleError, apply, normalize, sort_events
from tracker.core.match.rules import check_new
from tracker.core.match.shootout import (
    check_entry,
    check_kick_after_end,
    check_shootout_ended,
    check_shootout_takers,
)
from tracker.core.results.deciders import check_shootout_follows
from tracker.core.results.ties import FirstLeg
from tracker.services.errors import ServiceError

#: Why a change made against a log another client has changed since is refused.
CHANGED_ELSEWHERE = (
    "the match was changed elsewhere (another window or the command line) since this "
    "was done here; nothing was changed"
)


def find_event(state: MatchState, event_id: int, expected: Event | None) -> Event:
    """The logged event with this id; refused if gone or not the ``expected`` one."""
    old = next((e for e in state.events if e.id == event_id), None)
    if old is None:
        if expected is not None:
            raise ServiceError(_(CHANGED_ELSEWHERE))
        raise ServiceError(
            _("there is no event {event_id} in this match").format(event_id=event_id)
        )
    if expected is not None and old != expected:
        raise ServiceError(_(CHANGED_ELSEWHERE))
    return old


def check_shootout(state: MatchState) -> None:
    """Refuse a shootout the log leaves undecided, or with a kicker out of turn."""
    try:
        check_shootout_ended(state)
        check_shootout_takers(state)
    except RuleError as exc:
        raise ServiceError.of(exc) from None


#: Reads the first leg of the tie the match ends, where the library holds it.
FirstLegOf = Callable[[], FirstLeg | None]


def check_change(
    before: MatchState, after: MatchState, first_leg: FirstLegOf | None = None
) -> None:
    """Refuse a change that leaves the match ``after`` it with a fault of its periods
    that it did not have ``before`` (see :func:`check_periods`), or with a shootout
    after a decided match (see :func:`check_shootout_follows`; ``first_leg`` is read
    only when a shootout starts, or the score before it changes)."""
    try:
        check_periods(after, before)
        if after.went_to_shootout and (not before.went_to_shootout or before.score != after.score):
            check_shootout_follows(after, before, first_leg() if first_leg else None)
    except RuleError as exc:
        raise ServiceError.of(exc) from None


def check_new_event(event: Event) -> None:
    """Refuse an event the rules reject on its own, wherever it is logged."""
    try:
        check_new(event)
    except RuleError as exc:
        raise ServiceError.of(exc) from None


def next_seq(state: MatchState) -> int:
    """The place number a new event of ``state``'s log takes: after every other."""
    return max((e.seq for e in state.events), default=0) + 1


def sort_key(event: Event) -> tuple[int, int, int, int, int]:
    """Where ``event`` goes in match order (for :mod:`bisect`)."""
    return event.sort_key


def without(
    marks: Checkpoints, state: MatchState, others: Sequence[Event], place: int
) -> tuple[MatchState, Checkpoints]:
    """The state and kept states of the log without its event at ``place`` (``others``);
    ``state`` and ``marks`` as they were if the rules refuse that log (a later event
    needs the one taken out: it is then checked at its new place in one replay)."""
    try:
        return marks.replay(others, place, state)
    except RuleError:
        return state, marks


def normalized(
    marks: Checkpoints, state: MatchState, others: Sequence[Event], event: Event
) -> Event:
    """The edited event as the rules read it at its (possibly new) place in the log.

    Moving an event can leave the events before its new place inconsistent (a goal
    by a substitute who now comes on later); the full check then names that event.
    """
    before = others[: bisect.bisect_left(others, event.sort_key, key=sort_key)]
    try:
        at, _marks = marks.replay(before, first_difference(state.events, before))
    except RuleError:
        return event
    return normalize(at, event)


def replay_stored(
    match: Match,
    events: Sequence[Event],
    marks: Checkpoints | None = None,
    place: int = 0,
    old: MatchState | None = None,
) -> tuple[MatchState, Checkpoints]:
    """Replay events already stored (from the kept state before ``place``, if any, and
    up to where the rest is read as in the log of ``old``); a stored log that breaks
    the rules is reported."""
    try:
        if marks is None:
            return Checkpoints.of(match, sort_events(events))
        return marks.replay(events, place, old)
    except RuleError as exc:
        if exc.event is None:
            said = _("the stored log of this match is damaged: {why}").format(why=exc)
        else:
            template = _("the stored log of this match is damaged at {when} ({what}): {why}")
            said = template.format(when=exc.event.time, what=describe(match, exc.event), why=exc)
        raise ServiceError(said) from None


def checked_replay(
    marks: Checkpoints,
    match: Match,
    events: Sequence[Event],
    place: int,
    changed: Event | None,
    old: MatchState,
) -> tuple[MatchState, Checkpoints]:
    """Replay ``events`` (in match order, changed from ``place`` on) from the kept
    state before it, up to where the rules read the rest as in the log of ``old``
    (the state ``marks`` were kept for); a refusal names the event at fault."""
    try:
        return marks.replay(events, place, old)
    except RuleError as exc:
        culprit = exc.event
        plan = later_yellow(old.events, changed, replacing=changed) if changed else None
        if plan is not None and culprit is plan.later:
            raise ServiceError(plan.refusal(match)) from None
        if changed is None or (culprit is not None and culprit is not changed):
            what = f"{culprit.time} {describe(match, culprit)}" if culprit else _("a later event")
            if isinstance(culprit, FormationChange):
                # It names the players on the pitch then, and this changes who they are.
                template = _(
                    "this would change who is on the pitch at {what}, which names them: "
                    "delete that formation change, log this, then change the formation again"
                )
                raise ServiceError(template.format(what=what)) from None
            template = _("this would make “{what}”, logged later, impossible: {why}")
            raise ServiceError(template.format(what=what, why=_without_when(exc))) from None
        raise ServiceError.of(exc) from None


def _without_when(exc: RuleError) -> str:
    """Why the rules refuse the event at fault, without the minute they begin with
    ("43': no period is being played…"): the refusal has just named the event with it."""
    why, event = str(exc), exc.event
    when = f"{event.time}: " if event is not None else ""
    return why.removeprefix(when) if when else why


def with_new(
    state: MatchState, marks: Checkpoints, event: Event, first_leg: FirstLegOf | None = None
) -> tuple[MatchState, Event, Checkpoints]:
    """A new state with ``event`` applied to ``state``, the event as the rules read
    it, and the kept states (``marks``: those of ``state``).

    The newest event (the usual case live) is applied to a copy of the state;
    one logged after the fact, before later events, is checked by a replay from
    the kept state before its place. ``first_leg``: see :func:`check_change`.
    """
    if event.id is None:  # a new event, not one an undo puts back as it was
        try:
            check_kick_after_end(state, event)
        except RuleError as exc:
            raise ServiceError.of(exc) from None
    events = state.events
    if not events or events[-1].sort_key < event.sort_key:
        event = normalize(state, event)
        after = state.copy()
        try:
            check_entry(state, event)
            apply(after, event)
        except RuleError as exc:
            raise ServiceError.of(exc) from None
        check_change(state, after, first_leg)
        return after, event, marks
    place = bisect.bisect_left(events, event.sort_key, key=sort_key)
    before, _marks = replay_stored(state.match, events[:place], marks, place)
    event = normalize(before, event)
    try:
        check_entry(before, event)
    except RuleError as exc:
        raise ServiceError.of(exc) from None
    new_events = [*events[:place], event, *events[place:]]
    after, marks = checked_replay(marks, state.match, new_events, place, event, state)
    check_change(state, after, first_leg)
    return after, event, marks


#: Two entries of one event typed in two windows at once lie this close (minutes).
SAME_MOMENT = 2.0


def repeated_elsewhere(
    seen: MatchState, now: MatchState, event: Event, unseen: Collection[int] = ()
) -> list[Event]:
    """The events another window logged since this one last read the match (``seen``;
    ``now`` as stored), or that reached it only a moment ago (``unseen``, ids), that
    ``event`` repeats: the same goal, card, substitution or missed penalty, of the same
    player, within :data:`SAME_MOMENT` of it, in the order logged. Two secretaries
    logging one match both type its goal; stored twice, it would be two."""
    if event.id is not None:  # an undo putting back an event of its own
        return []
    said = _entry(event)
    if said is None or (now is seen and not unseen):  # nothing here came from elsewhere
        return []
    known = {e.id for e in seen.events}.difference(unseen)
    return [
        other
        for other in now.events
        if other.id not in known
        and other.time.period is event.time.period
        and abs(other.time.elapsed - event.time.elapsed) <= SAME_MOMENT
        and _entry(other) == said
    ]


def entered_again(sent: Event, event: Event) -> bool:
    """True if ``event`` is ``sent`` (an event as stored, with its id) entered again: the
    same goal, card, substitution or missed penalty of the same player (as
    :func:`repeated_elsewhere` tells them), or the same event of another kind (a
    whistle), within :data:`SAME_MOMENT` of it (a line sent again without a minute takes
    the clock's, which has moved on). An event with an id (an undo putting one back) is
    ``sent`` only under its id."""
    if event.id is not None:
        return event.id == sent.id
    if (
        sent.time.period is not event.time.period
        or abs(sent.time.elapsed - event.time.elapsed) > SAME_MOMENT
    ):
        return False
    said = _entry(event)
    if said is not None:
        return _entry(sent) == said
    return dataclasses.replace(sent, time=event.time, seq=0, id=None) == event


def _entry(event: Event) -> tuple[object, ...] | None:
    """What makes two entries one event: its kind, side and players (a yellow typed
    again is that yellow, not a second one)."""
    if isinstance(event, Goal):
        return ("goal", event.side, event.scorer, event.how is GoalKind.OWN_GOAL)
    if isinstance(event, Card):
        return ("card", event.side, event.player, event.official, event.card is CardKind.RED)
    if isinstance(event, Substitution):
        return ("substitution", event.side, event.off, event.on)
    if isinstance(event, MissedPenalty):
        return ("missed penalty", event.side, event.player)
    return None
