"""A match whose league awarded it, set up here with nothing logged: the window says,
as its log starts, that the log will replace the award at full time."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from tests.helpers.today import fix_today
from tests.services.test_award_of_a_match_being_logged import league_file
from tracker.app import demo_text
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow


def test_kick_off_of_an_awarded_match_says_the_log_will_replace_the_award(  # type: ignore[no-untyped-def]
    window: MainWindow, db_path: Path, tmp_path: Path, fake_clock
) -> None:
    db = open_database(str(db_path))
    try:
        data = json.loads(demo_text())
        data["match"].update(competition="Test League", stage="Matchday 1", date="2030-06-01")
        data["events"] = []
        match_id = MatchService(db).import_text(json.dumps(data))
        ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    finally:
        db.close()
    assert window.open_match(match_id)
    window.clock.blow(0)  # kick-off
    state = window.document.state
    assert state is not None and len(state.events) == 1
    said = window.statusBar().currentMessage()
    assert said.startswith("Logged kick-off"), said
    assert (
        "Argentina v England: the competition's award, 0-3 (awarded), stands for this match "
        "until its log reaches full time; the log then replaces the award, in the tables "
        "and the record books"
    ) in said


def test_the_library_lists_a_match_abandoned_with_the_award_standing_as_such(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, request
) -> None:
    """Abandoned at 60' and awarded 0-3 by its league, the match used to be listed as
    "result stored; being logged, 60'", though nobody logs it and the award stands."""
    from tests.test_cli_award_then_log import match_file
    from tracker.core import i18n
    from tracker.ui.library.library import MatchLibrary
    from tracker.ui.library.librarymodel import COLUMNS

    db = open_database(str(tmp_path / "library.sqlite3"))
    request.addfinalizer(db.close)
    service = MatchService(db)
    ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    service.import_text(Path(match_file(tmp_path, "abandoned")).read_text("utf-8"))
    library = MatchLibrary(service)
    qtbot.addWidget(library)
    library.show()
    status = [field for _, field, _ in COLUMNS].index("status")
    shown = library.model.index(0, status).data()
    assert library.model.rowCount() == 1
    assert shown == "abandoned at 60'; the award stands"
    i18n.set_language("de")
    request.addfinalizer(lambda: i18n.set_language("en"))
    assert (
        library.model.index(0, status).data()
        == "abgebrochen bei 60'; die Wertung am grünen Tisch gilt"
    )


def test_file_import_of_a_log_in_play_says_it_stands_not_the_award(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, db_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """File › Import… of a match file whose match the league awarded, the award stored:
    the log in play opens, standing for the match, and the window names the award."""
    fix_today(monkeypatch, dt.date(2030, 6, 1))  # imported on its day: in play
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tests.test_cli_award_then_log import match_file
    from tracker.ui.files.importing import ImportDialog

    db = open_database(str(db_path))
    try:
        ResultsService(db).import_files([league_file(tmp_path, awarded=True)])
    finally:
        db.close()
    path = match_file(tmp_path, "in play")

    def fill_in() -> None:
        dialog = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ImportDialog) and w.isVisible()
        )
        dialog.json_choice.setChecked(True)
        dialog.match_file.set_path(path)
        dialog.start()

    QTimer.singleShot(0, fill_in)
    window.actions_["import"].trigger()
    qtbot.waitUntil(lambda: window.document.match is not None)
    assert window.document.state is not None and not window.document.state.finished
    said = window.statusBar().currentMessage()
    assert (
        "Its log is in play, short of full time: it stands for the match, not the award "
        "Argentina 0-3 England (the imported result 1, no longer stored), and counts in the "
        "tables from full time."
    ) in said, said
