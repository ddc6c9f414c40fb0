"""Every API route's parameters fuzzed: an answer is 200, 400 or 404, never a 500."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from hypothesis import given
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tracker.cli import demo_text
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.web.app import create_app

#: Every route with a part of the path a visitor chooses ({} is that part).
ROUTES = (
    "/api/v1/matches/{}",
    "/api/v1/matches/{}/file",
    "/api/v1/matches/{}/statsbomb",
    "/api/v1/editions/{}",
    "/api/v1/editions/{}/standings",
    "/api/v1/editions/{}/scorers",
    "/api/v1/teams/{}",
    "/api/v1/people/{}",
    "/matches/{}",
    "/editions/{}",
    "/teams/{}",
    "/people/{}",
)
#: The routes without one.
LISTS = ("/api/v1/", "/api/v1/matches", "/api/v1/editions", "/api/v1/people", "/", "/editions")
#: Every query parameter any route reads.
PARAMETERS = ("limit", "offset", "date", "search", "part", "lang")

ids = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
    st.text(max_size=30),
    st.sampled_from(["1", "2", "0", "01", "1e3", "١", "9" * 25, "%00", "..", "1;DROP"]),
)
values = st.one_of(
    st.integers(min_value=-(2**40), max_value=2**40).map(str),
    st.text(max_size=120),
    st.sampled_from(["2026-07-15", "2026-02-30", "0000-01-01", "events", "de", "", "\x00"]),
)
queries = st.dictionaries(st.sampled_from(PARAMETERS), values, max_size=4)


@pytest.fixture(scope="module")
def fuzzed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """One client over the demo library for every example (no exception raised through
    it: a 500 is seen as a visitor sees it)."""
    path: Path = tmp_path_factory.mktemp("fuzz") / "library.sqlite3"
    db = open_database(path, backups=0)
    MatchService(db, author="test").import_text(demo_text())
    db.close()
    with TestClient(create_app(str(path)), raise_server_exceptions=False) as client:
        yield client


def _check(client: TestClient, url: str, params: dict[str, str]) -> None:
    answer = client.get(url, params=params)
    assert answer.status_code in (200, 400, 404), (url, params, answer.status_code, answer.text)
    if answer.status_code != 200:
        assert answer.text.count("\n") == 1 and "Traceback" not in answer.text


@given(route=st.sampled_from(ROUTES), record=ids, params=queries)
def test_no_route_fails_on_any_id_or_parameter(
    fuzzed: TestClient, route: str, record: str, params: dict[str, str]
) -> None:
    _check(fuzzed, route.format(quote(record, safe="")), params)


@given(route=st.sampled_from(LISTS), params=queries)
def test_no_list_fails_on_any_parameter(
    fuzzed: TestClient, route: str, params: dict[str, str]
) -> None:
    _check(fuzzed, route, params)
