"""The match the window opens with, shown before the database layers load.

At start-up the window paints, then shows the match it opens with as read by
:mod:`tracker.store.match.leanread` (plain ``sqlite3``, read-only) and replayed here
as :class:`~tracker.services.matches.MatchService` replays it; only then do
SQLAlchemy, SQLModel and pydantic load, the database open and the service read the
match again, and from then on the window works through the service. Nothing is
written here. A server's database, a file to upgrade or anything this read cannot
be sure of gives None: the window then waits for the service as before.

Light on purpose: this module and what it imports load no database layer.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from tracker.core.match.checkpoints import Checkpoints
from tracker.core.match.replay import MatchState, RuleError, sort_events
from tracker.store.match.leanread import read_opening
from tracker.store.place import resolve_url, sqlite_file


@dataclass(frozen=True)
class OpeningMatch:
    """The match to show first: its id and its state after every stored event."""

    match_id: int
    state: MatchState


def database_url(location: str | os.PathLike[str] | None) -> str:
    """The URL the database at ``location`` (``--db``, ``TRACKER_DB``, the default) opens as."""
    return resolve_url(location)


def opening_match(url: str, match_id: int | None, remembered: int | None) -> OpeningMatch | None:
    """The match the window opens with in the SQLite database ``url`` (``match_id``, else
    ``remembered`` if still there, else the logged match changed last), or None if it
    is not to be read ahead (see the module's docstring)."""
    path = sqlite_file(url)
    lean = read_opening(path, match_id, remembered) if path is not None else None
    if lean is None or lean.record != "logged":
        return None  # a result or a fixture opens its sheet or its set-up: the service decides
    try:
        state, _ = Checkpoints.of(lean.match, sort_events(lean.events))
    except RuleError:
        return None  # the service names the damage
    return OpeningMatch(lean.id, state)
