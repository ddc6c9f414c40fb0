"""Following the library a read-only view shows: the change stamp compared once a second.

Shared by the views that show figures across matches (the Key stats tab, the records
window, a result's sheet); the open match itself is followed by
:mod:`tracker.ui.match.livecheck`. Both follow one rule with a database server that
does not answer: once a read found it out of reach, it is not asked on the GUI thread
again until it answers a :class:`tracker.ui.common.serverprobe.ServerProbe`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from tracker.ui.common.serverprobe import ServerProbe

#: How often the open match's stamp is compared with the database's (milliseconds):
#: another client's event shows within this time.
LIVE_CHECK_MS = 1000

_log = logging.getLogger(__name__)


class StampWatch(QObject):
    """Calls ``changed`` when the library a view shows moved: once a second, while the
    view is ``active()``, one read of ``stamp()`` (a few aggregate queries, see
    :meth:`tracker.services.records.RecordsService.stamp`) is compared with the stamp
    the view was last read at.

    This is how the views that show figures across matches (the Key stats tab, the
    records window, a result's sheet) follow corrections made elsewhere: a merge,
    split or link of people in this window, another window or another program
    changes the stamp, and the view reads itself again, with nothing reopened. Unlike
    a match's reload, it does not wait for a dialog to close: the views are read-only.

    A database server that does not answer (its network gone silent) would hold the
    window for the connection timeout at each tick: once a read found it out of reach,
    the stamp rests and a thread asks the server every few seconds; once it answers,
    the stamp is compared again (a change may have come meanwhile).
    """

    #: The database server stopped answering (the text says why), or answers again ("").
    serverLost = Signal(str)

    def __init__(
        self,
        stamp: Callable[[], str],
        changed: Callable[[], None],
        active: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._stamp = stamp
        self._changed = changed
        self._active = active
        self._seen: str | None = None
        #: True while the database tells of every change (a PostgreSQL listener is up):
        #: the stamp is then read only when :meth:`poke` says something changed.
        self.quiet: Callable[[], bool] = lambda: False
        self._poked = False
        #: Why the database server is not asked on the GUI thread ("" while it answers).
        self.lost = ""
        #: Asks the server off the GUI thread while it does not answer.
        self.probe = ServerProbe(self._unanswered, self)
        self.probe.answered.connect(self._on_probe_answered)
        self.timer = QTimer(self)
        self.timer.setInterval(LIVE_CHECK_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        self.timer.start()

    def mark(self) -> None:
        """Note the stamp now: the view is about to be read as of it (while the server
        does not answer, the stamp noted last stays: compared once it answers)."""
        if not self.lost:
            self._seen = self._read()

    def forget(self) -> None:
        """The view shows nothing to follow (yet): the next stamp read is its own."""
        self._seen = None

    def _read(self) -> str | None:
        from tracker.services.errors import DatabaseError, ServerLost, ServiceError

        try:
            return self._stamp()
        except ServerLost as exc:
            self.lose(str(exc))
            return None
        except (ServiceError, DatabaseError) as exc:
            _log.debug("cannot read the change stamp: %s", exc)
            return None

    def lose(self, said: str) -> None:
        """The server did not answer a read (``said``: why; the view's own, say): rest,
        and ask it off the GUI thread until it answers (asked again now if resting)."""
        if self.lost:
            self.probe.ask()  # (nothing if a try is under way)
            return
        _log.warning("the database server does not answer (asking it off the GUI thread): %s", said)
        self.lost = said
        self.serverLost.emit(said)
        self.probe.ask()

    def _unanswered(self) -> str:
        """On the probe's thread: why the server did not answer a read of the stamp
        ("": it did, even with a refusal)."""
        from tracker.services.errors import DatabaseError, ServerLost, ServiceError

        try:
            self._stamp()
        except ServerLost as exc:
            return str(exc)
        except (ServiceError, DatabaseError):
            return ""
        return ""

    def _on_probe_answered(self, unanswered: str) -> None:
        if not self.lost:
            return
        if unanswered:
            self.lost = unanswered
            self.probe.ask_later()
            return
        self.lost = ""
        self.serverLost.emit("")
        self._poked = True  # compared at the next tick, the view shown or not

    def poke(self, _named: object = None) -> None:
        """The database told of a change (PostgreSQL): compare the stamp now."""
        self._poked = True
        self._on_timer_timeout()

    def _on_timer_timeout(self) -> None:
        if self.lost:
            return  # asked off the GUI thread until it answers
        if not self._active():
            return  # a poke is kept for when the view shows again
        if self.quiet() and not self._poked:
            return  # told of every change: nothing to ask
        self._poked = False
        now = self._read()
        if now is None:
            return
        if self._seen is None:
            self._seen = now
            return
        if now != self._seen:
            self._seen = now
            self._changed()
