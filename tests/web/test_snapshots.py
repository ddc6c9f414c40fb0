"""The snapshots all streams share: never one older than the last change seen."""

from __future__ import annotations

import json
from typing import Any

from tracker.web.live import Snapshot, Snapshots


def test_a_read_overtaken_by_a_change_is_read_again() -> None:
    revisions = iter([1, 2, 2])
    snapshots: Snapshots

    def read(match_id: int, language: str) -> dict[str, Any]:
        revision = next(revisions)
        if revision == 1:
            snapshots.refresh({match_id})  # the match changes while it is read
        return {"id": match_id, "revision": revision, "events": []}

    snapshots = Snapshots(read)
    found = snapshots.get(7, "en")
    assert found is not None and found.revision == "2"
    kept, again = snapshots.peek(7, "en")
    assert kept and again is found


def test_a_kept_snapshot_is_refreshed_on_a_change_and_shared() -> None:
    reads: list[int] = []
    revision = {"now": 1}

    def read(match_id: int, language: str) -> dict[str, Any]:
        reads.append(match_id)
        return {"id": match_id, "revision": revision["now"], "events": [{"minute": "1'"}]}

    snapshots = Snapshots(read)
    first = snapshots.get(3, "de")
    assert first is not None and snapshots.get(3, "de") is first
    revision["now"] = 2
    snapshots.refresh({3, 4})  # 4 was never asked for: nothing to read
    assert reads == [3, 3]
    kept, found = snapshots.peek(3, "de")
    assert kept and found is not None and found.revision == "2"
    assert '"events"' in found.full and '"events"' not in found.brief


def test_a_snapshot_without_events_is_written_once() -> None:
    """A page's article (or a result) is held once as JSON, not twice."""
    found = Snapshot.of({"revision": 1, "html": "<article>…</article>"})
    assert found.brief is found.full
    assert json.loads(found.full) == {"revision": 1, "html": "<article>…</article>"}


def _counted(reads: list[tuple[int, str]]) -> Snapshots:
    def read(match_id: int, language: str) -> dict[str, Any]:
        reads.append((match_id, language))
        return {"revision": 2, "html": "<article>read</article>"}

    return Snapshots(read)


def test_an_offered_snapshot_is_taken_instead_of_read() -> None:
    """A page's drawing serves its stream; another language is read on its own."""
    reads: list[tuple[int, str]] = []
    snapshots = _counted(reads)
    seen = snapshots.seen(5)
    offered = snapshots.offer(5, "en", {"revision": 1, "html": "<article>page</article>"}, seen)
    assert snapshots.peek(5, "en") == (False, None)  # offered, not yet kept
    assert snapshots.get(5, "en") is offered
    assert snapshots.peek(5, "en") == (True, offered)  # kept now: refreshed on a change
    found = snapshots.get(5, "de")
    assert reads == [(5, "de")] and found is not None and "read" in found.full
    snapshots.refresh({5})
    assert reads == [(5, "de"), (5, "en"), (5, "de")]


def test_an_offer_overtaken_by_a_change_is_not_taken() -> None:
    """A change seen after the page began its read: the stream reads the match again."""
    reads: list[tuple[int, str]] = []
    snapshots = _counted(reads)
    seen = snapshots.seen(5)
    snapshots.refresh({5})  # the match changes while the page reads it
    snapshots.offer(5, "en", {"revision": 1, "html": "<article>page</article>"}, seen)
    found = snapshots.get(5, "en")
    assert reads == [(5, "en")] and found is not None and found.revision == "2"
    # Offered before the change, the change seen before the stream takes it: the same.
    seen = snapshots.seen(6)
    snapshots.offer(6, "en", {"revision": 1, "html": "<article>page</article>"}, seen)
    snapshots.refresh({6})
    found = snapshots.get(6, "en")
    assert reads == [(5, "en"), (6, "en")] and found is not None and found.revision == "2"


def test_offers_without_a_stream_are_bounded() -> None:
    """Pages drawn for a crawler (no stream takes them): only the newest are held."""
    reads: list[tuple[int, str]] = []
    snapshots = _counted(reads)
    for match_id in range(1, Snapshots.OFFERS + 11):
        snapshots.offer(match_id, "en", {"revision": 1, "html": ""}, snapshots.seen(match_id))
    assert len(snapshots._offered) == Snapshots.OFFERS
    snapshots.get(1, "en")  # dropped long ago: read
    snapshots.get(Snapshots.OFFERS + 10, "en")  # the newest: taken
    assert reads == [(1, "en")]
