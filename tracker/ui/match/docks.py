"""The match's docks around the pitch: the two line-ups, the event log and the key stats,
and the clock's tool bar.

Built with the window's panels once the database is open (this module and the panels'
load then, after the first paint). Their titles are the main window's words (its
translation context).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar, QWidget

from tracker.core.match.model import Side
from tracker.ui.match.eventlog import EventLogView
from tracker.ui.match.keystats import KeyStatsPanel, KeyStatsView, Runner
from tracker.ui.match.lineup import LineupPanel
from tracker.ui.match.logfind import EventLogPanel

if TYPE_CHECKING:
    from tracker.core.records.keystats import KeyStat
    from tracker.ui.match.clock import MatchClock
    from tracker.ui.match.document import MatchDocument


@dataclass(frozen=True)
class MatchDocks:
    """The panels docked around the pitch, their docks by name, and the clock's bar."""

    home_panel: LineupPanel
    away_panel: LineupPanel
    event_log: EventLogView
    #: The log under its find bar (Ctrl+F).
    log_panel: EventLogPanel
    key_stats: KeyStatsPanel
    docks: dict[str, QDockWidget]
    clock_bar: QToolBar


def build_docks(
    window: QMainWindow, clock: MatchClock, document: MatchDocument, run: Runner
) -> MatchDocks:
    """Dock the line-ups, the event log and the key stats in ``window``, and put the
    clock in a tool bar; the key stats read through ``document``'s service by ``run``."""
    home_panel = LineupPanel(Side.HOME)
    away_panel = LineupPanel(Side.AWAY)
    event_log = EventLogView()
    log_panel = EventLogPanel(event_log)
    key_stats = KeyStatsView()
    docks: dict[str, QDockWidget] = {}
    for name, title, widget, area in (
        (
            "homeDock",
            QCoreApplication.translate("MainWindow", "Home line-up"),
            home_panel,
            Qt.DockWidgetArea.LeftDockWidgetArea,
        ),
        (
            "awayDock",
            QCoreApplication.translate("MainWindow", "Away line-up"),
            away_panel,
            Qt.DockWidgetArea.RightDockWidgetArea,
        ),
        (
            "logDock",
            QCoreApplication.translate("MainWindow", "Event log"),
            log_panel,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        ),
        (
            "keyStatsDock",
            QCoreApplication.translate("MainWindow", "Key stats"),
            key_stats,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        ),
    ):
        dock = QDockWidget(title, window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        window.addDockWidget(area, dock)
        docks[name] = dock
    # The key stats share the log's place, a tab away; the log shows first.
    window.tabifyDockWidget(docks["logDock"], docks["keyStatsDock"])
    docks["logDock"].raise_()
    panel = _key_stats_panel(window, key_stats, docks["keyStatsDock"], document, run)
    clock_bar = QToolBar(QCoreApplication.translate("MainWindow", "Match clock"), window)
    clock_bar.setObjectName("clockBar")
    clock_bar.addWidget(clock)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, clock_bar)
    return MatchDocks(home_panel, away_panel, event_log, log_panel, panel, docks, clock_bar)


def _key_stats_panel(
    window: QWidget, view: KeyStatsView, dock: QDockWidget, document: MatchDocument, run: Runner
) -> KeyStatsPanel:
    """The open match's key stats across the library, read while their tab shows, and
    again when what they count over changes (anywhere). While the window publishes a
    site they are read after each change even when hidden: reading them counts the
    match in the record books, which the site (it only reads) needs to show its key
    stats as the match stands."""

    def read(match_id: int) -> list[KeyStat]:
        # Loaded with the first reading (off the GUI thread), not with the window.
        from tracker.core.i18n import language
        from tracker.services.records import RecordsService

        # In the window's language, as the rest of the window speaks.
        return RecordsService(document.service.db).key_stats(match_id, language())

    def stamp(match_id: int) -> str:
        from tracker.services.records import RecordsService

        return RecordsService(document.service.db).key_stats_stamp(match_id)

    panel = KeyStatsPanel(
        view,
        read,
        run,
        lambda: not dock.visibleRegion().isEmpty() or _publishing(window),
        stamp,
    )
    dock.visibilityChanged.connect(
        lambda visible: visible and QTimer.singleShot(0, window, panel.became_visible)
    )
    return panel


def _publishing(window: QWidget) -> bool:
    """True while ``window`` publishes a site (Match › Publish live…)."""
    found = window.findChild(QObject, "publisher")  # made on first use, if ever
    return bool(getattr(found, "running", False))
