"""The composition root: builds the database, services and window, and runs the app."""

from __future__ import annotations

import sys


def run_gui(db: str | None = None, match_id: int | None = None) -> int:
    """Open the main window."""
    print(
        "match-tracker: the window is not there yet; use a sub-command (see --help)",
        file=sys.stderr,
    )
    return 1
