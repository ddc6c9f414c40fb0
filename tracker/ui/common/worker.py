"""Running slow reads off the GUI thread; results come back to the GUI thread by signal.

Workers never touch widgets: they compute a value, and a queued signal hands it to
the callback, which runs on the GUI thread.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    """Carries a worker's outcome back to the thread the relay lives in (the GUI)."""

    #: The work finished with this value.
    done = Signal(object)
    #: The work raised this exception.
    failed = Signal(object)


class _Job(QRunnable):
    def __init__(self, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.work = work
        self.relay = relay

    def run(self) -> None:
        try:
            value = self.work()
        except Exception as exc:
            signal, outcome = self.relay.failed, exc
        else:
            signal, outcome = self.relay.done, value
        # The window (and the relay with it) may have been deleted meanwhile.
        with contextlib.suppress(RuntimeError):
            signal.emit(outcome)


class Background(QObject):
    """A small thread pool owned by the window, for reads a user could feel."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._relays: set[_Relay] = set()
        self._abandoned: set[_Relay] = set()

    def run(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        """Run ``work`` in the pool; then ``on_done(value)`` or ``on_error(exc)`` on this thread."""
        relay = _Relay()
        self._relays.add(relay)

        def finish(callback: Callable[[Any], None], value: Any) -> None:
            self._relays.discard(relay)
            # Deleted with what owns it (a dialog, the window) while the work ran: the
            # widgets the callback would show the result in are gone too.
            if shiboken6.isValid(self):
                callback(value)

        relay.done.connect(lambda value: finish(on_done, value))
        relay.failed.connect(lambda exc: finish(on_error, exc))
        self.pool.start(_Job(work, relay))

    def cancel(self) -> None:
        """Drop the work not started yet and the results still to come (the window closes).

        Work already running is a read that cannot be stopped half-way; it ends on its
        own (:meth:`wait` before the process exits) and its result is discarded.
        """
        self.pool.clear()
        for relay in self._relays:
            relay.done.disconnect()
            relay.failed.disconnect()
        # Kept alive: the running work still emits through its relay when it ends.
        self._abandoned |= self._relays
        self._relays = set()

    def wait(self, msecs: int = 10000) -> bool:
        """Wait for running work (before closing the database); True if all finished."""
        return self.pool.waitForDone(msecs)
