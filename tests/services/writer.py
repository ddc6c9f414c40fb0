"""A second (third, fourth…) client writing to a match, for the concurrency tests.

``python -m tests.services.writer flood URL MATCH WORKER COUNT`` logs ``COUNT`` events
through :meth:`MatchService.log` — goals mostly, some cards and substitutions — as a
secretary would, from the state each change returns (so it is often stale: the other
writers move the match on meanwhile). ``python -m tests.services.writer race URL MATCH
SIDE OFF ON MINUTE MODE`` makes one substitution. ``MODE`` is ``remembered`` (the state
is read before the start, so the write checks against a state the rival may make
stale) or ``fresh`` (nothing is known before the write).

Both print ``ready`` once the database is open, wait for a line on stdin (the start
signal, so that the clients really write at once), print ``go`` and then, when done,
one line of JSON: the ids of the stored events, the reasons of the refusals, and the
seconds taken. Anything but a refusal (a :class:`ServiceError`) ends the process with
the traceback on stderr: a lost race must never show as an error.
"""

from __future__ import annotations

import json
import sys
import time

from tracker.core.match.events import Card, CardKind, Event, Goal, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import open_database


def _event(state: MatchState, worker: int, i: int, count: int) -> Event:
    """The ``i``-th event of ``worker``: the clock runs through the first half."""
    side = Side.HOME if (i + worker) % 2 else Side.AWAY
    at = MatchTime(Period.FIRST_HALF, 1 + (i * 44) // count)
    on_pitch = state.on_pitch(side)
    if i % 25 == 7 and state.side(side).bench:
        off = on_pitch[(i + worker) % len(on_pitch)]
        return Substitution(at, side=side, off=off, on=state.side(side).bench[0])
    if i % 50 == 3:
        player = on_pitch[(i * 7 + worker) % len(on_pitch)]
        return Card(at, side=side, player=player, card=CardKind.YELLOW)
    return Goal(at, side=side, scorer=on_pitch[(i + worker) % len(on_pitch)])


def flood(url: str, match_id: int, worker: int, count: int) -> dict[str, object]:
    """Log ``count`` events; a refusal reads the match again and goes on."""
    service = MatchService(open_database(url, backups=0))
    state = service.state(match_id)
    _wait_for_start()
    stored: list[int] = []
    refused: list[str] = []
    began = time.perf_counter()
    for i in range(count):
        try:
            change = service.log(match_id, _event(state, worker, i, count))
        except ServiceError as exc:
            refused.append(str(exc))
            state = service.state(match_id)
            continue
        assert change.event is not None and change.event.id is not None
        stored.append(change.event.id)
        state = change.state
    seconds = time.perf_counter() - began
    service.db.close()
    return {"stored": stored, "refused": refused, "seconds": seconds}


def race(url: str, match_id: int, event: Substitution, mode: str) -> dict[str, object]:
    """Make one substitution at the start signal."""
    service = MatchService(open_database(url, backups=0))
    if mode == "remembered":
        service.state(match_id)
    _wait_for_start()
    began = time.perf_counter()
    try:
        change = service.log(match_id, event)
    except ServiceError as exc:
        result: dict[str, object] = {"stored": [], "refused": [str(exc)]}
    else:
        assert change.event is not None
        result = {"stored": [change.event.id], "refused": []}
    result["seconds"] = time.perf_counter() - began
    service.db.close()
    return result


def _wait_for_start() -> None:
    print("ready", flush=True)
    sys.stdin.readline()
    print("go", flush=True)


def main(argv: list[str]) -> None:
    """Run the mode named first in ``argv``; print its outcome as JSON."""
    mode, url, match_id = argv[0], argv[1], int(argv[2])
    if mode == "flood":
        outcome = flood(url, match_id, int(argv[3]), int(argv[4]))
    else:
        side = Side(argv[3])
        at = MatchTime(Period.FIRST_HALF, int(argv[6]))
        event = Substitution(at, side=side, off=int(argv[4]), on=int(argv[5]))
        outcome = race(url, match_id, event, argv[7])
    print(json.dumps(outcome), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
