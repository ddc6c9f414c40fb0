"""The kill loop on both backends: SIGKILL a writer mid-run, nothing confirmed is lost.

It reuses the reliability suite's worker and kill helper (``tests/reliability``), which
runs the loop on an SQLite file; here the same loop runs on each backend of the
``db_url`` fixture (PostgreSQL when ``TRACKER_TEST_PG`` names a server). Bounded in an
ordinary run; ``TRACKER_ATTACK_KILLS=N`` runs N kills per backend.
"""

from __future__ import annotations

import os
import random
import sys
from collections import Counter

from tests.helpers.matches import demo_setup
from tests.reliability.test_kill import start_and_kill
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services import MatchService
from tracker.store.db import open_database

KILLS = int(os.environ.get("TRACKER_ATTACK_KILLS", "4"))


def _stored(url: str, match_id: int) -> list[int]:
    database = open_database(url, backups=0)
    try:
        _match, events = MatchService(database).load(match_id)
        return sorted(e.id for e in events if e.id is not None)
    finally:
        database.close()


def test_killed_writers_lose_nothing_confirmed(db_url: str) -> None:
    database = open_database(db_url, backups=0)
    service = MatchService(database)
    match = service.create(demo_setup())
    assert match.id is not None
    service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    database.close()
    rng = random.Random(20261203)
    confirmed: list[int] = []
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    for run in range(1, KILLS + 1):
        after = 0 if rng.random() < 0.2 else rng.randint(1, 30)
        confirmed += start_and_kill(
            ["tests.reliability.killworker", db_url, str(match.id)], after, env
        )
        stored = _stored(db_url, match.id)
        missing = set(confirmed) - set(stored)
        assert not missing, f"run {run}: confirmed events lost: {sorted(missing)}"
        unconfirmed = len(stored) - 1 - len(confirmed)
        if db_url.startswith("sqlite"):
            # At most one event per kill was committed but not yet printed. On a server
            # a busy machine has shown more (5 over 4 kills): never a confirmed event
            # lost, and those extra events are whole (they replay below).
            assert unconfirmed <= run
    database = open_database(db_url, backups=0)
    try:
        service = MatchService(database)
        _match, events = service.load(match.id)
        service.state(match.id)  # every stored event replays under the rules
    finally:
        database.close()
    assert max(Counter(e.seq for e in events).values()) == 1, "an event was stored twice"
    print(f"{KILLS} kills on {db_url.split(':')[0]}: {len(confirmed)} confirmed, all stored")
