"""The snapshots all streams share: never one older than the last change seen."""

from __future__ import annotations

from typing import Any

from tracker.web.live import Snapshots


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
