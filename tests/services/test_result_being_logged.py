"""A result set up to be logged (Log this match…) says so in ``list`` and the library.

Before, while its log ran, the library and ``list`` still called it "finished, result
only — no line-ups": line-ups were set up and a log was running. Its stored score
stays shown until the log reaches full time (issue 19).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.beinglogged import start_with_demo_squads
from tests.helpers.matches import pid
from tests.services.test_results_import import _cup, _write
from tracker import cli
from tracker.core.match.events import Goal, MatchEnd, PeriodEnd, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import open_database

H1, H2 = Period.FIRST_HALF, Period.SECOND_HALF


def _status(setup: SetupService, match_id: int) -> tuple[str, str, str]:
    entry = next(e for e in setup.library_page(LibraryQuery(), 0, 50) if e.id == match_id)
    return entry.score, entry.status, entry.record


def test_a_result_being_logged_says_so_with_its_stored_score(
    db_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = open_database(db_url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
        setup, service = SetupService(db), MatchService(db)
        result = next(e.id for e in service.library() if (e.home, e.away) == ("Reds", "Blues"))
        other = next(e.id for e in service.library() if e.id != result and e.record == "result")
        assert _status(setup, result) == ("2-1", "finished, result only — no line-ups", "result")
        start_with_demo_squads(setup, result)
        set_up = "result stored; set up to be logged, nothing logged yet"
        assert _status(setup, result) == ("2-1", set_up, "result")
        service.log(result, PeriodStart(MatchTime(H1, 0)))
        logged = service.open(result).state.match
        scorer = pid(logged, "Lionel Messi")
        service.log(result, Goal(time=MatchTime(H1, 34), side=Side.HOME, scorer=scorer))
        being = "result stored; being logged, 34'"
        assert _status(setup, result) == ("2-1", being, "result")
        assert next(e for e in service.library() if e.id == result).status == being
        # A result nobody set up is still a result only.
        assert _status(setup, other)[1:] == ("finished, result only — no line-ups", "result")
        assert cli.main(["--db", db_url, "list"]) == 0
        line = next(x for x in capsys.readouterr().out.splitlines() if "Reds v Blues" in x)
        assert line.split()[-6:] == ["2-1", *being.split()], line
        assert cli.main(["--db", db_url, "show", str(result)]) == 0
        shown = capsys.readouterr().out.splitlines()
        assert shown[:2] == [
            "Reds 2-1, half-time 1-0 Blues  2030-06-01",
            "Test Cup 2030 – Group A (result stored; being logged)",
        ]
        # Half-time, then full time: the log replaces the stored result.
        service.log(result, PeriodEnd(MatchTime(H1, 45, 2)))
        assert _status(setup, result)[1] == "result stored; being logged, 45'+2"
        service.log(result, PeriodStart(MatchTime(H2, 45)))
        service.log(result, PeriodEnd(MatchTime(H2, 90)))
        service.log(result, MatchEnd(MatchTime(H2, 90)))
        assert _status(setup, result) == ("1-0", "finished", "logged")
    finally:
        db.close()


def test_a_new_match_of_a_results_fixture_is_that_result_being_logged(
    db_url: str, tmp_path: Path
) -> None:
    """A new match set up (not through Log this match…) for the day and teams of an
    imported result deleted that result at once: its 2-1 and scorers were gone before a
    minute was logged, and stayed gone if the log was given up."""
    import dataclasses
    import datetime as dt

    from tests.helpers.matches import demo_setup

    db = open_database(db_url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
        setup, service = SetupService(db), MatchService(db)
        demo = demo_setup()
        new = dataclasses.replace(
            demo,
            id=None,
            uuid=None,
            date=dt.date(2030, 6, 1),
            home=dataclasses.replace(demo.home, name="Reds"),
            away=dataclasses.replace(demo.away, name="Blues"),
        )
        created = setup.create_match(new)
        rows = [e for e in service.library() if {e.home, e.away} == {"Reds", "Blues"}]
        rows = [e for e in rows if e.date == "2030-06-01"]
        assert [(e.id, e.record) for e in rows] == [(created, "result")]  # counted once
        set_up = "result stored; set up to be logged, nothing logged yet"
        assert _status(setup, created) == ("2-1", set_up, "result")
        service.log(created, PeriodStart(MatchTime(H1, 0)))
        scorer = pid(service.open(created).state.match, "Lionel Messi")
        service.log(created, Goal(time=MatchTime(H1, 34), side=Side.HOME, scorer=scorer))
        assert _status(setup, created)[0] == "2-1"
        service.log(created, PeriodEnd(MatchTime(H1, 45)))
        service.log(created, PeriodStart(MatchTime(H2, 45)))
        service.log(created, PeriodEnd(MatchTime(H2, 90)))
        service.log(created, MatchEnd(MatchTime(H2, 90)))
        assert _status(setup, created) == ("1-0", "finished", "logged")
    finally:
        db.close()


@pytest.mark.parametrize("how", ["new match", "log this match"])
def test_a_result_set_up_the_other_way_round_keeps_its_score_on_its_teams(
    db_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], how: str
) -> None:
    """Reds 2-1 Blues set up as Blues v Reds kept "2-1" on its row: the list said
    "Blues v Reds 2-1", Blues the winners, and the scorers went to the other team."""
    import dataclasses
    import datetime as dt

    from tests.helpers.matches import demo_setup

    db = open_database(db_url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
        setup, service = SetupService(db), MatchService(db)
        found = next(e.id for e in service.library() if (e.home, e.away) == ("Reds", "Blues"))
        demo = demo_setup()
        turned = dataclasses.replace(
            demo,
            id=None,
            uuid=None,
            date=dt.date(2030, 6, 1),
            home=dataclasses.replace(demo.home, name="Blues"),
            away=dataclasses.replace(demo.away, name="Reds"),
        )
        if how == "new match":
            match_id = setup.create_match(turned)
        else:
            match_id = found
            setup.start_fixture(
                found, dataclasses.replace(setup.match(found), home=turned.home, away=turned.away)
            )
        assert _status(setup, match_id)[::2] == ("1-2", "result")
        assert cli.main(["--db", db_url, "show", str(match_id)]) == 0
        shown = capsys.readouterr().out
        assert shown.startswith("Blues 1-2, half-time 0-1 Reds  2030-06-01")
        assert cli.main(["--db", db_url, "check"]) == 0, capsys.readouterr().out
    finally:
        db.close()
