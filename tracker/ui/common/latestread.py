"""Reading what a view shows as the user types or moves: the newest read asked wins.

On a database file a read is done at once, on the GUI thread, as it always was: it
takes a few milliseconds. On a database server whose network went silent each read
could hold the window for the connection timeout, at each keystroke; so there a
:class:`LatestRead` reads off the GUI thread (in the window's
:class:`tracker.ui.common.worker.Background`), drops what comes back for a read the
user has moved on from, and once a read found the server out of reach reads nothing
more: a :class:`tracker.ui.common.serverprobe.ServerProbe` asks the server, off the
GUI thread, until it answers, and the read asked for last is done then.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from tracker.ui.common.serverprobe import ServerProbe

#: Runs a read and hands its value (or its exception) to a callback on the GUI thread.
Runner = Callable[[Callable[[], Any], Callable[[Any], None], Callable[[Exception], None]], None]
#: What a read not begun before the user moved on gives back instead of its value.
_LEFT = object()


def at_once(
    work: Callable[[], Any], on_done: Callable[[Any], None], on_error: Callable[[Exception], None]
) -> None:
    """A :data:`Runner` that reads now, on this thread."""
    try:
        value = work()
    except Exception as exc:
        on_error(exc)
    else:
        on_done(value)


def answers(ping: Callable[[], object]) -> Callable[[], str]:
    """An ``unanswered`` for a :class:`ServerProbe`: why ``ping`` (a small read) found
    the server out of reach ("" if it answered, even with a refusal)."""

    def unanswered() -> str:
        from tracker.services.errors import DatabaseError, ServerLost, ServiceError

        try:
            ping()
        except ServerLost as exc:
            return str(exc)
        except (ServiceError, DatabaseError):
            return ""
        return ""

    return unanswered


class LatestRead(QObject):
    """Runs a view's reads with ``run`` (:func:`at_once` on a file, off the GUI thread on
    a server): only the newest read's value is handed on; while the server is known not
    to answer nothing is read, and the read asked for last is done once it answers."""

    #: The database server stopped answering (the text says why), or answers again ("").
    serverLost = Signal(str)

    def __init__(
        self, run: Runner, ping: Callable[[], object], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._run = run
        #: Bumped by every read asked for: what comes back for an older one is dropped.
        self._asked = 0
        #: Why the server is not asked ("" while it answers).
        self.lost = ""
        #: What to read once the server answers again (the read asked for last).
        self._again: Callable[[], object] | None = None
        self._pending = False
        #: Asks the server off the GUI thread while it does not answer.
        self.probe = ServerProbe(answers(ping), self)
        self.probe.answered.connect(self._on_probe_answered)

    @property
    def waiting(self) -> bool:
        """True while the read asked for last has not come back."""
        return self._pending

    def read(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None],
        again: Callable[[], object],
    ) -> bool:
        """Read ``work``, then ``on_done(value)`` or ``on_error(exc)`` on the GUI thread,
        unless another read was asked for meanwhile. While the server does not answer,
        nothing is read (False): ``again`` is called once it answers, as it is when
        this read finds it out of reach."""
        self._asked += 1
        asked = self._asked
        if self.lost:
            self._again = again
            self._pending = False
            self.probe.ask()  # asked again now (nothing if a try is under way)
            return False
        self._pending = True

        def wanted() -> Any:
            # Not begun before the user moved on: not needed.
            return _LEFT if asked != self._asked else work()

        def done(value: Any) -> None:
            if value is _LEFT or not self._current(asked):
                return
            self._pending = False
            on_done(value)

        def failed(exc: Exception) -> None:
            from tracker.services.errors import ServerLost

            if not self._current(asked):
                return
            self._pending = False
            if isinstance(exc, ServerLost):
                self._again = again
                self.lose(str(exc))
                return
            on_error(exc)

        self._run(wanted, done, failed)
        return True

    def _current(self, asked: int) -> bool:
        """True if ``asked`` is the newest read, and its view is still there."""
        return shiboken6.isValid(self) and asked == self._asked

    def lose(self, said: str) -> None:
        """The server did not answer (``said``: why): read nothing until it does."""
        if self.lost:
            return
        self.lost = said
        self.serverLost.emit(said)
        self.probe.ask()

    def _on_probe_answered(self, unanswered: str) -> None:
        if not self.lost:
            return
        if unanswered:
            self.lost = unanswered
            self.probe.ask_later()
            return
        self.lost = ""
        again, self._again = self._again, None
        if again is not None:
            again()  # read before it is said: a listener sees it :attr:`waiting`
        self.serverLost.emit("")


__all__ = ["LatestRead", "Runner", "answers", "at_once"]
