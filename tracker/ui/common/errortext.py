"""Error text that reads on the palette in use, light or dark.

A fixed dark red is unreadable on a dark window, and a fixed pale shade under light
text is unreadable in a table: both are taken from the palette instead.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel

_DARK_RED, _LIGHT_RED, _RED = QColor("#b00020"), QColor("#ff8a80"), QColor("#d32f2f")


def is_dark(palette: QPalette) -> bool:
    """True for a palette of light text on a dark window."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def error_colour(palette: QPalette) -> QColor:
    """Dark red on a light window, light red on a dark one."""
    return _LIGHT_RED if is_dark(palette) else _DARK_RED


def show_errors_in_red(label: QLabel) -> None:
    """Write ``label``'s text in the error colour of its palette."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, error_colour(palette))
    label.setPalette(palette)


def error_shade(palette: QPalette) -> QColor:
    """The background of a wrong row: the base tinged red, so the palette's text still reads."""
    base = palette.color(QPalette.ColorRole.Base)
    share = 0.3 if is_dark(palette) else 0.15
    return QColor(
        round(base.red() * (1 - share) + _RED.red() * share),
        round(base.green() * (1 - share) + _RED.green() * share),
        round(base.blue() * (1 - share) + _RED.blue() * share),
    )
