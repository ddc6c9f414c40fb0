"""Help › About: the version, the licence, and the versions of the libraries underneath."""

from __future__ import annotations

import platform
from html import escape
from importlib.metadata import PackageNotFoundError, version

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tracker import __version__

LICENCE = "MIT"


def _installed(distribution: str) -> str:
    try:
        return version(distribution)
    except PackageNotFoundError:
        return QCoreApplication.translate("AboutDialog", "not installed")


def library_versions() -> list[tuple[str, str]]:
    """(library, version) for Qt, PySide6, SQLAlchemy, SQLModel and Python."""
    return [
        ("Qt", qVersion()),
        ("PySide6", pyside_version),
        ("SQLAlchemy", _installed("SQLAlchemy")),
        ("SQLModel", _installed("sqlmodel")),
        ("Python", platform.python_version()),
    ]


class AboutDialog(QDialog):
    """The version, the licence and the library versions (selectable, to paste into a report)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Match Tracker"))
        icon = QLabel(self)
        window_icon = QGuiApplication.windowIcon()
        if not window_icon.isNull():
            icon.setPixmap(window_icon.pixmap(64, 64))
        rows = "".join(
            f"<tr><td>{escape(name)}</td><td>&nbsp;{escape(number)}</td></tr>"
            for name, number in library_versions()
        )
        self.text = QLabel(self)
        self.text.setObjectName("aboutText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        summary = self.tr("Log a football match live and produce its match sheet.")
        licence = self.tr("Licence: {0}. Copyright © The Match Tracker developers.")
        built_on = self.tr("Built on:")
        self.text.setText(
            f"<h3>Match Tracker {escape(__version__)}</h3><p>{escape(summary)}</p>"
            f"<p>{escape(licence.format(LICENCE))}</p>"
            f"<p>{escape(built_on)}</p><table>{rows}</table>"
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.text)
        layout.addWidget(buttons)

    @classmethod
    def ask(cls, parent: QWidget | None) -> None:
        """Show the dialog modally (tests replace this)."""
        dialog = cls(parent)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
