"""The drawings: well-formed SVG, every starter placed on his side, user text escaped."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace
from xml.sax import saxutils

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.matches import demo
from tests.sheet.matches import cup_tie, renamed
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.sheet import svg
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


def back_three() -> tuple[Match, list[Event]]:
    """The reference match with Argentina set out 3-5-2 (a defender level with the keeper)."""
    match, events = demo()
    lineup = match.home.lineup
    assert lineup is not None
    keeper, defence, midfield, attack = lineup.rows
    rows = (keeper, defence[1:], (defence[0], *midfield[:4]), (midfield[4], *attack))
    home = replace(match.home, lineup=replace(lineup, formation="3-5-2", rows=rows))
    return replace(match, home=home), events


Box = tuple[float, float, float, float]


def _boxes(svg: str) -> tuple[list[tuple[str, Box]], list[Box]]:
    """The players' name labels and discs, as (left, top, right, bottom) boxes."""
    root = ET.fromstring(svg)
    labels = []
    for t in root.iter(f"{NS}text"):
        size = float(t.get("font-size", 0))
        if size != 19 or t.get("font-weight") != "bold":
            continue
        x, y, text = float(t.get("x", 0)), float(t.get("y", 0)), t.text or ""
        half = 0.66 * size * len(text) / 2  # DejaVu Sans Bold is about 0.66 em a letter
        labels.append((text, (x - half, y - 0.75 * size, x + half, y + 0.2 * size)))
    discs = []
    for c in root.iter(f"{NS}circle"):
        if c.get("r") == "21":
            x, y = float(c.get("cx", 0)), float(c.get("cy", 0))
            discs.append((x - 21, y - 21, x + 21, y + 21))
    return labels, discs


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _final() -> tuple[Match, list[Event]]:
    from tests.helpers.final2022 import final

    return final()


@pytest.mark.parametrize(
    "build", [demo, back_three, _final], ids=["reference", "back-three", "4-3-3-v-4-3-3"]
)
def test_no_name_on_the_pitch_runs_into_another_name_or_disc(build) -> None:  # type: ignore[no-untyped-def]
    """Regression: the keeper's name ran into the defender beside or below him; two
    front threes facing each other (the 2022 final) ran J. Álvarez into Giroud."""
    labels, discs = _boxes(pitch_svg(build_sheet(*build())))
    assert len(labels) == 22 and len(discs) == 22
    for i, (name, box) in enumerate(labels):
        for other, other_box in labels[i + 1 :]:
            assert not _overlap(box, other_box), (name, other)
        assert not any(_overlap(box, disc) for disc in discs), name


def test_timeline_marks_every_goal_card_and_substitution() -> None:
    sheet = build_sheet(*cup_tie())
    labels = [text for _x, _y, text in texts(timeline_svg(sheet))]
    assert "30' Romero (o.g.) 0-1" in labels
    assert "88' Messi (pen.) 1-1" in labels
    assert "90'+1 González for Paredes" in labels
    assert sum("Rice" in label for label in labels) == 2
    assert "60' Kane (pen. missed)" in labels
    # A tick at each period's regulation end, and each whistle with its time.
    assert {"45'", "90'", "105'", "120'"} <= set(labels)
    assert {"HT 45'+2", "90'+4", "105'+1", "AET 120'+2"} <= set(labels)


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_no_whistle_label_prints_over_another(language: str) -> None:
    # The Spanish "prórroga 120'+2" once ran into "105'+1" two minutes of ET apart.
    sheet = build_sheet(*cup_tie(), language=language)
    whistles = {label for _at, label in sheet.period_marks}
    drawn = [(x, y, text) for x, y, text in texts(timeline_svg(sheet)) if text in whistles]
    assert {text for _x, _y, text in drawn} == whistles
    width = 7.4  # the drawing's own estimate of a character's advance, a generous one
    for i, (x, y, text) in enumerate(drawn):
        for x2, y2, text2 in drawn[i + 1 :]:
            if y == y2:
                assert abs(x2 - x) >= (len(text) + len(text2)) * width / 2, (text, text2)
    root = ET.fromstring(timeline_svg(sheet))
    height = float(root.get("height", 0))
    legend = min(y for _x, y, text in texts(timeline_svg(sheet)) if text == sheet.t("goal"))
    assert max(y for _x, y, _text in drawn) + 12 < legend < height


def test_user_text_in_drawings_is_escaped() -> None:
    match, events = demo()
    match = renamed(match, {"Lionel Messi": "<script>x</script> & Co"}, home='"<b>FC</b>"')
    sheet = build_sheet(match, events)
    for drawn in (pitch_svg(sheet), timeline_svg(sheet)):
        assert "<script>" not in drawn and "<b>" not in drawn
        ET.fromstring(drawn)  # still well-formed
    assert any(t.startswith('"<b>FC</b>"') for _x, _y, t in texts(pitch_svg(sheet)))


def test_right_to_left_names_keep_the_minute_first() -> None:
    """Regression: Qt laid "20' محمد صلاح" out right to left, so the PDF read "صلاح '20"."""
    match, events = cup_tie()
    sheet = build_sheet(renamed(match, {"Declan Rice": "محمد صلاح"}), events)
    labels = [text for _x, _y, text in texts(timeline_svg(sheet))]
    # The name is isolated too (FSI … PDI), so a score after it keeps its order.
    assert "\u200e20' \u2068صلاح\u2069" in labels and "\u200e70' \u2068صلاح\u2069" in labels
    assert "30' Romero (o.g.) 0-1" in labels  # left-to-right text is left as it is
    names = [text for _x, _y, text in texts(pitch_svg(sheet))]
    assert "\u200eصلاح" in names


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab&<>\"'\n\r\t é\u200f")) | st.characters()))
def test_drawings_escape_text_as_the_standard_library_does(text: str) -> None:
    # The drawings escape without xml.sax (which imports urllib and http): the same bytes.
    assert svg.escape(text) == saxutils.escape(text)
    assert svg.quoteattr(text) == saxutils.quoteattr(text)


@pytest.mark.parametrize(
    "build", [demo, back_three, _final], ids=["reference", "back-three", "4-3-3-v-4-3-3"]
)
def test_two_names_on_one_line_keep_a_word_gap_apart(build) -> None:  # type: ignore[no-untyped-def]
    """Regression: England's Kane and Bellingham, level in the 4-2-3-1, printed a few
    units apart and read as one name, "Kane Bellingham"."""
    labels, _discs = _boxes(pitch_svg(build_sheet(*build())))
    for i, (name, box) in enumerate(labels):
        for other, other_box in labels[i + 1 :]:
            if box[1] < other_box[3] and other_box[1] < box[3]:  # on one line
                gap = max(other_box[0] - box[2], box[0] - other_box[2])
                assert gap >= 16, (name, other, gap)


def test_a_formation_after_a_right_to_left_team_name_keeps_its_order() -> None:
    """Regression: the pitch title "الوداد البيضاوي 4-4-2" was drawn "الوداد البيضاوي 2-4-4":
    the digits after the Arabic name took its direction."""
    match, events = cup_tie()
    sheet = build_sheet(renamed(match, {}, home="الوداد البيضاوي"), events)
    headings = [text for _x, _y, text in texts(pitch_svg(sheet))]
    assert f"\u200e\u2068الوداد البيضاوي\u2069 {sheet.home.formation}" in headings
    assert f"{sheet.away.name} {sheet.away.formation}" in headings  # Latin: as before
