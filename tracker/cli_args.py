"""The command line's argument types: ids, counts and text, checked as they are parsed.

Every command takes its ids through :func:`record_id` and its free text through
:func:`text`, so a value no database can hold (an id of 2**63, bytes that are not
UTF-8) is one usage line, said before anything is opened.
"""

from __future__ import annotations

import argparse

#: The largest id either backend stores (a signed 64-bit integer).
MAX_ID = 2**63 - 1
#: The longest text an argument may be (names are far shorter; a search is a name).
MAX_TEXT = 1000
#: The longest JSON argument (a competition's rules are a few hundred characters).
MAX_JSON = 100_000


def record_id(value: str) -> int:
    """A match's, person's or other record's id: a whole number from 1 to 2**63 - 1."""
    digits = value.strip()
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 19) or not (
        1 <= int(digits) <= MAX_ID
    ):
        raise argparse.ArgumentTypeError(f"{_shown(value)} is not an id (1 to {MAX_ID})")
    return int(digits)


def text(value: str) -> str:
    """Free text (a name, a search, a reason): Unicode text of at most :data:`MAX_TEXT`."""
    return _unicode(value, MAX_TEXT)


def json_text(value: str) -> str:
    """A JSON argument (``rules --rules``): Unicode text; its reader checks the rest."""
    return _unicode(value, MAX_JSON)


def _unicode(value: str, longest: int) -> str:
    if any("\udc80" <= char <= "\udcff" or "\ud800" <= char <= "\udfff" for char in value):
        raise argparse.ArgumentTypeError(
            f"{_shown(value)} holds bytes that are not UTF-8 text; retype it"
        )
    if len(value) > longest:
        raise argparse.ArgumentTypeError(
            f"{len(value)} characters is far too long (at most {longest})"
        )
    return value


def _shown(value: str) -> str:
    """The value as a message may quote it: short, and printable whatever it holds."""
    shown = value if len(value) <= 40 else value[:37] + "..."
    return ascii(shown) if not shown.isprintable() else repr(shown)
