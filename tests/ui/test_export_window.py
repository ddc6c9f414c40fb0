"""File > Export… and File > Print… from the main window on the reference match."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QDialogButtonBox

from tracker.sheet.base import ExportFormat
from tracker.ui.files.exporting import ExportDialog
from tracker.ui.mainwindow import MainWindow


def test_file_export_writes_the_pdf_sheet_of_the_open_match(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window.files.open_demo()
    assert window.document.match_id is not None
    target = tmp_path / "sheet.pdf"
    seen: list[int] = []

    def ask(cls: type, parent: object, fmt: ExportFormat, suggested: str) -> Path:
        return target

    def run(dialog: ExportDialog) -> int:
        qtbot.addWidget(dialog)
        seen.append(dialog.page_count)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
        return 1

    monkeypatch.setattr(ExportDialog, "ask_path", classmethod(ask))
    monkeypatch.setattr(ExportDialog, "exec", run)
    window.actions_["export"].trigger()
    assert seen == [2]
    assert target.read_bytes().startswith(b"%PDF")
    assert window.statusBar().currentMessage() == f"Exported Match sheet (PDF) to {target}"


def test_file_print_opens_the_preview_of_the_open_match(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window.files.open_demo()
    shown: list[str] = []

    def run(dialog: QPrintPreviewDialog) -> int:
        qtbot.addWidget(dialog)
        shown.append(dialog.windowTitle())
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", run)
    window.actions_["print"].trigger()
    assert shown == ["Print – Argentina v England"]


def test_tab_goes_through_the_options_before_the_preview_and_the_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tab went Format, preview, Export…, Cancel, then Minutes, Paper, Language: the
    options, made after the buttons, came last; their labels had no Alt letter."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel

    from tests.helpers.matches import demo

    match, events = demo()
    dialog = ExportDialog(match, events)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.format_box.setFocus()
    qtbot.waitUntil(dialog.format_box.hasFocus)
    options = list(dialog._option_widgets.values())
    assert options
    qtbot.keyClick(dialog.format_box, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is options[0]
    labels = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() in options]
    assert labels and all("&" in text for text in labels), labels
