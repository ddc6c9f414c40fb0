"""When the running period kicked off, as the log tells it.

The window's clock ticks from the moment its own whistle was blown. Where it does not
know that moment (a window killed just after the whistle, another machine following
the match on a shared library) the log does: every event keeps when it was logged,
and a period's start is logged by the whistle itself. That moment is believed only
while it makes sense for a period still being played.

Why an edited start still counts: an edit never moves when an event was logged (it
records who changed it and when beside that), and the only thing an edit can change
in a whistle is its minute, not the moment it was blown.
"""

from __future__ import annotations

import datetime as dt

from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import Period
from tracker.core.match.state import MatchState

#: How long a period may run beyond its regulation length for its logged start to be
#: believed: stoppage time, with room to spare for a long stoppage.
LEEWAY = dt.timedelta(minutes=30)
#: How far ahead of this machine's clock a start logged on another machine may be: the
#: two clocks can differ by a little, never by more.
SKEW = dt.timedelta(minutes=1)


def logged_start(state: MatchState) -> dt.datetime | None:
    """When the start of the running period was logged (aware, in UTC), if the log says;
    None while no period runs, and in the shootout (it has no clock)."""
    period = state.period
    if not state.running or period is None or period is Period.SHOOTOUT:
        return None
    start = next(
        (e for e in reversed(state.events) if isinstance(e, PeriodStart) and e.period is period),
        None,
    )
    made = start.authorship if start is not None else None
    if made is None or made.logged_at is None:
        return None
    logged = made.logged_at
    if logged.tzinfo is None:  # a moment without a zone is in UTC, as stored
        return logged.replace(tzinfo=dt.timezone.utc)
    return logged.astimezone(dt.timezone.utc)


def logged_kickoff(state: MatchState, now: dt.datetime) -> dt.datetime | None:
    """:func:`logged_start`, if a clock may tick from it at ``now``.

    None also when that moment is ahead of ``now`` by more than :data:`SKEW`, or further
    back than the period's length and :data:`LEEWAY`.
    """
    logged = logged_start(state)
    if logged is None or state.period is None:
        return None
    if now.tzinfo is None:
        now = now.replace(tzinfo=dt.timezone.utc)
    longest = dt.timedelta(minutes=state.period.end - state.period.start) + LEEWAY
    if logged - now > SKEW or now - logged > longest:
        return None
    return logged
