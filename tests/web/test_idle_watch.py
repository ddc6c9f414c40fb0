"""The live site's watcher on an SQLite file with nothing changing: at each poll it reads
the file's count of commits by others (one page header), not the library's change mark
(an aggregate over every match row); a change is still seen."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterable

import pytest

from tests.core.factory import H1, HOME, goal
from tests.helpers.calls import count_calls
from tests.services.stored import StoredMatch
from tests.web.watcher import started
from tracker.services.viewing import CommitCounter, open_viewer
from tracker.web.live import Broadcaster

#: How long the test waits for the watcher's thread, in seconds (a loaded machine).
WAIT_S = 10.0
#: The polls watched with nothing committed.
POLLS = 30


class _Counting:
    """A commit counter that counts its reads and says when :data:`POLLS` were made."""

    def __init__(self, counter: CommitCounter) -> None:
        self._counter = counter
        self.reads = 0
        self.polled = threading.Event()

    def __call__(self) -> int:
        self.reads += 1
        if self.reads >= POLLS:
            self.polled.set()
        return self._counter()

    def close(self) -> None:
        self._counter.close()


def test_an_idle_sqlite_library_is_not_read_whole_at_every_poll(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: the watcher read the change mark ten times a second whatever
    happened: a quarter of a core at 100,000 matches with nothing changing. Thirty
    polls with nothing committed read the mark once (the first look); a goal logged
    through another connection moves the count, and the match is told as changed."""
    if not live_match.url.startswith("sqlite"):
        pytest.skip("PostgreSQL notifies: nothing is polled")
    viewer = open_viewer(live_match.url)
    made = viewer.commit_counter()
    assert made is not None
    counting = _Counting(made)
    monkeypatch.setattr(viewer, "commit_counter", lambda: counting)
    marks = count_calls(viewer, "mark", monkeypatch)
    with started(Broadcaster(viewer, poll=0.005)) as told:
        first = marks[0]
        assert counting.polled.wait(WAIT_S), "the watcher did not poll"
        assert marks[0] - first <= 1  # thirty polls, one look at the mark
        live_match.log(goal("12", H1, HOME, 10))
        assert told.changed.wait(WAIT_S), "the change was not seen"
        assert told.ids == [{live_match.id}]


def test_without_a_commit_counter_the_watcher_reads_the_mark_at_every_poll(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A counter that cannot be had (its connection refused) leaves the site as it was
    before it had one: the mark is read at every poll, and a change is still told."""
    if not live_match.url.startswith("sqlite"):
        pytest.skip("PostgreSQL notifies: nothing is polled")
    viewer = open_viewer(live_match.url)

    def refused() -> CommitCounter:
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(viewer, "commit_counter", refused)
    with started(Broadcaster(viewer, poll=0.005)) as told:
        live_match.log(goal("12", H1, HOME, 10))
        assert told.changed.wait(WAIT_S), "the change was not seen"


def test_a_change_whose_read_failed_is_read_again_and_told(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: the watcher kept the new change mark before it read the matches'
    revisions; when that read failed (a locked file), the next poll found the mark
    unchanged and the change was never told. The mark (and the commit count) are kept
    only once the revisions are read."""
    if not live_match.url.startswith("sqlite"):
        pytest.skip("PostgreSQL notifies: nothing is polled")
    viewer = open_viewer(live_match.url)
    revisions_counted = viewer.revisions_counted
    reads: list[int] = []

    def once_locked(ids: Iterable[int] | None = None) -> tuple[dict[int, int], dict[int, int]]:
        reads.append(1)
        if len(reads) == 2:  # the first read after the start: the goal's
            raise sqlite3.OperationalError("database is locked")
        return revisions_counted(ids)

    monkeypatch.setattr(viewer, "revisions_counted", once_locked)
    with started(Broadcaster(viewer, poll=0.005)) as told:
        live_match.log(goal("12", H1, HOME, 10))
        assert told.changed.wait(WAIT_S), "the change was not told after its read failed"
        assert told.ids == [{live_match.id}]
        assert len(reads) >= 3
