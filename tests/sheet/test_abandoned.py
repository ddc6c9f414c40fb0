"""The sheet of a match abandoned at 71': the score when play stopped, when and why it
stopped (not a provisional sheet, nor "Full time"), minutes up to then, in every format."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from pathlib import Path

from tests.helpers.matches import demo
from tests.sheet.pdftools import needs_poppler, pdf_text
from tests.sheet.test_html import parse
from tracker.core.match.events import Event, MatchAbandoned, PeriodEnd
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match
from tracker.core.match.replay import sort_events
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS

FORMAT = {f.name: f for f in FORMATS}
STOPPED = MatchTime(Period.SECOND_HALF, 71)


def abandoned(reason: str = "floodlight failure") -> tuple[Match, list[Event]]:
    """The reference match up to 70', then abandoned at 71' (England 1-0 up)."""
    match, events = demo()
    played = [
        e
        for e in sort_events(events)
        if e.time.period is Period.FIRST_HALF or (e.time < STOPPED and not isinstance(e, PeriodEnd))
    ]
    last = max(e.seq for e in played)
    return match, [*played, MatchAbandoned(STOPPED, seq=last + 1, reason=reason)]


def test_the_sheet_says_when_and_why_it_was_abandoned() -> None:
    sheet = build_sheet(*abandoned())
    assert sheet.status == "Match abandoned at 71': floodlight failure"
    assert sheet.abandoned and not sheet.over
    assert sheet.result == "Argentina 0-1 England"
    assert sheet.winner == ""
    assert sheet.whistles[-1][1:] == ("71'", "Match abandoned: floodlight failure")
    assert build_sheet(*abandoned(reason="")).status == "Match abandoned at 71'"


def test_a_confirmed_abandoned_match_still_says_it_was_abandoned() -> None:
    match, events = abandoned()
    sheet = build_sheet(replace(match, confirmed=True), events)
    assert sheet.status == "Match abandoned at 71': floodlight failure"
    assert not sheet.over


def test_the_text_sheet() -> None:
    match, events = abandoned()
    text = FORMAT["txt"].render(match, events, {}).decode("utf-8")
    assert text.startswith(
        "FIFA World Cup 2026 – Semi-final\nArgentina 0-1 England\n"
        "Match abandoned at 71': floodlight failure\n"
    )
    assert "provisional" not in text and "Full time" not in text
    assert "Unused substitutes: Ezri Konsa" in text
    assert "Harry Kane        71'" in text  # his minutes stop where play stopped
    german = FORMAT["txt"].render(match, events, {"lang": "de"}).decode("utf-8")
    assert "Spielabbruch in der 71': floodlight failure\n" in german


def test_the_web_page_and_the_csv() -> None:
    match, events = abandoned()
    page = FORMAT["html"].render(match, events, {}).decode("utf-8")
    assert "Match abandoned at 71': floodlight failure" in " ".join(parse(page).text)
    files = FORMAT["csv"].render(match, events, {})
    rows = list(csv.DictReader(io.StringIO(files["events.csv"].decode("utf-8-sig"))))
    assert (rows[-1]["minute"], rows[-1]["kind"]) == ("71'", "abandoned")
    assert rows[-1]["description"] == "Match abandoned: floodlight failure"


@needs_poppler
def test_the_pdf(tmp_path: Path) -> None:
    match, events = abandoned()
    path = tmp_path / "sheet.pdf"
    path.write_bytes(FORMAT["pdf"].render(match, events, {}))
    text = " ".join(pdf_text(path).split())
    assert "Match abandoned at 71': floodlight failure" in text
