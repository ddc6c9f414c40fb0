"""Running subjects interleaved, so that a busy machine slows them all alike."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence


def interleave(
    runs: Sequence[Callable[[], float]],
    rounds: int,
    *,
    budget: float | None = None,
    least: int = 3,
) -> list[list[float]]:
    """Run each of ``runs`` once per round, ``rounds`` times; returns each one's values.

    Every call returns the value it measured. The order flips every round (A B, B A,
    …) so that neither subject always runs right after the other. With ``budget``
    (seconds) the rounds stop once it is spent, after at least ``least`` rounds.
    """
    values: list[list[float]] = [[] for _ in runs]
    started = time.perf_counter()
    for index in range(rounds):
        order = list(range(len(runs)))
        if index % 2:
            order.reverse()
        for which in order:
            values[which].append(runs[which]())
        spent = time.perf_counter() - started
        if budget is not None and index + 1 >= least and spent > budget:
            break
    return values


def timed(action: Callable[[], object]) -> Callable[[], float]:
    """A run that times ``action`` (wall clock, seconds)."""

    def run() -> float:
        start = time.perf_counter()
        action()
        return time.perf_counter() - start

    return run
