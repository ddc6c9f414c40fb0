"""The real start-up in a process of its own, reporting what was loaded when.

``python -m tests.ui.startprobe [ARGS…]`` runs ``match-tracker ARGS`` (the window)
offscreen and prints one JSON line: the modules loaded when the main window first
painted and whether it had its database then; the modules loaded when the match was
first shown, if it was shown before the database opened (``shown``); then, once the
database is open, the modules loaded, the source files held in :mod:`linecache`, the
open match and the page shown. It closes the window itself.
"""

from __future__ import annotations

import json
import linecache
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from tracker import cli


class _Probe(QObject):
    """Notes the first paint of the main window, then waits for its database."""

    def __init__(self) -> None:
        super().__init__()
        self.report: dict[str, object] = {}
        self.window: object = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """At the main window's first paint: what is loaded, and is the database open."""
        from tracker.ui.mainwindow import MainWindow

        if (
            "painted" not in self.report
            and isinstance(watched, MainWindow)
            and event.type() == QEvent.Type.Paint
        ):
            self.window = watched
            self.report["painted"] = sorted(sys.modules)
            self.report["database_at_paint"] = watched.document.has_database
            self.report["title_at_paint"] = watched.windowTitle()
            QTimer.singleShot(0, self._wait_for_database)
        return False

    def _wait_for_database(self) -> None:
        window = self.window
        if not window.document.has_database:  # type: ignore[attr-defined]
            if window.document.state is not None and "shown" not in self.report:  # type: ignore[attr-defined]
                # The match shown before the database layers load (see show_preview).
                self.report["shown"] = sorted(sys.modules)
                self.report["shown_match_id"] = window.document.match_id  # type: ignore[attr-defined]
                self.report["shown_state"] = repr(window.document.state)  # type: ignore[attr-defined]
            QTimer.singleShot(1, self._wait_for_database)
            return
        self.report["opened_state"] = repr(window.document.state)  # type: ignore[attr-defined]
        self.report["opened"] = sorted(sys.modules)
        self.report["sources_kept"] = sorted(linecache.cache)
        self.report["match_id"] = window.document.match_id  # type: ignore[attr-defined]
        page = window.pages.currentWidget()  # type: ignore[attr-defined]
        shown = "match" if page is window.match_page else page.objectName()  # type: ignore[attr-defined]
        self.report["page"] = shown
        self.report["title"] = window.windowTitle()  # type: ignore[attr-defined]
        window.close()  # type: ignore[attr-defined]


def main(argv: list[str]) -> int:
    """Run the window with ``argv``; print the report."""
    app = QApplication(sys.argv[:1])
    probe = _Probe()
    app.installEventFilter(probe)
    status = cli.main(argv)
    print(json.dumps({"status": status, **probe.report}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
