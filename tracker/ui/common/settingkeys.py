"""What the window keeps in its settings for each database: the match last worked on in
it, and the key a match's running clock is kept under.

Each key holds a short digest of the database's URL, so that two databases never share
a setting; the digest stays the one earlier versions wrote.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the window paints before the database layers load
    from PySide6.QtCore import QSettings

    from tracker.services.matches import MatchService


def short_digest(data: bytes) -> str:
    """Six bytes of ``data``'s BLAKE2b digest, in hex: a setting's stable key."""
    try:  # hashlib's own BLAKE2b, without hashlib's loading of OpenSSL before the match shows
        from _blake2 import blake2b
    except ImportError:  # not CPython
        from hashlib import blake2b
    return blake2b(data, digest_size=6).hexdigest()


def last_match_key(url: str) -> str:
    """The setting that remembers the match last worked on in the database ``url``."""
    return f"lastMatch/{short_digest(url.encode())}"


def clock_key(url: str, match_id: int) -> str:
    """The open match's clock, named so that two databases never share a running clock."""
    return f"{short_digest(url.encode())}-{match_id}"


def remember_match(settings: QSettings, url: str, match_id: int) -> None:
    """Remember ``match_id`` as the match last opened or logged on the database ``url``."""
    settings.setValue(last_match_key(url), match_id)


def remembered_match(settings: QSettings, url: str) -> int | None:
    """The match last opened or logged in the window on the database ``url``, if any."""
    try:
        return int(settings.value(last_match_key(url)))
    except (TypeError, ValueError):
        return None


def last_match(settings: QSettings, service: MatchService) -> int | None:
    """The match to open at start-up: the one last opened or logged in the window (on
    this database), else the logged match changed last. Never one that an import or a
    merge of people touched last."""
    remembered = remembered_match(settings, service.db.url)
    if remembered is None:
        return service.last_worked_on()
    return remembered if service.exists(remembered) else service.last_worked_on()
