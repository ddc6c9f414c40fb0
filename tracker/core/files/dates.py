"""The one date writer: dates as a match sheet, a fixture or a list writes them.

Babel writes the month and day names from the Unicode CLDR data of each language;
the patterns keep each language's own order (``Mittwoch, 15. Juli 2026``,
``miércoles, 15 de julio de 2026``, ``Wednesday 15 July 2026``) whatever the
system locale is.
"""

from __future__ import annotations

import datetime as dt

from tracker.core.i18n import normalise

#: Language → (pattern of a day, pattern of a day with its year), in CLDR notation.
_PATTERNS = {
    "en": ("EEEE d MMMM", "EEEE d MMMM y"),
    "de": ("EEEE, d. MMMM", "EEEE, d. MMMM y"),
    "es": ("EEEE, d 'de' MMMM", "EEEE, d 'de' MMMM 'de' y"),
}
#: Language → the pattern of a date without the weekday (``15 July 2026``).
_DATE = {"en": "d MMMM y", "de": "d. MMMM y", "es": "d 'de' MMMM 'de' y"}
#: Language → the pattern of a short day in a list (``12 Mar``, ``12. März``, ``12 mar``).
_SHORT = {"en": "d MMM", "de": "d. MMM", "es": "d MMM"}


def _language(language: str | None) -> str:
    return normalise(language) or "en"


def format_date(day: dt.date, pattern: str, locale: str) -> str:
    """Babel's ``format_date``, loaded with the first date written (Babel and its locale
    data take tens of milliseconds): the window shows its match without them."""
    from babel.dates import format_date as babel_format

    return babel_format(day, pattern, locale=locale)


def day_text(day: dt.date, language: str | None = "en") -> str:
    """A day as a fixture names it: "Sunday 19 July", "Sonntag, 19. Juli"."""
    code = _language(language)
    return format_date(day, _PATTERNS[code][0], locale=code)


def long_date(day: dt.date, language: str | None = "en") -> str:
    """``Wednesday 15 July 2026``; ``Mittwoch, 15. Juli 2026``; ``jueves, 16 de julio de 2026``."""
    code = _language(language)
    return format_date(day, _PATTERNS[code][1], locale=code)


def date_text(day: dt.date, language: str | None = "en") -> str:
    """``15 July 2026``: a date without its weekday."""
    code = _language(language)
    return format_date(day, _DATE[code], locale=code)


def short_day(day: dt.date, language: str | None = "en") -> str:
    """``12 Mar``: a day in a list where the year is known."""
    code = _language(language)
    return format_date(day, _SHORT[code], locale=code).rstrip(".")


__all__ = ["date_text", "day_text", "long_date", "short_day"]
