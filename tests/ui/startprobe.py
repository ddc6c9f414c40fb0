"""The real start-up in a process of its own, reporting what was loaded when.

``python -m tests.ui.startprobe [ARGS…]`` runs ``match-tracker ARGS`` (the window)
offscreen and prints one JSON line: the modules loaded when the main window first
painted and whether it had its database then; the modules loaded when the match was
first shown, if it was shown before the database opened (``shown``); then, once the
database is open, the modules loaded, the source files held in :mod:`linecache`, the
open match and the page shown. Whether the cyclic garbage collector ran is noted at
each step. It closes the window itself.
"""

from __future__ import annotations

import gc
import json
import linecache
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QApplication

from tracker import cli


class _Probe(QObject):
    """Notes the first paint of the main window, then waits for its database."""

    def __init__(self) -> None:
        super().__init__()
        self.report: dict[str, object] = {}
        self.window: object = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """At the main window's first paint: what is loaded, and is the database open.

        Then, while the match read ahead is shown and the database not open yet: which
        widgets were painted (a viewport as its view's class and ``.viewport``).
        """
        from tracker.ui.mainwindow import MainWindow

        if self.window is not None and event.type() == QEvent.Type.Paint:
            self._note_paint(watched)
        if (
            "painted" not in self.report
            and isinstance(watched, MainWindow)
            and event.type() == QEvent.Type.Paint
        ):
            self.window = watched
            self.report["painted"] = sorted(sys.modules)
            self.report["database_at_paint"] = watched.document.has_database
            self.report["title_at_paint"] = watched.windowTitle()
            self.report["collecting_at_paint"] = _collecting()
            QTimer.singleShot(0, self._wait_for_database)
        return False

    def _note_paint(self, watched: QObject) -> None:
        document = self.window.document  # type: ignore[attr-defined]
        if document.has_database or document.state is None:
            return
        parent = watched.parent()
        name = type(watched).__name__
        if isinstance(parent, QAbstractScrollArea) and watched is parent.viewport():
            name = f"{type(parent).__name__}.viewport"
        painted = self.report.setdefault("painted_before_database", [])
        assert isinstance(painted, list)
        if name not in painted:
            painted.append(name)

    def _wait_for_database(self) -> None:
        window = self.window
        if not window.document.has_database:  # type: ignore[attr-defined]
            if window.document.state is not None and "shown" not in self.report:  # type: ignore[attr-defined]
                # The match shown before the database layers load (see show_preview).
                self.report["shown"] = sorted(sys.modules)
                self.report["shown_match_id"] = window.document.match_id  # type: ignore[attr-defined]
                self.report["shown_state"] = repr(window.document.state)  # type: ignore[attr-defined]
                self.report["collecting_when_shown"] = _collecting()
            QTimer.singleShot(1, self._wait_for_database)
            return
        self.report["opened_state"] = repr(window.document.state)  # type: ignore[attr-defined]
        self.report["opened"] = sorted(sys.modules)
        self.report["collecting_when_opened"] = _collecting()
        self.report["collecting_on_gui_thread_only"] = _collecting() and not gc.isenabled()
        # The database layers load after the first frame; what they made lasts: frozen too.
        walked = {id(o) for o in gc.get_objects()}
        self.report["layers_walked_by_collections"] = [
            name for name in ("sqlalchemy.orm", "sqlmodel") if id(sys.modules.get(name)) in walked
        ]
        self.report["sources_kept"] = sorted(linecache.cache)
        self.report["match_id"] = window.document.match_id  # type: ignore[attr-defined]
        page = window.pages.currentWidget()  # type: ignore[attr-defined]
        shown = "match" if page is window.match_page else page.objectName()  # type: ignore[attr-defined]
        self.report["page"] = shown
        self.report["title"] = window.windowTitle()  # type: ignore[attr-defined]
        window.close()  # type: ignore[attr-defined]


def _collecting() -> bool:
    """True while cyclic garbage is collected: by the interpreter, or by the window's
    timer on the GUI thread (:class:`tracker.ui.common.collector.GuiCollector`)."""
    if gc.isenabled():
        return True
    app = QApplication.instance()
    found = app.findChild(QObject, "guiCollector") if app is not None else None
    return bool(found is not None and found.held)  # type: ignore[attr-defined]


def main(argv: list[str]) -> int:
    """Run the window with ``argv``; print the report."""
    app = QApplication(sys.argv[:1])
    probe = _Probe()
    app.installEventFilter(probe)
    status = cli.main(argv)
    probe.report["collecting_after"] = gc.isenabled()
    print(json.dumps({"status": status, **probe.report}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
