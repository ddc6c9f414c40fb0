"""A match abandoned at 71', as a follower sees it on the matchday and its page."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from tests.helpers.final2022 import final
from tests.sheet.test_abandoned import abandoned
from tests.web.test_pages import _text
from tracker.core.match.events import MatchAbandoned, MatchEnd, ShootoutKick
from tracker.core.match.replay import sort_events
from tracker.services.matches import MatchService
from tracker.sheet.content import build_sheet
from tracker.store.db import open_database
from tracker.web.app import create_app
from tracker.web.views import timeline


@pytest.fixture
def site(db_url: str) -> Iterator[tuple[TestClient, int]]:
    match, events = abandoned("floodlight failure")
    db = open_database(db_url, backups=0)
    try:
        match_id = MatchService(db).import_match(dataclasses.replace(match, uuid=None), events)
    finally:
        db.close()
    with TestClient(create_app(db_url), raise_server_exceptions=True) as client:
        yield client, match_id


def test_the_matchday_and_the_match_page_say_where_play_stopped(
    site: tuple[TestClient, int],
) -> None:
    client, match_id = site
    words = _text(client.get("/?date=2026-07-15").text)
    assert "Argentina 0-1 England" in words
    assert "71' Match abandoned" in words
    html = client.get(f"/matches/{match_id}").text
    events = _text(html[html.index('id="events"') : html.index("</ol>", html.index('id="events"'))])
    assert events.endswith(
        "Leandro Paredes (off) – Argentina 71' Match abandoned: floodlight failure"
    )
    assert "Full time" not in _text(html)
    german = _text(client.get(f"/matches/{match_id}?lang=de").text)
    assert "Spielabbruch" in german


def test_abandoned_during_the_shootout_it_says_so_after_the_kicks_taken() -> None:
    match, events = final()
    kicks = [e for e in sort_events(events) if isinstance(e, ShootoutKick)]
    played = [e for e in sort_events(events) if not isinstance(e, MatchEnd)]
    played = played[: played.index(kicks[2]) + 1]  # three kicks taken
    stop = MatchAbandoned(kicks[2].time, seq=max(e.seq for e in events) + 1, reason="crowd")
    sheet = build_sheet(match, [*played, stop])
    assert sheet.status == "Match abandoned during the penalty shootout: crowd"
    lines = timeline(sheet)
    assert [line.kind.startswith("kick-") for line in lines[-4:]] == [True, True, True, False]
    assert lines[-1].text == "Match abandoned: crowd"
    assert lines[-1].minute == "pens"


def test_the_site_answers_while_a_shootout_is_being_taken(db_url: str) -> None:
    """Regression: from the shootout's start until its end whistle, every page and the
    API of the whole library answered 500 (the minute shown asked for the shootout's
    start minute, which match time has not)."""
    match, events = final()
    ordered = sort_events(events)
    kicks = [e for e in ordered if isinstance(e, ShootoutKick)]
    taking = [e for e in ordered if not isinstance(e, MatchEnd)]
    taking = taking[: taking.index(kicks[2]) + 1]  # three kicks taken, the shootout on
    db = open_database(db_url, backups=0)
    try:
        match_id = MatchService(db).import_match(dataclasses.replace(match, uuid=None), taking)
    finally:
        db.close()
    with TestClient(create_app(db_url), raise_server_exceptions=True) as client:
        day = match.date.isoformat() if match.date else ""
        for path in (f"/matches/{match_id}", f"/?date={day}", f"/api/v1/matches/{match_id}",
                     "/api/v1/matches"):  # fmt: skip
            assert client.get(path).status_code == 200, path
        assert client.get(f"/api/v1/matches/{match_id}").json()["minute"] == "pens"
