"""The window's language: the translators for the language the user chose, and its dates.

The language is the ``"language"`` setting (``""`` follows the system, else ``"en"``,
``"de"`` or ``"es"``; the Preferences dialog writes it). Unset, the environment's
``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG`` decide, then the system locale.
Call :func:`install_translation` once, after the QApplication exists and before any
window is built: widgets take their texts when they are made.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Mapping

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTime,
    QTranslator,
)

from tracker.core.i18n import environment_language
from tracker.core.i18n import locale_language as _supported_language


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate reads
    """Mark ``text`` for the catalogue of ``context`` and return it unchanged, typed as text.

    Qt's own marker is typed as returning ``object``; this one keeps the type checker's ``str``.
    Translate the text where it is shown: ``QCoreApplication.translate(context, text)``.
    """
    return text


#: The languages the window is translated into; English is the source.
LANGUAGES = ("en", "de", "es")
#: The setting that holds the user's choice.
SETTING = "language"
#: A day with the month in words, per language (the ``d MMMM yyyy`` of English).
_LONG_DATE = {"de": "d. MMMM yyyy", "es": "d 'de' MMMM 'de' yyyy"}
#: A day in digits (English keeps the ISO date, which sorts).
_NUMERIC_DATE = {"de": "dd.MM.yyyy", "es": "dd/MM/yyyy"}
_SHORT_DATE = {"de": "d. MMM yyyy", "es": "d MMM yyyy"}


def system_language() -> str:
    """The system locale's language if the window is translated into it, else English."""
    for name in QLocale.system().uiLanguages():
        found = _supported_language(name)
        if found:
            return found
    return _supported_language(QLocale.system().name()) or "en"


def chosen_language(settings: QSettings, environ: Mapping[str, str] | None = None) -> str:
    """The language the window should speak: the setting, else the environment, else the system."""
    value = settings.value(SETTING)
    if value is None:
        return environment_language(os.environ if environ is None else environ) or (
            system_language()
        )
    choice = str(value)
    if choice == "":
        return system_language()
    return _supported_language(choice) or "en"


def catalogue(language: str) -> str:
    """The path of the window's compiled translation into ``language`` ("" if none is shipped)."""
    from importlib import resources  # only for a language other than English

    found = resources.files("tracker.resources") / "i18n" / f"match_tracker_{language}.qm"
    return str(found) if found.is_file() else ""


def install_translation(
    app: QCoreApplication, settings: QSettings, environ: Mapping[str, str] | None = None
) -> str:
    """Install the translators of the chosen language into ``app``; returns the language.

    Both the window's own texts and Qt's (the buttons of standard dialogs, the context
    menu of a text field) are translated, and QLocale's default becomes the language,
    so dates and numbers follow it.
    """
    language = chosen_language(settings, environ)
    QLocale.setDefault(QLocale(language))
    if language == "en":
        return language
    own = QTranslator(app)
    if own.load(catalogue(language)):
        app.installTranslator(own)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    return language


def _language() -> str:
    return _supported_language(QLocale().name()) or "en"


def long_date(day: dt.date) -> str:
    """``18 December 2022``, ``18. Dezember 2022``, ``18 de diciembre de 2022``."""
    form = _LONG_DATE.get(_language(), "d MMMM yyyy")
    return QLocale().toString(QDate(day.year, day.month, day.day), form)


def short_moment(moment: dt.datetime) -> str:
    """A day and time: ``18 Dec 2022 14:03``, ``18. Dez. 2022 14:03``."""
    form = _SHORT_DATE.get(_language(), "d MMM yyyy")
    when = QDateTime(
        QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute)
    )
    return QLocale().toString(when, f"{form} HH:mm")


def clock_time(moment: dt.datetime) -> str:
    """The hour and minute, ``14:03``."""
    return QLocale().toString(QTime(moment.hour, moment.minute), "HH:mm")


def numeric_date_format(locale: QLocale) -> str:
    """Day, month and four-digit year as digits, in the locale's order and separator.

    Every section takes digits, so a date can be typed straight through ("15072018"):
    a weekday or month name first would swallow them.
    """
    short = locale.dateFormat(QLocale.FormatType.ShortFormat)
    order = sorted("dMy", key=lambda c: short.find(c) if c in short else len(short))
    separator = next((c for c in short if not c.isalpha() and c != "'"), "/")
    separator = "/" if separator.isspace() else separator  # "15 07 2018" reads as three numbers
    fields = {"d": "dd", "M": "MM", "y": "yyyy"}
    return separator.join(fields[c] for c in order)


def weekday_date_format() -> str:
    """A day with its weekday and month in words, for a date field that shows one:
    ``Sun 19 Jul 2026``, ``So. 19. Juli 2026``, ``dom 19 jul 2026``."""
    return "ddd " + _SHORT_DATE.get(_language(), "d MMM yyyy")


def numeric_date(iso: str) -> str:
    """An ISO date (``2022-12-18``) as the language writes it in digits; "" stays ""."""
    form = _NUMERIC_DATE.get(_language())
    day = QDate.fromString(iso, "yyyy-MM-dd")
    if form is None or not day.isValid():
        return iso
    return QLocale().toString(day, form)
