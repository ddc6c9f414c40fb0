"""The database as the window sees it: its handle, the address as it may be shown, why it
may only be viewed, and the backup copy made while a match is logged.

Re-exported from the store, which the window never imports (an import-linter contract).
Loaded by the window only once its database is open.
"""

from __future__ import annotations

import threading
from pathlib import Path

from tracker.store.access import read_only_message as read_only_message
from tracker.store.db import Database as Database
from tracker.store.db import default_path as default_path
from tracker.store.db import shown_url as shown_url
from tracker.store.transfer import backup
from tracker.store.transfer.backup import BackupCancelled as BackupCancelled
from tracker.store.transfer.backup import BackupError as BackupError
from tracker.store.transfer.backup import BackupInfo as BackupInfo

__all__ = [
    "BackupCancelled",
    "BackupError",
    "BackupInfo",
    "Database",
    "default_path",
    "make_backup",
    "read_only_message",
    "shown_url",
]


def make_backup(
    db_path: Path,
    reason: str = "manual",
    *,
    keep: int | None = None,
    if_changed: bool = False,
    cancel: threading.Event | None = None,
) -> BackupInfo | None:
    """Back ``db_path`` up now (see :func:`tracker.store.transfer.backup.make_backup`)."""
    return backup.make_backup(db_path, reason, keep=keep, if_changed=if_changed, cancel=cancel)
