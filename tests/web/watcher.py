"""The live site's watcher started over a library, and what it told the streams."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from tracker.web.live import Broadcaster


@dataclass
class Told:
    """The ids the watcher told the streams of, each time, and an event set at each."""

    ids: list[set[int]] = field(default_factory=list)
    changed: threading.Event = field(default_factory=threading.Event)

    def note(self, ids: set[int]) -> None:
        """The watcher told the streams of ``ids`` (on its thread)."""
        self.ids.append(ids)
        self.changed.set()


@contextmanager
def started(broadcaster: Broadcaster) -> Iterator[Told]:
    """``broadcaster`` started on an event loop of its own; stopped, and its viewer
    closed, after."""
    told = Told()
    broadcaster.on_change = told.note
    loop = asyncio.new_event_loop()
    try:
        broadcaster.start(loop)
        yield told
    finally:
        broadcaster.stop()
        loop.close()
        broadcaster.viewer.close()
