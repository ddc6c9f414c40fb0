"""The sheet of a match not yet kicked off: the line-ups and that it has not started,
no result, no 0-0, no minutes played, in every format."""

from __future__ import annotations

import csv
import datetime as dt
import io
from dataclasses import replace
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tests.sheet.pdftools import needs_poppler, pdf_info, pdf_text
from tests.sheet.test_html import parse
from tracker.core.match.model import Match
from tracker.core.match.replay import sort_events
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS

FORMAT = {f.name: f for f in FORMATS}


def fixture(kickoff: dt.time | None = None) -> Match:
    """The reference match before kick-off."""
    return replace(demo()[0], kickoff=kickoff)


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_sheet_says_the_match_has_not_started_and_gives_no_result() -> None:
    sheet = build_sheet(fixture(), [])
    assert not sheet.started
    assert sheet.result == "Argentina v England"
    assert sheet.status == "Not started"
    # Once kicked off, the score is the result so far.
    match, events = demo()
    assert build_sheet(match, sort_events(events)[:1]).result == "Argentina 0-0 England"


def test_the_text_sheet_has_the_line_ups_and_no_result_or_minutes() -> None:
    text = FORMAT["txt"].render(fixture(), [], {}).decode("utf-8")
    assert text.startswith("FIFA World Cup 2026 – Semi-final\nArgentina v England\nNot started\n")
    assert "0-0" not in text
    assert "Minutes played" not in text and "0'" not in text
    assert "Reece James, John Stones" in text and "Substitutes: Ezri Konsa" in text
    german = FORMAT["txt"].render(fixture(), [], {"lang": "de"}).decode("utf-8")
    assert "Argentina v England\nNicht begonnen\n" in german
    assert "Gespielte Minuten" not in german


def test_the_web_page_has_no_score_minutes_or_empty_timeline() -> None:
    page = FORMAT["html"].render(fixture(dt.time(20, 0)), [], {}).decode("utf-8")
    text = _flat(" ".join(parse(page).text))
    assert "<title>Argentina v England</title>" in page
    assert "Not started" in text
    # The box gives the kick-off time, as a list of fixtures does.
    assert '<span class="n">20:00</span>' in page
    assert "0 – 0" not in text.replace("\xa0", " ")
    assert "Minutes played" not in text and "Timeline" not in text
    assert "Starting formations" in text  # the line-ups are drawn
    bare = FORMAT["html"].render(fixture(), [], {}).decode("utf-8")
    assert '<span class="n">v</span>' in bare


@needs_poppler
@pytest.mark.usefixtures("qapp")
def test_the_pdf_has_no_score_minutes_or_empty_timeline(tmp_path: Path) -> None:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(FORMAT["pdf"].render(fixture(dt.time(20, 0)), [], {}))
    text = _flat(pdf_text(path))
    assert pdf_info(path)["Title"] == "Argentina v England"
    assert "Argentina 20:00 England" in text
    assert "Not started" in text and "Argentina v England · FIFA World Cup 2026" in text
    assert "0–0" not in text and "0 – 0" not in text
    assert "Minutes played" not in text and "Timeline" not in text
    assert "Reece James, John Stones" in text


def test_the_csv_has_no_events_and_no_minutes_for_anyone() -> None:
    files = FORMAT["csv"].render(fixture(), [], {})
    assert isinstance(files, dict)
    events = list(csv.DictReader(io.StringIO(files["events.csv"].decode("utf-8-sig"))))
    assert events == []
    players = list(csv.DictReader(io.StringIO(files["players.csv"].decode("utf-8-sig"))))
    assert len(players) == 2 * 16  # the line-ups: 11 starters and 5 substitutes a side
    assert {row["role"] for row in players} == {"starter", "unused"}
    for row in players:
        assert (row["minutes"], row["goals"], row["assists"], row["booked"]) == ("", "", "", "")
