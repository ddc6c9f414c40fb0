"""User-typed text where Qt reads markup: names shown as typed, colours as colours.

Qt shows a label, tooltip or message box whose text merely looks like HTML as rich
text (``Qt.mightBeRichText``): a team named "A<b>&amp;" would show as a bold "A&".
A label or box showing names is set to plain text; a tooltip, which has no such
setting, goes through :func:`plain_tip`; and a colour typed in a set-up or a file goes
into a style sheet or rich text only as Qt reads it (:func:`css_colour`).
"""

from __future__ import annotations

import html

from PySide6.QtGui import QColor, Qt


def plain_tip(text: str) -> str:
    """A tooltip showing ``text`` as typed, line breaks kept (unchanged where Qt would
    not take it for rich text)."""
    if not Qt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre'>{html.escape(text, quote=False)}</p>"


def css_colour(colour: str, fallback: str = "#808080") -> str:
    """A team colour as ``#rrggbb``, safe in a style sheet or a style attribute;
    ``fallback`` where Qt does not read it as a colour."""
    found = QColor(colour)
    return found.name() if found.isValid() else fallback


__all__ = ["css_colour", "plain_tip"]
