"""The web site's fixtures: the demo library on each backend, and a client for it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tracker.cli import demo_text
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import open_database
from tracker.web.app import create_app


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
