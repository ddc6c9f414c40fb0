"""The set-up dialogs are styled by the palette: their messages and marks read on light and dark."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from tracker.ui.setup.csvimport import SquadImportDialog
from tracker.ui.setup.lineup import LineupEditor
from tracker.ui.setup.squad import SquadEditor

LIGHT = {"window": "#efefef", "text": "#000000", "base": "#ffffff"}
DARK = {"window": "#2b2b2b", "text": "#eeeeee", "base": "#1e1e1e"}


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2)."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in (colour.red(), colour.green(), colour.blue()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.fixture(params=[LIGHT, DARK], ids=["light", "dark"])
def palette(qapp, request: pytest.FixtureRequest) -> Iterator[QPalette]:  # type: ignore[no-untyped-def]
    """The application under a light or a dark palette (restored after)."""
    before = QApplication.palette()
    colours = request.param
    palette = QPalette(before)
    for role, key in (
        (QPalette.ColorRole.Window, "window"),
        (QPalette.ColorRole.WindowText, "text"),
        (QPalette.ColorRole.Base, "base"),
        (QPalette.ColorRole.Text, "text"),
    ):
        palette.setColor(role, QColor(colours[key]))
    QApplication.setPalette(palette)
    yield palette
    QApplication.setPalette(before)


def text_contrast(label: QLabel) -> float:
    """How far the label's drawn text stands out from its background."""
    image = label.grab().toImage()
    background = image.pixelColor(image.width() - 1, image.height() - 1)
    return max(
        contrast(image.pixelColor(x, y), background)
        for x in range(image.width())
        for y in range(image.height())
    )


def test_the_squad_message_reads_on_the_palette(qtbot, palette: QPalette) -> None:
    editor = SquadEditor(itertools.count(1).__next__)
    qtbot.addWidget(editor)
    editor.resize(600, 300)
    editor.show()
    editor.show_message("Shirt number 3 is worn by both Cy Calm and Hal Hasty.")
    assert text_contrast(editor.message) >= 4.5


def test_the_line_up_message_reads_on_the_palette(qtbot, palette: QPalette) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.resize(900, 560)
    editor.show()
    editor.show_message("Select a player in the squad or bench list, and a slot.")
    assert text_contrast(editor.message) >= 4.5


def test_a_wrong_import_row_reads_on_the_palette(qtbot, palette: QPalette) -> None:
    dialog = SquadImportDialog({1: "Hugo Lloris"})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.text.setPlainText("1,Steve Mandanda,,GK\n23,Alphonse Areola,,GK\n")
    model = dialog.model
    shade = model.index(0, 2).data(Qt.ItemDataRole.BackgroundRole).color()
    text = dialog.preview.palette().color(QPalette.ColorRole.Text)
    assert contrast(text, shade) >= 4.5
    # Still marked: the wrong row stands apart from the right one.
    base = dialog.preview.palette().color(QPalette.ColorRole.Base)
    assert shade != base and model.index(1, 2).data(Qt.ItemDataRole.BackgroundRole) is None
