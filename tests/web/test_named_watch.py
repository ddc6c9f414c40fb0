"""The live site's watcher on PostgreSQL reads the matches a notification names.

It used to read every match's revision for each notification believed: about
170 ms of the server's Python at 100,000 matches, per change, on a matchday where
changes come many a second. It now reads the named matches' revisions by their ids;
every match is still read every :data:`SAFETY_POLL_S` seconds, busy or not (the
record books counting a match notify no one), once listening begins, and at once
after a failed read.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterable

import pytest
from sqlalchemy import text

from tests.core.factory import H1, HOME, goal
from tests.services.stored import StoredMatch
from tracker.services.viewing import LibraryViewer, open_viewer
from tracker.web import live
from tracker.web.live import Broadcaster

WAIT_S = 10.0


class _Reads(list[set[int] | None]):
    """The ids of each read of the revisions (None: every match), as it happens."""

    def __init__(self) -> None:
        super().__init__()
        self._read = threading.Condition()

    def note(self, ids: Iterable[int] | None) -> None:
        with self._read:
            self.append(None if ids is None else set(ids))
            self._read.notify_all()

    def reached(self, count: int) -> bool:
        """Wait until ``count`` reads were made (False: not within the wait)."""
        with self._read:
            return self._read.wait_for(lambda: len(self) >= count, WAIT_S)


def _recording(viewer: LibraryViewer, monkeypatch: pytest.MonkeyPatch, fail: int = 0) -> _Reads:
    """The reads of the revisions; the ``fail``-th read (1-based, 0: none) fails as a
    lost connection would."""
    real = viewer.revisions_counted
    asked = _Reads()

    def reading(ids: Iterable[int] | None = None) -> tuple[dict[int, int], dict[int, int]]:
        asked.note(ids)
        if len(asked) == fail:
            raise ConnectionError("the server went away")
        return real(ids)

    monkeypatch.setattr(viewer, "revisions_counted", reading)
    return asked


def _postgres_only(stored: StoredMatch) -> None:
    if stored.url.startswith("sqlite"):
        pytest.skip("SQLite sends no notifications: its polls are tested elsewhere")


def _watching(viewer: LibraryViewer) -> tuple[Broadcaster, list[set[int]], threading.Event]:
    broadcaster = Broadcaster(viewer, poll=0.02)
    told: list[set[int]] = []
    changed = threading.Event()
    broadcaster.on_change = lambda ids: (told.append(ids), changed.set())
    return broadcaster, told, changed


def test_a_notified_change_reads_the_named_match_not_the_library(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    _postgres_only(live_match)
    monkeypatch.setattr(live, "SAFETY_POLL_S", 600.0)  # no safety poll during the test
    viewer = open_viewer(live_match.url)
    asked = _recording(viewer, monkeypatch)
    broadcaster, told, changed = _watching(viewer)
    loop = asyncio.new_event_loop()
    try:
        broadcaster.start(loop)
        # The first look reads every match, and once more once listening (a change
        # between the two would go unheard).
        assert asked.reached(2) and asked == [None, None]
        mark = broadcaster.mark
        live_match.log(goal("12", H1, HOME, 10))
        assert changed.wait(WAIT_S), "the change was not told"
        assert told == [{live_match.id}]
        assert asked == [None, None, {live_match.id}]
        assert broadcaster.mark != mark  # what a matchday's messages carry moved too
    finally:
        broadcaster.stop()
        loop.close()
        viewer.close()


def test_a_match_counted_without_a_notice_is_told_at_the_safety_poll(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The record books counting a match move its counted revision and notify no one:
    the safety poll, which reads every match, tells it."""
    _postgres_only(live_match)
    monkeypatch.setattr(live, "SAFETY_POLL_S", 0.3)
    viewer = open_viewer(live_match.url)
    asked = _recording(viewer, monkeypatch)
    broadcaster, told, changed = _watching(viewer)
    loop = asyncio.new_event_loop()
    try:
        broadcaster.start(loop)
        assert asked.reached(2)  # listening
        with live_match.db.engine.begin() as connection:
            connection.execute(
                text("UPDATE match SET tallied_revision = revision WHERE id = :id"),
                {"id": live_match.id},
            )
        assert changed.wait(WAIT_S), "the counted match was not told"
        assert told[0] == {live_match.id}
        assert all(ids is None for ids in asked)  # no notice: every match read
    finally:
        broadcaster.stop()
        loop.close()
        viewer.close()


def test_a_notified_change_whose_read_failed_is_told_by_the_next_look_at_all(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The notification is taken off the socket before its read: when that read fails,
    every match is read at the next poll (not only at the safety poll)."""
    _postgres_only(live_match)
    monkeypatch.setattr(live, "SAFETY_POLL_S", 600.0)
    viewer = open_viewer(live_match.url)
    asked = _recording(viewer, monkeypatch, fail=3)  # the goal's read
    broadcaster, told, changed = _watching(viewer)
    loop = asyncio.new_event_loop()
    try:
        broadcaster.start(loop)
        assert asked.reached(2)  # listening
        live_match.log(goal("12", H1, HOME, 10))
        assert changed.wait(WAIT_S), "the change was not told after its read failed"
        assert told == [{live_match.id}]
        assert asked == [None, None, {live_match.id}, None]
    finally:
        broadcaster.stop()
        loop.close()
        viewer.close()
