"""The one date writer: dates as a match sheet, a fixture or a list writes them.

The month and day names are those of the Unicode CLDR for each language, and each
language keeps its own order (``Mittwoch, 15. Juli 2026``, ``miércoles, 15 de julio de
2026``, ``Wednesday 15 July 2026``) whatever the system locale is. They are written
here, not loaded from Babel: reading Babel's locale data for the one date on a sheet
cost an export about 30 ms. ``tests/core/test_dates.py`` writes every day of a leap
year and a common year in every language both ways and requires the same text as
Babel's ``format_date`` with the CLDR patterns named on each function.
"""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from tracker.core.i18n import normalise


class _Names(NamedTuple):
    """A language's CLDR names in the format context: weekdays (Monday first), months
    and abbreviated months (January first)."""

    days: tuple[str, ...]
    months: tuple[str, ...]
    short_months: tuple[str, ...]


_NAMES = {
    "en": _Names(
        ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
        (
            "January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December",
        ),
        ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    ),
    "de": _Names(
        ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
        (
            "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
            "September", "Oktober", "November", "Dezember",
        ),
        (
            "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.",
            "Nov.", "Dez.",
        ),
    ),
    "es": _Names(
        ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
        (
            "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
            "septiembre", "octubre", "noviembre", "diciembre",
        ),
        ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"),
    ),
}  # fmt: skip

#: Language → how it writes a day and a month: ``{d}`` the day of the month, ``{m}``
#: the month's name (``d MMMM``).
_DAY_MONTH = {"en": "{d} {m}", "de": "{d}. {m}", "es": "{d} de {m}"}
#: The same with the month abbreviated (``d MMM``): Spanish drops its "de" there.
_SHORT_DAY_MONTH = {"en": "{d} {m}", "de": "{d}. {m}", "es": "{d} {m}"}
#: Language → how it puts the year after a day and month (``d MMMM y``).
_WITH_YEAR = {"en": "{} {y}", "de": "{} {y}", "es": "{} de {y}"}
#: Language → how it puts the weekday before a date (``EEEE d MMMM``).
_WEEKDAY = {"en": "{w} {}", "de": "{w}, {}", "es": "{w}, {}"}


def _language(language: str | None) -> str:
    return normalise(language) or "en"


def _day_month(day: dt.date, code: str, *, short: bool = False) -> str:
    names = _NAMES[code]
    if short:
        return _SHORT_DAY_MONTH[code].format(d=day.day, m=names.short_months[day.month - 1])
    return _DAY_MONTH[code].format(d=day.day, m=names.months[day.month - 1])


def _with_year(text: str, day: dt.date, code: str) -> str:
    return _WITH_YEAR[code].format(text, y=day.year)


def _with_weekday(text: str, day: dt.date, code: str) -> str:
    return _WEEKDAY[code].format(text, w=_NAMES[code].days[day.weekday()])


def day_text(day: dt.date, language: str | None = "en") -> str:
    """A day as a fixture names it: "Sunday 19 July", "Sonntag, 19. Juli".

    CLDR: ``EEEE d MMMM``, ``EEEE, d. MMMM``, ``EEEE, d 'de' MMMM``."""
    code = _language(language)
    return _with_weekday(_day_month(day, code), day, code)


def long_date(day: dt.date, language: str | None = "en") -> str:
    """``Wednesday 15 July 2026``; ``Mittwoch, 15. Juli 2026``; ``jueves, 16 de julio de 2026``.

    CLDR: ``EEEE d MMMM y``, ``EEEE, d. MMMM y``, ``EEEE, d 'de' MMMM 'de' y``."""
    code = _language(language)
    return _with_weekday(_with_year(_day_month(day, code), day, code), day, code)


def date_text(day: dt.date, language: str | None = "en") -> str:
    """``15 July 2026``: a date without its weekday.

    CLDR: ``d MMMM y``, ``d. MMMM y``, ``d 'de' MMMM 'de' y``."""
    code = _language(language)
    return _with_year(_day_month(day, code), day, code)


def short_day(day: dt.date, language: str | None = "en") -> str:
    """``12 Mar``: a day in a list where the year is known (no abbreviation's full stop:
    ``12. Jan``).

    CLDR: ``d MMM``, ``d. MMM``, ``d MMM``."""
    code = _language(language)
    return _day_month(day, code, short=True).rstrip(".")


def short_date(day: dt.date, language: str | None = "en") -> str:
    """``15 Jul 2026``: a day in a list of many years (``15. Juli 2026``, ``15 jul 2026``).

    CLDR: ``d MMM y``, ``d. MMM y``, ``d MMM y``."""
    return f"{short_day(day, language)} {day.year}"


__all__ = ["date_text", "day_text", "long_date", "short_date", "short_day"]
