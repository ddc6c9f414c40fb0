"""The match sheet in German and Spanish: every format, football's words, no English heading."""

from __future__ import annotations

import ast
import datetime as dt
import re
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tests.sheet.matches import cup_tie
from tests.sheet.pdftools import needs_poppler, pdf_text
from tracker.core.files.dates import day_text, long_date
from tracker.core.i18n import catalogue, normalise, translator
from tracker.core.records.wording import placeholder_base
from tracker.sheet import content, svg, tables
from tracker.sheet.formats import FORMATS

FORMAT = {f.name: f for f in FORMATS}

#: Every heading an English sheet can print; none may be left in a German or Spanish one.
ENGLISH_HEADINGS = (
    "Goals",
    "Team Line-ups",
    "Team line-ups",
    "Key facts",
    "Key stats",
    "Minutes played",
    "Cards",
    "Penalties missed",
    "Penalty shootout",
    "Starting formations",
    "Timeline",
    "Manager",
    "Half-time",
    "Yellow card",
    "Second yellow card",
    "Red card",
    "Full time",
    "Unused substitutes",
    "Referee",
    "Kick-off",
    # The timeline's legend.
    "substitution (on for off)",
    "penalty missed",
)

WORDS = {
    "de": ("Tore", "Aufstellungen", "Trainer", "Mittwoch, 15. Juli 2026", "Halbzeit"),
    "es": ("Goles", "Alineaciones", "Entrenador", "miércoles, 15 de julio de 2026", "Descanso"),
}
CUP_WORDS = {
    "de": ("Elfmeterschießen", "Gelbe Karte", "Verschossene Elfmeter", "n. V.", "i. E."),
    "es": ("Tanda de penaltis", "Tarjeta amarilla", "Penaltis fallados", "prórroga", "penaltis"),
}


def _english_left(text: str) -> list[str]:
    """The English headings found as whole words in ``text``."""
    return [h for h in ENGLISH_HEADINGS if re.search(rf"(?<![\w-]){re.escape(h)}(?![\w-])", text)]


def _render(name: str, language: str, cup: bool = False) -> str:
    match, events = cup_tie() if cup else demo()
    data = FORMAT[name].render(match, events, {"lang": language})
    if isinstance(data, dict):
        return "\n".join(part.decode("utf-8-sig") for part in data.values())
    return data.decode("utf-8")


def test_the_english_heading_check_fails_on_an_english_sheet() -> None:
    # The check below would pass on anything if it found nothing in English.
    assert "Goals" in _english_left(_render("txt", "en"))
    assert "Goals" in _english_left(_render("html", "en"))


@pytest.mark.parametrize("language", ["de", "es"])
@pytest.mark.parametrize("name", ["txt", "html"])
def test_the_reference_sheet_in_german_and_spanish(name: str, language: str) -> None:
    text = _render(name, language)
    for word in WORDS[language]:
        assert word in text
    assert _english_left(text) == []
    assert "Lautaro Martínez" in text and "90'+2" in text


@pytest.mark.parametrize("language", ["de", "es"])
@pytest.mark.parametrize("name", ["txt", "html"])
def test_a_cup_tie_with_cards_and_a_shootout_in_german_and_spanish(
    name: str, language: str
) -> None:
    text = _render(name, language, cup=True)
    for word in CUP_WORDS[language]:
        assert word in text
    assert _english_left(text) == []


ROUND = {"de": "Halbfinale", "es": "Semifinal"}


@pytest.mark.parametrize("language", ["de", "es"])
@pytest.mark.parametrize("name", ["txt", "html"])
def test_the_round_is_named_in_the_language_of_the_sheet(name: str, language: str) -> None:
    # The round is stored in English ("Semi-final"); a German sheet once printed it so.
    text = _render(name, language)
    assert f"FIFA World Cup 2026 – {ROUND[language]}" in text
    assert "Semi-final" not in text


def test_the_web_page_says_its_language() -> None:
    assert '<html lang="de">' in _render("html", "de")
    assert '<html lang="en">' in _render("html", "en")


@pytest.mark.parametrize("language", ["de", "es"])
def test_csv_headers_and_words_in_the_language(language: str) -> None:
    match, events = cup_tie()
    tables = FORMAT["csv"].render(match, events, {"lang": language})
    assert isinstance(tables, dict)
    players = tables["players.csv"].decode("utf-8-sig")
    events_csv = tables["events.csv"].decode("utf-8-sig")
    header = players.splitlines()[0]
    assert "booked" not in header and "minutes" not in header
    assert ("Minuten" if language == "de" else "minutos") in header
    assert ("Elfmeterschießen" if language == "de" else "Tanda de penaltis") in events_csv
    # The kind of event stays a code, as in the match file.
    assert "shootout_kick" in events_csv
    # Cells apart with ";", as German and Spanish spreadsheets read them (a comma is
    # their decimal separator): a comma-separated file opened with a row in one cell.
    import csv

    rows = list(csv.reader(players.splitlines(), delimiter=";"))
    assert len(rows[0]) == len(rows[1]) > 5 and ";" in header and "," not in header


def test_english_csv_keeps_its_documented_columns() -> None:
    match, events = demo()
    tables = FORMAT["csv"].render(match, events, {})
    assert isinstance(tables, dict)
    assert tables["players.csv"].decode("utf-8-sig").startswith("team,name,number,position")


@needs_poppler
@pytest.mark.parametrize("language", ["de", "es"])
def test_the_pdf_in_german_and_spanish(tmp_path: Path, language: str) -> None:
    match, events = demo()
    path = tmp_path / "sheet.pdf"
    path.write_bytes(FORMAT["pdf"].render(match, events, {"lang": language}))
    text = " ".join(pdf_text(path).split())
    for word in WORDS[language]:
        assert word in text
    assert ("Seite 1 von" if language == "de" else "Página 1 de") in text
    assert _english_left(text) == []
    # The heading is set in capitals.
    assert ROUND[language].upper() in text and "SEMI-FINAL" not in text


@needs_poppler
@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_pdf_tables_print_each_column_head_whole(tmp_path: Path, language: str) -> None:
    # A head is one word set in capitals: the Spanish MARCADOR once broke as MARCAD / OR.
    match, events = cup_tie()
    path = tmp_path / "sheet.pdf"
    path.write_bytes(FORMAT["pdf"].render(match, events, {"lang": language}))
    words = pdf_text(path).split()
    t = translator(language)
    for head in ("Min", "Scorer", "Team", "Score", "Kick", "Taker"):
        assert t(head).upper() in words, head


def test_an_unknown_language_is_refused() -> None:
    match, events = demo()
    with pytest.raises(ValueError, match="not one of: en, de, es"):
        FORMAT["txt"].render(match, events, {"lang": "fr"})


def test_language_codes_are_read_as_people_write_them() -> None:
    assert normalise("de_DE") == "de" and normalise("es-MX") == "es" and normalise("") == ""
    assert translator("de")("Goals") == "Tore" and translator("es")("Goals") == "Goles"
    assert translator("de")("not in the catalogue") == "not in the catalogue"


def test_every_translation_keeps_the_placeholders_of_its_english_text() -> None:
    # A key stat's translation may write a placeholder in another of its forms (the
    # Spanish feminine ordinal {nth_f} for {nth}); it stands for the same figure.
    def bases(text: str) -> list[str]:
        return sorted(placeholder_base(name) for name in re.findall(r"{(\w+)}", text))

    for language in ("de", "es"):
        for english, text in catalogue(language).items():
            assert bases(english) == bases(text), (language, english)


def test_one_date_writer_in_three_languages() -> None:
    day = dt.date(2026, 7, 15)
    assert long_date(day) == "Wednesday 15 July 2026"
    assert long_date(day, "de") == "Mittwoch, 15. Juli 2026"
    assert long_date(day, "es") == "miércoles, 15 de julio de 2026"
    assert day_text(dt.date(2026, 7, 19), "de") == "Sonntag, 19. Juli"


def _sheet_words() -> set[str]:
    """Every literal the sheet's modules hand to ``t()`` or ``sheet.t()``, and the words
    of their tables (card and goal kinds, the breaks, the timeline's legend, CSV columns)."""
    words: set[str] = set()
    for path in Path(str(content.__file__)).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func, first = node.func, node.args[0]
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name == "t" and isinstance(first, ast.Constant) and isinstance(first.value, str):
                words.add(first.value)
    words |= {*content._CARD_LABELS.values(), *content._KIND_LABELS.values()}
    words |= {*content._BREAKS.values(), *tables._DETAIL_LABELS.values()}
    words |= {english for _kind, english in svg._LEGEND}
    columns = (*tables.EVENT_COLUMNS, *tables.PLAYER_COLUMNS, *tables.KEY_STATS_COLUMNS)
    words |= {f"column:{column}" for column in columns}
    return {word for word in words if word}


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_word_of_the_sheet_is_translated(language: str) -> None:
    words = _sheet_words()
    assert len(words) > 90  # the check reads the calls and tables, so it cannot pass on nothing
    assert sorted(words - set(catalogue(language))) == []
