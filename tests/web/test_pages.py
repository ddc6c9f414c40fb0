"""The pages on the demo library: the matchday and the reference match."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from tests.web.conftest import Demo
from tracker.core.match.events import FormationChange
from tracker.core.match.model import Side
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


def test_a_pages_stream_speaks_the_pages_language(client: TestClient, demo_library: Demo) -> None:
    """``?lang=`` chose the page's language, not the browser's: its stream says it too."""
    import html
    from urllib.parse import parse_qs, urlsplit

    def stream_of(path: str, language: str) -> tuple[str, dict[str, list[str]]]:
        answer = client.get(path, headers={"Accept-Language": language})
        found = re.search(r'data-stream="([^"]+)"', answer.text)
        assert found is not None
        address = urlsplit(html.unescape(found[1]))
        return address.path, parse_qs(address.query)

    match = f"/matches/{demo_library.match_id}"
    path, query = stream_of(f"{match}?lang=de", "en-GB")
    assert (path, query["lang"]) == (f"{match}/live", ["de"])
    path, query = stream_of("/?date=2026-07-15&lang=de", "en-GB")
    assert (path, query["lang"], query["date"]) == ("/live", ["de"], ["2026-07-15"])
    assert stream_of(match, "es")[1]["lang"] == ["es"]  # the browser's, when it chose


def test_the_matchday_opens_on_the_latest_day_with_matches(client: TestClient) -> None:
    # Today (whenever the test runs) is not the demo's day: the nearest day is shown.
    html = client.get("/").text
    assert '<time datetime="2026-07-15">' in html


def test_a_day_without_matches_says_so(client: TestClient) -> None:
    words = _text(client.get("/?date=2001-01-01").text)
    assert "No matches on this day." in words
    # The first and last days a date can be: a page, with the way to the demo's day.
    for day in ("0001-01-01", "9999-12-31"):
        page = client.get(f"/?date={day}")
        assert page.status_code == 200, day
        assert "No matches on this day." in _text(page.text)
        assert "date=2026-07-15" in page.text


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


def test_a_shootout_is_listed_kick_by_kick_after_the_play(
    client: TestClient, demo_library: Demo
) -> None:
    """The 2022 final on the page, the API and the live update: every kick in turn
    (scorer, scored or missed, the shootout's score after it), then its end."""
    from tests.helpers.final2022 import final_text
    from tracker.services.matches import MatchService

    db = open_database(demo_library.url, backups=0)
    try:
        final = MatchService(db, author="test").import_text(final_text())
    finally:
        db.close()
    html = client.get(f"/matches/{final}").text
    events = _text(html[html.index('id="events"') : html.index("</ol>", html.index('id="events"'))])
    assert (
        "120'+3 End of extra time pens Penalty shootout 1: Kylian Mbappé (France) scored, 0-1"
        in events
    )
    assert "pens Penalty shootout 3: Kingsley Coman (France) missed, 1-1" in events
    assert events.endswith(
        "pens Penalty shootout 8: Gonzalo Montiel (Argentina) scored, 4-2 pens End of the shootout"
    )
    api = client.get(f"/api/v1/matches/{final}").json()
    kicks = [e for e in api["events"] if e["kind"].startswith("kick-")]
    assert [(e["kind"], e["side"]) for e in kicks[:3]] == [
        ("kick-scored", "away"),
        ("kick-scored", "home"),
        ("kick-missed", "away"),
    ]
    german = _text(client.get(f"/matches/{final}?lang=de").text)
    assert "Elfmeterschießen 3: Kingsley Coman (France) verschossen, 1-1" in german


def test_a_player_who_leaves_unreplaced_is_listed(client: TestClient, demo_library: Demo) -> None:
    """A player off injured with no substitute left: the list says so at his minute."""
    from tests.core.factory import H1, HOME, make_match, off, start
    from tests.web.conftest import dated_match

    stored = dated_match(demo_library.url)
    try:
        stored.log(start(H1))
        leaver = make_match().home.lineup.starters[3]  # the factory's number for him
        stored.log(off("30", H1, HOME, leaver))
        name = stored.match.home.player(stored.pid(leaver)).name
        match_id = stored.id
    finally:
        stored.db.close()
    events = _text(client.get(f"/matches/{match_id}").text)
    assert f"30' {name} leaves the pitch, not replaced – {stored.match.home.name}" in events
    # And the key facts say why the team plays a man short.
    team = stored.match.home.name
    assert f"{team} were down to ten men from 30', when {name} went off and was not" in events


def _new_formation(minute: str) -> FormationChange:
    """The factory's home side (4-4-2) going 4-3-3 at ``minute`` of the first half."""
    from tests.core.factory import H1, at, make_match

    keeper, *outfield = make_match().home.lineup.starters
    rows = ((keeper,), tuple(outfield[:4]), tuple(outfield[4:7]), tuple(outfield[7:]))
    return FormationChange(at(minute, H1), side=Side.HOME, formation="4-3-3", rows=rows)


def test_a_formation_change_is_listed_as_the_sheet_lists_it(
    client: TestClient, demo_library: Demo
) -> None:
    """The page, the API and another language: the minute, the new formation, the team."""
    from tests.core.factory import H1, start
    from tests.web.conftest import dated_match

    stored = dated_match(demo_library.url)
    try:
        stored.log(start(H1), _new_formation("25"))
        match_id, team = stored.id, stored.match.home.name
    finally:
        stored.db.close()
    html = client.get(f"/matches/{match_id}").text
    events = _text(html[html.index('id="events"') : html.index("</ol>", html.index('id="events"'))])
    assert f"25' Formation change: 4-3-3 – {team}" in events
    assert '<li data-kind="formation" data-side="home" data-minute="25&#39;"' in html
    api = client.get(f"/api/v1/matches/{match_id}").json()
    assert {
        "minute": "25'",
        "kind": "formation",
        "side": "home",
        "text": f"Formation change: 4-3-3 – {team}",
    } in api["events"]
    german = _text(client.get(f"/matches/{match_id}?lang=de").text)
    assert f"25' Systemwechsel: 4-3-3 – {team}" in german


def test_each_break_is_named_for_what_comes_next() -> None:
    """Half-time is "HT"; the breaks before and within extra time are not, nor the
    wait for the shootout or, after it, for the final whistle."""
    from tests.core.factory import (
        ET1,
        H1,
        HOME,
        PENS,
        end,
        first_half,
        full_time,
        kick,
        make_match,
        regulation,
        start,
        through_extra_time,
        to_second_half,
    )
    from tracker.core.match.replay import replay
    from tracker.services.viewing import minute_of

    match = make_match()
    played = through_extra_time()
    shootout = [*played, start(PENS), kick(HOME, None), end(PENS)]
    assert (
        [
            minute_of(replay(match, events))
            for events in (
                [],
                [start(H1)],
                first_half(),
                to_second_half(),
                regulation(),
                [*regulation(), start(ET1)],
                [*regulation(), start(ET1), end(ET1)],
                played,
                [*played, start(PENS)],  # regression: a server error while kicks were taken
                shootout[:-1],
                shootout,
                [*shootout, full_time(PENS)],
            )
        ]
        == ["", "1'", "HT", "46'", "Break", "91'", "Break", "AET", "pens", "pens", "pens", "FT"]
    )


def test_the_scoreboard_writes_aet_and_pens_in_the_readers_language(
    client: TestClient, world_cup_2022: Demo
) -> None:
    """The 2022 final's score on its page, the matchday and the API, in German."""
    (match_id,) = [m["id"] for m in client.get("/api/v1/matches?date=2022-12-18").json()["matches"]]
    html = client.get(f"/matches/{match_id}?lang=de").text
    # In two parts a narrow screen may put on two lines, never breaking inside one.
    parts = '<span class="unbroken">3-3 n. V.</span> <span class="unbroken">(4-2 i. E.)</span>'
    assert re.search(rf'id="score"[^>]*>{re.escape(parts)}</span>', html)
    assert "3-3 n. V. (4-2 i. E.)" in _text(client.get("/?date=2022-12-18&lang=de").text)
    assert client.get(f"/api/v1/matches/{match_id}?lang=de").json()["score"] == (
        "3-3 n. V. (4-2 i. E.)"
    )
    assert client.get(f"/api/v1/matches/{match_id}").json()["score"] == "3-3 aet (4-2 pens)"


@pytest.mark.parametrize(
    ("score", "parts"),
    [
        ("2-1", ["2-1"]),
        ("1-1 prórroga", ["1-1 prórroga"]),
        ("3-3 n. V. (4-2 i. E.)", ["3-3 n. V.", "(4-2 i. E.)"]),
        ("0-0 (5-4 pens)", ["0-0", "(5-4 pens)"]),
        ("0-3 (am grünen Tisch)", ["0-3", "(am grünen Tisch)"]),
    ],
)
def test_a_score_is_cut_only_before_its_notes_in_brackets(score: str, parts: list[str]) -> None:
    from tracker.web.views import score_parts

    assert score_parts(score) == parts
    assert " ".join(parts) == score


def test_a_goal_whose_scorer_is_not_known_names_its_team_once(
    client: TestClient, demo_library: Demo
) -> None:
    from tests.core.factory import AWAY, H1, goal, start
    from tests.web.conftest import dated_match

    stored = dated_match(demo_library.url)
    try:
        stored.log(start(H1), goal("12", H1, AWAY, None))
        match_id, team = stored.id, stored.match.away.name
    finally:
        stored.db.close()
    events = _text(client.get(f"/matches/{match_id}").text)
    assert f"12' Goal 0-1: {team} (scorer unknown)" in events
    assert f"(scorer unknown) – {team}" not in events


def test_a_stored_result_being_logged_says_so_with_its_minute(
    client: TestClient, demo_library: Demo, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """ "Log this match…" on an imported result: its stored 2-1 stays the score until
    the log's full time, and the site says it is being logged, and how far."""
    from tests.helpers.beinglogged import reds_blues_being_logged

    db = open_database(demo_library.url, backups=0)
    try:
        result = reds_blues_being_logged(db, tmp_path)
    finally:
        db.close()
    (line,) = [
        m
        for m in client.get("/api/v1/matches?date=2030-06-01").json()["matches"]
        if m["id"] == result
    ]
    assert (line["score"], line["minute"], line["status"]) == (
        "2-1",
        "34'",
        "Result stored; being logged",
    )
    words = _text(client.get(f"/matches/{result}?lang=de").text)
    assert "34' Ergebnis gespeichert; wird erfasst" in words


def test_an_error_line_is_in_the_readers_language(client: TestClient) -> None:
    assert client.get("/matches/999?lang=de").text == "es gibt kein Spiel 999\n"
    assert client.get("/matches/abc", headers={"Accept-Language": "es"}).text == (
        "no hay ningún partido 'abc'\n"
    )
    assert client.get("/no/such/page?lang=de").text == "unter dieser Adresse gibt es keine Seite\n"
    refused = client.post("/?lang=es")
    assert (refused.status_code, refused.text) == (405, "este servidor solo lee: use GET\n")
    # Without a language asked for, English, as before.
    assert client.get("/matches/999").text == "there is no match 999\n"


def test_a_match_page_s_title_is_in_the_reader_s_language(
    client: TestClient, demo_library: Demo
) -> None:
    """The title (the browser's tab, a bookmark) said "Argentina v England" on the
    German and Spanish pages."""
    match = f"/matches/{demo_library.match_id}"
    titles = {
        lang: re.search(r"<title>(.*?)</title>", client.get(f"{match}?lang={lang}").text)
        for lang in ("en", "de", "es")
    }
    said = {lang: found.group(1) if found else "" for lang, found in titles.items()}
    assert said == {
        "en": "Argentina v England – Match Tracker",
        "de": "Argentina – England – Match Tracker",
        "es": "Argentina - England – Match Tracker",
    }


def test_a_match_not_kicked_off_has_no_score_yet(client: TestClient, demo_library: Demo) -> None:
    """A logged match set up but not begun said "0-0" on the matchday and its page, a
    score nobody had played; the sheet says "v" until kick-off."""
    import datetime as dt

    from tests.services.test_setup import five_a_side
    from tracker.services.setup import SetupService

    stored = open_database(demo_library.url, backups=0)
    try:
        match_id = SetupService(stored).create_match(five_a_side("Reds", 1, dt.date(2030, 1, 1)))
    finally:
        stored.close()
    page = client.get(f"/matches/{match_id}").text
    assert '<span class="score" id="score" data-field="score">–</span>' in page
    day = client.get("/?date=2030-01-01").text
    assert '<span class="score" data-field="score">–</span>' in day
    assert "Reds – Rovers Not started" in _text(day)
    assert client.get(f"/api/v1/matches/{match_id}").json()["score"] == ""
