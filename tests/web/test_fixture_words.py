"""Regression: a fixture's team not known yet ("Winner of match 1") and why it is not
played yet ("postponed") stayed in English on the German and Spanish pages and sheets."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tests.services.test_results_import import _cup, _write
from tests.web.conftest import Demo
from tests.web.test_pages import _text
from tracker.services.results import ResultsService
from tracker.store.db import open_database

#: The cup's final, its first team the winner of match 1 (a fixture), then one postponed.
FINAL, POSTPONED = "2030-06-10", "2030-06-12"


@pytest.fixture
def cup(demo_library: Demo, tmp_path: Path) -> Demo:
    """The demo library with Test Cup 2030: a final whose first team is not known yet."""
    data = _cup()
    data["matches"].append(
        {
            "round": "Final",
            "date": POSTPONED,
            "team1": "Reds",
            "team2": "Blues",
            "status": "postponed",
        }
    )
    db = open_database(demo_library.url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", data)])
    finally:
        db.close()
    return demo_library


def _match_id(client: TestClient, day: str) -> int:
    found = client.get(f"/api/v1/matches?date={day}").json()["matches"]
    return int(found[0]["id"])


@pytest.mark.parametrize(
    ("language", "winner", "postponed"),
    [
        ("en", "Winner of match 1", "Fixture, not played yet (postponed)"),
        ("de", "Sieger Spiel 1", "Ansetzung, noch nicht gespielt (verlegt)"),
        ("es", "Ganador del partido 1", "Partido programado, aún no jugado (aplazado)"),
    ],
)
def test_a_fixture_s_words_are_in_the_reader_s_language(
    client: TestClient, cup: Demo, language: str, winner: str, postponed: str
) -> None:
    final = _match_id(client, FINAL)
    page = client.get(f"/matches/{final}?lang={language}").text
    assert f"{winner}</" in page
    assert "<title>" + winner in page
    assert f"{winner} – Greens" in _text(client.get(f"/?date={FINAL}&lang={language}").text)
    edition = _text(client.get(f"/editions/{_edition(client)}?lang={language}").text)
    assert f"{winner} – Greens" in edition
    later = _text(client.get(f"/matches/{_match_id(client, POSTPONED)}?lang={language}").text)
    assert postponed in later


def _edition(client: TestClient) -> int:
    found = client.get("/api/v1/editions").json()["editions"]
    return int(next(e["id"] for e in found if e["name"] == "Test Cup 2030"))


@pytest.mark.parametrize(
    ("language", "status", "mark"),
    [
        ("en", "Postponed", "(postponed)"),
        ("de", "Verlegt", "(verlegt)"),
        ("es", "Aplazado", "(aplazado)"),
    ],
)
def test_a_postponed_match_says_so_on_the_matchday_and_in_the_lists(
    client: TestClient, cup: Demo, language: str, status: str, mark: str
) -> None:
    """Regression: the matchday called a postponed match a "Fixture", and the edition's
    fixtures and its teams' pages listed it bare, as if it were played on its day."""
    # The site's day before the final's: Winner of match 1 v Greens is still to play.
    client.app.state.site.broadcaster.today = lambda: dt.date(2030, 6, 1)  # type: ignore[attr-defined]
    later = _match_id(client, POSTPONED)
    day = client.get(f"/?date={POSTPONED}&lang={language}").text
    assert f'data-state="fixture">{status}</span>' in day
    edition = _text(client.get(f"/editions/{_edition(client)}?lang={language}").text)
    assert f"Reds – Blues {mark}" in edition
    assert "Greens (" not in edition  # a fixture to be played says nothing more
    team_id = client.get(f"/api/v1/matches/{later}").json()["home_team_id"]
    team = _text(client.get(f"/teams/{team_id}?lang={language}").text)
    assert f"Reds – Blues {mark}" in team


#: A final whose day has passed with no score in its file.
PASSED = "2020-06-12"


@pytest.fixture
def passed_cup(demo_library: Demo, tmp_path: Path) -> Demo:
    """Test Cup 2030 with a final of long ago that its file gives no score for."""
    data = _cup()
    data["matches"].append({"round": "Final", "date": PASSED, "team1": "Reds", "team2": "Blues"})
    db = open_database(demo_library.url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", data)])
    finally:
        db.close()
    return demo_library


@pytest.mark.parametrize(
    ("language", "status", "mark"),
    [
        ("en", "No result stored", "(no result stored)"),
        ("de", "Kein Ergebnis gespeichert", "(kein Ergebnis gespeichert)"),
        ("es", "Sin resultado guardado", "(sin resultado guardado)"),
    ],
)
def test_a_match_whose_day_passed_without_a_result_is_no_fixture(
    client: TestClient, passed_cup: Demo, language: str, status: str, mark: str
) -> None:
    """Regression: the matchday and the match's scoreboard called a match of 2020 with
    no score stored a "Fixture" (its sheet said "Result not known" below), and its
    teams' pages listed it bare, as a match to come."""
    match_id = _match_id(client, PASSED)
    day = client.get(f"/?date={PASSED}&lang={language}").text
    assert f'data-state="fixture">{status}</span>' in day
    page = client.get(f"/matches/{match_id}?lang={language}").text
    assert f'data-state="fixture">{status}</span>' in page
    team_id = client.get(f"/api/v1/matches/{match_id}").json()["home_team_id"]
    team = _text(client.get(f"/teams/{team_id}?lang={language}").text)
    assert f"Reds – Blues {mark}" in team
    assert "Greens (" not in team  # the final still to play says nothing more
