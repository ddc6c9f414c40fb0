"""The sheet of an imported result or fixture, in every sheet format, with its key stats."""

from __future__ import annotations

import csv
import datetime as dt
import io
from pathlib import Path

import pytest

from tests.helpers.today import fix_today
from tests.services.test_results_import import _cup, _write
from tests.sheet.pdftools import needs_poppler, pdf_text
from tests.test_cli import one_error_line, run_here
from tracker.sheet.resultsheet import ResultGoal, ResultSheet, render_result, result_text


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Test Cup 2030: a group result (2-1, a penalty, an own goal), a fixture, a final."""
    path = tmp_path / "cup.sqlite3"
    files = [_write(tmp_path / "2030", _cup())]
    assert run_here(capsys, "import", "--format", "openfootball", *files, db=path).returncode == 0
    return path


def _id(db: Path, capsys: pytest.CaptureFixture[str], text: str) -> str:
    listed = run_here(capsys, "list", "--all", db=db).stdout.splitlines()
    return next(line.split()[0] for line in listed if text in line)


def test_the_text_sheet_has_the_score_the_scorers_and_what_it_is(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = _id(db, capsys, "Reds v Blues")
    sheet = run_here(capsys, "export", match, "--format", "txt", db=db).stdout
    lines = sheet.splitlines()
    assert lines[0] == "Reds 2-1 Blues"
    assert "Result only — no line-ups, no event log" in lines
    assert "Half-time 1-0" in lines
    assert "     12'  Reds: Ann Able" in lines
    assert "     80'  Reds: Ann Able (pen.)" in lines
    assert "   90'+3  Blues: Reds Defender (o.g.)" in lines


def test_every_sheet_format_carries_the_key_stats_of_the_final(
    db: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    final = _id(db, capsys, "Reds v Greens")
    facts = run_here(capsys, "facts", final, db=db).stdout.splitlines()
    stats = [line.removeprefix("- ") for line in facts if line.startswith("- ")]
    assert stats, facts  # the final has key stats over the cup's group match
    text = run_here(capsys, "export", final, "--format", "txt", db=db).stdout
    assert "Reds 1-1 aet (4-3 pens) Greens" in text and "Key stats" in text
    html = run_here(capsys, "export", final, "--format", "html", db=db).stdout
    assert html.startswith("<!DOCTYPE html>") and "<h2>Key stats</h2>" in html
    assert "<td>Gil Green</td>" in html
    folder = tmp_path / "csv"
    result = run_here(capsys, "export", final, "--format", "csv", "-o", str(folder), db=db)
    assert result.returncode == 0, result.stderr
    goals = list(csv.reader(io.StringIO((folder / "goals.csv").read_text("utf-8-sig"))))
    assert (
        goals
        == [
            ["minute", "team", "scorer", "note"],
            ["50'", "Reds", "ann able", ""],
            ["105'+13", "Greens", "Gil Green", ""],
        ]
        or goals[2][2] == "Gil Green"
    )
    written = (folder / "key-stats.csv").read_text("utf-8-sig")
    for stat in stats:
        assert stat in written or stat.split(" (")[0] in written
    for stat in stats:
        assert stat.split(" (")[0] in text


@needs_poppler
def test_the_pdf_of_a_result(db: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    final = _id(db, capsys, "Reds v Greens")
    out = tmp_path / "final.pdf"
    result = run_here(capsys, "export", final, "--format", "pdf", "-o", str(out), db=db)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"%PDF")
    words = " ".join(pdf_text(out).split())
    assert "Reds 1-1 aet (4-3 pens) Greens" in words
    assert "Key stats" in words and "Gil Green" in words


def test_a_fixture_sheet_says_it_is_not_played_and_a_match_file_is_refused(
    db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    fix_today(monkeypatch, dt.date(2030, 6, 1))  # the final of 10 June is still to play
    fixture = _id(db, capsys, "Winner of match 1 v Greens")  # a team not decided yet
    text = run_here(capsys, "export", fixture, "--format", "txt", db=db).stdout
    assert "Fixture, not played yet" in text
    refused = run_here(capsys, "export", fixture, "--format", "json", db=db)
    assert "its sheet is written as txt, html, pdf, csv, not json" in one_error_line(refused)


@pytest.mark.parametrize(
    ("language", "title"),
    [("de", "Sieger Spiel 1 – Greens"), ("es", "Ganador del partido 1 - Greens")],
)
def test_a_fixture_s_team_not_known_yet_is_named_in_the_sheet_s_language(
    db: Path, capsys: pytest.CaptureFixture[str], language: str, title: str
) -> None:
    """The German sheet of the final said "Winner of match 1 v Greens"."""
    fixture = _id(db, capsys, "Winner of match 1 v Greens")
    text = run_here(capsys, "export", fixture, "--format", "txt", "--lang", language, db=db).stdout
    assert text.splitlines()[0] == title


def test_the_renderers_escape_and_refuse_unknown_formats() -> None:
    sheet = ResultSheet(
        "A <b>", "B", "1-0", "Cup", ("Monday 1 June 2030",), "Result only",
        goals=(ResultGoal("9'", "A <b>", "X & Y"),), key_stats=("A <b> reach a final",),
    )  # fmt: skip
    html = render_result(sheet, "html")
    assert isinstance(html, bytes) and b"<b>" not in html.split(b"<body>")[1]
    assert "X & Y" in result_text(sheet)
    with pytest.raises(ValueError, match="not json"):
        render_result(sheet, "json")


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("de", ("Nur Ergebnis – keine Aufstellungen", "Halbzeit 1-0", "Tore", "(Elfm.)")),
        ("es", ("Solo resultado", "Descanso 1-0", "Goles", "(p.p.)")),
    ],
)
def test_a_result_s_sheet_in_german_and_spanish(
    db: Path, capsys: pytest.CaptureFixture[str], language: str, words: tuple[str, ...]
) -> None:
    match = _id(db, capsys, "Reds v Blues")
    text = run_here(capsys, "export", match, "--format", "txt", "--lang", language, db=db).stdout
    for word in words:
        assert word in text
    assert "Result only" not in text and "Goals" not in text and "Half-time" not in text
    page = run_here(capsys, "export", match, "--format", "html", "--lang", language, db=db).stdout
    assert f'<html lang="{language}">' in page and "<h2>Goals</h2>" not in page


def test_a_result_s_sheet_follows_its_competition_s_language(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = _id(db, capsys, "Reds v Blues")
    competition = run_here(capsys, "list", "--all", db=db).stdout
    assert "Test Cup" in competition
    assert run_here(capsys, "rules", "Test Cup", "--language", "es", db=db).returncode == 0
    text = run_here(capsys, "export", match, "--format", "txt", db=db).stdout
    assert "Solo resultado" in text


def _stored(**changes: object) -> object:
    import dataclasses
    import datetime as dt

    from tracker.store.results.imported import StoredResult

    base = StoredResult(
        id=1,
        record="result",
        competition="Deutsche Bundesliga 2024-25",
        stage="Matchday 14",
        date=dt.date(2024, 12, 14),
        kickoff=None,
        venue="",
        home="1. FC Union Berlin",
        away="VfL Bochum 1848",
        score=(0, 2),
        half_time=None,
        shootout=None,
        extra_time=False,
        status="finished",
        number=None,
        goals=(),
    )
    return dataclasses.replace(base, **changes)


def test_an_awarded_result_says_it_is_not_the_score_played() -> None:
    """Union Berlin v Bochum (2024-25) was 1-1 on the pitch and awarded 0-2."""
    from tracker.services.results import describe_result, result_sheet

    awarded = _stored(status="awarded")
    lines = describe_result(awarded)  # type: ignore[arg-type]
    assert lines[0].startswith("1. FC Union Berlin 0-2 VfL Bochum 1848")
    assert lines[1].endswith("; result awarded, not the score played)")
    sheet = result_sheet(awarded, language="de")  # type: ignore[arg-type]
    assert "Ergebnis am grünen Tisch gewertet (nicht das gespielte)" in sheet.details
    played = result_sheet(_stored())  # type: ignore[arg-type]
    assert not any("awarded" in detail for detail in played.details)


def test_an_awarded_results_sheet_marks_its_score() -> None:
    """The sheet's headline and the CSV's score column gave "0-2" bare: a reporter
    pasting the headline printed it as a score played."""
    from tracker.services.results import result_sheet
    from tracker.sheet.resultsheet import result_text

    awarded = _stored(status="awarded")
    assert result_sheet(awarded, language="de").score == "0-2 (am grünen Tisch)"  # type: ignore[arg-type]
    sheet = result_sheet(awarded)  # type: ignore[arg-type]
    assert sheet.score == "0-2 (awarded)"
    assert result_text(sheet).splitlines()[0] == (
        "1. FC Union Berlin 0-2 (awarded) VfL Bochum 1848"
    )
    assert result_sheet(_stored()).score == "0-2"  # type: ignore[arg-type]


def test_a_fixture_whose_day_has_passed_is_a_result_not_known_not_one_to_play() -> None:
    import datetime as dt

    from tracker.services.results import describe_result, result_sheet

    day = dt.date(2025, 5, 23)
    for status in ("result unknown", "not started"):
        fixture = _stored(record="fixture", status=status, date=day, score=(0, 0))
        lines = describe_result(fixture, today=day + dt.timedelta(days=1))  # type: ignore[arg-type]
        assert lines[1].endswith("result not known: its day has passed with no score stored")
        sheet = result_sheet(fixture, today=day + dt.timedelta(days=1))  # type: ignore[arg-type]
        assert sheet.kind == "Result not known: its day has passed with no score stored"
    coming = _stored(record="fixture", status="not started", date=day, score=(0, 0))
    assert describe_result(coming, today=day)[1].endswith("fixture, not played yet")  # type: ignore[arg-type]
    assert result_sheet(coming, today=day).kind == "Fixture, not played yet"  # type: ignore[arg-type]


def test_a_result_s_options_are_those_of_its_format_and_are_honoured(
    db: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``minutes=plain`` was ignored for a result (90'+3 stayed), and any option was
    taken without a word: ``minutes=bogus``, ``paper=letter`` on a text sheet."""
    match = _id(db, capsys, "Reds v Blues")
    plain = run_here(capsys, "export", match, "--format", "txt", "--option", "minutes=plain", db=db)
    assert "     93'  Blues: Reds Defender (o.g.)" in plain.stdout.splitlines()
    for option, said in (
        ("minutes=bogus", "option minutes=bogus is not one of: football, plain"),
        ("paper=letter", "unknown option 'paper' (this format takes: lang, minutes)"),
        ("colour=red", "unknown option 'colour'"),
    ):
        refused = run_here(capsys, "export", match, "--format", "txt", "--option", option, db=db)
        assert refused.returncode == 1 and said in one_error_line(refused), option


def test_a_result_s_csv_states_the_result_and_reads_in_a_german_spreadsheet(
    db: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The CSV of a result had no score anywhere (the 1966 final's folder was a header
    row and its key stats), and a German one was comma-separated."""
    final = _id(db, capsys, "Reds v Greens")
    folder = tmp_path / "csv"
    assert run_here(capsys, "export", final, "--format", "csv", "-o", str(folder), db=db)
    rows = list(csv.DictReader(io.StringIO((folder / "result.csv").read_text("utf-8-sig"))))
    assert [(r["home"], r["score"], r["away"]) for r in rows] == [
        ("Reds", "1-1 aet (4-3 pens)", "Greens")
    ]
    german = tmp_path / "de"
    done = run_here(
        capsys, "export", final, "--format", "csv", "--lang", "de", "-o", str(german), db=db
    )
    assert done.returncode == 0, done.stderr
    table = list(
        csv.reader(io.StringIO((german / "result.csv").read_text("utf-8-sig")), delimiter=";")
    )
    assert table[0][:4] == ["Wettbewerb", "Heim", "Gast", "Ergebnis"]
    assert table[1][1:4] == ["Reds", "Greens", "1-1 n. V. (4-3 i. E.)"]
    assert (german / "goals.csv").read_text("utf-8-sig").startswith("Minute;Mannschaft;")


def test_show_json_of_a_result_gives_its_whole_score_and_whether_its_scorers_are_known(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The cup final, 1-1 aet (4-3 pens), was "score": "1-1" in show --json: who won could
    not be told. A result whose file names no scorer had "goals": [], as a 0-0 has."""
    import json

    final = _id(db, capsys, "Reds v Greens")
    shown = json.loads(run_here(capsys, "show", final, "--json", db=db).stdout)
    assert shown["score"] == "1-1 aet (4-3 pens)" and shown["scorers_known"] is True
