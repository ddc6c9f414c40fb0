"""The JSON API on the demo library: the same ids and files as the command line."""

from __future__ import annotations

import dataclasses
import json

from starlette.testclient import TestClient

from tests.web.conftest import Demo
from tracker.core.files import matchfile
from tracker.services.exporting import formats
from tracker.services.matches import MatchService
from tracker.store.db import open_database


def test_the_matches_come_a_page_at_a_time(client: TestClient, demo_library: Demo) -> None:
    page = client.get("/api/v1/matches?limit=1").json()
    assert page["limit"] == 1 and page["offset"] == 0
    (match,) = page["matches"]
    assert match["id"] == demo_library.match_id
    assert (match["home"], match["score"], match["away"]) == ("Argentina", "2-1", "England")
    assert match["state"] == "finished" and match["minute"] == "FT"
    assert page["next"] == "/api/v1/matches?limit=1&offset=1"
    assert client.get(page["next"]).json()["matches"] == []
    day = client.get("/api/v1/matches?date=2026-07-15").json()["matches"]
    assert [m["id"] for m in day] == [demo_library.match_id]


def test_a_match_with_its_events_and_line_ups(client: TestClient, demo_library: Demo) -> None:
    data = client.get(f"/api/v1/matches/{demo_library.match_id}").json()
    goals = [(e["minute"], e["side"]) for e in data["events"] if e["kind"] == "goal"]
    assert goals == [("55'", "away"), ("85'", "home"), ("90'+2", "home")]
    home = data["lineups"]["home"]
    assert home["name"] == "Argentina"
    assert sum(len(row) for row in home["starters"]) == 11
    on = {s["name"]: s["on"] for s in home["substitutes"]}
    assert on["Lautaro Martínez"] == "81'"


def test_the_match_file_is_the_one_export_writes(client: TestClient, demo_library: Demo) -> None:
    answer = client.get(f"/api/v1/matches/{demo_library.match_id}/file")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/json")
    db = open_database(demo_library.url, backups=0)
    try:
        service = MatchService(db, author="jdoe")
        match, events = service.load(demo_library.match_id)
        goal = next(e for e in events if e.kind == "goal")
        service.edit(demo_library.match_id, goal)  # a correction: its author is stored
        match, events = service.load(demo_library.match_id)
        exported = service.export_text(demo_library.match_id)
    finally:
        db.close()
    answer = client.get(f"/api/v1/matches/{demo_library.match_id}/file")
    # As export writes it, without who logged each event (a login name, by default).
    assert '"author": "jdoe"' in exported and '"author"' not in answer.text
    anonymous = [dataclasses.replace(e, authorship=None) for e in events]
    assert answer.text == matchfile.dumps(match, anonymous)
    statsbomb = formats()["statsbomb"].render(match, events, {})
    assert isinstance(statsbomb, dict)
    whole = client.get(f"/api/v1/matches/{demo_library.match_id}/statsbomb").json()
    for name, data in statsbomb.items():
        part = name.split("_", 1)[0]
        assert whole[part] == json.loads(data)
        one = client.get(f"/api/v1/matches/{demo_library.match_id}/statsbomb?part={part}")
        assert one.content == data


def test_bad_parameters_are_400_with_one_line(client: TestClient) -> None:
    for path, said in (
        ("/api/v1/matches?limit=0", "limit must be a whole number from 1 to 200\n"),
        ("/api/v1/matches?limit=100000", "limit must be a whole number from 1 to 200\n"),
        ("/api/v1/matches?offset=-1", "offset must be a whole number from 0 to 1000000000\n"),
        ("/api/v1/matches?date=tomorrow", "date must be a date written YYYY-MM-DD\n"),
        ("/api/v1/people?search=" + "x" * 101, "search must be text of at most 100 characters\n"),
    ):
        answer = client.get(path)
        assert (answer.status_code, answer.text) == (400, said), path


def test_the_people_list_pages_on(client) -> None:  # type: ignore[no-untyped-def]
    """``offset`` was ignored and no ``next`` given: a client never got past the first
    page of people."""
    everyone = client.get("/api/v1/people?limit=200").json()["people"]
    assert len(everyone) > 4
    first = client.get("/api/v1/people?limit=2").json()
    assert [p["id"] for p in first["people"]] == [p["id"] for p in everyone[:2]]
    assert first["next"] == "/api/v1/people?limit=2&offset=2"
    second = client.get(first["next"]).json()
    assert [p["id"] for p in second["people"]] == [p["id"] for p in everyone[2:4]]
    assert client.get("/api/v1/people?offset=-5").status_code == 400
