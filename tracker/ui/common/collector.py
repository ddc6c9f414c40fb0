"""Python's cyclic garbage collector, run on the GUI thread only while a window is open.

The collector runs in whichever thread allocates when a generation fills up: a read
in the window's thread pool, a backup, a probe of the database server. Garbage it
finds there can hold Qt objects (a relay, a dialog's helpers, a closed page), and a
Qt object deleted from a thread other than its own races the GUI thread using it: a
crash, with no Python frame to tell (one was seen in a test run: the GUI thread in a
dialog's event loop, a backup thread allocating). So while a window is open the
automatic collector is off, and a timer on the GUI thread collects the generations
that filled up, as the interpreter would have, between two events. It is never in the
middle of an entry either: a collection waits for the event loop.

What exists when the first holder comes (the modules, Qt's wrappers, the window, the
database layers: some 140,000 objects that last as long as the process) is frozen
(``gc.freeze``), so the collections walk only what the window made since: a full one
takes a few milliseconds, not 50–150, and the first one after start-up is not a walk
of everything start-up allocated with the collector off.

One holder per window (:meth:`GuiCollector.hold`); the automatic collector comes back,
as it was, when the last holder lets go (the window closes) or is deleted.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer

#: How often the GUI thread looks at the generations' counts (milliseconds).
CHECK_MS = 250
_NAME = "guiCollector"


class GuiCollector(QObject):
    """Collects cyclic garbage on the GUI thread while anything holds it (one per
    application, a child of it)."""

    def __init__(self, app: QObject) -> None:
        super().__init__(app)
        self.setObjectName(_NAME)
        self._holders: dict[int, weakref.ReferenceType[QObject]] = {}
        self._was_enabled = False
        #: Objects in the oldest generation after its last collection (see :meth:`_full_due`).
        self._long_lived = 0
        #: How many collections this timer ran (for tests and profiling).
        self.collections = 0
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_MS)
        self.timer.timeout.connect(self._on_timer_timeout)

    @classmethod
    def of_application(cls) -> GuiCollector | None:
        """The application's collector (made on first use); None with no application."""
        app = QCoreApplication.instance()
        if app is None:
            return None
        found = app.findChild(cls, _NAME, Qt.FindChildOption.FindDirectChildrenOnly)
        return found if isinstance(found, cls) else cls(app)

    @classmethod
    def hold(cls, holder: QObject) -> None:
        """Collect on the GUI thread only, until ``holder`` lets go (:meth:`release`)."""
        collector = cls.of_application()
        if collector is not None:
            collector._add(holder)

    @classmethod
    def release(cls, holder: QObject) -> None:
        """``holder`` no longer needs it; the last one gives the automatic collector back."""
        collector = cls.of_application()
        if collector is not None:
            collector._remove(id(holder))

    @property
    def held(self) -> bool:
        """True while the automatic collector is off and this timer collects."""
        self._let_go_of_deleted()
        return bool(self._holders)

    def _add(self, holder: QObject) -> None:
        if not self._holders:
            self._was_enabled = gc.isenabled()
            gc.disable()
            gc.freeze()  # what lasts from start-up is never walked again
            self._long_lived = 0
            self.timer.start()
        self._holders[id(holder)] = weakref.ref(holder)

    def _remove(self, key: int) -> None:
        if self._holders.pop(key, None) is not None and not self._holders:
            self.timer.stop()
            gc.unfreeze()  # the interpreter's collections walk them again, as before
            if self._was_enabled:
                gc.enable()

    def _let_go_of_deleted(self) -> None:
        """A holder deleted without letting go (a window never closed) lets go now."""
        for key, ref in list(self._holders.items()):
            holder = ref()
            if holder is None or not shiboken6.isValid(holder):
                self._remove(key)

    def _on_timer_timeout(self) -> None:
        self._let_go_of_deleted()
        if not self._holders:
            return
        counts, thresholds = gc.get_count(), gc.get_threshold()
        generation = due_generation(counts, thresholds, full=self._full_due)
        if generation is None:
            return
        gc.collect(generation)
        self.collections += 1
        if generation == 2:
            self._long_lived = len(gc.get_objects(generation=2))

    def _full_due(self) -> bool:
        """True once a quarter more objects reached the oldest generation than its last
        collection left there: a full collection walks every object not frozen, so, as
        CPython does, not before."""
        pending = len(gc.get_objects(generation=2)) - self._long_lived
        return pending > self._long_lived // 4


def due_generation(
    counts: tuple[int, int, int],
    thresholds: tuple[int, int, int],
    full: Callable[[], bool] = lambda: True,
) -> int | None:
    """The oldest generation the interpreter would collect now (None: none is full).

    As CPython decides: nothing until the youngest generation's count passes its
    threshold; then the oldest generation whose count passes its own, the oldest one
    only if ``full()`` says its collection is worth it.
    """
    if thresholds[0] <= 0 or counts[0] <= thresholds[0]:
        return None
    if counts[2] > thresholds[2] and full():
        return 2
    if counts[1] > thresholds[1]:
        return 1
    return 0
