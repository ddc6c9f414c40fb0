"""Issue 11, item 8: the window's folder exports suggest a name the disk can take, and the
user can choose another one."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from tests.helpers.matches import demo
from tracker.services.exporting import formats
from tracker.sheet.base import ExportFormat
from tracker.ui.files import exporting
from tracker.ui.files.exporting import ExportDialog

#: Team names of 150 and 140 characters, two bytes each in UTF-8 for the Greek ones.
HOME = "Αθλητική Ένωση Κωνσταντινουπόλεως " * 4 + "Νέας Φιλαδέλφειας Athens"
AWAY = "Wolfeschlegelsteinhausenbergerdorff " * 4


def long_named_dialog(qtbot) -> ExportDialog:  # type: ignore[no-untyped-def]
    match, events = demo()
    match = dataclasses.replace(
        match,
        home=dataclasses.replace(match.home, name=HOME.strip()),
        away=dataclasses.replace(match.away, name=AWAY.strip()),
    )
    dialog = ExportDialog(match, events)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("name", ["csv", "statsbomb", "pdf", "txt"])
def test_a_long_match_title_gives_a_name_the_disk_takes(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    asked: list[str] = []

    def ask(cls: type, parent: object, fmt: ExportFormat, suggested: str) -> Path:
        asked.append(suggested)
        return tmp_path / suggested

    monkeypatch.setattr(ExportDialog, "ask_path", classmethod(ask))
    dialog = long_named_dialog(qtbot)
    dialog.set_format(name)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    assert warnings == []
    (suggested,) = asked
    assert len(suggested.encode("utf-8")) <= 120
    suffix = formats()[name].suffix
    assert suggested.endswith(suffix)
    stem = suggested.removesuffix(suffix) if suffix else suggested
    # Cut between characters (no broken Greek letter), and as long as the limit allows.
    assert f"2026-07-15 {HOME.strip()} v {AWAY.strip()}".startswith(stem)
    assert len(stem.encode("utf-8")) >= 120 - len(suffix) - 2
    assert (tmp_path / suggested).exists()


def test_the_folder_of_a_multi_file_export_is_named_by_the_user(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    fmt = formats()["csv"]
    chooser = exporting.folder_dialog(None, fmt, str(tmp_path / "2026-07-15 Argentina v England"))
    qtbot.addWidget(chooser)
    assert chooser.acceptMode() is QFileDialog.AcceptMode.AcceptSave
    assert chooser.labelText(QFileDialog.DialogLabel.FileName) == "Folder name:"
    assert chooser.selectedFiles() == [str(tmp_path / "2026-07-15 Argentina v England")]

    def answer(self: QFileDialog) -> int:
        self.selectFile("Semi-final tables")  # the user types another name
        return 1

    monkeypatch.setattr(QFileDialog, "exec", answer)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    chosen = ExportDialog.ask_path(None, fmt, "2026-07-15 Argentina v England")  # type: ignore[arg-type]
    assert chosen == tmp_path / "Semi-final tables"
