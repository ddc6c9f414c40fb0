"""An award and a log of the same match meeting on a push or a copy, in both orders.

The rule of an import holds where a library is sent: a log in play or at full time
stands for the match and the award is said, never stored over it; a log set up with
nothing logged, or abandoned, leaves the award standing, its log kept. A push of our
award to a log in play there stored it over that log, until full time; a push of our
log in play where the award was said "its log reached full time", and nothing named
the award; a copy said nothing of it but a count.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tests.helpers.today import fix_today
from tests.services.test_award_of_a_match_being_logged import league_file, listed
from tests.test_cli import run_here
from tests.test_cli_award_then_log import match_file
from tracker.services.matches import MatchService
from tracker.store.db import open_database

AWARD = "the award Argentina 0-3 England"

#: Our award pushed where a log of its match is (match 1 there): what is said, and how
#: the match there is listed.
AWARD_SENT = {
    "full time": (
        f"match 1 there is its log, at full time: it stands for the match, not {AWARD}, "
        "which is not stored there",
        ("logged", "2-1", "finished"),
    ),
    "in play": (
        f"match 1 there is its log, in play: it stands for the match, not {AWARD}, which is "
        "not stored there; the log counts in the tables from full time",
        ("logged", "0-1", "live"),
    ),
    "set up": (
        f"match 1 there is its log, nothing logged on it yet: {AWARD} stands for it there, "
        "in the tables too; its log replaces the award at full time",
        ("result", "0-3 (awarded)", "result stored; set up to be logged, nothing logged yet"),
    ),
    "abandoned": (
        f"match 1 there is its log, abandoned: {AWARD} stands for it there, in the tables "
        "too; its log is kept as logged",
        ("result", "0-3 (awarded)", "abandoned at 60'; the award stands"),
    ),
}

#: Our log pushed where the award is (match 1 there; ours becomes match 2 there).
LOG_SENT = {
    "full time": (
        f"its log reached full time: it replaces {AWARD} there (the imported result 1) in "
        "the library, the tables and the record books",
        ("logged", "2-1", "finished"),
    ),
    "in play": (
        f"its log is in play, short of full time: it stands for the match there, not {AWARD} "
        "(the imported result 1 there, no longer stored), and counts in the tables from "
        "full time",
        ("logged", "0-1", "live"),
    ),
    "set up": (
        f"nothing is logged on it yet: {AWARD} there (the imported result 1) stands for it, "
        "in the tables too; its log replaces the award at full time",
        ("result", "0-3 (awarded)", "result stored; set up to be logged, nothing logged yet"),
    ),
    "abandoned": (
        f"its log was abandoned, its score then no result: {AWARD} there (the imported "
        "result 1) stands for it, in the tables too; its log is kept as logged",
        ("result", "0-3 (awarded)", "abandoned at 60'; the award stands"),
    ),
}


@pytest.fixture
def two(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """Our library and the league's, both empty, on Argentina v England's day (a log
    short of full time is in play on it, unfinished two days after)."""
    fix_today(monkeypatch, dt.date(2030, 6, 1))
    return tmp_path / "ours.sqlite3", tmp_path / "league.sqlite3"


def fill(capsys: pytest.CaptureFixture[str], tmp_path: Path, db: Path, what: str) -> None:
    """``db`` given the league file's award of Argentina v England, or a log of it."""
    if what == "award":
        args = ["import", "--format", "openfootball", league_file(tmp_path, awarded=True)]
    else:
        args = ["import", match_file(tmp_path, what)]
    done = run_here(capsys, *args, db=db)
    assert done.returncode == 0, done.stderr


def there(db: Path, match_id: int) -> tuple[tuple[str, ...], list[int]]:
    """How match ``match_id`` of ``db`` is listed, and the ids its library holds."""
    database = open_database(db, backups=0)
    try:
        return listed(database, match_id), [e.id for e in MatchService(database).library()]
    finally:
        database.close()


@pytest.mark.parametrize("how", list(AWARD_SENT))
@pytest.mark.parametrize("command", ["push", "copy"])
def test_an_award_sent_where_its_match_is_logged_meets_it_by_the_rule(
    two: tuple[Path, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    how: str,
) -> None:
    ours, league = two
    fill(capsys, tmp_path, ours, "award")
    fill(capsys, tmp_path, league, how)
    args = (
        ["push", "1", "--to", str(league)] if command == "push" else ["copy", "--to", str(league)]
    )
    done = run_here(capsys, *args, db=ours)
    assert done.returncode == 0, done.stderr
    said, shown = AWARD_SENT[how]
    prefix = "" if command == "push" else "Argentina v England: "
    assert f"match-tracker: {prefix}{said}\n" in done.stderr
    assert there(league, 1) == (shown, [1])


@pytest.mark.parametrize("how", list(LOG_SENT))
@pytest.mark.parametrize("command", ["push", "copy"])
def test_a_log_sent_where_its_award_is_meets_it_by_the_rule(
    two: tuple[Path, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    how: str,
) -> None:
    ours, league = two
    fill(capsys, tmp_path, ours, how)
    fill(capsys, tmp_path, league, "award")
    args = (
        ["push", "1", "--to", str(league)] if command == "push" else ["copy", "--to", str(league)]
    )
    done = run_here(capsys, *args, db=ours)
    assert done.returncode == 0, done.stderr
    said, shown = LOG_SENT[how]
    prefix = "" if command == "push" else "Argentina v England: "
    assert f"match-tracker: {prefix}{said}\n" in done.stderr
    assert there(league, 2) == (shown, [2])
