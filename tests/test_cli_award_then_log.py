"""A league file's award stored first, then a match file of that match imported.

The other order of :mod:`tests.services.test_award_of_a_match_being_logged`: the
award was in the library (Argentina 0-3 England, awarded) when ``import match.json``
brought a log of the match. A log at full time replaced it saying only "in place of
the imported result 1"; a log in play kept the award standing until full time, the
opposite of the rule for the other order. Now the same rule holds, and the award is
named: a log in play or at full time stands, the award goes; a log set up with nothing
logged, or abandoned, leaves the award standing, its log kept.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.today import fix_today
from tests.services.test_award_of_a_match_being_logged import league_file, listed, table
from tests.test_cli import run_here
from tracker.cli import demo_text
from tracker.core.files import matchfile
from tracker.core.match.events import MatchAbandoned, MatchEnd, PeriodEnd
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.store.db import Database, open_database

SECOND = Period.SECOND_HALF
AWARD = "the award Argentina 0-3 England (the imported result 1)"


def match_file(folder: Path, how: str, date: str = "2030-06-01") -> str:
    """The demo as a match file of Argentina v England of 1 June 2030 (or ``date``) in
    the league: logged to full time (2-1), to England's goal at 55' (in play), set up
    with nothing logged, or abandoned at 60'."""
    data = json.loads(demo_text())
    data["match"].update(competition="Test League", stage="Matchday 1", date=date)
    events = data["events"]
    if how == "set up":
        data["events"] = []
    elif how == "in play":
        data["events"] = events[:4]
    elif how == "abandoned":
        data["events"] = events[:4]
        match, logged = matchfile.loads(json.dumps(data))
        ended = MatchAbandoned(MatchTime(SECOND, 60), reason="crowd trouble")
        data = json.loads(matchfile.dumps(match, [*logged, ended]))
    path = folder / f"{how}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.fixture
def award_stored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> Path:
    """A library holding the league's award of Argentina v England (match 1), on the
    match's day (a log short of full time is in play on it, unfinished two days after)."""
    fix_today(monkeypatch, dt.date(2030, 6, 1))
    db = tmp_path / "cli.sqlite3"
    done = run_here(
        capsys, "import", "--format", "openfootball", league_file(tmp_path, awarded=True), db=db
    )
    assert done.returncode == 0, done.stderr
    return db


def opened(path: Path) -> Iterator[Database]:
    database = open_database(path, backups=0)
    try:
        yield database
    finally:
        database.close()


@pytest.mark.parametrize(
    ("how", "said", "shown", "counted"),
    [
        (
            "full time",
            f"its log reached full time: it replaces {AWARD} in the library, the tables and "
            "the record books",
            ("logged", "2-1", "finished"),
            [("Argentina", 1, 3), ("England", 1, 0)],
        ),
        (
            "in play",
            "its log is in play, short of full time: it stands for the match, not the award "
            "Argentina 0-3 England (the imported result 1, no longer stored), and counts in "
            "the tables from full time",
            ("logged", "0-1", "live"),
            [("Argentina", 0, 0), ("England", 0, 0)],
        ),
        (
            "set up",
            f"nothing is logged on it yet: {AWARD} stands for it, in the tables too; its log "
            "replaces the award at full time",
            ("result", "0-3 (awarded)", "result stored; set up to be logged, nothing logged yet"),
            [("England", 1, 3), ("Argentina", 1, 0)],
        ),
        (
            "abandoned",
            f"its log was abandoned, its score then no result: {AWARD} stands for it, in the "
            "tables too; its log is kept as logged",
            ("result", "0-3 (awarded)", "abandoned at 60'; the award stands"),
            [("England", 1, 3), ("Argentina", 1, 0)],
        ),
    ],
)
def test_a_match_file_imported_after_the_award_meets_it_by_the_same_rule(
    award_stored: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    how: str,
    said: str,
    shown: tuple[str, ...],
    counted: list[tuple[str, int, int]],
) -> None:
    done = run_here(capsys, "import", match_file(tmp_path, how), db=award_stored)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["imported match 2", f"  {said}"]
    for db in opened(award_stored):
        assert listed(db, 2)[: len(shown)] == shown
        assert table(db) == counted
        assert [e.id for e in MatchService(db).library()] == [2]


def test_a_log_in_play_in_place_of_the_award_is_the_award_said_again_by_its_file(
    award_stored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The league file read again finds the log by the award's key and says the award,
    the log standing, as when the log came first; at full time the log counts."""
    assert run_here(capsys, "import", match_file(tmp_path, "in play"), db=award_stored).stdout
    path = league_file(tmp_path, awarded=True)
    again = run_here(capsys, "import", "--format", "openfootball", path, db=award_stored)
    assert again.stdout.splitlines()[1:] == [
        "differs: match 2 (2030-06-01 Argentina v England): score: Argentina 0-1 England so "
        "far here, its log short of full time; Argentina 0-3 England awarded in the file; "
        "the match logged here stands, not the award, and counts in the tables from full time"
    ]
    for db in opened(award_stored):
        service = MatchService(db)
        for event in (PeriodEnd(MatchTime(SECOND, 90)), MatchEnd(MatchTime(SECOND, 90))):
            assert service.log(2, event).note == ""
        assert listed(db, 2) == ("logged", "0-1", "finished")
        assert table(db) == [("England", 1, 3), ("Argentina", 1, 0)]


def test_a_result_not_awarded_standing_for_an_abandoned_log_is_listed_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A score the league gives (played again, say) stands for the match abandoned here."""
    db = tmp_path / "cli.sqlite3"
    path = Path(league_file(tmp_path, awarded=True))
    data = json.loads(path.read_text("utf-8"))
    data["matches"][0]["score"] = {"ft": [2, 1]}
    del data["matches"][0]["status"]
    path.write_text(json.dumps(data), "utf-8")
    assert run_here(capsys, "import", "--format", "openfootball", str(path), db=db).returncode == 0
    assert run_here(capsys, "import", match_file(tmp_path, "abandoned"), db=db).returncode == 0
    [line] = run_here(capsys, "list", db=db).stdout.splitlines()[1:]
    assert " 2-1 " in line and line.endswith("abandoned at 60'; the result stored stands"), line
    # show and the sheet say so too, where they said "result stored; being logged".
    shown = run_here(capsys, "show", "2", db=db).stdout.splitlines()
    assert shown[1] == "Test League – Matchday 1 (abandoned at 60'; the result stored stands)"
    sheet = run_here(capsys, "export", "2", "-f", "txt", db=db).stdout
    assert "Abandoned at 60'; the result stored stands, and its log is kept" in sheet


def test_show_says_of_an_award_its_abandoned_log_left_standing_what_the_library_says(
    award_stored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``show`` of the award a log abandoned at 60' left standing said "result stored;
    being logged", though nobody logs it and its log never reaches full time."""
    path = match_file(tmp_path, "abandoned")
    assert run_here(capsys, "import", path, db=award_stored).returncode == 0
    shown = run_here(capsys, "show", "2", db=award_stored).stdout.splitlines()
    assert shown[:2] == [
        "Argentina 0-3 England  2030-06-01",
        "Test League – Matchday 1 (abandoned at 60'; the award stands; result awarded, not "
        "the score played)",
    ]
    german = run_here(capsys, "--lang", "de", "show", "2", db=award_stored).stdout.splitlines()
    assert "(abgebrochen bei 60'; die Wertung am grünen Tisch gilt; " in german[1], german
    sheet = run_here(capsys, "export", "2", "-f", "txt", db=award_stored).stdout
    assert "being logged" not in sheet
    assert "Abandoned at 60'; the award stands, and its log is kept" in sheet
