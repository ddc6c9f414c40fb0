"""Replaying a match's events into its state, checking every rule on the way.

The state is never stored: score, who is on the pitch, cards, substitutions and
minutes played are all derived here from the event list, so that a corrected
event shows everywhere at once. The state itself lives in
:mod:`tracker.core.match.state`, the rules in :mod:`tracker.core.match.rules`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TypeGuard

from tracker.core.match.events import Card, CardKind, Event
from tracker.core.match.model import Match
from tracker.core.match.rules import check_and_apply
from tracker.core.match.state import MatchState, RuleError, SideState, Status, initial_state


def sort_events(events: Iterable[Event]) -> list[Event]:
    """Events in match order."""
    return sorted(events, key=lambda e: e.sort_key)


def replay(match: Match, events: Sequence[Event], *, upto: int | None = None) -> MatchState:
    """Replay ``events`` (in any order) into a state, checking each against the rules.

    Raises :class:`RuleError` naming the first event the rules refuse. With ``upto``
    only the first ``upto`` events in match order are replayed.
    """
    state = initial_state(match)
    ordered = sort_events(events)
    if upto is not None:
        ordered = ordered[:upto]
    for event in ordered:
        apply(state, event)
    return state


def apply(state: MatchState, event: Event) -> None:
    """Check ``event`` against ``state`` and apply it; on refusal ``state`` is unchanged."""
    try:
        check_and_apply(state, event)
    except RuleError as exc:
        if exc.event is None:
            exc.event = event
        raise
    state.events.append(event)
    state.last_time = event.time


def yellow_card(event: Event) -> TypeGuard[Card]:
    """True for a yellow card, the one event :func:`normalize` may read otherwise (a
    booked person's is his second yellow): any other is read as given, in any state."""
    return isinstance(event, Card) and event.card is CardKind.YELLOW


def normalize(state: MatchState, event: Event) -> Event:
    """The event as the rules read it: a yellow to a booked person is a second yellow."""
    if not yellow_card(event):
        return event
    side = state.sides[event.side]
    if event.player is not None:
        booked = side.yellows.get(event.player, 0)
    else:
        booked = side.official_yellows.get(event.official.strip(), 0)
    return replace(event, card=CardKind.SECOND_YELLOW) if booked else event


__all__ = [
    "MatchState",
    "RuleError",
    "SideState",
    "Status",
    "apply",
    "initial_state",
    "normalize",
    "replay",
    "sort_events",
    "yellow_card",
]
