"""The menu bar and tool bar of the main window, with the platform's standard shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.quickentry import QuickEntryError
from tracker.ui.common.accesskeys import give_access_keys
from tracker.ui.common.undokeys import StepAction
from tracker.ui.match.commands import take_step
from tracker.ui.match.quickentry import HELP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMenuBar

    from tracker.core.match.events import Event
    from tracker.core.match.replay import MatchState
    from tracker.ui.common.host import WindowHost
    from tracker.ui.files.fileactions import FileActions
    from tracker.ui.files.filewatch import DatabaseFileWatch
    from tracker.ui.match.actions import PlayerActions
    from tracker.ui.match.clock import MatchClock
    from tracker.ui.match.document import MatchDocument
    from tracker.ui.match.eventlog import EventLogView
    from tracker.ui.match.logfind import EventLogPanel
    from tracker.ui.match.quickentry import QuickEntry
    from tracker.ui.match.statusline import StatusLine
    from tracker.ui.records.recordactions import RecordsActions

    class MenuHost(WindowHost, Protocol):
        """The main window as its menus use it: the action modules' host, and the panels,
        bars and handlers the menus reach."""

        files: FileActions
        clock: MatchClock
        quick: QuickEntry
        event_log: EventLogView
        log_panel: EventLogPanel
        player_actions: PlayerActions
        file_watch: DatabaseFileWatch
        whistles_menu: QMenu
        recent_menu: QMenu
        clock_bar: QToolBar
        actions_bar: QToolBar
        actions_: dict[str, QAction]
        docks: dict[str, QDockWidget]
        status_line: StatusLine

        @property
        def document(self) -> MatchDocument: ...

        @property
        def records(self) -> RecordsActions: ...

        def log_team_goal(self, side: Side) -> None: ...

        def log_event(self, event: Event, typed: str = "") -> bool: ...

        def edit_event(self, event: Event) -> None: ...

        def delete_event(self, event: Event) -> None: ...

        def move_event(self, event: Event, step: int) -> None: ...

        def close_match(self) -> None: ...

        def close(self) -> bool: ...

        def menuBar(self) -> QMenuBar: ...

        def addToolBar(self, toolbar: QToolBar) -> None: ...


def _action(
    window: MenuHost,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    tip: str = "",
) -> QAction:
    action = QAction(text, window.window())
    if isinstance(shortcut, QKeySequence.StandardKey):
        action.setShortcuts(shortcut)  # all of the platform's keys (Close: Ctrl+W and Ctrl+F4)
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    action.triggered.connect(lambda _=False: slot())
    return action


def install(window: MenuHost) -> dict[str, QAction]:
    """Build the menus and the actions tool bar; returns the actions by name."""
    files = window.files
    std = QKeySequence.StandardKey
    a: dict[str, QAction] = {
        "new": _action(
            window,
            QCoreApplication.translate("menus", "&New match…"),
            files.new_match,
            std.New,
            QCoreApplication.translate("menus", "Set up a new match"),
        ),
        "open": _action(
            window,
            QCoreApplication.translate("menus", "&Open match…"),
            files.open_match,
            std.Open,
            QCoreApplication.translate("menus", "Open a stored match"),
        ),
        "demo": _action(
            window,
            QCoreApplication.translate("menus", "Open the &demo match"),
            files.open_demo,
            None,
            QCoreApplication.translate("menus", "Argentina 2-1 England, World Cup semi-final"),
        ),
        "import": _action(
            window,
            QCoreApplication.translate("menus", "&Import…"),
            files.import_match,
            "Ctrl+I",
            QCoreApplication.translate(
                "menus", "Import a match file (JSON) or a StatsBomb open-data match"
            ),
        ),
        "export": _action(
            window,
            QCoreApplication.translate("menus", "&Export…"),
            files.export_match,
            "Ctrl+E",
            QCoreApplication.translate("menus", "Export the match file or match sheet"),
        ),
        "print": _action(
            window,
            QCoreApplication.translate("menus", "&Print…"),
            files.print_match,
            std.Print,
            QCoreApplication.translate("menus", "Print the match sheet"),
        ),
        "send": _action(
            window,
            QCoreApplication.translate("menus", "&Send to league database…"),
            files.send_match,
            None,
            QCoreApplication.translate(
                "menus", "Send the match to the league's shared database (again later to update it)"
            ),
        ),
        "restore_backup": _action(
            window,
            QCoreApplication.translate("menus", "Res&tore from backup…"),
            lambda: _restore_backup(window),
            None,
            QCoreApplication.translate(
                "menus", "Replace the database with one of its automatic backups"
            ),
        ),
        "close": _action(
            window,
            QCoreApplication.translate("menus", "&Close match"),
            window.close_match,
            std.Close,
            QCoreApplication.translate("menus", "Back to the start page"),
        ),
        "quit": _action(
            window,
            QCoreApplication.translate("menus", "&Quit"),
            window.close,
            std.Quit,
            QCoreApplication.translate("menus", "Quit Match Tracker"),
        ),
        "edit_event": _action(
            window,
            QCoreApplication.translate("menus", "&Edit event…"),
            lambda: _edit_selected(window),
            "Ctrl+Return",
            QCoreApplication.translate("menus", "Edit the event selected in the log"),
        ),
        "delete_event": _action(
            window,
            QCoreApplication.translate("menus", "&Delete event…"),
            lambda: _delete_selected(window),
            "Del",
            QCoreApplication.translate("menus", "Delete the event selected in the log"),
        ),
        "move_event_up": _action(
            window,
            QCoreApplication.translate("menus", "&Move event up"),
            lambda: _move_selected(window, -1),
            "Alt+Up",
            QCoreApplication.translate(
                "menus",
                "Put the event selected in the log before the one above it, of the same minute",
            ),
        ),
        "move_event_down": _action(
            window,
            QCoreApplication.translate("menus", "Move event do&wn"),
            lambda: _move_selected(window, 1),
            "Alt+Down",
            QCoreApplication.translate(
                "menus",
                "Put the event selected in the log after the one below it, of the same minute",
            ),
        ),
        "find": _action(
            window,
            QCoreApplication.translate("menus", "&Find in the log…"),
            lambda: _find(window, 0),
            std.Find,
            QCoreApplication.translate("menus", "Find events in the log"),
        ),
        "find_next": _action(
            window,
            QCoreApplication.translate("menus", "Find &next"),
            lambda: _find(window, 1),
            std.FindNext,
        ),
        "find_previous": _action(
            window,
            QCoreApplication.translate("menus", "Find pre&vious"),
            lambda: _find(window, -1),
            std.FindPrevious,
        ),
        "quick": _action(
            window,
            QCoreApplication.translate("menus", "&Quick entry"),
            lambda: _focus_quick(window),
            "Ctrl+L",
            QCoreApplication.translate("menus", "Type a command: 55 goal Gordon assist Rogers"),
        ),
        "whistle": _action(
            window,
            QCoreApplication.translate("menus", "&Whistle (start or end the period)"),
            window.clock.blow,
            "F9",
            QCoreApplication.translate(
                "menus", "Start or end the period, as the clock button says"
            ),
        ),
        "team_goal_home": _action(
            window,
            QCoreApplication.translate("menus", "Goal, scorer &unknown (home)"),
            lambda: window.log_team_goal(Side.HOME),
            None,
            QCoreApplication.translate(
                "menus",
                "A goal for the home team whose scorer is not known (quick entry: goal TEAM)",
            ),
        ),
        "team_goal_away": _action(
            window,
            QCoreApplication.translate("menus", "Goal, scorer un&known (away)"),
            lambda: window.log_team_goal(Side.AWAY),
            None,
            QCoreApplication.translate(
                "menus",
                "A goal for the away team whose scorer is not known (quick entry: goal TEAM)",
            ),
        ),
        "formation_home": _action(
            window,
            QCoreApplication.translate("menus", "Change &formation (home)…"),
            lambda: _formation(window, Side.HOME),
        ),
        "formation_away": _action(
            window,
            QCoreApplication.translate("menus", "Change formation (&away)…"),
            lambda: _formation(window, Side.AWAY),
        ),
        "abandon": _action(
            window,
            QCoreApplication.translate("menus", "Aban&don the match…"),
            lambda: _abandon(window),
            None,
            QCoreApplication.translate(
                "menus",
                "The referee stopped the match for good (weather, crowd trouble, fewer than seven players): nothing more is logged",
            ),
        ),
        "confirm": _action(
            window,
            QCoreApplication.translate("menus", "Confirm and &lock the match"),
            lambda: _confirm(window, True),
            None,
            QCoreApplication.translate("menus", "Lock a finished match against edits"),
        ),
        "reopen": _action(
            window,
            QCoreApplication.translate("menus", "Reop&en the match"),
            lambda: _confirm(window, False),
        ),
        "user_name": _action(
            window,
            QCoreApplication.translate("menus", "Your &name…"),
            lambda: _ask_name(window),
            None,
            QCoreApplication.translate(
                "menus", "The name stored with every event you log or change"
            ),
        ),
        "publish": _action(
            window,
            QCoreApplication.translate("menus", "Pu&blish live…"),
            lambda: _publish(window),
            None,
            QCoreApplication.translate(
                "menus",
                "Show the open match or the whole library on a web page, for phones and "
                "computers on this network (read-only)",
            ),
        ),
        "people": _action(
            window,
            QCoreApplication.translate("menus", "&People…"),
            lambda: _people(window),
            None,
            QCoreApplication.translate(
                "menus",
                "Find people across matches; merge two records of one person or split a wrong link",
            ),
        ),
        "people_review": _action(
            window,
            QCoreApplication.translate("menus", "&Review…"),
            lambda: _people_review(window),
            None,
            QCoreApplication.translate(
                "menus", "Names several people fit, most goals and cards first: link or keep apart"
            ),
        ),
        "help": _action(
            window,
            QCoreApplication.translate("menus", "&Quick-entry help"),
            lambda: _help(window),
            std.HelpContents,
        ),
        "about": _action(
            window,
            QCoreApplication.translate("menus", "&About Match Tracker"),
            lambda: _about(window),
        ),
        "preferences": _action(
            window,
            QCoreApplication.translate("menus", "&Preferences…"),
            lambda: _preferences(window),
            std.Preferences,
            QCoreApplication.translate(
                "menus", "Your name, language, theme, backups, rules and database"
            ),
        ),
    }
    _keys_in_the_log(window, a)
    a["preferences"].setObjectName("preferencesAction")
    a["preferences"].setMenuRole(QAction.MenuRole.PreferencesRole)
    # Some platforms define no standard key for Preferences; Ctrl+, is the common one.
    if a["preferences"].shortcut().isEmpty():
        a["preferences"].setShortcut(QKeySequence("Ctrl+,"))
    a.update(_records_actions(window))
    # Some platforms define no standard key for Quit; Ctrl+Q is what users expect there.
    if a["quit"].shortcut().isEmpty():
        a["quit"].setShortcut(QKeySequence("Ctrl+Q"))
    stack = window.undo_stack
    undo = StepAction(
        stack, window.window(), QCoreApplication.translate("menus", "&Undo"), undo=True
    )
    undo.setShortcuts(std.Undo)
    redo = StepAction(
        stack, window.window(), QCoreApplication.translate("menus", "&Redo"), undo=False
    )
    redo_keys = QKeySequence.keyBindings(std.Redo)
    if QKeySequence("Ctrl+Shift+Z") not in redo_keys:
        redo_keys.append(QKeySequence("Ctrl+Shift+Z"))
    redo.setShortcuts(redo_keys)
    a["undo"], a["redo"] = undo, redo
    undo.triggered.connect(lambda: _take_step(window, undo, undone=True))
    redo.triggered.connect(lambda: _take_step(window, redo, undone=False))
    bar = window.menuBar()
    file_menu = bar.addMenu(QCoreApplication.translate("menus", "&File"))
    file_menu.setObjectName("fileMenu")
    _fill(file_menu, a, "new open")
    recent = file_menu.addMenu(QCoreApplication.translate("menus", "Open &Recent"))
    recent.setObjectName("recentMenu")
    recent.aboutToShow.connect(lambda: _fill_recent(window, recent))
    window.recent_menu = recent
    _fill(
        file_menu,
        a,
        "demo - import export print - send - restore_backup - close quit",
    )
    edit_menu = bar.addMenu(QCoreApplication.translate("menus", "&Edit"))
    edit_menu.setObjectName("editMenu")
    _fill(
        edit_menu,
        a,
        "undo redo - edit_event delete_event move_event_up move_event_down - find find_next "
        "find_previous - quick - preferences",
    )
    # The log's own menu (right-click, or the menu key): what the Edit menu does to its
    # selected event, on the row pointed at.
    log_menu = QMenu(window.event_log)
    log_menu.setObjectName("eventLogMenu")
    _fill(log_menu, a, "edit_event delete_event - move_event_up move_event_down - find")
    window.event_log.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    window.event_log.customContextMenuRequested.connect(
        lambda at: _show_log_menu(window, log_menu, at)
    )
    match_menu = bar.addMenu(QCoreApplication.translate("menus", "&Match"))
    match_menu.setObjectName("matchMenu")
    _fill(match_menu, a, "whistle")
    # Every whistle the clock offers (extra time, the shootout…), for the keyboard too.
    whistles = match_menu.addMenu(QCoreApplication.translate("menus", "O&ther whistles"))
    whistles.setObjectName("whistlesMenu")
    whistles.aboutToShow.connect(lambda: _fill_whistles(window, whistles))
    window.whistles_menu = whistles
    match_menu.addSeparator()
    for action in window.player_actions.actions.values():
        match_menu.addAction(action)
    _fill(match_menu, a, "team_goal_home team_goal_away - formation_home formation_away")
    match_menu.addAction(window.player_actions.swap_starter)
    _fill(
        match_menu,
        a,
        "- abandon - confirm reopen - user_name - publish",
    )
    view = bar.addMenu(QCoreApplication.translate("menus", "&View"))
    view.setObjectName("viewMenu")
    for dock in window.docks.values():
        view.addAction(dock.toggleViewAction())
    view.addAction(window.clock_bar.toggleViewAction())
    tools = QToolBar(QCoreApplication.translate("menus", "Player actions"), window.window())
    tools.setObjectName("actionsBar")
    tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    tools.setIconSize(QSize(18, 18))
    for action in window.player_actions.actions.values():
        tools.addAction(action)
    window.addToolBar(tools)
    window.actions_bar = tools
    view.addAction(tools.toggleViewAction())
    records_menu = bar.addMenu(QCoreApplication.translate("menus", "&Records"))
    records_menu.setObjectName("recordsMenu")
    _fill(
        records_menu,
        a,
        "competitions - team_home team_away player_page -",
    )
    people_menu = records_menu.addMenu(QCoreApplication.translate("menus", "P&eople"))
    people_menu.setObjectName("peopleMenu")
    _fill(people_menu, a, "people people_review")
    help_menu = bar.addMenu(QCoreApplication.translate("menus", "&Help"))
    help_menu.setObjectName("helpMenu")
    _fill(help_menu, a, "help about")
    # Connected after the menus' own fillers: the entries are there, texts set afresh.
    for menu in bar.findChildren(QMenu):
        menu.aboutToShow.connect(lambda menu=menu: give_access_keys(menu))
    _standard_preferences(window)
    return a


def _standard_preferences(window: MenuHost) -> None:
    """Preferences, where the window has them, answer the platform's key (Ctrl+, on macOS);
    a platform without one keeps the action's own."""
    preferences = window.window().findChild(QAction, "preferencesAction")
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    if preferences is not None and keys:
        preferences.setShortcuts(keys)


def _take_step(window: MenuHost, action: StepAction, *, undone: bool) -> None:
    """Undo or redo one step, and say which; with none, say so (the key was taken)."""
    if not action.can_step():
        window.statusBar().showMessage(
            QCoreApplication.translate("menus", "Nothing to undo")
            if undone
            else QCoreApplication.translate("menus", "Nothing to redo"),
            8000,
        )
        return
    take_step(window.undo_stack, undone=undone)
    _say_step(window, undone=undone)


def _say_step(window: MenuHost, *, undone: bool) -> None:
    """The status line after Ctrl+Z or Ctrl+Shift+Z: which step (wherever the focus was),
    and what its change had to say besides (as a new entry's does). A step refused and
    dropped is no step done: its refusal is said beside the pitch."""
    document = window.document
    if document.step_refused:
        document.step_refused = False
        window.statusBar().clearMessage()
        return
    stack = window.undo_stack
    index = stack.index() if undone else stack.index() - 1
    done = (
        QCoreApplication.translate("menus", "Undone")
        if undone
        else QCoreApplication.translate("menus", "Redone")
    )
    if 0 <= index < stack.count():
        said = f"{done}: {stack.text(index)}"
        change = document.last_change
        if change is not None and change.note:  # a connection lost as it was stored…
            said = f"{said} — {change.note[:1].upper()}{change.note[1:]}"
        window.statusBar().showMessage(said, 8000)


def _ask_name(window: MenuHost) -> None:
    from tracker.ui.match.author import ask_name  # loaded on first use

    ask_name(window)


def _records_actions(window: MenuHost) -> dict[str, QAction]:
    """Records menu: the competition view and the open match's team and player pages."""
    return {
        "competitions": _action(
            window,
            QCoreApplication.translate("menus", "&Competitions…"),
            window.records.show_competitions,
            "Ctrl+R",
            QCoreApplication.translate(
                "menus", "Fixtures and results, standings, top scorers, cards and suspensions"
            ),
        ),
        "team_home": _action(
            window,
            QCoreApplication.translate("menus", "&Home team's page"),
            lambda: window.records.show_team(Side.HOME),
            None,
            QCoreApplication.translate(
                "menus", "The home team's record: W-D-L, rounds reached, head to head, matches"
            ),
        ),
        "team_away": _action(
            window,
            QCoreApplication.translate("menus", "&Away team's page"),
            lambda: window.records.show_team(Side.AWAY),
            None,
            QCoreApplication.translate(
                "menus", "The away team's record: W-D-L, rounds reached, head to head, matches"
            ),
        ),
        "player_page": _action(
            window,
            QCoreApplication.translate("menus", "&Player page"),
            window.records.show_selected_player,
            "Ctrl+Shift+P",
            QCoreApplication.translate(
                "menus",
                "The selected player's tallies and matches (also Ctrl+click or middle-click "
                "a name in a line-up)",
            ),
        ),
    }


def _restore_backup(window: MenuHost) -> None:
    from tracker.ui.files.backups import restore_in_window  # loaded on first use

    restore_in_window(window)


def _publish(window: MenuHost) -> None:
    from tracker.ui.files.publishdialog import publish_live  # loaded on first use

    publish_live(window)


def _people(window: MenuHost) -> None:
    from tracker.ui.records.peoplewindow import show_people  # loaded on first use

    show_people(window)


def _people_review(window: MenuHost) -> None:
    from tracker.ui.records.peoplewindow import show_review  # loaded on first use

    show_review(window)


def _fill(menu: QMenu, actions: dict[str, QAction], names: str) -> None:
    for name in names.split():
        if name == "-":
            menu.addSeparator()
        else:
            menu.addAction(actions[name])


def refresh(window: MenuHost) -> None:
    """Enable what makes sense for the open match."""
    a = window.actions_
    state = window.document.state
    is_open = state is not None
    _refresh_files(window, is_open)
    _refresh_team_pages(a, state)
    confirmed = bool(state is not None and state.match.confirmed)
    _refresh_whistle(window, is_open, confirmed)
    _refresh_match_actions(a, state, confirmed)
    a["user_name"].setEnabled(window.document.has_database)
    if window.read_only:
        _refresh_read_only(window)


def _refresh_files(window: MenuHost, is_open: bool) -> None:
    """The File menu's actions and the others on the open match or the database."""
    a = window.actions_
    for name in (
        "export", "print", "close", "edit_event", "delete_event", "move_event_up",
        "move_event_down", "quick",
    ):  # fmt: skip
        a[name].setEnabled(is_open)
    a["send"].setEnabled(is_open and not a["send"].property("busy"))
    # Just after start-up, until the database is open, there is nothing to act on.
    for name in ("new", "open", "demo", "import", "restore_backup"):
        a[name].setEnabled(window.document.has_database)
    a["competitions"].setEnabled(window.document.has_database)
    a["publish"].setEnabled(window.document.has_database)


def _refresh_team_pages(a: dict[str, QAction], state: MatchState | None) -> None:
    """The Records menu's team pages, named after the open match's teams."""
    for side, name in ((Side.HOME, "team_home"), (Side.AWAY, "team_away")):
        a[name].setEnabled(state is not None)
        if state is not None:
            team = state.match.team(side).name.replace("&", "&&")
            # No fixed letter: a team's initial may be another entry's (England, People);
            # the menu picks a free one as it opens.
            a[name].setText(
                QCoreApplication.translate("menus", "Team page: {team}").format(team=team)
            )
    # Without a selected player, it says how to select one.
    a["player_page"].setEnabled(state is not None)


def _refresh_whistle(window: MenuHost, is_open: bool, confirmed: bool) -> None:
    """The whistle action, saying which whistle F9 blows now, and the other whistles."""
    a = window.actions_
    a["whistle"].setEnabled(bool(is_open and window.clock.options and not confirmed))
    # The menu says which whistle F9 blows now, as the clock's button does.
    options = window.clock.options
    a["whistle"].setText(
        QCoreApplication.translate("menus", "&Whistle: {label}").format(label=options[0].label)
        if options
        else QCoreApplication.translate("menus", "&Whistle (start or end the period)")
    )
    window.whistles_menu.setEnabled(a["whistle"].isEnabled())


def _refresh_match_actions(
    a: dict[str, QAction], state: MatchState | None, confirmed: bool
) -> None:
    """Formation changes, team goals, confirming and reopening, as the match stands."""
    for side, name in ((Side.HOME, "formation_home"), (Side.AWAY, "formation_away")):
        live = state is not None and state.started and not state.over
        a[name].setEnabled(bool(live))
        if state is not None:
            a[name].setText(
                QCoreApplication.translate("menus", "Change formation of {name}…").format(
                    name=state.match.team(side).name.replace("&", "&&")
                )
            )
    for side, name in ((Side.HOME, "team_goal_home"), (Side.AWAY, "team_goal_away")):
        playing = state is not None and state.running and state.period is not Period.SHOOTOUT
        a[name].setEnabled(bool(playing) and not confirmed)
        if state is not None:
            team = state.match.team(side).name.replace("&", "&&")
            a[name].setText(
                QCoreApplication.translate("menus", "Goal for {team}, scorer unknown").format(
                    team=team
                )
            )
    playing = state is not None and state.started and not state.over
    a["abandon"].setEnabled(bool(playing) and not confirmed)
    a["confirm"].setEnabled(bool(state is not None and state.over and not confirmed))
    a["reopen"].setEnabled(confirmed)


def _refresh_read_only(window: MenuHost) -> None:
    """Viewing only: nothing that would change the database is offered."""
    a = window.actions_
    for name in _WRITING:
        a[name].setEnabled(False)
    window.whistles_menu.setEnabled(False)
    # The file went away under the window: putting a backup back is the way out.
    a["restore_backup"].setEnabled(bool(window.file_watch.problem))


#: The actions that change the database, disabled when it may only be read.
_WRITING = (
    "new", "demo", "import", "restore_backup", "edit_event", "delete_event", "move_event_up",
    "move_event_down", "quick",
    "whistle", "formation_home", "formation_away", "abandon", "confirm", "reopen", "user_name",
    "team_goal_home", "team_goal_away",
)  # fmt: skip


def _fill_whistles(window: MenuHost, menu: QMenu) -> None:
    """List what the clock can whistle now; the first is also F9."""
    menu.clear()
    for i, option in enumerate(window.clock.options):
        # The first is the window's F9 whistle: the key is shown, not bound a second time.
        action = menu.addAction(f"{option.label}\tF9" if i == 0 else option.label)
        action.triggered.connect(lambda _=False, i=i: window.clock.blow(i))
    if menu.isEmpty():
        menu.addAction(QCoreApplication.translate("menus", "No whistle now")).setEnabled(False)


def _show_log_menu(window: MenuHost, menu: QMenu, at: QPoint) -> None:
    """The log's menu at ``at`` (in its viewport), for the row there: that row is the
    one the actions act on. Beside no row, on the selected one (or none)."""
    log = window.event_log
    row = log.indexAt(at)
    if row.isValid():
        log.selectRow(row.row())
    menu.popup(log.viewport().mapToGlobal(at))


def _keys_in_the_log(window: MenuHost, a: dict[str, QAction]) -> None:
    """Delete, Alt+Up and Alt+Down act on the log's selected event only while the log
    has the focus: elsewhere they are the text fields' own keys (Delete in the
    quick-entry field deletes a character, never an event)."""
    for name in ("delete_event", "move_event_up", "move_event_down"):
        a[name].setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        window.event_log.addAction(a[name])


def _edit_selected(window: MenuHost) -> None:
    event = window.event_log.selected_event()
    if event is None:
        window.notify(QCoreApplication.translate("menus", "Select an event in the log first."))
        return
    window.edit_event(event)


def _delete_selected(window: MenuHost) -> None:
    event = window.event_log.selected_event()
    if event is None:
        window.notify(QCoreApplication.translate("menus", "Select an event in the log first."))
        return
    window.delete_event(event)


def _move_selected(window: MenuHost, step: int) -> None:
    event = window.event_log.selected_event()
    if event is None:
        window.notify(QCoreApplication.translate("menus", "Select an event in the log first."))
        return
    window.move_event(event, step)


def _find(window: MenuHost, step: int) -> None:
    """Find in the open match's log: open the bar (0), or the next (1) or previous (-1) row."""
    if window.document.match is None:
        window.statusBar().showMessage(
            QCoreApplication.translate("menus", "Open a match to find in its event log"), 5000
        )
        return
    dock = window.docks["logDock"]
    dock.show()
    dock.raise_()
    bar = window.log_panel.find_bar
    if step == 0 or not bar.isVisible() or not bar.line.text().strip():
        bar.open_bar()
    else:
        bar.find_row(step)


def _focus_quick(window: MenuHost) -> None:
    window.quick.line.setFocus()
    window.quick.line.selectAll()


def _formation(window: MenuHost, side: Side) -> None:
    doc = window.document
    if doc.match is None or doc.state is None:
        return
    try:
        from tracker.ui.setup.formation import FormationChangeDialog
    except ImportError:
        window.notify(
            QCoreApplication.translate(
                "menus", "Changing formation is not available in this version."
            )
        )
        return
    try:
        at = window.clock.current_time()
    except QuickEntryError:
        at = None
    event = FormationChangeDialog.ask(window.window(), doc.match, doc.state, side, at)
    if event is not None:
        window.log_event(event)


def _abandon(window: MenuHost) -> None:
    """Ask when and why the match was abandoned, and log it (undo takes it back)."""
    doc = window.document
    state = doc.state
    if doc.match is None or state is None or not state.started or state.over:
        return
    from tracker.ui.match.abandon import AbandonDialog  # loaded on first use

    try:
        at: MatchTime | None = window.clock.current_time()
    except QuickEntryError:  # a minute typed in the clock that cannot be read
        at = state.last_time  # the dialog shows it to correct
    assert at is not None  # kicked off: the kick-off is logged
    event = AbandonDialog.ask(window.window(), state, at)
    if event is not None:
        window.log_event(event)


def _confirm(window: MenuHost, confirmed: bool) -> None:
    doc = window.document
    change = doc.run(lambda mid: doc.service.set_confirmed(mid, confirmed))
    if change is not None:
        # A locked match cannot be edited: its undo history would only be refused.
        window.undo_stack.clear()
        if change.note:  # a connection lost as it was stored, or nothing to do
            from tracker.ui.common.refusals import as_sentence

            window.status_line.say(as_sentence(change.note))


def _help(window: MenuHost) -> None:
    from PySide6.QtWidgets import QMessageBox  # loaded on first use

    QMessageBox.information(
        window.window(),
        QCoreApplication.translate("menus", "Quick entry"),
        QCoreApplication.translate("QuickEntry", HELP),
    )


def _about(window: MenuHost) -> None:
    from tracker.ui.common.about import AboutDialog  # loaded on first use

    AboutDialog.ask(window.window())


def _preferences(window: MenuHost) -> None:
    """Edit › Preferences…; the name and the rules apply at once, in this window too."""
    from tracker.core.match.model import PRESETS
    from tracker.services.database import default_path
    from tracker.ui.common.preferences import PreferencesDialog
    from tracker.ui.match.author import author_name

    presets = [  # in the words of the New match dialog (their translation context)
        (preset.key, QCoreApplication.translate("rules", preset.name))
        for preset in PRESETS.values()
    ]
    if PreferencesDialog.ask(window.window(), window.settings, presets, str(default_path())):
        window.user_override = None  # the name set now counts, for this run too
        if window.document.service is not None:
            window.document.service.author = author_name(window.settings)
        window.show_author()


def _fill_recent(window: MenuHost, menu: QMenu) -> None:
    """File › Open Recent: the files still there, newest first, and Clear."""
    from tracker.ui.files.opening import RecentFiles, open_paths

    menu.clear()
    recent = RecentFiles(window.settings)
    paths = recent.paths()
    for number, path in enumerate(paths, 1):
        label = f"&{number % 10} {Path(path).name}"
        action = menu.addAction(label)
        action.setToolTip(path)
        action.setStatusTip(path)
        action.triggered.connect(lambda _=False, p=path: open_paths(window, [p], window.settings))
    if not paths:
        menu.addAction(QCoreApplication.translate("menus", "No recent files")).setEnabled(False)
    menu.addSeparator()
    clear = menu.addAction(QCoreApplication.translate("menus", "&Clear Menu"))
    clear.setObjectName("clearRecentAction")
    clear.setEnabled(bool(paths))
    clear.triggered.connect(lambda _=False: RecentFiles(window.settings).clear())
