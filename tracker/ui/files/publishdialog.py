"""The Publish live dialog: what to publish, to whom, and once started its address as a
link and a QR code, who may see it, and Stop.

It is not modal: it may stay open beside the window while the match is logged, and
closing it leaves the site published (the window's :class:`Publisher` owns the server).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import segno
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tracker.ui.files.publish import Published, Publisher

if TYPE_CHECKING:
    from tracker.ui.common.host import WindowHost

#: Pixels per module of the QR code: large enough for a phone's camera across a desk.
QR_SCALE = 5


def qr_image(text: str) -> QImage:
    """``text`` as a QR code, dark modules on white with the standard quiet zone."""
    code = segno.make(text, error="m", micro=False)
    rows = [list(row) for row in code.matrix_iter(scale=1, border=4)]
    size = len(rows)
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    dark = QColor("black").rgb()
    for y, row in enumerate(rows):
        for x, module in enumerate(row):
            if module:
                image.setPixel(x, y, dark)
    # Always black on white, whatever the theme: that is what cameras read.
    return image.scaled(
        size * QR_SCALE, size * QR_SCALE, mode=Qt.TransformationMode.FastTransformation
    )


class PublishDialog(QDialog):
    """Start and stop publishing, and show where the site is."""

    def __init__(self, publisher: Publisher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("publishDialog")
        self.publisher = publisher
        self.setWindowTitle(self.tr("Publish live"))
        layout = QVBoxLayout(self)
        # The dialog grows with the address and the QR code, and shrinks again on Stop.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addWidget(self._choices())
        self.start_button = QPushButton(self.tr("&Start publishing"))
        self.start_button.setObjectName("startPublishing")
        self.start_button.clicked.connect(self._on_start_button_clicked)
        self.stop_button = QPushButton(self.tr("S&top publishing"))
        self.stop_button.setObjectName("stopPublishing")
        self.stop_button.clicked.connect(publisher.stop)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self._result())
        self.problem = QLabel()
        self.problem.setObjectName("publishProblem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("font-weight: bold")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        publisher.changed.connect(self._show_state)
        self._show_state()

    def _choices(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        what = QGroupBox(self.tr("What to publish"))
        self.open_match = QRadioButton()
        self.open_match.setObjectName("publishOpenMatch")
        self.library = QRadioButton(
            self.tr("The whole &library: every match, competition, team and player")
        )
        self.library.setObjectName("publishLibrary")
        self._group(what, self.open_match, self.library)
        where = QGroupBox(self.tr("Who can open it"))
        self.local = QRadioButton(self.tr("Only this &computer"))
        self.local.setObjectName("publishLocal")
        self.network = QRadioButton(
            self.tr("Phones and computers on this &network (Wi-Fi or cable)")
        )
        self.network.setObjectName("publishNetwork")
        self._group(where, self.local, self.network)
        self.local.setChecked(True)
        layout.addWidget(what)
        layout.addWidget(where)
        return box

    def _group(self, box: QGroupBox, *buttons: QRadioButton) -> None:
        layout = QVBoxLayout(box)
        group = QButtonGroup(box)
        for button in buttons:
            group.addButton(button)
            layout.addWidget(button)

    def _result(self) -> QWidget:
        self.published_box = QWidget()
        layout = QHBoxLayout(self.published_box)
        layout.setContentsMargins(0, 0, 0, 0)
        self.qr = QLabel()
        self.qr.setObjectName("publishQrCode")
        self.qr.setAccessibleName(self.tr("QR code of the address, to open it on a phone"))
        text = QVBoxLayout()
        self.address = QLabel()
        self.address.setObjectName("publishAddress")
        self.address.setTextFormat(Qt.TextFormat.RichText)
        self.address.setOpenExternalLinks(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.address.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.address.setAccessibleName(self.tr("Address"))
        self.copy = QPushButton(self.tr("Cop&y address"))
        self.copy.setObjectName("copyAddress")
        self.copy.clicked.connect(self._on_copy_clicked)
        self.who = QLabel()
        self.who.setObjectName("publishWho")
        self.who.setWordWrap(True)
        self.who.setFixedWidth(360)
        text.addWidget(self.address)
        text.addWidget(self.copy, 0, Qt.AlignmentFlag.AlignLeft)
        text.addWidget(self.who)
        text.addStretch(1)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(text, 1)
        return self.published_box

    # --- state ----------------------------------------------------------------------
    def _show_state(self) -> None:
        published = self.publisher.published
        self._show_choices(published is None)
        self.published_box.setVisible(published is not None)
        if published is not None:
            self._show_published(published)

    def _show_choices(self, editable: bool) -> None:
        match = self.publisher.host.document.match
        title = match.title if match is not None else ""
        self.open_match.setText(
            self.tr("The open &match: {title}").format(title=title.replace("&", "&&"))
            if title
            else self.tr("The open &match (none is open)")
        )
        self.open_match.setEnabled(editable and match is not None)
        if not self.open_match.isChecked() and not self.library.isChecked():
            (self.open_match if match is not None else self.library).setChecked(True)
        if match is None and self.open_match.isChecked():
            self.library.setChecked(True)
        for button in (self.library, self.local, self.network, self.start_button):
            button.setEnabled(editable)
        self.stop_button.setEnabled(not editable)

    def _show_published(self, published: Published) -> None:
        link = html.escape(published.address)
        self.address.setText(f'<a href="{link}">{link}</a>')
        self.address.setAccessibleDescription(published.address)
        self.qr.setPixmap(QPixmap.fromImage(qr_image(published.address)))
        self.qr.setAccessibleDescription(published.address)
        what = (
            self.tr("the match {title}").format(title=published.match_title)
            if published.match_title
            else self.tr("the whole library")
        )
        if published.network:
            who = self.tr(
                "Anyone on this network who has this address can see {what}: "
                "scan the code with a phone on the same Wi-Fi, or share the address."
            ).format(what=what)
        else:
            who = self.tr(
                "Only this computer can open this address. To let a phone see {what}, "
                "stop and publish on the network."
            ).format(what=what)
        read_only = self.tr(
            "It is read-only: nobody can change anything through it. It stays published "
            "when this dialog closes, until you stop it or close Match Tracker."
        )
        self.who.setText(f"{html.escape(who)}<br><br>{html.escape(read_only)}")
        self.problem.clear()

    def changeEvent(self, event: QEvent) -> None:
        """Coming back to the dialog, it names the match open now."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._show_state()

    # --- gestures -------------------------------------------------------------------
    def _on_start_button_clicked(self) -> None:
        try:
            self.publisher.start(
                whole_library=self.library.isChecked(), network=self.network.isChecked()
            )
        except ValueError as exc:
            self.problem.setText(str(exc))
        except OSError as exc:
            self.problem.setText(
                self.tr("The site could not be started: {reason}").format(
                    reason=exc.strerror or exc
                )
            )
        else:
            self.copy.setFocus()

    def _on_copy_clicked(self) -> None:
        if self.publisher.published is not None:
            QGuiApplication.clipboard().setText(self.publisher.published.address)

    @classmethod
    def show_for(cls, publisher: Publisher) -> PublishDialog:
        """Show the window's dialog (made on first use), raised and focused."""
        window = publisher.host.window()
        dialog = window.findChild(PublishDialog, "publishDialog")
        if dialog is None:
            dialog = cls(publisher, window)
        dialog._show_state()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog


def publish_live(host: WindowHost) -> None:
    """Match › Publish live…: show the publishing dialog (it stays open beside the window)."""
    PublishDialog.show_for(Publisher.of(host))
