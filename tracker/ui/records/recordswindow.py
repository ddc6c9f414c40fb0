"""The records window: competitions, teams and players, browsed like pages.

One window beside the match window. A tool bar picks an edition (the competition
view); activating a team or a player anywhere opens his page, and Back/Forward
(Alt+Left/Alt+Right, as in a browser) walk the pages seen. Every page is read from
:class:`RecordsService` when shown, so it reflects the library as it is now.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from tracker.services.errors import DatabaseError, ServerLost, ServiceError
from tracker.services.records import EditionInfo, RecordsService
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.stampwatch import StampWatch
from tracker.ui.records.competitionpage import BanSource, CompetitionPage, LeftOut
from tracker.ui.records.personpages import PlayerPageView, TeamPageView


@dataclass(frozen=True)
class Target:
    """A page: ``kind`` is "edition", "team" or "player"; ``id`` the stored record.

    ("competitions", 0) asks for the competition view wherever it would open.
    """

    kind: str
    id: int


class RecordsWindow(QMainWindow):
    """Browse the record books: an edition's view, team pages, player pages."""

    #: A logged match was asked for (its id): the match window opens it.
    matchRequested = Signal(int)

    def __init__(
        self,
        service: RecordsService,
        parent: QWidget | None = None,
        bans: BanSource | None = None,
        left_out: LeftOut | None = None,
    ) -> None:
        super().__init__(parent)
        # A window of its own beside the match window, not a dialog over it.
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("recordsWindow")
        self.setWindowTitle(self.tr("Records — Match Tracker"))
        self.service = service
        self.history: list[Target] = []
        self.position = -1
        self._editions: list[EditionInfo] = []
        # The page being read or shown: the change stamp followed is its own.
        self._reading: Target | None = None
        # A page asked for while the server did not answer: shown once it does.
        self._asked: Callable[[], object] | None = None

        self.competition = CompetitionPage()
        self.competition.bans = bans
        self.competition.left_out = left_out
        self.team = TeamPageView()
        self.player = PlayerPageView()
        self.empty = QLabel(
            self.tr(
                "The library holds no competitions yet.\n\nImport World Cup results "
                "(File › Import…) or give a match its competition and season."
            ),
        )
        self.empty.setObjectName("recordsEmpty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        for page in (self.competition, self.team, self.player, self.empty):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        for page in (self.competition, self.team, self.player):
            page.teamRequested.connect(self.show_team_named)
            page.matchRequested.connect(self.matchRequested)
        self.competition.playerRequested.connect(self.show_player)

        self.back = self._nav(self.tr("&Back"), QKeySequence.StandardKey.Back, -1, "goBack")
        self.forward = self._nav(
            self.tr("&Forward"), QKeySequence.StandardKey.Forward, 1, "goForward"
        )
        self.edition_box = QComboBox()
        self.edition_box.setObjectName("editionBox")
        self.edition_box.setMinimumContentsLength(24)
        self.edition_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.edition_box.activated.connect(self._on_edition_box_activated)
        # Any form of an edition's name can be typed: "2022 World Cup", "WC 2022".
        self.edition_box.setEditable(True)
        self.edition_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        edition_edit = self.edition_box.lineEdit()
        assert edition_edit is not None  # editable just above
        edition_edit.setPlaceholderText(self.tr("an edition, e.g. World Cup 2022"))
        self.edition_box.setAccessibleName(self.tr("Competition"))
        edition_edit.setAccessibleName(self.tr("Competition"))
        edition_edit.returnPressed.connect(self._on_edition_typed)
        label = QLabel(self.tr("Competitio&n: "))  # Alt+C is the Top scorers tab
        label.setBuddy(self.edition_box)
        self.reload = QAction(self.tr("Re&load"), self)
        self.reload.setObjectName("reloadPage")
        self.reload.setShortcuts(QKeySequence.StandardKey.Refresh)
        self.reload.setToolTip(self.tr("Read the page again from the library (F5)"))
        self.reload.triggered.connect(lambda _=False: self.go(0))
        bar = QToolBar(self.tr("Navigation"), self)
        bar.setObjectName("recordsBar")
        bar.setMovable(False)
        bar.addAction(self.back)
        bar.addAction(self.forward)
        bar.addAction(self.reload)
        bar.addSeparator()
        bar.addWidget(label)
        bar.addWidget(self.edition_box)
        self.addToolBar(bar)
        self.resize(1040, 720)
        self._update_nav()
        #: Reads the page shown again when what it shows moves: a merge, split or link of
        #: people (here, in another window or program), an import, a logged event. The
        #: stamp is the page's own (its matches, not the library's), so following it costs
        #: what the page shows.
        self.watch = StampWatch(
            self._page_stamp,
            self._on_library_changed,
            lambda: self.isVisible() and self.current() is not None,
            self,
        )
        self.watch.serverLost.connect(self._on_watch_server_lost)
        # A venue or a day chosen on the competition view reads the page again.
        self.competition.refused = lambda: self._refused(lambda: self.go(0))
        self.competition.server_lost = self._lost_reading_again

    def lose(self, said: str) -> None:
        """The server was found out of reach elsewhere (``said``: why; "" once it answers
        there, which the window finds out itself): no page is read on the window's
        thread until it answers."""
        if said:
            self.watch.lose(said)

    def _on_watch_server_lost(self, said: str) -> None:
        # Said until the server answers (a page read meanwhile may clear it).
        if said:
            self._say_lost()
            return
        self.statusBar().showMessage(self.tr("The database server answers again."), 8000)
        asked, self._asked = self._asked, None
        if asked is not None:
            asked()

    def _say_lost(self) -> None:
        self.statusBar().showMessage(
            self.tr(
                "The database server does not answer: the page is not read again "
                "until it does. The window asks it again every few seconds."
            )
        )

    def _refused(self, asked: Callable[[], object]) -> bool:
        """True if the server is known not to answer: nothing is read on the window's
        thread (each try could hold it for the connection timeout), the window says so,
        and ``asked`` is done once the server answers (the page asked for last)."""
        if not self.watch.lost:
            return False
        self._asked = asked
        self._say_lost()
        self.watch.lose(self.watch.lost)  # asked again now, off the window's thread
        return True

    def _lost_reading_again(self, said: str) -> None:
        """The page's read again found the server out of reach: done once it answers."""
        self._asked = lambda: self.go(0)
        self.watch.lose(said)

    def _page_stamp(self) -> str:
        """The change stamp of the page being read or shown."""
        target = self._reading or self.current()
        if target is None:
            return self.service.stamp()
        return self.service.page_stamp(target.kind, target.id)

    def _on_library_changed(self) -> None:
        # The page's place in the history, its tab and its chooser stay as they are.
        target = self.current()
        if target is not None:
            self._render(target)

    def _nav(self, text: str, key: QKeySequence.StandardKey, step: int, name: str) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.setShortcuts(key)  # every key the platform gives (Alt+Left and Back…)
        action.setToolTip(f"{text.replace('&', '')} ({QKeySequence(key).toString()})")
        action.triggered.connect(lambda _=False: self.go(step))
        return action

    # --- what to show ----------------------------------------------------------------
    def reload_editions(self) -> list[EditionInfo]:
        """Read the editions again into the chooser; the list read."""
        self._editions = self.service.editions()
        current = self.edition_box.currentData()
        self.edition_box.clear()
        for edition in self._editions:
            self.edition_box.addItem(edition.name, edition.id)
        self.edition_box.setCurrentIndex(max(self.edition_box.findData(current), 0))
        return self._editions

    def show_competitions(self, edition_id: int | None = None) -> bool:
        """The competition view: of ``edition_id``, else the latest edition played."""
        if edition_id is None:
            if self._refused(self.show_competitions):
                return False
            edition_id = _latest(self.reload_editions())
        if edition_id is None:
            self.pages.setCurrentWidget(self.empty)
            self.statusBar().showMessage(self.tr("No competitions in the library yet."))
            return False
        return self.open(Target("edition", edition_id))

    def show_edition(self, edition_id: int) -> bool:
        """An edition's competition view."""
        return self.open(Target("edition", edition_id))

    def show_team(self, team_id: int) -> bool:
        """A team's page."""
        return self.open(Target("team", team_id))

    def show_team_named(self, name: str) -> bool:
        """The page of the team called ``name``."""
        if self._refused(lambda: self.show_team_named(name)):
            return False
        try:
            team_id, _ = self.service.find_team(name)
        except ServerLost as exc:
            self.watch.lose(str(exc))
            return False
        except (ServiceError, DatabaseError) as exc:
            self.statusBar().showMessage(
                self.tr("No page for {name}: {exc}").format(name=name, exc=exc), 8000
            )
            return False
        return self.show_team(team_id)

    def show_player(self, person_id: int) -> bool:
        """A player's page."""
        return self.open(Target("player", person_id))

    def open(self, target: Target) -> bool:
        """Show a page and add it to the history (after the current one)."""
        if self._refused(lambda: self.open(target)):
            return False
        if not self._render(target):
            if self.watch.lost:  # found out now: shown once the server answers
                self._asked = lambda: self.open(target)
            return False
        del self.history[self.position + 1 :]
        if not self.history or self.history[-1] != target:
            self.history.append(target)
        self.position = len(self.history) - 1
        self._update_nav()
        return True

    def go(self, step: int) -> None:
        """Back (-1) or forward (+1) in the pages seen; 0 reads the page again."""
        position = self.position + step
        if not 0 <= position < len(self.history) or self._refused(lambda: self.go(step)):
            return
        if self._render(self.history[position]):
            self.position = position
        elif self.watch.lost:  # found out now: done once the server answers
            self._asked = lambda: self.go(step)
        self._update_nav()

    def current(self) -> Target | None:
        """The page shown."""
        return self.history[self.position] if 0 <= self.position < len(self.history) else None

    def _render(self, target: Target) -> bool:
        shown, self._reading = self._reading, target
        self.watch.mark()  # the page is read as of its stamp
        if self.watch.lost:  # found out by that read: not tried a second time
            self._reading = shown
            return False
        try:
            if target.kind == "edition":
                # One small query: the chooser follows editions imported meanwhile.
                edition = next((e for e in self.reload_editions() if e.id == target.id), None)
                if edition is None:
                    raise ServiceError(self.tr("there is no edition {id}").format(id=target.id))
                self.competition.show_edition(self.service, edition)
                self.edition_box.setCurrentIndex(self.edition_box.findData(edition.id))
                page: QWidget = self.competition
                title = edition.name
            elif target.kind == "team":
                self.team.show_team(self.service, target.id)
                page, title = self.team, self.team.page.name if self.team.page else ""
            else:
                self.player.show_player(self.service, target.id)
                page = self.player
                title = self.player.page.person.name if self.player.page else ""
        except ServerLost as exc:  # not asked on the window's thread again until it answers
            self._reading = shown
            self.watch.lose(str(exc))
            return False
        except (ServiceError, DatabaseError) as exc:
            self.statusBar().showMessage(
                as_sentence(self.tr("Cannot show this page: {exc}").format(exc=exc)), 8000
            )
            self._reading = shown  # the page still shown is the one followed
            self.watch.mark()
            return False
        self.pages.setCurrentWidget(page)
        self.setWindowTitle(self.tr("{title} — Records — Match Tracker").format(title=title))
        self.statusBar().clearMessage()
        return True

    def _update_nav(self) -> None:
        self.back.setEnabled(self.position > 0)
        self.forward.setEnabled(self.position < len(self.history) - 1)

    def _on_edition_typed(self) -> None:
        from tracker.services.records import find_edition

        text = self.edition_box.currentText()
        if self.edition_box.findText(text) >= 0:
            return  # a name in the list: its activation shows it
        if not self._editions and self._refused(self._on_edition_typed):
            return
        try:
            edition = find_edition(self._editions or self.reload_editions(), text)
        except ServiceError as exc:  # unknown, or several fit: say which
            self.statusBar().showMessage(as_sentence(str(exc)), 10000)
            return
        self.show_edition(edition.id)
        self.competition.tabs.setFocus()

    def _on_edition_box_activated(self, index: int) -> None:
        edition_id = self.edition_box.itemData(index)
        if edition_id is not None:
            self.show_edition(int(edition_id))
            self.competition.tabs.setFocus()


def _latest(editions: list[EditionInfo]) -> int | None:
    """The edition most recently played (the highest year holding matches)."""
    held = [e for e in editions if e.matches] or editions
    best = max(held, key=lambda e: (e.year or 0, e.season), default=None)
    return best.id if best is not None else None


__all__ = ["RecordsWindow", "Target"]
