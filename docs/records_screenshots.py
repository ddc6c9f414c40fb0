"""Render the records window's pages over every World Cup and the reference match.

Run from the repository root (no display needed), with the openfootball World Cup
files beside the repository (or their folder as the argument)::

    python docs/records_screenshots.py [../shared/data/openfootball-worldcup]

It writes ``docs/records-standings.png``, ``docs/records-team.png`` and
``docs/records-player.png`` from a throw-away database: every edition stored as
results (as the tests store them), and the demo semi-final placed in the FIFA World
Cup 2026 with its squads linked to people.
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

    from tests.helpers.records import Library
    from tests.helpers.recordviews import demo_in_world_cup, world_cups
    from tracker.app import build_window, demo_text
    from tracker.store.db import open_database

    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "matches.sqlite3"
        lib = Library(open_database(str(path), backups=0))
        world_cups(lib, data, skip=("2026-07-15", "England", "Argentina"))
        demo = demo_in_world_cup(lib, demo_text())
        lib.db.close()
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        window = build_window(str(path), settings)
        window.show()
        window.open_match(demo)
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
