"""A match the league awarded whose log here was abandoned, or left unfinished.

The library lists it as what it is ("abandoned at 60'; the award stands"), but the site
said "Result stored; being logged" on its page, the matchday and their streams, and
headed its page "Result stored; its match is being logged…", though nobody logs it and
the award stands. The site now says what the library says; a result really being
logged is still said to be.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient

from tests.services.test_award_of_a_match_being_logged import league_file
from tests.test_cli_award_then_log import match_file
from tests.test_cli_award_unfinished import DAY as LONG_AGO
from tests.test_cli_award_unfinished import league_file as league_file_long_ago
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.store.db import open_database
from tracker.web.app import create_app
from tracker.web.server import WebServer


def _text(html: str) -> str:
    """The page's words, tags removed and spaces folded."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&#39;", "'").split())


def _award_with_a_log(url: str, folder: Path, how: str) -> int:
    """The league's award of Argentina v England stored, then a match file of it whose
    log was abandoned at 60' (1 June 2030), or stopped at 55' on 1 June 2024 and never
    logged on (unfinished); or the file's result played (2-1), not awarded, in its
    place; the id of the match the library lists."""
    db = open_database(url, backups=0)
    try:
        if how == "abandoned":
            ResultsService(db).import_files([league_file(folder, awarded=True)])
            path = match_file(folder, "abandoned")
        elif how == "abandoned, a result not awarded":
            ResultsService(db).import_files([_played_again(league_file(folder, awarded=True))])
            path = match_file(folder, "abandoned")
        elif how == "unfinished":
            ResultsService(db).import_files([league_file_long_ago(folder)])
            path = match_file(folder, "in play", LONG_AGO)
        else:
            ResultsService(db).import_files([_played_again(league_file_long_ago(folder))])
            path = match_file(folder, "in play", LONG_AGO)
        MatchService(db).import_text(Path(path).read_text("utf-8"))
        [entry] = MatchService(db).library()
        assert entry.record == "result"
        return entry.id
    finally:
        db.close()


def _played_again(path: str) -> str:
    """The league's file giving Argentina v England as played (2-1), not awarded."""
    data = json.loads(Path(path).read_text("utf-8"))
    data["matches"][0]["score"] = {"ft": [2, 1]}
    del data["matches"][0]["status"]
    Path(path).write_text(json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize(
    ("how", "day", "minute", "said", "heading"),
    [
        (
            "abandoned",
            "2030-06-01",
            "60'",
            {
                "en": "Match abandoned; the award stands",
                "de": "Spielabbruch; die Wertung am grünen Tisch gilt",
                "es": "Partido suspendido; vale la adjudicación",
            },
            "Abandoned at 60'; the award stands, and its log is kept",
        ),
        (
            "abandoned, a result not awarded",
            "2030-06-01",
            "60'",
            {
                "en": "Match abandoned; the result stored stands",
                "de": "Spielabbruch; das gespeicherte Ergebnis gilt",
                "es": "Partido suspendido; vale el resultado guardado",
            },
            "Abandoned at 60'; the result stored stands, and its log is kept",
        ),
        (
            "unfinished",
            LONG_AGO,
            "55'",
            {
                "en": "Log unfinished; the award stands",
                "de": "Erfassung unvollständig; die Wertung am grünen Tisch gilt",
                "es": "Registro incompleto; vale la adjudicación",
            },
            "Log unfinished at 55'; the award stands until its log reaches full time",
        ),
        (
            "unfinished, a result not awarded",
            LONG_AGO,
            "55'",
            {
                "en": "Log unfinished; the result stored stands",
                "de": "Erfassung unvollständig; das gespeicherte Ergebnis gilt",
                "es": "Registro incompleto; vale el resultado guardado",
            },
            "Log unfinished at 55'; the result stored stands until its log reaches full time",
        ),
    ],
)
def test_an_award_its_log_left_standing_is_said_so_on_its_page_and_the_matchday(
    db_url: str,
    tmp_path: Path,
    how: str,
    day: str,
    minute: str,
    said: dict[str, str],
    heading: str,
) -> None:
    match_id = _award_with_a_log(db_url, tmp_path, how)
    with TestClient(create_app(db_url), raise_server_exceptions=True) as client:
        _said_so(client, match_id, day, minute, said, heading)


def _said_so(
    client: TestClient, match_id: int, day: str, minute: str, said: dict[str, str], heading: str
) -> None:
    for language, status in said.items():
        (line,) = client.get(f"/api/v1/matches?date={day}&lang={language}").json()["matches"]
        assert (line["id"], line["minute"], line["status"]) == (match_id, minute, status)
        page = _text(client.get(f"/matches/{match_id}?lang={language}").text)
        assert f"{minute} {status}" in page
        matchday = _text(client.get(f"/?date={day}&lang={language}").text)
        assert f"{minute} {status}" in matchday
    page = _text(client.get(f"/matches/{match_id}").text)
    assert heading in page
    assert "being logged" not in page
    assert "being logged" not in _text(client.get(f"/?date={day}").text)


def test_the_stream_of_an_award_its_abandoned_log_left_standing_says_so(
    db_url: str, tmp_path: Path
) -> None:
    match_id = _award_with_a_log(db_url, tmp_path, "abandoned")
    web = WebServer(db_url)
    web.start()
    try:
        path = f"/matches/{match_id}/live?part=match"
        with (
            httpx.Client(base_url=web.url, timeout=httpx.Timeout(5.0, read=10.0)) as http,
            http.stream("GET", path, headers={"Last-Event-ID": "0"}) as stream,
        ):
            data = next(
                json.loads(line.removeprefix("data: "))
                for line in stream.iter_lines()
                if line.startswith("data: ")
            )
    finally:
        web.stop()
    assert (data["minute"], data["status"]) == ("60'", "Match abandoned; the award stands")
