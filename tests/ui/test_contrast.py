"""The window's coloured text reads on light and dark palettes (WCAG AA, 4.5:1)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from tests.helpers.matches import demo
from tests.ui.setup.test_palette import palette, text_contrast  # noqa: F401  (a fixture)
from tracker.core.match.events import Goal
from tracker.ui.common.errortext import contrast, readable
from tracker.ui.files.importing import ImportDialog
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


def drawn_contrast(widget: QWidget, background_at: Callable[[int, int], tuple[int, int]]) -> float:
    """The strongest contrast between the widget's drawn pixels and its background pixel."""
    image = widget.grab().toImage()
    background = image.pixelColor(*background_at(image.width(), image.height()))
    return max(
        contrast(image.pixelColor(x, y), background)
        for x in range(image.width())
        for y in range(image.height())
    )


def label_contrast(label: QLabel) -> float:
    """The contrast of the label's text colour with the window colour it is drawn on."""
    colours = label.palette()
    return contrast(
        colours.color(QPalette.ColorRole.WindowText), colours.color(QPalette.ColorRole.Window)
    )


def test_readable_keeps_a_readable_colour_and_fixes_an_unreadable_one() -> None:
    dark, light = QColor("#2b2b2b"), QColor("#ffffff")
    assert contrast(QColor("#b00020"), dark) < 2  # the old error text on a dark window
    assert readable(QColor("#b00020"), light) == QColor("#b00020")
    fixed = readable(QColor("#b00020"), dark)
    assert contrast(fixed, dark) >= 4.5 and fixed.red() > fixed.blue()  # still reddish


def test_the_pinned_minute_reads_on_the_palette(qtbot, palette: QPalette, live: MainWindow) -> None:  # noqa: F811
    clock = live.clock
    clock.pin("55")
    assert clock.pinned
    # The typed minute on its highlighted field: text against the field's inside.
    edit = clock.minute_edit
    assert drawn_contrast(edit, lambda w, h: (w - 6, h // 2)) >= 4.5
    assert text_contrast(clock.pin_mark) >= 4.5


def test_quick_entry_errors_read_on_the_palette(qtbot, palette: QPalette, live: MainWindow) -> None:  # noqa: F811
    live.quick.line.setText("55 goal Nobody")
    live.quick.line.returnPressed.emit()
    qtbot.waitUntil(lambda: live.quick.error.isVisible() and bool(live.quick.error.text()))
    assert label_contrast(live.quick.error) >= 4.5
    assert text_contrast(live.quick.error) >= 4.5


def test_dialog_errors_read_on_the_palette(qtbot, palette: QPalette) -> None:  # noqa: F811
    match, events = demo()
    goal = next(e for e in events if isinstance(e, Goal))
    dialog = EditEventDialog(None, match, goal, refusal="The minute is after full time.")
    qtbot.addWidget(dialog)
    assert label_contrast(dialog.error) >= 4.5
    importing = ImportDialog(None)  # type: ignore[arg-type]  # the message needs no service
    qtbot.addWidget(importing)
    importing._show_message("Nothing was imported: the file is not a match.")
    assert label_contrast(importing.message) >= 4.5


def test_the_bench_and_the_group_headings_read_on_the_palette(
    qtbot,  # type: ignore[no-untyped-def]
    palette: QPalette,  # noqa: F811
    live: MainWindow,
) -> None:
    panel = live.home_panel
    base = panel.tree.palette().color(QPalette.ColorRole.Base)
    model = panel.model
    greys = []
    for row in range(model.rowCount()):
        heading = model.index(row, 0)
        greys.append(heading.data(Qt.ItemDataRole.ForegroundRole))
        for child in range(model.rowCount(heading)):
            greys.append(model.index(child, 1, heading).data(Qt.ItemDataRole.ForegroundRole))
    shown = [brush.color() for brush in greys if brush is not None]
    assert len(shown) > 5  # the headings and the bench
    assert all(contrast(colour, base) >= 4.5 for colour in shown)


def test_the_start_page_reads_on_the_palette(qtbot, palette: QPalette, window: MainWindow) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    qtbot.waitUntil(lambda: window.findChild(QLabel, "startSubtitle") is not None)
    subtitle = window.findChild(QLabel, "startSubtitle")
    assert text_contrast(subtitle) >= 4.5
