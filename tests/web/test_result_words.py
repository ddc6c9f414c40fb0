"""Regression: the API (what a page following a match live is drawn from) gave an
imported result's goal as the bare scorer, while the page served wrote the scorer,
the note and the team, right-to-left names isolated: a page drawn from the API read
otherwise than the same page loaded fresh."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tests.services.test_results_import import _cup, _write
from tests.web.conftest import Demo
from tracker.core.bidi import FSI, PDI
from tracker.services.results import ResultsService
from tracker.store.db import open_database

HOME, SCORER = "الوداد البيضاوي", "יוסי בניון"


@pytest.fixture
def arabic_cup(demo_library: Demo, tmp_path: Path) -> Demo:
    """Test Cup 2030 whose first match is won by an Arabic-named team, a Hebrew scorer."""
    data = _cup()
    first = data["matches"][0]
    first["round"] = "Quarter-final"  # no group to name
    first["team1"] = HOME
    first["goals1"][0]["name"] = SCORER
    data["matches"] = [first]
    db = open_database(demo_library.url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", data, groups=False)])
    finally:
        db.close()
    return demo_library


def _page_events(page: str) -> list[str]:
    """The text of each event of the page's list, as a reader reads it."""
    listed = page.split('id="events"', 1)[1].split("</ol>", 1)[0]
    return [html.unescape(t) for t in re.findall(r'<span class="text">(.*?)</span>', listed)]


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_a_result_s_goals_read_the_same_in_the_api_as_on_the_page(
    client: TestClient, arabic_cup: Demo, language: str
) -> None:
    (found,) = client.get("/api/v1/matches?date=2030-06-01").json()["matches"]
    match_id = found["id"]
    page = _page_events(client.get(f"/matches/{match_id}?lang={language}").text)
    data = client.get(f"/api/v1/matches/{match_id}?lang={language}").json()
    assert [e["text"] for e in data["events"]] == page
    assert page[0].startswith(f"{FSI}{SCORER}{PDI}") and f"– {FSI}{HOME}{PDI}" in page[0]
    # The team and the note stay as data beside the words.
    assert data["events"][0]["team"] == HOME
    assert [e["side"] for e in data["events"]] == ["home", "home", "away"]
