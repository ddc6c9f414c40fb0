"""The competition view: an edition's fixtures and results, group tables, top scorers,
cards and suspensions; a league's tables (whole season, home or away, with form and
points adjustments), a split's parts, and its play-offs and two-legged ties.

Each table is a :class:`RecordTable` over what :class:`RecordsService` returns for the
edition (a handful of indexed queries, nothing replayed). Activating a row (double
click or Enter) asks the records window for the page behind it: a team from a table
or a match, a player from a leader board.
"""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tracker.core.i18n import gettext, language
from tracker.core.league.counted import combined, day_passed, table_note
from tracker.core.league.standings import Row
from tracker.core.league.tables import PhaseTable, Venue
from tracker.core.records.books import PlayedMatch, RecordKind
from tracker.core.records.coverage import Coverage, Need, bans_note, missing
from tracker.core.results.rounds import round_words, rounds_in_order
from tracker.services.errors import DatabaseError, ServerLost, ServiceError
from tracker.services.records import EditionInfo, GroupTable, Leader, RecordsService
from tracker.ui.common.translation import weekday_date_format
from tracker.ui.records import recordcolumns as cols
from tracker.ui.records.recordtable import (
    ROW_ROLE,
    Column,
    RecordTable,
    fit_height,
    fit_width,
    record_view,
)


@dataclass(frozen=True)
class BanLine:
    """One suspension as the competition view lists it."""

    name: str
    team: str
    ban: str
    serves: str
    person_id: int | None = None


#: Where the edition's suspensions come from (the suspension rules), if installed.
BanSource = Callable[[int], Sequence[BanLine]]
#: The cards an edition's list of suspensions does not count, in words ("" for none).
LeftOut = Callable[[int], str]


def _ban_columns() -> list[Column[BanLine]]:
    return [
        Column(QCoreApplication.translate("competitionpage", "Player"), lambda b: b.name),
        Column(QCoreApplication.translate("competitionpage", "Team"), lambda b: b.team),
        Column(QCoreApplication.translate("competitionpage", "Ban"), lambda b: b.ban),
        Column(
            QCoreApplication.translate("competitionpage", "Serves"),
            lambda b: b.serves,
            stretch=True,
        ),
    ]


class CompetitionPage(QWidget):
    """One edition: matches, standings, scorers, cards (tabs, each keyboard reachable)."""

    #: A team's page was asked for (its name).
    teamRequested = Signal(str)
    #: A player's page was asked for (person id).
    playerRequested = Signal(int)
    #: A match was asked for (match id): the window opens it.
    matchRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("competitionPage")
        self.edition: EditionInfo | None = None
        #: The edition whose dates the "as of" choice spans.
        self._as_of_edition: int | None = None
        self.bans: BanSource | None = None
        self.left_out: LeftOut | None = None
        self.title = QLabel()
        self.title.setObjectName("competitionTitle")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.summary = QLabel()
        self.summary.setObjectName("competitionSummary")
        self.summary.setWordWrap(True)

        self.matches = RecordTable(cols.edition_matches(), self, greyed=lambda m: not m.played)
        self.matches_view = record_view(self.matches, "editionMatches")
        self.matches_view.setAccessibleName(self.tr("Matches of the edition"))
        self.matches_view.activated.connect(self._on_matches_view_activated)
        self.matches_view.setToolTip(
            self.tr("Double-click (or Enter on) a team for its page; on a logged match, to open it")
        )
        #: The matches of one round (a league's matchday) or of all.
        self.round_box = QComboBox()
        self.round_box.setObjectName("roundBox")
        self.round_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.round_box.activated.connect(self._on_round_box_activated)
        round_label = QLabel(self.tr("&Round: "))
        round_label.setBuddy(self.round_box)
        matches_tab = QWidget()
        matches_tab.setObjectName("matchesTab")
        matches_split = QVBoxLayout(matches_tab)
        matches_split.setContentsMargins(0, 0, 0, 0)
        round_row = QHBoxLayout()
        round_row.addWidget(round_label)
        round_row.addWidget(self.round_box)
        round_row.addStretch(1)
        matches_split.addLayout(round_row)
        matches_split.addWidget(self.matches_view, 1)
        self._listed: list[PlayedMatch] = []

        self.groups: list[tuple[str, RecordTable[Row]]] = []
        self.league_models: list[tuple[str, RecordTable[Any]]] = []
        self.standings_box = QWidget()
        self.standings_box.setObjectName("standingsBox")
        #: Group tables two abreast, each as tall as its rows.
        self.standings_layout = QGridLayout(self.standings_box)
        self.standings_scroll = QScrollArea()
        self.standings_scroll.setObjectName("standingsScroll")
        self.standings_scroll.setAccessibleName(self.tr("Standings"))
        self.standings_scroll.setWidgetResizable(True)
        self.standings_scroll.setWidget(self.standings_box)
        self.standings_scroll.viewport().installEventFilter(self)
        #: The group tables shown, and how many side by side.
        self._group_tables: list[GroupTable] = []
        self._abreast, self._widest = 2, 0
        #: A league's tables count the whole season, or home or away matches only.
        self.venue_box = QComboBox()
        self.venue_box.setObjectName("venueBox")
        for text, venue in ((self.tr("Whole season"), Venue.ALL), (self.tr("Home matches"), Venue.HOME),
                            (self.tr("Away matches"), Venue.AWAY)):  # fmt: skip
            self.venue_box.addItem(text, venue)
        self.venue_box.activated.connect(self._on_venue_box_activated)
        venue_label = QLabel(self.tr("Co&unt: "))
        venue_label.setBuddy(self.venue_box)
        self.venue_row = QWidget()
        self.venue_row.setObjectName("venueRow")
        venue_layout = QHBoxLayout(self.venue_row)
        venue_layout.setContentsMargins(0, 0, 0, 0)
        venue_layout.addWidget(venue_label)
        venue_layout.addWidget(self.venue_box)
        #: The tables as of a day: the matches played by then, the adjustments in effect.
        self.as_of_box = QCheckBox(self.tr("As o&f"))
        self.as_of_box.setObjectName("asOfBox")
        self.as_of_box.setToolTip(
            self.tr(
                "The tables as they stood on a day: the matches played by then and the "
                "points adjustments in effect"
            )
        )
        self.as_of_date = QDateEdit()
        self.as_of_date.setObjectName("asOfDate")
        self.as_of_date.setAccessibleName(self.tr("Standings as of"))
        self.as_of_date.setCalendarPopup(True)
        self.as_of_date.setDisplayFormat(weekday_date_format())
        self.as_of_date.setEnabled(False)
        self.as_of_box.toggled.connect(self._on_as_of_box_toggled)
        self.as_of_date.dateChanged.connect(self._on_as_of_date_changed)
        venue_layout.addSpacing(16)
        venue_layout.addWidget(self.as_of_box)
        venue_layout.addWidget(self.as_of_date)
        venue_layout.addStretch(1)
        #: Records, lists and removes the edition's points deductions and awards.
        self.adjust_button = QPushButton(self.tr("&Adjust points…"))
        self.adjust_button.setObjectName("adjustButton")
        self.adjust_button.setToolTip(
            self.tr("Record a points deduction or award with its reason, or remove one")
        )
        self.adjust_button.clicked.connect(self._on_adjust_button_clicked)
        venue_layout.addWidget(self.adjust_button)
        #: The open adjustments dialog, if any.
        self.adjust_dialog: Any = None
        #: Who records an adjustment (the window's user).
        self.author: Callable[[], str] = lambda: ""
        #: Asked before the page is read again for a venue or a day: True if the server
        #: is known not to answer (the records window says so, and reads it once it does).
        self.refused: Callable[[], bool] = lambda: False
        #: Told why the server did not answer such a read.
        self.server_lost: Callable[[str], object] = lambda _said: None
        self._teams: list[str] = []
        self.venue_row.hide()
        standings_tab = QWidget()
        standings_tab.setObjectName("standingsTab")
        standings_split = QVBoxLayout(standings_tab)
        standings_split.setContentsMargins(0, 0, 0, 0)
        standings_split.addWidget(self.venue_row)
        standings_split.addWidget(self.standings_scroll, 1)
        self._service: RecordsService | None = None

        self.scorers = RecordTable(cols.scorers(), self)
        self.scorers_view = record_view(self.scorers, "topScorers")
        self.scorers_view.setAccessibleName(self.tr("Top scorers"))
        #: What the edition's matches lack for the board (scorers, line-ups), if anything.
        self.scorers_note = QLabel()
        self.scorers_note.setObjectName("scorersNote")
        self.scorers_note.setWordWrap(True)
        scorers_tab = QWidget()
        scorers_layout = QVBoxLayout(scorers_tab)
        scorers_layout.setContentsMargins(0, 0, 0, 0)
        scorers_layout.addWidget(self.scorers_note)
        scorers_layout.addWidget(self.scorers_view, 1)
        self.scorers_view.activated.connect(
            lambda index: self.playerRequested.emit(index.data(ROW_ROLE).leader.person_id)
        )
        self.cards = RecordTable(cols.cards(), self)
        self.cards_view = record_view(self.cards, "cardsTable")
        self.cards_view.setAccessibleName(self.tr("Cards"))
        self.cards_view.activated.connect(
            lambda index: self.playerRequested.emit(index.data(ROW_ROLE).person_id)
        )
        self.suspensions = RecordTable(_ban_columns(), self)
        self.suspensions_view = record_view(self.suspensions, "suspensionsTable")
        self.suspensions_view.setAccessibleName(self.tr("Suspensions"))
        self.suspensions_view.activated.connect(self._on_suspensions_view_activated)
        self.suspensions_note = QLabel()
        self.suspensions_note.setObjectName("suspensionsNote")
        self.suspensions_note.setWordWrap(True)
        discipline = QWidget()
        split = QVBoxLayout(discipline)
        split.addWidget(QLabel(self.tr("<b>Cards</b>")))
        self.cards_note = QLabel()
        self.cards_note.setObjectName("cardsNote")
        self.cards_note.setWordWrap(True)
        split.addWidget(self.cards_note)
        split.addWidget(self.cards_view, 3)
        split.addWidget(QLabel(self.tr("<b>Suspensions</b>")))
        split.addWidget(self.suspensions_note)
        split.addWidget(self.suspensions_view, 2)
        #: Takes the room when neither list shows: the notes stay under their headings.
        split.addStretch(0)
        self._discipline = split

        self.tabs = QTabWidget()
        self.tabs.setObjectName("competitionTabs")
        self.tabs.addTab(matches_tab, self.tr("&Matches"))
        self.tabs.addTab(standings_tab, self.tr("&Standings"))
        self.tabs.addTab(scorers_tab, self.tr("Top s&corers"))
        self.tabs.addTab(discipline, self.tr("Cards and s&uspensions"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)

    def show_edition(self, service: RecordsService, edition: EditionInfo) -> None:
        """Show an edition (raises ServiceError if it is gone)."""
        self.edition = edition
        self._service = service
        self.title.setText(
            self.tr("<span style='font-size:15pt; font-weight:600'>{name}</span>").format(
                name=html.escape(edition.name)
            )
        )
        played = service.results(edition.id)
        to_play = service.fixtures(edition.id)
        venue = self.venue_box.currentData()
        self._set_as_of_range(played, new=self._as_of_edition != edition.id)
        self._as_of_edition = edition.id
        season = service.league_season(edition.id, venue, self.as_of())
        tables = [] if season is not None else service.standings(edition.id)
        goals = service.top_scorers(edition_id=edition.id, limit=50)
        booked = _booked(service, edition.id)
        cover = service.coverage(edition_id=edition.id)
        listed = sorted([*played, *to_play], key=lambda m: m.order)
        self._listed = listed
        self._fill_rounds(listed)
        self._show_round()
        # Match numbers only where the source gives them.
        self.matches_view.setColumnHidden(0, not any(m.number for m in listed))
        self.venue_row.setVisible(season is not None)
        if season is not None:
            self._teams = list(
                dict.fromkeys(
                    t
                    for m in season.matches
                    for t, real in ((m.home, m.home_team_id), (m.away, m.away_team_id))
                    if real is not None
                )
            )
            self._show_league(season.tables, season.ties, venue, season.note(language()))
        else:
            self._show_tables(tables)
        self.scorers.set_rows(cols.ranked(goals, "goals"))
        self.scorers_note.setText(_scorers_note(cover))
        self.scorers_note.setVisible(bool(self.scorers_note.text()))
        self.cards.set_rows(booked)
        self.cards_view.setVisible(bool(booked))
        self.cards_note.setText(_cards_note(cover, bool(booked)))
        self.cards_note.setVisible(bool(self.cards_note.text()))
        self._show_bans(edition.id, cover)
        lists = bool(booked) or bool(self.suspensions.rows())
        self._discipline.setStretch(self._discipline.count() - 1, 0 if lists else 1)
        self.summary.setText(_summary(played, to_play, len(tables)))
        # Before a tournament starts, its fixtures are what there is to see.
        if self.tabs.currentIndex() == 1 and not tables and season is None:
            self.tabs.setCurrentIndex(0)

    def _clear_tables(self) -> None:
        while self.standings_layout.count():
            item = self.standings_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # until it is deleted, it would still paint where it was
                widget.setParent(None)  # nor be found among the page's tables
                widget.deleteLater()
        self.groups = []
        self._group_tables = []
        self.league_models = []
        grid = self.standings_layout
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 0)

    def _show_tables(self, tables: list[GroupTable]) -> None:
        self._clear_tables()
        self._group_tables = tables
        grid = self.standings_layout
        shown: list[tuple[QLabel, QTableView]] = []
        for table in tables:
            model = RecordTable(cols.standings(), self.standings_box)
            model.set_rows(table.rows)
            view = record_view(model, f"standings {table.group}", self.standings_box)
            fit_height(view)
            view.activated.connect(lambda index: self.teamRequested.emit(index.data(ROW_ROLE).team))
            name = html.escape(round_words(table.group))
            label = QLabel(f"<b>{name}</b>", self.standings_box)
            label.setBuddy(view)
            view.setAccessibleName(round_words(table.group))  # Qt 6.8: not after its buddy
            shown.append((label, view))
            self.groups.append((table.group, model))
        views = [view for _, view in shown]
        _chain_after(self.standings_scroll, views)
        _align_team_columns(views)
        for view in views:
            fit_width(view)
        # Two abreast where both fit whole; else one under the other (never a table cut
        # to a scroll bar of its own, its points column out of sight).
        self._widest = max((view.minimumWidth() for view in views), default=0)
        self._abreast = self._groups_abreast()
        for i, (label, view) in enumerate(shown):
            row, column = divmod(i, self._abreast)
            grid.addWidget(label, 2 * row, column)
            grid.addWidget(view, 2 * row + 1, column)
        end = 2 * -(-len(tables) // self._abreast)
        if not tables:
            # Row 0 named: the grid keeps the rows an edition shown before filled, and
            # the next free one would sit under the stretch, at the foot of the page.
            grid.addWidget(
                QLabel(self.tr("No group tables: this edition has no group matches stored.")),
                0,
                0,
                1,
                2,
            )
            end = 1
        elif any(r.tied_with for t in tables for r in t.rows):
            tied = [t for t in tables if any(r.tied_with for r in t.rows)]
            lacking = missing(sum((t.cover for t in tied), Coverage()), Need.CARDS, language())
            if not all(t.fair_play for t in tied):
                then = self.tr("the regulations then use lots")
            elif lacking:
                then = self.tr("fair play cannot be counted here: {lacking}; lots may decide")
                then = then.format(lacking=lacking)
            else:
                then = self.tr("the regulations then use fair play or lots")
            note = QLabel(
                self.tr(
                    "<span style='color:gray'>* level on every criterion the library holds ({then}).</span>"
                ).format(then=then)
            )
            grid.addWidget(note, end, 0, 1, 2)
            end += 1
        placed = [r.play_off_note() for t in tables for r in t.rows if r.play_off is not None]
        if placed:
            # A place a play-off settled (1954, 1958): the table's figures do not show why.
            said = self.tr("not in the table's figures")
            lines = "<br>".join(f"{html.escape(line)} ({said})" for line in placed)
            grid.addWidget(QLabel(f"<span style='color:gray'>{lines}</span>"), end, 0, 1, 2)
            end += 1
        if tables:
            counted = table_note(combined(t.count for t in tables), language())
            grid.addWidget(self._count_note(counted), end, 0, 1, 2)
            end += 1
        grid.setRowStretch(end, 1)

    def _groups_abreast(self) -> int:
        """How many group tables fit side by side in the page's width: two or one."""
        grid = self.standings_layout
        margins = grid.contentsMargins()
        room = (
            self.standings_scroll.viewport().width()
            - margins.left()
            - margins.right()
            - grid.horizontalSpacing()
        )
        return 2 if room >= 2 * self._widest else 1

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The page's width changed: lay the group tables out again if two abreast no
        longer fit (or now do)."""
        if (
            event.type() == QEvent.Type.Resize
            and watched is self.standings_scroll.viewport()
            and self._group_tables
            and self._groups_abreast() != self._abreast
        ):
            self._show_tables(self._group_tables)
        return super().eventFilter(watched, event)

    def _show_league(
        self,
        tables: list[PhaseTable],
        ties: list[Any],
        venue: Venue,
        counted: str,
    ) -> None:
        """A league's tables one under another, what they count, then its knockout ties."""
        self._clear_tables()
        grid = self.standings_layout
        line = 0
        views: list[QWidget] = []
        for table in tables:
            model: RecordTable[Any] = RecordTable(cols.league_standings(), self.standings_box)
            model.set_rows(table.rows)
            view = record_view(model, f"league {table.title}", self.standings_box)
            fit_height(view)
            view.activated.connect(lambda index: self.teamRequested.emit(index.data(ROW_ROLE).team))
            heading = gettext(table.title)  # "Table", "League phase"; a phase's own name
            if table.carries:
                heading += f" ({table.carry_note()})"
            # A phase's own name comes from the file; rich text, so escaped.
            label = QLabel(f"<b>{html.escape(heading)}</b>", self.standings_box)
            label.setBuddy(view)
            view.setAccessibleName(heading)  # Qt 6.8 names no table after its buddy label
            views.append(view)
            grid.addWidget(label, line, 0)
            grid.addWidget(view, line + 1, 0)
            line += 2
            notes = [html.escape(f"* {r.team} {n}") for r in table.rows for n in r.notes]
            if any(r.tied_with for r in table.rows):
                notes.append(self.tr("† level on every criterion the library holds"))
            if notes and venue is Venue.ALL:
                note = QLabel("<br>".join(notes), self.standings_box)
                note.setObjectName("leagueNotes")
                grid.addWidget(note, line, 0)
                line += 1
            self.league_models.append((table.title, model))
        if tables:
            grid.addWidget(self._count_note(counted), line, 0)
            line += 1
        listed = [tie for _, round_ties in ties for tie in round_ties]
        if listed and venue is Venue.ALL:
            model = RecordTable(cols.ties(), self.standings_box)
            model.set_rows(listed)
            view = record_view(model, "leagueTies", self.standings_box)
            fit_height(view)
            heading = self.tr("Play-offs and knockout ties")
            label = QLabel(f"<b>{heading}</b>", self.standings_box)
            label.setBuddy(view)
            view.setAccessibleName(heading)  # Qt 6.8 names no table after its buddy label
            views.append(view)
            grid.addWidget(label, line, 0)
            grid.addWidget(view, line + 1, 0)
            line += 2
            self.league_models.append((self.tr("Ties"), model))
        if not tables and not listed:
            grid.addWidget(QLabel(self.tr("No league matches stored yet.")), line, 0)
            line += 1
        _chain_after(self.standings_scroll, views)
        grid.setRowStretch(line, 1)

    def _count_note(self, counted: str) -> QLabel:
        """The line under the tables: what they count (:func:`table_note`)."""
        note = QLabel(counted, self.standings_box)
        note.setObjectName("tableCount")
        note.setWordWrap(True)
        return note

    def _fill_rounds(self, listed: Sequence[PlayedMatch]) -> None:
        """The rounds in playing order (the groups and matchdays in their own), in the
        window's language as the table writes them; the choice kept."""
        kept = self.round_box.currentData()
        self.round_box.clear()
        self.round_box.addItem(self.tr("All rounds"), "")
        for name in rounds_in_order([m.round for m in listed]):
            self.round_box.addItem(round_words(name), name)
        found = self.round_box.findData(kept) if kept else 0
        self.round_box.setCurrentIndex(max(found, 0))

    def _show_round(self) -> None:
        wanted = self.round_box.currentData()
        self.matches.set_rows([m for m in self._listed if not wanted or m.round == wanted])

    def _on_round_box_activated(self, _index: int) -> None:
        self._show_round()

    def league_rows(self) -> dict[str, list[tuple[str, ...]]]:
        """Each league table (and the ties) as shown (for tests and copying)."""
        return {title: model.texts() for title, model in self.league_models}

    def as_of(self) -> dt.date | None:
        """The day the league tables are shown as of (None: every match stored)."""
        if not self.as_of_box.isChecked():
            return None
        return cast(dt.date, self.as_of_date.date().toPython())

    def _set_as_of_range(self, played: Sequence[PlayedMatch], *, new: bool) -> None:
        """Days from the edition's first match played to its last; a ``new`` edition
        starts with every match counted (the day chosen is kept while it stays)."""
        days = sorted(m.date for m in played if m.date is not None)
        self.as_of_date.blockSignals(True)
        self.as_of_box.blockSignals(True)
        if new or not days:
            self.as_of_box.setChecked(False)
            self.as_of_date.setEnabled(False)
        if days:
            # PySide6 makes a QDate of a datetime.date; its stubs do not say so.
            self.as_of_date.setDateRange(QDate(days[0]), QDate(days[-1]))  # type: ignore[call-overload]
            if new:
                self.as_of_date.setDate(QDate(days[-1]))  # type: ignore[call-overload]
        self.as_of_box.setEnabled(bool(days))
        self.as_of_date.blockSignals(False)
        self.as_of_box.blockSignals(False)

    def _on_as_of_box_toggled(self, checked: bool) -> None:
        self.as_of_date.setEnabled(checked)
        self._on_venue_box_activated(0)

    def _on_as_of_date_changed(self, _date: QDate) -> None:
        if self.as_of_box.isChecked():
            self._on_venue_box_activated(0)

    def _on_adjust_button_clicked(self) -> None:
        if self._service is None or self.edition is None:
            return
        from tracker.ui.records.adjustments import AdjustmentsDialog

        if self.adjust_dialog is not None:
            self.adjust_dialog.close()
        dialog = AdjustmentsDialog(
            self._service.leagues(),
            self.edition.id,
            self.edition.name,
            self._teams,
            author=self.author,
            parent=self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.changed.connect(lambda: self._on_venue_box_activated(0))
        dialog.destroyed.connect(lambda: setattr(self, "adjust_dialog", None))
        self.adjust_dialog = dialog
        dialog.open()

    def _on_venue_box_activated(self, _index: int) -> None:
        if self._service is not None and self.edition is not None and not self.refused():
            try:
                self.show_edition(self._service, self.edition)
            except ServerLost as exc:  # not asked on the window's thread until it answers
                self.server_lost(str(exc))
            except (ServiceError, DatabaseError) as exc:
                self.summary.setText(self.tr("Cannot show this edition: {exc}").format(exc=exc))

    def _show_bans(self, edition_id: int, cover: Coverage) -> None:
        if self.bans is None:
            self.suspensions.set_rows([])
            self.suspensions_note.setText(self.tr("Suspensions are not available in this version."))
            self.suspensions_view.hide()
            return
        try:
            found = list(self.bans(edition_id))
            left = self.left_out(edition_id) if self.left_out is not None else ""
        except (ServiceError, DatabaseError) as exc:
            self.suspensions.set_rows([])
            self.suspensions_view.hide()
            self.suspensions_note.setText(
                self.tr("The suspensions cannot be worked out: {exc}").format(exc=exc)
            )
            self.suspensions_note.show()
            return
        self.suspensions.set_rows(found)
        self.suspensions_view.setVisible(bool(found))
        # "No suspensions" only over matches whose cards are all recorded, and when no
        # card is left out of the count.
        note = "; ".join(p for p in (bans_note(cover, bool(found), language()), left) if p)
        note = note[:1].upper() + note[1:] + "." if note else ""
        self.suspensions_note.setText(
            note or ("" if found else self.tr("No suspensions in this edition."))
        )
        self.suspensions_note.setVisible(bool(self.suspensions_note.text()))

    def standings_rows(self) -> dict[str, list[tuple[str, ...]]]:
        """Each group's table as shown (for tests and copying)."""
        return {group: model.texts() for group, model in self.groups}

    def _on_matches_view_activated(self, index: QModelIndex) -> None:
        match: PlayedMatch = index.data(ROW_ROLE)
        column = self.matches.columns[index.column()]
        if cols.titled(column, "Home") and match.home_team_id is not None:
            self.teamRequested.emit(match.home)
        elif cols.titled(column, "Away") and match.away_team_id is not None:
            self.teamRequested.emit(match.away)
        elif match.record is RecordKind.LOGGED:
            self.matchRequested.emit(match.id)

    def _on_suspensions_view_activated(self, index: QModelIndex) -> None:
        ban: BanLine = index.data(ROW_ROLE)
        if ban.person_id is not None:
            self.playerRequested.emit(ban.person_id)


def _chain_after(first: QWidget, widgets: Sequence[QWidget]) -> None:
    """Tab goes from ``first`` through ``widgets`` in their order.

    Made after the window's tool bar, a page's tables would otherwise come after its
    competition chooser in the Tab order: Tab from the tables' page would leave the page
    for the chooser, and come back to them from there.
    """
    for before, after in zip([first, *widgets], widgets, strict=False):
        QWidget.setTabOrder(before, after)


def _align_team_columns(views: list[QTableView]) -> None:
    """One width for every group's team column, so the tables line up."""
    if not views:
        return
    width = max(v.sizeHintForColumn(1) for v in views) + 12
    for view in views:
        view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        view.setColumnWidth(1, width)


def _booked(service: RecordsService, edition_id: int) -> list[Leader]:
    """Every player booked or sent off in the edition: most reds, then most yellows."""
    found: dict[int, Leader] = {}
    for order in ("reds", "yellows"):
        for leader in service.top_scorers(edition_id=edition_id, order=order, limit=None):
            found.setdefault(leader.person_id, leader)
    return sorted(found.values(), key=lambda x: (-x.tally.reds, -x.tally.yellows, x.name))


def _scorers_note(cover: Coverage) -> str:
    """What the board cannot count, in words; "" when its matches carry it all."""
    parts = []
    lacking = missing(cover, Need.SCORERS, language())  # the counts in the window's words
    if lacking:
        parts.append(
            QCoreApplication.translate(
                "competitionpage",
                "{lacking}: a figure marked ≥ may be higher, and a scorer of those matches may be missing here.",
            ).format(lacking=lacking[:1].upper() + lacking[1:])
        )
    if not cover.complete(Need.LINEUPS):
        parts.append(
            QCoreApplication.translate(
                "competitionpage",
                "Line-ups known for {lineups} of {matches} matches: a result lists its scorers only, so assists and appearances count only what is known.",
            ).format(lineups=cover.lineups, matches=cover.matches)
        )
    return " ".join(parts)


def _cards_note(cover: Coverage, booked: bool) -> str:
    """What the cards list cannot count: "" when every match has its cards recorded."""
    lacking = missing(cover, Need.CARDS, language())
    if not lacking:
        return (
            ""
            if booked
            else QCoreApplication.translate("competitionpage", "No cards in this edition.")
        )
    lacking = lacking[:1].upper() + lacking[1:]
    if not booked:
        return QCoreApplication.translate(
            "competitionpage",
            "{lacking} (results carry no cards; logged matches do): no cards can be listed.",
        ).format(lacking=lacking)
    return QCoreApplication.translate(
        "competitionpage", "{lacking} (results carry no cards): the counts marked ≥ may be higher."
    ).format(lacking=lacking)


def _summary(played: Sequence[Any], to_play: Sequence[Any], groups: int) -> str:
    """The line under an edition's page: its matches played, being played, to play."""
    today = dt.date.today()
    ended = sum(1 for m in played if not m.in_play)  # a match being logged is not played yet
    unfinished = sum(1 for m in played if m.unfinished(today))
    parts = [
        QCoreApplication.translate("competitionpage", "{len} match{value} played").format(
            len=ended, value="es" if ended != 1 else ""
        )
    ]
    if ended + unfinished < len(played):
        parts.append(
            QCoreApplication.translate("competitionpage", "{len} being played").format(
                len=len(played) - ended - unfinished
            )
        )
    if unfinished:
        parts.append(
            QCoreApplication.translate(
                "competitionpage", "{len} whose log stops before full time"
            ).format(len=unfinished)
        )
    # A cancelled match is neither to play nor a result missing: it never will be.
    # An abandoned one was begun: it has no result, and it is no fixture to play.
    cancelled = sum(1 for m in to_play if m.cancelled)
    abandoned = sum(1 for m in to_play if m.abandoned and not m.cancelled)
    to_play = [m for m in to_play if not m.cancelled and not m.abandoned]
    passed = sum(1 for m in to_play if day_passed(m.date, today))
    if abandoned:
        parts.append(
            QCoreApplication.translate("competitionpage", "{len} abandoned, no result").format(
                len=abandoned
            )
        )
    if cancelled:
        parts.append(
            QCoreApplication.translate("competitionpage", "{len} cancelled, never played").format(
                len=cancelled
            )
        )
    if passed:
        parts.append(
            QCoreApplication.translate(
                "competitionpage", "{len} with no result though their day has passed"
            ).format(len=passed)
        )
    if len(to_play) > passed:
        parts.append(
            QCoreApplication.translate("competitionpage", "{len} to play").format(
                len=len(to_play) - passed
            )
        )
    if groups:
        parts.append(
            QCoreApplication.translate("competitionpage", "1 group")
            if groups == 1
            else QCoreApplication.translate("competitionpage", "{count} groups").format(
                count=groups
            )
        )
    return " · ".join(parts)


__all__ = ["BanLine", "BanSource", "CompetitionPage", "LeftOut"]
