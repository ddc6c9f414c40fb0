"""A team's colours are chosen with the colour dialog and go into the team sheet."""

from __future__ import annotations

import itertools

from PySide6.QtGui import QColor

from tests.ui.setup.driving import LEFT
from tracker.ui.setup.teampage import TeamForm


def test_shirt_and_keeper_colours_are_picked(qtbot, monkeypatch) -> None:
    form = TeamForm("Home", [], lambda _id: (), itertools.count(1).__next__, ("#d22222", "#22aa22"))
    qtbot.addWidget(form)
    form.show()
    asked: list[str] = []

    def pick(initial: QColor, parent, title: str) -> QColor:  # type: ignore[no-untyped-def]
        asked.append(title)
        return QColor("#75aadb")

    monkeypatch.setattr("tracker.ui.setup.teampage.QColorDialog.getColor", pick)
    qtbot.mouseClick(form.colour, LEFT)
    assert asked == ["Home shirt colour"]
    assert form.colour.text() == "#75aadb"
    monkeypatch.setattr(
        "tracker.ui.setup.teampage.QColorDialog.getColor", lambda *args: QColor()
    )  # cancelled
    qtbot.mouseClick(form.keeper_colour, LEFT)
    qtbot.keyClicks(form.name.lineEdit(), "Argentina")
    sheet = form.sheet()
    assert (sheet.name, sheet.colour, sheet.keeper_colour) == ("Argentina", "#75aadb", "#22aa22")


def test_shirt_numbers_are_dark_on_bright_shirts_and_light_on_dark_ones() -> None:
    from tracker.ui.setup.pitch import text_colour

    dark, light = QColor("#111"), QColor("#fff")
    for shirt in ("#ffff00", "#f4f4f4", "#f2c200", "#7fdbff"):  # yellow, white, gold, sky
        assert text_colour(QColor(shirt)) == dark, shirt
    for shirt in ("#d22222", "#22aa22", "#000080", "#000000"):  # red, green, navy, black
        assert text_colour(QColor(shirt)) == light, shirt


def test_the_colour_dialog_keeps_the_palette_on_its_buttons(qtbot) -> None:
    from PySide6.QtWidgets import QColorDialog, QPushButton

    from tests.ui.setup.driving import when_modal

    form = TeamForm("Home", [], lambda _id: (), itertools.count(1).__next__, ("#d22222", "#22aa22"))
    qtbot.addWidget(form)
    form.show()
    seen: list[tuple[str, QColor]] = []

    def look(dialog) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(dialog, QColorDialog)
        for button in dialog.findChildren(QPushButton):
            if button.isVisible() and button.text():
                image = button.grab().toImage()
                seen.append((button.text(), image.pixelColor(4, button.height() // 2)))
        dialog.reject()

    when_modal(look)
    qtbot.mouseClick(form.colour, LEFT)
    assert seen, "the colour dialog showed no buttons"
    red = QColor("#d22222")
    assert not [text for text, colour in seen if colour == red]
    # The shirt colour button itself still shows the shirt colour.
    swatch = form.colour.grab().toImage()
    assert swatch.pixelColor(swatch.width() // 2, 3) == red
