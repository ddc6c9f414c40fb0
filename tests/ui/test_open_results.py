"""Opening an imported result or fixture from the window: its sheet shown, or set up first."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.services.test_results_import import _cup, _write
from tracker.services.results import ResultsService
from tracker.ui.library.resultview import ResultSheetDialog
from tracker.ui.mainwindow import MainWindow
from tracker.ui.setup.newmatch import NewMatchDialog


def _ids(window: MainWindow, tmp_path: Path) -> dict[str, int]:
    db = window.document.service.db
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    return {e.record: e.id for e in window.document.service.library()}


def test_a_result_shows_its_sheet_and_exports_it(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _ids(window, tmp_path)
    shown: list[ResultSheetDialog] = []

    def exec_(dialog: ResultSheetDialog) -> int:
        shown.append(dialog)
        text = dialog.view.toPlainText()
        assert "Reds 1-1 aet (4-3 pens) Greens" in text
        assert "Result only — no line-ups, no event log" in text
        assert "Gil Green" in text and "Key stats" in text
        out = tmp_path / "final.html"
        monkeypatch.setattr(dialog, "choose", lambda: (str(out), "html"))
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        assert "<h2>Key stats</h2>" in out.read_text("utf-8")
        assert dialog.message.text() == f"Written to {out}"
        folder = tmp_path / "final-csv"
        monkeypatch.setattr(dialog, "choose", lambda: (str(folder), "csv"))
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        assert sorted(p.name for p in folder.iterdir()) == [
            "goals.csv",
            "key-stats.csv",
            "result.csv",
        ]
        blocked = tmp_path / "missing" / "x.txt"  # a folder that is not there
        monkeypatch.setattr(dialog, "choose", lambda: (str(blocked), "txt"))
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        assert dialog.message.text().startswith("The sheet was not written:")
        return 0

    monkeypatch.setattr(ResultSheetDialog, "exec", exec_)
    final = max(e.id for e in window.document.service.library() if e.record == "result")
    window.start_page.matchChosen.emit(final)
    qtbot.waitUntil(lambda: len(shown) == 1)
    assert window.document.match_id is None
    assert ids["result"] in {e.id for e in window.document.service.library()}


def test_a_fixture_is_set_up_then_opened(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    ids = _ids(window, tmp_path)
    asked: list[int] = []

    def set_up(_parent: object, _service: object, match_id: int) -> int | None:
        asked.append(match_id)
        return None  # cancelled

    monkeypatch.setattr(NewMatchDialog, "ask_fixture", set_up)
    window.files.open_chosen(ids["fixture"])
    assert asked == [ids["fixture"]] and window.document.match_id is None


def test_an_open_sheet_is_read_again_when_what_it_counts_over_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from tracker.sheet.resultcontent import ResultSheet
    from tracker.ui.library.resultview import SheetSource

    before = ResultSheet("Reds", "Greens", "2-1", "Cup 2030 – Final", (), "Result only",
                         key_stats=("Gil Green: 6 goals of this Cup",))  # fmt: skip
    after = replace(before, key_stats=("Gil Green: 8 goals of this Cup",))
    stamps = ["1"]
    reads: list[int] = []

    def read() -> ResultSheet:
        reads.append(1)
        return after

    source = SheetSource(lambda: stamps[-1], read, lambda work, done, failed: done(work()))
    dialog = ResultSheetDialog(before, None, source)
    qtbot.addWidget(dialog)
    dialog.show()
    assert "6 goals" in dialog.view.toPlainText()
    # Nothing moved: nothing is read again.
    with qtbot.waitSignal(dialog.watch.timer.timeout):  # type: ignore[union-attr]
        pass
    assert reads == []
    stamps.append("2")  # a merge elsewhere: the stamp moves
    qtbot.waitUntil(lambda: "8 goals" in dialog.view.toPlainText(), timeout=5000)
    assert dialog.sheet is after and reads == [1]


def test_an_open_sheet_whose_result_is_deleted_says_so(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _ids(window, tmp_path)
    said: list[str] = []

    def exec_(dialog: ResultSheetDialog) -> int:
        shown = dialog.sheet
        # Deleted from the library meanwhile (here, or in another program): read again.
        window.document.service.delete_match(final)
        dialog._on_library_changed()
        qtbot.waitUntil(lambda: dialog.message.text() != "")
        said.append(dialog.message.text())
        assert dialog.sheet is shown  # the sheet read last stays shown
        return 0

    monkeypatch.setattr(ResultSheetDialog, "exec", exec_)
    final = max(e.id for e in window.document.service.library() if e.record == "result")
    window.start_page.matchChosen.emit(final)
    qtbot.waitUntil(lambda: len(said) == 1)
    assert said == ["The sheet cannot be read again: the match is no longer in the library"]


def test_a_result_sheet_speaks_the_window_s_language(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.core import i18n

    _ids(window, tmp_path)
    monkeypatch.setitem(i18n._current, "language", "de")  # the window in German
    shown: list[str] = []

    def exec_(dialog: ResultSheetDialog) -> int:
        shown.append(dialog.view.toPlainText())
        return 0

    monkeypatch.setattr(ResultSheetDialog, "exec", exec_)
    final = max(e.id for e in window.document.service.library() if e.record == "result")
    window.start_page.matchChosen.emit(final)
    qtbot.waitUntil(lambda: len(shown) == 1)
    text = shown[0]
    assert "Reds 1-1 n. V. (4-3 i. E.) Greens" in text
    assert "Test Cup 2030 – Finale" in text
    assert "Dienstag, 11. Juni 2030" in text
    assert "Nur Ergebnis – keine Aufstellungen, kein Spielprotokoll" in text
    assert "Statistiken" in text and "Key stats" not in text


def test_an_awarded_result_offers_no_log(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Log this match… on an awarded result led through the whole set-up to a
    refusal: a log would replace the award at full time. Its sheet offers no log."""
    import json

    season = {
        "name": "Test League 2024/25",
        "matches": [
            {"round": "Matchday 14", "date": "2024-12-14", "team1": "Union", "team2": "Bochum",
             "score": {"ft": [0, 2]}, "status": "awarded"},
            {"round": "Matchday 15", "date": "2024-12-21", "team1": "Bochum", "team2": "Union",
             "score": {"ft": [1, 1]}},
        ],
    }  # fmt: skip
    path = tmp_path / "2024-25" / "test.1.json"
    path.parent.mkdir()
    path.write_text(json.dumps(season), encoding="utf-8")
    ResultsService(window.document.service.db).import_files([str(path)])
    offered: dict[str, bool] = {}

    def exec_(dialog: ResultSheetDialog) -> int:
        text = dialog.view.toPlainText()
        offered[text.splitlines()[0]] = not dialog.log_button.isHidden()
        return 0

    monkeypatch.setattr(ResultSheetDialog, "exec", exec_)
    for number, entry in enumerate(window.document.service.library(), start=1):
        window.start_page.matchChosen.emit(entry.id)
        qtbot.waitUntil(lambda n=number: len(offered) == n)
    assert offered == {  # by each sheet's first line, the round
        "Test League 2024-25 – Matchday 14": False,  # Union 0-2 (awarded) Bochum
        "Test League 2024-25 – Matchday 15": True,
    }
