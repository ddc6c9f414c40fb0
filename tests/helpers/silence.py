"""The window with its database server gone silent (see :mod:`tests.helpers.relay`):
how long its event loop was held, and a watchdog should it wait on the silence anyway."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QTimer

from tests.helpers.relay import Relay

#: Seconds after which the watchdog ends the silence (the window waited on it).
WATCHDOG_S = 15
#: The longest the window may go without a turn of its event loop while the server is
#: silent: less than one connection attempt (2 s here), with room for a busy machine.
FREE_S = 1.5


def longest_freeze(qtbot, seconds: float, then: Callable[[], object] = tuple) -> float:  # type: ignore[no-untyped-def]
    """The longest the event loop went without running a 50 ms timer, over ``seconds``
    from when ``then`` is called."""
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    ticks.append(time.monotonic())
    then()
    qtbot.wait(int(seconds * 1000))
    timer.stop()
    return max(b - a for a, b in itertools.pairwise(ticks))


def watchdog(relay: Relay) -> threading.Timer:
    """Started: cuts the relay after :data:`WATCHDOG_S` (cancel it once done)."""
    timer = threading.Timer(WATCHDOG_S, relay.cut)
    timer.start()
    return timer
