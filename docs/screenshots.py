"""Render the main window at full time of the reference match, for the README.

Run from the repository root (no display needed)::

    python docs/screenshots.py

It writes ``docs/main-window-1280x800.png`` and ``docs/main-window-1920x1080.png``,
using a throw-away database and settings, so the user's own data is not touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

SIZES = ((1280, 800), (1920, 1080))
DOCS = Path(__file__).resolve().parent


def main() -> int:
    """Write one screenshot per size; returns the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tracker.app import build_window

    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        for width, height in SIZES:
            settings = QSettings(str(Path(tmp) / f"{width}.ini"), QSettings.Format.IniFormat)
            window = build_window(str(Path(tmp) / "matches.sqlite3"), settings, user="Ana")
            window.files.open_demo()
            window.setGeometry(0, 0, width, height)
            window.show()
            window.resize(width, height)
            window.window_layout.size_docks(width)
            last = window.document.events[-1]
            window.event_log.select_event(last.id)
            app.processEvents()
            window.pitch.fit()
            app.processEvents()
            out = DOCS / f"main-window-{width}x{height}.png"
            window.grab().save(str(out))
            print(f"wrote {out.name}")
            window.document.service.db.close()
            window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
