"""An imported result opened from the library: its sheet, and exporting it.

A results-only match has no log to open, so the library shows its sheet instead
(score, scorers, key stats as of the match), with the export of that sheet in the
same formats as the match sheet: PDF, web page, text, or a CSV folder. While it is
open it follows what its key stats count over (a merge of two people, say, made here
or by another program): the sheet is read again, off the GUI thread. A database server
that does not answer is not asked on the window's thread again until it answers one
asked off it (the dialog says so), as the match window does. Logging it
event by event is a choice made here (Log this match…), never a side effect of
opening it: its stored score and scorers stay until the log reaches full time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tracker.core.bidi import isolate, left_to_right
from tracker.sheet.resultcontent import ResultSheet
from tracker.sheet.resultsheet import render_result, result_body
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.stampwatch import StampWatch
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.files.exporting import file_name, write_export

if TYPE_CHECKING:
    from tracker.ui.common.host import LiveNotices


@dataclass(frozen=True)
class SheetSource:
    """Where an open sheet is read again from: ``stamp()`` fingerprints what it counts
    over, ``read()`` reads it, ``run(work, done, failed)`` runs work off the GUI thread;
    ``live``, the window's notices of changes (if any): while the database tells of
    every change, or its server does not answer, the stamp is read only when told."""

    stamp: Callable[[], str]
    read: Callable[[], ResultSheet]
    run: Callable[
        [
            Callable[[], ResultSheet],
            Callable[[ResultSheet], None],
            Callable[[Exception], None],
        ],
        None,
    ]
    live: LiveNotices | None = None


#: File-dialog filters and the format each writes.
_FILTERS = {
    QT_TRANSLATE_NOOP("ResultSheetDialog", "Match sheet (PDF) (*.pdf)"): "pdf",
    QT_TRANSLATE_NOOP("ResultSheetDialog", "Match sheet (web page) (*.html)"): "html",
    QT_TRANSLATE_NOOP("ResultSheetDialog", "Match sheet (text) (*.txt)"): "txt",
    QT_TRANSLATE_NOOP("ResultSheetDialog", "Goals and key stats (CSV: a folder)"): "csv",
}


class ResultSheetDialog(QDialog):
    """Shows a result's sheet; Export… writes it."""

    #: What :meth:`exec` returns when the user chose Log this match….
    LOG = 2

    def __init__(
        self,
        sheet: ResultSheet,
        parent: QWidget | None = None,
        source: SheetSource | None = None,
        *,
        can_log: bool = False,
    ) -> None:
        super().__init__(parent)
        self.sheet = sheet
        self._source = source
        self._show_title()
        self.resize(620, 560)
        self.view = QTextBrowser(self)
        self.view.setOpenLinks(False)
        self.view.setAccessibleName(self.tr("Match sheet"))
        self.view.document().setDefaultStyleSheet(
            "h1 { font-size: 20pt; } h2 { font-size: 13pt; } .comp, .meta { color: #5f6b76; }"
            ".status { color: #a35200; font-weight: bold; } td, th { padding: 2px 10px 2px 0; }"
        )
        self.view.setHtml(result_body(sheet))
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.export_button = self.buttons.addButton(
            self.tr("&Export sheet…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.log_button = self.buttons.addButton(
            self.tr("&Log this match…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.log_button.setToolTip(
            self.tr(
                "Set up the line-ups and log this match event by event; the stored result "
                "stays until the log reaches full time"
            )
        )
        self.log_button.setVisible(can_log and bool(sheet.score))
        self.buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(self.export)
        self.log_button.clicked.connect(self._on_log_button_clicked)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.watch: StampWatch | None = None
        if source is not None:
            self.watch = StampWatch(source.stamp, self._on_library_changed, self.isVisible, self)
            self.watch.serverLost.connect(self._on_watch_server_lost)
            live = source.live
            if live is not None:
                self.watch.quiet = lambda: live.listening or live.resting
                live.matchesChanged.connect(self.watch.poke)
            self.watch.mark()

    def _on_watch_server_lost(self, said: str) -> None:
        if said:
            self._say(
                self.tr(
                    "The database server does not answer: the sheet is not read again "
                    "until it does. The window asks it again every few seconds."
                ),
                error=True,
            )
        else:
            self._say(self.tr("The database server answers again."))

    def _on_library_changed(self) -> None:
        assert self._source is not None
        self._source.run(
            self._source.read,
            self.set_sheet,
            lambda exc: self._say(
                self.tr("The sheet cannot be read again: {exc}").format(exc=exc), error=True
            ),
        )

    def set_sheet(self, sheet: ResultSheet) -> None:
        """Show the sheet as read again (what Export… writes too)."""
        self.sheet = sheet
        self._show_title()
        self.view.setHtml(result_body(sheet))

    def _show_title(self) -> None:
        # An Arabic or Hebrew name is isolated, and the line set left to right, so the
        # score stays between the teams in their order ("الوداد 2-1 England", not
        # "England 1-2 الوداد").
        self.setWindowTitle(left_to_right(self.sheet.heading))

    def suggested_name(self) -> str:
        """The file name Export… suggests: the title, without the marks that isolate
        a name on screen (invisible, they have no place in a file's name)."""
        return file_name(self.sheet.title, ".pdf")

    def choose(self) -> tuple[str, str]:
        """Ask where to write and in which format (tests replace this): (path, format)."""
        shown = {self.tr(label): fmt for label, fmt in _FILTERS.items()}
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export the sheet"), self.suggested_name(), ";;".join(shown)
        )
        return path, shown.get(chosen, "pdf")

    def export(self) -> None:
        path, fmt = self.choose()
        if not path:
            return
        try:
            data = render_result(self.sheet, fmt)
            target = Path(path)
            if isinstance(data, dict) and target.suffix:  # a folder, named without a suffix
                target = target.with_suffix("")
            write_export(target, data)
        except (OSError, ValueError) as exc:
            self._say(self.tr("The sheet was not written: {exc}").format(exc=exc), error=True)
            return
        self._say(self.tr("Written to {target}").format(target=target))

    def _on_log_button_clicked(self) -> None:
        from tracker.ui.common.dialogs import Confirm

        sheet = self.sheet
        half = (
            self.tr(", half-time {half_time}").format(half_time=sheet.half_time)
            if sheet.half_time
            else ""
        )
        scorers = self.tr(" and its scorers") if sheet.goals else ""
        text = self.tr(
            "Log {home} v {away} event by event?\n\nYou set up the line-ups next. The stored result ({score}{half}{scorers}) is kept: the library, the tables and the record books go on showing it while you log. When your log reaches full time, the logged events replace it."
        ).format(
            # An Arabic or Hebrew name isolated: the sentence keeps its order around it.
            home=isolate(sheet.home),
            away=isolate(sheet.away),
            score=sheet.score,
            half=half,
            scorers=scorers,
        )
        # Led left to right: the German question begins with the home team's name.
        if Confirm.ask(self, self.tr("Log this match"), left_to_right(text)):
            self.done(self.LOG)

    def _say(self, text: str, *, error: bool = False) -> None:
        if error:
            show_errors_in_red(self.message)
        else:
            self.message.setPalette(self.palette())
        self.message.setText(text)
        self.message.show()

    @classmethod
    def show_sheet(
        cls,
        parent: QWidget | None,
        sheet: ResultSheet,
        source: SheetSource | None = None,
        *,
        can_log: bool = False,
    ) -> bool:
        """Show the sheet; True if the user chose to log the match (``can_log``)."""
        dialog = cls(sheet, parent, source, can_log=can_log)
        try:
            return dialog.exec() == cls.LOG
        finally:
            dialog.deleteLater()


__all__ = ["ResultSheetDialog", "SheetSource"]
