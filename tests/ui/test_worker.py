"""Background work: the value or the error comes back on the GUI thread."""

from __future__ import annotations

import threading

from tracker.ui.worker import Background


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
