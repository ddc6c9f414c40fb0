"""A log short of full time never costs the stored result of its fixture.

Two ways lost or turned a stored result:

- ``push`` of a log kept to half-time, to a library holding the match's imported
  result (a league's server fed with the official results), deleted that result and
  its scorers there: the half-time log stood in its place, its 0-1 for the 3-3.
- A log whose teams are written the other way round from the result (France v
  Argentina for Argentina v France), imported before full time, kept the result's
  score on the wrong teams: the list said "France 3-3 aet (4-2 pens)", France the
  winners, and the sheet credited Messi's goals to France.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from tests.helpers.final2022 import final_text
from tests.issues.test_logged_file_after_result import RESULTS, _cut_at_half_time
from tests.test_cli import run_here
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.store.db import open_database


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A library holding the 2022 final as an imported result (match 1)."""
    folder = tmp_path / "2022"
    folder.mkdir()
    (folder / "worldcup.json").write_text(json.dumps(RESULTS), encoding="utf-8")
    db = tmp_path / "league.sqlite3"
    done = run_here(
        capsys, "import", "--format", "openfootball", str(folder / "worldcup.json"), db=db
    )
    assert done.returncode == 0, done.stderr
    return db


def _rows(db: Path) -> list[tuple[int, str, int, int]]:
    with closing(sqlite3.connect(db)) as conn:
        return conn.execute(
            "SELECT id, record, home_score, away_score FROM match WHERE deleted_at IS NULL"
        ).fetchall()


def _top_two(capsys: pytest.CaptureFixture[str], db: Path) -> list[list[str]]:
    stats = run_here(capsys, "stats", "--edition", "World Cup 2022", "--top", "2", db=db)
    return [line.split()[1:5] for line in stats.stdout.splitlines()[1:]]


RESULT_SCORERS = [["Kylian", "Mbappé", "3", "(2"], ["Lionel", "Messi", "2", "(1"]]


def _logged_at(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> Path:
    """A club's library holding ``text`` (a match file) as its one logged match."""
    path, db = tmp_path / "log.json", tmp_path / "club.sqlite3"
    path.write_text(text, encoding="utf-8")
    done = run_here(capsys, "import", str(path), db=db)
    assert done.returncode == 0, done.stderr
    return db


def test_a_push_at_half_time_leaves_the_result_there(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    [(result_id, *_)] = _rows(library)
    club = _logged_at(tmp_path, capsys, _cut_at_half_time(final_text()))
    done = run_here(capsys, "push", "1", "--to", str(library), db=club)
    assert done.returncode == 0, done.stderr
    assert f"the imported result {result_id} there stands for it" in done.stderr
    [(logged_id, record, home, away)] = _rows(library)
    assert (record, home, away) == ("result", 3, 3)
    shown = run_here(capsys, "show", str(logged_id), db=library)
    assert "3-3 aet (4-2 pens)" in shown.stdout
    assert _top_two(capsys, library) == RESULT_SCORERS

    # The club logs on (still short of full time) and pushes again: the result stays.
    with closing(open_database(club, backups=0)) as db:
        service = MatchService(db)
        state = service.open(1).state
        messi = next(p.pid for p in state.match.home.squad if p.name == "Lionel Messi")
        service.log(1, PeriodStart(MatchTime(Period.SECOND_HALF, 45)))
        service.log(1, Goal(time=MatchTime(Period.SECOND_HALF, 60), side=Side.HOME, scorer=messi))
    again = run_here(capsys, "push", "1", "--to", str(library), db=club)
    assert again.returncode == 0, again.stderr
    assert "the result stored there stands for it" in again.stderr
    assert _rows(library) == [(logged_id, "result", 3, 3)]
    assert _top_two(capsys, library) == RESULT_SCORERS
    checked = run_here(capsys, "check", db=library)
    assert checked.returncode == 0, checked.stdout


def test_a_whole_log_pushed_takes_the_results_place(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    [(result_id, *_)] = _rows(library)
    club = _logged_at(tmp_path, capsys, final_text())
    done = run_here(capsys, "push", "1", "--to", str(library), db=club)
    assert done.returncode == 0, done.stderr
    assert f"in place of the imported result {result_id}" in done.stderr
    [(_id, record, home, away)] = _rows(library)
    assert (record, home, away) == ("logged", 3, 3)


def _turned(text: str) -> str:
    """The match file with its teams the other way round (France at home)."""
    data = json.loads(text)
    data["home"], data["away"] = data["away"], data["home"]
    for event in data["events"]:
        if "side" in event:
            event["side"] = {"home": "away", "away": "home"}[event["side"]]
    return json.dumps(data)


@pytest.mark.parametrize("how", ["import", "push"])
def test_a_log_the_other_way_round_keeps_the_result_on_its_teams(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], how: str
) -> None:
    text = _turned(_cut_at_half_time(final_text()))
    if how == "import":
        path = tmp_path / "turned.json"
        path.write_text(text, encoding="utf-8")
        done = run_here(capsys, "import", str(path), db=library)
    else:
        club = _logged_at(tmp_path, capsys, text)
        done = run_here(capsys, "push", "1", "--to", str(library), db=club)
    assert done.returncode == 0, done.stderr
    [(logged_id, record, _home, _away)] = _rows(library)
    assert record == "result"
    shown = run_here(capsys, "show", str(logged_id), db=library)
    assert shown.stdout.startswith("France 3-3 aet (2-4 pens), half-time 0-2 Argentina")
    assert "goal Argentina: Lionel Messi" in shown.stdout
    assert "goal France: Lionel Messi" not in shown.stdout
    assert _top_two(capsys, library) == RESULT_SCORERS
    checked = run_here(capsys, "check", db=library)
    assert checked.returncode == 0, checked.stdout


def test_a_copy_says_which_logs_leave_a_result_standing(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club = _logged_at(tmp_path, capsys, _cut_at_half_time(final_text()))
    done = run_here(capsys, "copy", "--to", str(library), db=club)
    assert done.returncode == 0, done.stderr
    assert "logs before full time where a result stands there (it stands until full time): 1" in (
        done.stdout + done.stderr
    )
    [(_id, record, home, away)] = _rows(library)
    assert (record, home, away) == ("result", 3, 3)


@pytest.mark.parametrize("how", ["import", "copy"])
@pytest.mark.parametrize("turned", [False, True], ids=["as the result", "other way round"])
def test_a_result_arriving_after_the_log_stands_behind_it(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], how: str, turned: bool
) -> None:
    """The other order: the log first, then the result. A copy said "results logged
    there already, not sent" and the log's 0-1 at half-time stood: the final's 3-3 and
    its scorers were missing from the records, which a copy in the other order kept."""
    text = _cut_at_half_time(final_text())
    club = _logged_at(tmp_path, capsys, _turned(text) if turned else text)
    for _again in range(2):  # the second time changes nothing
        if how == "import":
            path = tmp_path / "2022" / "worldcup.json"
            done = run_here(capsys, "import", "--format", "openfootball", str(path), db=club)
        else:
            done = run_here(capsys, "copy", "--to", str(club), db=library)
        assert done.returncode == 0, done.stdout + done.stderr
        [(logged_id, record, home, away)] = _rows(club)
        assert (record, {home, away}) == ("result", {3})
        shown = run_here(capsys, "show", str(logged_id), db=club).stdout
        first = "France 3-3 aet (2-4 pens)" if turned else "Argentina 3-3 aet (4-2 pens)"
        assert shown.startswith(first), shown
        assert "goal Argentina: Lionel Messi" in shown
        assert _top_two(capsys, club) == RESULT_SCORERS
        assert run_here(capsys, "check", db=club).returncode == 0
    assert "not copied" not in done.stdout + done.stderr


def test_a_result_being_logged_exports_its_log_and_says_what_it_is(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`export -f json` of a result being logged was refused ("a result only — no
    line-ups, no event log") and its sheet said "Result only — no line-ups, no event
    log", of a match with both."""
    path = tmp_path / "half.json"
    path.write_text(_cut_at_half_time(final_text()), encoding="utf-8")
    assert run_here(capsys, "import", str(path), db=library).returncode == 0
    [(logged_id, record, _h, _a)] = _rows(library)
    assert record == "result"
    as_file = run_here(capsys, "export", str(logged_id), "-f", "json", db=library)
    assert as_file.returncode == 0, as_file.stderr
    assert json.loads(as_file.stdout)["events"]
    sheet = run_here(capsys, "export", str(logged_id), "-f", "txt", db=library).stdout
    assert "Result only" not in sheet
    # Its log stopped at half-time of a final played years ago: nobody logs it now.
    assert "Log unfinished at 45'+7; the result stored stands until its log reaches" in sheet
