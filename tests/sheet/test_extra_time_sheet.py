"""The sheet of a final with extra time and penalties (Argentina 3-3 France, 4-2 pens).

The timeline has a tick at each period's regulation end with the added time after
it; the printed sheet draws every section heading, and a table that runs onto the
next page repeats its header row there.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCursor

from tests.helpers.final2022 import final
from tests.sheet.test_svg import texts
from tracker.sheet.content import build_sheet
from tracker.sheet.pdf import SheetDocument, page_layout
from tracker.sheet.svg import timeline_svg

#: Key stats as the library gives them for this final: they push the sheet to three pages.
KEY_STATS = (
    "Argentina win their 3rd FIFA World Cup final",
    "France lose their 2nd FIFA World Cup final",
    "Argentina and France meet for the 4th time at a FIFA World Cup",
    "Lionel Messi: 13 FIFA World Cup goals, level 4th on the all-time list",
    "Ángel Di María: 3rd FIFA World Cup goal",
    "Kylian Mbappé: the 2nd hat-trick in a FIFA World Cup final",
)


def test_added_time_is_drawn_after_the_tick_of_the_periods_end() -> None:
    sheet = build_sheet(*final())
    assert sheet.score_line == "3-3 aet (4-2 pens)"
    labels = {text: x for x, _y, text in texts(timeline_svg(sheet))}
    for tick in ("45'", "90'", "105'", "120'"):
        assert tick in labels, tick
    ticks = {label: at for at, label in sheet.ticks}
    assert ticks["90'"] == 52 + 45  # the second half began after 45'+7 of the first
    cards = {c.minute: c.at for c in sheet.cards}
    assert ticks["90'"] < cards["90'+5"] < cards["90'+8"]
    # The icons of the two cards (and their labels) are right of the 90' tick.
    assert labels["90'"] < labels["90'+5 Acuña"] and labels["90'"] < labels["90'+8 Tchouaméni"]
    whistles = [label for _at, label in sheet.period_marks]
    assert whistles == ["HT 45'+7", "90'+8", "105'+1", "AET 120'+3"]


def test_minutes_are_written_football_style_on_the_timeline() -> None:
    sheet = build_sheet(*final())
    labels = [text for _x, _y, text in texts(timeline_svg(sheet))]
    assert "91' Montiel for Molina" in labels
    assert "120'+1 Dybala for Tagliafico" in labels
    assert "120'+2 Montiel" in labels


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("key_stats", [(), KEY_STATS], ids=["bare", "with key stats"])
def test_every_heading_is_drawn_and_a_continued_table_repeats_its_header(
    key_stats: tuple[str, ...],
) -> None:
    document = SheetDocument(build_sheet(*final(), key_stats=key_stats), page_layout("a4"))
    doc, layout, body = document.doc, document.doc.documentLayout(), document.body
    headings = []
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            headings.append(block.text().strip())
            # Laid out (it has lines), so it is drawn.
            assert block.layout().lineCount() > 0, block.text()
            assert layout.blockBoundingRect(block).height() > 0, block.text()
        table = QTextCursor(block).currentTable()
        if table is not None:
            first = layout.blockBoundingRect(table.firstCursorPosition().block())
            last = layout.blockBoundingRect(table.lastCursorPosition().block())
            if int(first.top() // body) != int(last.bottom() // body):
                assert table.format().headerRowCount() >= 1, "a table split with no header"
        block = block.next()
    assert "Minutes played" in headings and "Penalty shootout (4-2)" in headings
    # The shootout (a short table) is never split from its heading.
    assert document.page_count <= 3
