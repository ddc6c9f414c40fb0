"""An award of a match whose log here was left short of full time for days.

Logged to England's goal at 55' on 1 June 2024 and never ended, the log is what the
library and the tables call unfinished: nobody logs it now, and the result it would
have reached is not known (the tables leave it out as "unfinished"). The league's
award of it was never stored, in either order, as if the log were in play: the match
stayed out of the tables for good. The award now stands for it, its log kept, and a
log taken on to full time replaces it, as for a match set up or abandoned.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_cli import run_here
from tests.test_cli_award_then_log import match_file
from tracker.core.match.events import MatchEnd, PeriodEnd
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.store.db import Database, open_database

LEAGUE = "Test League 2023/24"
DAY = "2024-06-01"
UNFINISHED = "log unfinished at 55'; the award stands"


def league_file(folder: Path) -> str:
    """The league's file: Argentina v England of 1 June 2024 awarded 0-3."""
    match = {
        "round": "Matchday 1", "date": DAY, "team1": "Argentina", "team2": "England",
        "score": {"ft": [0, 3]}, "status": "awarded",
    }  # fmt: skip
    path = folder / "2023-24" / "zz.1.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"name": LEAGUE, "matches": [match]}), "utf-8")
    return str(path)


def table(db: Database) -> list[tuple[str, int, int]]:
    edition = RecordsService(db).find_edition(LEAGUE)
    season = RecordsService(db).league_season(edition.id)
    assert season is not None
    return [(r.team, r.played, r.points) for r in season.tables[0].rows]


def listed(db: Database) -> list[tuple[str, str, str]]:
    return [(e.record, e.score, e.status) for e in MatchService(db).library()]


def imported(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> list[str]:
    done = run_here(capsys, "import", *args, db=db)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_an_award_of_a_match_whose_log_is_unfinished_stands_and_the_log_replaces_it_at_full_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cli.sqlite3"
    imported(capsys, path, match_file(tmp_path, "in play", DAY))
    said = imported(capsys, path, "--format", "openfootball", league_file(tmp_path))
    assert said[1:] == [
        "award: match 1 (2024-06-01 Argentina v England): 0-3 awarded: the log of the match "
        "logged here stopped short of full time days ago (unfinished), so it holds no result "
        "and the competition's award stands for it, in the tables too; its log is kept, and "
        "would replace the award if logged on to full time"
    ]
    db = open_database(path, backups=0)
    try:
        assert listed(db) == [("result", "0-3 (awarded)", UNFINISHED)]
        assert table(db) == [("England", 1, 3), ("Argentina", 1, 0)]
        # Logged on to full time after all: the log replaces the award.
        service = MatchService(db)
        service.log(1, PeriodEnd(MatchTime(Period.SECOND_HALF, 90)))
        end = service.log(1, MatchEnd(MatchTime(Period.SECOND_HALF, 90)))
        assert "in place of the competition's award, 0-3 (awarded)" in end.note
        assert listed(db) == [("logged", "0-1", "finished")]
        assert table(db) == [("England", 1, 3), ("Argentina", 1, 0)]
    finally:
        db.close()


def test_a_log_unfinished_imported_after_the_award_leaves_it_standing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cli.sqlite3"
    imported(capsys, path, "--format", "openfootball", league_file(tmp_path))
    assert imported(capsys, path, match_file(tmp_path, "in play", DAY)) == [
        "imported match 2",
        "  its log stopped short of full time days ago (unfinished), no result: the award "
        "Argentina 0-3 England (the imported result 1) stands for it, in the tables too; its "
        "log is kept, and replaces the award if logged on to full time",
    ]
    db = open_database(path, backups=0)
    try:
        assert listed(db) == [("result", "0-3 (awarded)", UNFINISHED)]
        assert table(db) == [("England", 1, 3), ("Argentina", 1, 0)]
    finally:
        db.close()


def test_an_award_pushed_where_its_log_is_unfinished_stands_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ours, league = tmp_path / "ours.sqlite3", tmp_path / "league.sqlite3"
    imported(capsys, ours, "--format", "openfootball", league_file(tmp_path))
    imported(capsys, league, match_file(tmp_path, "in play", DAY))
    done = run_here(capsys, "push", "1", "--to", str(league), db=ours)
    assert done.returncode == 0, done.stderr
    assert (
        "match 1 there is its log, stopped short of full time days ago (unfinished): the "
        "award Argentina 0-3 England stands for it there, in the tables too; its log is "
        "kept, and replaces the award if logged on to full time"
    ) in done.stderr
    db = open_database(league, backups=0)
    try:
        assert listed(db) == [("result", "0-3 (awarded)", UNFINISHED)]
    finally:
        db.close()


def test_show_and_the_sheet_of_an_award_whose_log_is_unfinished_say_the_award_stands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """They said "result stored; being logged" of a log nobody has logged for years."""
    path = tmp_path / "cli.sqlite3"
    imported(capsys, path, "--format", "openfootball", league_file(tmp_path))
    imported(capsys, path, match_file(tmp_path, "in play", DAY))
    shown = run_here(capsys, "show", "2", db=path).stdout.splitlines()
    assert shown[1] == (
        f"Test League – Matchday 1 ({UNFINISHED}; result awarded, not the score played)"
    )
    sheet = run_here(capsys, "export", "2", "-f", "txt", db=path).stdout
    assert "being logged" not in sheet
    assert "Log unfinished at 55'; the award stands until its log reaches full time" in sheet
    spanish = run_here(capsys, "--lang", "es", "show", "2", db=path).stdout.splitlines()
    assert "(registro inacabado en el 55'; vale la adjudicación; " in spanish[1], spanish


def test_a_result_not_awarded_whose_log_is_unfinished_is_not_said_to_be_being_logged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The league's file gives the match as played (2-1), and the log of it here stopped
    at 55' years ago: list, the library, show and its sheet said "result stored; being
    logged", though nobody logs it; the result stored stands, as for an award."""
    path = tmp_path / "cli.sqlite3"
    league = Path(league_file(tmp_path))
    data = json.loads(league.read_text("utf-8"))
    data["matches"][0]["score"] = {"ft": [2, 1]}
    del data["matches"][0]["status"]
    league.write_text(json.dumps(data), "utf-8")
    imported(capsys, path, "--format", "openfootball", str(league))
    imported(capsys, path, match_file(tmp_path, "in play", DAY))
    said = "log unfinished at 55'; the result stored stands"
    db = open_database(path, backups=0)
    try:
        assert listed(db) == [("result", "2-1", said)]
    finally:
        db.close()
    [line] = run_here(capsys, "list", db=path).stdout.splitlines()[1:]
    assert line.endswith(said), line
    shown = run_here(capsys, "show", "2", db=path).stdout.splitlines()
    assert shown[1] == f"Test League – Matchday 1 ({said})"
    sheet = run_here(capsys, "export", "2", "-f", "txt", db=path).stdout
    assert "being logged" not in sheet
    assert "Log unfinished at 55'; the result stored stands until its log reaches full time" in (
        sheet
    )
    german = run_here(capsys, "--lang", "de", "show", "2", db=path).stdout.splitlines()
    assert german[1].endswith("(Erfassung unvollendet bei 55'; das gespeicherte Ergebnis gilt)")
