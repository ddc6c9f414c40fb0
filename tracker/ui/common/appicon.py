"""Match Tracker's own icon, set before the window's first paint.

Apart from :mod:`tracker.ui.common.icons` (the event icons, drawn with QPainter): the
first frame needs this one only, and loads neither the painting classes nor the events.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QPixmap


@cache
def app_icon() -> QIcon:
    """Match Tracker's own icon: the shipped hicolor PNGs, each size drawn for its size.

    Each file is read when its size is first asked for (the first frame waits for none).
    """
    result = QIcon()
    hicolor = resources.files("tracker.resources") / "icons" / "hicolor"
    for size in hicolor.iterdir():
        png = size / "apps" / "match-tracker.png"
        if isinstance(png, Path) and png.is_file():
            width, _, height = size.name.partition("x")
            result.addFile(str(png), QSize(int(width), int(height)))
        elif png.is_file():  # not a plain file (a zipped install): decoded now
            pixmap = QPixmap()
            if pixmap.loadFromData(png.read_bytes(), "PNG"):
                result.addPixmap(pixmap)
    return result
