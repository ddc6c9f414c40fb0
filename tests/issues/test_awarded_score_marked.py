"""A score the competition awarded is marked wherever a match's line shows it.

Union Berlin v Bochum (Bundesliga, 14 December 2024) was 1-1 on the pitch; Bochum
were awarded it 2-0 after their goalkeeper had been hit by a lighter. ``list``, the
library, the record pages and the site showed "0-2" bare, as a score played: a
reporter would print it so. The tables count it, as the published table does.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tests.test_cli import run_here
from tracker.core.i18n import translator
from tracker.core.match.scoreline import score_words
from tracker.services.library import library_entries
from tracker.services.records import RecordsService
from tracker.store.db import Database, open_database
from tracker.store.match.matches import list_matches
from tracker.web.app import create_app

SEASON = {
    "name": "Test League 2024/25",
    "matches": [
        {"round": "Matchday 13", "date": "2024-12-07", "team1": "Union", "team2": "Kiel",
         "score": {"ft": [1, 1]}},
        {"round": "Matchday 14", "date": "2024-12-14", "team1": "Union", "team2": "Bochum",
         "score": {"ft": [0, 2]}, "status": "awarded"},
    ],
}  # fmt: skip


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The season imported as ``import --format openfootball`` does."""
    path = tmp_path / "2024-25" / "test.1.json"
    path.parent.mkdir()
    path.write_text(json.dumps(SEASON), encoding="utf-8")
    db = tmp_path / "league.sqlite3"
    imported = run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    assert imported.returncode == 0, imported.stderr
    return db


def _open(path: Path) -> Database:
    return open_database(path, backups=0)


def test_list_marks_the_awarded_score(library: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = run_here(capsys, "list", db=library).stdout.splitlines()
    (awarded,) = [line for line in lines if "Union v Bochum" in line]
    assert "0-2 (awarded)" in awarded
    (played,) = [line for line in lines if "Union v Kiel" in line]
    assert "1-1" in played and "(awarded)" not in played
    listed = json.loads(run_here(capsys, "list", "--json", db=library).stdout)
    scores = {m["away"]: m["score"] for m in listed["matches"]}
    assert scores == {"Bochum": "0-2 (awarded)", "Kiel": "1-1"}


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "0-2 (awarded)"), ("de", "0-2 (am grünen Tisch)"),
     ("es", "0-2 (por decisión administrativa)")],
)  # fmt: skip
def test_the_library_marks_it_in_the_windows_language(
    library: Path, language: str, said: str
) -> None:
    db = _open(library)
    try:
        with db.reading() as session:
            entries = library_entries(session, list_matches(session))
    finally:
        db.close()
    shown = {e.away: score_words(e.score, translator(language)) for e in entries}
    assert shown == {"Bochum": said, "Kiel": "1-1"}


def test_the_record_books_mark_it_and_the_table_counts_it(library: Path) -> None:
    from tracker.ui.records.recordcolumns import score

    db = _open(library)
    try:
        records = RecordsService(db)
        edition = records.find_edition("Test League 2024-25")
        results = {m.away: m for m in records.results(edition.id)}
        (table,) = records.standings(edition.id)
    finally:
        db.close()
    awarded = results["Bochum"]
    assert awarded.awarded and not results["Kiel"].awarded
    assert awarded.score_text() == "0-2 (awarded)"
    assert awarded.score_text("Bochum") == "2-0 (awarded)"
    assert score(awarded) == "0-2 (awarded)"  # the records window's results column
    bochum = next(r for r in table.rows if r.team == "Bochum")
    assert (bochum.points, bochum.goals_for, bochum.goals_against) == (3, 2, 0)


def test_the_site_marks_it(library: Path) -> None:
    db = _open(library)
    try:
        edition = RecordsService(db).find_edition("Test League 2024-25").id
    finally:
        db.close()
    with TestClient(create_app(str(library)), raise_server_exceptions=True) as client:
        day = client.get("/?date=2024-12-14&lang=de").text
        assert "0-2 (am grünen Tisch)" in day
        page = client.get(f"/editions/{edition}?lang=es").text
        assert "(adjudicado)" in page
        results = client.get(f"/api/v1/editions/{edition}").json()["results"]
    marks = {m["away"]: (m["awarded"], m["status"]) for m in results}
    assert marks == {"Bochum": (True, "awarded"), "Kiel": (False, None)}


def test_an_awarded_result_is_not_set_up_to_be_logged(library: Path) -> None:
    """At full time a log replaces the result it was set up on: the award (Bochum's
    three points, the table's 2-0) would have been lost for the 1-1 played."""
    from tests.helpers.beinglogged import start_with_demo_squads
    from tracker.services.errors import ServiceError
    from tracker.services.setup import SetupService

    db = _open(library)
    try:
        setup = SetupService(db)
        with db.reading() as session:
            entries = {e.away: e for e in library_entries(session, list_matches(session))}
        with pytest.raises(ServiceError) as refused:
            start_with_demo_squads(setup, entries["Bochum"].id)
        assert str(refused.value) == (
            "Union v Bochum is a result the competition awarded (0-2 (awarded)): a log of it "
            "would replace the award at full time, in the tables and the record books; "
            "nothing was set up"
        )
        with db.reading() as session:
            after = {e.away: e for e in library_entries(session, list_matches(session))}
        assert after["Bochum"] == entries["Bochum"]  # nothing written
        assert not setup.match(entries["Bochum"].id).home.squad
        start_with_demo_squads(setup, entries["Kiel"].id)  # a result played: set up
    finally:
        db.close()
