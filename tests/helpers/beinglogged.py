"""A cup's imported result set up to be logged ("Log this match…"), a goal logged on it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from tests.helpers.matches import demo_setup, pid
from tests.services.test_results_import import _cup, _write
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.services.setup import SetupService
from tracker.store.db import Database


def reds_blues_being_logged(db: Database, folder: Path) -> int:
    """The test cup's results imported from ``folder``, then Reds v Blues (1 June 2030,
    an imported result) set up with the demo's squads and logged to Messi's goal at 34'
    of the first half; its match id."""
    ResultsService(db).import_files([_write(folder / "2030", _cup())])
    service = MatchService(db)
    result = set_up_reds_blues(db)
    service.log(result, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    scorer = pid(service.open(result).state.match, "Lionel Messi")
    service.log(result, Goal(time=MatchTime(Period.FIRST_HALF, 34), side=Side.HOME, scorer=scorer))
    return result


def set_up_reds_blues(db: Database) -> int:
    """The imported Reds v Blues (a result or a fixture) set up to be logged with the
    demo's squads under the cup's team names; its match id."""
    service = MatchService(db)
    found = next(e.id for e in service.library() if (e.home, e.away) == ("Reds", "Blues"))
    start_with_demo_squads(SetupService(db), found)
    return found


def start_with_demo_squads(setup: SetupService, match_id: int) -> Match:
    """Set the stored fixture or result ``match_id`` up to be logged with the demo's
    squads under its own team names; the match as set up."""
    match, demo = setup.match(match_id), demo_setup()
    home = dataclasses.replace(demo.home, name=match.home.name)
    away = dataclasses.replace(demo.away, name=match.away.name)
    ready = dataclasses.replace(match, home=home, away=away)
    setup.start_fixture(match_id, ready)
    return ready
