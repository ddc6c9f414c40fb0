"""The main window: scoreboard, pitch, line-up panels, event log, clock and quick entry.

The window wires widgets to the :class:`MatchDocument` and turns user gestures into
undo commands; the widgets themselves live in their own modules.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QChildEvent, QEvent, QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QUndoStack
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabBar,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.events import Event
from tracker.core.match.model import Side
from tracker.ui.common.access import AuthorLabel, ReadOnlyBanner, SavedLabel
from tracker.ui.common.collector import GuiCollector
from tracker.ui.common.inputhold import InputHold
from tracker.ui.common.settingkeys import clock_key, remember_match
from tracker.ui.common.worker import Background
from tracker.ui.files.backupjob import BackupRunner
from tracker.ui.files.fileactions import FileActions
from tracker.ui.match.document import MatchDocument, Update
from tracker.ui.match.livecheck import LiveCheck

if TYPE_CHECKING:  # the window paints before the database layers load (see attach)
    from tracker.core.match.replay import MatchState
    from tracker.services.matches import MatchService
    from tracker.services.watch import MatchWatch
    from tracker.ui.common.layout import WindowLayout
    from tracker.ui.files.filewatch import DatabaseFileWatch
    from tracker.ui.library.startpage import StartPage
    from tracker.ui.match.entry import EventEntry

APP_TITLE = "Match Tracker"


class MainWindow(QMainWindow):
    """The application window over one database."""

    #: The tool bar of the actions on the selected player (built with the menus).
    actions_bar: QToolBar
    #: Match > Other whistles: every whistle the clock offers now (built with the menus).
    whistles_menu: QMenu
    #: Notices the database file deleted, moved or replaced (built with the menus).
    file_watch: DatabaseFileWatch
    #: File › Open Recent (built with the menus).
    recent_menu: QMenu
    #: Logs, corrects and deletes events from the window's gestures (built with the page).
    entry: EventEntry
    # The tab bars are named in the next turn of the event loop (see childEvent).
    _naming_tab_bars = False

    def __init__(
        self,
        service: MatchService | None,
        watch: MatchWatch | None,
        undo_stack: QUndoStack,
        settings: QSettings,
        demo_text: Callable[[], str],
        now: Callable[[], float] = time.time,
        user: str | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        from tracker.ui.common.appicon import app_icon

        self.setWindowIcon(app_icon())
        # Files dropped onto the window are opened or imported (see dropEvent).
        self.setAcceptDrops(True)
        self.settings = settings
        #: The name given on the command line (``--user``), for this run only.
        self.user_override = user
        self.undo_stack = undo_stack
        self.document = MatchDocument(service, watch, self)
        self.selected: int | None = None
        self.background = Background(self)
        self.backups = BackupRunner(None, self)
        self.backups.failed.connect(self._on_backups_failed)
        self.files = FileActions(self, demo_text)
        self._now = now
        self._opening: QWidget | None = None
        # While the match read ahead is shown (see :meth:`show_preview`).
        self._input_hold: InputHold | None = None
        self._preview_url = ""
        #: The panels, menus and tool bars: built with the window when it has its
        #: database, else when it gets it (see :meth:`attach`), after the first paint.
        self.window_layout: WindowLayout | None = None
        if service is not None:
            self._build()
            self._attach_backups(service)
            self._attach_user(service)
            self.file_watch.watch()
            self._on_document_changed()
        else:
            self._show_opening()

    # --- building -------------------------------------------------------------------
    def _build(self) -> None:
        """Build the match page, panels, menus and tool bars (and load their modules)."""
        from tracker.ui import menus
        from tracker.ui.common.layout import WindowLayout
        from tracker.ui.match.actions import PlayerActions

        self._build_widgets(self._now)
        self._build_docks()
        from tracker.ui.records.recordactions import RecordsActions

        #: The Records menu's competition, team and player pages.
        self.records = RecordsActions(self)
        self.player_actions = PlayerActions(self)
        self.player_actions.triggered.connect(self.entry.log_player_action)
        self.player_actions.swapStarterRequested.connect(self.swap_starter)
        self.actions_ = menus.install(self)
        self._connect()
        self._set_tab_order()
        #: Reads the match again, within a second, when another client changed it.
        self.live = LiveCheck(self.document, self.check_for_changes, self)
        # Told of changes by the database, the key stats ask only then; nor do they ask
        # a server that does not answer (told once it does).
        self.key_stats.watch.quiet = lambda: self.live.listening or self.live.resting
        self.live.serverLost.connect(self._on_live_server_lost)
        self.live.matchesChanged.connect(self.key_stats.watch.poke)
        from tracker.ui.match.tiewatch import FirstLegWatch

        #: Finds a second leg's first leg imported (or corrected) while it is open.
        self.first_leg_watch = FirstLegWatch(self.document, self._follow_state, self)
        self.first_leg_watch.watch.quiet = self.key_stats.watch.quiet
        self.live.matchesChanged.connect(self.first_leg_watch.watch.poke)
        from tracker.ui.files.filewatch import DatabaseFileWatch

        #: Notices the database file deleted, moved or replaced under the window.
        self.file_watch = DatabaseFileWatch(self)
        bars = [self.clock_bar, self.actions_bar]
        if self.isVisible():
            # Built after the first paint: widgets added to a window already shown stay
            # hidden until shown (the saved layout may hide them again below); Qt would
            # show the page and the menus a turn later, after a frame without them.
            chrome = [self.centralWidget(), self.menuBar(), self.statusBar()]
            for widget in (*self.docks.values(), *bars, *chrome):
                if widget is not None:
                    widget.show()
        self.window_layout = WindowLayout(self, self.settings, self.docks, bars)
        self.window_layout.restore()

    def _build_widgets(self, now: Callable[[], float]) -> None:
        from tracker.ui.match.clock import MatchClock
        from tracker.ui.match.entry import EventEntry
        from tracker.ui.match.pitch import PitchView
        from tracker.ui.match.quickentry import QuickEntry
        from tracker.ui.match.scoreboard import Scoreboard
        from tracker.ui.match.statusline import StatusLine

        self.scoreboard = Scoreboard()
        self.pitch = PitchView()
        self.clock = MatchClock(self.settings, now)
        self.entry = EventEntry(self)
        self.quick = QuickEntry(self.entry.submit_quick_entry, self.clock.current_time)
        #: Refusals and errors above the pitch (:attr:`notice`) and on the status line.
        self.status_line = StatusLine(self)
        self.notice = self.status_line.notice
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.scoreboard)
        layout.addWidget(self.notice)
        layout.addWidget(self.pitch, 1)
        layout.addWidget(self.quick)
        #: The start page, built the first time it is shown (see :attr:`start_page`).
        self._start_page: StartPage | None = None
        self.pages = QStackedWidget()
        self.pages.addWidget(page)
        self.match_page = page
        self.read_only_banner = ReadOnlyBanner()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.read_only_banner)
        column.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self.saved_label = SavedLabel()
        self.author_label = AuthorLabel()
        self.statusBar().addPermanentWidget(self.author_label)
        self.statusBar().addPermanentWidget(self.saved_label)

    @property
    def start_page(self) -> StartPage:
        """The page shown with no match open: built the first time it is asked for, so
        that a window opening on a match builds (and imports) none of it."""
        if self._start_page is None:
            from tracker.ui.library.startpage import StartPage

            page = StartPage()
            page.newRequested.connect(self.files.new_match)
            page.openRequested.connect(self.files.open_match)
            page.demoRequested.connect(self.files.open_demo)
            page.matchChosen.connect(self.files.open_chosen)
            for button in (page.new_button, page.demo_button):
                button.setEnabled(not self.read_only)
            self.pages.insertWidget(0, page)
            self._start_page = page
        return self._start_page

    def _start_buttons(self) -> list[QWidget]:
        """The start page's buttons that write (none while it was never built)."""
        page = self._start_page
        return [] if page is None else [page.new_button, page.demo_button]

    def _build_docks(self) -> None:
        from tracker.ui.match.docks import build_docks

        # The panels, their docks and the clock's bar (see MatchDocks).
        built = build_docks(self, self.clock, self.document, self.background.run)
        self.home_panel, self.away_panel = built.home_panel, built.away_panel
        self.event_log, self.log_panel = built.event_log, built.log_panel
        self.key_stats, self.docks, self.clock_bar = built.key_stats, built.docks, built.clock_bar

    def _set_tab_order(self) -> None:
        """Tab follows the window's reading order: the clock above, then the home line-up,
        the pitch and the quick entry under it, the away line-up, the log and key stats."""
        clock = self.clock
        chain = [
            clock.minute_edit,
            clock.live_button,
            clock.whistle_button,
            self.home_panel.tree,
            self.pitch,
            self.quick.line,
            self.away_panel.tree,
            self.event_log,
            self.key_stats.view,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _connect(self) -> None:
        doc = self.document
        doc.changed.connect(self._on_document_changed)
        doc.updated.connect(self._on_document_updated)
        doc.failed.connect(self.notify)
        doc.notLogged.connect(self.files.open_chosen)
        self.clock.whistled.connect(self.entry.log_whistle)
        self.clock.refused.connect(self.notify)
        self.clock.timeChanged.connect(self.scoreboard.show_time)
        self.pitch.playerSelected.connect(self.select_player)
        self.pitch.playerMenuRequested.connect(self._on_player_menu_requested)
        self.pitch.substitutionDropped.connect(self.entry.log_dropped_substitution)
        for panel in (self.home_panel, self.away_panel):
            panel.playerSelected.connect(self.select_player)
            panel.playerMenuRequested.connect(self._on_player_menu_requested)
            panel.playerPageRequested.connect(self.records.show_player_of)
        self.event_log.editRequested.connect(self.entry.edit_event)
        self.event_log.moveRequested.connect(self.move_event)
        self.event_log.deleteRequested.connect(self.entry.delete_event)

    # --- the database, opened once the window has shown ------------------------------
    def _show_opening(self) -> None:
        """Before the database is attached: the window's frame and a word, nothing more.

        The match page, panels and menus are built once the database is open (their
        modules load then too), so the first paint waits for neither.
        """
        self._opening = QLabel(self.tr("Opening the database…"))
        self._opening.setObjectName("openingPage")
        self._opening.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(self._opening)
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        self.setWindowTitle(APP_TITLE)

    def attach(self, service: MatchService, watch: MatchWatch, match_id: int | None) -> None:
        """Work on the database of ``service``: open ``match_id`` if given, else the start page.

        For a window built without one, so that it could paint before the database
        (and the libraries that read it) was loaded.
        """
        self.document.attach(service, watch)
        if self.window_layout is None:
            self._opening = None  # the central widget it was goes with setCentralWidget
            self._build()
        self._end_preview()
        self._attach_backups(service)
        self._attach_user(service)
        self.file_watch.watch()
        if match_id is None or not self.open_match(match_id):
            if self.document.is_open:  # shown ahead, but not opened by the service
                self.document.close()
            else:
                self._on_document_changed()

    # --- the match shown before the database is attached ---------------------------------
    def show_preview(self, url: str, match_id: int, state: MatchState) -> None:
        """Show the match the window opens with, read before the database layers loaded
        (:mod:`tracker.services.opening`), as :meth:`attach` will show it.

        Until :meth:`attach`, the window takes no input and offers no action: nothing can
        act on the match before the service has read it again.
        """
        if self.document.has_database or self.window_layout is not None:
            return
        self._opening = None
        self._preview_url = url
        self._build()
        self._input_hold = InputHold(self)
        for action in self.actions_.values():
            action.setEnabled(False)
        self.document.preview(match_id, state)
        self._show_views(state)
        self.key_stats.show_waiting()  # not "No match is open" beside the match
        self.clock.show_state(self._clock_key(), state)
        # The database opens after the next frame and keeps the window waiting: that
        # frame must draw the match laid out as it stays, not the window half built.
        from tracker.ui.common.layout import settle

        settle()

    def _end_preview(self) -> None:
        if self._input_hold is not None:
            self._input_hold.release()
            self._input_hold = None
        self._preview_url = ""

    # --- files given to the window ------------------------------------------------------
    def open_files(self, paths: list[str]) -> bool:
        """Open or import the files ``paths`` (the command line, a drop, Open Recent)."""
        from tracker.ui.files.opening import open_paths

        if self.document.service is None:
            return False
        return open_paths(self, paths, self.settings)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept local files while a database is open."""
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        if self.document.service is not None and urls and all(u.isLocalFile() for u in urls):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """Open or import the dropped files, after the drop has ended (a dialog may ask)."""
        paths = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if not paths or self.document.service is None:
            event.ignore()
            return
        event.acceptProposedAction()
        # The drag source waits for the drop to return: a modal dialog opens after it.
        QTimer.singleShot(0, lambda: self.open_files(paths))

    # --- the open match ---------------------------------------------------------------
    def open_match(self, match_id: int) -> bool:
        """Show a match; the undo history of another match does not carry over.

        An imported result (or a fixture) has no log to show: its sheet (or set-up)
        opens instead, and the match shown stays. False if no match was opened.
        """
        previous = self.document.match_id
        if not self.document.open(match_id):
            return False
        if previous != match_id:
            self.undo_stack.clear()
            self.selected = None
            self.select_player(None)
        remember_match(self.settings, self.document.service.db.url, match_id)
        return True

    def close_match(self) -> None:
        """Go back to the start page."""
        self.undo_stack.clear()
        self.document.close()

    def _on_document_changed(self) -> None:
        doc = self.document
        state = doc.state
        self._show_views(state)
        if state is None:
            # One query over the stored figures, off the GUI thread all the same.
            self.background.run(
                lambda: self.document.service.library(limit=12),
                self.start_page.show_library,
                lambda exc: self.notify(self.tr("Cannot list the matches: {exc}").format(exc=exc)),
            )
        self._show_saved()
        self.key_stats.show_match(doc.match_id if state is not None else None)
        self._follow_state()

    def _show_views(self, state: MatchState | None) -> None:
        """The page, titles, scoreboard, pitch, line-ups and log of ``state`` (None: start page)."""
        self.pages.setCurrentWidget(self.start_page if state is None else self.match_page)
        assert self.window_layout is not None  # built with the panels, before any change
        self.window_layout.show_match_chrome(state is not None)
        if state is None:
            self.setWindowTitle(APP_TITLE)
        else:
            self.setWindowTitle(
                self.tr("{home} v {away} — {app}").format(
                    home=state.match.home.name, away=state.match.away.name, app=APP_TITLE
                )
            )
            self.docks["homeDock"].setWindowTitle(state.match.home.name)
            self.docks["awayDock"].setWindowTitle(state.match.away.name)
        self.scoreboard.show_state(state)
        self.pitch.show_state(state)
        self.home_panel.show_state(state)
        self.away_panel.show_state(state)
        self.event_log.show_events(self.document.match, self.document.events)

    def _on_document_updated(self, update: Update) -> None:
        # One event logged, edited or deleted here: redraw only what it touched.
        state = update.state
        self._show_saved()
        self.scoreboard.show_figures(state)
        self.pitch.update_state(state, update.delta)
        for panel in (self.home_panel, self.away_panel):
            panel.update_players(state, update.delta.players)
        self.event_log.show_change(state.match, update.change)
        self.key_stats.match_changed()
        self._follow_state()

    def _show_saved(self) -> None:
        state = self.document.state
        self.saved_label.show_saved(
            self.document.service.db,
            len(state.events) if state is not None else None,
            gone=bool(self.file_watch.problem),
        )

    def _follow_state(self) -> None:
        """What follows the state as a whole, however it changed: clock, entry, actions."""
        state = self.document.state
        self.first_leg_watch.follow()
        first_leg = self.document.first_leg
        self.scoreboard.show_first_leg(first_leg)
        self.key_stats.view.show_tie(self.scoreboard.tie.text())  # the scoreboard's line
        self.clock.show_state(self._clock_key(), state, first_leg)
        self.quick.show_state(state, first_leg)
        self.select_player(self.selected)
        if self.read_only:
            # Viewing only: nothing that would log or change an event is offered.
            self.quick.setEnabled(False)
            self.clock.whistle_button.setEnabled(False)
        from tracker.ui import menus

        menus.refresh(self)

    @property
    def read_only(self) -> str:
        """Why this window may only view the database ("role tracker_reporter"), or ""."""
        return self.document.service.read_only if self.document.has_database else ""

    def refresh_menus(self) -> None:
        """Enable in the menus what makes sense for the open match."""
        from tracker.ui import menus

        menus.refresh(self)

    def refresh_access(self) -> None:
        """Show again what depends on whether the database may be written (after its
        file went away under the window, or a restore put it back)."""
        self.show_author()
        self._show_saved()
        for button in self._start_buttons():
            button.setEnabled(not self.read_only)
        if self.document.state is not None:
            self._follow_state()
        else:
            from tracker.ui import menus

            menus.refresh(self)

    def _attach_user(self, service: MatchService) -> None:
        """Log under the user's name, and say so; say it if the database is read-only."""
        from tracker.ui.match.author import author_name

        service.author = author_name(self.settings, self.user_override)
        # A write that waits for another program's lock says so, rather than freeze silently.
        service.db.on_wait = self.status_line.database_waiting
        self.show_author()
        self.read_only_banner.show_reason(service.read_only)
        for button in self._start_buttons():
            button.setEnabled(not service.read_only)

    def show_author(self) -> None:
        """Show in the status bar who logs events here."""
        self.author_label.show_author(self.document.service.author, viewing=bool(self.read_only))

    def _clock_key(self) -> str | None:
        """The open match, named so that two databases never share a running clock."""
        match_id = self.document.match_id
        if match_id is None:
            return None
        return clock_key(self._preview_url or self.document.service.db.url, match_id)

    def select_player(self, pid: int | None) -> None:
        """Select a player everywhere he is shown (a pid not in the open match clears it)."""
        state = self.document.state
        if pid is not None and (state is None or state.match.side_of(pid) is None):
            pid = None
        self.selected = pid
        self.pitch.select_player(pid)
        self.home_panel.select_player(pid)
        self.away_panel.select_player(pid)
        self.player_actions.enable(None if self.read_only else state, pid)
        if state is not None and pid is not None:
            self.statusBar().showMessage(
                self.tr("Selected: {name}").format(name=state.match.player(pid).name), 4000
            )

    def notify(self, text: str) -> None:
        """Show a refusal or an error in plain words, beside the pitch and in the status bar."""
        self.status_line.notify(text)

    # --- events logged, corrected and deleted (see tracker.ui.match.entry) ----------------
    def log_event(self, event: Event, typed: str = "") -> bool:
        """Log one event through the undo stack, as :meth:`EventEntry.log_event` does;
        True if the service accepted it."""
        return self.entry.log_event(event, typed)

    def log_team_goal(self, side: Side) -> None:
        """Log a goal for ``side`` whose scorer is not known, at the clock's minute."""
        self.entry.log_team_goal(side)

    def edit_event(self, event: Event) -> None:
        """Ask for a corrected event and store it (re-checked by the rules)."""
        self.entry.edit_event(event)

    def delete_event(self, event: Event) -> None:
        """Delete an event after confirmation (refused if a later event needs it)."""
        self.entry.delete_event(event)

    def move_event(self, event: Event, step: int) -> None:
        """Put an event one place earlier (-1) or later (+1) among the events of its
        minute; it stays selected in the log, to move again."""
        moved = self.entry.move_event(event, step)
        if moved is not None:
            self.event_log.select_event(moved)

    def swap_starter(self) -> bool:
        """The selected starter did not start: ask who did and put him in his place, his
        events credited to him if the user says so (one undo step); True if done."""
        from tracker.ui.match.starterswap import correct_starter  # loaded on first use

        return correct_starter(self, self.selected)

    def _on_player_menu_requested(self, pid: int, where: QPoint) -> None:
        match = self.document.match
        name = match.player(pid).name if match is not None else None
        self.player_actions.popup_menu(self, name, where, lambda: self.records.show_player_of(pid))

    # --- another instance may have written -------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """On activation, read the match again at once if the database changed meanwhile
        (the live check does so within a second anyway, but not while a dialog is open)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.check_for_changes()

    def _on_live_server_lost(self, said: str) -> None:
        self.status_line.server_lost(said)

    def check_for_changes(self) -> bool:
        """Reload the match if another program changed it; True if it did.

        The undo history is kept: each step names the event it recorded, and the
        service refuses (and the stack drops) a step whose event was changed or
        deleted elsewhere meanwhile, so the others stay usable. An entry whose commit
        lost its connection is looked for first (:mod:`tracker.ui.match.lostentry`).

        Nothing is asked while the database server is known not to answer (each try
        could hold the window for the connection timeout, at every activation): the
        live check reads the match once it answers.
        """
        if not self.document.has_database or self.live.resting:
            return False  # (no database yet: nothing open, nor the live check built)
        from tracker.ui.match.lostentry import show_logged_after_all

        if show_logged_after_all(self, self.entry.say_filed):
            return True
        if self.document.is_stale():
            self.document.reload_if_stale()
            if self.document.match is None or self.document.match.confirmed:
                # Deleted, or locked elsewhere: no step of the history can be done now.
                self.undo_stack.clear()
            if self.document.match is None:
                said = self.tr(
                    "The match was deleted (here in the library, or elsewhere) and is "
                    "closed; the library's deleted matches can bring it back."
                )
            else:
                said = self.tr("The match was changed elsewhere and has been reloaded.")
            self.statusBar().showMessage(said)
            return True
        return False

    def _attach_backups(self, service: MatchService) -> None:
        """Take the database's backups off the GUI thread: the one due on opening, if
        any, and those of period ends."""
        self.backups.db = service.db
        service.backup_later = self.backups.request
        self.backups.start_open_backup()

    def _on_backups_failed(self, message: str) -> None:
        self.notify(self.tr("No backup was made: {message}").format(message=message))

    def childEvent(self, event: QChildEvent) -> None:
        """Name the tab bars Qt makes for docks sharing a place, once they are built."""
        super().childEvent(event)
        if event.added() and not self._naming_tab_bars:
            self._naming_tab_bars = True  # once for all the children added in this turn
            QTimer.singleShot(0, self, self._name_tab_bars)

    def _name_tab_bars(self) -> None:
        self._naming_tab_bars = False
        for bar in self.findChildren(QTabBar):
            if not bar.accessibleName():
                bar.setAccessibleName(self.tr("Panels"))
                # Qt keeps a spare tab bar with no tab, out of sight: Tab must not stop on
                # it. Its first tab (docks put together again) makes it current: a stop.
                bar.currentChanged.connect(partial(_tab_stop, bar))
            _tab_stop(bar)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Everything is already committed: stop background work, never wait for it."""
        self.backups.close()  # a backup stops between two steps and removes its partial file
        self.background.cancel()
        if self.window_layout is not None:  # else closed before the database opened
            self.live.close()
            self.window_layout.save()
        GuiCollector.release(self)  # the automatic collector is back once no window is open
        super().closeEvent(event)


def _tab_stop(bar: QTabBar, _index: int = 0) -> None:
    """``bar`` is a stop of the Tab key while it has tabs."""
    bar.setFocusPolicy(Qt.FocusPolicy.TabFocus if bar.count() else Qt.FocusPolicy.NoFocus)
