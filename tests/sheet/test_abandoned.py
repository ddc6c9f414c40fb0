"""The sheet of a match abandoned at 71': the score when play stopped, when and why it
stopped (not a provisional sheet, nor "Full time"), minutes up to then, in every format,
and a timeline that ends where play stopped."""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tests.sheet.pdftools import needs_poppler, pdf_text
from tests.sheet.test_html import parse
from tests.sheet.test_svg import NS, texts
from tracker.core.match.events import Event, MatchAbandoned, PeriodEnd
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match
from tracker.core.match.replay import sort_events
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS
from tracker.sheet.svg import RED, timeline_svg

FORMAT = {f.name: f for f in FORMATS}
STOPPED = MatchTime(Period.SECOND_HALF, 71)


def abandoned(
    reason: str = "floodlight failure", stopped: MatchTime = STOPPED
) -> tuple[Match, list[Event]]:
    """The reference match up to 70', then abandoned at 71' (England 1-0 up)."""
    match, events = demo()
    played = [
        e
        for e in sort_events(events)
        if e.time.period is Period.FIRST_HALF or (e.time < stopped and not isinstance(e, PeriodEnd))
    ]
    last = max(e.seq for e in played)
    return match, [*played, MatchAbandoned(stopped, seq=last + 1, reason=reason)]


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


def test_the_timeline_ends_where_play_stopped() -> None:
    sheet = build_sheet(*abandoned())
    played_before = 45 + 0  # the reference match's first half had no added time
    assert sheet.stopped == (played_before + 71 - 45, "abandoned 71'")
    assert sheet.duration == sheet.stopped[0]  # not drawn on to 90' as a match in play
    drawing = timeline_svg(sheet)
    labels = [text for _x, _y, text in texts(drawing)]
    assert "abandoned 71'" in labels
    assert "90'" not in labels and "75'" not in labels
    # Its line is red and dashed, at the axis's end; no added time is shaded before it.
    root = ET.fromstring(drawing)
    stop = [
        line
        for line in root.iter(f"{NS}line")
        if line.get("stroke") == RED and line.get("stroke-dasharray")
    ]
    assert len(stop) == 1
    axis = max(float(line.get("x2", 0)) for line in root.iter(f"{NS}line"))
    assert float(stop[0].get("x1", 0)) == pytest.approx(axis, abs=0.1)
    assert not [r for r in root.iter(f"{NS}rect") if r.get("fill") == "#dde3e8"]
    german = build_sheet(*abandoned(), language="de")
    assert german.stopped is not None and german.stopped[1] == "Abbruch 71'"


def test_stopped_in_added_time_the_added_time_is_shaded_up_to_it() -> None:
    sheet = build_sheet(*abandoned(stopped=MatchTime(Period.SECOND_HALF, 90, 3)))
    assert sheet.stopped is not None and sheet.stopped[1] == "abandoned 90'+3"
    root = ET.fromstring(timeline_svg(sheet))
    shaded = [r for r in root.iter(f"{NS}rect") if r.get("fill") == "#dde3e8"]
    scale = (1000 - 118 - 16) / sheet.duration
    assert [float(r.get("width", 0)) for r in shaded] == [pytest.approx(3 * scale, abs=0.2)]
    assert "90'" in [text for _x, _y, text in texts(timeline_svg(sheet))]


def test_a_match_stopped_during_its_shootout_has_no_result_s_score_line() -> None:
    """Stopped after five kicks, the sheet's result line read "3-3 aet (2-1 pens)", a
    final result's form; stopped at 120'+5 it read "3-3"."""
    from tests.core.factory import make_match, through_extra_time
    from tracker.core.match.events import PeriodStart, ShootoutKick
    from tracker.core.match.model import Side
    from tracker.core.match.replay import replay
    from tracker.core.match.summary import figures_of
    from tracker.sheet.content import build_sheet

    kicks = [
        ShootoutKick(MatchTime.shootout(), side=Side.HOME, player=2),
        ShootoutKick(MatchTime.shootout(), side=Side.AWAY, player=102, scored=False),
        ShootoutKick(MatchTime.shootout(), side=Side.HOME, player=3),
    ]
    events = [
        *through_extra_time(),
        PeriodStart(MatchTime.shootout()),
        *kicks,
        MatchAbandoned(MatchTime.shootout(), reason="crowd trouble"),
    ]
    match = make_match()
    assert figures_of(replay(match, events)).score == "0-0"
    sheet = build_sheet(match, events)
    assert "pens" not in sheet.score_line and "aet" not in sheet.score_line
