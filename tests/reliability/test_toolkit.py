"""The Qt binding itself must not leak or drop references on the calls the window makes."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_void_calls_keep_none_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    """Calls returning nothing must not drop references to None.

    PySide6 6.12.0 did, once per call: None's count (a few thousand) ran out after a
    few seconds of painting and the interpreter aborted with "deallocating None".
    """
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        before = sys.getrefcount(None)
        for _ in range(200):
            painter.save()
            painter.setBrush(QColor("white"))
            painter.restore()
        after = sys.getrefcount(None)
    finally:
        painter.end()
    assert abs(after - before) < 50, f"None lost {before - after} references in 600 calls"
