"""A cancelled match (Sweden v Austria, 1938: Austria withdrew) is neither a fixture to
come nor a result missing, on the edition page and in ``list``."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from tests.web.conftest import WORLD_CUP, Demo
from tests.web.test_pages import _text
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import open_database

needs_1938 = pytest.mark.skipif(
    not (WORLD_CUP / "1938" / "worldcup.json").is_file(), reason="needs the 1938 file"
)


@pytest.fixture
def world_cup_1938(demo_library: Demo) -> Demo:
    db = open_database(demo_library.url, backups=0)
    try:
        ResultsService(db).import_files([str(WORLD_CUP / "1938" / "worldcup.json")])
        RecordsService(db).refresh()
    finally:
        db.close()
    return demo_library


@needs_1938
def test_the_edition_page_lists_a_cancelled_match_apart(
    client: TestClient, world_cup_1938: Demo
) -> None:
    found = client.get("/api/v1/editions").json()["editions"]
    edition = next(e["id"] for e in found if e["name"] == "FIFA World Cup 1938")
    html = client.get(f"/editions/{edition}").text
    assert 'id="no-result"' not in html  # its day has passed, but no result is missing
    section = html[html.index('id="cancelled"') :]
    section = section[: section.index("</section>")]
    words = _text(section)
    assert "Sweden" in words and "Austria" in words
    assert "Never played" in words


@needs_1938
def test_list_says_a_cancelled_match_was_never_played(world_cup_1938: Demo) -> None:
    db = open_database(world_cup_1938.url, backups=0)
    try:
        entries = MatchService(db).library()
        rows = [r for r in entries if {r.home, r.away} == {"Sweden", "Austria"}]
    finally:
        db.close()
    assert [r.status for r in rows] == ["cancelled, never played"]


@needs_1938
def test_a_cancelled_matchs_page_calls_it_cancelled_not_a_fixture(
    client: TestClient, world_cup_1938: Demo
) -> None:
    """Regression: the page of Sweden v Austria said "Fixture" beside "Cancelled: never
    played"."""
    found = client.get("/api/v1/matches?date=1938-06-05").json()["matches"]
    (match,) = [m for m in found if {m["home"], m["away"]} == {"Sweden", "Austria"}]
    assert match["status"] == "Cancelled"
    words = _text(client.get(f"/matches/{match['id']}").text)
    assert "Fixture" not in words and "Cancelled" in words
    assert client.get(f"/api/v1/matches/{match['id']}?lang=de").json()["status"] == "Abgesagt"


@needs_1938
def test_the_edition_api_lists_a_cancelled_match_apart_from_the_fixtures(
    client: TestClient, world_cup_1938: Demo
) -> None:
    """Regression: ``/api/v1/editions/<id>`` gave Sweden v Austria among the
    "fixtures", with no word of its cancellation."""
    found = client.get("/api/v1/editions").json()["editions"]
    edition = next(e["id"] for e in found if e["name"] == "FIFA World Cup 1938")
    page = client.get(f"/api/v1/editions/{edition}").json()
    assert page["fixtures"] == []
    (match,) = page["cancelled"]
    assert (match["home"], match["away"]) == ("Sweden", "Austria")
    assert match["status"] == "cancelled, never played"
    assert {m["status"] for m in page["results"]} == {None}


@needs_1938
def test_a_team_s_page_says_its_cancelled_match_was_never_played(
    client: TestClient, world_cup_1938: Demo
) -> None:
    """Regression: Sweden's page listed "Sweden – Austria" bare, a fixture to come."""
    found = client.get("/api/v1/matches?date=1938-06-05").json()["matches"]
    (match,) = [m for m in found if {m["home"], m["away"]} == {"Sweden", "Austria"}]
    team_id = client.get(f"/api/v1/matches/{match['id']}").json()["home_team_id"]
    words = _text(client.get(f"/teams/{team_id}?lang=de").text)
    assert re.search(r"(Sweden – Austria|Austria – Sweden) \(abgesagt, nie gespielt\)", words)
