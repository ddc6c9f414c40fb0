"""A result set up to be logged ("Log this match…"), nothing logged yet.

The library lists it as "set up to be logged, nothing logged yet", but ``show`` said
"(result stored; being logged)", its sheet "its match is being logged", and the site
"Result stored; being logged" on its page, the matchday and the API, though nobody had
logged a minute of it. They now say it is set up to be logged; once its kick-off is
logged, they say it is being logged.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tests.helpers.beinglogged import set_up_reds_blues
from tests.services.test_results_import import _cup, _write
from tracker import cli
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.store.db import open_database
from tracker.web.app import create_app

DAY = "2030-06-01"

#: What the site says of it, in each of its languages: set up, then being logged.
SAID = {
    "en": ("Result stored; set up to be logged", "Result stored; being logged"),
    "de": (
        "Ergebnis gespeichert; zur Erfassung eingerichtet",
        "Ergebnis gespeichert; wird erfasst",
    ),
    "es": ("Resultado guardado; preparado para registrar", "Resultado guardado; registrándose"),
}


def _text(html: str) -> str:
    """The page's words, tags removed and spaces folded."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&#39;", "'").split())


def _site_says(url: str, match_id: int, which: int) -> None:
    with TestClient(create_app(url), raise_server_exceptions=True) as client:
        for language, said in SAID.items():
            (line,) = client.get(f"/api/v1/matches?date={DAY}&lang={language}").json()["matches"]
            assert (line["id"], line["score"], line["status"]) == (match_id, "2-1", said[which])
            assert said[which] in _text(client.get(f"/matches/{match_id}?lang={language}").text)
            assert said[which] in _text(client.get(f"/?date={DAY}&lang={language}").text)
            assert said[1 - which] not in _text(client.get(f"/?date={DAY}&lang={language}").text)


def test_a_result_set_up_with_nothing_logged_is_not_said_to_be_being_logged(
    db_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = open_database(db_url, backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
        match_id = set_up_reds_blues(db)
    finally:
        db.close()
    [entry] = [e for e in _library(db_url) if e.id == match_id]
    assert entry.status == "result stored; set up to be logged, nothing logged yet"

    _site_says(db_url, match_id, 0)
    assert cli.main(["--db", db_url, "show", str(match_id)]) == 0
    assert capsys.readouterr().out.splitlines()[1] == (
        "Test Cup 2030 – Group A (result stored; set up to be logged)"
    )
    assert cli.main(["--db", db_url, "export", str(match_id), "--format", "txt"]) == 0
    sheet = capsys.readouterr().out
    assert "Result stored; its match is set up to be logged, and its log replaces it" in sheet
    assert "being logged" not in sheet

    # Its kick-off logged: now it is being logged, and everything says so.
    db = open_database(db_url, backups=0)
    try:
        MatchService(db).log(match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    finally:
        db.close()
    _site_says(db_url, match_id, 1)
    assert cli.main(["--db", db_url, "show", str(match_id)]) == 0
    assert capsys.readouterr().out.splitlines()[1] == (
        "Test Cup 2030 – Group A (result stored; being logged)"
    )
    assert cli.main(["--db", db_url, "export", str(match_id), "--format", "txt"]) == 0
    assert "its match is being logged, and its log replaces it" in capsys.readouterr().out


def _library(url: str) -> list:  # type: ignore[type-arg]
    db = open_database(url, backups=0)
    try:
        return MatchService(db).library()
    finally:
        db.close()
