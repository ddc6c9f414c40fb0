"""A match file of a match the library holds only as an imported result takes its place.

An audit imported the logged 2022 final (a match file) into a library holding the
2022 World Cup's results: ``import`` refused it ("already in the database as match 1
(same teams, competition, stage and date), and differs from it"), and advised
``--as-copy`` "to store it beside it". A results-only row is not a logged match: the
logged match takes its place (its edition, round and key, the result's row gone), as
it does when the teams are written the other way round and as ``--as-copy`` did.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from tests.helpers.final2022 import final_text
from tests.test_cli import run_here

#: The 2022 final as an openfootball file gives it: the score and the scorers.
RESULTS = {
    "name": "World Cup 2022",
    "matches": [
        {
            "round": "Final",
            "num": 64,
            "date": "2022-12-18",
            "time": "18:00 UTC+3",
            "team1": "Argentina",
            "team2": "France",
            "score": {"ft": [2, 2], "et": [3, 3], "p": [4, 2], "ht": [2, 0]},
            "goals1": [
                {"name": "Lionel Messi", "minute": "23", "penalty": True},
                {"name": "Ángel Di María", "minute": "36"},
                {"name": "Lionel Messi", "minute": "108"},
            ],
            "goals2": [
                {"name": "Kylian Mbappé", "minute": "80", "penalty": True},
                {"name": "Kylian Mbappé", "minute": "81"},
                {"name": "Kylian Mbappé", "minute": "118", "penalty": True},
            ],
            "ground": "Lusail Stadium",
        }
    ],
}


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A library holding the 2022 final as an imported result (match 1)."""
    folder = tmp_path / "2022"
    folder.mkdir()
    (folder / "worldcup.json").write_text(json.dumps(RESULTS), encoding="utf-8")
    db = tmp_path / "wc.sqlite3"
    done = run_here(
        capsys, "import", "--format", "openfootball", str(folder / "worldcup.json"), db=db
    )
    assert done.returncode == 0, done.stderr
    return db


def _rows(db: Path) -> list[tuple[int, str, str, int]]:
    with closing(sqlite3.connect(db)) as conn:
        return conn.execute(
            "SELECT id, record, source_key, number FROM match WHERE deleted_at IS NULL"
        ).fetchall()


def test_the_logged_final_takes_the_place_of_its_result(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    [(result_id, record, key, number)] = _rows(library)
    assert record == "result"
    path = tmp_path / "final.json"
    path.write_text(final_text(), encoding="utf-8")
    done = run_here(capsys, "import", str(path), db=library)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith("imported match ")
    [(logged_id, record, logged_key, logged_number)] = _rows(library)
    assert logged_id != result_id
    assert (record, logged_key, logged_number) == ("logged", key, number)
    # Counted once: the log's goals (no shootout kick among them), not the result's too.
    stats = run_here(capsys, "stats", "--edition", "World Cup 2022", "--top", "2", db=library)
    assert [line.split()[1:4] for line in stats.stdout.splitlines()[1:]] == [
        ["Kylian", "Mbappé", "3"],
        ["Lionel", "Messi", "2"],
    ]
    # Imported again, the file is the stored match now.
    again = run_here(capsys, "import", str(path), db=library)
    assert again.returncode == 0, again.stderr
    assert again.stdout.endswith("and says the same: not imported again\n")


def _cut_at_half_time(text: str) -> str:
    """The final's file as a log kept up to half-time (a log being kept, or one that
    stopped): the events up to the first half's end."""
    data = json.loads(text)
    ends = next(
        n
        for n, e in enumerate(data["events"])
        if e["kind"] == "period_end" and e.get("period") == 1
    )
    data["events"] = data["events"][: ends + 1]
    return json.dumps(data)


def test_a_log_short_of_full_time_leaves_the_stored_result_standing(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An import of the final's log kept to half-time deleted the stored 3-3 (4-2 pens),
    Messi's and Mbappé's goals with it, and said only "imported match 2"."""
    [(result_id, _record, key, _number)] = _rows(library)
    path = tmp_path / "half.json"
    path.write_text(_cut_at_half_time(final_text()), encoding="utf-8")
    done = run_here(capsys, "import", str(path), db=library)
    assert done.returncode == 0, done.stderr
    assert "in place of" not in done.stdout
    assert f"the imported result {result_id} of the same match" in done.stdout
    # The log is that result being logged: one row, the result's place, score and goals.
    [(logged_id, record, logged_key, _n)] = _rows(library)
    assert (record, logged_key) == ("result", key)
    shown = run_here(capsys, "show", str(logged_id), db=library)
    assert "3-3 aet (4-2 pens)" in shown.stdout
    # Counted once: the result's goals, not the half-time log's beside them.
    stats = run_here(capsys, "stats", "--edition", "World Cup 2022", "--top", "2", db=library)
    assert [line.split()[1:4] for line in stats.stdout.splitlines()[1:]] == [
        ["Kylian", "Mbappé", "3"],
        ["Lionel", "Messi", "2"],
    ]


def test_a_whole_log_imported_says_it_took_the_results_place(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    [(result_id, *_rest)] = _rows(library)
    path = tmp_path / "final.json"
    path.write_text(final_text(), encoding="utf-8")
    done = run_here(capsys, "import", str(path), db=library)
    assert f"in place of the imported result {result_id}" in done.stdout
