"""The database file under the window: noticed at once when it is deleted, moved or replaced.

SQLite keeps writing to a file deleted or renamed under it, so every event would be
confirmed and then lost when the window closes. The service refuses every commit once
the file at the path is not the one it opened (:meth:`MatchService.check_file`); here
a file-system notice (:class:`QFileSystemWatcher` on the file and its folder) makes the
window find out before the next event is even typed: it stops logging, says so across
the top, and offers to save the open match elsewhere (its match file, from memory).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from tracker.ui.common.host import WindowHost


class FileLostDialog:
    """Says the database is gone and asks whether to save the open match elsewhere."""

    @classmethod
    def ask(cls, parent: QWidget, problem: str, *, has_match: bool) -> bool:
        """True if the user chose to save the open match elsewhere (tests replace this)."""
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("FileLostDialog", "The database is gone"))
        box.setText(
            QCoreApplication.translate(
                "FileLostDialog",
                "Logging has stopped: the database is not there any more ({problem}).",
            ).format(problem=problem)
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "FileLostDialog",
                "Nothing more can be saved in it. Save the open match elsewhere as a match "
                "file, then open or restore the database again.",
            )
            if has_match
            else QCoreApplication.translate(
                "FileLostDialog",
                "Nothing more can be saved in it. Open or restore the database again.",
            )
        )
        save = box.addButton(
            QCoreApplication.translate("FileLostDialog", "Save the match elsewhere…"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        save.setEnabled(has_match)
        box.addButton(QMessageBox.StandardButton.Close)
        box.exec()
        return box.clickedButton() is save


class DatabaseFileWatch(QObject):
    """Watches the window's database file; on a notice, checks it is still the one opened."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.window())
        self._window = window
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._on_watcher_changed)
        self._watcher.directoryChanged.connect(self._on_watcher_changed)
        #: What went wrong with the file, once found ("" while it is fine).
        self.problem = ""
        self._paused = False

    def watch(self) -> None:
        """Watch the file of the window's database (nothing for a server)."""
        if self._watcher.files() or self._watcher.directories():
            self._watcher.removePaths(self._watcher.files() + self._watcher.directories())
        path = self._window.document.service.db.path
        if path is not None and path.exists():
            self._watcher.addPaths([str(path), str(path.absolute().parent)])

    def check(self) -> bool:
        """Check the file now; True if it is still the one opened."""
        if self.problem:
            return False
        if self._paused:
            return True
        document = self._window.document
        if not document.has_database:
            return True
        problem = document.service.check_file()
        if not problem:
            return True
        self.problem = problem
        self._stop_logging(problem)
        return False

    def pause(self) -> None:
        """Ignore notices while this window restores a backup over its file."""
        self._paused = True

    def resume(self, *, restored: bool) -> None:
        """After this window's restore: if it put the database back, the file at the
        path is the one written to from now on, and logging resumes."""
        self._paused = False
        if not restored:
            return
        self._window.document.service.file_restored()
        was, self.problem = self.problem, ""
        self.watch()
        if was:  # logging resumes
            self._window.read_only_banner.show_reason(self._window.read_only)
            self._window.refresh_access()

    def save_elsewhere(self) -> None:
        """Export the open match as it is shown (from memory: the database is gone)."""
        from tracker.ui.files.exporting import ExportDialog

        window = self._window
        doc = window.document
        if doc.match is None:
            return
        dialog = ExportDialog(doc.match, list(doc.events), window.window())
        dialog.format_box.setCurrentIndex(max(0, dialog.format_box.findData("json")))
        if dialog.exec() and dialog.written:
            window.statusBar().showMessage(
                self.tr("Saved the match to {written}").format(written=dialog.written[0]), 8000
            )

    def _stop_logging(self, problem: str) -> None:
        """Stop logging, say so across the top, and offer to save the match elsewhere."""
        window = self._window
        window.read_only_banner.show_text(
            self.tr(
                "Logging has stopped: the database is not there any more ({problem}). Save the match elsewhere (File › Export…) or put a backup back (File › Restore from backup…)"
            ).format(problem=problem)
        )
        window.refresh_access()
        window.notify(
            self.tr("Logging has stopped: the database is not there any more ({problem})").format(
                problem=problem
            )
        )
        if FileLostDialog.ask(
            window.window(), problem, has_match=window.document.match is not None
        ):
            self.save_elsewhere()

    def _on_watcher_changed(self, _path: str) -> None:
        self.check()
