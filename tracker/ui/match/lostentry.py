"""An entry whose commit lost its connection, found stored once the server answers.

The server may have stored it or not, and could not be asked (see
:mod:`tracker.services.readback`); the service remembers it. When the window reads the
match again, it is looked for first: found, it is shown as logged, as if its Enter had
just been answered: one undo step takes it back, the status line says what happened,
and the quick-entry line that sent it, if still as sent, is cleared. Not found, the line
stays; sent again, the service looks for it first and stores it once. Another entry
made first finds it stored too: it is shown logged before that one, with an undo step
of its own, and said with it (:meth:`tracker.ui.match.entry.EventEntry.say_filed`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tracker.core.match.events import Event
from tracker.ui.match.commands import LoggedAfterAllCommand, perform

if TYPE_CHECKING:
    from tracker.ui.match.entry import EntryHost


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
