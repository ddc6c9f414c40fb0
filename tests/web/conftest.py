"""The web site's fixtures: the demo library on each backend, and a client for it."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tests.core.factory import H1, make_match, start
from tests.services.stored import StoredMatch
from tracker.cli import demo_text
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import open_database
from tracker.web.app import create_app
from tracker.web.server import WebServer


@dataclass(frozen=True)
class Demo:
    """A library holding the reference match (Argentina v England)."""

    url: str
    match_id: int


@pytest.fixture
def demo_library(db_url: str) -> Demo:
    """The demo match (``match-tracker demo``) stored on each backend."""
    db = open_database(db_url, backups=0)
    try:
        match_id = MatchService(db, author="test").import_text(demo_text())
    finally:
        db.close()
    return Demo(db_url, match_id)


@pytest.fixture
def client(demo_library: Demo) -> Iterator[TestClient]:
    """A client of the site over the demo library (no server exception ever raised
    through it: what a browser would see is what the test sees)."""
    app = create_app(demo_library.url)
    with TestClient(app, raise_server_exceptions=True) as test_client:
        yield test_client


#: The shipped openfootball World Cup files (beside the checkout, as the other tests find them).
WORLD_CUP = Path(__file__).parents[2] / ".." / "shared" / "data" / "openfootball-worldcup"


@pytest.fixture
def world_cup_2022(demo_library: Demo) -> Demo:
    """The demo library with the 2022 World Cup imported (``import --format openfootball``)."""
    db = open_database(demo_library.url, backups=0)
    try:
        ResultsService(db).import_files([str(WORLD_CUP / "2022" / "worldcup.json")])
        RecordsService(db).refresh()  # as the app does when the records are first read
    finally:
        db.close()
    return demo_library


#: The day of the test's match.
#: Today: a match kicked off on a day long past and never ended is not live (its log
#: stops short), and these matches are followed live.
DAY = dt.date.today()
ONE_DAY = dt.timedelta(days=1)


def dated_match(url: str) -> StoredMatch:
    """:func:`store_match` with the match on :data:`DAY` (a matchday shows it)."""
    db = open_database(url, backups=0)
    service = MatchService(db, author="test")
    original = dataclasses.replace(make_match(), date=DAY)
    stored = service.create(original)
    old = [p.pid for p in (*original.home.squad, *original.away.squad)]
    new = [p.pid for p in (*stored.home.squad, *stored.away.squad)]
    return StoredMatch(url, db, service, stored, dict(zip(old, new, strict=True)))


@pytest.fixture
def live_match(db_url: str) -> Iterator[StoredMatch]:
    """A match under way (kicked off), stored through the service."""
    stored = dated_match(db_url)
    stored.log(start(H1))
    yield stored
    stored.db.close()


@pytest.fixture
def server(live_match: StoredMatch) -> Iterator[WebServer]:
    """The web server over the live match's library, listening on a free port."""
    web = WebServer(live_match.url)
    web.start()
    yield web
    web.stop()
