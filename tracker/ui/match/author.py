"""Who logs events from this window: the name stored with each event logged or changed.

``--user NAME`` (or ``TRACKER_USER``) names the user for one run; otherwise the name
set in the window (Match › Your name…, kept in the settings), else the login name.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

if TYPE_CHECKING:
    from tracker.ui.common.host import WindowHost

#: The settings key of the name set in the window.
SETTING = "user/name"
#: Longer names are cut: the log shows the name in a column.
MAX_LENGTH = 80


def author_name(settings: QSettings, override: str | None = None) -> str:
    """The name to log under: ``override`` (``--user``), ``TRACKER_USER``, the name set
    in the window, else the login name."""
    for name in (override, os.environ.get("TRACKER_USER")):
        if name and name.strip():
            return name.strip()[:MAX_LENGTH]
    saved = str(settings.value(SETTING, "") or "").strip()
    if saved:
        return saved[:MAX_LENGTH]
    from tracker.services.matches import default_author

    return default_author({})


class NameDialog:
    """Asks for the name to log under (a class, so that tests can replace ``ask``)."""

    @classmethod
    def ask(cls, parent: QWidget, current: str) -> str | None:
        """The name typed, or None if cancelled."""
        text, ok = QInputDialog.getText(
            parent,
            QCoreApplication.translate("NameDialog", "Your name"),
            QCoreApplication.translate(
                "NameDialog",
                "Your name, stored with every event you log or change\n"
                "(shown in the event log and written in the match file):",
            ),
            QLineEdit.EchoMode.Normal,
            current,
        )
        return text if ok else None


def ask_name(window: WindowHost) -> None:
    """Match › Your name…: set the name this window logs under, and keep it."""
    service = window.document.service
    name = NameDialog.ask(window.window(), service.author)
    if name is None:
        return
    name = name.strip()[:MAX_LENGTH]
    if not name:
        window.settings.remove(SETTING)
        name = author_name(window.settings)  # back to the login name
    else:
        window.settings.setValue(SETTING, name)
    window.user_override = None  # the name set now counts, for this run too
    service.author = name
    window.show_author()
