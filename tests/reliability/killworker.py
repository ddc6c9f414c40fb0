"""A process that logs events at speed through the service, for the kill tests.

``python -m tests.reliability.killworker DB MATCH_ID`` opens the database as the app
does, prints ``ready``, then logs goals and missed penalties one after another and
prints each event's id once :meth:`MatchService.log` has returned (the commit is
done): every printed id is an event the user was shown as saved. It runs until killed.
"""

from __future__ import annotations

import sys

from tracker.core.match.events import Event, Goal, MissedPenalty
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services import MatchService
from tracker.services.changes import Change
from tracker.services.errors import ServiceError
from tracker.store.db import open_database


def main(db: str, match_id: int) -> None:
    """Log events on ``match_id`` until killed, printing each confirmed id."""
    service = MatchService(open_database(db, backups=3))
    state = service.state(match_id)
    pitch = {side: state.on_pitch(side) for side in Side}
    print("ready", flush=True)
    count = len(state.events)
    time = MatchTime(Period.FIRST_HALF, 10)
    while True:
        side = Side.HOME if count % 2 else Side.AWAY
        player = pitch[side][count % len(pitch[side])]
        if count % 7 == 3:
            event = MissedPenalty(time, side=side, player=player, saved=bool(count % 2))
        else:
            event = Goal(time, side=side, scorer=player)
        change = _log_meant(service, match_id, event)
        print(change.event.id if change.event else "?", flush=True)
        count += 1


def _log_meant(service: MatchService, match_id: int, event: Event) -> Change:
    """Log ``event``, which this worker means however many like it the other logged.

    The other process logged the same goal a moment ago: as the refusal says, logged
    again it is a second one. Each refusal names one such goal; the other process may
    have logged several (every event here is at one minute).
    """
    for _attempt in range(_ATTEMPTS):
        try:
            return service.log(match_id, event)
        except ServiceError as exc:
            if "in another window" not in str(exc):
                raise
    return service.log(match_id, event)


#: How many refusals naming the other process's entries one event may meet.
_ATTEMPTS = 100


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
