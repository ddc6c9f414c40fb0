"""Opening the People dialog from the window, over the window's database and undo stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tracker.services.errors import DatabaseError, ServerLost, ServiceError
from tracker.services.people import PeopleService
from tracker.ui.common.latestread import at_once
from tracker.ui.records.people import PeopleDialog
from tracker.ui.records.peoplereview import ReviewDialog

if TYPE_CHECKING:
    from tracker.ui.common.host import WindowHost


def show_people(window: WindowHost) -> None:
    """Show the People dialog (modal); its merges and splits stay on the window's undo stack."""
    service = PeopleService(window.document.service.db)
    dialog = PeopleDialog(
        service,
        window.undo_stack,
        window.window(),
        # A merge moves the open match on: read it now, or the live check would take it
        # for another program's change and clear the undo history.
        changed=window.document.reload_if_stale,
        # On a server its search reads off the window's thread: a network gone silent
        # would hold the window for the connection timeout at each pause in typing.
        run=window.background.run if service.db.on_server else at_once,
    )
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()


def show_review(window: WindowHost) -> None:
    """Show the review queue (modal): each answer links and is remembered at once.

    Its queue is read as it opens, on the window's thread: refused at once while the
    database server is known not to answer (each try could hold the window for the
    connection timeout), and a server found out of reach is said so."""
    what = QCoreApplication.translate("peoplewindow", "Cannot review the names")
    if window.live.resting:
        window.notify(f"{what}: {window.document.service.unreachable()}")
        return
    service = PeopleService(window.document.service.db)
    try:
        dialog = ReviewDialog(
            service,
            window.window(),
            # An answer moves the open match on, as a merge does: read it now.
            changed=window.document.reload_if_stale,
        )
    except (ServiceError, DatabaseError) as exc:
        if isinstance(exc, ServerLost):  # the window knows now: not tried again
            window.live.lose(str(exc))
        window.notify(f"{what}: {exc}")
        return
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()
