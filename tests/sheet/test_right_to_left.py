"""Regression: an Arabic or Hebrew name turned the score, minute or formation beside it
round ("الوداد البيضاوي 2-1 England" drawn as "England 1-2 الوداد البيضاوي"); each
renderer now isolates such a name, the sheet of an imported result's too, and the data
formats keep it plain."""

from __future__ import annotations

import html
import re
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tests.sheet.matches import renamed
from tests.sheet.pdftools import needs_poppler, pdf_text
from tracker.core.bidi import right_to_left
from tracker.core.match.events import Event, Goal
from tracker.core.match.model import Match
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS
from tracker.sheet.printhtml import sheet_rich_text
from tracker.sheet.resultsheet import ResultGoal, ResultSheet, render_result
from tracker.sheet.svg import timeline_svg
from tracker.web.views import timeline

HOME = "الوداد البيضاوي"
MESSI = "ליונל מסי"
#: Unicode's first strong isolate and pop directional isolate.
FSI, PDI = "\u2068", "\u2069"
#: The left-to-right mark that leads a text line holding such a name.
LRM = "\u200e"


def _format(name: str):  # type: ignore[no-untyped-def]
    return next(f for f in FORMATS if f.name == name)


def arabic_home() -> tuple[Match, list[Event]]:
    """The reference match (2-1) with an Arabic home team and Messi's name in Hebrew."""
    match, events = demo()
    return renamed(match, {"Lionel Messi": MESSI}, home=HOME), events


def test_text_sheet_isolates_right_to_left_names_in_the_result_goals_and_line_ups() -> None:
    match, events = arabic_home()
    lines = _format("txt").render(match, events, {}).decode().splitlines()
    assert f"{LRM}{FSI}{HOME}{PDI} 2-1 England" in lines
    assert f"{LRM}85' {FSI}{HOME}{PDI} 1-1: Enzo Fernández (assist {FSI}{MESSI}{PDI})" in lines
    assert f"{LRM}{FSI}{HOME}{PDI} (4-5-1):" in lines
    assert f"{LRM}- {FSI}{MESSI}{PDI} assisted both {FSI}{HOME}{PDI} goals (85', 90'+2)" in lines
    assert "England (4-2-3-1):" in lines  # a line without such a name: as before


def test_latin_names_are_written_without_any_mark() -> None:
    match, events = demo()
    for name in ("txt", "html"):
        written = _format(name).render(match, events, {}).decode()
        assert FSI not in written and PDI not in written and LRM not in written


def test_html_sheet_isolates_right_to_left_names() -> None:
    match, events = arabic_home()
    page = _format("html").render(match, events, {}).decode()
    assert f"<title>{FSI}{HOME}{PDI} 2-1 England</title>" in page
    assert f"<h3>{FSI}{HOME}{PDI} (4-5-1)</h3>" in page.replace(_swatch(page), "")


def _swatch(page: str) -> str:
    start = page.index('<span class="swatch"', page.index("<h3>"))
    return page[start : page.index("</span>", start) + len("</span>")]


def test_printed_sheet_isolates_the_line_up_heading() -> None:
    match, events = arabic_home()
    rich = sheet_rich_text(build_sheet(match, events))
    assert f"{FSI}{HOME}{PDI} (4-5-1)" in rich


def test_csv_keeps_the_plain_names() -> None:
    match, events = arabic_home()
    # Data, not display: a program reading the tables gets the name as it was typed.
    files = _format("csv").render(match, events, {})
    tables = "".join(data.decode("utf-8-sig") for data in files.values())
    assert HOME in tables and MESSI in tables
    assert FSI not in tables and PDI not in tables


@needs_poppler
@pytest.mark.usefixtures("qapp")
def test_pdf_footer_keeps_the_score_between_the_teams_in_their_order(tmp_path: Path) -> None:
    """The footer began with the Arabic name, so Qt laid it out right to left and it
    read "England · FIFA World Cup 2026 1-2 الوداد البيضاوي"."""
    match, events = arabic_home()
    path = tmp_path / "sheet.pdf"
    path.write_bytes(_format("pdf").render(match, events, {}))
    text = " ".join(pdf_text(path).split())
    assert "2-1 England · FIFA World Cup 2026" in text
    assert "1-2" not in text


def arabic_result() -> ResultSheet:
    """An imported result (no log): the Arabic home team won 2-1, a penalty among its goals."""
    return ResultSheet(
        HOME,
        "England",
        "2-1",
        "Test Cup – Final",
        ("Sunday 19 July 2026", "ملعب محمد الخامس"),
        "Result only — no line-ups, no event log",
        goals=(
            ResultGoal("10'", HOME, "أيوب الكعبي"),
            ResultGoal("20'", "England", "Harry Kane"),
            ResultGoal("30'", HOME, MESSI, "pen."),
        ),
    )


def test_a_result_s_text_sheet_keeps_the_score_between_the_teams_in_their_order() -> None:
    """The result's sheet wrote the names bare: "الوداد البيضاوي 2-1 England" read
    "England 1-2 الوداد البيضاوي" in a text viewer, the score turned round."""
    lines = render_result(arabic_result(), "txt").decode().splitlines()
    assert lines[0] == f"{LRM}{FSI}{HOME}{PDI} 2-1 England"
    assert f"{LRM}     30'  {FSI}{HOME}{PDI}: {FSI}{MESSI}{PDI} (pen.)" in lines
    assert "     20'  England: Harry Kane" in lines


def test_a_result_s_web_page_isolates_the_names() -> None:
    page = render_result(arabic_result(), "html").decode()
    assert f"<title>{FSI}{HOME}{PDI} 2-1 England</title>" in page
    assert f"<h1>{LRM}{FSI}{HOME}{PDI} 2-1 England</h1>" in page
    assert f"<td>{LRM}{FSI}{MESSI}{PDI} (pen.)</td>" in page


def test_a_result_s_csv_keeps_the_plain_names() -> None:
    files = render_result(arabic_result(), "csv")
    assert isinstance(files, dict)
    tables = "".join(data.decode("utf-8-sig") for data in files.values())
    assert HOME in tables and MESSI in tables
    assert FSI not in tables and PDI not in tables and LRM not in tables


@needs_poppler
@pytest.mark.usefixtures("qapp")
def test_a_result_s_pdf_keeps_the_score_between_the_teams_in_their_order(tmp_path: Path) -> None:
    """The PDF of a result printed "England 1-2 الوداد البيضاوي"."""
    path = tmp_path / "result.pdf"
    data = render_result(arabic_result(), "pdf")
    assert isinstance(data, bytes)
    path.write_bytes(data)
    text = " ".join(pdf_text(path).split())
    assert "2-1 England" in text
    assert "1-2" not in text


def scorers_unknown() -> tuple[Match, list[Event]]:
    """The reference match, the Arabic home team's two goals (and England's) logged
    without a scorer."""
    match, events = demo()
    unnamed = [replace(e, scorer=None) if isinstance(e, Goal) else e for e in events]
    return renamed(match, {}, home=HOME), unnamed


#: How a goal of the Arabic team with no scorer named reads: only the name is isolated.
UNKNOWN = f"{FSI}{HOME}{PDI} (scorer unknown)"


def test_an_unknown_scorer_leaves_the_placeholder_outside_the_name_s_isolate() -> None:
    """ "(scorer unknown)" was isolated with the Arabic name, so it was laid out right to
    left as well and read before the name: "(scorer unknown) الوداد البيضاوي"."""
    match, events = scorers_unknown()
    sheet = build_sheet(match, events)
    lines = _format("txt").render(match, events, {}).decode().splitlines()
    assert f"{LRM}85' {FSI}{HOME}{PDI} 1-1: {UNKNOWN} (assist Lionel Messi)" in lines
    assert "55' England 0-1: England (scorer unknown) (assist Morgan Rogers)" in lines
    page = _format("html").render(match, events, {}).decode()
    assert f"<strong>{UNKNOWN}</strong>" in page
    assert f"<b>{UNKNOWN}</b>" in sheet_rich_text(sheet)
    assert f"85' {UNKNOWN} 1-1" in timeline_svg(sheet)
    assert f"Goal 1-1: {UNKNOWN} (assist: Lionel Messi)" in [line.text for line in timeline(sheet)]
    for written in (page, sheet_rich_text(sheet), timeline_svg(sheet)):
        assert f"{HOME} (scorer unknown){PDI}" not in written


def test_an_unknown_scorer_s_data_keeps_the_plain_team_name() -> None:
    match, events = scorers_unknown()
    files = _format("csv").render(match, events, {})
    tables = "".join(data.decode("utf-8-sig") for data in files.values())
    assert f"Goal: {HOME} (scorer unknown)" in tables
    assert FSI not in tables and PDI not in tables


@needs_poppler
@pytest.mark.usefixtures("qapp")
def test_the_pdf_prints_an_unknown_scorer_after_the_team_s_name(tmp_path: Path) -> None:
    match, events = scorers_unknown()
    path = tmp_path / "sheet.pdf"
    path.write_bytes(_format("pdf").render(match, events, {}))
    row = _words_of_line(path, "85'")
    arabic = [x for x, word in row if right_to_left(word)]
    assert min(x for x, word in row if word == "(scorer") > min(arabic)


def _words_of_line(path: Path, first: str) -> list[tuple[float, str]]:
    """The words (their left edge, their text) on the first page's line that ``first``
    begins, as ``pdftotext -bbox`` places them."""
    done = subprocess.run(
        ["pdftotext", "-bbox", "-l", "1", str(path), "-"], capture_output=True, check=True
    )
    words = [
        (float(x), float(y), html.unescape(word))
        for x, y, word in re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)</word>', done.stdout.decode()
        )
    ]
    line = next(y for _, y, word in words if word == first)
    return [(x, word) for x, y, word in words if abs(y - line) < 1]
