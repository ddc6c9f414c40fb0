"""Reads asked for as the user types: the newest wins; a server out of reach is not asked
again until it answers, and the read asked for last is done then."""

from __future__ import annotations

import threading

from tracker.services.errors import ServerLost
from tracker.ui.common.latestread import LatestRead, at_once
from tracker.ui.common.worker import Background


def test_only_the_newest_read_is_handed_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    background = Background()
    reads = LatestRead(background.run, lambda: None)
    started, release = threading.Event(), threading.Event()
    seen: list[object] = []
    ran: list[str] = []

    def slow() -> str:
        ran.append("a")
        started.set()
        release.wait(30)
        return "a"

    reads.read(slow, seen.append, seen.append, print)
    qtbot.waitUntil(started.is_set)
    reads.read(lambda: ran.append("b") or "b", seen.append, seen.append, print)  # left behind
    reads.read(lambda: ran.append("c") or "c", seen.append, seen.append, print)
    assert reads.waiting
    release.set()
    qtbot.waitUntil(lambda: not reads.waiting)
    assert seen == ["c"]
    assert ran == ["a", "c"]  # the one left behind before it began was not read
    assert background.wait()


def test_a_server_out_of_reach_is_asked_off_the_thread_and_the_last_read_done_then(
    qtbot,
) -> None:  # type: ignore[no-untyped-def]
    answering = threading.Event()

    def ping() -> None:
        if not answering.is_set():
            raise ServerLost("the database server cannot be reached")

    reads = LatestRead(at_once, ping)
    reads.probe.probe_ms = 50
    said: list[str] = []
    reads.serverLost.connect(said.append)
    seen: list[object] = []
    again: list[str] = []

    def lost() -> str:
        raise ServerLost("the database server cannot be reached")

    assert reads.read(lost, seen.append, seen.append, lambda: again.append("first"))
    assert reads.lost and said == ["the database server cannot be reached"]
    # Known out of reach: nothing read; the read asked for last is done once it answers.
    assert not reads.read(lambda: "x", seen.append, seen.append, lambda: again.append("last"))
    tries: list[str] = []
    reads.probe.answered.connect(tries.append)
    qtbot.waitUntil(lambda: len(tries) >= 2)  # asked again and again, off the thread
    assert not again and reads.lost
    answering.set()
    qtbot.waitUntil(lambda: again == ["last"])
    assert said[-1] == "" and not reads.lost and seen == []
