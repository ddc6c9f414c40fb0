"""The open match as the window sees it: set-up, events and state, with change signals.

Widgets never ask the database themselves: they read this document and follow its
signals: :attr:`MatchDocument.changed` when another match (or none) is shown or the
match was read again, :attr:`MatchDocument.updated` when one event was logged, edited
or deleted here, with what that touched. The document changes only through the
service (via the undo commands), so what it holds has been committed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from tracker.core.match.delta import StateDelta, state_delta
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.core.match.replay import MatchState
from tracker.core.results.rounds import decided_on_aggregate
from tracker.services.errors import DatabaseError, ServerLost, ServiceError

if TYPE_CHECKING:  # the window paints before the database layers load
    from tracker.core.results.ties import FirstLeg
    from tracker.services.matches import Change, MatchService
    from tracker.services.watch import MatchWatch

#: The changes (ChangeKind values) that touch one event of the log, which the views
#: follow one by one.
_EVENT_CHANGES = ("added", "edited", "deleted")


@dataclass(frozen=True)
class Update:
    """One event logged, edited or deleted on the match shown, and what it touched."""

    change: Change
    #: The state shown before the change.
    previous: MatchState
    #: The players and sides whose looks may differ from ``previous``.
    delta: StateDelta

    @property
    def state(self) -> MatchState:
        """The state after the change."""
        return self.change.state


class MatchDocument(QObject):
    """The match shown in the window, kept in step with the database."""

    #: Everything may differ: another match (or none) is shown, or it was read again.
    changed = Signal()
    #: One event of the shown match was logged, edited or deleted: the :class:`Update`.
    updated = Signal(object)
    #: An action was refused or failed; the text is for the user.
    failed = Signal(str)
    #: The database server did not answer a read or a write (the text says so, for the
    #: user): nothing more is asked of it on the GUI thread until it answers again.
    serverLost = Signal(str)
    #: A match asked to be opened has no log to show (an imported result, a fixture
    #: not set up yet): its id, for the window to show its sheet or set it up instead.
    notLogged = Signal(int)

    def __init__(
        self,
        service: MatchService | None,
        watch: MatchWatch | None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._service = service
        self._watch = watch
        self.match_id: int | None = None
        self.match: Match | None = None
        self.state: MatchState | None = None
        #: The revision of the open match that the window shows.
        self._revision: int | None = None
        #: What the last action accepted here changed (None after a refusal).
        self.last_change: Change | None = None
        #: A change run here found the match changed elsewhere since it was read (another
        #: window, a restore): it is shown as stored now. Cleared by whoever says so.
        self.caught_up = False
        #: An undo or redo step was refused (its event changed elsewhere: dropped; the
        #: server did not answer: held where it was): the status line names no step done.
        self.step_refused = False
        #: The database server is known not to answer (the window's live check asks it
        #: off the GUI thread until it does): each action is refused at once meanwhile,
        #: nothing tried, rather than after a connection attempt that holds the window.
        self.unanswered = False
        #: The last action run here was refused because the server did not answer (known
        #: not to, or found so): nothing was written, so it can be taken again as it was.
        self.unreached = False
        #: An entry whose commit lost its connection, found stored as an action here logged
        #: another (:attr:`Change.settled`): shown first, to be said. Cleared by whoever
        #: says so.
        self.found: Change | None = None
        #: The first leg read for the open match, with the (id, stage) it was read for.
        self._first_leg: tuple[tuple[int | None, str], FirstLeg | None] | None = None

    @property
    def has_database(self) -> bool:
        """False until the database is attached (the window shows before it opens it)."""
        return self._service is not None

    def attach(self, service: MatchService, watch: MatchWatch) -> None:
        """Work on the database of ``service``, no match open yet."""
        self._service, self._watch = service, watch

    @property
    def service(self) -> MatchService:
        """The use cases over the open database."""
        if self._service is None:
            raise RuntimeError("the database is not open yet")
        return self._service

    @property
    def watch(self) -> MatchWatch:
        """Tells whether the open match changed in the database."""
        if self._watch is None:
            raise RuntimeError("the database is not open yet")
        return self._watch

    @property
    def first_leg(self) -> FirstLeg | None:
        """The played first leg of the tie the open match ends, when it is a second leg
        and the library holds that leg: extra time and a shootout follow when the tie
        stands level, whatever the day's score. Read once for each match opened (and
        each stage it is given); None for any other match."""
        match = self.match
        if match is None or self._service is None or not decided_on_aggregate(match.stage):
            return None
        key = (self.match_id, match.stage)
        if self._first_leg is None or self._first_leg[0] != key:
            from tracker.services.records import RecordsService  # loaded on first use

            found = None
            if self.match_id is not None:
                try:
                    found = RecordsService(self._service.db).first_leg(self.match_id)
                except (ServiceError, DatabaseError):
                    found = None  # not known: asked about as before
            self._first_leg = (key, found)
        return self._first_leg[1]

    def forget_first_leg(self) -> None:
        """The library moved: the open match's first leg is read again when next asked
        for (one imported meanwhile is found, one corrected read as it now is)."""
        self._first_leg = None

    @property
    def events(self) -> list[Event]:
        """The match's events in match order."""
        return list(self.state.events) if self.state is not None else []

    @property
    def last_logged(self) -> Event | None:
        """The event the last action stored, as stored (its minute as the rules read it)."""
        return self.last_change.event if self.last_change is not None else None

    @property
    def is_open(self) -> bool:
        """True while a match is shown."""
        return self.state is not None

    def open(self, match_id: int) -> bool:
        """Read a match from the database and show it; False (and ``failed``) if it cannot."""
        try:
            opened = self.service.open(match_id)
        except (ServiceError, DatabaseError) as exc:
            self.failed.emit(
                self.tr("Cannot open match {match_id}: {exc}").format(match_id=match_id, exc=exc)
            )
            return False
        state = opened.state
        if opened.record == "fixture" or (opened.record == "result" and not state.match.home.squad):
            # Never shown as a match to log: its first whistle would start a fresh 0-0.
            self.notLogged.emit(match_id)
            return False
        if match_id != self.match_id:  # another match: its own first leg, if any
            self._first_leg = None  # (a reload of this one keeps it: a season's read)
        self.match_id, self.match, self.state = match_id, state.match, state
        self._revision = opened.revision
        self.changed.emit()
        return True

    def preview(self, match_id: int, state: MatchState) -> None:
        """Hold the match the window opens with, read before the database is attached;
        :meth:`open` reads it again through the service. No signal: the window shows it."""
        self.match_id, self.match, self.state = match_id, state.match, state
        self._revision = None

    def close(self) -> None:
        """Show no match."""
        self.match_id = self.match = self.state = None
        self._revision = None
        self.changed.emit()

    def is_stale(self) -> bool:
        """True if the database holds a different version of the open match (never
        while the match shown was read ahead of the database: nothing to compare yet)."""
        if self.match_id is None or self._watch is None:
            return False
        try:
            return self.watch.stamp(self.match_id) != self.watch.stamp_for(self._revision)
        except ServerLost as exc:
            self.serverLost.emit(str(exc))
            return False
        except DatabaseError:
            return False

    def reload_if_stale(self) -> bool:
        """Read the match again if someone else changed it; True if it did."""
        if not self.is_stale():
            return False
        assert self.match_id is not None
        if not self.watch.stamp(self.match_id):
            self.failed.emit(self.tr("This match was deleted."))
            self.close()
            return True
        if not self.open(self.match_id):
            self.close()
        return True

    def run(self, action: Callable[[int], Change]) -> Change | None:
        """Run one service action on the open match; show its result or report the refusal."""
        self.last_change = None
        self.unreached = False
        if self.match_id is None:
            self.failed.emit(self.tr("Open a match first."))
            return None
        if self.unanswered:  # nothing tried: sent again once the server answers
            self.unreached = True
            said = self.service.out_of_reach()
            self.failed.emit(said)
            self.serverLost.emit(said)  # (asked again at once, off the GUI thread)
            return None
        try:
            change = action(self.match_id)
        except ServerLost as exc:  # asking again now would only wait on it again
            self.unreached = True  # nothing written (a lost commit is a CommitLost)
            self.failed.emit(str(exc))
            self.serverLost.emit(str(exc))
            return None
        except (ServiceError, DatabaseError) as exc:
            self.failed.emit(str(exc))
            # Refused because someone else changed the match? Show what is there now.
            self.reload_if_stale()
            return None
        if change.settled is not None:  # an entry whose commit was lost, found before it
            self.found = change.settled
            self._show(change.settled)
        self._show(change)
        return change

    def settle(self) -> Change | None:
        """Look for the event whose commit lost its connection here, if any, in the match
        as stored now (read again once the server answers): found, it is shown as logged
        and its change returned (see :meth:`MatchService.settle`); else None, nothing
        said (not there yet, or the match not read: the reload that follows says why)."""
        service, match_id = self._service, self.match_id
        if service is None or match_id is None or service.lost_entry(match_id) is None:
            return None
        try:
            change = service.settle(match_id)
        except ServerLost as exc:
            self.serverLost.emit(str(exc))
            return None
        except (ServiceError, DatabaseError):
            return None
        if change is not None:
            self._show(change)
        return change

    def _show(self, change: Change) -> None:
        """Show the match as ``change`` left it."""
        # The service checked the action against the stored match, so its state is
        # the match as stored now, whoever else wrote before.
        previous, revision = self.state, self._revision
        if revision is not None and change.revision > revision + 1:
            self.caught_up = True
        self.last_change = change
        self.state = change.state
        self.match = change.state.match
        self._revision = change.revision
        if (
            change.kind.value in _EVENT_CHANGES
            and previous is not None
            and previous.match is change.state.match
            and revision is not None
            and change.revision == revision + 1
        ):
            # Nobody else wrote in between (the revision moved by this change alone), so
            # the states differ by this one event: the views redraw what it touched.
            touched = [e for e in (change.event, change.before) if e is not None]
            delta = state_delta(previous, change.state, touched)
            self.updated.emit(Update(change, previous, delta))
        else:
            self.changed.emit()
