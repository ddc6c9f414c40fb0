"""A matchday on PostgreSQL, small: clients logging at once, windows hearing every event.

The benchmark (``python -m benchmarks matchday``) runs 50 clients and 200 windows; this
bounded run of the same code checks what it counts: every window hears every committed
event once (none lost, none twice), each client's events are all stored, and the
connections are seen. Skipped without a server (``TRACKER_TEST_PG``).
"""

from __future__ import annotations

import pytest

from benchmarks import matchday
from tests.helpers import postgres


@pytest.mark.postgresql
def test_every_window_hears_every_event_of_every_client_once() -> None:
    server = postgres.server_url()
    day = matchday.matchday(server, 3, 6, processes=2, events=12)
    assert (day.clients, day.watchers) == (3, 6)
    assert day.refused == 0
    assert day.events == 3 * 12
    assert (day.lost, day.duplicates) == (0, 0)
    # Each event was heard by all six windows, so each has its latency.
    assert len(day.latencies) == day.events
    # From the COMMIT sent: no window hears of an event before (none below zero).
    assert all(0 <= latency < 60 for latency in day.latencies)
    assert len(day.log_times) == day.events
    # Three clients, six listeners and two watcher processes were connected at once.
    assert day.connections >= 3 + 6 + 2
    assert day.server_connections >= day.connections
    assert day.checks > 0
    assert day.per_second > 0


def _logged(
    times: dict[int, list[float]],
) -> list[tuple[int, list[tuple[float, float, float]], int]]:
    """Each event begun 10 ms before its COMMIT was sent at ``t``, acknowledged 5 ms after."""
    return [
        (match_id, [(t - 0.01, t, t + 0.005) for t in sent], 0) for match_id, sent in times.items()
    ]


class _Sampled:
    peak = server_peak = 7
    max_connections = 100


def test_a_notice_missing_or_heard_twice_is_counted() -> None:
    logged = _logged({1: [1.0, 2.0], 2: [1.5]})
    every = {1: [1.1, 2.2], 2: [1.6]}
    missing = {1: [1.2], 2: [1.7]}  # the second event of match 1 never came
    twice = {1: [1.1, 2.1], 2: [1.6, 1.6]}
    day = matchday._figures(logged, [([every, missing], 3), ([twice], 1)], _Sampled(), 2, 3)  # type: ignore[arg-type]
    assert (day.lost, day.duplicates) == (1, 1)
    assert day.events == 3
    # An event counts in the latencies only when every window heard it.
    # From the COMMIT sent, not from its acknowledgement.
    assert day.latencies == pytest.approx([0.2, 0.2])
    assert day.checks == 4
    assert day.seconds == pytest.approx(2.005 - 0.99)
    assert day.log_times == pytest.approx([0.015] * 3)
