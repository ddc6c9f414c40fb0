"""An entry whose commit lost its connection, found stored once the server answers.

The server may have stored it or not, and could not be asked (see
:mod:`tracker.services.readback`); the service remembers it. When the window reads the
match again, it is looked for first: found, it is shown as logged, as if its Enter had
just been answered: one undo step takes it back, the status line says what happened,
and the quick-entry line that sent it, if still as sent, is cleared. Not found, the line
stays; sent again, the service looks for it first and stores it once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tracker.core.match.events import Event
from tracker.ui.match.commands import LogEventCommand, perform

if TYPE_CHECKING:
    from tracker.services.matches import Change
    from tracker.ui.match.document import MatchDocument
    from tracker.ui.match.entry import EntryHost


class LoggedAfterAllCommand(LogEventCommand):
    """The undo step of an event found stored after its commit lost its connection
    (``change`` logged it): done already; undo deletes it, redo stores it again."""

    def __init__(self, doc: MatchDocument, change: Change) -> None:
        assert change.event is not None
        super().__init__(doc, change.event)
        self._found = change

    def first(self) -> Change | None:
        """Done already: the change that found it."""
        return self._found


def show_logged_after_all(host: EntryHost, say_filed: Callable[[list[Event]], None]) -> bool:
    """Look for the event whose commit lost its connection in the match as stored now;
    True if it was found and shown as logged (``say_filed`` says it)."""
    doc = host.document
    change = doc.settle()
    if change is None or change.event is None:
        return False
    perform(host.undo_stack, LoggedAfterAllCommand(doc, change))
    host.quick.logged_after_all()
    host.status_line.notice.hide()
    say_filed([change.event])
    return True
