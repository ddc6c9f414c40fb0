"""File > Export… (format, options and a preview) and File > Print (with a print preview).

The renderers come from the services' format registry and return bytes; this module
shows them and writes the file the user chose. The PDF preview is the PDF's own
pages, painted by the same code that writes the PDF and drives the printer.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication, QPixmap
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tracker.core.i18n import LANGUAGE_NAMES
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.services.errors import ServiceError
from tracker.services.exporting import formats
from tracker.services.matches import MatchService
from tracker.services.outputs import refuse_database
from tracker.services.records import RecordsService
from tracker.sheet.base import ExportFormat, Rendered
from tracker.sheet.content import KEY_STATS, build_sheet
from tracker.sheet.formats import takes_key_stats
from tracker.sheet.pdf import SheetDocument, page_layout
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.translation import QT_TRANSLATE_NOOP

#: The titles and options the formats give, in the window's language (see :func:`shown`).
_FORMAT_WORDS = (
    QT_TRANSLATE_NOOP("formats", "Match file (JSON)"),
    QT_TRANSLATE_NOOP("formats", "Match sheet (PDF)"),
    QT_TRANSLATE_NOOP("formats", "Match sheet (web page)"),
    QT_TRANSLATE_NOOP("formats", "Match sheet (text)"),
    QT_TRANSLATE_NOOP("formats", "Events, players, key stats (CSV files in a folder)"),
    QT_TRANSLATE_NOOP("formats", "StatsBomb open data (events, lineups, match)"),
    QT_TRANSLATE_NOOP("formats", "&Minutes:"),
    QT_TRANSLATE_NOOP("formats", "&Paper:"),
    QT_TRANSLATE_NOOP("formats", "football (90'+6, the default) or plain (96')"),
    QT_TRANSLATE_NOOP("formats", "a4 (the default) or letter"),
    QT_TRANSLATE_NOOP(
        "formats", "en (the default), de or es: the language the sheet is written in"
    ),
)


def shown(text: str) -> str:
    """A format's title or option as the window's language writes it (itself if unknown)."""
    return QCoreApplication.translate("formats", text)


#: Formats whose preview is the printed page rather than the file's text.
_PAGE_PREVIEW = ("pdf", "html")
_CHOICES = {
    "minutes": (
        (QT_TRANSLATE_NOOP("exporting", "Football (90'+6)"), "football"),
        (QT_TRANSLATE_NOOP("exporting", "Running count (96')"), "plain"),
    ),
    "paper": (("A4", "a4"), (QT_TRANSLATE_NOOP("exporting", "US Letter"), "letter")),
    # Each language by its own name, as language choosers list them.
    "lang": tuple((name, code) for code, name in LANGUAGE_NAMES.items()),
}


def export_match(parent: QWidget | None, service: MatchService, match_id: int) -> None:
    """Ask for a format and a file, with a preview, and write the export."""
    match, events = service.load(match_id)
    language = service.sheet_language(match_id)
    dialog = ExportDialog(
        match,
        events,
        parent,
        key_stats=_key_stats(service, match_id, language),
        language=language,
        read_key_stats=lambda code: _key_stats(service, match_id, code),
    )
    if dialog.exec() and isinstance(parent, QMainWindow) and dialog.written:
        where = dialog.written[0] if len(dialog.written) == 1 else dialog.written[0].parent
        parent.statusBar().showMessage(
            QCoreApplication.translate("exporting", "Exported {title} to {where}").format(
                title=dialog.format.title, where=where
            ),
            8000,
        )


def print_match(parent: QWidget | None, service: MatchService, match_id: int) -> None:
    """Show the match sheet in a print preview, from which the user prints it."""
    match, events = service.load(match_id)
    language = service.sheet_language(match_id)
    dialog = SheetPrintPreview(
        match, events, parent, key_stats=_key_stats(service, match_id, language), language=language
    )
    missing = SheetDocument(dialog.sheet, page_layout()).unprintable
    if missing and isinstance(parent, QMainWindow):
        parent.statusBar().showMessage(
            QCoreApplication.translate(
                "exporting",
                "The printed sheet shows {names} as empty boxes: no font on this computer has "
                "their letters. Install one that has them (for Chinese, Japanese or Korean "
                "names: Noto Sans CJK) and print again.",
            ).format(names=", ".join(missing))
        )
    dialog.exec()


def _key_stats(service: MatchService, match_id: int, language: str) -> tuple[str, ...]:
    """The match's key stats across the library, as the sheet prints them in ``language``."""
    return RecordsService(service.db).sheet_lines(match_id, language)


class SheetPrintPreview(QPrintPreviewDialog):
    """A print preview of the sheet; it lays the sheet out again for the paper chosen."""

    def __init__(
        self,
        match: Match,
        events: list[Event],
        parent: QWidget | None = None,
        *,
        key_stats: Sequence[str] = (),
        language: str = "en",
    ) -> None:
        # The dialog does not own its printer: this object keeps it alive.
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        super().__init__(self._printer, parent)
        self.sheet = build_sheet(match, events, key_stats=key_stats, language=language)
        self._printer.setDocName(self.sheet.result)
        self.setWindowTitle(
            QCoreApplication.translate("SheetPrintPreview", "Print – {title}").format(
                title=self.sheet.title
            )
        )
        self.paintRequested.connect(self._on_self_paint_requested)
        self._name_controls()
        # Qt lets the preview shrink to 70 by 109 pixels, toolbar and page cut away: keep
        # the whole toolbar (no overflow button to hunt in) and a page one can look at.
        self.setMinimumSize(self.sizeHint().width(), 420)

    def _name_controls(self) -> None:
        """Name the zoom box, the page number field and the page view: Qt gives them no
        label, so a screen reader said only "combo box" or "edit"."""
        preview = self.findChild(QPrintPreviewWidget)
        for view in preview.findChildren(QGraphicsView) if preview is not None else []:
            view.setAccessibleName(QCoreApplication.translate("SheetPrintPreview", "Pages"))
        zoom = QCoreApplication.translate("SheetPrintPreview", "Zoom")
        for box in self.findChildren(QComboBox):
            box.setAccessibleName(zoom)
            if (typed := box.lineEdit()) is not None:
                typed.setAccessibleName(zoom)  # typed into: its own interface
        for edit in self.findChildren(QLineEdit):
            if not isinstance(edit.parentWidget(), QComboBox):
                edit.setAccessibleName(QCoreApplication.translate("SheetPrintPreview", "Page"))

    def _on_self_paint_requested(self, printer: QPrinter) -> None:
        SheetDocument(self.sheet, printer.pageLayout()).paint(printer)


def write_export(path: Path, data: Rendered) -> list[Path]:
    """Write one file, or a folder of files, each replaced whole or not at all.

    A ServiceError, with nothing written, if one of them would replace a database.
    """
    for target in [path] if isinstance(data, bytes) else [path / name for name in data]:
        refuse_database(target)
    if isinstance(data, bytes):
        _write_atomic(path, data)
        return [path]
    path.mkdir(parents=True, exist_ok=True)
    written = []
    for name, content in data.items():
        _write_atomic(path / name, content)
        written.append(path / name)
    return written


def _write_atomic(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.part")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError:
        # A half-written temporary file is of no use to anyone: leave the folder as it was
        # (where it cannot be removed, a read-only mount, the error said is the write's).
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise


#: Plain words for the reasons a file cannot be written, by errno.
_WHY = {
    errno.ENOENT: QT_TRANSLATE_NOOP("exporting", "the folder does not exist (any more)"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("exporting", "part of the path is a file, not a folder"),
    errno.EACCES: QT_TRANSLATE_NOOP("exporting", "you are not allowed to write in that folder"),
    errno.EPERM: QT_TRANSLATE_NOOP("exporting", "you are not allowed to write in that folder"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("exporting", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("exporting", "your disk quota is used up"),
    errno.EROFS: QT_TRANSLATE_NOOP("exporting", "the disk is read-only"),
    errno.EISDIR: QT_TRANSLATE_NOOP("exporting", "a folder of that name is in the way"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("exporting", "the name is too long"),
}


def write_error_text(path: Path, exc: OSError) -> str:
    """What went wrong writing ``path``, in words a user can act on."""
    known = _WHY.get(exc.errno or 0)
    why = (
        QCoreApplication.translate("exporting", known)
        if known
        else (exc.strerror or str(exc)).lower()
    )
    return QCoreApplication.translate(
        "exporting",
        "Could not write {name} in {parent}: {why}.\n\nNothing was written. Choose another folder or name and export again.",
    ).format(name=path.name, parent=path.parent, why=why)


class ExportDialog(QDialog):
    """Choose a format and its options, see the result, and save it."""

    #: Emitted after the export was written, with the paths written.
    exported = Signal(list)

    def __init__(
        self,
        match: Match,
        events: list[Event],
        parent: QWidget | None = None,
        *,
        key_stats: Sequence[str] = (),
        language: str = "en",
        read_key_stats: Callable[[str], Sequence[str]] | None = None,
    ) -> None:
        super().__init__(parent)
        #: The language the sheet formats start in: the match's own (its competition's).
        self._language = language
        #: Reads the key stats in another language, when the user picks one.
        self._read_key_stats = read_key_stats
        self._key_stats_in: dict[str, tuple[str, ...]] = {language: tuple(key_stats)}
        self.setWindowTitle(self.tr("Export – {title}").format(title=match.title))
        self._match, self._events = match, events
        #: The match's key stats across the library, handed to the sheet formats.
        self._key_stats = tuple(key_stats)
        self._formats: dict[str, ExportFormat] = formats()
        self._rendered: Rendered | None = None
        self._option_widgets: dict[str, QComboBox | QLineEdit] = {}
        #: The files written by the last export.
        self.written: list[Path] = []

        self.format_box = QComboBox()
        self.format_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.format_box.setMinimumContentsLength(18)
        for fmt in self._formats.values():
            self.format_box.addItem(shown(fmt.title), fmt.name)
        default = self.format_box.findData("pdf")
        self.format_box.setCurrentIndex(max(0, default))
        self.options_form = QFormLayout()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.pages = QWidget()
        self.pages_layout = QVBoxLayout(self.pages)
        self.pages_layout.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Preview"))
        scroll.setWidget(self.pages)
        scroll.setWidgetResizable(True)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.preview = QStackedWidget()
        self.preview.addWidget(scroll)
        self.preview.addWidget(self.text)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("Export…"))
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)

        side = QVBoxLayout()
        self.options_form.addRow(self.tr("&Format:"), self.format_box)
        side.addLayout(self.options_form)
        side.addWidget(self.message)
        side.addStretch(1)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(290)
        body = QHBoxLayout()
        body.addWidget(panel)
        body.addWidget(self.preview, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(body, 1)
        outer.addWidget(self.buttons)
        self.format_box.currentIndexChanged.connect(self._on_format_box_changed)
        self._on_format_box_changed()

    def sizeHint(self) -> QSize:
        """Room for a readable page preview."""
        return QSize(1040, 760)

    @property
    def format(self) -> ExportFormat:
        """The format chosen."""
        return self._formats[self.format_box.currentData()]

    def options(self) -> dict[str, Any]:
        """The options as the user set them."""
        out: dict[str, Any] = {}
        for name, widget in self._option_widgets.items():
            value = widget.currentData() if isinstance(widget, QComboBox) else widget.text()
            if value:
                out[name] = value
        return out

    def _stats_in(self, language: str) -> tuple[str, ...]:
        """The key stats in ``language`` (read once; the first language's without a reader)."""
        if language not in self._key_stats_in and self._read_key_stats is not None:
            self._key_stats_in[language] = tuple(self._read_key_stats(language))
        return self._key_stats_in.get(language, self._key_stats)

    def set_format(self, name: str) -> None:
        """Choose a format by its name (``pdf``, ``txt``…)."""
        self.format_box.setCurrentIndex(self.format_box.findData(name))

    def set_option(self, name: str, value: str) -> None:
        """Set one option, as the user would."""
        widget = self._option_widgets[name]
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))
        else:
            widget.setText(value)

    def _on_format_box_changed(self) -> None:
        while self.options_form.rowCount() > 1:
            self.options_form.removeRow(1)
        self._option_widgets.clear()
        for name, help_text in self.format.options:
            widget: QComboBox | QLineEdit
            if name in _CHOICES:
                widget = QComboBox()
                for label, value in _CHOICES[name]:
                    # A language is named in its own words, never translated.
                    shown_label = (
                        label if name == "lang" else QCoreApplication.translate("exporting", label)
                    )
                    widget.addItem(shown_label, value)
                if name == "lang":
                    widget.setCurrentIndex(max(0, widget.findData(self._language)))
                widget.currentIndexChanged.connect(self._refresh)
            else:
                widget = QLineEdit()
                widget.setPlaceholderText(shown(help_text))
                widget.editingFinished.connect(self._refresh)
            widget.setToolTip(shown(help_text))
            self._option_widgets[name] = widget
            label = self.tr("&Language:") if name == "lang" else shown(f"&{name.capitalize()}:")
            self.options_form.addRow(label, widget)
        # Tab goes through the options (made after the buttons) before the preview and
        # the buttons, as they read.
        chain: list[QWidget] = [self.format_box, *self._option_widgets.values()]
        chain += [self.text if self.preview.currentWidget() is self.text else self.preview]
        chain += [self.buttons]
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)
        self._refresh()

    def _refresh(self) -> None:
        """Render the chosen format with the chosen options and show it."""
        fmt = self.format
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            options = self.options()
            if takes_key_stats(fmt):
                options[KEY_STATS] = self._stats_in(options.get("lang", self._language))
            self._rendered = fmt.render(self._match, self._events, options)
            self._show_preview(fmt, self._rendered)
        except ValueError as exc:
            self._rendered = None
            self.message.setText(self.tr("This export cannot be made: {exc}").format(exc=exc))
            self.text.setPlainText("")
            self.preview.setCurrentWidget(self.text)
        finally:
            QGuiApplication.restoreOverrideCursor()
        save.setEnabled(self._rendered is not None)

    def _show_preview(self, fmt: ExportFormat, data: Rendered) -> None:
        if fmt.name in _PAGE_PREVIEW:
            unprintable = self._show_pages()
            note = (
                self.tr("The printed pages.")
                if fmt.name == "pdf"
                else self.tr("The sheet as printed.")
            )
            if unprintable and fmt.name == "pdf":
                note += " " + self.tr(
                    "It shows {names} as empty boxes: no font on this computer has their "
                    "letters. Install one that has them (for Chinese, Japanese or Korean "
                    "names: Noto Sans CJK) and export again."
                ).format(names=", ".join(unprintable))
            if fmt.name == "html":
                note += self.tr(" The web page has the same content, laid out for any screen.")
            self.message.setText(note)
            return
        self.message.setText(
            self.tr("Writes a folder with {join}.").format(join=", ".join(data))
            if isinstance(data, Mapping)
            else ""
        )
        self.text.setPlainText(_as_text(data))
        self.preview.setCurrentWidget(self.text)

    def _show_pages(self) -> list[str]:
        """Show the pages as printed; the names they print with empty boxes."""
        while self.pages_layout.count():
            item = self.pages_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        options = self.options()
        sheet = build_sheet(
            self._match,
            self._events,
            plain=options.get("minutes") == "plain",
            key_stats=self._stats_in(options.get("lang", "en")),
            language=options.get("lang", "en"),
        )
        document = SheetDocument(sheet, page_layout(options.get("paper", "a4")))
        for page in range(document.page_count):
            label = QLabel()
            label.setPixmap(QPixmap.fromImage(document.page_image(page, dpi=80)))
            label.setStyleSheet("border: 1px solid #9aa4ad; background: white;")
            label.setAccessibleName(
                self.tr("Page {page} of {count}").format(page=page + 1, count=document.page_count)
            )
            self.pages_layout.addWidget(label)
        self.preview.setCurrentIndex(0)
        return document.unprintable

    @property
    def page_count(self) -> int:
        """How many pages the preview shows (0 for a text preview)."""
        if self.preview.currentIndex() != 0:
            return 0
        return self.pages_layout.count()

    @property
    def preview_text(self) -> str:
        """The text preview's content."""
        return self.text.toPlainText()

    def _on_buttons_accepted(self) -> None:
        if self._rendered is None:
            return
        fmt = self.format
        path = self.ask_path(self, fmt, _suggested_name(self._match, fmt))
        if path is None:
            return
        try:
            written = write_export(path, self._rendered)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export failed"), write_error_text(path, exc))
            return
        except ServiceError as exc:
            QMessageBox.warning(self, self.tr("Export failed"), as_sentence(str(exc)))
            return
        self.written = written
        self.exported.emit(written)
        self.accept()

    @classmethod
    def ask_path(cls, parent: QWidget, fmt: ExportFormat, suggested: str) -> Path | None:
        """Ask where to write: a file, or a new folder (its name too) for a multi-file format."""
        start = str(Path.home() / suggested)
        if fmt.directory:
            chooser = folder_dialog(parent, fmt, start)
            if not chooser.exec() or not chooser.selectedFiles():
                return None
            return Path(chooser.selectedFiles()[0])
        name, _filter = QFileDialog.getSaveFileName(
            parent,
            QCoreApplication.translate("ExportDialog", "Export {title}").format(
                title=shown(fmt.title)
            ),
            start,
            f"{shown(fmt.title)} (*{fmt.suffix})",
        )
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(fmt.suffix)


def _as_text(data: Rendered) -> str:
    if isinstance(data, bytes):
        return _decode(data)
    return "\n".join(f"── {name} ──\n{_decode(content)}" for name, content in data.items())


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return QCoreApplication.translate("exporting", "({len:,} bytes of binary data)").format(
            len=len(data)
        )


def folder_dialog(parent: QWidget | None, fmt: ExportFormat, start: str) -> QFileDialog:
    """A save dialog for the new folder of a multi-file export: where, and its name."""
    chooser = QFileDialog(
        parent,
        QCoreApplication.translate("exporting", "Export {title} to a new folder").format(
            title=fmt.title
        ),
    )
    chooser.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    chooser.setFileMode(QFileDialog.FileMode.AnyFile)
    chooser.setLabelText(
        QFileDialog.DialogLabel.FileName, QCoreApplication.translate("exporting", "Folder name:")
    )
    chooser.setDirectory(str(Path(start).parent))
    chooser.selectFile(Path(start).name)
    return chooser


#: The longest name suggested for an export, in bytes of UTF-8: most file systems allow
#: 255, and a folder beside it must fit too (and nobody reads a name longer than this).
MAX_NAME_BYTES = 120


def _suggested_name(match: Match, fmt: ExportFormat) -> str:
    """``2026-07-15 Argentina v England.pdf``, with characters file systems refuse removed."""
    stem = f"{match.date.isoformat()} {match.title}" if match.date else match.title
    return file_name(stem, fmt.suffix)


def file_name(stem: str, suffix: str) -> str:
    """``stem`` + ``suffix`` as a file name: the characters file systems refuse, and the
    invisible ones (the marks that isolate an Arabic name on screen), removed."""
    safe = "".join(c for c in stem if c.isprintable() and c not in '<>:"/\\|?*').strip(" .")
    return (_cut(safe, MAX_NAME_BYTES - len(suffix)) or "match") + suffix


def _cut(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` bytes of UTF-8, cut between two characters."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", errors="ignore").rstrip(" .")
