"""The words the program writes outside the window, in English, German or Spanish.

A small gettext-style layer with no Qt and no compiled step: the English text is the
key, and ``resources/messages-de.json`` / ``messages-es.json`` give its translation
(a missing one falls back to English). Two ways to use it:

- :func:`translator` for one language chosen per call (a match sheet in the match's
  language, whatever the desktop speaks);
- :func:`gettext` for the user's language, which the app sets once at start-up with
  :func:`set_language` from the same setting the window uses, and the command line
  from ``--lang`` or the environment (:func:`environment_language`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache

#: The languages the program writes, English first (the fallback).
LANGUAGES = ("en", "de", "es")
#: Each language's name in that language, as a chooser lists it.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "es": "Español"}

Translate = Callable[[str], str]

#: The environment variables that name the user's language, in the order they are read.
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_current = {"language": "en"}

#: The language of each league preset whose country is known, by its competition name
#: folded (as :data:`tracker.core.league.tables.PRESETS` names them, and their usual names).
PRESET_LANGUAGES = {
    "deutsche bundesliga": "de",
    "deutsche 2. bundesliga": "de",
    "bundesliga": "de",
    "2. bundesliga": "de",
    "3. liga": "de",
    "dfb-pokal": "de",
    "osterr. bundesliga": "de",
    "spain primera division": "es",
    "spain segunda division": "es",
    "laliga": "es",
    "la liga": "es",
    "primera division": "es",
    "copa del rey": "es",
    "liga mx": "es",
    "english premier league": "en",
    "english championship": "en",
    "english league one": "en",
    "english league two": "en",
    "scottish premiership": "en",
}


def competition_language(folded_name: str, stored: str = "") -> str:
    """A competition's language: the one stored for it, else its preset's, else ``""``."""
    return normalise(stored) or PRESET_LANGUAGES.get(folded_name, "")


def normalise(language: str | None) -> str:
    """``de`` from ``de``, ``de_DE``, ``de-AT`` or ``DE``; ``""`` or None stays ``""``.

    Raises:
        ValueError: the language is not one the program writes.
    """
    code = (language or "").strip().replace("-", "_").split("_")[0].lower()
    if code and code not in LANGUAGES:
        raise ValueError(f"language {language!r} is not one of: {', '.join(LANGUAGES)}")
    return code


def locale_language(name: str) -> str:
    """``de`` for a locale ``de_AT.UTF-8`` or ``de-CH``; ``en`` for the ``C``/``POSIX``
    locale; ``""`` for a language the program does not write."""
    code = name.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    if code in ("c", "posix"):
        return "en"
    return code if code in LANGUAGES else ""


def environment_language(environ: Mapping[str, str]) -> str:
    """The first language the program writes that the environment asks for, ``""`` if
    none: ``LANGUAGE`` (a list, ``fr:es``) first, then ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG``, as the window reads them when no language is chosen in its preferences."""
    for variable in LOCALE_VARIABLES:
        for name in environ.get(variable, "").split(":"):
            found = locale_language(name) if name else ""
            if found:
                return found
    return ""


def set_language(language: str | None) -> str:
    """Make ``language`` the user's language (``""`` or unknown: English); returns it."""
    try:
        code = normalise(language) or "en"
    except ValueError:
        code = "en"
    _current["language"] = code
    return code


def language() -> str:
    """The user's language as last set (English until the app sets one)."""
    return _current["language"]


@cache
def catalogue(language: str) -> dict[str, str]:
    """English text → its translation in ``language`` (empty for English)."""
    if language == "en":
        return {}
    import json  # (these two load with the first catalogue, not with every module using _)
    from importlib import resources

    name = f"messages-{language}.json"
    text = resources.files("tracker.resources").joinpath(name).read_text("utf-8")
    entries: dict[str, str] = json.loads(text)
    return {key: value for key, value in entries.items() if value and not key.startswith("//")}


def translator(language: str | None) -> Translate:
    """The function that writes English text in ``language`` (``""``/None: the user's)."""
    table = catalogue(normalise(language) or _current["language"])
    return lambda text: table.get(text, text)


def lowers_nouns(language: str | None = None) -> bool:
    """Whether a noun that begins a sentence is lowered inside one (not in German:
    "Logged goal: …" but "Erfasst: Tor: …"); ``None``: the user's language."""
    return (normalise(language) or _current["language"]) != "de"


def gettext(text: str) -> str:
    """``text`` in the user's language."""
    return catalogue(_current["language"]).get(text, text)


def plural(count: int, one: str, many: str) -> str:
    """``one`` (translated already: "1 match") if ``count`` is 1, else ``many`` with its
    ``{count}`` filled in ("{count} matches")."""
    return one if count == 1 else many.format(count=count)


__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LOCALE_VARIABLES",
    "PRESET_LANGUAGES",
    "Translate",
    "catalogue",
    "competition_language",
    "environment_language",
    "gettext",
    "language",
    "locale_language",
    "lowers_nouns",
    "normalise",
    "plural",
    "set_language",
    "translator",
]
