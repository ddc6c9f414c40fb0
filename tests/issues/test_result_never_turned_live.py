"""Issue 19, defect 1: a stored result was wiped by opening it as a fresh match.

After the World Cup files were imported and two records of Mbappé merged, the window
opened France v Poland (a 2022 result, the row the merge touched last) as a fresh
0-0 match; F9 made it "0-0 live" and Ctrl+Z "0-0 not started", the stored 3-1 lost.
Now the window opens the match last opened or logged in it, a result only ever on
its sheet; logging a result is a choice (Log this match…) that keeps the result
until the log reaches full time; and ``check`` names a result that contradicts itself.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QUndoStack
from sqlalchemy import text

from tests.helpers.matches import demo_setup
from tests.services.test_results_import import DATA, _cup, _write, needs_data
from tests.services.test_setup import five_a_side
from tests.ui.helpers import type_command
from tests.ui.setup.driving import LEFT, next_page
from tracker import cli
from tracker.app import demo_text, open_in_window
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService, ServiceError
from tracker.services.people import PeopleService
from tracker.services.results import ResultsService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import open_database
from tracker.ui.library.resultview import ResultSheetDialog
from tracker.ui.mainwindow import MainWindow
from tracker.ui.setup.newmatch import NewMatchDialog


def _france_poland(service: MatchService) -> int:
    (entry,) = [
        e
        for e in service.library()
        if (e.home, e.away, e.date) == ("France", "Poland", "2022-12-04")
    ]
    return entry.id


def _start(qtbot, tmp_path: Path, db: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window as ``match-tracker`` starts it: painted first, then the database."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, None, QUndoStack(), settings, demo_text)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert open_in_window(window, str(db), None)
    return window


def _close(window: MainWindow) -> None:
    window.backups.close()
    window.background.wait()
    window.close()
    window.document.service.db.close()


@needs_data
def test_after_an_import_and_a_merge_the_window_never_opens_a_result_as_a_fresh_match(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:  # type: ignore[no-untyped-def]
    db = tmp_path / "m.sqlite3"
    window = _start(qtbot, tmp_path, db)
    window.files.open_demo()  # the match the user works on
    demo_id = window.document.match_id
    _close(window)
    files = sorted(str(p) for p in DATA.glob("*/worldcup.json"))
    assert cli.main(["--db", str(db), "import", "--format", "openfootball", *files]) == 0
    service = MatchService(open_database(str(db), backups=0))
    match_id = _france_poland(service)
    people = PeopleService(service.db)
    # The files' "Mbappé" and "Kylian Mbappé" are linked to one person on import; a
    # correction made by hand (split off France v Poland, merged back) touches the
    # result's rows last, as the merge of two of his records did before.
    (full,) = [p for p in people.people("Mbappé") if p.name == "Kylian Mbappé"]
    split = people.split(full.id, [match_id])
    service.db.close()
    assert cli.main(["--db", str(db), "people", "merge", str(full.id), str(split.target)]) == 0
    capsys.readouterr()
    sheets: list[str] = []
    monkeypatch.setattr(
        ResultSheetDialog,
        "show_sheet",
        classmethod(
            lambda cls, parent, sheet, source=None, can_log=False: sheets.append(sheet.title)
        ),
    )
    # Relaunched: the match last worked on, not the row the merge touched last.
    window = _start(qtbot, tmp_path, db)
    assert window.document.match_id == demo_id
    assert window.pages.currentWidget() is window.match_page
    # The result opened from the library: its sheet, never its (empty) log.
    window.start_page.matchChosen.emit(match_id)
    qtbot.waitUntil(lambda: sheets == ["France 3-1 Poland"])
    # Any other path (the records window, a remembered id) shows its sheet too.
    assert not window.open_match(match_id)
    qtbot.waitUntil(lambda: len(sheets) == 2)
    assert window.document.match_id == demo_id
    # F9 and Ctrl+Z act on the match that is open, never on the result.
    qtbot.keyClick(window.quick.line, Qt.Key.Key_F9)
    qtbot.keyClick(window.quick.line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    _close(window)
    entry = next(e for e in MatchService(open_database(str(db))).library() if e.id == match_id)
    assert (entry.score, entry.status) == ("3-1", "finished, result only — no line-ups")
    assert cli.main(["--db", str(db), "check"]) == 0


def test_with_no_window_history_the_start_up_match_is_a_logged_one_not_the_last_import(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    db = tmp_path / "m.sqlite3"
    service = MatchService(open_database(str(db), backups=0))
    demo_id = service.find_or_import(demo_text())[0]
    ResultsService(service.db).import_files([_write(tmp_path / "2030", _cup())])
    service.db.close()
    window = _start(qtbot, tmp_path, db)
    assert window.document.match_id == demo_id
    _close(window)


def test_the_service_refuses_to_log_on_a_result_and_says_how(tmp_path: Path) -> None:
    service = MatchService(open_database(str(tmp_path / "m.sqlite3"), backups=0))
    ResultsService(service.db).import_files([_write(tmp_path / "2030", _cup())])
    result = next(e.id for e in service.library() if e.record == "result")
    with pytest.raises(ServiceError, match="Log this match…"):
        service.log(result, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    # match-tracker reopen: it wrote 0-0 not started; then it said "reopened"; now refused.
    with pytest.raises(ServiceError, match=r"is an imported result .*nothing to reopen"):
        service.set_confirmed(result, False)
    entry = next(e for e in service.library() if e.id == result)
    assert entry.score.startswith("1-1") and entry.status.startswith("finished")


def test_check_names_a_result_whose_score_disagrees_with_its_goals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "m.sqlite3"
    service = MatchService(open_database(str(db), backups=0))
    ResultsService(service.db).import_files([_write(tmp_path / "2030", _cup())])
    first = next(e.id for e in service.library() if (e.home, e.away) == ("Reds", "Blues"))
    with service.db.writing() as session:  # as the window of the issue left it
        session.execute(
            text("UPDATE match SET home_score = 0, away_score = 0, status = 'live' WHERE id = :i"),
            {"i": first},
        )
    service.db.close()
    assert cli.main(["--db", str(db), "check"]) == 1
    out = capsys.readouterr().out
    said = f"match {first} (Reds v Blues, 2030-06-01, an imported result): stored as 0-0 live"
    assert said in out
    with open_database(str(db)).writing() as session:
        session.execute(
            text("UPDATE match SET home_score = 3, status = 'finished' WHERE id = :i"),
            {"i": first},
        )
    assert cli.main(["--db", str(db), "check"]) == 1
    assert "stored score 3-0, its goals make 2-1" in capsys.readouterr().out


def test_check_names_a_result_whose_half_time_disagrees_with_its_goals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A library stored before the import compared them kept Netherlands 1-0 Argentina at
    half-time (2022) over Molina's goal at 35', and check said all was well."""
    db = tmp_path / "m.sqlite3"
    service = MatchService(open_database(str(db), backups=0))
    ResultsService(service.db).import_files([_write(tmp_path / "2030", _cup())])
    first = next(e.id for e in service.library() if (e.home, e.away) == ("Reds", "Blues"))
    assert cli.main(["--db", str(db), "check"]) == 0
    capsys.readouterr()
    with service.db.writing() as session:  # the half-time an older import stored
        session.execute(
            text("UPDATE match SET ht_home = 0, ht_away = 1 WHERE id = :i"), {"i": first}
        )
    service.db.close()
    assert cli.main(["--db", str(db), "check"]) == 1
    assert "stored half-time 0-1, its first-half goals make 1-0" in capsys.readouterr().out


def test_log_this_match_keeps_the_result_until_the_log_reaches_full_time(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    service = window.document.service
    ResultsService(service.db).import_files([_write(tmp_path / "2030", _cup())])
    result = next(e.id for e in service.library() if (e.home, e.away) == ("Reds", "Blues"))
    asked: list[str] = []

    def exec_(dialog: ResultSheetDialog) -> int:
        assert not dialog.log_button.isHidden()
        from tracker.ui.common import dialogs

        monkeypatch.setattr(
            dialogs.Confirm, "ask", classmethod(lambda cls, p, t, txt: asked.append(txt) or True)
        )
        qtbot.mouseClick(dialog.log_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    def set_up(cls, parent, svc, match_id):  # type: ignore[no-untyped-def]
        # The wizard's work: the result's details, the reference match's squads.
        setup = SetupService(svc.db)
        match, demo = setup.match(match_id), demo_setup()
        home = dataclasses.replace(demo.home, name=match.home.name)
        away = dataclasses.replace(demo.away, name=match.away.name)
        return setup.start_fixture(match_id, dataclasses.replace(match, home=home, away=away))

    monkeypatch.setattr(ResultSheetDialog, "exec", exec_)
    monkeypatch.setattr(NewMatchDialog, "ask_fixture", classmethod(set_up))
    window.start_page.matchChosen.emit(result)
    qtbot.waitUntil(lambda: window.document.match_id == result)
    assert "The stored result (2-1, half-time 1-0 and its scorers) is kept" in asked[0]
    # Logging: the library and the record books still show the stored result.
    window.clock.blow(0)
    assert type_command(qtbot, window, "10 goal Messi")
    entry = next(e for e in service.library() if e.id == result)
    assert (entry.score, entry.status, entry.record) == (
        "2-1", "result stored; being logged, 10'", "result"
    )  # fmt: skip
    # Undone back to nothing logged: the result is still whole.
    while window.undo_stack.canUndo():
        window.undo_stack.undo()
    entry = next(e for e in service.library() if e.id == result)
    assert (entry.score, entry.status, entry.record) == (
        "2-1", "result stored; set up to be logged, nothing logged yet", "result"
    )  # fmt: skip
    assert ResultsService(service.db).stored(result).goals  # type: ignore[union-attr]
    # Full time: the log replaces the result, and the status line says so.
    window.undo_stack.redo()
    window.undo_stack.redo()
    window.clock.blow(0)  # half-time
    window.clock.blow(0)  # the second half
    assert window.clock.options[1].label == "Full time"
    window.clock.blow(1)
    assert "in place of the imported result" in window.statusBar().currentMessage()
    entry = next(e for e in service.library() if e.id == result)
    assert (entry.score, entry.status, entry.record) == ("1-0", "finished", "logged")
    assert re.search("full time", window.statusBar().currentMessage(), re.I)


def test_the_wizard_sets_a_result_up_to_be_logged_and_the_result_stays(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    db = open_database(tmp_path / "m.sqlite3", backups=0)
    setup = SetupService(db)
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    cup = {
        "name": "Sunday Cup 2030",
        "matches": [
            {"round": "Final", "num": 7, "date": "2030-06-10", "ground": "The Park",
             "team1": "United", "team2": "Rovers", "score": {"ft": [2, 1], "ht": [1, 1]},
             "goals1": [{"name": "Ann Able", "minute": "12"}, {"name": "Ann Able", "minute": "80"}],
             "goals2": [{"name": "Ron Rover", "minute": "30"}]}
        ],
    }  # fmt: skip
    ResultsService(db).import_files([_write(tmp_path / "2030", cup, groups=False)])
    [result_id] = [e.id for e in setup.library_page(LibraryQuery(), 0, 5) if e.record == "result"]
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    wizard.load_fixture(result_id, setup.match(result_id), ("", ""))
    wizard.show()
    wizard.details.form.team_size.setCurrentIndex(wizard.details.form.team_size.findData(5))
    next_page(qtbot, wizard)
    assert wizard.team_page(Side.HOME).form.name.currentText() == "United"
    next_page(qtbot, wizard)
    assert wizard.team_page(Side.AWAY).form.name.currentText() == "Rovers"
    next_page(qtbot, wizard)
    for side in Side:
        qtbot.mouseClick(wizard.lineup_page(side).editor.copy_button, LEFT)
        if side is Side.HOME:
            next_page(qtbot, wizard)
    qtbot.mouseClick(wizard.button(wizard.WizardButton.FinishButton), LEFT)
    assert wizard.match_id == result_id
    entry = next(e for e in setup.library_page(LibraryQuery(), 0, 5) if e.id == result_id)
    assert (entry.record, entry.score, entry.status) == (
        "result", "2-1", "result stored; set up to be logged, nothing logged yet"
    )  # fmt: skip
    stored = ResultsService(db).stored(result_id)
    assert stored is not None and stored.lineups and len(stored.goals) == 3
    assert MatchService(db).open(result_id).state.match.away.lineup is not None
    db.close()
