"""Opening an imported result or fixture from the window: told, or set up first."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.services.test_results_import import _cup, _write
from tracker.services.results import ResultsService
from tracker.ui.mainwindow import MainWindow
from tracker.ui.setup.newmatch import NewMatchDialog


def _ids(window: MainWindow, tmp_path: Path) -> dict[str, int]:
    db = window.document.service.db
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    return {e.record: e.id for e in window.document.service.library()}


def test_a_result_is_told_not_opened(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ids = _ids(window, tmp_path)
    window.start_page.matchChosen.emit(ids["result"])
    assert window.document.match_id is None
    assert "result only — no line-ups" in window.notice.text()
    assert "there is no log to open" in window.notice.text()


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
