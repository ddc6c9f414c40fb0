"""A change whose commit was sent as the connection to the server was lost: read back.

The server may have stored it or not, and the client cannot tell from the error (see
:class:`tracker.store.errors.CommitLost`). Read again on a new connection, a match that
holds the change as sent had it stored: the change is then reported as any other (so
the window's undo takes it back), with a note saying what happened. A match that does
not hold it, or that cannot be read, leaves the error as it was: a commit the server
has not finished may still land, so "nothing was stored" would not be known.

An event logged so is remembered (:meth:`ReadBack.lost_entry`), for the line that
entered it stays to be sent again: read again once the server answers
(:meth:`ReadBack.settle`), a match that holds it has it logged, as any other; entered
again first, it is looked for with the match's row locked (so the lost commit has
ended, one way or the other), and an entry found stored is not stored a second time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event, PeriodEnd
from tracker.core.match.replay import MatchState
from tracker.services.changes import Change, ChangeKind
from tracker.services.errors import ServiceError
from tracker.services.eventchecks import entered_again
from tracker.services.reading import MatchReader, Opened
from tracker.store.db import Database, Stage, connection_lost
from tracker.store.errors import CommitLost, DatabaseError
from tracker.store.match import summaries
from tracker.store.match.eventlog import NotFound

#: Said with an event logged, found stored when read back after the connection was lost...
STORED_AFTER_ALL = (
    "the connection to the database server was lost as this was being stored; read back "
    "from the server, it is stored, once"
)
#: ... and with a correction or a deletion so found.
CHANGED_AFTER_ALL = (
    "the connection to the database server was lost as this was being stored; read back "
    "from the server, the change is stored"
)
#: Said with an event entered again whose first entry is found stored after all.
NOT_STORED_TWICE = (
    "the connection to the database server was lost as this was first being stored; read "
    "back from the server, it is stored, once: entered again, it was not stored a second time"
)


class ReadBack(MatchReader):
    """Reading a match back after a change's commit lost its connection (see
    :class:`~tracker.services.matches.MatchService`)."""

    def __init__(self, db: Database) -> None:
        super().__init__(db)
        #: Per match, the event logged here whose commit lost its connection, as sent
        #: (its id given): neither found stored nor known not to be, yet.
        self._lost: dict[int, Event] = {}

    def lost_entry(self, match_id: int) -> Event | None:
        """The event logged here whose commit lost its connection and that is not known
        to be stored or not yet (None if none): see :meth:`settle`."""
        return self._lost.get(match_id)

    def out_of_reach(self) -> str:
        """What a write is refused with, nothing tried, while the database server is
        known not to answer (a window asks it off its thread until it does): the words
        of a write that found it so."""
        return connection_lost(self.db.url, Stage.WRITING)

    def unreachable(self) -> str:
        """What a read is refused with, nothing tried, while the database server is known
        not to answer: the words of a read that found it so."""
        return connection_lost(self.db.url, Stage.READING)

    def settle(self, match_id: int) -> Change | None:
        """The event of :meth:`lost_entry`, looked for in the match as stored now (the
        server answers again): found, it is logged (forgotten as lost; undone as any
        other), and the change says it; None if none is lost, or it is not stored (yet:
        a commit the server has not finished may still land; entered again, it is
        looked for first). A match that cannot be read raises, as :meth:`open` does."""
        sent = self._lost.get(match_id)
        if sent is None:
            return None
        opened = self.open(match_id)
        if sent not in opened.state.events:
            return None
        del self._lost[match_id]
        return self._found(match_id, sent, opened, said_after_all(""))

    def _settled_entry(self, match_id: int, event: Event) -> tuple[Change | None, Change | None]:
        """Before ``event`` is logged: the event whose commit was lost in this match, if
        any, looked for with the match's row locked (so that commit has ended, one way or
        the other). Found, and entered again as ``event``
        (:func:`~tracker.services.eventchecks.entered_again`), its change is the first of
        the two given, saying it was not stored twice. Found, and another event entered,
        it is the second, saying it was stored after all: the change that logs ``event``
        carries it (:attr:`Change.settled`), and it is forgotten once that is logged (a
        refused entry leaves it to :meth:`settle`). Not found, it is forgotten: not
        stored now, it never will be. An event put back (an undo or a redo: it has an
        id) leaves it to :meth:`settle` too, for the window reading the match again to
        give it an undo step of its own."""
        sent = self._lost.get(match_id)
        if sent is None or event.id is not None:
            return None, None
        with self.db.writing() as session:  # nothing written: the lock is the point
            stored = self._writable(session, match_id)
        if sent in stored.state.events and not entered_again(sent, event):
            return None, self._found(match_id, sent, stored, said_after_all(""))
        del self._lost[match_id]
        if sent not in stored.state.events:
            return None, None
        return self._found(match_id, sent, stored, said_after_all("", NOT_STORED_TWICE)), None

    def _found(self, match_id: int, sent: Event, opened: Opened, note: str) -> Change:
        """``sent``, whose commit lost its connection, found stored in ``opened``: the
        change that logged it, saying ``note``."""
        found = next(e for e in opened.state.events if e == sent)
        self._acknowledged(match_id, found.id)  # logged here: no news from elsewhere
        if isinstance(found, PeriodEnd):
            self._backup("period-end")
        return Change(ChangeKind.ADDED, match_id, found, None, opened.state, opened.revision, note)

    def _backup(self, reason: str) -> None:
        """Back the database up (see :class:`~tracker.services.matches.MatchService`)."""

    def _read_back(
        self, match_id: int, lost: CommitLost, landed: Callable[[MatchState], bool]
    ) -> Opened:
        """The match as stored now, if ``landed`` finds the change in its state;
        else (or if it cannot be read) ``lost`` is raised again."""
        try:
            opened = self.open(match_id)
        except (ServiceError, DatabaseError):
            raise lost from None
        if not landed(opened.state):
            raise lost
        return opened

    def _changed_after_all(
        self,
        lost: CommitLost,
        change: Change,
        intended: Sequence[Event],
    ) -> Change:
        """``change`` (of the state it meant to leave), as read back after ``lost``:
        reported as made if the stored log is ``intended`` (the events, as the change
        stored them), its event as stored; else ``lost`` is raised again."""
        wanted = list(intended)
        opened = self._read_back(change.match_id, lost, lambda s: s.events == wanted)
        event = change.event
        if event is not None:
            event = next(e for e in opened.state.events if e.id == event.id)
            self._acknowledged(change.match_id, event.id)  # changed here: not news
        return Change(
            change.kind,
            change.match_id,
            event,
            change.before,
            opened.state,
            opened.revision,
            said_after_all(change.note, CHANGED_AFTER_ALL),
        )

    def _made_after_all(
        self,
        lost: CommitLost,
        match_id: int,
        landed: Callable[[MatchState], bool],
        note: str = "",
    ) -> Change:
        """A change to the whole match (its line-up corrected, the match confirmed or
        reopened; ``note`` its own) as read back after ``lost``: reported as made, with
        the match as stored, if ``landed`` finds it there; else ``lost`` is raised again."""
        opened = self._read_back(match_id, lost, landed)
        note = said_after_all(note, CHANGED_AFTER_ALL)
        return Change(ChangeKind.MATCH, match_id, None, None, opened.state, opened.revision, note)

    def _deleted_after_all(self, lost: CommitLost, match_id: int, deleted: bool) -> str:
        """What to say of a match moved out of the library (``deleted``) or back whose
        commit lost its connection, if read back it is where it was to go; else (or if
        it cannot be read) ``lost`` is raised again."""
        try:
            with self.db.reading() as session:
                landed = summaries.head(session, match_id).deleted == deleted
        except (ServiceError, DatabaseError, NotFound):
            raise lost from None
        if not landed:
            raise lost
        self._known.pop(match_id, None)
        return said_after_all("", CHANGED_AFTER_ALL)


def said_after_all(note: str, said: str = STORED_AFTER_ALL) -> str:
    """The note of a change found stored after all (``said``), after the change's own."""
    return "; ".join(n for n in (note, _(said)) if n)


__all__ = [
    "CHANGED_AFTER_ALL",
    "NOT_STORED_TWICE",
    "STORED_AFTER_ALL",
    "ReadBack",
    "said_after_all",
]
