"""The real window in a process of its own, logging through the quick-entry line.

``python -m tests.reliability.guiworker DB MATCH_ID SETTINGS_FILE`` builds the main
window (offscreen) over the database, opens the match, prints ``ready``, then types
commands such as ``10 goal Lionel Messi`` into the quick-entry line and presses
Enter. Each time the line clears (the event was logged and is shown in the event
log) it prints the id of the event the log shows last. It runs until killed.
"""

from __future__ import annotations

import os
import sys
import unicodedata

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tracker.app import build_window
from tracker.core.match.model import Side
from tracker.ui.common.dialogs import PlayerChooser


def _ascii(name: str) -> str:
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()


def main(db: str, match_id: int, settings_file: str) -> None:
    """Type quick-entry commands into the window until killed."""
    app = QApplication(sys.argv)
    # A name that fits several players would ask; the first candidate is the answer here.
    PlayerChooser.ask = classmethod(lambda cls, *args, **kw: args[4][0])  # type: ignore[method-assign,assignment]
    window = build_window(db, settings=QSettings(settings_file, QSettings.Format.IniFormat))
    window.show()
    assert window.open_match(match_id)
    state = window.document.state
    assert state is not None
    # Typed as plain ASCII: the line ignores accents (and QTest types ASCII only).
    names = {
        side: [_ascii(state.match.player(pid).name) for pid in state.on_pitch(side)]
        for side in Side
    }
    verbs = ["goal", "header", "pen", "fk", "goal"]
    counter = [len(window.document.events)]
    print("ready", flush=True)

    def step() -> None:
        n = counter[0]
        side = Side.HOME if n % 2 else Side.AWAY
        name = names[side][n % len(names[side])]
        line = window.quick.line
        line.clear()
        QTest.keyClicks(line, f"10 {verbs[n % len(verbs)]} {name}")
        QTest.keyClick(line, Qt.Key.Key_Return)
        if line.text():
            print(f"refused: {line.text()!r}: {window.quick.error.text()}", file=sys.stderr)
            app.exit(3)
            return
        shown = window.document.events
        print(shown[-1].id if shown else "?", flush=True)
        counter[0] += 1
        QTimer.singleShot(0, step)

    QTimer.singleShot(0, step)
    sys.exit(app.exec())


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
