"""A change whose commit was sent as the connection to the server was lost: read back.

The server may have stored it or not, and the client cannot tell from the error (see
:class:`tracker.store.errors.CommitLost`). Read again on a new connection, a match that
holds the change as sent had it stored: the change is then reported as any other (so
the window's undo takes it back), with a note saying what happened. A match that does
not hold it, or that cannot be read, leaves the error as it was: a commit the server
has not finished may still land, so "nothing was stored" would not be known.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event
from tracker.core.match.replay import MatchState
from tracker.services.changes import Change, ChangeKind
from tracker.services.errors import ServiceError
from tracker.services.reading import MatchReader, Opened
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


class ReadBack(MatchReader):
    """Reading a match back after a change's commit lost its connection (see
    :class:`~tracker.services.matches.MatchService`)."""

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


__all__ = ["CHANGED_AFTER_ALL", "STORED_AFTER_ALL", "ReadBack", "said_after_all"]
