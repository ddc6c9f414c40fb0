"""File > Import… in the main window: a StatsBomb match is imported and opened."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tests.opendata import samples
from tracker.ui.importing import ImportDialog
from tracker.ui.mainwindow import MainWindow


def test_file_import_opens_the_imported_statsbomb_match(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    events = tmp_path / f"{samples.CUP_FINAL_ID}.json"
    events.write_bytes(samples.raw("cup-final-events"))
    dialogs: list[ImportDialog] = []

    def fill_in() -> None:
        dialog = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ImportDialog) and w.isVisible()
        )
        dialogs.append(dialog)
        dialog.statsbomb_choice.setChecked(True)
        dialog.events_file.set_path(str(events))
        dialog.lineups_file.set_path(str(samples.DATA / "cup-final-lineups.json"))
        dialog.matches_file.set_path(str(samples.DATA / "cup-final-matches.json"))
        dialog.start()

    QTimer.singleShot(0, fill_in)
    window.actions_["import"].trigger()
    assert dialogs, "File > Import… showed the import dialog"
    match = window.document.match
    assert match is not None
    assert match.title == "Northfield Rovers v Southport Athletic"
    assert match.competition == "County Cup 2025/2026"
    assert window.document.state is not None and window.document.state.finished
