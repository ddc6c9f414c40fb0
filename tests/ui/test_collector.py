"""Cyclic garbage is collected on the GUI thread only while a window is open.

A collection started by a worker thread's allocations deletes the Qt objects it finds
in that thread, racing the GUI thread (a segfault was seen in a test run with a backup
thread allocating while the GUI thread ran a dialog).
"""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings

from tracker.app import build_window
from tracker.ui.common.collector import GuiCollector, due_generation
from tracker.ui.mainwindow import MainWindow


class _Cycle:
    """Garbage only the cyclic collector frees, holding a Qt object made on the GUI thread."""

    def __init__(self) -> None:
        self.qt = QObject()
        self.me = self


@pytest.fixture
def collections() -> Iterator[list[str]]:
    """The name of the thread each cyclic collection ran on, as they run."""
    seen: list[str] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(threading.current_thread().name)

    gc.callbacks.append(note)
    try:
        yield seen
    finally:
        gc.callbacks.remove(note)


def _allocate_in_a_thread(count: int) -> None:
    """Fill the youngest generation many times over on a worker thread."""

    def work() -> None:
        kept = []
        for i in range(count):
            pair: list[object] = [i]
            pair.append(pair)  # a cycle each time: the collector has work
            kept.append(pair)
        kept.clear()

    worker = threading.Thread(target=work, name="allocating-worker")
    worker.start()
    worker.join()


def test_a_worker_threads_allocations_never_collect_while_a_window_is_open(
    qtbot, window: MainWindow, collections: list[str]
) -> None:
    garbage = _Cycle()
    qt_object = weakref.ref(garbage)
    del garbage
    _allocate_in_a_thread(50_000)  # some 70 times the youngest generation's threshold
    assert "allocating-worker" not in collections
    assert qt_object() is not None  # not collected yet: the GUI thread's timer will
    qtbot.waitUntil(lambda: qt_object() is None, timeout=3000)
    assert collections and set(collections) == {threading.current_thread().name}


def test_the_automatic_collector_is_back_once_the_window_closes(
    make_window: Callable[[], MainWindow],
) -> None:
    assert gc.isenabled()
    first, second = make_window(), make_window()
    assert not gc.isenabled()
    first.close()
    assert not gc.isenabled()  # another window is still open
    second.close()
    assert gc.isenabled()


class _Lasting:
    """An object the cyclic collector tracks."""


def _walked(thing: object) -> bool:
    """True if the cyclic collector's collections walk ``thing`` (it is in a generation)."""
    return any(found is thing for found in gc.get_objects())


def test_what_exists_when_a_window_opens_is_not_walked_again_until_it_closes(
    make_window: Callable[[], MainWindow],
) -> None:
    lasting = _Lasting()  # as the modules, Qt's wrappers, the database layers
    assert _walked(lasting)
    window = make_window()
    assert not _walked(lasting)  # a full collection walks only what the window made since
    made_since = _Lasting()
    assert _walked(made_since)
    window.close()
    assert _walked(lasting)  # the interpreter's own collections walk it again


def test_a_window_deleted_without_closing_gives_the_collector_back(
    qtbot, tmp_path: Path, db_path: Path
) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(str(db_path), settings)
    collector = GuiCollector.of_application()
    assert collector is not None and collector.held and not gc.isenabled()
    window.backups.close()
    window.background.cancel()  # the start page's read would come back to deleted widgets
    window.background.wait()
    window.document.service.db.close()
    window.deleteLater()  # never closed
    qtbot.waitUntil(lambda: not collector.held)
    assert gc.isenabled()


@pytest.mark.parametrize(
    ("counts", "full", "due"),
    [
        ((700, 10, 10), True, None),  # the youngest generation is not full yet
        ((701, 10, 10), True, 0),
        ((701, 11, 10), True, 1),
        ((701, 11, 11), True, 2),
        ((701, 11, 11), False, 1),  # a full collection is not worth it yet
        ((701, 3, 11), False, 0),
    ],
)
def test_the_generation_collected_is_the_one_the_interpreter_would_collect(
    counts: tuple[int, int, int], full: bool, due: int | None
) -> None:
    assert due_generation(counts, (700, 10, 10), lambda: full) == due
