"""Noticing that a match changed in the database behind the window's back.

Another instance of the application, or the command line, may write to the same
database. Every change to a match bumps its ``revision`` (in the same transaction),
so the window keeps the :meth:`MatchWatch.stamp` of the match it shows and compares
it with one read of that match's row: a different stamp means "read it again".

On PostgreSQL the window need not ask: :meth:`MatchWatch.listen` gives a connection
that hears of every committed change to a match (``LISTEN``/``NOTIFY``, see
:mod:`tracker.store.match.live`), and the stamp is read only when the open match is named.
Anyone connected may send a notification, a reporter too, so it is a hint:
:meth:`MatchWatch.confirm` believes it for the matches whose revision (which only
writers can move) moved since the watch last saw it, read by their ids.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Sequence

from tracker.store.db import Database, DatabaseError
from tracker.store.errors import ServerLost
from tracker.store.match import matches, summaries
from tracker.store.match.eventlog import NotFound
from tracker.store.match.live import Listener, ListenLost, can_listen, every_revision

#: How many matches seen to change a watch remembers beside its first read; past it,
#: it forgets them (a notification of one is then believed once more: a needless look,
#: never a change missed).
REMEMBERED = 100_000


class Revisions:
    """Every match's revision as read once (two arrays ordered by id: 16 bytes a
    match), and the revisions seen since (None: the match is gone)."""

    def __init__(self, ids: Sequence[int], revisions: Sequence[int]) -> None:
        """``ids`` in their order, and each one's revision."""
        self._ids = array("q", ids)
        self._revisions = array("q", revisions)
        self._since: dict[int, int | None] = {}

    def __getitem__(self, match_id: int) -> int | None:
        """The match's revision as last seen; None if it did not exist."""
        if match_id in self._since:
            return self._since[match_id]
        at = bisect_left(self._ids, match_id)
        if at < len(self._ids) and self._ids[at] == match_id:
            return self._revisions[at]
        return None

    def __setitem__(self, match_id: int, revision: int | None) -> None:
        if len(self._since) >= REMEMBERED:
            self._since.clear()
        self._since[match_id] = revision


class MatchWatch:
    """Cheap fingerprints of a stored match, to tell whether it changed."""

    def __init__(self, db: Database) -> None:
        self.db = db
        #: Each match's revision as this watch last saw it (read when it starts
        #: listening; None: not read, every notification is believed).
        self._seen: Revisions | None = None
        #: How many notifications were checked against the database (one read each).
        self.checks = 0

    def stamp(self, match_id: int) -> str:
        """The match's revision as text (one row read); "" if it is gone or deleted."""
        with self.db.reading() as session:
            try:
                head = summaries.head(session, match_id)
            except NotFound:
                return ""
        return self.stamp_for(None if head.deleted else head.revision)

    @property
    def can_listen(self) -> bool:
        """True if the database tells its listeners of changes (PostgreSQL)."""
        return can_listen(self.db.engine)

    def listen(self) -> Listener:
        """A connection that hears of every committed change to a match (see
        :class:`tracker.store.match.live.Listener`); :class:`ListenLost` if it cannot be had."""
        if not self.can_listen:
            raise ListenLost("this database sends no notifications")
        listener = Listener(self.db.engine)
        try:
            # After LISTEN: a change committed after this read is heard of.
            with self.db.reading() as session:
                self._seen = Revisions(*every_revision(session))
        except DatabaseError:
            self._seen = None  # every notification is believed
        return listener

    def unanswered(self) -> str:
        """Why the database server does not answer one read ("" if it does, even with
        an error): asked off the GUI thread while it may not answer (each try may wait
        for the connection timeout)."""
        try:
            with self.db.reading() as session:
                matches.revisions_counted(session, [0])  # by the key: no match has id 0
        except ServerLost as exc:
            return str(exc)
        except DatabaseError:
            return ""  # it answered, with a refusal
        return ""

    def confirm(self, named: list[int]) -> list[int]:
        """Those of the matches a notification named whose revision moved since this
        watch last saw it (as often as named); none for a bare ``NOTIFY`` anyone may
        send with nothing changed: nothing to read again.

        One read of the named matches' revisions by their ids, whatever the size of the
        library; a role that may only read cannot move them. If it cannot be read, the
        notification is believed: a missed change is worse than a needless look.
        """
        self.checks += 1
        seen = self._seen
        if seen is None or not named:
            return list(named)
        try:
            with self.db.reading() as session:
                now, _counted = matches.revisions_counted(session, named)
        except DatabaseError:
            return list(named)
        moved = {i for i in set(named) if now.get(i) != seen[i]}
        for match_id in moved:
            seen[match_id] = now.get(match_id)
        return [i for i in named if i in moved]

    @staticmethod
    def stamp_for(revision: int | None) -> str:
        """The stamp of a match at ``revision`` (None: no such match)."""
        return "" if revision is None else str(revision)


__all__ = ["ListenLost", "Listener", "MatchWatch"]
