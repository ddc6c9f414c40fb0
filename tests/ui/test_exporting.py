"""File > Export… and File > Print: the preview, the options, and the file written."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from tracker.cli import demo_text
from tracker.services.matches import MatchService
from tracker.sheet.base import ExportFormat
from tracker.store.db import open_database
from tracker.ui.files.exporting import ExportDialog, SheetPrintPreview, export_match, print_match


@pytest.fixture
def service(tmp_path: Path) -> Iterator[MatchService]:
    """A match service over a fresh database holding the reference match (id 1)."""
    db = open_database(str(tmp_path / "matches.sqlite3"))
    service = MatchService(db)
    service.import_text(demo_text())
    yield service
    db.close()


@pytest.fixture
def dialog(qtbot, service: MatchService) -> ExportDialog:  # type: ignore[no-untyped-def]
    """The export dialog over the reference match."""
    match, events = service.load(1)
    dialog = ExportDialog(match, events)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def choose(monkeypatch: pytest.MonkeyPatch, path: Path | None) -> list[str]:
    """Make the file dialog answer ``path``; returns the suggested names it was given."""
    asked: list[str] = []

    def ask(parent: Any, fmt: ExportFormat, suggested: str) -> Path | None:
        asked.append(suggested)
        return path

    monkeypatch.setattr(ExportDialog, "ask_path", classmethod(lambda cls, *a: ask(*a)))
    return asked


def save_button(dialog: ExportDialog) -> Any:
    """The Export… button."""
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Save)


def test_opens_on_pdf_with_the_printed_pages_as_preview(dialog: ExportDialog) -> None:
    assert dialog.format.name == "pdf"
    assert dialog.page_count == 2
    assert set(dialog.options()) == {"minutes", "paper", "lang"}
    assert dialog.options()["lang"] == "en"
    assert save_button(dialog).isEnabled()


def test_text_format_previews_the_text_and_follows_the_minutes_option(
    dialog: ExportDialog,
) -> None:
    dialog.set_format("txt")
    assert dialog.page_count == 0
    assert "Team Line-ups" in dialog.preview_text
    assert "John Stones (Ivan Toney 90'+6)" in dialog.preview_text
    dialog.set_option("minutes", "plain")
    assert "John Stones (Ivan Toney 96')" in dialog.preview_text


def test_export_writes_the_file_chosen(
    qtbot, dialog: ExportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "out" / "sheet.pdf"
    target.parent.mkdir()
    asked = choose(monkeypatch, target)
    dialog.set_option("paper", "letter")
    with qtbot.waitSignal(dialog.exported) as blocker:
        save_button(dialog).click()
    assert blocker.args == [[target]]
    assert target.read_bytes().startswith(b"%PDF")
    assert asked == ["2026-07-15 Argentina v England.pdf"]
    assert not dialog.isVisible()


def test_csv_export_writes_a_folder_of_two_files(
    qtbot, dialog: ExportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    dialog.set_format("csv")
    assert "events.csv" in dialog.preview_text and "players.csv" in dialog.preview_text
    choose(monkeypatch, tmp_path / "csv")
    with qtbot.waitSignal(dialog.exported):
        save_button(dialog).click()
    assert sorted(p.name for p in (tmp_path / "csv").iterdir()) == ["events.csv", "players.csv"]


def test_cancelled_file_dialog_writes_nothing(
    dialog: ExportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    choose(monkeypatch, None)
    save_button(dialog).click()
    assert dialog.isVisible()
    assert list(tmp_path.glob("*.pdf")) == []


def test_a_write_failure_is_reported_and_the_dialog_stays(
    dialog: ExportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    choose(monkeypatch, tmp_path / "missing-folder" / "sheet.txt")
    dialog.set_format("txt")
    save_button(dialog).click()
    assert warnings and "Could not write" in warnings[0]
    assert dialog.isVisible()


def test_a_database_in_the_way_is_refused_in_a_sentence(
    dialog: ExportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The service's refusal, worded to be quoted ("will not write over …"), shows in
    the warning as a sentence of its own: a capital first, a full stop at the end."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    database = tmp_path / "matches.sqlite3"
    choose(monkeypatch, database)
    dialog.set_format("txt")
    save_button(dialog).click()
    assert warnings == [f"Will not write over {database}: it is a database; nothing was written."]
    assert dialog.isVisible()
    assert database.read_bytes().startswith(b"SQLite format 3")


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (FileNotFoundError(2, "No such file or directory"), "does not exist"),
        (PermissionError(13, "Permission denied"), "not allowed to write"),
        (OSError(28, "No space left on device"), "disk is full"),
        (OSError(30, "Read-only file system"), "read-only"),
    ],
)
def test_a_write_failure_is_told_in_plain_words_and_leaves_no_part_file(
    dialog: ExportDialog,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    error: OSError,
    words: str,
) -> None:
    """Regression: the warning named a hidden temporary file and an errno."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    target = tmp_path / "out" / "sheet.txt"
    target.parent.mkdir()
    choose(monkeypatch, target)
    dialog.set_format("txt")

    def fail(self: Path, data: bytes) -> int:
        self.open("wb").close()  # the failure comes after the file was created
        error.filename = str(self)
        raise error

    monkeypatch.setattr(Path, "write_bytes", fail)
    save_button(dialog).click()
    assert len(warnings) == 1
    assert "sheet.txt" in warnings[0] and str(target.parent) in warnings[0]
    assert words in warnings[0]
    assert ".part" not in warnings[0] and "Errno" not in warnings[0]
    assert list(target.parent.iterdir()) == []
    assert dialog.isVisible()


def test_export_match_loads_through_the_service_and_writes(
    qtbot, service: MatchService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "sheet.html"
    choose(monkeypatch, target)

    def run(self: ExportDialog) -> int:
        qtbot.addWidget(self)
        self.set_format("html")
        save_button(self).click()
        return 1

    monkeypatch.setattr(ExportDialog, "exec", run)
    export_match(None, service, 1)
    page = target.read_text("utf-8")
    assert page.startswith("<!DOCTYPE html>") and "Lionel Messi" in page


def test_the_export_dialog_starts_in_the_match_s_own_language(
    qtbot, service: MatchService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from tracker.services.suspensions import SuspensionService

    SuspensionService(service.db).set_language("FIFA World Cup", "de")
    target = tmp_path / "sheet.txt"
    choose(monkeypatch, target)
    chosen: list[str] = []

    def run(self: ExportDialog) -> int:
        qtbot.addWidget(self)
        self.set_format("txt")
        chosen.append(self.options()["lang"])
        assert "Aufstellungen" in self.preview_text
        self.set_option("lang", "es")
        save_button(self).click()
        return 1

    monkeypatch.setattr(ExportDialog, "exec", run)
    export_match(None, service, 1)
    assert chosen == ["de"]
    assert "Alineaciones" in target.read_text("utf-8")


def test_print_preview_lays_out_the_sheet(qtbot, service: MatchService) -> None:  # type: ignore[no-untyped-def]
    match, events = service.load(1)
    dialog = SheetPrintPreview(match, events)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.paintRequested):
        dialog.show()
    widget = dialog.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() in (1, 2))


def test_print_match_opens_the_preview(
    qtbot, service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    shown: list[QPrintPreviewDialog] = []

    def run(self: QPrintPreviewDialog) -> int:
        qtbot.addWidget(self)
        shown.append(self)
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", run)
    print_match(None, service, 1)
    assert shown and "Argentina v England" in shown[0].windowTitle()


def test_every_registered_format_can_be_previewed(dialog: ExportDialog) -> None:
    names = [dialog.format_box.itemData(i) for i in range(dialog.format_box.count())]
    assert {"pdf", "html", "txt", "csv", "json"} <= set(names)
    for name in names:
        dialog.set_format(name)
        assert dialog.format.name == name
        shown = dialog.page_count > 0 or dialog.preview_text.strip()
        assert shown, name
        assert save_button(dialog).isEnabled(), name
    dialog.set_format("json")
    assert '"format": "match-tracker"' in dialog.preview_text


def test_the_key_stats_follow_the_language_chosen_in_the_dialog(
    qtbot, service: MatchService
) -> None:  # type: ignore[no-untyped-def]
    match, events = service.load(1)
    asked: list[str] = []

    def read(language: str) -> tuple[str, ...]:
        asked.append(language)
        return ({"de": "Argentina erreicht zum 7. Mal das Finale"}.get(language, "?"),)

    dialog = ExportDialog(
        match,
        events,
        key_stats=("Argentina reach their 7th final",),
        language="en",
        read_key_stats=read,
    )
    qtbot.addWidget(dialog)
    dialog.set_format("txt")
    assert "Argentina reach their 7th final" in dialog.preview_text
    dialog.set_option("lang", "de")
    assert "Argentina erreicht zum 7. Mal das Finale" in dialog.preview_text
    assert "reach their" not in dialog.preview_text
    dialog.set_option("lang", "en")
    dialog.set_option("lang", "de")
    assert asked == ["de"]  # read once per language


def test_the_pdf_preview_says_which_names_print_as_empty_boxes(
    qtbot, service: MatchService
) -> None:  # type: ignore[no-untyped-def]
    """A name whose letters no font here has (Korean on a computer with no Korean
    font) printed as boxes in the PDF, and the window did not say so."""
    from tests.sheet.matches import renamed

    match, events = service.load(1)
    name = "Lionel \U000f0001\U000f0002"  # no font has these letters, on any system
    dialog = ExportDialog(renamed(match, {"Lionel Messi": name}), events)
    qtbot.addWidget(dialog)
    assert dialog.format.name == "pdf"
    assert f"It shows {name} as empty boxes: no font on this computer" in dialog.message.text()
    dialog.set_format("txt")
    assert "empty boxes" not in dialog.message.text()
    plain = ExportDialog(match, events)
    qtbot.addWidget(plain)
    assert plain.message.text() == "The printed pages."


def test_print_says_which_names_print_as_empty_boxes(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMainWindow

    name = "Lionel \U000f0001\U000f0002"  # no font has these letters, on any system
    db = open_database(str(tmp_path / "boxes.sqlite3"))
    service = MatchService(db)
    service.import_text(demo_text().replace('"Lionel Messi"', f'"{name}"'))
    window = QMainWindow()
    qtbot.addWidget(window)
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda self: qtbot.addWidget(self) or 0)
    try:
        print_match(window, service, 1)
    finally:
        db.close()
    said = window.statusBar().currentMessage()
    assert said.startswith(f"The printed sheet shows {name} as empty boxes: no font on this")
