"""Render Match Tracker's icon (resources/icons/match-tracker.svg) to the hicolor PNG sizes.

Run from the repository after changing the SVG::

    python tools/make_icons.py

It writes ``resources/icons/hicolor/<N>x<N>/apps/match-tracker.png`` for each size of
:data:`SIZES`, the sizes desktops look for in the freedesktop icon theme.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"


def render(svg: Path, out: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Render ``svg`` into ``out/hicolor/<N>x<N>/apps/`` at each size; returns the files."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{svg.stem}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            raise SystemExit(f"cannot write {target}")
        written.append(target)
    return written


if __name__ == "__main__":
    for path in render(ICONS / "match-tracker.svg", ICONS):
        print(path.relative_to(ICONS.parent.parent))
