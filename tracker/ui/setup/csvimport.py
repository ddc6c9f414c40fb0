"""Importing a squad from a CSV file or pasted spreadsheet rows, with a preview first."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.core.files.csvtext import MAC, WINDOWS, UnreadableCsv, decode_csv, utf16
from tracker.core.files.squadcsv import COLUMNS, SquadImport, SquadRow, parse_squad
from tracker.ui.common.dialogs import buddy_label
from tracker.ui.common.errortext import error_shade
from tracker.ui.common.tablemodel import TitledTableModel
from tracker.ui.common.translation import QT_TRANSLATE_NOOP

_Index = QModelIndex | QPersistentModelIndex
HEADERS = (
    QT_TRANSLATE_NOOP("columns", "Line"),
    QT_TRANSLATE_NOOP("columns", "No."),
    QT_TRANSLATE_NOOP("columns", "Name"),
    QT_TRANSLATE_NOOP("columns", "Known as"),
    QT_TRANSLATE_NOOP("columns", "Position"),
    QT_TRANSLATE_NOOP("columns", "Problem"),
)


class ImportPreviewModel(TitledTableModel):
    """The rows read from a file or paste, the wrong ones marked with their reason."""

    headers = HEADERS

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[SquadRow, ...] = ()

    def set_rows(self, rows: tuple[SquadRow, ...]) -> None:
        """Show another reading."""
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def row_total(self) -> int:
        """The rows read."""
        return len(self._rows)

    def data(self, index: _Index, role: int = 0) -> Any:
        """A field of a row; wrong rows are shaded."""
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            values = (
                str(row.line),
                "" if row.number is None else str(row.number),
                row.name,
                row.known_as,
                row.position.value if row.position else "",
                row.error,
            )
            return values[index.column()]
        if role == Qt.ItemDataRole.BackgroundRole and not row.ok:
            return QBrush(error_shade(QGuiApplication.palette()))
        if role == Qt.ItemDataRole.ToolTipRole and not row.ok:
            return row.error
        return None


class SquadImportDialog(QDialog):
    """Read players from a CSV file or pasted rows; nothing is imported until confirmed."""

    def __init__(
        self, taken: Mapping[int, str] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("squadImportDialog")
        self.setWindowTitle(self.tr("Import a squad"))
        self._taken = dict(taken or {})
        self._reading = SquadImport((), False)
        intro = QLabel(
            self.tr(
                "Open a CSV file, or paste rows copied from a spreadsheet. Columns: <b>{join}</b> (in this order, or in any order under a header row). Position is GK, DF, MF or FW."
            ).format(join=", ".join(COLUMNS)),
            self,
        )
        intro.setWordWrap(True)
        self.open_button = QPushButton(self.tr("&Open CSV file…"), self)
        self.open_button.setObjectName("openCsv")
        self.open_button.setAutoDefault(False)
        self.open_button.clicked.connect(self._on_open_clicked)
        self.source = QLabel("", self)
        self.source.setObjectName("importSource")
        self.source.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.source, 1)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("pasteRows")
        self.text.setPlaceholderText("Ctrl+V")
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setMaximumHeight(110)
        self.text.textChanged.connect(self._on_text_changed)
        self.model = ImportPreviewModel(self)
        self.preview = QTableView(self)
        self.preview.setObjectName("importPreview")
        self.preview.setTabKeyNavigation(False)
        self.preview.setModel(self.model)
        self.preview.verticalHeader().setVisible(False)
        self.preview.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.preview.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("importSummary")
        self.summary.setWordWrap(True)
        self.skip_bad = QCheckBox(self.tr("Leave out the rows in error"), self)
        self.skip_bad.setObjectName("skipBadRows")
        self.skip_bad.toggled.connect(self._update)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.import_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setObjectName("confirmImport")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(top)
        layout.addWidget(
            buddy_label(self.tr("…or &paste rows copied from a spreadsheet:"), self, self.text)
        )
        layout.addWidget(self.text)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.skip_bad)
        layout.addWidget(self.buttons)
        self.resize(720, 480)
        # Below this the wrapped explanations and the preview overlap.
        self.setMinimumSize(520, 400)
        self._update()

    @classmethod
    def ask(
        cls, parent: QWidget | None, taken: Mapping[int, str] | None = None
    ) -> tuple[SquadRow, ...] | None:
        """The rows the user confirmed, or None if cancelled."""
        dialog = cls(taken, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.rows()
        finally:
            dialog.deleteLater()

    def rows(self) -> tuple[SquadRow, ...]:
        """The rows that would be imported now."""
        return self._reading.good

    def load_file(self, path: str | Path) -> None:
        """Read a CSV file into the preview (what the Open button does)."""
        try:
            raw = Path(path).read_bytes()
        except OSError as exc:
            self.source.setText(
                self.tr("Cannot read {name}: {strerror}").format(
                    name=Path(path).name, strerror=exc.strerror
                )
            )
            return
        if b"\x00" in raw[:4096] and not utf16(raw):
            # An .xlsx/.ods is a zip, an .xls is binary: neither is rows of text.
            kind = self.tr("a spreadsheet workbook") if raw[:2] in (b"PK", b"\xd0\xcf") else "text"
            what = (
                self.tr("it looks like {kind}").format(kind=kind)
                if kind != "text"
                else self.tr("it is not text")
            )
            self.source.setText(
                self.tr(
                    "{name} is not a CSV file ({what}): save the sheet as CSV, or copy its rows and paste them below."
                ).format(name=Path(path).name, what=what)
            )
            return
        text, said = self._decoded(raw, Path(path).name)
        self.source.setText(said)
        if text is not None:
            self.text.setPlainText(text)

    def _decoded(self, raw: bytes, name: str) -> tuple[str | None, str]:
        """The text of a CSV file, and what to say of it: UTF-8, else Windows-1252 (what
        Excel on Windows saves) or Mac Roman (old Excel for Mac), said so. A file that is
        neither (a DOS code page, say), or could be either, is refused, never read with
        its letters replaced (None, and why)."""
        try:
            read = decode_csv(raw)
        except UnreadableCsv as exc:
            return None, self._refusal(exc, name)
        if read.encoding == WINDOWS:
            return read.text, self.tr("{name} (read as Windows-1252 text, not UTF-8)").format(
                name=name
            )
        if read.encoding == MAC:
            return read.text, self.tr("{name} (read as Mac Roman text, not UTF-8)").format(
                name=name
            )
        return read.text, name

    def _refusal(self, exc: UnreadableCsv, name: str) -> str:
        """Why a file's text was not read, with the byte and line to look at."""
        if exc.ambiguous:
            said = self.tr(
                "{name} may be Windows-1252 or Mac Roman text, and its accented letters read "
                "differently in each (byte 0x{byte} on line {line}): nothing was read. Save "
                "the sheet as “CSV UTF-8”, or copy its rows and paste them below."
            )
        else:
            said = self.tr(
                "{name} is neither UTF-8 nor Windows-1252 text (byte 0x{byte} on line "
                "{line}): nothing was read. Save the sheet as “CSV UTF-8”, or copy its rows "
                "and paste them below."
            )
        return said.format(name=name, byte=f"{exc.byte:02X}", line=exc.line)

    def _on_open_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a squad file"),
            "",
            self.tr("CSV files (*.csv *.txt);;All files (*)"),
        )
        if path:
            self.load_file(path)

    def _on_text_changed(self) -> None:
        self._reading = parse_squad(self.text.toPlainText(), self._taken)
        self.model.set_rows(self._reading.rows)
        self._update()

    def _update(self) -> None:
        good, bad = len(self._reading.good), len(self._reading.bad)
        if not self._reading.rows:
            self.summary.setText(self.tr("Nothing read yet."))
        elif bad:
            self.summary.setText(
                self.tr(
                    "{bad} row{value} in error (shaded; the Problem column says why) and {good} correct. Nothing is imported until you confirm."
                ).format(bad=bad, value="s" if bad != 1 else "", good=good)
            )
        else:
            self.summary.setText(self.tr("All {good} rows read correctly.").format(good=good))
        if self._reading.ignored:
            left_out = ", ".join(self._reading.ignored)
            self.summary.setText(
                self.tr("{text} Columns left out: {left_out}.").format(
                    text=self.summary.text(), left_out=left_out
                )
            )
        self.skip_bad.setVisible(bool(bad))
        allowed = good > 0 and (not bad or self.skip_bad.isChecked())
        self.import_button.setEnabled(allowed)
        self.import_button.setText(
            self.tr("&Import {good} player{value}").format(
                good=good, value="s" if good != 1 else ""
            )
        )
