"""The pages on the demo library: the matchday and the reference match."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from tests.web.conftest import Demo
from tracker.services.records import RecordsService
from tracker.store.db import open_database


def _text(html: str) -> str:
    """The page's words, tags removed and spaces folded (entities as the page has them)."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&#39;", "'").split())


def test_the_matchday_lists_the_demo_match_with_its_score_and_status(
    client: TestClient, demo_library: Demo
) -> None:
    page = client.get("/?date=2026-07-15")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    html = page.text
    assert f'href="/matches/{demo_library.match_id}"' in html
    words = _text(html)
    assert "Argentina 2-1 England" in words
    assert "FT Full time" in words
    assert 'data-stream="/live?date=2026-07-15' in html


def test_the_matchday_opens_on_the_latest_day_with_matches(client: TestClient) -> None:
    # Today (whenever the test runs) is not the demo's day: the nearest day is shown.
    html = client.get("/").text
    assert '<time datetime="2026-07-15">' in html


def test_a_day_without_matches_says_so(client: TestClient) -> None:
    words = _text(client.get("/?date=2001-01-01").text)
    assert "No matches on this day." in words


def test_the_reference_match_page_shows_the_score_scorers_and_minutes(
    client: TestClient, demo_library: Demo
) -> None:
    page = client.get(f"/matches/{demo_library.match_id}")
    assert page.status_code == 200
    html = page.text
    words = _text(html)
    assert re.search(r'id="score"[^>]*>2-1<', html)
    assert "Argentina 2-1 England" in words
    events = _text(html[html.index('id="events"') : html.index("</ol>", html.index('id="events"'))])
    assert "55' Goal 0-1: Anthony Gordon – England (assist: Morgan Rogers)" in events
    assert "85' Goal 1-1: Enzo Fernández – Argentina (assist: Lionel Messi)" in events
    assert "90'+2 Goal 2-1: Lautaro Martínez, header – Argentina (assist: Lionel Messi)" in events
    # Each whistle once, in words after its minute (not "45' HT 45'").
    assert "45' Half-time 55'" in events
    assert re.search(r"90'\+\d+ Full time$", events)
    # The substitutes with their minutes, as the reference report lists them.
    assert "Nico González (on 64')" in words
    assert "Lautaro Martínez (on 81')" in words
    assert "Ivan Toney (on 90'+6)" in words
    # The line-ups in formation on the sheet's pitch.
    assert '<figure class="pitch" id="pitch">' in html
    assert 'role="img" aria-label="Starting line-ups: Argentina v England"' in html


def test_the_match_page_is_in_the_readers_language(client: TestClient, demo_library: Demo) -> None:
    html = client.get(
        f"/matches/{demo_library.match_id}", headers={"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"}
    ).text
    assert '<html lang="de">' in html
    assert "Spielende" in html  # "Full time"
    assert re.search(r"45' Halbzeit 55'", _text(html))
    assert 'id="minute" data-field="minute">Ende<' in html  # "FT"
    assert "Mittwoch, 15. Juli 2026" in html
    spanish = client.get(f"/matches/{demo_library.match_id}?lang=es").text
    assert '<html lang="es">' in spanish


def test_an_unknown_match_is_a_404_in_one_plain_line(client: TestClient) -> None:
    for path in ("/matches/999", "/matches/0", "/matches/abc", "/matches/99999999999999999999"):
        answer = client.get(path)
        assert answer.status_code == 404, path
        assert answer.headers["content-type"].startswith("text/plain")
        assert answer.text.count("\n") == 1


def test_a_bad_date_is_a_400_saying_why(client: TestClient) -> None:
    answer = client.get("/?date=15.07.2026")
    assert answer.status_code == 400
    assert answer.text == "date must be a date written YYYY-MM-DD\n"


def test_only_reads_are_answered(client: TestClient, demo_library: Demo) -> None:
    for method in ("POST", "PUT", "PATCH", "DELETE", "OPTIONS"):
        answer = client.request(method, f"/matches/{demo_library.match_id}")
        assert answer.status_code == 405, method
        assert answer.headers["allow"] == "GET, HEAD"
    assert client.head("/").status_code == 200


def test_the_static_files_are_served(client: TestClient) -> None:
    assert "EventSource" in client.get("/static/live.js").text
    assert "@media" in client.get("/static/site.css").text


def test_the_line_ups_link_each_player_to_his_page(client: TestClient, demo_library: Demo) -> None:
    html = client.get(f"/matches/{demo_library.match_id}").text
    found = re.findall(r'<a href="(/people/\d+)">([^<]+)</a>', html)
    links = {name: path for path, name in found}
    assert len(links) == 32  # 22 starters and the 10 who came on
    page = client.get(links["Lautaro Martínez"]).text
    assert '<h1 id="person"' in page and "Lautaro Martínez" in page
    # The server cannot count the match into the record books (it only reads): it says so.
    assert 'id="stale-note"' in page
    edition = client.get("/api/v1/editions").json()["editions"][0]["id"]
    assert 'id="stale-note"' in client.get(f"/editions/{edition}").text
    db = open_database(demo_library.url, backups=0)
    try:
        RecordsService(db).refresh()  # as the app does when the records are first read
    finally:
        db.close()
    page = client.get(links["Lautaro Martínez"]).text
    assert 'data-figure="goals">1<' in page
    assert 'id="stale-note"' not in page
    scorers = client.get(f"/api/v1/editions/{edition}/scorers").json()
    assert scorers["not_counted_yet"] == 0
    assert {s["name"]: s["goals"] for s in scorers["scorers"]} == {
        "Anthony Gordon": 1,
        "Enzo Fernández": 1,
        "Lautaro Martínez": 1,
    }
