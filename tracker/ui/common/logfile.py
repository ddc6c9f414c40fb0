"""The application's log file, and the native crashes written into it.

Light on purpose (no Qt): the crash log is enabled before the window's first paint,
which waits for nothing else (:mod:`tracker.ui.common.errors` sets up the rest later).
"""

from __future__ import annotations

import faulthandler
import os
import sys
from pathlib import Path
from typing import TextIO

APP_NAME = "match-tracker"
LOG_FILE = "match-tracker.log"

#: The log file faulthandler writes to, kept open for the life of the process.
_crash_log: list[TextIO] = []


def log_path() -> Path:
    """The log file, in the user's data folder by platform convention."""
    if sys.platform.startswith("linux"):
        # platformdirs' rule on Linux, without loading it before the window's first paint.
        data = os.environ.get("XDG_DATA_HOME", "").strip() or os.path.expanduser("~/.local/share")
        return Path(data) / APP_NAME / "logs" / LOG_FILE
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / "logs" / LOG_FILE


def enable_crash_log(path: Path | None = None) -> Path:
    """Write a native crash's Python tracebacks (every thread) to the log file.

    A crash inside Qt ends the process before any Python handler runs; faulthandler
    writes the tracebacks from the signal handler itself. Returns the file's path.
    """
    path = path or log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    stream = path.open("a", encoding="utf-8")
    for old in _crash_log:
        old.close()
    _crash_log[:] = [stream]
    faulthandler.enable(file=stream, all_threads=True)
    return path
