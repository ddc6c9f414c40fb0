"""What the window's action modules may use of the main window, and no more.

The File and Records menus' handlers, the author name, the people dialogs and the
database file watch act on the main window; they depend on these protocols, not on
:class:`tracker.ui.mainwindow.MainWindow`, so that the window can import them without an
import circle. The main window satisfies them; a test may hand them anything that does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings, SignalInstance
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QStatusBar, QWidget

    from tracker.core.match.events import Event
    from tracker.core.match.model import Match
    from tracker.core.match.replay import MatchState
    from tracker.services.matches import MatchService
    from tracker.ui.common.access import ReadOnlyBanner
    from tracker.ui.common.worker import Background


class OpenMatch(Protocol):
    """The open match as the actions read it (the window's match document)."""

    @property
    def match_id(self) -> int | None:
        """The open match's id, or None."""

    @property
    def match(self) -> Match | None:
        """The open match's set-up, or None."""

    @property
    def state(self) -> MatchState | None:
        """The open match's state, or None."""

    @property
    def has_database(self) -> bool:
        """False until the database is attached."""

    @property
    def service(self) -> MatchService:
        """The use cases over the open database."""

    @property
    def events(self) -> list[Event]:
        """The match's events in match order."""

    def reload_if_stale(self) -> bool:
        """Read the match again if another client changed it; True if it did."""


class RecordPages(Protocol):
    """The Records menu's pages, as the library opens them."""

    def show(self, target: Any) -> None:
        """Show the records window on ``target`` (a competition, a team or a player)."""


class LiveNotices(Protocol):
    """Tells of matches changed by another client while it listens."""

    @property
    def matchesChanged(self) -> SignalInstance:  # Qt's name
        """Emitted with the ids of the matches another client changed."""

    @property
    def serverLost(self) -> SignalInstance:  # Qt's name
        """Emitted with why the database server does not answer ("": it answers again)."""

    @property
    def listening(self) -> bool:
        """True while the database tells of changes itself."""

    @property
    def resting(self) -> bool:
        """True while the database server is not asked (it may not answer)."""

    def lose(self, said: str) -> None:
        """A read elsewhere found the server out of reach (``said``: why): rest until
        it answers."""


class WindowHost(Protocol):
    """The main window as its action modules use it."""

    settings: QSettings
    undo_stack: QUndoStack
    background: Background
    read_only_banner: ReadOnlyBanner
    #: The name given on the command line (``--user``), for this run only.
    user_override: str | None
    #: The player selected in the window, if any.
    selected: int | None

    @property
    def document(self) -> OpenMatch:
        """The open match."""

    @property
    def records(self) -> RecordPages:
        """The Records menu's handlers."""

    @property
    def live(self) -> LiveNotices:
        """The live check of the open match."""

    @property
    def read_only(self) -> str:
        """Why the window may only view the database, or ""."""

    def window(self) -> QWidget:
        """The window itself, as the parent of dialogs (Qt's ``QWidget.window``)."""

    def statusBar(self) -> QStatusBar:
        """The window's status bar."""

    def raise_(self) -> None:
        """Bring the window above the others."""

    def activateWindow(self) -> None:
        """Give the window the keyboard focus."""

    def notify(self, text: str) -> None:
        """Show a refusal or an error in plain words."""

    def open_match(self, match_id: int) -> bool:
        """Show the match ``match_id``; True if it opened."""

    def check_for_changes(self) -> bool:
        """Reload the match if another program changed it; True if it did."""

    def refresh_access(self) -> None:
        """Show again what depends on whether the database may be written."""

    def show_author(self) -> None:
        """Show in the status bar who logs events here."""
