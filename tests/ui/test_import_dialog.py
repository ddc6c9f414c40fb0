"""File > Import…: the import dialog reads files off the GUI thread and stores the match."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.opendata import samples
from tests.ui.helpers import MARKUP_NAME, shown_text
from tracker.cli import demo_text
from tracker.core import i18n
from tracker.services.matches import MatchService
from tracker.ui.files.importing import ImportDialog, import_match

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def dialog(qtbot, service: MatchService) -> ImportDialog:  # type: ignore[no-untyped-def]
    widget = ImportDialog(service)
    qtbot.addWidget(widget)
    widget.show()
    return widget


@pytest.fixture
def open_data(tmp_path: Path) -> Path:
    """The cup final laid out like StatsBomb's open-data folders."""
    root = tmp_path / "open-data"
    for kind in ("events", "lineups", "matches"):
        (root / kind).mkdir(parents=True)
        name = f"{samples.CUP_FINAL_ID}.json" if kind != "matches" else "77.json"
        shutil.copy(samples.DATA / f"cup-final-{kind}.json", root / kind / name)
    return root


def test_importing_a_match_file(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "demo.json"
    path.write_text(demo_text(), encoding="utf-8")
    assert not dialog.import_button.isEnabled()
    dialog.match_file.set_path(str(path))
    assert dialog.import_button.isEnabled()
    with qtbot.waitSignal(dialog.imported, timeout=10_000) as imported:
        qtbot.mouseClick(dialog.import_button, LEFT)
    (entry,) = service.library()
    assert imported.args == [entry.id] and dialog.match_id == entry.id
    assert (entry.home, entry.away, entry.score) == ("Argentina", "England", "2-1")
    assert dialog.result() == ImportDialog.DialogCode.Accepted


def test_importing_statsbomb_open_data(
    qtbot, dialog: ImportDialog, service: MatchService, open_data: Path
) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(dialog.statsbomb_choice, LEFT)
    assert dialog.pages.currentIndex() == 1
    dialog.events_file.set_path(str(open_data / "events" / f"{samples.CUP_FINAL_ID}.json"))
    # The lineups file of open data's events/N.json is found by itself.
    assert dialog.lineups_file.path == str(open_data / "lineups" / f"{samples.CUP_FINAL_ID}.json")
    dialog.matches_file.set_path(str(open_data / "matches" / "77.json"))
    seen: list[int] = []
    dialog.progress.valueChanged.connect(seen.append)
    with qtbot.waitSignal(dialog.imported, timeout=10_000):
        qtbot.mouseClick(dialog.import_button, LEFT)
    (entry,) = service.library()
    assert (entry.competition, entry.stage, entry.score) == (
        "County Cup 2025/2026",
        "Final",
        "2-2 aet (4-2 pens)",
    )
    assert seen and seen[-1] == 100 and seen == sorted(seen)


def test_a_bad_file_leaves_a_message_and_writes_nothing(
    qtbot, dialog: ImportDialog, service: MatchService, open_data: Path
) -> None:  # type: ignore[no-untyped-def]
    dialog.statsbomb_choice.setChecked(True)
    dialog.events_file.set_path(str(open_data / "events" / f"{samples.CUP_FINAL_ID}.json"))
    dialog.lineups_file.set_path(str(samples.DATA / "league-lineups.json"))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: dialog.message.isVisible() and not dialog.busy, timeout=10_000)
    assert "Nothing was imported" in dialog.message.text()
    assert "lineups file is from another match" in dialog.message.text()
    assert dialog.isVisible() and dialog.import_button.isEnabled()
    assert service.library() == []
    # Fixing the choice imports.
    dialog.lineups_file.set_path(str(open_data / "lineups" / f"{samples.CUP_FINAL_ID}.json"))
    with qtbot.waitSignal(dialog.imported, timeout=10_000):
        qtbot.mouseClick(dialog.import_button, LEFT)
    assert len(service.library()) == 1


def test_a_broken_match_file_is_refused(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "broken.json"
    path.write_text(demo_text()[:300], encoding="utf-8")
    dialog.match_file.set_path(str(path))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: dialog.message.isVisible(), timeout=10_000)
    assert "not valid JSON" in dialog.message.text()
    assert service.library() == []


def test_browse_fills_the_path(
    qtbot, dialog: ImportDialog, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    chosen = str(tmp_path / "chosen.json")
    monkeypatch.setattr(type(dialog.match_file), "choose", lambda _self: chosen)
    qtbot.mouseClick(dialog.match_file.browse, LEFT)
    assert dialog.match_file.path == chosen


def test_import_match_returns_the_new_id_or_none(
    qtbot, service: MatchService, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "demo.json"
    path.write_text(demo_text(), encoding="utf-8")

    def fill_and_import() -> None:
        dialog = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ImportDialog) and w.isVisible()
        )
        qtbot.addWidget(dialog)
        dialog.match_file.set_path(str(path))
        dialog.start()

    QTimer.singleShot(0, fill_and_import)
    match_id = import_match(None, service)
    assert match_id == service.library()[0].id

    def cancel() -> None:
        dialog = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ImportDialog) and w.isVisible()
        )
        dialog.reject()

    QTimer.singleShot(0, cancel)
    assert import_match(None, service) is None


def test_statsbomb_events_chosen_as_a_match_file_get_a_hint(
    qtbot, dialog: ImportDialog, service: MatchService
) -> None:  # type: ignore[no-untyped-def]
    dialog.match_file.set_path(str(samples.DATA / "cup-final-events.json"))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: dialog.message.isVisible(), timeout=10_000)
    assert "StatsBomb open data" in dialog.message.text()
    assert service.library() == []


def test_while_reading_the_dialog_cannot_be_closed_or_restarted(
    qtbot,
    dialog: ImportDialog,
    service: MatchService,
    monkeypatch: pytest.MonkeyPatch,
    open_data: Path,
) -> None:  # type: ignore[no-untyped-def]
    import threading

    import tracker.ui.files.importing as importing

    release, reading = threading.Event(), threading.Event()
    real = importing.convert_statsbomb

    def slow(files, match_info, progress=None):  # type: ignore[no-untyped-def]
        reading.set()
        assert release.wait(10)
        return real(files, match_info, progress)

    monkeypatch.setattr(importing, "convert_statsbomb", slow)
    dialog.statsbomb_choice.setChecked(True)
    dialog.events_file.set_path(str(open_data / "events" / f"{samples.CUP_FINAL_ID}.json"))
    qtbot.mouseClick(dialog.import_button, LEFT)
    try:
        qtbot.waitUntil(reading.is_set, timeout=10_000)
        assert dialog.busy and dialog.progress.isVisible()
        assert not dialog.import_button.isEnabled() and not dialog.cancel_button.isEnabled()
        assert not dialog.pages.isEnabled()
        dialog.reject()  # Esc while the files are read
        assert dialog.isVisible()
    finally:
        release.set()
    qtbot.waitUntil(lambda: dialog.match_id is not None, timeout=10_000)
    assert not dialog.isVisible() and len(service.library()) == 1


def test_a_match_already_in_the_database_is_not_stored_again(
    qtbot, dialog: ImportDialog, service: MatchService, open_data: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Each import of the same files stored the match again, and the records counted
    its goals once more each time."""
    first = service.import_text(demo_text())
    same = tmp_path / "demo.json"
    same.write_text(demo_text(), encoding="utf-8")
    dialog.match_file.set_path(str(same))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: dialog.message.isVisible() and not dialog.busy, timeout=10_000)
    assert dialog.message.text() == (
        f"Nothing was imported: the match is already in the database as match {first} "
        "(same teams, competition, stage and date), and the file says the same: it was "
        "not imported again."
    )
    changed = tmp_path / "changed.json"
    changed.write_text(demo_text().replace('"Atlanta"', '"Miami"'), encoding="utf-8")
    dialog.match_file.set_path(str(changed))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: "differs" in dialog.message.text() and not dialog.busy)
    assert dialog.message.text().endswith(
        f"A match stored twice counts twice in the records; to keep the file's version, "
        f"delete match {first} and import the file again."
    )
    assert [e.id for e in service.library()] == [first]
    # A StatsBomb match imported twice: stored once.
    dialog.statsbomb_choice.setChecked(True)
    dialog.events_file.set_path(str(open_data / "events" / f"{samples.CUP_FINAL_ID}.json"))
    dialog.matches_file.set_path(str(open_data / "matches" / "77.json"))
    with qtbot.waitSignal(dialog.imported, timeout=10_000):
        qtbot.mouseClick(dialog.import_button, LEFT)
    assert len(service.library()) == 2
    again = ImportDialog(service)
    qtbot.addWidget(again)
    again.show()
    again.statsbomb_choice.setChecked(True)
    again.events_file.set_path(str(open_data / "events" / f"{samples.CUP_FINAL_ID}.json"))
    again.matches_file.set_path(str(open_data / "matches" / "77.json"))
    qtbot.mouseClick(again.import_button, LEFT)
    qtbot.waitUntil(lambda: again.message.isVisible() and not again.busy, timeout=10_000)
    assert "is already in the database as match" in again.message.text()
    assert len(service.library()) == 2 and again.match_id is None
    # Again without the matches file (no date, no competition): found by its events.
    bare = ImportDialog(service)
    qtbot.addWidget(bare)
    bare.show()
    bare.statsbomb_choice.setChecked(True)
    bare.events_file.set_path(str(open_data / "events" / f"{samples.CUP_FINAL_ID}.json"))
    qtbot.mouseClick(bare.import_button, LEFT)
    qtbot.waitUntil(lambda: bare.message.isVisible() and not bare.busy, timeout=10_000)
    assert "(same StatsBomb events), and the file differs" in bare.message.text()
    assert bare.message.text().lower().count("nothing was imported") == 1
    # The dialog grows to the message's lines: the fields above keep their height.
    qtbot.waitUntil(lambda: bare.events_file.height() >= bare.events_file.sizeHint().height())
    assert len(service.library()) == 2 and bare.match_id is None


def test_a_refusal_reads_in_the_windows_language(
    qtbot,  # type: ignore[no-untyped-def]
    dialog: ImportDialog,
    service: MatchService,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    path = tmp_path / "leer.json"
    path.write_bytes(b"")
    dialog.match_file.set_path(str(path))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: dialog.message.isVisible() and not dialog.busy, timeout=10_000)
    said = dialog.message.text()
    assert "leer.json ist leer (0 Bytes): darin gibt es nichts zu importieren" in said
    assert "is empty" not in said
    assert service.library() == []


def test_a_refusal_naming_a_team_shows_the_name_as_typed(dialog: ImportDialog) -> None:
    """A file's team named like markup, quoted in a refusal, is shown as in the file."""
    dialog._on_worker_failed(f"the team “{MARKUP_NAME}” plays itself")
    assert shown_text(dialog.message) == (
        f"Nothing was imported: the team “{MARKUP_NAME}” plays itself."
    )
