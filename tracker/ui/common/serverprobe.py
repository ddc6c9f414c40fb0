"""Asking a database server that does not answer, off the GUI thread.

A server whose network went silent (a cable pulled, Wi-Fi lost) refuses nothing: a
read waits for the connection timeout, or a query in flight for the TCP user timeout,
and on the GUI thread the window would freeze that long at each try. So once a read
found the server out of reach, whoever follows the database (the match window's
:mod:`tracker.ui.match.livecheck`, a view's :mod:`tracker.ui.common.stampwatch`)
stops asking it on the GUI thread and has a :class:`ServerProbe` ask it, one try at a
time on a thread of its own, every few seconds, until it answers.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

#: How often a database server that does not answer is asked again, off the GUI thread
#: (milliseconds, from the end of one try, which may take the connection timeout).
PROBE_MS = 3000


class ServerProbe(QObject):
    """Asks ``unanswered()`` on a thread of its own (one try at a time): why the server
    did not answer one read ("" if it did, even with a refusal). An error it raises is
    taken as unanswered (the pool out of connections held by the silent server, say):
    else nobody would ask again."""

    #: A try ended: why the server did not answer ("": it answered).
    answered = Signal(str)
    #: A try ended (sent from the probe's thread).
    _probed = Signal(str)

    def __init__(self, unanswered: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._unanswered = unanswered
        #: How long to wait between two tries (see :meth:`ask_later`).
        self.probe_ms = PROBE_MS
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.ask)
        self._asking = False
        self._probed.connect(self._on_probed)

    @property
    def asking(self) -> bool:
        """True while a try is under way."""
        return self._asking

    def ask(self) -> None:
        """Try now, off the GUI thread (nothing if a try is under way)."""
        self._timer.stop()
        if self._asking:
            return
        self._asking = True
        threading.Thread(target=self._ask, name="server-probe", daemon=True).start()

    def ask_later(self) -> None:
        """Try again in :attr:`probe_ms`."""
        self._timer.start(self.probe_ms)

    def stop(self) -> None:
        """Try no more (a try under way still reports, to be ignored if not wanted)."""
        self._timer.stop()

    def _ask(self) -> None:
        """On the probe's thread: one try, its outcome sent to the GUI thread."""
        try:
            unanswered = self._unanswered()
        except Exception as exc:  # told all the same: else the window would wait for ever
            unanswered = str(exc) or type(exc).__name__
        with contextlib.suppress(RuntimeError):  # its owner was closed meanwhile
            self._probed.emit(unanswered)

    def _on_probed(self, unanswered: str) -> None:
        self._asking = False
        self.answered.emit(unanswered)


__all__ = ["PROBE_MS", "ServerProbe"]
