"""The real window on a real X display, driven as a user does, in a process of its own.

``python -m tests.ui.xcbdriver [--shot PNG] ARGS…`` runs ``match-tracker ARGS`` (the
window, on the platform the environment names: ``QT_QPA_PLATFORM=xcb`` under Xvfb).
Once the match is open it kicks off with the clock's button, types ``23 goal Messi``
into quick entry and presses Enter, reads the match back from the database through a
connection of its own, and closes the window. It prints one JSON line: the exit
status, the Qt platform, and the events the database holds.
"""

from __future__ import annotations

import json
import sys

from tracker.app import display_problem


def main(argv: list[str]) -> int:
    """Run the window with ``argv``; print the report."""
    shot = ""
    if argv[:1] == ["--shot"]:
        shot, argv = argv[1], argv[2:]
    problem = display_problem()  # what run_gui says first: Qt would abort before it
    if problem:
        print(json.dumps({"status": 1, "problem": problem}))
        return 0

    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tracker import cli
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database
    from tracker.ui.mainwindow import MainWindow

    app = QApplication(sys.argv[:1])
    report: dict[str, object] = {"platform": QGuiApplication.platformName()}
    db = argv[argv.index("--db") + 1]

    def window() -> MainWindow | None:
        return next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)

    def wait_for_match() -> None:
        main = window()
        # The match shows before the database is open; the window takes input once it is.
        if (
            main is None
            or not main.isVisible()
            or not main.document.has_database
            or main.document.match is None
        ):
            QTimer.singleShot(20, wait_for_match)
            return
        QTest.mouseClick(main.clock.whistle_button, Qt.MouseButton.LeftButton)
        report["after_whistle"] = len(main.document.events)
        main.quick.line.setFocus()
        QTest.keyClicks(main.quick.line, "23 goal Messi")
        QTest.keyClick(main.quick.line, Qt.Key.Key_Return)
        report["quick_error"] = main.quick.error.text()
        app.processEvents()
        if shot:
            main.grab().save(shot)
        database = open_database(db)
        try:
            match_id = main.document.match_id
            assert match_id is not None
            events = MatchService(database).load(match_id)[1]
            report["stored"] = [type(event).__name__ for event in events]
            report["goal"] = [
                str(getattr(event, "time", ""))
                for event in events
                if type(event).__name__ == "Goal"
            ]
        finally:
            database.close()
        main.close()

    # A stuck window must not hang the run: it is closed after a minute whatever happens.
    QTimer.singleShot(60_000, app.closeAllWindows)
    QTimer.singleShot(0, wait_for_match)
    report["status"] = cli.main(argv)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
