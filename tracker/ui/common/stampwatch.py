"""Following the library a read-only view shows: the change stamp compared once a second.

Shared by the views that show figures across matches (the Key stats tab, the records
window, a result's sheet); the open match itself is followed by
:mod:`tracker.ui.match.livecheck`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

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
    """

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
        self.timer = QTimer(self)
        self.timer.setInterval(LIVE_CHECK_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        self.timer.start()

    def mark(self) -> None:
        """Note the stamp now: the view is about to be read as of it."""
        self._seen = self._read()

    def forget(self) -> None:
        """The view shows nothing to follow (yet): the next stamp read is its own."""
        self._seen = None

    def _read(self) -> str | None:
        from tracker.services.errors import DatabaseError, ServiceError

        try:
            return self._stamp()
        except (ServiceError, DatabaseError) as exc:
            _log.debug("cannot read the change stamp: %s", exc)
            return None

    def poke(self, _named: object = None) -> None:
        """The database told of a change (PostgreSQL): compare the stamp now."""
        self._poked = True
        self._on_timer_timeout()

    def _on_timer_timeout(self) -> None:
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
