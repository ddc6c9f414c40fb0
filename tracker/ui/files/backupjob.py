"""Automatic backups of the window's database, taken on a worker thread one at a time.

The copy runs in steps (see :func:`tracker.store.transfer.backup.make_backup`), so cancelling
it (the window closing, a restore) takes milliseconds and leaves nothing behind. The
outcome comes back to the GUI thread by a queued signal; the worker touches no widget.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

if TYPE_CHECKING:  # the window paints before the database layers load
    from tracker.services.database import Database

_log = logging.getLogger(__name__)
#: How long :meth:`BackupRunner.cancel` waits for the worker to stop (it stops between
#: two steps of a few milliseconds; only an fsync already under way can take longer).
CANCEL_WAIT_S = 0.2


class _Relay(QObject):
    """Carries the worker's outcome to the GUI thread."""

    #: The backup (its job number) finished: the new BackupInfo, or None if nothing was new.
    done = Signal(int, object)
    #: The backup (its job number) failed: the message for the user.
    failed = Signal(int, str)
    #: The backup (its job number) was cancelled.
    stopped = Signal(int)


class BackupRunner(QObject):
    """Takes the backups of one database off the GUI thread: queued, one at a time."""

    #: A backup was made (its BackupInfo) or was not needed (None).
    finished = Signal(object)
    #: A backup could not be made: why, for the user (a cancelled one is not reported).
    failed = Signal(str)

    def __init__(self, db: Database | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The database backed up (None until the window has opened one).
        self.db = db
        self._pending: list[tuple[str, bool]] = []
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._closed = False
        self._job = 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_relay_done)
        self._relay.failed.connect(self._on_relay_failed)
        self._relay.stopped.connect(self._on_relay_stopped)

    def start_open_backup(self) -> None:
        """Back the database up if it changed since its newest backup (after opening it)."""
        if self.db is not None and self.db.open_backup_due:
            self.db.open_backup_due = False
            self.request("open", if_changed=True)

    def request(self, reason: str, *, if_changed: bool = False) -> None:
        """Back the database up as soon as the worker is free (a request already queued is kept)."""
        if self._closed or self.db is None or self.db.path is None:
            return
        if any(queued == reason for queued, _ in self._pending):
            return
        self._pending.append((reason, if_changed))
        if not self.running():
            # Started from the event loop, so a backup never delays the action asking for it.
            QTimer.singleShot(0, self, self._start_next)

    def running(self) -> bool:
        """True while a backup is being made."""
        return self._thread is not None and self._thread.is_alive()

    def cancel(self) -> bool:
        """Drop queued backups and stop the running one; True once the worker has stopped."""
        self._pending.clear()
        thread = self._thread
        if thread is None:
            return True
        self._cancel.set()
        thread.join(CANCEL_WAIT_S)
        return not thread.is_alive()

    def close(self) -> bool:
        """Cancel everything and take no more requests (the window is closing)."""
        self._closed = True
        return self.cancel()

    def _start_next(self) -> None:
        if self._closed or self.running() or not self._pending:
            return
        reason, if_changed = self._pending.pop(0)
        assert self.db is not None
        path = self.db.path
        assert path is not None
        self._cancel = threading.Event()
        self._job += 1
        cancel, relay, keep, job = self._cancel, self._relay, self.db.backups, self._job

        # Loaded with the first backup, after the first paint.
        from tracker.services.database import BackupCancelled, BackupError, make_backup

        def work() -> None:
            try:
                made = make_backup(path, reason, keep=keep, if_changed=if_changed, cancel=cancel)
            except BackupCancelled:
                _emit(relay.stopped, job)
            except BackupError as exc:
                _emit(relay.failed, job, str(exc))
            else:
                _emit(relay.done, job, made)

        self._thread = threading.Thread(target=work, name=f"backup-{reason}")
        self._thread.start()

    def _on_relay_done(self, job: int, made: object) -> None:
        if job == self._job:
            self._thread = None
        self.finished.emit(made)
        self._start_next()

    def _on_relay_stopped(self, job: int) -> None:
        if job == self._job:
            self._thread = None
        self._start_next()

    def _on_relay_failed(self, job: int, message: str) -> None:
        if job == self._job:
            self._thread = None
        _log.warning("no backup was made: %s", message)
        self.failed.emit(message)
        self._start_next()


def _emit(signal: SignalInstance, *values: object) -> None:
    # The window (and the relay with it) may be gone by the time a backup ends.
    with contextlib.suppress(RuntimeError):
        signal.emit(*values)
