"""Regression: a match being logged was listed among an edition's results, on its
teams' pages and in the API as a result, its score as it stands ("Argentina 0-0
England") read as the final one; it now says "live", or "unfinished" once its day is
long past and its log stops before full time (a team's record does not count it)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from tests.helpers.matches import demo_setup
from tests.web.conftest import Demo
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.web.app import create_app


def _kicked_off(url: str, day: dt.date) -> int:
    """Argentina v England set up for ``day`` and kicked off: 0-0, nothing more logged."""
    service = MatchService(open_database(url, backups=0))
    try:
        match = service.create(dataclasses.replace(demo_setup(), date=day))
        assert match.id is not None
        service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
        return match.id
    finally:
        service.db.close()


@pytest.fixture
def site(demo_library: Demo) -> Iterator[TestClient]:
    with TestClient(create_app(demo_library.url)) as client:
        yield client


def _row(page: str, match_id: int) -> str:
    """The words of the match's line in a list, tags removed."""
    found = re.search(rf'<li data-match-id="{match_id}">(.*?)</li>', page)
    assert found is not None, page
    return " ".join(re.sub(r"<[^>]+>", " ", found.group(1)).split())


@pytest.mark.parametrize(
    ("days_ago", "language", "said"),
    [
        (0, "en", "(live)"),
        (0, "de", "(läuft)"),
        (30, "en", "(unfinished)"),
        (30, "es", "(registro incompleto)"),
    ],
)
def test_a_match_being_logged_is_no_result_in_the_lists(
    demo_library: Demo, site: TestClient, days_ago: int, language: str, said: str
) -> None:
    match_id = _kicked_off(demo_library.url, dt.date.today() - dt.timedelta(days=days_ago))
    data = site.get(f"/api/v1/matches/{match_id}").json()
    edition = site.get(f"/editions/{data['edition_id']}?lang={language}").text
    assert _row(edition, match_id).endswith(f"Argentina 0-0 England {said}")
    team = site.get(f"/teams/{data['home_team_id']}?lang={language}").text
    assert _row(team, match_id).endswith(said)
    # The demo match, over, says nothing more than its score.
    assert _row(team, demo_library.match_id).endswith("Argentina 2-1 England")
    listed = site.get(f"/api/v1/editions/{data['edition_id']}").json()["results"]
    status = {m["id"]: m["status"] for m in listed}
    assert status == {
        demo_library.match_id: None,
        match_id: "live" if days_ago == 0 else "unfinished",
    }
