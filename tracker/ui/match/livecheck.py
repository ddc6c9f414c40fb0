"""Showing what another window or program wrote, without waiting for the user.

On PostgreSQL the window listens: a connection of its own hears of every committed
change to a match (``LISTEN``/``NOTIFY``), a :class:`QSocketNotifier` on its socket
wakes the window when one arrives, and the open match is read again at once when it
is the one named. Nothing is read while nothing changes. A notification is a hint
(a reporter can send a bare ``NOTIFY``): one read of the matches' revisions
(:meth:`tracker.services.watch.MatchWatch.confirm`) says whether anything changed,
and a forged one reads nothing more.

On SQLite, or while the listening connection is down, a timer compares the open
match's change stamp in the database (one indexed row: see
:class:`tracker.services.watch.MatchWatch`) with the one the window shows, once a
second, and has the window read the match again only when it moved. The log itself
is never read to find out that nothing changed. A lost listening connection is
opened again every few seconds, off the GUI thread (a server gone silent would hold
the window for the connection timeout each time), and the stamp is compared once it
is back (a change may have come while it was down).

Either way, a reload waits while the user is in the middle of something (a dialog,
a menu, a drag): it comes with the next tick after that.

A database server that does not answer (its network gone silent) is not asked again
on the GUI thread: each try could hold the window for the connection timeout. Once a
read or a write found it out of reach (:attr:`MatchDocument.serverLost`), the timer
and the listening connection rest, the window's actions are refused at once
(:attr:`MatchDocument.unanswered`), and a thread asks the server every few seconds;
when it answers, the window listens again and reads the match as the server holds it
(an entry whose commit could not be confirmed shows there, or not). A listening
connection lost is asked about the same way first (its network may be what went):
the window polls again only once the server has answered off the GUI thread.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QSocketNotifier, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tracker.ui.common.serverprobe import ServerProbe
from tracker.ui.common.stampwatch import LIVE_CHECK_MS as LIVE_CHECK_MS
from tracker.ui.match.document import MatchDocument

if TYPE_CHECKING:
    from tracker.services.watch import Listener, MatchWatch

#: How often a lost listening connection is tried again (milliseconds).
RELISTEN_MS = 5000

_log = logging.getLogger(__name__)


class LiveCheck(QObject):
    """Calls ``reload`` when another client changed the open match: told by the
    database where it can (PostgreSQL), else by polling the match's change stamp."""

    #: The database told of committed changes to these matches (any match, the open
    #: one too; an empty list: changes may have been missed while not listening).
    matchesChanged = Signal(list)
    #: The database server stopped answering (the text, for the user, says so), or
    #: answers again (""): the window says it.
    serverLost = Signal(str)
    #: A listening connection opened off the GUI thread: the Listener, or why not (str).
    _listened = Signal(object)

    def __init__(
        self, document: MatchDocument, reload: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._reload = reload
        self.timer = QTimer(self)
        self.timer.setInterval(LIVE_CHECK_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        #: How long to wait before trying to listen again once the connection is lost.
        self.relisten_ms = RELISTEN_MS
        self._relisten = QTimer(self)
        self._relisten.setSingleShot(True)
        self._relisten.timeout.connect(self._on_relisten_timeout)
        #: Why the database server is not asked on the GUI thread ("" while it answers).
        self.lost = ""
        #: Asks a server that does not answer, off the GUI thread.
        self._prober = ServerProbe(self._unanswered, self)
        self._prober.answered.connect(self._on_prober_answered)
        #: The listening connection was lost: the server is asked off the GUI thread
        #: before anything is read on it (it may not answer either).
        self._doubting = False
        #: A listening connection is being opened off the GUI thread.
        self._relistening = False
        self._listened.connect(self._on_listened)
        self._listener: Listener | None = None
        self._notifier: QSocketNotifier | None = None
        #: The open match was named by a notification and not read again yet.
        self._pending = False
        #: How many changes to the open match were notified (its own writes' included).
        self.heard = 0
        document.changed.connect(self._on_document_changed)
        document.serverLost.connect(self._on_document_server_lost)
        self._on_document_changed()

    @property
    def active(self) -> bool:
        """True while the window follows the open match (a match is open on a database)."""
        return self.timer.isActive()

    @property
    def listening(self) -> bool:
        """True while the database tells the window of changes (no polling needed)."""
        return self._listener is not None

    @property
    def resting(self) -> bool:
        """True while the database server is not asked on the GUI thread (it does not
        answer, or a lost listening connection says it may not): the views that follow
        the library wait too, and are told (``matchesChanged``) once it answers."""
        return bool(self.lost) or self._doubting

    @property
    def probe_ms(self) -> int:
        """How long to wait between two tries of a server that does not answer (ms)."""
        return self._prober.probe_ms

    @probe_ms.setter
    def probe_ms(self, ms: int) -> None:
        self._prober.probe_ms = ms

    @property
    def pending(self) -> bool:
        """True while the open match was named by a notification and not read again yet
        (the user is in the middle of something)."""
        return self._pending

    def close(self) -> None:
        """Stop following: close the listening connection."""
        self.timer.stop()
        self._relisten.stop()
        self._prober.stop()
        self.lost = ""
        self._document.unanswered = False
        self._doubting = False
        self._drop_listener()

    def _on_document_changed(self) -> None:
        doc = self._document
        if doc.has_database and doc.is_open:
            waiting = self._relisten.isActive() or self._relistening or self.resting
            if self._listener is None and not waiting:
                self._listen()
            if not self.timer.isActive():
                self.timer.start()
        else:
            self.timer.stop()
            self._pending = False

    # --- listening (PostgreSQL) -------------------------------------------------
    def _listen(self) -> bool:
        """Open the listening connection, if the database has notifications."""
        from tracker.services.watch import ListenLost

        watch = self._document.watch
        if not watch.can_listen:
            return False
        try:
            listener = watch.listen()
        except ListenLost as exc:
            _log.warning("cannot listen for changes (checking every second instead): %s", exc)
            self._relisten.start(self.relisten_ms)
            return False
        self._adopt(listener)
        return True

    def _adopt(self, listener: Listener) -> None:
        self._listener = listener
        self._notifier = QSocketNotifier(listener.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_notifier_activated)

    def _listen_later(self) -> None:
        """Open the listening connection again off the GUI thread (one try at a time)."""
        watch = self._document.watch
        if self._relistening or self._listener is not None or not watch.can_listen:
            return
        self._relistening = True
        threading.Thread(target=self._connect, args=(watch,), name="relisten", daemon=True).start()

    def _connect(self, watch: MatchWatch) -> None:
        """On the relisten thread: a listening connection, or why none, to the GUI thread."""
        from tracker.services.watch import ListenLost

        listener: Listener | None = None
        try:
            listener = watch.listen()
        except ListenLost as exc:
            said = str(exc)
        except Exception as exc:  # told all the same: else no try would ever follow
            said = str(exc) or type(exc).__name__
        try:
            self._listened.emit(listener if listener is not None else said)
        except RuntimeError:  # the window was closed meanwhile
            if listener is not None:
                listener.close()

    def _on_listened(self, outcome: object) -> None:
        self._relistening = False
        following = self.active and not self.resting  # not closed meanwhile
        if isinstance(outcome, str):
            _log.warning("cannot listen for changes (checking every second instead): %s", outcome)
            if following:
                self._relisten.start(self.relisten_ms)
            return
        listener = cast("Listener", outcome)
        if self._listener is not None or not following:
            listener.close()  # not wanted any more (closed, or listening already)
            return
        self._adopt(listener)
        self._pending = True  # what changed while the connection was down
        self._catch_up()
        self.matchesChanged.emit([])

    def _drop_listener(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._listener is not None:
            self._listener.close()
            self._listener = None

    def _on_notifier_activated(self) -> None:
        from tracker.services.watch import ListenLost

        if self._listener is None:
            return
        try:
            named = self._listener.take()
        except ListenLost as exc:
            _log.warning("stopped listening for changes (asking the server first): %s", exc)
            self._drop_listener()
            self._pending = True  # a change may have come with the loss: look once
            self._doubting = True  # its network may be gone: asked off the GUI thread
            self._probe()
            return
        if named:
            # A hint only (anyone connected may NOTIFY): believed if the matches'
            # revisions moved, checked with one read.
            named = self._document.watch.confirm(named)
        if named:
            self.matchesChanged.emit(named)
        if self._document.match_id in named:
            self.heard += named.count(self._document.match_id)
            self._pending = True
            self._catch_up()

    def _on_relisten_timeout(self) -> None:
        doc = self._document
        if self.resting:
            return  # listened to again once the server answers
        if self._listener is None and doc.has_database and doc.is_open:
            self._listen_later()

    # --- a server that does not answer ------------------------------------------
    def lose(self, said: str) -> None:
        """A read elsewhere in the window (the library) found the server out of reach
        (``said``: why): rest, as when the open match's read did, until it answers."""
        self._on_document_server_lost(said)

    def _on_document_server_lost(self, said: str) -> None:
        if self.lost:  # an action refused meanwhile: the server is asked again now
            self._probe()  # (the next try is not waited for)
            return
        self._relisten.stop()
        self._drop_listener()
        self._pending = True  # what changes while it is away is read once it answers
        self._set_lost(said)
        self._probe()

    def _set_lost(self, said: str) -> None:
        _log.warning("the database server does not answer (asking it off the GUI thread): %s", said)
        self.lost = said
        self._document.unanswered = True  # its actions refused at once, nothing tried
        self._doubting = False
        self.serverLost.emit(said)

    def _probe(self) -> None:
        if self.resting:
            self._prober.ask()

    def _unanswered(self) -> str:
        """On the probe's thread: why the server did not answer one read ("": it did)."""
        return self._document.watch.unanswered()

    def _on_prober_answered(self, unanswered: str) -> None:
        if not self.resting:
            return  # closed meanwhile
        if unanswered:
            if not self.lost:
                self._set_lost(unanswered)
            self._prober.ask_later()
            return
        was_lost, self.lost, self._doubting = bool(self.lost), "", False
        self._document.unanswered = False
        if was_lost:
            self.serverLost.emit("")
        doc = self._document
        if doc.has_database and doc.is_open:
            self._listen_later()
            self._catch_up()
            self.matchesChanged.emit([])

    # --- reading again ------------------------------------------------------------
    def _on_timer_timeout(self) -> None:
        if self.resting:
            return  # asked off the GUI thread until it answers
        if self._listener is not None and not self._pending:
            return  # told of every change: nothing to ask
        self._catch_up()

    def _catch_up(self) -> None:
        if self.busy():
            return  # the next tick, once the user is done, shows it
        self._pending = False
        self._reload()

    @staticmethod
    def busy() -> bool:
        """True while the user is in the middle of something a reload must not pull away.

        A dialog (editing or deleting an event, a file chooser), an open menu, or a
        drag holds objects of the match as it was when it began; what it does on OK is
        checked against the database anyway (an event changed meanwhile is refused), and
        the window is brought up to date as soon as it ends.
        """
        return (
            QApplication.activeModalWidget() is not None
            or QApplication.activePopupWidget() is not None
            or QApplication.mouseButtons() != Qt.MouseButton.NoButton
        )
