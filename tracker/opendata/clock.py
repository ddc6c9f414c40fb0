"""StatsBomb clock ↔ football minutes.

StatsBomb times an event by its period and the time elapsed since that period
kicked off (``timestamp`` ``"00:09:30.000"``; ``minute``/``second`` count on from
the period's regulation start, so the second half starts at minute 45). Football
writes the minute being played: 9½ minutes into the second half is the 55th minute,
55'; 46½ minutes into it is 90'+2. A half-end's time is the stoppage time played,
rounded up so that every event of the period comes before it.
"""

from __future__ import annotations

import math

from tracker.core.i18n import gettext as _
from tracker.core.match.matchtime import MatchTime, Period

#: Where an event sits inside the minute football names it by: mid-minute.
MID_MINUTE = 30.0


class ClockError(ValueError):
    """A timestamp that cannot be read."""


def parse_timestamp(text: object) -> float:
    """Seconds from a ``HH:MM:SS.fff`` timestamp; raises :class:`ClockError`."""
    if not isinstance(text, str):
        raise ClockError(_("timestamp {text!r} is not text like 00:09:30.000").format(text=text))
    parts = text.split(":")
    try:
        if len(parts) != 3:
            raise ValueError
        hours, minutes, seconds = int(parts[0]), int(parts[1]), float(parts[2])
    except ValueError:
        raise ClockError(
            _("timestamp {text!r} is not like 00:09:30.000").format(text=text)
        ) from None
    if hours < 0 or minutes < 0 or seconds < 0 or not math.isfinite(seconds):
        raise ClockError(_("timestamp {text!r} is negative").format(text=text))
    return hours * 3600 + minutes * 60 + seconds


def format_timestamp(seconds: float) -> str:
    """``HH:MM:SS.fff`` for a number of seconds."""
    millis = round(seconds * 1000)
    hours, rest = divmod(millis, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    return f"{hours:02d}:{minutes:02d}:{rest // 1000:02d}.{rest % 1000:03d}"


def elapsed_of(time: MatchTime) -> float:
    """Seconds into its period of an event logged at ``time`` (the middle of its minute)."""
    played = time.minute + time.added - time.period.start
    if played <= 0:
        return 0.0
    return (played - 1) * 60 + MID_MINUTE


def elapsed_of_end(time: MatchTime) -> float:
    """Seconds into its period of the whistle that ends it at ``time``."""
    return float(max(0, time.minute + time.added - time.period.start) * 60)


def _as_time(period: Period, played: int) -> MatchTime:
    minute = period.start + played
    if minute > period.end:
        return MatchTime(period, period.end, minute - period.end)
    return MatchTime(period, minute)


def time_of(period: Period, seconds: float, *, at_start: bool = False) -> MatchTime:
    """The football minute of an event ``seconds`` into ``period``.

    ``at_start`` keeps an event at the very kick-off of a later period (a half-time
    substitution) at the period's start minute, in the interval before it.
    """
    if period is Period.SHOOTOUT:
        return MatchTime.shootout()
    if at_start and seconds <= 0 and period is not Period.FIRST_HALF:
        return MatchTime(period, period.start)
    return _as_time(period, int(seconds // 60) + 1)


def end_time_of(period: Period, seconds: float) -> MatchTime:
    """The football time of a half-end ``seconds`` into ``period`` (minutes rounded up)."""
    if period is Period.SHOOTOUT:
        return MatchTime.shootout()
    return _as_time(period, math.ceil(seconds / 60 - 1e-9))


def minute_second(period: Period, seconds: float) -> tuple[int, int]:
    """StatsBomb's ``minute`` and ``second`` fields (minutes counted on from the period start)."""
    base = 120 if period is Period.SHOOTOUT else period.start
    whole = int(seconds)
    return base + whole // 60, whole % 60
