"""Installed like an app: icon, drops, Open Recent, Preferences, About, the crash log."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from tests.opendata import samples
from tracker.app import demo_text
from tracker.services.filekinds import kind_of
from tracker.ui.common.about import AboutDialog, library_versions
from tracker.ui.common.preferences import (
    AUTHOR_KEY,
    BACKUPS_KEY,
    DATABASE_KEY,
    LANGUAGE_KEY,
    RULES_KEY,
    THEME_KEY,
    PreferencesDialog,
    apply_theme,
    backups_kept,
    database_location,
)
from tracker.ui.files.importing import ImportDialog
from tracker.ui.files.opening import RECENT_MAX, RecentFiles
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match import author


def _drop(window: MainWindow, paths: list[Path]) -> QDropEvent:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    enter = QDragEnterEvent(
        QPoint(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    window.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    window.dropEvent(drop)
    return drop


def test_the_window_has_the_apps_icon(window: MainWindow) -> None:
    assert not window.windowIcon().isNull()
    sizes = {size.width() for size in window.windowIcon().availableSizes()}
    assert {16, 32, 48, 256} <= sizes


def test_a_dropped_match_file_is_imported_and_opened_then_listed_in_open_recent(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    match_file = tmp_path / "semifinal.json"
    match_file.write_text(demo_text(), "utf-8")
    _drop(window, [match_file])
    qtbot.waitUntil(lambda: window.document.match is not None)
    assert window.document.match.title == "Argentina v England"  # type: ignore[union-attr]
    assert RecentFiles(window.settings).paths() == [str(match_file.resolve())]
    # Again: the stored copy opens, nothing is imported twice.
    first = window.document.match_id
    window.close_match()
    _drop(window, [match_file])
    qtbot.waitUntil(lambda: window.document.match_id == first)
    assert len(window.document.service.library()) == 1

    menu = window.recent_menu
    menu.aboutToShow.emit()
    texts = [a.text() for a in menu.actions()]
    assert texts[0] == "&1 semifinal.json"
    clear = next(a for a in menu.actions() if a.objectName() == "clearRecentAction")
    clear.trigger()
    assert RecentFiles(window.settings).paths() == []


def test_a_dropped_file_of_a_stored_match_that_differs_says_it_was_not_imported(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    stored = tmp_path / "semifinal.json"
    stored.write_text(demo_text(), "utf-8")
    _drop(window, [stored])
    qtbot.waitUntil(lambda: window.document.match is not None)
    assert "Imported semifinal.json" in window.statusBar().currentMessage()
    first = window.document.match_id
    window.close_match()
    changed = tmp_path / "changed.json"
    changed.write_text(demo_text().replace('"Atlanta"', '"Miami"'), "utf-8")
    _drop(window, [changed])
    qtbot.waitUntil(lambda: window.document.match_id == first)
    said = window.statusBar().currentMessage()
    assert said.startswith(
        "changed.json is already in the database and differs from the stored match: "
        "opened the stored match; the file was not imported"
    ), said
    assert len(window.document.service.library()) == 1
    assert window.document.match.venue == "Atlanta"  # type: ignore[union-attr]


def test_a_dropped_statsbomb_pair_shows_the_import_dialog_filled_in_first(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    events = tmp_path / f"{samples.CUP_FINAL_ID}.json"
    events.write_bytes(samples.raw("cup-final-events"))
    lineups = samples.DATA / "cup-final-lineups.json"
    matches = samples.DATA / "cup-final-matches.json"
    seen: list[tuple[str, str, str, str]] = []

    def answer() -> None:
        dialog = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ImportDialog) and w.isVisible()
        )
        seen.append(
            (
                dialog.kind,
                dialog.events_file.path,
                dialog.lineups_file.path,
                dialog.matches_file.path,
            )
        )
        if dialog.ready():
            dialog.start()
        else:
            dialog.reject()

    QTimer.singleShot(0, answer)
    window.open_files([str(lineups), str(events), str(matches)])
    assert seen == [("statsbomb", str(events), str(lineups), str(matches))]
    assert window.document.match is not None
    assert window.document.match.title == "Northfield Rovers v Southport Athletic"


def test_a_match_file_opened_reads_as_the_command_line_reads_it(
    window: MainWindow, tmp_path: Path
) -> None:
    """A match file saved with a byte-order mark (which import takes) was refused by the
    window, and one in Latin-1 was answered in Python's words ("'utf-8' codec can't
    decode byte 0xed…")."""
    marked = tmp_path / "marked.json"
    marked.write_bytes(b"\xef\xbb\xbf" + demo_text().encode("utf-8"))
    assert window.open_files([str(marked)])
    assert window.document.match is not None
    assert "Imported marked.json" in window.statusBar().currentMessage()
    window.close_match()
    latin = tmp_path / "latin.json"
    latin.write_bytes(demo_text().replace("Martínez", "Mart\u00ednez").encode("latin-1"))
    assert not window.open_files([str(latin)])
    said = window.statusBar().currentMessage()
    assert said.startswith("Cannot open latin.json:") and "codec" not in said, said
    assert len(window.document.service.library()) == 1


def _with_kane_twice(path: Path) -> Path:
    """The demo match with England's striker also in Argentina's squad."""
    data = json.loads(demo_text())
    data["home"]["squad"][-1].update(name="harry kane", known_as="Kane")
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_match_file_with_a_name_in_both_squads_is_opened_with_a_warning(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As the new-match wizard asks and the command line warns: a typo or a player
    copied into the wrong team is said once the file is stored, naming him and both
    teams; brothers do play on opposite sides, so the match is stored and opened."""
    assert window.open_files([str(_with_kane_twice(tmp_path / "twice.json"))])
    assert window.document.match is not None
    said = window.statusBar().currentMessage()
    assert said.startswith("Imported twice.json into the database."), said
    assert "In the squads of both Argentina and England: harry kane." in said, said
    assert window.findChild(QLabel, "notice").text() == said
    window.close_match()
    assert window.open_files([str(tmp_path / "twice.json")])  # stored: opened, not told again
    assert "in the database: opened it" in window.statusBar().currentMessage()
    window.close_match()
    # File › Import… tells it too.
    other = json.loads(_with_kane_twice(tmp_path / "again.json").read_text("utf-8"))
    other["match"].update(uuid="0b6f7a52-3c1e-4f0a-9d2e-5a8b7c6d4e31", date="2026-07-19")
    monkeypatch.setattr(
        ImportDialog,
        "ask_said",
        classmethod(lambda cls, parent, service: (service.import_text(json.dumps(other)), "")),
    )
    window.files.import_match()
    assert window.document.match is not None
    assert "In the squads of both Argentina and England: harry kane." in (
        window.statusBar().currentMessage()
    )


def test_a_file_match_tracker_does_not_read_is_named_and_nothing_is_stored(
    window: MainWindow, tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("half-time tea", "utf-8")
    assert not window.open_files([str(notes)])
    assert "notes.txt" in window.statusBar().currentMessage()
    assert window.document.service.library() == []


def test_open_recent_keeps_ten_newest_first_and_forgets_files_that_vanished(
    tmp_path: Path,
) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    recent = RecentFiles(settings)
    files = []
    for number in range(12):
        path = tmp_path / f"m{number}.json"
        path.write_text("{}", "utf-8")
        files.append(path)
        recent.add_all([str(path)])
    listed = recent.paths()
    assert len(listed) == RECENT_MAX
    assert listed[0] == str(files[-1].resolve())
    files[-1].unlink()
    assert str(files[-1].resolve()) not in recent.paths()
    assert len(recent.paths()) == RECENT_MAX - 1


def test_files_are_told_apart_by_what_they_hold() -> None:
    assert kind_of(str(samples.DATA / "cup-final-lineups.json")) == "lineups"
    assert kind_of(str(samples.DATA / "cup-final-matches.json")) == "matches"
    assert kind_of(str(samples.DATA / "cup-final-events.json")) == "events"
    assert kind_of(str(Path("../shared/data/openfootball-worldcup/2022/worldcup.json"))) == (
        "openfootball"
    )


def test_preferences_are_in_the_edit_menu_with_the_standard_key(window: MainWindow) -> None:
    edit = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&Edit")
    action = next(a for a in edit.actions() if a.objectName() == "preferencesAction")
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert action.shortcut() == (keys[0] if keys else QKeySequence("Ctrl+,"))


def test_preferences_save_every_choice_under_its_key_and_apply_the_name(
    qtbot, live: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "league.sqlite3"

    def fill_in() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog))
        dialog.author.setText("Grace Referee")
        dialog.language.setCurrentIndex(dialog.language.findData("de"))
        dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
        dialog.backups.setValue(4)
        dialog.rules.setCurrentIndex(dialog.rules.count() - 1)
        monkeypatch.setattr(dialog, "choose_file", lambda: str(other))
        dialog.choose_database.click()
        dialog.accept()

    QTimer.singleShot(0, fill_in)
    live.actions_["preferences"].trigger()
    s = live.settings
    assert s.value(AUTHOR_KEY) == "Grace Referee" and AUTHOR_KEY == author.SETTING
    assert s.value(LANGUAGE_KEY) == "de"
    assert s.value(THEME_KEY) == "dark"
    assert backups_kept(s) == 4
    assert s.value(RULES_KEY)
    assert database_location(s) == str(other)
    assert live.document.service.author == "Grace Referee"
    window_colour = QPalette.ColorRole.Window
    assert QApplication.palette().color(window_colour).lightness() < 60  # dark, applied
    # Back to the system's look for the tests that follow.
    apply_theme("")
    assert QApplication.palette().color(window_colour).lightness() > 128
    apply_theme("light")
    assert QApplication.style().name().lower() == "fusion"
    apply_theme("")
    assert s.value(BACKUPS_KEY) is not None and s.value(DATABASE_KEY)


def test_about_names_the_version_the_licence_and_the_libraries(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.text()
    for name, number in library_versions():
        assert f"{name}</td><td>&nbsp;{number}" in text
    assert "MIT" in text
    assert {name for name, _ in library_versions()} == {
        "Qt", "PySide6", "SQLAlchemy", "SQLModel", "Python"
    }  # fmt: skip


def test_a_native_crash_leaves_its_traceback_in_the_log_file(tmp_path: Path) -> None:
    log = tmp_path / "match-tracker.log"
    code = (
        "import faulthandler, pathlib, sys\n"
        "from tracker.ui.common.logfile import enable_crash_log\n"
        f"enable_crash_log(pathlib.Path({str(log)!r}))\n"
        "faulthandler._sigsegv()\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=120)
    assert result.returncode != 0
    assert "Fatal Python error: Segmentation fault" in log.read_text("utf-8")
