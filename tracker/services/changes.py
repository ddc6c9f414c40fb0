"""What one action changed: the value every use case returns for the window to follow.

A module of its own, with no database imports, so that the window's views can name
it before the database layers are loaded (the window paints first).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tracker.core.match.events import Event
from tracker.core.match.replay import MatchState


class ChangeKind(enum.Enum):
    """What a :class:`Change` did."""

    ADDED = "added"
    EDITED = "edited"
    DELETED = "deleted"
    #: Several events changed as one correction (a yellow logged before a player's
    #: only one, which became his second): the window shows the log afresh.
    CORRECTED = "corrected"
    MATCH = "match"


@dataclass(frozen=True)
class Change:
    """What one action changed, for the window to refresh from."""

    kind: ChangeKind
    match_id: int
    event: Event | None
    before: Event | None
    state: MatchState
    #: The match's revision after the change (see :mod:`tracker.store.match.summaries`).
    revision: int = 0
    #: Something the user should be told beyond the change itself ("the logged events
    #: now replace the imported result"), or "".
    note: str = ""
    #: An event logged here before, whose commit lost its connection, found stored as
    #: this change was made: the change that logged it (saying so), to show first.
    settled: Change | None = None


__all__ = ["Change", "ChangeKind"]
