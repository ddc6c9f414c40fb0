"""A database the window cannot open: a clear message, then another database or a backup."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.helpers.matches import demo
from tests.reliability.conftest import fingerprint
from tracker.app import build_window
from tracker.services import MatchService
from tracker.store.db import open_database
from tracker.ui.files import backups as backup_ui
from tracker.ui.files import dbproblem
from tracker.ui.files.dbproblem import Choice, DatabaseProblem, open_or_recover


def _script(monkeypatch: pytest.MonkeyPatch, choices: list[Choice], other: str | None = None):  # type: ignore[no-untyped-def]
    asked: list[str] = []

    def ask(cls, parent, message, can_restore):  # type: ignore[no-untyped-def]
        asked.append(f"{message} restore={can_restore}")
        return choices.pop(0)

    monkeypatch.setattr(DatabaseProblem, "ask", classmethod(ask))
    monkeypatch.setattr(dbproblem.ChooseDatabase, "ask", classmethod(lambda cls, p, f: other))
    return asked


def _builder(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    def build(location: str | None):  # type: ignore[no-untyped-def]
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        window = build_window(location, settings)
        qtbot.addWidget(window)
        return window

    return build


def test_the_message_box_offers_the_ways_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The box says what is wrong and that the file was not changed; each button's choice."""
    box, choices = DatabaseProblem.build(None, "the disk is full; nothing was written", True)
    qtbot.addWidget(box)
    assert box.informativeText().startswith("The disk is full; nothing was written.\n\n")
    assert "not changed" in box.informativeText()
    assert sorted(c.value for c in choices.values()) == ["other", "quit", "restore"]
    box_without, choices_without = DatabaseProblem.build(None, "damaged", False)
    qtbot.addWidget(box_without)
    assert Choice.RESTORE not in choices_without.values()


def test_damaged_database_then_another_one(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A file that is not a database: the user picks another file and the window opens on it."""
    bad = tmp_path / "bad.sqlite3"
    bad.write_text("this is not a database")
    before = fingerprint(bad)
    asked = _script(monkeypatch, [Choice.OTHER], other=str(tmp_path / "new.sqlite3"))
    window = open_or_recover(_builder(qtbot, tmp_path), str(bad))
    assert window is not None
    assert "not a Match Tracker database" in asked[0] and "restore=False" in asked[0]
    assert fingerprint(bad) == before
    assert (tmp_path / "new.sqlite3").exists()


def test_damaged_database_then_restore(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A damaged database with backups: the user restores one and the window opens on it."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    service.import_match(*demo())
    service.db.close()
    open_database(path).close()  # the backup on opening
    with path.open("r+b") as handle:
        handle.seek(4096)
        handle.write(b"\x00\xff" * 60)
    asked = _script(monkeypatch, [Choice.RESTORE])
    newest = backup_ui.backups_of(path)[0].path
    monkeypatch.setattr(backup_ui.RestoreDialog, "ask", classmethod(lambda cls, p, d: newest))
    monkeypatch.setattr(backup_ui.ConfirmRestore, "ask", classmethod(lambda cls, *a: True))
    monkeypatch.setattr(backup_ui.Report, "ask", classmethod(lambda cls, *a: None))
    window = open_or_recover(_builder(qtbot, tmp_path), str(path))
    assert window is not None
    assert "damaged" in asked[0] and "restore=True" in asked[0]
    assert len(window.document.service.library()) == 1
    assert list(tmp_path.glob("matches-damaged-*.sqlite3"))  # the damaged file is kept


def test_folder_cannot_be_made_then_quit(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A folder that cannot be made, a cancelled choice, then Quit: no window, nothing changed."""
    folder = tmp_path / "a-file"
    folder.write_text("a file where the database folder should be")
    _script(monkeypatch, [Choice.OTHER, Choice.QUIT], other=None)
    assert open_or_recover(_builder(qtbot, tmp_path), str(folder / "m.sqlite3")) is None
