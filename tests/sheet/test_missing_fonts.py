"""Regression: a Chinese, Japanese or Korean name printed as empty boxes in the PDF,
and nothing said so. The shipped DejaVu Sans lacks those letters: the PDF sets them in
a font of the system that has them; where there is none, the command line and the
export window say which names print as boxes."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase

from tests.helpers.matches import demo
from tests.sheet.matches import renamed
from tests.sheet.pdftools import needs_poppler, pdf_fonts, pdf_text
from tracker.cli import demo_text
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS
from tracker.sheet.pdf import SheetDocument, page_layout, unprintable
from tracker.sheet.resultsheet import ResultGoal, ResultSheet, render_result

PDF = next(f for f in FORMATS if f.name == "pdf")
KOREA, SON = "대한민국", "孙兴慜"
#: A name with letters of the Private Use Area: no font has them, on any system.
NO_FONT = "Lionel \U000f0001\U000f0002"

pytestmark = pytest.mark.usefixtures("qapp")


def _cjk_font_installed() -> bool:
    writing = QFontDatabase.WritingSystem
    return all(QFontDatabase.families(w) for w in (writing.Korean, writing.SimplifiedChinese))


@needs_poppler
def test_chinese_and_korean_names_print_in_a_font_of_the_system(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    if not _cjk_font_installed():
        pytest.skip("no font with Chinese and Korean letters is installed")
    match, events = demo()
    match = renamed(match, {"Lionel Messi": SON}, home=KOREA)
    path = tmp_path / "sheet.pdf"
    with caplog.at_level(logging.WARNING, logger="tracker"):
        path.write_bytes(PDF.render(match, events, {}))
    text = pdf_text(path)
    assert f"{KOREA} 2-1 England" in " ".join(text.split())
    assert f"{SON} assisted both {KOREA} goals" in " ".join(text.split())
    fonts = [row.split()[0] for row in pdf_fonts(path).splitlines()[2:]]
    assert any("DejaVu" not in font for font in fonts)  # the system's font, embedded
    assert not caplog.records
    assert SheetDocument(build_sheet(match, events), page_layout()).unprintable == []


def test_a_name_no_font_has_is_said_once_by_the_pdf(caplog: pytest.LogCaptureFixture) -> None:
    match, events = demo()
    match = renamed(match, {"Lionel Messi": NO_FONT})
    assert SheetDocument(build_sheet(match, events), page_layout()).unprintable == [NO_FONT]
    with caplog.at_level(logging.WARNING, logger="tracker"):
        PDF.render(match, events, {})
    assert [r.getMessage() for r in caplog.records] == [
        f"the PDF shows {NO_FONT} as empty boxes: no font on this computer has their letters. "
        "Install one that has them (for Chinese, Japanese or Korean names: Noto Sans CJK) "
        "and export again"
    ]


def test_a_result_s_pdf_says_so_too(caplog: pytest.LogCaptureFixture) -> None:
    sheet = ResultSheet(
        "Argentina",
        "England",
        "1-0",
        "Cup",
        (),
        "Result only",
        goals=(ResultGoal("9'", "Argentina", NO_FONT),),
    )
    with caplog.at_level(logging.WARNING, logger="tracker"):
        render_result(sheet, "pdf")
    assert [NO_FONT in r.getMessage() for r in caplog.records] == [True]


def test_the_names_said_are_whole_and_each_said_once() -> None:
    names = ["Cup", KOREA, "三笘 薫", SON, KOREA, "Lionel Messi"]
    assert unprintable("대한三薫孙", names) == [KOREA, "三笘 薫", SON]
    # A letter of none of the names (a heading, a fact) is said as itself.
    assert unprintable("대\U000f0001", [KOREA]) == [KOREA, "\U000f0001"]
    assert unprintable("", names) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fonts hidden with fontconfig")
def test_the_command_line_warns_when_no_font_has_the_letters(tmp_path: Path) -> None:
    """The system's fonts hidden (fontconfig is given a folder with none), as on a
    computer with no Chinese or Korean font: the PDF is written, and a warning says
    which names it prints as boxes."""
    config = tmp_path / "fonts.conf"
    config.write_text(
        f'<?xml version="1.0"?>\n<fontconfig><cachedir>{tmp_path / "cache"}</cachedir>'
        "</fontconfig>\n",
        encoding="utf-8",
    )
    env = {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}
    text = demo_text().replace('"Argentina"', f'"{KOREA}"').replace('"Lionel Messi"', f'"{SON}"')
    source = tmp_path / "match.json"
    source.write_text(text, encoding="utf-8")
    run = [sys.executable, "-m", "tracker", "--db", str(tmp_path / "m.sqlite3")]
    subprocess.run([*run, "import", str(source)], check=True, env=env, capture_output=True)
    out = tmp_path / "sheet.pdf"
    done = subprocess.run(
        [*run, "export", "1", "--format", "pdf", "-o", str(out)],
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF")
    assert (
        f"match-tracker: warning: the PDF shows {KOREA}, {SON} as empty boxes: no font on "
        "this computer has their letters." in done.stderr
    )
