"""Noticing that a match changed in the database behind the window's back.

Another instance of the application, or the command line, may write to the same
database. Every change to a match bumps its ``revision`` (in the same transaction),
so the window keeps the :meth:`MatchWatch.stamp` of the match it shows and compares
it with one read of that match's row: a different stamp means "read it again".

On PostgreSQL the window need not ask: :meth:`MatchWatch.listen` gives a connection
that hears of every committed change to a match (``LISTEN``/``NOTIFY``, see
:mod:`tracker.store.match.live`), and the stamp is read only when the open match is named.
Anyone connected may send a notification, a reporter too, so it is a hint:
:meth:`MatchWatch.confirm` checks it with one read of what only writers can move.
"""

from __future__ import annotations

from tracker.store.db import Database, DatabaseError
from tracker.store.errors import ServerLost
from tracker.store.match import summaries
from tracker.store.match.eventlog import NotFound
from tracker.store.match.live import Listener, ListenLost, can_listen, changes_mark


class MatchWatch:
    """Cheap fingerprints of a stored match, to tell whether it changed."""

    def __init__(self, db: Database) -> None:
        self.db = db
        #: The changes mark as of the last notification believed (None: not read yet).
        self._mark: str | None = None
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
            self._mark = self._read_mark()  # after LISTEN: a later change is heard of
        except DatabaseError:
            self._mark = None  # the next notification is believed
        return listener

    def unanswered(self) -> str:
        """Why the database server does not answer one read ("" if it does, even with
        an error): asked off the GUI thread while it may not answer (each try may wait
        for the connection timeout)."""
        try:
            self._read_mark()
        except ServerLost as exc:
            return str(exc)
        except DatabaseError:
            return ""  # it answered, with a refusal
        return ""

    def _read_mark(self) -> str | None:
        with self.db.reading() as session:
            return changes_mark(session)

    def confirm(self, named: list[int]) -> list[int]:
        """The matches a notification named, if a change did happen since the last one
        believed; else none (a bare ``NOTIFY`` anyone may send: nothing to read again).

        One read of the matches' revisions (:func:`tracker.store.match.live.changes_mark`),
        which a role that may only read cannot move. If it cannot be read, the
        notification is believed: a missed change is worse than a needless look.
        """
        self.checks += 1
        try:
            mark = self._read_mark()
        except DatabaseError:
            return named
        if mark is not None and mark == self._mark:
            return []
        self._mark = mark
        return named

    @staticmethod
    def stamp_for(revision: int | None) -> str:
        """The stamp of a match at ``revision`` (None: no such match)."""
        return "" if revision is None else str(revision)


__all__ = ["ListenLost", "Listener", "MatchWatch"]
