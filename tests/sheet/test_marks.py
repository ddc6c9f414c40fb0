"""A player who leaves without a replacement and a change of formation, in every format:
the place in the line-up, the text's lists, the timeline and the pitch."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tests.sheet.matches import AWAY, P2, at, cup_tie, short_handed
from tests.sheet.pdftools import needs_poppler, pdf_text
from tests.sheet.test_html import parse
from tests.sheet.test_svg import NS, texts
from tracker.core.match.events import Event, FormationChange, PlayerOff
from tracker.core.match.model import Match
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS
from tracker.sheet.svg import MUTED, pitch_svg, timeline_svg

FORMAT = {f.name: f for f in FORMATS}


def _entries(match: Match, events: list[Event], language: str = "en") -> dict[str, object]:
    sheet = build_sheet(match, events, language=language)
    return {e.name: e for team in sheet.teams for row in team.rows for e in row}


def test_a_place_left_empty_says_when_and_that_nobody_came_on() -> None:
    entries = _entries(*short_handed())
    guehi, paredes = entries["Marc Guéhi"], entries["Leandro Paredes"]
    assert guehi.left == "40'" and guehi.replaced_by == ()  # type: ignore[attr-defined]
    # His substitute left later: the place is empty from then on.
    assert [tuple(r) for r in paredes.replaced_by] == [("Nico González", "64'", "", False)]  # type: ignore[attr-defined]
    assert paredes.left == "88'"  # type: ignore[attr-defined]
    others = [e for name, e in entries.items() if name not in ("Marc Guéhi", "Leandro Paredes")]
    assert not any(e.left for e in others)  # type: ignore[attr-defined]


def test_the_text_sheet_writes_the_empty_place_as_the_line_up_notation_does() -> None:
    text = FORMAT["txt"].render(*short_handed(), {}).decode("utf-8")
    assert "John Stones (Ivan Toney 90'+6), Marc Guéhi (off 40', not replaced), Djed" in text
    assert "Leandro Paredes (Nico González 64', off 88', not replaced), Gianluca" in text
    # Listed in match order with his team, as the cards are.
    listed = "Players off, not replaced\n40' Marc Guéhi (England)\n88' Nico González (Argentina)\n"
    assert listed in text


def test_the_empty_place_is_written_in_the_sheets_language() -> None:
    text = FORMAT["txt"].render(*short_handed(), {"lang": "de"}).decode("utf-8")
    assert "Marc Guéhi (aus 40', ohne Ersatz)" in text
    assert "Ohne Ersatz ausgeschieden\n40' Marc Guéhi (England)" in text
    spanish = FORMAT["txt"].render(*short_handed(), {"lang": "es"}).decode("utf-8")
    assert "Marc Guéhi (sale 40', sin sustituto)" in spanish


def test_the_timeline_marks_each_player_leaving_unreplaced() -> None:
    sheet = build_sheet(*short_handed())
    labels = [text for _x, _y, text in texts(timeline_svg(sheet))]
    assert "40' Guéhi (not replaced)" in labels
    assert "88' González (not replaced)" in labels
    assert "player off, not replaced" in labels  # the legend
    # The reference match has nobody off unreplaced: no such legend.
    reference = build_sheet(*demo())
    assert "player off, not replaced" not in [t for _x, _y, t in texts(timeline_svg(reference))]


def test_the_pitch_notes_when_a_starter_left_unreplaced() -> None:
    notes = {text for _x, _y, text in texts(pitch_svg(build_sheet(*short_handed())))}
    assert "off 40'" in notes  # Guéhi
    assert "off 64'" in notes  # Paredes went off for González


def test_a_change_of_formation_is_on_the_timeline_and_in_the_text() -> None:
    match, events = short_handed()
    labels = [text for _x, _y, text in texts(timeline_svg(build_sheet(match, events)))]
    assert "62' 3-2-3-1" in labels
    assert "formation change" in labels  # the legend
    text = FORMAT["txt"].render(match, events, {}).decode("utf-8")
    assert "\nFormation changes\n62' England: 3-2-3-1\n" in text
    german = FORMAT["txt"].render(match, events, {"lang": "de"}).decode("utf-8")
    assert "\nSystemwechsel\n62' England: 3-2-3-1\n" in german
    spanish = FORMAT["txt"].render(match, events, {"lang": "es"}).decode("utf-8")
    assert "\nCambios de sistema\n62' England: 3-2-3-1\n" in spanish


def every_mark() -> tuple[Match, list[Event]]:
    """The cup tie (goals, cards, a sending-off, a missed penalty, changes) with a player
    leaving unreplaced and a change of formation: every kind of mark the timeline has a
    legend for."""
    match, events = cup_tie()
    p = {player.name: player.pid for player in match.away.squad}
    england = [
        ("Jordan Pickford",),
        ("Reece James", "John Stones", "Marc Guéhi"),
        ("Declan Rice", "Elliot Anderson"),
        ("Morgan Rogers", "Jude Bellingham", "Anthony Gordon"),
        ("Harry Kane",),
    ]
    rows = tuple(tuple(p[name] for name in row) for row in england)
    return match, [
        *events,
        PlayerOff(at("50", P2), seq=100, side=AWAY, player=p["Djed Spence"]),
        FormationChange(at("55", P2), seq=101, side=AWAY, formation="3-2-3-1", rows=rows),
    ]


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_timelines_legend_stays_inside_the_drawing(language: str) -> None:
    drawing = timeline_svg(build_sheet(*every_mark(), language=language))
    root = ET.fromstring(drawing)
    width, height = float(root.get("width", 0)), float(root.get("height", 0))
    legend = [
        (float(t.get("x", 0)), float(t.get("y", 0)), t.text or "")
        for t in root.iter(f"{NS}text")
        # Set like the minute ticks, but from its x rather than around it.
        if t.get("font-size") == "12" and t.get("fill") == MUTED and t.get("text-anchor") is None
    ]
    assert len(legend) == 7
    for x, y, text in legend:
        assert x + len(text) * 6.8 <= width, text
        assert y < height
    rows: dict[float, list[tuple[float, str]]] = {}
    for x, y, text in legend:
        rows.setdefault(y, []).append((x, text))
    for items in rows.values():
        items.sort()
        for (x, text), (x2, _next) in itertools.pairwise(items):
            assert x + len(text) * 6.8 < x2, text


@needs_poppler
@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("name", ["txt", "html", "pdf"])
def test_every_format_shows_the_player_who_left_and_the_new_formation(
    name: str, tmp_path: Path
) -> None:
    data = FORMAT[name].render(*short_handed(), {})
    drawn = ""
    if name == "pdf":
        path = tmp_path / "sheet.pdf"
        path.write_bytes(data)
        text = pdf_text(path)
        if "substitution (on for" not in text:
            # An older Qt (6.8) prints an SVG's words as outlines, not text (the legend's
            # words are missing too): read the timeline the printed sheet draws (pdf.py
            # draws this very SVG).
            import html as markup

            from tracker.sheet.content import build_sheet
            from tracker.sheet.svg import timeline_svg

            drawn = markup.unescape(timeline_svg(build_sheet(*short_handed())))
    elif name == "html":
        text = " ".join(parse(data.decode("utf-8")).text)
    else:
        text = data.decode("utf-8")
    text = " ".join(text.replace("\xa0", " ").split())
    assert "Marc Guéhi (off 40', not replaced)" in text
    # The key facts say why each team played a man short.
    assert "England were down to ten men from 40', when Marc Guéhi went off and was not" in text
    assert "Argentina were down to ten men from 88', when Nico González went off" in text
    if name == "txt":
        assert "62' England: 3-2-3-1" in text
    else:  # the drawings
        assert "40' Guéhi (not replaced)" in (drawn or text)
        assert "62' 3-2-3-1" in (drawn or text)
