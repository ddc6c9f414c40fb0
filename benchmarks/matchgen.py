"""Valid matches of ~50 events, derived from the reference match.

Each variant starts from the shipped semi-final: some of its goals are dropped,
its substitutions move by a few minutes, and bookings, goals and missed penalties
are added at random minutes. Every event is applied through the rules as it is
added, and one the rules refuse is left out, so each variant is a valid match by
construction (and is replayed once more to be sure). A few variants stop at half
time or in the second half, so the library has live matches too.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from functools import cache

from tracker.app import demo_text
from tracker.core.files import matchfile
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MatchEnd,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import apply, initial_state, replay, sort_events
from tracker.core.match.state import MatchState, RuleError

#: How many events a variant aims for (the reference match has 18).
EVENTS = 50


@dataclass(frozen=True)
class Variant:
    """One valid event log over the reference match's set-up."""

    events: tuple[Event, ...]
    state: MatchState


@cache
def reference() -> tuple[Match, tuple[Event, ...]]:
    """The reference match and its events."""
    match, events = matchfile.loads(demo_text())
    return match, tuple(events)


def _time(minute: int) -> MatchTime:
    return MatchTime(Period.FIRST_HALF if minute <= 45 else Period.SECOND_HALF, minute)


def _candidates(match: Match, rng: random.Random) -> list[Event]:
    """The reference events varied, plus random additions (not yet checked)."""
    _, events = reference()
    out: list[Event] = []
    for event in events:
        if isinstance(event, Goal) and rng.random() < 0.35:
            continue  # a different score
        if isinstance(event, Substitution) and event.time.added == 0:
            minute = min(89, max(46, event.time.minute + rng.randint(-4, 4)))
            event = dataclasses.replace(event, time=_time(minute))
        out.append(event)
    players = {side: [p.pid for p in match.team(side).squad] for side in Side}
    booked: set[int] = set()
    while len(out) < 2 * EVENTS:  # many are refused (a player on the bench)
        side = rng.choice(list(Side))
        pid = rng.choice(players[side])
        when = _time(rng.randint(1, 89))
        roll = rng.random()
        if roll < 0.3:
            if pid not in booked:
                booked.add(pid)
                out.append(Card(time=when, side=side, player=pid, card=CardKind.YELLOW))
        elif roll < 0.35:
            how = rng.choice([GoalKind.OPEN_PLAY, GoalKind.HEADER, GoalKind.PENALTY])
            out.append(Goal(time=when, side=side, scorer=pid, how=how))
        else:
            out.append(MissedPenalty(time=when, side=side, player=pid, saved=rng.random() < 0.7))
    return out


def _stop_at(events: list[Event], index: int) -> list[Event]:
    """Most variants end at full time; one in ten stops at half time or in the second half."""
    if index % 10 == 3:
        return [e for e in events if e.time.period is Period.FIRST_HALF]
    if index % 10 == 7:
        return [e for e in events if e.time < MatchTime(Period.SECOND_HALF, 70)]
    return events


def variant(index: int) -> Variant:
    """The ``index``-th variant (the same one on every call)."""
    match, _ = reference()
    rng = random.Random(index)
    ordered = sorted(_candidates(match, rng), key=lambda e: (e.time, e.rank))
    ordered = _stop_at(ordered, index)
    state = initial_state(match)
    kept: list[Event] = []
    for event in ordered:
        event = dataclasses.replace(event, seq=len(kept) + 1)
        try:
            apply(state, event)
        except RuleError:
            continue
        kept.append(event)
        if len(kept) >= EVENTS and not isinstance(event, (PeriodStart, PeriodEnd)):
            break
    kept = _finish(match, kept, index)
    return Variant(tuple(kept), replay(match, kept))


def _finish(match: Match, kept: list[Event], index: int) -> list[Event]:
    """Full time for the variants that end (kept at the cap the end may have been cut)."""
    if index % 10 in (3, 7):
        return kept
    kinds = {type(e) for e in kept if e.time.period is Period.SECOND_HALF}
    if MatchEnd in kinds:
        return kept
    if PeriodStart not in kinds:
        return kept
    last = max(e.time for e in kept)
    end = last if last.minute == 90 else MatchTime(Period.SECOND_HALF, 90, 4)
    seq = len(kept)
    return [*kept, PeriodEnd(end, seq=seq + 1), MatchEnd(end, seq=seq + 2)]


def running_match(count: int) -> tuple[Match, list[Event]]:
    """The reference set-up in its first half with ``count`` events logged (goals and
    missed penalties by the starters, which stay valid however many there are)."""
    match, _ = reference()
    events: list[Event] = [PeriodStart(MatchTime(Period.FIRST_HALF, 0), seq=1)]
    state = replay(match, events)
    starters = {side: state.on_pitch(side) for side in Side}
    for n in range(1, count):
        side = Side.HOME if n % 2 else Side.AWAY
        pid = starters[side][n % len(starters[side])]
        when = MatchTime(Period.FIRST_HALF, 1 + n * 40 // count)
        event: Event = (
            Goal(time=when, side=side, scorer=pid, seq=n + 1)
            if n % 3 == 0
            else MissedPenalty(time=when, side=side, player=pid, saved=True, seq=n + 1)
        )
        events.append(event)
    replay(match, events)  # raises if the rules refuse any of it
    return match, sort_events(events)
