"""The date writer against Babel: the same text for every day, in every language.

The writer keeps the CLDR month and day names itself (Babel's locale data is slow to
load); Babel, installed with the test extra, is the reference.
"""

from __future__ import annotations

import datetime as dt

import pytest
from babel.dates import format_date

from tracker.core.files.dates import date_text, day_text, long_date, short_day
from tracker.core.i18n import LANGUAGES

#: The CLDR patterns each writer follows, by language (as Babel takes them).
PATTERNS = {
    day_text: {"en": "EEEE d MMMM", "de": "EEEE, d. MMMM", "es": "EEEE, d 'de' MMMM"},
    long_date: {
        "en": "EEEE d MMMM y",
        "de": "EEEE, d. MMMM y",
        "es": "EEEE, d 'de' MMMM 'de' y",
    },
    date_text: {"en": "d MMMM y", "de": "d. MMMM y", "es": "d 'de' MMMM 'de' y"},
    short_day: {"en": "d MMM", "de": "d. MMM", "es": "d MMM"},
}

#: A leap year and a common one: every weekday of every month, 29 February, one- and
#: two-digit days; and the first World Cup's year.
DAYS = [
    dt.date(year, 1, 1) + dt.timedelta(days=n)
    for year in (2024, 2026)
    for n in range(366 if year == 2024 else 365)
] + [dt.date(1930, 7, 13), dt.date(1930, 7, 30)]


@pytest.mark.parametrize("writer", list(PATTERNS), ids=lambda w: w.__name__)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_day_is_written_as_babel_writes_it(writer, language):
    pattern = PATTERNS[writer][language]
    for day in DAYS:
        expected = format_date(day, pattern, locale=language)
        if writer is short_day:
            expected = expected.rstrip(".")
        assert writer(day, language) == expected, day


def test_a_regional_language_is_written_as_its_language_and_none_as_english():
    day = dt.date(2026, 7, 15)
    assert long_date(day, "de-AT") == "Mittwoch, 15. Juli 2026"
    assert long_date(day, "es_AR") == "miércoles, 15 de julio de 2026"
    assert long_date(day, None) == "Wednesday 15 July 2026"
    with pytest.raises(ValueError, match="not one of"):
        long_date(day, "fr")
    assert short_day(dt.date(2026, 1, 12), "de") == "12. Jan"
    assert short_day(dt.date(2026, 3, 12), "es") == "12 mar"
