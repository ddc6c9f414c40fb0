"""The live site's watcher on PostgreSQL reads the matches a notification names.

It used to read every match's revision for each notification believed, and the
library's change mark: 365–454 ms at 100,000 matches, per change, on a matchday where
changes come many a second. It now reads the named matches' revisions by their ids
(what a matchday's messages carry is its own count of the changes it told);
every match is still read every :data:`SAFETY_POLL_S` seconds, busy or not (the
record books counting a match notify no one), once listening begins, and at once
after a failed read.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pytest
from sqlalchemy import text

from tests.core.factory import H1, HOME, goal
from tests.helpers.calls import count_calls
from tests.services.stored import StoredMatch
from tests.web.watcher import Told, started
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


@dataclass
class _Watching:
    """A started watcher over the live match's library, and what it did."""

    broadcaster: Broadcaster
    asked: _Reads
    told: Told


@contextmanager
def _watching(
    stored: StoredMatch, monkeypatch: pytest.MonkeyPatch, safety_s: float, fail: int = 0
) -> Iterator[_Watching]:
    """The watcher started, listening (its two first looks begun), on PostgreSQL only;
    ``safety_s``: its safety poll; ``fail``: the read that fails (see :func:`_recording`)."""
    if stored.url.startswith("sqlite"):
        pytest.skip("SQLite sends no notifications: its polls are tested elsewhere")
    monkeypatch.setattr(live, "SAFETY_POLL_S", safety_s)
    viewer = open_viewer(stored.url)
    asked = _recording(viewer, monkeypatch, fail)
    broadcaster = Broadcaster(viewer, poll=0.02)
    with started(broadcaster) as told:
        # The first look reads every match, and once more once listening (a change
        # between the two would go unheard).
        assert asked.reached(2)
        yield _Watching(broadcaster, asked, told)


def test_a_notified_change_reads_the_named_match_not_the_library(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    with _watching(live_match, monkeypatch, safety_s=600.0) as watching:
        assert watching.asked == [None, None]
        mark = watching.broadcaster.mark
        # Nor the library's change mark (an aggregate over every match): what the
        # matchday's messages carry is the watcher's own.
        aggregates = count_calls(watching.broadcaster.viewer, "mark", monkeypatch)
        live_match.log(goal("12", H1, HOME, 10))
        assert watching.told.changed.wait(WAIT_S), "the change was not told"
        assert watching.told.ids == [{live_match.id}]
        assert watching.asked == [None, None, {live_match.id}]
        assert watching.broadcaster.mark != mark  # what a matchday's messages carry moved
        assert aggregates == [0]


def test_a_match_counted_without_a_notice_is_told_at_the_safety_poll(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The record books counting a match move its counted revision and notify no one:
    the safety poll, which reads every match, tells it."""
    with _watching(live_match, monkeypatch, safety_s=0.3) as watching:
        with live_match.db.engine.begin() as connection:
            connection.execute(
                text("UPDATE match SET tallied_revision = revision WHERE id = :id"),
                {"id": live_match.id},
            )
        assert watching.told.changed.wait(WAIT_S), "the counted match was not told"
        assert watching.told.ids[0] == {live_match.id}
        assert all(ids is None for ids in watching.asked)  # no notice: every match read


def test_a_notified_change_whose_read_failed_is_told_by_the_next_look_at_all(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The notification is taken off the socket before its read: when that read fails,
    every match is read at the next poll (not only at the safety poll)."""
    with _watching(live_match, monkeypatch, safety_s=600.0, fail=3) as watching:
        live_match.log(goal("12", H1, HOME, 10))  # its read is the third: it fails
        assert watching.told.changed.wait(WAIT_S), "the change was not told after its read failed"
        assert watching.told.ids == [{live_match.id}]
        assert watching.asked == [None, None, {live_match.id}, None]
