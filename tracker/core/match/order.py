"""Two events of one moment put the other way round, as they happened.

Events of the same minute stand in the log in the order they were logged (their
``seq``). Typed in the wrong order (a substitution logged before the goal that came
first), they are swapped here: each takes the other's ``seq``, and nothing else of
either changes. Only two events next to each other that sort the same but for their
``seq`` can change places; anything else would change a minute, which is an edit.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event
from tracker.core.match.state import RuleError


def same_moment(first: Event, second: Event) -> bool:
    """True if the two sort by their ``seq`` alone: the same time, and both whistles
    or both ordinary events (a whistle keeps its place around the minute's events)."""
    return first.sort_key[:-1] == second.sort_key[:-1]


def neighbour(events: Sequence[Event], event: Event, step: int) -> Event:
    """The event ``event`` changes places with: the one just before it in the log
    (``step`` -1) or just after it (+1), of the same moment; refused if there is none.

    ``events`` are in match order; ``event`` is one of them (the same id).
    """
    if step not in (-1, 1):
        raise ValueError(f"an event moves one place at a time, not {step}")
    at = next((i for i, e in enumerate(events) if e.id == event.id), None)
    if at is None:
        raise ValueError(f"event {event.id} is not in this log")
    other = at + step
    if 0 <= other < len(events) and same_moment(events[other], event):
        return events[other]
    if step < 0:
        template = _(
            "it is the first event of {when}: only events of the same minute can change places"
        )
    else:
        template = _(
            "it is the last event of {when}: only events of the same minute can change places"
        )
    raise RuleError(template.format(when=event.time), event)


def swapped(events: Sequence[Event], first: Event, second: Event) -> list[Event]:
    """``events`` with ``first`` and ``second`` (two of them, of the same moment) in
    each other's place: each takes the other's ``seq``; the log stays in match order."""
    if not same_moment(first, second) or first.seq == second.seq:
        raise ValueError("only two events of one moment change places")
    out = [
        dataclasses.replace(e, seq=second.seq)
        if e is first
        else dataclasses.replace(e, seq=first.seq)
        if e is second
        else e
        for e in events
    ]
    return sorted(out, key=lambda e: e.sort_key)


__all__ = ["neighbour", "same_moment", "swapped"]
