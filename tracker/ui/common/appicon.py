"""Match Tracker's own icon, set before the window's first paint.

Apart from :mod:`tracker.ui.common.icons` (the event icons, drawn with QPainter): the
first frame needs this one only, and loads neither the painting classes nor the events.
"""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QPixmap

if TYPE_CHECKING:
    from importlib.abc import Traversable  # importlib.resources.abc from Python 3.11


@cache
def app_icon() -> QIcon:
    """Match Tracker's own icon: the shipped hicolor PNGs, each size drawn for its size.

    Each file is read when its size is first asked for (the first frame waits for none).
    """
    result = QIcon()
    for size in _hicolor().iterdir():
        png = size / "apps" / "match-tracker.png"
        if isinstance(png, Path) and png.is_file():
            width, _, height = size.name.partition("x")
            result.addFile(str(png), QSize(int(width), int(height)))
        elif png.is_file():  # not a plain file (a zipped install): decoded now
            pixmap = QPixmap()
            if pixmap.loadFromData(png.read_bytes(), "PNG"):
                result.addPixmap(pixmap)
    return result


def _hicolor() -> Path | Traversable:
    """The shipped hicolor folder: found by the import system as a folder where it is one
    (importlib.resources costs the first frame a few milliseconds), else through it."""
    spec = importlib.util.find_spec("tracker.resources")
    for place in (spec.submodule_search_locations or []) if spec is not None else []:
        folder = Path(place) / "icons" / "hicolor"
        if folder.is_dir():
            return folder
    from importlib import resources

    return resources.files("tracker.resources") / "icons" / "hicolor"
