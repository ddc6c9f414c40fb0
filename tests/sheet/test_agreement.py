"""Every format states the same facts: goals, cards, line-ups, key facts and minutes played."""

from __future__ import annotations

import csv
import datetime as dt
import io
from dataclasses import replace
from pathlib import Path

import pytest

from tests.sheet.matches import cup_tie
from tests.sheet.pdftools import needs_poppler, pdf_text
from tests.sheet.test_html import parse
from tracker.core.match.events import Event
from tracker.core.match.model import Match, Officials
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS
from tracker.sheet.text import entry_text

BY_NAME = {f.name: f for f in FORMATS}


def full_tie() -> tuple[Match, list[Event]]:
    """The cup tie with every header fact filled in."""
    match, events = cup_tie()
    officials = Officials(
        referee="Szymon Marciniak",
        assistant1="Paweł Sokolnicki",
        assistant2="Tomasz Listkiewicz",
        fourth="Ismail Elfath",
        var="Tomasz Kwiatkowski",
    )
    match = replace(match, kickoff=dt.time(21, 0), attendance=71_304, officials=officials)
    return match, events


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def sheet_texts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The visible text of the cup tie's sheet in text, HTML and PDF."""
    match, events = full_tie()
    pdf = Path(tmp_path_factory.mktemp("pdf")) / "sheet.pdf"
    pdf.write_bytes(BY_NAME["pdf"].render(match, events, {}))
    page = BY_NAME["html"].render(match, events, {}).decode("utf-8")
    return {
        "txt": _flat(BY_NAME["txt"].render(match, events, {}).decode("utf-8")),
        "html": _flat(" ".join(parse(page).text)),
        "pdf": _flat(pdf_text(pdf)),
    }


@needs_poppler
@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("name", ["txt", "html", "pdf"])
def test_each_sheet_states_every_fact(name: str, sheet_texts: dict[str, str]) -> None:
    match, events = full_tie()
    sheet = build_sheet(match, events)
    text = sheet_texts[name]
    assert sheet.home.name in text and sheet.away.name in text
    for goal in sheet.goals:
        assert goal.minute in text and goal.scorer in text
    for card in sheet.cards:
        assert f"{card.minute}" in text and card.label in text and card.who in text
    for kick in sheet.kicks:
        assert kick.player in text
    for sub in sheet.subs:
        assert sub.minute in text and sub.on in text and sub.off in text
    for miss in sheet.misses:
        assert miss.minute in text and miss.player in text
    for fact in sheet.facts:
        assert fact in text, fact
    for team in sheet.teams:
        for row in team.rows:
            for entry in row:
                assert entry_text(entry) in text, entry_text(entry)
        for player in team.players:
            assert player.name in text
            assert f"{player.minutes}'" in text


def test_csv_minutes_and_goals_match_the_sheet() -> None:
    match, events = cup_tie()
    sheet = build_sheet(match, events)
    files = BY_NAME["csv"].render(match, events, {})
    assert isinstance(files, dict)
    players = list(csv.DictReader(io.StringIO(files["players.csv"].decode("utf-8-sig"))))
    minutes = {row["name"]: int(row["minutes"]) for row in players if row["role"] != "unused"}
    assert minutes == {p.name: p.minutes for t in sheet.teams for p in t.players}
    rows = list(csv.DictReader(io.StringIO(files["events.csv"].decode("utf-8-sig"))))
    goals = [(r["minute"], r["player"]) for r in rows if r["kind"] == "goal"]
    assert goals == [(g.minute, g.scorer) for g in sheet.goals]
    cards = [(r["minute"], r["player"]) for r in rows if r["kind"] == "card"]
    assert cards == [(c.minute, c.who) for c in sheet.cards]


@needs_poppler
@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("name", ["txt", "html", "pdf"])
def test_each_sheet_states_the_header_and_result(name: str, sheet_texts: dict[str, str]) -> None:
    """Competition, date, kick-off, venue, attendance, officials, half-time and shootout."""
    match, events = full_tie()
    sheet = build_sheet(match, events)
    text = sheet_texts[name].casefold()
    for value in (sheet.competition, sheet.stage, sheet.date, sheet.kickoff, sheet.venue):
        assert value and value.casefold() in text, value
    assert sheet.attendance and sheet.attendance.casefold() in text
    for role, official in sheet.officials:
        assert official.casefold() in text, role
    assert sheet.half_time and sheet.half_time in text
    assert sheet.score_line == "1-1 aet (4-2 pens)"
    assert sheet.score_line in text
    if name != "txt":  # the page's score box says the score alone: the line says who won
        assert f"{sheet.winner} win on penalties".casefold() in text
