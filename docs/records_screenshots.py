"""Render the records window's pages over every World Cup and the reference match.

Run from the repository root (no display needed), with the openfootball World Cup
files beside the repository (or their folder as the argument)::

    python docs/records_screenshots.py [../shared/data/openfootball-worldcup]

It writes ``docs/records-standings.png``, ``docs/records-team.png``,
``docs/records-player.png`` and ``docs/main-window-key-stats.png`` from a throw-away
database made as a user makes it: ``match-tracker demo``, then the import of every
``worldcup.json`` file.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
DATA = ROOT / ".." / "shared" / "data" / "openfootball-worldcup"
SIZE = (1100, 760)


def main(argv: list[str]) -> int:
    """Write the three screenshots; returns the exit status."""
    data = Path(argv[0]) if argv else DATA
    if not data.is_dir():
        print(f"no World Cup files in {data}", file=sys.stderr)
        return 1
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tracker.app import build_window
    from tracker.cli import main as command

    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "matches.sqlite3"
        files = [str(f) for f in sorted(data.glob("*/worldcup.json"))]
        if command(["--db", str(path), "demo"]) or command(
            ["--db", str(path), "import", "--format", "openfootball", *files]
        ):
            return 1
        demo = 1
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        window = build_window(str(path), settings, user="Ana")
        window.resize(1280, 800)
        window.show()
        window.open_match(demo)
        dock = window.docks["keyStatsDock"]
        dock.raise_()
        while window.key_stats.view.list.count() == 0:  # read off the GUI thread
            app.processEvents()
        window.grab().save(str(DOCS / "main-window-key-stats.png"))
        print("wrote main-window-key-stats.png")
        window.records.show_competitions()
        records = window.records.records_window()
        records.resize(*SIZE)
        page = records.competition
        page.tabs.setCurrentIndex(1)
        for name, show in (
            ("records-standings.png", lambda: None),
            ("records-team.png", lambda: records.show_team_named("England")),
            ("records-player.png", lambda: _lautaro(window)),
        ):
            show()
            app.processEvents()
            out = DOCS / name
            records.grab().save(str(out))
            print(f"wrote {out.name}")
        window.document.service.db.close()
        records.close()
        window.close()
    return 0


def _lautaro(window) -> None:  # type: ignore[no-untyped-def]
    match = window.document.match
    pid = next(p.pid for p in match.home.squad if p.name == "Lautaro Martínez")
    window.records.show_player_of(pid)
    window.records.records_window().player.tabs.setCurrentIndex(1)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
