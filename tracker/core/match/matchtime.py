"""Match time: a period, a minute and added time, written as football writes it."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from tracker.core.i18n import gettext as _


class Period(enum.IntEnum):
    """The periods of a match, in playing order."""

    FIRST_HALF = 1
    SECOND_HALF = 2
    EXTRA_FIRST = 3
    EXTRA_SECOND = 4
    SHOOTOUT = 5

    @property
    def start(self) -> int:
        """Regulation minute at which the period starts (0, 45, 90, 105)."""
        return _BOUNDS[self][0]

    @property
    def end(self) -> int:
        """Regulation minute at which the period ends (45, 90, 105, 120)."""
        return _BOUNDS[self][1]

    @property
    def label(self) -> str:
        """Human name of the period."""
        return _LABELS[self]

    @property
    def is_extra_time(self) -> bool:
        """True for the two halves of extra time."""
        return self in (Period.EXTRA_FIRST, Period.EXTRA_SECOND)

    def scaled(self, half_length: int) -> tuple[int, int]:
        """Start and end minute for a match whose halves last ``half_length`` minutes."""
        if self is Period.SHOOTOUT:
            return (0, 0)
        if self <= Period.SECOND_HALF:
            return ((self - 1) * half_length, self * half_length)
        et_half = max(1, half_length // 3)
        base = 2 * half_length + (self - 3) * et_half
        return (base, base + et_half)


_BOUNDS = {
    Period.FIRST_HALF: (0, 45),
    Period.SECOND_HALF: (45, 90),
    Period.EXTRA_FIRST: (90, 105),
    Period.EXTRA_SECOND: (105, 120),
    Period.SHOOTOUT: (120, 120),
}

_LABELS = {
    Period.FIRST_HALF: "First half",
    Period.SECOND_HALF: "Second half",
    Period.EXTRA_FIRST: "Extra time, first half",
    Period.EXTRA_SECOND: "Extra time, second half",
    Period.SHOOTOUT: "Penalty shootout",
}


#: The most added time a match time can hold (and the match file can write: two digits).
MAX_ADDED = 99


def the_period(period: Period) -> str:
    """The period as a sentence names it ("the first half"), in the user's language."""
    return {
        Period.FIRST_HALF: _("the first half"),
        Period.SECOND_HALF: _("the second half"),
        Period.EXTRA_FIRST: _("the first half of extra time"),
        Period.EXTRA_SECOND: _("the second half of extra time"),
        Period.SHOOTOUT: _("the penalty shootout"),
    }[period]


def time_words(time: MatchTime) -> str:
    """``time`` as the user reads it: ``45'+2``, and the shootout's ``pens`` in his
    language (``i. E.``, ``penaltis``)."""
    return _("pens") if time.period is Period.SHOOTOUT else str(time)


class MatchTimeError(ValueError):
    """A match time that cannot be read or does not fit its period."""


_PATTERN = re.compile(r"^\s*(\d{1,3})\s*'?\s*(?:\+\s*(\d{1,2})\s*'?)?\s*$")


@dataclass(frozen=True, order=True)
class MatchTime:
    """A moment of play: ``minute`` of the period, plus ``added`` minutes of stoppage time.

    The minute is the one football writes: the 55th minute is ``55``, the second
    minute of stoppage time at the end of the first half is ``45'+2`` (minute 45,
    added 2). A substitution made in the interval is stored at the next period's
    start (second half, minute 45) and written as its first minute, ``46'``. The
    shootout is outside match time: it has minute 0 and no added time. Ordering
    follows the periods first, so ``45'+5`` comes before ``46'``.
    """

    period: Period
    minute: int
    added: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.period, Period):
            object.__setattr__(self, "period", Period(self.period))
        if self.period is Period.SHOOTOUT:
            if self.minute or self.added:
                raise MatchTimeError(_("the penalty shootout is outside match time"))
            return
        start, end = self.period.start, self.period.end
        if self.added < 0:
            raise MatchTimeError(_("added time cannot be negative"))
        if self.added > MAX_ADDED:
            template = _("added time is at most {most} minutes")
            raise MatchTimeError(template.format(most=MAX_ADDED))
        if self.added and self.minute != end:
            template = _("added time belongs to the {end}th minute in {period}")
            raise MatchTimeError(template.format(end=end, period=the_period(self.period)))
        if not start <= self.minute <= end:
            template = _("minute {minute} is not in {period} ({first}' to {end}'+)")
            raise MatchTimeError(
                template.format(
                    minute=self.minute, period=the_period(self.period), first=start + 1, end=end
                )
            )

    @classmethod
    def shootout(cls) -> MatchTime:
        """The time of every shootout kick."""
        return cls(Period.SHOOTOUT, 0, 0)

    @classmethod
    def parse(cls, text: str, period: Period | None = None) -> MatchTime:
        """Read ``55``, ``55'``, ``45+2``, ``90'+6`` or ``92`` (in the second half, ``90'+2``).

        ``pens`` is the penalty shootout, as :meth:`entry` and ``str`` write it.

        Without ``period`` the period is inferred from the minute: ``45+2`` is the
        first half, ``92`` the first half of extra time. With ``period`` a plain minute
        past the period's end is read as added time of that period.
        """
        if not isinstance(text, str):
            raise MatchTimeError(_("a match time is text such as 55, 45+2 or 90'+6"))
        if text.strip().casefold() == "pens":
            if period not in (None, Period.SHOOTOUT):
                template = _("'pens' is the penalty shootout, not {period}")
                raise MatchTimeError(template.format(period=the_period(period)))
            return cls.shootout()
        match = _PATTERN.match(text)
        if not match:
            template = _("cannot read {text!r} as a minute (try 55, 45+2 or 90'+6)")
            raise MatchTimeError(template.format(text=text))
        minute = int(match.group(1))
        added = int(match.group(2)) if match.group(2) is not None else None
        if period is Period.SHOOTOUT:
            raise MatchTimeError(_("the penalty shootout is outside match time"))
        if added is not None:
            if period is None:
                period = _period_ending_at(minute)
                if period is None:
                    template = _("added time follows 45', 90', 105' or 120', not {minute}'")
                    raise MatchTimeError(template.format(minute=minute))
            return cls(period, minute, added)
        if period is None:
            period = _period_containing(minute)
            return cls(period, minute, 0)
        return cls._in_period(period, minute)

    @classmethod
    def _in_period(cls, period: Period, minute: int) -> MatchTime:
        """A plain minute read in ``period``: past its end is its added time."""
        if minute > period.end:
            if minute - period.end > 99:  # the most added time that can be written (90+99)
                template = _("minute {minute} is too far past the end of {period}")
                raise MatchTimeError(template.format(minute=minute, period=the_period(period)))
            return cls(period, period.end, minute - period.end)
        if minute < period.start:
            template = _("minute {minute} is before {period} (it starts at {start}')")
            raise MatchTimeError(
                template.format(minute=minute, period=the_period(period), start=period.start)
            )
        return cls(period, minute, 0)

    @property
    def written_minute(self) -> int:
        """The minute football writes (before any added time).

        A moment at the very start of a later period, such as a substitution made in
        the interval (stored at the period's start), is that period's first minute:
        46', 91' or 106', never the 45', 90' or 105' the previous period ended on.
        """
        if self.period > Period.FIRST_HALF and self.minute == self.period.start:
            return self.minute + 1
        return self.minute

    def __str__(self) -> str:
        if self.period is Period.SHOOTOUT:
            return "pens"
        if self.added:
            return f"{self.minute}'+{self.added}"
        return f"{self.written_minute}'"

    def plain(self) -> str:
        """Minute written as a running count (``96'``), the style some reports use."""
        if self.period is Period.SHOOTOUT:
            return "pens"
        return f"{self.written_minute + self.added}'"

    def entry(self) -> str:
        """Text that :meth:`parse` reads back to this time (``90+6``)."""
        if self.period is Period.SHOOTOUT:
            return "pens"
        return f"{self.minute}+{self.added}" if self.added else str(self.minute)

    @property
    def elapsed(self) -> float:
        """Minutes played from kick-off to this moment, counting stoppage time before it.

        Only differences within one period are meaningful for minutes played; across
        periods the recorded period ends are needed (see :mod:`tracker.core.match.replay`).
        """
        return float(self.minute + self.added)


def _period_ending_at(minute: int) -> Period | None:
    for period in (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND):
        if period.end == minute:
            return period
    return None


def _period_containing(minute: int) -> Period:
    if minute < 0:
        raise MatchTimeError(_("a minute cannot be negative"))
    for period in (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND):
        if minute <= period.end:
            return period
    if minute - Period.EXTRA_SECOND.end <= _LIKELY_ADDED:
        template = _("minute {minute} is past the end of extra time (write 120+{added})")
        raise MatchTimeError(template.format(minute=minute, added=minute - 120))
    # No suggestion of 80 minutes of added time (120+80) for a minute typed wrong.
    template = _(
        "minute {minute} is past the end of any match (90 minutes, 120 with extra time, "
        "and their added time)"
    )
    raise MatchTimeError(template.format(minute=minute))


#: The most added time a minute can be given with (two digits: 90+99).
#: Past 120, a minute up to this much more is suggested as extra time's added time.
_LIKELY_ADDED = 15
