"""File > Restore from backup…: the dialog and the restore it drives."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMenu

from tests.helpers.matches import demo
from tests.reliability.conftest import fingerprint
from tracker.services import MatchService
from tracker.store.db import open_database
from tracker.store.transfer import backup
from tracker.ui.files import backups as ui


def _two_backups(path: Path) -> MatchService:
    """A database whose backups hold one match (older) and two matches (newer)."""
    service = MatchService(open_database(path))
    service.import_match(*demo())
    backup.make_backup(path, "open", keep=10)
    service.import_match(*demo())
    backup.make_backup(path, "period-end", keep=10)
    service.import_match(*demo())
    return service


def test_dialog_lists_backups_newest_first(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Each backup shows when, why and what it holds; Restore takes the selected one."""
    path = tmp_path / "matches.sqlite3"
    _two_backups(path)
    dialog = ui.RestoreDialog(None, path)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = [dialog.tree.topLevelItem(i) for i in range(dialog.tree.topLevelItemCount())]
    assert [r.text(1) for r in rows] == ["2 matches, 36 events", "1 match, 18 events"]
    assert "end of a period" in rows[0].text(0)
    assert dialog.restore_button.isEnabled()  # the newest is selected
    dialog.tree.setCurrentItem(rows[1])
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen == backup.list_backups(path)[1].path


def test_dialog_without_backups(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """With no backups the dialog says so and offers no Restore."""
    dialog = ui.RestoreDialog(None, tmp_path / "matches.sqlite3")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty.isVisible()
    assert not dialog.restore_button.isEnabled()


def _answers(monkeypatch: pytest.MonkeyPatch, chosen: Path | None, confirm: bool) -> list[str]:
    reports: list[str] = []
    monkeypatch.setattr(ui.RestoreDialog, "ask", classmethod(lambda cls, parent, db: chosen))
    monkeypatch.setattr(ui.ConfirmRestore, "ask", classmethod(lambda cls, *a: confirm))
    monkeypatch.setattr(
        ui.Report, "ask", classmethod(lambda cls, parent, ok, text: reports.append(f"{ok}:{text}"))
    )
    return reports


def test_restore_from_backup_replaces_the_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Choosing and confirming restores the backup; the open service reads it at once."""
    path = tmp_path / "matches.sqlite3"
    service = _two_backups(path)
    older = backup.list_backups(path)[1].path
    reports = _answers(monkeypatch, older, True)
    assert ui.restore_from_backup(None, path)
    assert len(service.library()) == 1
    assert reports and reports[0].startswith("True:")


def test_cancel_or_no_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancelling the list or answering No leaves the database as it was."""
    path = tmp_path / "matches.sqlite3"
    service = _two_backups(path)
    service.db.close()
    before = fingerprint(path)
    _answers(monkeypatch, None, True)
    assert not ui.restore_from_backup(None, path)
    _answers(monkeypatch, backup.list_backups(path)[0].path, False)
    assert not ui.restore_from_backup(None, path)
    assert fingerprint(path) == before


def test_unusable_backup_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file that is not a backup is refused with a message; nothing is changed."""
    path = tmp_path / "matches.sqlite3"
    service = _two_backups(path)
    service.db.close()
    before = fingerprint(path)
    junk = tmp_path / "holiday.sqlite3"
    junk.write_text("not a database")
    reports = _answers(monkeypatch, junk, True)
    assert not ui.restore_from_backup(None, path)
    assert reports[0].startswith("False:The backup was not restored")
    assert fingerprint(path) == before


def test_restore_in_the_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Restoring from the window shows the restored log at once and forgets the undo history."""
    from PySide6.QtCore import QSettings

    from tracker.app import build_window
    from tracker.core.match.events import Goal, PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.core.match.model import Side

    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    match = service.create(demo()[0])
    assert match.id is not None
    service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    kicked_off = backup.make_backup(path, "manual", keep=10)
    assert kicked_off is not None
    window = build_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert window.open_match(match.id)
    scorer = window.document.state.on_pitch(Side.HOME)[-1]
    assert window.log_event(Goal(MatchTime(Period.FIRST_HALF, 9), side=Side.HOME, scorer=scorer))
    assert len(window.document.events) == 2 and window.undo_stack.count() == 1
    _answers(monkeypatch, kicked_off.path, True)
    # Found by its name: on PySide6 6.8.3 the menu an action returns is already deleted.
    file_menu = window.findChild(QMenu, "fileMenu")
    [action] = [a for a in file_menu.actions() if a.text() == "Res&tore from backup…"]
    action.trigger()  # File > Restore from backup…
    assert len(window.document.events) == 1
    assert window.undo_stack.count() == 0
    assert len(MatchService(open_database(path)).load(match.id)[1]) == 1
