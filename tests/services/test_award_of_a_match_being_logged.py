"""A league file's award of a match being logged here is said, and the log stands.

A match kicked off and logged here short of full time, then imported from the
competition's file as awarded (0-3): the import stored the award for it, until its
log reached full time and replaced it, so the award went unsaid and the table moved
from the award's result to the log's. The log is the record of a match logged here,
whatever its stage: the award is said, as for a match logged to full time, and never
stored over the log. Where the log holds no result (set up, nothing logged yet; or
abandoned) the award stands, the log kept, and logging it says the log replaces it.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from tests.helpers.beinglogged import start_with_demo_squads
from tests.helpers.matches import demo_setup, pid
from tests.helpers.today import fix_today
from tracker.app import demo_text
from tracker.core.match.events import Goal, MatchAbandoned, MatchEnd, PeriodEnd, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService, describe_report
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database

LEAGUE = "Test League 2029/30"
WHERE = "2030-06-01 Argentina v England"
FIRST, SECOND = Period.FIRST_HALF, Period.SECOND_HALF


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "league.sqlite3", backups=0)
    yield database
    database.close()


def league_file(folder: Path, *, awarded: bool) -> str:
    """The league's file of Argentina v England (1 June 2030): a fixture, or awarded 0-3."""
    match: dict[str, Any] = {
        "round": "Matchday 1", "date": "2030-06-01", "team1": "Argentina", "team2": "England",
    }  # fmt: skip
    if awarded:
        match.update(score={"ft": [0, 3]}, status="awarded")
    path = folder / "2029-30" / "zz.1.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"name": LEAGUE, "matches": [match]}), "utf-8")
    return str(path)


def set_up(db: Database, folder: Path, how: str) -> int:
    """Argentina v England set up to be logged, nothing logged yet: a match file with
    line-ups only, or the league's fixture set up ("Set up…")."""
    if how == "logged here":
        data = json.loads(demo_text())
        data["match"].update(competition="Test League", stage="Matchday 1", date="2030-06-01")
        data["events"] = []
        return MatchService(db).import_text(json.dumps(data))
    ResultsService(db).import_files([league_file(folder, awarded=False)])
    [fixture] = [e.id for e in MatchService(db).library()]
    start_with_demo_squads(SetupService(db), fixture)
    return fixture


def kick_off(db: Database, match_id: int) -> None:
    """Kick-off, and Messi's goal at 34': Argentina 1-0 England."""
    service = MatchService(db)
    service.log(match_id, PeriodStart(MatchTime(FIRST, 0)))
    messi = pid(demo_setup(), "Lionel Messi")
    service.log(match_id, Goal(time=MatchTime(FIRST, 34), side=Side.HOME, scorer=messi))


def to_full_time(db: Database, match_id: int) -> list[str]:
    """The log on to full time (Argentina 1-0 England): the notes its events gave."""
    service = MatchService(db)
    notes = []
    for event in (
        PeriodEnd(MatchTime(FIRST, 45)),
        PeriodStart(MatchTime(SECOND, 45)),
        PeriodEnd(MatchTime(SECOND, 90)),
        MatchEnd(MatchTime(SECOND, 90)),
    ):
        notes.append(service.log(match_id, event).note)
    return [n for n in notes if n]


def listed(db: Database, match_id: int) -> tuple[str, str, str]:
    """The library's line of the match: its record, score and status."""
    [entry] = [e for e in MatchService(db).library() if e.id == match_id]
    return entry.record, entry.score, entry.status


def table(db: Database) -> list[tuple[str, int, int]]:
    """The league's table: each team's games played and points."""
    edition = RecordsService(db).find_edition(LEAGUE)
    season = RecordsService(db).league_season(edition.id)
    assert season is not None
    return [(r.team, r.played, r.points) for r in season.tables[0].rows]


def events(db: Database, match_id: int) -> list[Any]:
    with db.reading() as session:
        return session.execute(
            text(f"SELECT * FROM event WHERE match_id = {match_id} ORDER BY id")
        ).all()


@pytest.mark.parametrize("how", ["logged here", "its fixture set up"])
def test_an_award_of_a_match_in_play_is_said_and_its_log_stands_to_full_time(
    db: Database, tmp_path: Path, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fix_today(monkeypatch, dt.date(2030, 6, 1))  # logged on its day: in play, not unfinished
    match_id = set_up(db, tmp_path, how)
    kick_off(db, match_id)
    before = events(db, match_id)
    assert listed(db, match_id) == ("logged", "1-0", "live")

    report = ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    said = (
        f"match {match_id} ({WHERE}): score: Argentina 1-0 England so far here, its log "
        "short of full time; Argentina 0-3 England awarded in the file; the match logged "
        "here stands, not the award, and counts in the tables from full time"
    )
    assert report.differences == [said]
    assert report.behind == []
    assert f"differs: {said}" in describe_report(report)
    assert listed(db, match_id) == ("logged", "1-0", "live")
    assert events(db, match_id) == before
    assert table(db) == [("Argentina", 0, 0), ("England", 0, 0)]

    # Full time: nothing replaced, the log's result counted; the award said again.
    assert to_full_time(db, match_id) == []
    assert listed(db, match_id) == ("logged", "1-0", "finished")
    assert table(db) == [("Argentina", 1, 3), ("England", 1, 0)]
    again = ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    assert again.differences == [
        f"match {match_id} ({WHERE}): score: Argentina 1-0 England here, Argentina 0-3 "
        "England awarded in the file; the score logged here stands, in the tables too"
    ]
    assert listed(db, match_id) == ("logged", "1-0", "finished")


@pytest.mark.parametrize("how", ["logged here", "its fixture set up"])
def test_an_award_of_a_match_set_up_stands_and_its_log_says_it_replaces_it(
    db: Database, tmp_path: Path, how: str
) -> None:
    """Nothing logged on it, the match set up has no result of its own: the award
    stands for it (the table counts it), its line-ups kept; logging it then says, at
    kick-off and at full time, that the log replaces the award."""
    match_id = set_up(db, tmp_path, how)
    assert listed(db, match_id)[0] == "logged"

    report = ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    assert report.awarded == [f"match {match_id} ({WHERE}): 0-3 awarded"]
    assert report.differences == report.behind == []
    assert (
        f"award: match {match_id} ({WHERE}): 0-3 awarded: nothing is logged on the match "
        "set up here, so the competition's award stands for it, in the tables too; a log "
        "of it would replace the award at full time"
    ) in describe_report(report)
    assert listed(db, match_id)[:2] == ("result", "0-3 (awarded)")
    assert table(db) == [("England", 1, 3), ("Argentina", 1, 0)]
    assert len(SetupService(db).match(match_id).home.squad) > 0
    again = ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    assert (again.unchanged, again.awarded, again.differences) == (1, [], [])

    # Logged after all: said at kick-off, and at full time, where the log replaces it.
    service = MatchService(db)
    started = service.log(match_id, PeriodStart(MatchTime(FIRST, 0)))
    assert started.note == (
        "Argentina v England: the competition's award, 0-3 (awarded), stands for this "
        "match until its log reaches full time; the log then replaces the award, in the "
        "tables and the record books"
    )
    messi = pid(demo_setup(), "Lionel Messi")
    goal = service.log(match_id, Goal(time=MatchTime(FIRST, 34), side=Side.HOME, scorer=messi))
    assert goal.note == ""
    assert table(db) == [("England", 1, 3), ("Argentina", 1, 0)]
    assert to_full_time(db, match_id) == [
        "full time: the logged events now stand for this match in the library, the "
        "tables and the record books, in place of the competition's award, 0-3 (awarded)"
    ]
    assert listed(db, match_id) == ("logged", "1-0", "finished")
    assert table(db) == [("Argentina", 1, 3), ("England", 1, 0)]
    # The file read again says its award, the log standing.
    assert ResultsService(db).import_files([league_file(tmp_path, awarded=True)]).differences


@pytest.mark.parametrize("how", ["logged here", "its fixture set up"])
def test_an_award_of_a_match_abandoned_here_stands_and_its_log_is_kept(
    db: Database, tmp_path: Path, how: str
) -> None:
    """Abandoned at 60', its score then no result: the award stands for it, in the
    tables, and its log is kept as logged."""
    match_id = set_up(db, tmp_path, how)
    kick_off(db, match_id)
    service = MatchService(db)
    service.log(match_id, PeriodEnd(MatchTime(FIRST, 45)))
    service.log(match_id, PeriodStart(MatchTime(SECOND, 45)))
    service.log(match_id, MatchAbandoned(MatchTime(SECOND, 60), reason="crowd trouble"))
    before = events(db, match_id)
    assert listed(db, match_id) == ("logged", "1-0", "abandoned")

    report = ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    assert report.awarded_abandoned == [f"match {match_id} ({WHERE}): 0-3 awarded"]
    assert report.differences == report.behind == report.awarded == []
    assert (
        f"award: match {match_id} ({WHERE}): 0-3 awarded: the match logged here was "
        "abandoned, its score then no result, so the competition's award stands for it, in "
        "the tables too; its log is kept as logged"
    ) in describe_report(report)
    assert listed(db, match_id) == ("result", "0-3 (awarded)", "abandoned at 60'; the award stands")
    assert table(db) == [("England", 1, 3), ("Argentina", 1, 0)]
    assert events(db, match_id) == before
    assert service.open(match_id).state.abandoned is not None
    again = ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    assert (again.unchanged, again.awarded_abandoned, again.differences) == (1, [], [])
