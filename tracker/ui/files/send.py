"""File › Send to league database…: push the open match to the league's shared database.

The dialog asks for the database (a server's URL or a database file), remembering the
last one (never a password: that is asked apart and forgotten). The push runs off the
GUI thread (a server may be slow, or the network gone); the status bar says it is
under way, and a message says how it went. A conflict asks whether to overwrite the
league's copy; a match confirmed there is never overwritten.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.ui.common.refusals import as_sentence

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from tracker.services.league import PushResult
    from tracker.ui.common.host import WindowHost

    class SendHost(WindowHost, Protocol):
        """The main window as sending uses it: its actions by name, and its menus."""

        actions_: dict[str, QAction]

        def refresh_menus(self) -> None: ...


#: Where the last database sent to is remembered (without its password).
SETTING = "league/url"


class SendDialog(QDialog):
    """Ask for the league's database, and its password if it needs one."""

    def __init__(self, parent: QWidget | None, title: str, last: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Send to league database"))
        self.location = QLineEdit(last)
        self.location.setObjectName("leagueDatabase")
        self.location.setAccessibleName(self.tr("League database"))
        self.location.setPlaceholderText("postgresql+psycopg://secretary@db.league.example/league")
        self.location.setMinimumWidth(420)
        browse = QPushButton(self.tr("&File…"))
        browse.setToolTip(self.tr("Choose a database file instead of a server"))
        browse.clicked.connect(self._on_browse_clicked)
        where = QHBoxLayout()
        where.addWidget(self.location, 1)
        where.addWidget(browse)
        self.password = QLineEdit()
        self.password.setObjectName("leaguePassword")
        self.password.setAccessibleName(self.tr("Password"))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(
            self.tr("only if the server asks for one (not remembered)")
        )
        form = QFormLayout()
        label = QLabel(self.tr("&Database:"))
        label.setBuddy(self.location)  # the field is a row of two: name its line edit
        form.addRow(label, where)
        form.addRow(self.tr("&Password:"), self.password)
        intro = QLabel(
            self.tr(
                "Send <b>{escape}</b> — its set-up, squads and events — to the league's database. Sending it again later updates the same match there."
            ).format(escape=_escape(title))
        )
        intro.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.send = self.buttons.addButton(self.tr("&Send"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.location.textChanged.connect(self._on_location_text_changed)
        self._on_location_text_changed(last)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def _on_browse_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("League database file"),
            "",
            self.tr("Match Tracker databases (*.sqlite3 *.db);;All (*)"),
        )
        if path:
            self.location.setText(path)

    def _on_location_text_changed(self, text: str) -> None:
        self.send.setEnabled(bool(text.strip()))

    def answer(self) -> tuple[str, str]:
        """The database and the password typed."""
        return self.location.text().strip(), self.password.text()

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, last: str) -> tuple[str, str] | None:
        """Show the dialog; the database and password, or None if cancelled."""
        dialog = cls(parent, title, last)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.answer()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def confirm_overwrite(parent: QWidget | None, text: str) -> bool:
    """Ask whether to replace the league's copy with ours (tests replace this)."""
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("send", "Send to league database"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Yes


def tell(parent: QWidget | None, text: str, *, problem: bool) -> None:
    """Say how the push went (tests replace this)."""
    box = QMessageBox.warning if problem else QMessageBox.information
    box(parent, QCoreApplication.translate("send", "Send to league database"), text)


def send_match(window: SendHost) -> None:
    """Ask where, then push the open match there off the GUI thread."""
    from tracker.services import league

    doc = window.document
    if doc.match_id is None or doc.match is None:
        return
    last = str(window.settings.value(SETTING, "") or "")
    answer = SendDialog.ask(window.window(), doc.match.title, last)
    if answer is None:
        return
    location, password = answer
    window.settings.setValue(SETTING, league.without_password(location))
    _start(window, doc.match_id, league.with_password(location, password), force=False)


def _start(
    window: SendHost, match_id: int, location: str, *, force: bool, over: int | None = None
) -> None:
    """Push off the GUI thread; ``force``d, over the league's copy at revision ``over``
    only (the one the user agreed to replace: changed again since, it is asked again)."""
    from tracker.services import league
    from tracker.services.database import shown_url

    db = window.document.service.db
    action = window.actions_["send"]
    # One push at a time: the menu keeps it off until this one has finished.
    action.setProperty("busy", True)
    action.setEnabled(False)
    window.statusBar().showMessage(
        QCoreApplication.translate("send", "Sending the match to {shown_url}…").format(
            shown_url=shown_url(location)
        )
    )

    def done(result: PushResult) -> None:
        _finished(window)
        _on_result(window, result, location)

    def failed(exc: BaseException) -> None:
        _finished(window)
        window.statusBar().showMessage(
            QCoreApplication.translate("send", "The match was not sent"), 8000
        )
        said = QCoreApplication.translate("send", "The match was not sent: {exc}")
        tell(window.window(), as_sentence(said.format(exc=exc)), problem=True)

    window.background.run(
        lambda: league.push_to(db, match_id, location, force=force, over=over), done, failed
    )


def _finished(window: SendHost) -> None:
    window.statusBar().clearMessage()
    window.actions_["send"].setProperty("busy", False)
    window.refresh_menus()


def _on_result(window: SendHost, result: PushResult, location: str) -> None:
    from tracker.services.league import PushOutcome

    if result.outcome in (PushOutcome.CONFLICT, PushOutcome.TRASHED):
        if confirm_overwrite(window.window(), _question(result)):
            _start(window, result.match_id, location, force=True, over=result.seen_revision)
        else:
            window.statusBar().showMessage(
                QCoreApplication.translate("send", "The match was not sent; nothing was changed"),
                8000,
            )
        return
    text = as_sentence(result.message)
    window.statusBar().showMessage(text, 8000)
    notes = "".join(f"\n{as_sentence(note)}" for note in result.notes)
    tell(window.window(), text + notes, problem=result.refused)


def _question(result: PushResult) -> str:
    from tracker.services.league import PushOutcome

    if result.outcome is PushOutcome.TRASHED:
        return QCoreApplication.translate(
            "send",
            "The league database's copy of {title} is in its trash.\n\nBring it back, replaced by yours?",
        ).format(title=result.title)
    return QCoreApplication.translate(
        "send",
        "The league database's copy of {title} was changed there since you last sent it (or was not sent from here), and yours was changed here.\n\nReplace the league's copy with yours? The changes made there will be lost.",
    ).format(title=result.title)
