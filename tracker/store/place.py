"""Where the database is: the default file, and the URL a ``--db`` location names.

Light on purpose (no SQLAlchemy): the window finds the file of the match it opens
with before the database layers load (:mod:`tracker.store.match.leanread`).
:mod:`tracker.store.db` re-exports both functions.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "match-tracker"


def default_path() -> Path:
    """The default database file, in the user's data directory by platform convention."""
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / "matches.sqlite3"


def resolve_url(location: str | os.PathLike[str] | None = None) -> str:
    """An SQLAlchemy URL from ``--db``, ``TRACKER_DB`` or the default file.

    ``location`` may be a path or a URL (``sqlite:///…``, ``postgresql://…``).
    """
    raw = os.fspath(location) if location is not None else os.environ.get("TRACKER_DB") or ""
    if not raw:
        raw = os.fspath(default_path())
    if "://" in raw:
        return raw
    if raw == ":memory:":  # SQLite's own name for a database in memory
        return "sqlite://"
    return "sqlite:///" + os.path.abspath(raw)


def sqlite_file(url: str) -> Path | None:
    """The file of a plain SQLite URL (``sqlite:///path``, no options); None for any other."""
    prefix = "sqlite:///"
    if not url.startswith(prefix) or "?" in url or len(url) == len(prefix):
        return None
    return Path(url[len(prefix) :])
