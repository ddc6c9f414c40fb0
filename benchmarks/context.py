"""What every measure shares in one run: the mode, the libraries, a scratch folder."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from benchmarks import libraries, processes


@dataclass
class Context:
    """One benchmark run."""

    #: Fewer repetitions and no library above 1,000 matches.
    quick: bool
    #: A scratch folder for this run (databases, settings, output files).
    scratch: Path
    #: The DISPLAY of an X server for the xcb rows, if there is one.
    display: str | None = None
    _libraries: dict[int, Path] = field(default_factory=dict)

    def rounds(self, full: int, quick: int) -> int:
        """Repetitions for this mode."""
        return quick if self.quick else full

    @property
    def large(self) -> int:
        """The large library: 20,000 matches (1,000 with ``--quick``)."""
        return 1000 if self.quick else 20_000

    @property
    def largest(self) -> int:
        """The largest library: 100,000 matches (1,000 with ``--quick``), for the rows that
        must stay flat: start, ``list``, the library dialog, the record books."""
        return 1000 if self.quick else 100_000

    @property
    def closing(self) -> int:
        """The library the window is closed on: 5,000 matches (1,000 with ``--quick``)."""
        return 1000 if self.quick else 5000

    def library(self, count: int) -> Path:
        """The cached library of ``count`` matches (built on first use)."""
        if count not in self._libraries:
            print(f"  library of {count:,} matches…", file=sys.stderr, flush=True)
            self._libraries[count] = libraries.library(count)
        return self._libraries[count]

    @cached_property
    def demo(self) -> Path:
        """A database holding the reference match only (as ``match-tracker demo`` leaves it)."""
        from tracker.app import demo_text
        from tracker.services.matches import MatchService
        from tracker.store.db import open_database

        path = self.scratch / "demo" / "matches.sqlite3"
        path.parent.mkdir(parents=True, exist_ok=True)
        db = open_database(path, backups=0)
        MatchService(db).import_text(demo_text())
        db.close()
        return path

    def env(self, platform: str = "offscreen") -> dict[str, str]:
        """The environment of a child process."""
        display = self.display or "" if platform == "xcb" else ""
        return processes.child_env(self.scratch / "home", platform, display)

    def app(self) -> Any:
        """The QApplication of this process (offscreen), created on first use."""
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtCore import qInstallMessageHandler
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is None:
            qInstallMessageHandler(_qt_message)
            app = QApplication(sys.argv[:1])
        return app


#: What the offscreen platform says about every popup and window: not news here.
_OFFSCREEN = ("This plugin does not support",)


def _qt_message(_kind: Any, _context: Any, message: str) -> None:
    if not message.startswith(_OFFSCREEN):
        print(message, file=sys.stderr)
