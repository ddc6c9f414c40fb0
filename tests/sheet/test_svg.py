"""The drawings: well-formed SVG, every starter placed on his side, user text escaped."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tests.helpers.matches import demo
from tests.sheet.matches import cup_tie, renamed
from tracker.sheet.content import build_sheet
from tracker.sheet.svg import pitch_svg, timeline_svg

NS = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[tuple[float, float, str]]:
    """(x, y, text) of every text element."""
    root = ET.fromstring(svg)
    return [
        (float(t.get("x", 0)), float(t.get("y", 0)), t.text or "") for t in root.iter(f"{NS}text")
    ]


def test_pitch_places_each_starter_in_his_half_right_sided_player_on_his_right() -> None:
    sheet = build_sheet(*demo())
    placed = {text: (x, y) for x, y, text in texts(pitch_svg(sheet))}
    for team in sheet.teams:
        for row in team.rows:
            for entry in row:
                x, _y = placed[entry.short]
                assert (x < 525) == (team is sheet.home), entry.name
    # Argentina attack to the right: their right back (Molina) is at the bottom,
    # England attack to the left: their right back (James) is at the top.
    assert placed["Molina"][1] > placed["Tagliafico"][1]
    assert placed["James"][1] < placed["Spence"][1]
    assert placed["Messi"][0] > placed["Fernández"][0] > placed["Romero"][0]


def test_timeline_marks_every_goal_card_and_substitution() -> None:
    sheet = build_sheet(*cup_tie())
    labels = [text for _x, _y, text in texts(timeline_svg(sheet))]
    assert "30' Romero (o.g.) 0-1" in labels
    assert "88' Messi (pen.) 1-1" in labels
    assert "90'+1 González for Paredes" in labels
    assert sum("Rice" in label for label in labels) == 2
    assert "60' Kane (pen. missed)" in labels
    assert {"HT", "90'", "105'", "AET"} <= set(labels)


def test_user_text_in_drawings_is_escaped() -> None:
    match, events = demo()
    match = renamed(match, {"Lionel Messi": "<script>x</script> & Co"}, home='"<b>FC</b>"')
    sheet = build_sheet(match, events)
    for svg in (pitch_svg(sheet), timeline_svg(sheet)):
        assert "<script>" not in svg and "<b>" not in svg
        ET.fromstring(svg)  # still well-formed
    assert any(t.startswith('"<b>FC</b>"') for _x, _y, t in texts(pitch_svg(sheet)))
