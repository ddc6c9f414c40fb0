"""The kill loops on both backends: SIGKILL a writer or the window mid-run, nothing lost.

They reuse the reliability suite's workers and kill helper (``tests/reliability``),
which run the loops on an SQLite file; here the same loops run on each backend of the
``db_url`` fixture (PostgreSQL when ``TRACKER_TEST_PG`` names a server). Bounded in an
ordinary run (:data:`KILLS`, :data:`WINDOW_KILLS`); a thorough run
(``TRACKER_ATTACK_EXAMPLES`` set) makes the full counts, and ``TRACKER_ATTACK_KILLS=N``
runs N kills per loop and backend.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

from tests.helpers.matches import demo_setup
from tests.reliability.test_kill import start_and_kill
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services import MatchService
from tracker.store.db import open_database

_THOROUGH = bool(os.environ.get("TRACKER_ATTACK_EXAMPLES"))
_ASKED = os.environ.get("TRACKER_ATTACK_KILLS", "")
#: Kills of the service's writer per backend: 3 in an ordinary run, 25 thorough.
KILLS = int(_ASKED) if _ASKED.isdigit() else (25 if _THOROUGH else 3)
#: Kills of the real window per backend: 3 in an ordinary run, 8 thorough.
WINDOW_KILLS = int(_ASKED) if _ASKED.isdigit() else (8 if _THOROUGH else 3)
#: How long one kill run may take (a worker that hangs fails the loop, never the CI).
RUN_LIMIT_S = 30


def _prepare(url: str) -> int:
    database = open_database(url, backups=0)
    try:
        service = MatchService(database)
        match = service.create(demo_setup())
        assert match.id is not None
        service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
        return match.id
    finally:
        database.close()


def _stored(url: str, match_id: int) -> list[int]:
    database = open_database(url, backups=0)
    try:
        _match, events = MatchService(database).load(match_id)
        return sorted(e.id for e in events if e.id is not None)
    finally:
        database.close()


def _kill_loop(url: str, kills: int, worker: list[str], most: int, seed: int) -> list[int]:
    """``kills`` runs of ``worker`` (a module and its arguments after the URL and match),
    each killed after up to ``most`` confirmed events; every confirmed id."""
    match_id = _prepare(url)
    rng = random.Random(seed)
    confirmed: list[int] = []
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "QT_QPA_PLATFORM": "offscreen"}
    for run in range(1, kills + 1):
        after = 0 if rng.random() < 0.2 else rng.randint(1, most)
        started = time.monotonic()
        confirmed += start_and_kill([worker[0], url, str(match_id), *worker[1:]], after, env)
        assert time.monotonic() - started < RUN_LIMIT_S, f"run {run} took too long"
        stored = _stored(url, match_id)
        missing = set(confirmed) - set(stored)
        assert not missing, f"run {run}: confirmed events lost: {sorted(missing)}"
        # At most one event per kill was committed but not yet shown when it landed.
        assert len(stored) - 1 - len(confirmed) <= run, f"run {run}: more than one in flight"
    database = open_database(url, backups=0)
    try:
        service = MatchService(database)
        _match, events = service.load(match_id)
        service.state(match_id)  # every stored event replays under the rules
    finally:
        database.close()
    assert max(Counter(e.seq for e in events).values()) == 1, "an event was stored twice"
    return confirmed


def test_killed_writers_lose_nothing_confirmed(db_url: str) -> None:
    confirmed = _kill_loop(db_url, KILLS, ["tests.reliability.killworker"], 30, 20261203)
    print(f"{KILLS} kills on {db_url.split(':')[0]}: {len(confirmed)} confirmed, all stored")


def test_killed_window_loses_nothing_shown(db_url: str, tmp_path: Path) -> None:
    """The real window logging through quick entry, killed: every event it showed is stored."""
    worker = ["tests.reliability.guiworker", str(tmp_path / "settings.ini")]
    shown = _kill_loop(db_url, WINDOW_KILLS, worker, 25, 20261204)
    print(f"{WINDOW_KILLS} window kills on {db_url.split(':')[0]}: {len(shown)} shown, all stored")
    assert shown, "the window showed no event in any run"
