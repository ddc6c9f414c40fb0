"""Single values of an openfootball file: goal minutes, kick-off times, placeholders.

Each reader takes one value as the file writes it and raises :class:`ValueError` with
the problem in words; :mod:`tracker.opendata.openfootball.edition` adds the place in the file and
raises :class:`OpenFootballError`.

Goal minutes are read as football writes them (see :func:`goal_time`): ``90+5`` and
``{"minute": 90, "offset": 5}`` are 90'+5; a bare minute is placed in the period it
falls in, and one past the end of play is stoppage time of the last period played:
``92`` is 90'+2 in a match without extra time (reports write the reference match's
``92`` as 90'+2) and the 92nd minute of extra time in a match that had it.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import SetupError
from tracker.core.match.setup import check_text
from tracker.core.results.values import FixtureStatus, Placeholder, PlaceholderKind


class OpenFootballError(ValueError):
    """An openfootball file that cannot be read; the message starts with the place.

    Attributes:
        where: The place in the file (``matches[3].score.ft``), or ``"the file"``.
        problem: What is wrong there.
    """

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(f"{where}: {problem}")
        self.where = where
        self.problem = problem


def versus(home: str, away: str) -> str:
    """Two teams as a line names a match: "Qatar v Ecuador", in the user's language."""
    return _("{home} v {away}").format(home=home, away=away)


def and_listed(items: Sequence[str]) -> str:
    """``A and B and C`` in the user's language; ``""`` for no items."""
    out = items[0] if items else ""
    for item in items[1:]:
        out = _("{first} and {second}").format(first=out, second=item)
    return out


def in_groups_file(place: str) -> str:
    """A place in the groups file, as an error names it: ``groups file: groups[2]``."""
    return _("groups file: {place}").format(place=place)


def text_at(value: object, where: str) -> str:
    """The text at ``where``, stripped; it must be there and be storable text.

    Raises:
        OpenFootballError: It is missing, not text, or holds a broken UTF-16 surrogate
            (valid JSON, but no character).
    """
    if not isinstance(value, str) or not value.strip():
        raise OpenFootballError(where, _("is missing or not text"))
    return optional_text_at(value, where)


def optional_text_at(value: object, where: str) -> str:
    """The text at ``where``, stripped ("" when missing); held to a match file's standard.

    Raises:
        OpenFootballError: It is not text, holds a broken UTF-16 surrogate (valid JSON,
            but no character), a control character or a bidirectional override, or is
            far too long (see :func:`tracker.core.match.setup.check_text`).
    """
    if value is None:
        return ""
    if not isinstance(value, str):
        raise OpenFootballError(where, _("is not text"))
    bad = next((c for c in value if "\ud800" <= c <= "\udfff"), None)
    if bad is not None:
        problem = _("U+{code:04X} is not a character (a broken UTF-16 surrogate)").format(
            code=ord(bad)
        )
        raise OpenFootballError(where, problem)
    try:
        check_text("it", value)
    except SetupError as exc:
        raise OpenFootballError(where, str(exc).removeprefix("it ")) from None
    return value.strip()


_MINUTE = re.compile(r"^\s*(\d{1,3})\s*'?\s*(?:\+\s*(\d{1,2})\s*'?)?\s*$")

#: The periods by the minute they end at, which added time follows.
_ENDS = {
    period.end: period
    for period in (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND)
}


def goal_time(minute: object, offset: object = None, *, extra_time: bool) -> MatchTime:
    """The match time of a goal written as ``minute`` (and ``offset``, the added time).

    Args:
        minute: ``55``, ``"55"``, ``"45+2"`` or ``"90+5"``, as the file writes it.
        offset: Added time written apart (``{"minute": 90, "offset": 5}``), or ``None``.
        extra_time: Whether the match went to extra time (its score has ``et``).

    Returns:
        The time. Added time belongs to the minute it follows: 45, 90, 105 or 120. A
        bare minute is in the half it falls in (1-45 first half, 46-90 second half);
        past 90 it is stoppage time of the second half (92 is 90'+2) unless the match
        went to extra time, where 91-105 is the first half of extra time, 106-120 the
        second, and past 120 its stoppage time (121 is 120'+1). The source cannot
        tell a bare 92 in stoppage time before extra time from the 92nd minute of
        extra time; we read the latter, as football counts it.

    Raises:
        ValueError: The minute cannot be read or does not fit the match.
    """
    number, added = _minute_parts(minute, offset)
    if number < 1:
        raise ValueError(
            _("minute {number} is before the kick-off (the first minute is 1)").format(
                number=number
            )
        )
    if added is not None:
        period = _ENDS.get(number)
        if period is None:
            raise ValueError(
                _("added time follows 45, 90, 105 or 120, not {number}").format(number=number)
            )
        if period.is_extra_time and not extra_time:
            raise ValueError(
                _("{number}+{added} is in extra time, but the match had none").format(
                    number=number, added=added
                )
            )
        return MatchTime(period, number, added)
    last = Period.EXTRA_SECOND if extra_time else Period.SECOND_HALF
    for period in (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST):
        if number <= period.end or period is last:
            return MatchTime.parse(str(number), period)
    return MatchTime.parse(str(number), Period.EXTRA_SECOND)


def _minute_parts(minute: object, offset: object) -> tuple[int, int | None]:
    if offset is not None and (isinstance(offset, bool) or not isinstance(offset, int)):
        raise ValueError(
            _("the offset {offset!r} is not a number of minutes").format(offset=offset)
        )
    if isinstance(minute, bool) or not isinstance(minute, (int, str)):
        raise ValueError(
            _("{minute!r} is not a minute such as 55, 45+2 or 90+5").format(minute=minute)
        )
    if isinstance(minute, int):
        number, added = minute, None
    else:
        found = _MINUTE.match(minute)
        if not found:
            raise ValueError(
                _("{minute!r} is not a minute such as 55, 45+2 or 90+5").format(minute=minute)
            )
        number = int(found.group(1))
        added = int(found.group(2)) if found.group(2) is not None else None
    if offset is not None:
        if added is not None:
            raise ValueError(
                _("{minute!r} has added time and an offset: write one").format(minute=minute)
            )
        if offset < 0:
            raise ValueError(_("the offset {offset} is negative").format(offset=offset))
        added = offset or None
    return number, added


#: Zone names some files write instead of a UTC offset, in hours.
_ZONES = {"UTC": 0, "GMT": 0, "WET": 0, "BST": 1, "CET": 1, "WEST": 1, "CEST": 2, "EET": 2}

_KICKOFF = re.compile(
    r"^\s*(\d{1,2}):(\d{2})\s*(?:(UTC|GMT)\s*(?:([+\-−±])\s*(\d{1,2})(?::?(\d{2}))?)?"
    r"|([A-Z]{3,4}))?\s*$"
)


def kickoff_time(text: object) -> dt.time:
    """Read a kick-off time: ``20:00``, ``15:00 UTC-4``, ``19:45 UTC±0`` or ``20:45 CET``.

    Returns:
        The local time, carrying its UTC offset as ``tzinfo`` when one is written.

    Raises:
        ValueError: The time cannot be read.
    """
    if not isinstance(text, str):
        raise ValueError(
            _("{text!r} is not a kick-off time such as 15:00 or 15:00 UTC-4").format(text=text)
        )
    found = _KICKOFF.match(text)
    if not found:
        raise ValueError(
            _("{text!r} is not a kick-off time such as 15:00 or 15:00 UTC-4").format(text=text)
        )
    hour, minute, utc, sign, hours, minutes, zone = found.groups()
    if int(hour) > 23 or int(minute) > 59:
        raise ValueError(_("{text!r} is not a time of day").format(text=text))
    tz: dt.tzinfo | None = None
    if zone is not None:
        if zone not in _ZONES:
            raise ValueError(
                _("{zone!r} is not a time zone we know (write UTC+1 or UTC-4)").format(zone=zone)
            )
        tz = dt.timezone(dt.timedelta(hours=_ZONES[zone]))
    elif utc is not None:
        shift = dt.timedelta(hours=int(hours or 0), minutes=int(minutes or 0))
        if shift >= dt.timedelta(hours=24):
            raise ValueError(_("{text!r}: a UTC offset is less than 24 hours").format(text=text))
        tz = dt.timezone(-shift if sign in ("-", "−") else shift)
    return dt.time(int(hour), int(minute), tzinfo=tz)


_MATCH_REF = re.compile(r"^([WL])(\d{1,3})$")
_GROUP_REF = re.compile(r"^([1-4])([A-Z](?:/[A-Z])*)$")


def placeholder(text: str) -> Placeholder | None:
    """The placeholder a team name stands for ("W101", "2B", "3A/B/C/D/F"), else ``None``."""
    name = text.strip()
    found = _MATCH_REF.match(name)
    if found:
        kind = PlaceholderKind.WINNER if found.group(1) == "W" else PlaceholderKind.LOSER
        return Placeholder(name, kind, match=int(found.group(2)))
    found = _GROUP_REF.match(name)
    if found:
        groups = tuple(found.group(2).split("/"))
        kind = PlaceholderKind.BEST_THIRD if len(groups) > 1 else PlaceholderKind.GROUP_POSITION
        return Placeholder(name, kind, position=int(found.group(1)), groups=groups)
    return None


__all__ = [
    "OpenFootballError",
    "and_listed",
    "goal_time",
    "in_groups_file",
    "kickoff_time",
    "placeholder",
    "text_at",
    "versus",
]


_STATUSES = {
    "scheduled": FixtureStatus.SCHEDULED,
    "postponed": FixtureStatus.POSTPONED,
    "canceled": FixtureStatus.CANCELLED,
    "cancelled": FixtureStatus.CANCELLED,
    "abandoned": FixtureStatus.ABANDONED,
}


def read_date(value: Any, where: str) -> dt.date:
    """A match's date (``2026-07-15``) at ``where`` of the file."""
    if not isinstance(value, str):
        raise OpenFootballError(where, _("is missing (a date such as 2026-07-15)"))
    try:
        return dt.date.fromisoformat(value.strip())
    except ValueError:
        problem = _("{value!r} is not a date such as 2026-07-15").format(value=value)
        raise OpenFootballError(where, problem) from None


def read_kickoff(value: Any, where: str) -> dt.time | None:
    """A kick-off time (``18:00 UTC-4``), None if the file gives none."""
    if value is None:
        return None
    try:
        return kickoff_time(value)
    except ValueError as exc:
        raise OpenFootballError(where, str(exc)) from None


def read_status(value: Any, where: str) -> FixtureStatus:
    """A fixture's status (scheduled, postponed, canceled, abandoned)."""
    status = _STATUSES.get(value.strip().casefold()) if isinstance(value, str) else None
    if status is None:
        problem = _("{value!r} is not a status we know (such as canceled)").format(value=value)
        raise OpenFootballError(where, problem)
    return status
