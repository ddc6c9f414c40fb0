"""Error text that reads on the palette in use, light or dark.

A fixed dark red is unreadable on a dark window, and a fixed pale shade under light
text is unreadable in a table: both are taken from the palette instead.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel

_DARK_RED, _LIGHT_RED, _RED = QColor("#b00020"), QColor("#ff8a80"), QColor("#d32f2f")


def is_dark(palette: QPalette) -> bool:
    """True for a palette of light text on a dark window."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


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


def readable(colour: QColor, background: QColor, ratio: float = 4.5) -> QColor:
    """``colour``, lightened or darkened just enough to read on ``background`` (WCAG AA)."""
    return QColor.fromRgba(_readable(colour.rgba(), background.rgba(), ratio))


@cache
def _readable(colour_rgba: int, background_rgba: int, ratio: float) -> int:
    # Worked out once per pair: the line-up panels ask again with every logged event.
    colour, background = QColor.fromRgba(colour_rgba), QColor.fromRgba(background_rgba)
    toward = QColor("black") if luminance(background) > 0.18 else QColor("white")
    for step in range(21):
        share = step / 20
        mixed = QColor(
            round(colour.red() * (1 - share) + toward.red() * share),
            round(colour.green() * (1 - share) + toward.green() * share),
            round(colour.blue() * (1 - share) + toward.blue() * share),
        )
        if contrast(mixed, background) >= ratio:
            return mixed.rgba()
    return toward.rgba()


def error_colour(palette: QPalette) -> QColor:
    """Dark red on a light window, light red on a dark one; readable on the window either way."""
    red = _LIGHT_RED if is_dark(palette) else _DARK_RED
    return readable(red, palette.color(QPalette.ColorRole.Window))


def show_errors_in_red(label: QLabel) -> None:
    """Write ``label``'s text in the error colour of its palette."""
    show_in_colour(label, error_colour(label.palette()))


def show_in_colour(label: QLabel, colour: QColor) -> None:
    """Write ``label``'s text in ``colour``, made readable on the label's window colour."""
    palette = label.palette()
    window = palette.color(QPalette.ColorRole.Window)
    palette.setColor(QPalette.ColorRole.WindowText, readable(colour, window))
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
