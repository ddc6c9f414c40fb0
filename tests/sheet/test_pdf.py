"""The PDF sheet: the expected text, embedded fonts, pages with ink, A4 and Letter."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QPageLayout, QPageSize

from tests.helpers.matches import demo, demo_setup, pid
from tests.sheet.matches import AWAY, HOME, P1, P2, WORLD_NAMES, at, cup_tie, renamed
from tests.sheet.pdftools import ink_per_page, needs_poppler, pdf_fonts, pdf_info, pdf_text
from tracker.core.match.events import Event, Goal, MatchEnd, PeriodEnd, PeriodStart
from tracker.core.match.model import Match
from tracker.sheet.content import build_sheet
from tracker.sheet.formats import FORMATS
from tracker.sheet.pdf import MARGINS_MM, SheetDocument, page_layout

PDF = next(f for f in FORMATS if f.name == "pdf")

pytestmark = [needs_poppler, pytest.mark.usefixtures("qapp")]


def _words(text: str) -> str:
    return " ".join(text.split())


def write(tmp_path: Path, data: bytes, name: str = "sheet.pdf") -> Path:
    """``data`` saved as a file to hand to poppler."""
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_reference_pdf_has_the_sheets_text_on_one_or_two_a4_pages(tmp_path: Path) -> None:
    match, events = demo()
    path = write(tmp_path, PDF.render(match, events, {}))
    info = pdf_info(path)
    assert info["Page size"].startswith("595") and "A4" in info["Page size"]
    assert info["Pages"] in ("1", "2")
    assert info["Title"] == "Argentina 2-1 England"
    text = _words(pdf_text(path))
    for expected in (
        "FIFA WORLD CUP 2026 – SEMI-FINAL",
        "Argentina",
        "Argentina 2–1 England",
        "Half-time 0-0",
        "Wednesday 15 July 2026 · Atlanta",
        "Anthony Gordon",
        "header, assist Lionel Messi",
        "Lionel Messi assisted both Argentina goals (85', 90'+2)",
        "Lautaro Martínez scored the winner as a substitute",
        "Reece James (Dan Burn 82'), John Stones (Ivan Toney",
        "Manager: Lionel Scaloni",
        "Manager: Thomas Tuchel",
        "Minutes played",
        "Page 1 of 2",
    ):
        assert expected in text, expected


def test_every_page_has_ink_and_the_drawings_are_drawn(tmp_path: Path) -> None:
    match, events = demo()
    path = write(tmp_path, PDF.render(match, events, {}))
    shares = ink_per_page(path, tmp_path)
    assert len(shares) == 2
    # Page one carries the green pitch, so much of it is inked.
    assert shares[0] > 0.15
    assert all(share > 0.02 for share in shares)


def test_letter_paper_and_plain_minutes(tmp_path: Path) -> None:
    match, events = demo()
    path = write(tmp_path, PDF.render(match, events, {"paper": "letter", "minutes": "plain"}))
    assert pdf_info(path)["Page size"].startswith("612 x 792")
    text = _words(pdf_text(path))
    assert "Ivan Toney 96'" in text
    assert "90'+" not in text


def test_the_font_is_embedded(tmp_path: Path) -> None:
    match, events = demo()
    fonts = pdf_fonts(write(tmp_path, PDF.render(match, events, {})))
    rows = [line.split() for line in fonts.splitlines()[2:]]
    assert rows and any(row[0].endswith("DejaVuSans") for row in rows)
    # The "emb" column of every DejaVu font says yes.
    assert all("yes" in row[-5:-2] for row in rows if "DejaVu" in row[0])


def test_names_in_latin_greek_and_cyrillic_come_out_and_other_scripts_do_not_crash(
    tmp_path: Path,
) -> None:
    match, events = cup_tie()
    match = renamed(match, WORLD_NAMES)
    path = write(tmp_path, PDF.render(match, events, {}))
    text = _words(pdf_text(path))
    for name in ("Thomas Müller", "Martin Ødegaard", "Ψυχογιός Νίκος", "Андрей Аршавин"):
        assert name in text, name
    assert "Łukasz Fabiański" in match.home.player(16).name
    assert all(share > 0.02 for share in ink_per_page(path, tmp_path))


def test_cup_tie_pdf_has_shootout_cards_and_missed_penalty(tmp_path: Path) -> None:
    match, events = cup_tie()
    text = _words(pdf_text(write(tmp_path, PDF.render(match, events, {}))))
    assert "1-1 aet (4-2 pens) · Argentina win on penalties" in text
    assert "Penalty shootout (4-2)" in text
    assert "Second yellow card Declan Rice England" in text
    assert "Harry Kane England saved" in text


def test_bad_paper_is_refused() -> None:
    match, events = demo()
    with pytest.raises(ValueError, match="paper=a3"):
        PDF.render(match, events, {"paper": "a3"})


def test_command_line_pdf_export_without_a_display(tmp_path: Path) -> None:
    """After the demo is loaded, ``export 1 --format pdf`` writes the sheet with no window."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    db = str(tmp_path / "matches.sqlite3")
    run = [sys.executable, "-m", "tracker", "--db", db]
    subprocess.run([*run, "demo"], check=True, env=env, capture_output=True)
    out = tmp_path / "sheet.pdf"
    subprocess.run(
        [*run, "export", "1", "--format", "pdf", "-o", str(out)],
        check=True,
        env=env,
        capture_output=True,
    )
    assert "Lionel Messi" in pdf_text(out)


def goalfest() -> tuple[Match, list[Event]]:
    """The reference line-ups, 11-10: two-digit scores."""
    match = demo_setup()
    events: list[Event] = [PeriodStart(at("0", P1))]
    for n in range(21):
        side, scorer = (HOME, "Lionel Messi") if n % 2 == 0 else (AWAY, "Harry Kane")
        events.append(Goal(at(str(2 * n + 2), P1), side=side, scorer=pid(match, scorer)))
    full = at("90", P2)
    events += [PeriodEnd(at("45", P1)), PeriodStart(at("45", P2)), PeriodEnd(full), MatchEnd(full)]
    return match, events


def lines_of(document: SheetDocument, text: str) -> list[str]:
    """The lines the laid-out block holding ``text`` (spaces read as plain) is set in."""
    block = document.doc.begin()
    while block.isValid():
        plain = block.text().replace("\xa0", " ")
        if text in plain:
            layout = block.layout()
            lines = [layout.lineAt(i) for i in range(layout.lineCount())]
            return [
                plain[line.textStart() : line.textStart() + line.textLength()] for line in lines
            ]
        block = block.next()
    raise AssertionError(f"{text!r} is not on the sheet")


def test_a_two_digit_score_stays_on_one_line_in_the_score_box() -> None:
    """Regression: the box printed "11 –" on one line and "10" on the next."""
    document = SheetDocument(build_sheet(*goalfest()), page_layout("a4"))
    assert lines_of(document, "11 – 10") == ["11 – 10"]


def paper(width_mm: float) -> QPageLayout:
    """A portrait page ``width_mm`` wide (File > Print may take any paper), with the
    sheet's margins."""
    size = QPageSize(QSizeF(width_mm, 297), QPageSize.Unit.Millimeter)
    portrait = QPageLayout.Orientation.Portrait
    return QPageLayout(size, portrait, MARGINS_MM, QPageLayout.Unit.Millimeter)


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_score_after_extra_time_and_penalties_is_never_broken(language: str) -> None:
    # On narrower paper the line under the score box wraps: between its parts, never
    # inside "1-1 aet (4-2 pens)".
    sheet = build_sheet(*cup_tie(), language=language)
    wrapped = 0
    for width in range(80, 150, 4):
        document = SheetDocument(sheet, paper(width))
        lines = lines_of(document, sheet.score_line.split()[0] + " ")
        assert any(sheet.score_line in line for line in lines), (width, lines)
        wrapped += len(lines) > 1
        assert lines_of(document, f"{sheet.home.score} – {sheet.away.score}") == ["1 – 1"]
    assert wrapped
