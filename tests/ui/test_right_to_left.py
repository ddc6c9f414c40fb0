"""Regression: the event log showed an Arabic team's goal and formation change with
the figures after the name turned round; its names are now isolated."""

from __future__ import annotations

from dataclasses import replace

from tests.helpers.matches import demo
from tests.sheet.matches import renamed
from tests.sheet.test_right_to_left import HOME, arabic_result
from tracker.core.bidi import FSI, LRM, PDI
from tracker.ui.library.resultview import ResultSheetDialog
from tracker.ui.match.eventlog import log_rows


def test_the_log_isolates_right_to_left_names_and_leaves_latin_ones() -> None:
    match, events = demo()
    match = renamed(match, {"Lionel Messi": "ליונל מסי"}, home="الوداد البيضاوي")
    texts = [row.text for row in log_rows(match, events)]
    assert "Goal: Enzo Fernández, assist \u2068ליונל מסי\u2069" in texts
    assert "Goal: Anthony Gordon, assist Morgan Rogers" in texts


def test_a_result_sheet_s_title_keeps_the_score_between_the_teams(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The result's window wrote its title bare: "الوداد البيضاوي 2-1 England" read
    "England 1-2 الوداد البيضاوي". Its export's file name keeps no mark, and no "_"
    where the title had none."""
    sheet = arabic_result()
    dialog = ResultSheetDialog(sheet)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == f"{LRM}{FSI}{HOME}{PDI} 2-1 England"
    assert dialog.suggested_name() == f"{HOME} 2-1 England.pdf"
    after_pens = replace(sheet, score="1-1 aet (4-3 pens)")
    dialog.set_sheet(after_pens)
    assert dialog.windowTitle() == f"{LRM}{FSI}{HOME}{PDI} 1-1 aet (4-3 pens) England"
    assert dialog.suggested_name() == f"{HOME} 1-1 aet (4-3 pens) England.pdf"


def test_a_latin_result_sheet_s_title_is_written_as_it_was(qtbot) -> None:  # type: ignore[no-untyped-def]
    sheet = replace(arabic_result(), home="Wydad", goals=())
    dialog = ResultSheetDialog(sheet)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Wydad 2-1 England"


def _asked(qtbot, monkeypatch, sheet) -> str:  # type: ignore[no-untyped-def]
    """What Log this match… asks of ``sheet`` (answered no)."""
    from PySide6.QtCore import Qt

    from tracker.ui.common import dialogs

    asked: list[str] = []

    def ask(_cls: object, _parent: object, _title: str, text: str) -> bool:
        asked.append(text)
        return False

    monkeypatch.setattr(dialogs.Confirm, "ask", classmethod(ask))
    dialog = ResultSheetDialog(sheet, can_log=True)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.log_button, Qt.MouseButton.LeftButton)
    assert dialog.result() != ResultSheetDialog.LOG
    return asked[0]


def test_log_this_match_asks_with_the_teams_in_their_order(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Regression: "Log this match…" asked "Log الوداد البيضاوي v England event by
    event?" with the name bare, so the sentence read scrambled round it; in German it
    even begins with the name, and the whole question was laid out right to left."""
    asked = _asked(qtbot, monkeypatch, arabic_result())
    assert asked.startswith(f"{LRM}Log {FSI}{HOME}{PDI} v England event by event?\n")


def test_log_this_match_asks_of_latin_teams_as_before(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    asked = _asked(qtbot, monkeypatch, replace(arabic_result(), home="Wydad", goals=()))
    assert asked.startswith("Log Wydad v England event by event?\n")
