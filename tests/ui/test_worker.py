"""Background work: the value or the error comes back on the GUI thread."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from tracker.ui.common.worker import Background


def test_value_and_error_come_back_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    background = Background()
    gui = threading.get_ident()
    seen: list[tuple[str, object, bool]] = []
    workers: list[int] = []

    def work() -> int:
        workers.append(threading.get_ident())
        return 42

    def fail() -> int:
        raise ValueError("no")

    background.run(work, lambda v: seen.append(("done", v, threading.get_ident() == gui)), print)
    background.run(
        fail, print, lambda e: seen.append(("error", str(e), threading.get_ident() == gui))
    )
    qtbot.waitUntil(lambda: len(seen) == 2)
    assert seen == [("done", 42, True), ("error", "no", True)]
    assert workers and workers[0] != gui
    assert background.wait()


def _held() -> tuple[Callable[[], int], threading.Event, threading.Event]:
    """Work that says it has started, then waits to be released, and returns 1."""
    started, release = threading.Event(), threading.Event()

    def work() -> int:
        started.set()
        release.wait(30)
        return 1

    return work, started, release


def test_cancel_drops_results_and_does_not_wait(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Cancelling returns at once; the running work ends on its own and its result is dropped."""
    background = Background()
    work, started, release = _held()
    seen: list[object] = []
    background.run(work, seen.append, seen.append)
    background.run(lambda: 2, seen.append, seen.append)  # queued behind: never runs
    qtbot.waitUntil(started.is_set)
    background.cancel()
    release.set()
    assert background.wait()
    QCoreApplication.processEvents()  # deliver a queued result, were one still connected
    assert seen == []


def test_a_result_for_an_owner_deleted_meanwhile_is_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A dialog deleted with its window while its read ran (never closed itself, so
    nothing cancelled the read): the result came back to a label already gone, and
    raised in the event loop."""
    from PySide6.QtCore import QObject
    from shiboken6 import delete

    owner = QObject()
    background = Background(owner)
    work, started, release = _held()
    seen: list[object] = []
    background.run(work, seen.append, seen.append)
    qtbot.waitUntil(started.is_set)
    release.set()
    assert background.wait()  # the result is on its way, not yet delivered
    delete(owner)  # and the pool with it
    QCoreApplication.processEvents()
    assert seen == []
