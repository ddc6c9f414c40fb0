"""The reporter's key stats from a real library, end to end, as a newcomer gets them.

A fresh database, ``match-tracker demo`` (the reference semi-final, logged), then the
import of every World Cup file shipped beside the repository: the reference match is
stored once, and its sheet, ``facts`` and the window's Key stats panel state what the
report's Key stats section states (the window: ``tests/ui/test_key_stats_panel.py``).
Skipped without the openfootball folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from tests.opendata.test_openfootball_data import DATA, _published
from tests.sheet.pdftools import needs_poppler, pdf_text
from tests.test_cli import run_here
from tracker.cli import main
from tracker.services.records import RecordsService
from tracker.store.db import open_database

pytestmark = pytest.mark.skipif(
    not DATA.is_dir(), reason="the openfootball World Cup files are not beside the repository"
)

#: What the report's Key stats say, as the library words them.
REPORT = [
    "Argentina reach their 7th FIFA World Cup final",
    "England eliminated in 3 of their 4 FIFA World Cup semi-finals",
    "Argentina's first FIFA World Cup win over England since the 1986 quarter-final (2-1)",
    "Lautaro Martínez: 3rd goal of this FIFA World Cup",
    "Argentina will face Spain in the final in East Rutherford on Sunday 19 July",
]


def make_library(db: Path) -> Path:
    """``demo`` then the import of all 23 files, into the fresh database ``db``."""
    assert main(["--db", str(db), "demo"]) == 0
    files = [str(p) for p in sorted(DATA.glob("*/worldcup.json"))]
    assert len(files) == 23
    assert main(["--db", str(db), "import", "--format", "openfootball", *files]) == 0
    return db


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The library of :func:`make_library`, made once for these tests."""
    return make_library(tmp_path_factory.mktemp("library") / "library.sqlite3")


def _reference_rows(db: Path) -> list[tuple[int, str]]:
    database = open_database(db)
    try:
        with database.reading() as session:
            rows = session.execute(
                text(
                    "SELECT id, record FROM match WHERE date = '2026-07-15' AND "
                    "((home_name = 'Argentina' AND away_name = 'England') OR "
                    " (home_name = 'England' AND away_name = 'Argentina'))"
                )
            ).all()
        return [(int(r.id), str(r.record)) for r in rows]
    finally:
        database.close()


def test_the_reference_match_is_stored_once_and_the_file_disagreeing_is_said(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _reference_rows(library) == [(1, "logged")]
    again = run_here(
        capsys,
        "import",
        "--format",
        "openfootball",
        *[str(p) for p in sorted(DATA.glob("*/worldcup.json"))],
        db=library,
    )
    assert again.returncode == 0, again.stderr
    assert "0 new" in again.stdout
    assert "Enzo Fernández's goal at 85' here, 86' in the file" in again.stdout + again.stderr
    assert _reference_rows(library) == [(1, "logged")]


def test_facts_states_the_reports_key_stats(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = run_here(capsys, "facts", "1", db=library)
    assert result.returncode == 0, result.stderr
    for fact in REPORT:
        assert fact in result.stdout, fact
    # Each stat says what it counts over; the next fixture needs no scope.
    assert "(FIFA World Cup matches on record since 1930)" in result.stdout


@pytest.mark.parametrize("fmt", ["txt", "html"])
def test_the_sheet_states_them(library: Path, capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    sheet = run_here(capsys, "export", "1", "--format", fmt, db=library).stdout
    assert "Key stats" in sheet
    for fact in REPORT:
        assert fact.replace("'", "&#x27;" if fmt == "html" else "'") in sheet, fact


def test_the_csv_sheet_states_them(
    library: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "csv"
    result = run_here(capsys, "export", "1", "--format", "csv", "-o", str(folder), db=library)
    assert result.returncode == 0, result.stderr
    written = (folder / "key-stats.csv").read_text("utf-8-sig")
    for fact in REPORT:
        assert fact in written, fact


@pytest.mark.parametrize("year", [2014, 2018])
def test_imported_group_standings_equal_the_published_ones(library: Path, year: int) -> None:
    database = open_database(library)
    try:
        service = RecordsService(database)
        edition = service.find_edition(f"World Cup {year}")
        computed = {
            table.group: [
                (r.position, r.team, r.played, r.won, r.drawn, r.lost, r.goals_for,
                 r.goals_against, r.points)
                for r in table.rows
            ]
            for table in service.standings(edition.id)
        }  # fmt: skip
    finally:
        database.close()
    assert computed == _published(year)


#: The report's Key stats on a German sheet (figures as in :data:`REPORT`).
REPORT_DE = [
    "Argentina erreicht zum 7. Mal das FIFA World Cup-Finale",
    "England: in 3 von 4 FIFA World Cup-Halbfinals ausgeschieden",
    "Erster FIFA World Cup-Sieg von Argentina gegen England seit dem Viertelfinale 1986 (2-1)",
    "Lautaro Martínez: sein 3. Tor in dieser FIFA World Cup-Ausgabe",
    "Argentina trifft am Sonntag, 19. Juli, in East Rutherford im Finale auf Spain",
]
#: And on a Spanish one.
REPORT_ES = [
    "Argentina alcanza la final de FIFA World Cup por 7.ª vez",
    "England: fuera en 3 de sus 4 semifinales de FIFA World Cup",
    "Primera victoria de Argentina sobre England en FIFA World Cup desde los cuartos de final "
    "de 1986 (2-1)",
    "Lautaro Martínez: su 3.er gol en esta edición de FIFA World Cup",
    "Argentina se enfrentará a Spain en la final en East Rutherford el domingo, 19 de julio",
]
#: Words of the English sentences that a German or Spanish sheet must not print.
ENGLISH_LEFT = (" reach ", " win over ", " matches on record since ", " eliminated ", " goal of ")


@pytest.mark.parametrize(("language", "report"), [("de", REPORT_DE), ("es", REPORT_ES)])
def test_facts_in_german_and_spanish(
    library: Path, capsys: pytest.CaptureFixture[str], language: str, report: list[str]
) -> None:
    result = run_here(capsys, "facts", "1", "--lang", language, db=library)
    assert result.returncode == 0, result.stderr
    for fact in report:
        assert fact in result.stdout, fact
    assert not [word for word in ENGLISH_LEFT if word in result.stdout]


@pytest.mark.parametrize("fmt", ["txt", "html", "csv"])
def test_a_german_sheet_states_them_in_german(
    library: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path, fmt: str
) -> None:
    out = tmp_path / f"sheet.{fmt}"
    result = run_here(
        capsys, "export", "1", "--format", fmt, "--lang", "de", "-o", str(out), db=library
    )
    assert result.returncode == 0, result.stderr
    sheet = (out / "key-stats.csv" if fmt == "csv" else out).read_text("utf-8-sig")
    assert "(FIFA World Cup: erfasste Spiele seit 1930)" in sheet
    for fact in REPORT_DE:
        assert fact in sheet, fact
    assert not [word for word in ENGLISH_LEFT if word in sheet]


@needs_poppler
def test_a_spanish_pdf_sheet_states_them_in_spanish(
    library: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "sheet.pdf"
    result = run_here(
        capsys, "export", "1", "--format", "pdf", "--lang", "es", "-o", str(out), db=library
    )
    assert result.returncode == 0, result.stderr
    text = " ".join(pdf_text(out).split())
    for fact in REPORT_ES:
        assert fact in text, fact
    assert not [word for word in ENGLISH_LEFT if word in text]


def test_the_web_page_writes_them_in_its_language(library: Path) -> None:
    from tracker.services.viewing import open_viewer

    viewer = open_viewer(str(library))
    try:
        german = viewer.match(1, "de").sheet
        english = viewer.match(1).sheet
    finally:
        viewer.close()
    assert german is not None and english is not None
    for fact in REPORT_DE:
        assert any(stat.startswith(fact) for stat in german.key_stats), fact
    for fact in REPORT:
        assert any(stat.startswith(fact) for stat in english.key_stats), fact


def test_a_drawn_tie_s_next_match_is_its_replay(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """After Italy 1-1 Spain (1934), "Italy will face Spain in the quarter-final" named the
    round just played: the next day's match was its replay."""
    listed = run_here(capsys, "list", "--all", "--team", "Italy", db=library).stdout
    drawn = next(
        line.split()[0]
        for line in listed.splitlines()
        if "1934-05-31" in line and "Italy v Spain" in line
    )
    facts = run_here(capsys, "facts", drawn, db=library).stdout
    assert "- Italy will face Spain in the replay in Stadio Giovanni Berta, Florence on " in facts
    assert "in the quarter-final" not in facts
