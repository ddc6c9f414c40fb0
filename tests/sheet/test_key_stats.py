"""The sheet's Key stats: the match's stats across the library, in every sheet format."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.helpers.matches import demo
from tests.helpers.records import G, Library, whole_history
from tests.sheet.pdftools import needs_poppler, pdf_text
from tests.store.test_tallies import _link_everyone
from tests.test_cli import run_here
from tracker.services.matches import MatchService
from tracker.sheet.text import render_text
from tracker.store.db import open_database

SINCE = " (FIFA World Cup matches on record since 1986)"
EXPECTED = [
    "- Argentina reach their 1st FIFA World Cup final" + SINCE,
    "- England eliminated in both their FIFA World Cup semi-finals" + SINCE,
    "- Argentina and England had met once in FIFA World Cup matches: a win for Argentina" + SINCE,
    "- Argentina's 2nd FIFA World Cup win in a row over England" + SINCE,
    # 1986's scorers are unknown and so is his age: no first goal is stated.
    "- Argentina will face Spain in the final in East Rutherford on Sunday 19 July",
]


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The reference match in FIFA World Cup 2026, after a few earlier World Cup results
    (declared the competition's whole history: its firsts are facts)."""
    whole_history(monkeypatch, {"1986": 1, "2018": 1, "2026": 3})
    path = tmp_path / "matches.sqlite3"
    database = open_database(path, backups=0)
    match_id = MatchService(database).import_text(Path(_demo_file()).read_text("utf-8"))
    _link_everyone(database, match_id)
    lib = Library(database)
    lib.result("1986", "1986-06-22", "Argentina", "2-1", "England", round="Quarter-final")
    lib.result("2018", "2018-07-11", "Croatia", "2-1", "England", round="Semi-final",
               goals=(G("Ivan Perišić", "home", 68), G("Mario Mandžukić", "home", 109),
                      G("Kieran Trippier", "away", 5)), extra_time=True)  # fmt: skip
    lib.result("2026", "2026-07-14", "France", "0-2", "Spain", round="Semi-final",
               goals=(G("Pedri", "away", 30), G("Nico Williams", "away", 80)))  # fmt: skip
    lib.fixture("2026", "2026-07-19", "Spain", "Argentina", round="Final",
                venue="New York/New Jersey (East Rutherford)")  # fmt: skip
    with database.writing() as session:
        session.execute(
            text(
                "UPDATE match SET edition_id = :e, round = 'Semi-final', "
                "round_stage = 'Semi-final', revision = revision + 1 WHERE id = :m"
            ),
            {"e": lib.edition("2026"), "m": match_id},
        )
    database.close()
    return path


def _demo_file() -> str:
    from importlib import resources

    return str(resources.files("tracker.resources").joinpath("demo-semifinal.json"))


def _section(text_out: str, title: str) -> list[str]:
    lines = text_out.splitlines()
    start = lines.index(title)
    out = []
    for line in lines[start + 1 :]:
        if not line.strip():
            break
        out.append(line)
    return [line for line in out if not set(line) <= {"-", "="}]


def test_the_text_sheet_has_key_stats_after_the_key_facts(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = run_here(capsys, "export", "1", "--format", "txt", db=db)
    assert result.returncode == 0, result.stderr
    assert result.stdout.index("Key facts") < result.stdout.index("Key stats")
    assert _section(result.stdout, "Key stats") == EXPECTED


def test_over_part_of_the_history_a_sheet_states_no_first(
    db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    whole_history(monkeypatch, {"1986": 1, "2014": 64, "2018": 1, "2026": 3})  # 2014 not held
    result = run_here(capsys, "export", "1", "--format", "txt", db=db)
    assert _section(result.stdout, "Key stats") == [
        "- England eliminated in at least 2 FIFA World Cup semi-finals" + SINCE,
        "- Argentina and England had met at least once in FIFA World Cup matches" + SINCE,
        "- Argentina will face Spain in the final in East Rutherford on Sunday 19 July",
    ]


def test_exported_today_or_in_a_year_it_says_the_same(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = run_here(capsys, "export", "1", "--format", "txt", db=db).stdout
    lib = Library(open_database(db, backups=0))
    # What happened after the match: the final, and a later World Cup.
    with lib.db.writing() as session:
        session.execute(text("DELETE FROM match WHERE record = 'fixture'"))
    lib.result(
        "2026",
        "2026-07-19",
        "Spain",
        "1-0",
        "Argentina",
        round="Final",
        venue="New York/New Jersey (East Rutherford)",
        goals=(G("Pedri", "home"),),
    )
    lib.result("2030", "2030-07-10", "England", "3-0", "Argentina", round="Semi-final",
               goals=(G("Anthony Gordon", "home"),) * 3)  # fmt: skip
    lib.db.close()
    after = run_here(capsys, "export", "1", "--format", "txt", db=db).stdout
    assert after == before


def test_html_and_csv_carry_the_key_stats(
    db: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    html = run_here(capsys, "export", "1", "--format", "html", db=db).stdout
    assert html.index("<h2>Key facts</h2>") < html.index("<h2>Key stats</h2>")
    assert "Argentina reach their 1st FIFA World Cup final" in html
    folder = tmp_path / "csv"
    result = run_here(capsys, "export", "1", "--format", "csv", "-o", str(folder), db=db)
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(io.StringIO((folder / "key-stats.csv").read_text("utf-8-sig"))))
    assert rows[0] == ["key stat"]
    assert ["- " + row[0] for row in rows[1:]] == EXPECTED


@needs_poppler
def test_the_pdf_carries_the_key_stats(
    db: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "sheet.pdf"
    result = run_here(capsys, "export", "1", "--format", "pdf", "-o", str(out), db=db)
    assert result.returncode == 0, result.stderr
    words = " ".join(pdf_text(out).split())
    assert "Key stats" in words
    assert "Argentina reach their 1st FIFA World Cup final" in words
    assert "Argentina will face Spain in the final in East Rutherford on Sunday 19 July" in words


def test_the_match_file_is_not_a_sheet(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = run_here(capsys, "export", "1", "--format", "json", db=db).stdout
    assert "Key stats" not in out and "reach their" not in out


def test_a_sheet_without_a_library_has_no_key_stats_section() -> None:
    match, events = demo()
    assert "Key stats" not in render_text(match, events, {}).decode()
    with pytest.raises(ValueError, match="set by the program"):
        render_text(match, events, {"_key_stats": "typed by a user"})
