"""A match shown in play on a running site: on a new day the site reads it again, so
a log that stopped short long ago says "Log unfinished", not "Live", with no change of
its own to tell."""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text

from tests.helpers.matches import demo_setup
from tests.helpers.today import fix_today
from tests.services.test_results_import import _cup, _write
from tests.web.conftest import Demo
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.services.viewing import open_viewer
from tracker.store.db import open_database
from tracker.web.live import Broadcaster, Snapshots
from tracker.web.server import WebServer
from tracker.web.site import Site


def test_a_new_day_tells_the_streams_of_the_matches_shown_in_play() -> None:
    snapshots = Snapshots(
        lambda match_id, _lang: {"revision": 1, "state": {3: "live"}.get(match_id, "finished")}
    )
    for match_id in (3, 4):
        snapshots.get(match_id, "en")
    assert snapshots.in_play() == {3}
    broadcaster = Broadcaster(None)  # type: ignore[arg-type]
    told: list[set[int]] = []
    broadcaster.on_change = told.append
    broadcaster.on_day = snapshots.in_play
    day = dt.date(2030, 5, 1)
    broadcaster.today = lambda: day
    broadcaster.new_day()
    told.clear()
    broadcaster.new_day()  # the same day: nothing new
    assert told == []
    day = dt.date(2030, 5, 2)
    broadcaster.new_day()
    broadcaster.new_day()  # once a day
    assert told == [{3}]


def test_a_kept_snapshot_in_play_is_read_again_on_a_new_day(db_url: str) -> None:
    db = open_database(db_url, backups=0)
    try:
        service = MatchService(db)
        stored = service.create(demo_setup())
        assert stored.id is not None
        match_id = stored.id
        service.log(match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
        today = dt.date.today()
        with db.writing() as session:
            session.execute(
                text("UPDATE match SET date = :d WHERE id = :id"), {"d": today, "id": match_id}
            )
    finally:
        db.close()
    site = Site(open_viewer(db_url))
    try:
        snapshot = site.snapshots.get(match_id, "en")
        assert snapshot is not None and snapshot.data["state"] == "live"
        # Time passes: the match's day is three days back now, and nobody logs it.
        db = open_database(db_url, backups=0)
        try:
            with db.writing() as session:
                session.execute(
                    text("UPDATE match SET date = :d WHERE id = :id"),
                    {"d": today - dt.timedelta(days=3), "id": match_id},
                )
        finally:
            db.close()
        assert site.snapshots.peek(match_id, "en")[1] is snapshot  # kept: no change seen
        site.broadcaster.today = lambda: today + dt.timedelta(days=1)
        site.broadcaster.new_day()
        kept, again = site.snapshots.peek(match_id, "en")
        assert kept and again is not None
        assert (again.data["state"], again.data["status"]) == ("unfinished", "Log unfinished")
    finally:
        site.viewer.close()


#: The day of Test Cup 2030's final, a fixture whose first team is not known yet.
FINAL = dt.date(2030, 6, 10)


@pytest.fixture
def cup_server(demo_library: Demo, tmp_path: Path) -> Iterator[WebServer]:
    """A server over the demo library with Test Cup 2030 (its final a fixture)."""
    db = open_database(demo_library.url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    finally:
        db.close()
    web = WebServer(demo_library.url)
    web.start()
    yield web
    web.stop()


def _next_message(lines: Iterator[str]) -> dict[str, Any]:
    """The data of a stream's next message (a read timeout fails the test)."""
    from tests.web.test_live import _messages

    return dict(json.loads(next(_messages(lines))["data"]))


def test_an_open_page_of_a_fixture_says_no_result_stored_once_its_day_is_over(
    cup_server: WebServer,
) -> None:
    """Regression: past midnight, the matchday and the match page open since the evening
    went on calling a fixture of the day that ended a "Fixture", its kick-off due, while
    a page loaded afresh said "No result stored": its day had passed with no result."""
    from tests.web.test_live import WITHIN_S

    site = cup_server._app.state.site  # type: ignore[attr-defined]
    clock = [FINAL]  # the evening of the final
    site.broadcaster.today = lambda: clock[0]
    with httpx.Client(base_url=cup_server.url, timeout=httpx.Timeout(5.0, read=WITHIN_S)) as http:
        final = http.get(f"/api/v1/matches?date={FINAL}").json()["matches"][0]["id"]
        page = http.get(f"/?date={FINAL}").text
        assert 'data-state="fixture">Fixture</span>' in page
        # The pages' streams have what they send kept, as once a browser follows them.
        site.snapshots.get(final, "en")
        site.articles.get(final, "en")
        with (
            http.stream("GET", f"/live?date={FINAL}") as day,
            http.stream("GET", f"/matches/{final}/live?part=article") as match,
        ):
            day_lines, match_lines = day.iter_lines(), match.iter_lines()
            assert next(day_lines).startswith("retry:")
            assert next(match_lines).startswith("retry:")
            clock[0] = FINAL + dt.timedelta(days=1)  # midnight
            line, article = _next_message(day_lines), _next_message(match_lines)
        again = http.get(f"/?date={FINAL}").text
    assert (line["id"], line["state"], line["status"]) == (final, "fixture", "No result stored")
    assert 'data-state="fixture">No result stored</span>' in article["html"]
    assert 'data-state="fixture">No result stored</span>' in again


def test_the_api_and_the_edition_page_say_a_fixture_on_the_sites_clock(
    cup_server: WebServer,
) -> None:
    """Regression: the API's ``status`` and the edition page's sections went by the
    computer's day while every other line of the site went by the site's one clock:
    past the final's day on that clock, the API still gave the final no status and
    the edition listed it among the fixtures to come, beside lines saying "No result
    stored"."""
    site = cup_server._app.state.site  # type: ignore[attr-defined]
    with httpx.Client(base_url=cup_server.url, timeout=5.0) as http:
        listed = http.get(f"/api/v1/matches?date={FINAL}").json()["matches"][0]
        final = http.get(f"/api/v1/matches/{listed['id']}").json()
        edition = final["edition_id"]
        site.broadcaster.today = lambda: FINAL  # the final's day: still to come
        before = http.get(f"/api/v1/editions/{edition}").json()["fixtures"]
        site.broadcaster.today = lambda: FINAL + dt.timedelta(days=1)
        after = http.get(f"/api/v1/editions/{edition}").json()["fixtures"]
        team = http.get(f"/api/v1/teams/{final['away_team_id']}").json()["matches"]
        page = http.get(f"/editions/{edition}").text
    assert {m["id"]: m["status"] for m in before}[final["id"]] is None
    assert {m["id"]: m["status"] for m in after}[final["id"]] == "no result stored"
    assert {m["id"]: m["status"] for m in team}[final["id"]] == "no result stored"
    row = f'data-match-id="{final["id"]}"'
    assert row in _section(page, "no-result")
    assert row not in _section(page, "fixtures")


def _section(page: str, name: str) -> str:
    """The text of a page's ``<section id=name>`` ("" if the page has none)."""
    found = re.search(rf'<section [^>]*id="{name}">(.*?)</section>', page, re.S)
    return found[1] if found else ""


def test_the_apis_matches_say_a_fixtures_status_on_the_sites_clock(
    cup_server: WebServer,
) -> None:
    """Regression: past a fixture's day on the site's clock the matchday said "No result
    stored" while the API's list of the day and its match still said "Fixture" (their
    words went by the computer's day)."""
    site = cup_server._app.state.site  # type: ignore[attr-defined]
    site.broadcaster.today = lambda: FINAL + dt.timedelta(days=1)
    with httpx.Client(base_url=cup_server.url, timeout=5.0) as http:
        listed = http.get(f"/api/v1/matches?date={FINAL}").json()["matches"][0]
        final = http.get(f"/api/v1/matches/{listed['id']}").json()
        page = http.get(f"/?date={FINAL}").text
    assert 'data-state="fixture">No result stored</span>' in page
    assert (listed["state"], listed["status"]) == ("fixture", "No result stored")
    assert (final["state"], final["status"]) == ("fixture", "No result stored")


class _NoComputerClock(dt.date):
    """A day whose ``today()`` fails the test: what the site says goes by its own clock."""

    @classmethod
    def today(cls) -> _NoComputerClock:
        raise AssertionError("a view read the computer's day, not the site's clock")


def test_every_view_says_a_fixture_on_the_sites_clock_never_the_computers(
    cup_server: WebServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The site's clock past the final's day (the computer's is years before it): the
    matchday, the match page, its stream, the API and the edition page all say "No
    result stored", and none of them asks the computer for its day."""
    import types

    from tests.web.test_live import _messages
    from tracker.web import views

    # The computer's day before the final's, in any year: a view that asked it would say
    # a fixture to come (the views cannot ask it at all).
    fix_today(monkeypatch, FINAL - dt.timedelta(days=7))
    monkeypatch.setattr(views, "dt", types.SimpleNamespace(date=_NoComputerClock))
    site = cup_server._app.state.site  # type: ignore[attr-defined]
    site.broadcaster.today = lambda: FINAL + dt.timedelta(days=1)
    with httpx.Client(base_url=cup_server.url, timeout=5.0) as http:
        listed = http.get(f"/api/v1/matches?date={FINAL}").json()["matches"][0]
        final = http.get(f"/api/v1/matches/{listed['id']}").json()
        matchday = http.get(f"/?date={FINAL}").text
        page = http.get(f"/matches/{final['id']}").text
        edition = http.get(f"/editions/{final['edition_id']}").text
        path = f"/matches/{final['id']}/live"
        with http.stream("GET", path, headers={"Last-Event-ID": "0"}) as stream:
            messages = _messages(stream.iter_lines())
            line, article = next(messages), next(messages)
    said = 'data-state="fixture">No result stored</span>'
    assert (listed["status"], final["status"]) == ("No result stored", "No result stored")
    assert said in matchday and said in page
    assert f'data-match-id="{final["id"]}"' in _section(edition, "no-result")
    assert json.loads(line["data"])["status"] == "No result stored"
    assert said in json.loads(article["data"])["html"]


def test_an_editions_table_counts_its_fixtures_on_the_sites_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: the edition page's and the standings API's line of what a group's
    table counts went by the computer's day while the site said the same match by its
    own clock: a group match the site still called a fixture was counted "no result
    though its day has passed" (and the other way round). A league season's line is
    counted so too."""
    from tests.helpers.records import Library
    from tracker.core.league.counted import Uncounted

    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea", goals=None)
    lib.fixture("2030", "2030-06-09", "Alba", "Cora", round="Group A")
    day = dt.date(2030, 6, 9)
    site = Site(open_viewer(lib.db.url))
    try:
        edition = next(e.id for e in site.viewer.editions() if e.season == "2030")
        for computer, watcher, said in (
            (day + dt.timedelta(days=30), day, Uncounted.TO_PLAY),
            (day - dt.timedelta(days=30), day + dt.timedelta(days=1), Uncounted.UNKNOWN),
        ):
            fix_today(monkeypatch, computer)
            site.broadcaster.today = lambda watcher=watcher: watcher
            assert site.viewer.edition(edition).count.uncounted == {said: 1}
    finally:
        site.viewer.close()
        lib.db.close()
