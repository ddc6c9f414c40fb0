"""Driving the set-up dialogs as a user does: typing, clicking, answering modal dialogs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWizard

from tests.ui.setup.dragdrop import drop
from tracker.ui.setup.csvimport import SquadImportDialog
from tracker.ui.setup.lineup import LineupEditor
from tracker.ui.setup.pitch import player_mime
from tracker.ui.setup.squad import SquadEditor

LEFT = Qt.MouseButton.LeftButton


def type_player(qtbot, editor: SquadEditor, number: int, name: str, position: str) -> None:  # type: ignore[no-untyped-def]
    """Type one player into the entry row and press Enter."""
    editor.number.selectAll()
    qtbot.keyClicks(editor.number, str(number))
    editor.name.setFocus()
    qtbot.keyClicks(editor.name, name)
    editor.position.setCurrentText(position)
    qtbot.keyClick(editor.name, Qt.Key.Key_Return)


def when_modal(handle: Callable[[QDialog], None]) -> None:
    """Answer the next modal dialog with ``handle`` once it is open."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(10, answer)
            return
        try:
            handle(dialog)
        finally:
            # A failed check must not leave the test waiting on an open modal dialog.
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, answer)


def import_csv(qtbot, editor: SquadEditor, monkeypatch, path: Path) -> list[str]:  # type: ignore[no-untyped-def]
    """Import a CSV file through the squad editor's import dialog; the problems it showed."""
    shown: list[str] = []
    monkeypatch.setattr(
        "tracker.ui.setup.csvimport.QFileDialog.getOpenFileName",
        lambda *args, **kwargs: (str(path), "CSV files (*.csv *.txt)"),
    )

    def handle(dialog: QDialog) -> None:
        assert isinstance(dialog, SquadImportDialog)
        qtbot.mouseClick(dialog.open_button, LEFT)
        model = dialog.model
        shown.extend(
            str(model.index(r, 5).data())
            for r in range(model.rowCount())
            if model.index(r, 5).data()
        )
        if not dialog.import_button.isEnabled():
            tick(qtbot, dialog.skip_bad)
        qtbot.mouseClick(dialog.import_button, LEFT)

    when_modal(handle)
    qtbot.mouseClick(editor.import_button, LEFT)
    return shown


def drag_player(editor: LineupEditor, name: str, line: int, slot: int) -> None:
    """Drag a player from the squad list onto a pitch slot."""
    model = editor.available_model
    row = next(i for i, p in enumerate(model.players) if p.name == name)
    mime = model.mimeData([model.index(row)])
    assert drop(editor.pitch.viewport(), editor.pitch.slot_point(line, slot), mime)


def drag_to_bench(editor: LineupEditor, name: str) -> None:
    """Drag a player from the squad list onto the bench."""
    pid = next(p.pid for p in editor.available_model.players if p.name == name)
    viewport = editor.bench.viewport()
    assert drop(viewport, viewport.rect().center(), player_mime(pid))


def next_page(qtbot, wizard: QWizard) -> None:  # type: ignore[no-untyped-def]
    """Press Next."""
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), LEFT)


def tick(qtbot, box: QAbstractButton) -> None:  # type: ignore[no-untyped-def]
    """Click a check box on its box (its middle may be empty space past the label)."""
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))
