"""File > Import… in the main window: a StatsBomb match is imported and opened."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.opendata import samples
from tests.opendata.facts import from_kloppy, from_tracker
from tests.ui.helpers import type_command
from tracker.services.exporting import formats
from tracker.ui.files.importing import ImportDialog
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


def test_a_match_logged_in_the_window_reaches_kloppy_intact(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock
) -> None:
    window = live
    clock = window.clock
    qtbot.mouseClick(clock.whistle_button, Qt.MouseButton.LeftButton)  # kick-off
    for command in ("12 yellow Romero", "30 og Stones", "44 pen Kane"):
        assert type_command(qtbot, window, command), window.quick.error.text()
    clock.pin("45+2")
    clock.blow(0)  # half-time
    clock.blow(0)  # second half
    for command in (
        "50 2y Romero",
        "61 fk Messi",
        "70 sub Gordon Konsa",
        "90+3 header Kane assist Rice",
    ):
        assert type_command(qtbot, window, command), window.quick.error.text()
    clock.pin("90+5")
    clock.blow([w.label for w in clock.options].index("Full time"))
    match, events = window.document.match, window.document.events
    assert match is not None and window.document.state is not None
    assert window.document.state.finished
    files = formats()["statsbomb"].render(match, events, {})
    assert isinstance(files, dict)
    facts = from_kloppy(files)
    assert facts == from_tracker(match, events)
    assert facts.score == (2, 2) and facts.periods == [1, 2]
    assert ("Argentina", "Cristian Romero", "second yellow", "50'") in facts.cards
    assert ("England", "Harry Kane", "90'+3", False) in facts.goals
