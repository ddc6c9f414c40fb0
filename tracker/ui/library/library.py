"""File > Open: the match library — every match, sorted, filtered and searched as you type.

The table is a lazy model: it asks the service for a first page, then for the count
(off the GUI thread, once that page is painted) and for more pages as the user
scrolls, so a database of 100,000 matches opens, searches and filters at once. Double-clicking a
match's competition opens the competition view, a team its team page (also from the
row's context menu and the Records button); Enter and a double click elsewhere open
the match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPoint,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.core.i18n import language
from tracker.services.errors import DatabaseError, ServerLost
from tracker.services.matches import LibraryEntry, MatchService, ServiceError
from tracker.services.setup import LibraryQuery, SetupService, SuspendedPlayers
from tracker.ui.common.latestread import Runner, at_once
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.translation import numeric_date
from tracker.ui.common.worker import Background
from tracker.ui.library.librarymodel import COLUMNS, PAGE, LibraryModel
from tracker.ui.records.suspensions import ask_appeals
from tracker.ui.setup.details import MatchDetailsDialog

if TYPE_CHECKING:
    from tracker.ui.records.recordswindow import Target

__all__ = ["PAGE", "LibraryModel", "MatchLibrary"]

_T = TypeVar("_T")
# A count waits for the table to be painted, but not longer than this (ms).
_COUNT_AT_LATEST_MS = 100


class MatchLibrary(QDialog):
    """Browse, open, duplicate, edit and delete (and restore) the stored matches."""

    def __init__(
        self,
        service: MatchService,
        parent: QWidget | None = None,
        show_page: Callable[[Target], None] | None = None,
        lose: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("matchLibrary")
        self.setWindowTitle(self.tr("Match library"))
        self.setup = SetupService(service.db)
        self.chosen: int | None = None
        #: The record page chosen (a competition, a team), shown once the library closes.
        self.page: Target | None = None
        self._show_page = show_page
        #: Told why, when a read finds the database server out of reach (the window, so
        #: that it asks the server no more on its thread either until it answers).
        self._lose = lose
        self._double_clicked: QModelIndex | None = None
        self._deleted: LibraryEntry | None = None
        # Counts the matches of a search or a filter while its first page is shown; a
        # database in memory has one connection, which another thread may not share.
        self.background = Background(self)
        runner = at_once if service.db.one_connection else self._count_after_paint
        self._closed = False
        self._pending: tuple[Any, Any, Any] | None = None
        # On a server, what the user searches, filters, sorts and scrolls to is read off
        # the GUI thread too: its network gone silent, each read would hold the window.
        pages = self.background.run if service.db.on_server else at_once
        self.model = LibraryModel(self.setup, self, runner, pages)
        self.model.reads.serverLost.connect(self._on_reads_server_lost)
        self.model.failed.connect(self._on_model_failed)

        self.search = QLineEdit(self, clearButtonEnabled=True)
        self.search.setObjectName("librarySearch")
        self.search.setPlaceholderText(self.tr("Search teams, competition, stage, venue…"))
        self.search.setAccessibleName(self.tr("Search the library"))
        self.search.installEventFilter(self)  # Down goes on to the matches found
        #: Find (Ctrl+F): to the search field, its words selected to type over.
        self.find_action = QAction(self.tr("Find"), self)
        self.find_action.setObjectName("libraryFind")
        self.find_action.setShortcuts(QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(lambda _=False: self._find())
        self.addAction(self.find_action)
        self._typing = QTimer(self, singleShot=True, interval=200)
        self._typing.timeout.connect(self._apply)
        self.search.textChanged.connect(self._typing.start)
        self.team = self._filter("teamFilter")
        self.team.setAccessibleName(self.tr("Team"))
        self.competition = self._filter("competitionFilter")
        self.competition.setAccessibleName(self.tr("Competition"))
        self.season = self._filter("seasonFilter")
        self.season.setAccessibleName(self.tr("Season"))
        self.show_deleted = QCheckBox(self.tr("Show &deleted matches"), self)
        self.show_deleted.setObjectName("showDeleted")
        self.show_deleted.toggled.connect(self._apply)
        #: Said when a copy into this library did not finish: it holds part of another.
        self.unfinished = self._unfinished_label()
        # Said while the database server does not answer, or a page could not be read.
        self.problem = self._unfinished_label()
        self.problem.setObjectName("libraryProblem")

        self.table = QTableView(self)
        self.table.setObjectName("libraryTable")
        self.table.setTabKeyNavigation(False)  # Tab goes on to Open and Close
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        # The team and competition columns share the width; the others are sized to
        # the first page once (below), then left to the user: a search or a filter
        # never measures its rows, so it costs a screenful however many it finds.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column in (1, 3, 5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setAccessibleName(self.tr("Matches"))
        header.sortIndicatorChanged.connect(self._on_header_sort_indicator_changed)
        # Activation is a double click or Enter, as the platform has it.
        self.table.activated.connect(self._on_table_activated)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self.table.installEventFilter(self)
        self.table.viewport().installEventFilter(self)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_table_custom_context_menu_requested)

        self.count = QLabel(self)
        self.count.setObjectName("libraryCount")
        self.undo_label = QLabel(self)
        self.undo_label.setObjectName("undoLabel")
        self.undo_label.setTextFormat(Qt.TextFormat.PlainText)  # the teams as typed
        self.undo_button = self._button(self.tr("&Undo"), "undoDelete", self._on_undo_clicked)
        self.open_button = self._button(self.tr("&Open"), "openMatch", self._on_open_clicked)
        self.open_button.setDefault(True)
        self.duplicate_button = self._button(
            self.tr("Du&plicate set-up"), "duplicateMatch", lambda: self._duplicate(swap=False)
        )
        self.return_button = self._button(
            self.tr("&Return fixture"), "returnFixture", lambda: self._duplicate(swap=True)
        )
        self.edit_button = self._button(
            self.tr("&Edit details…"), "editDetails", self._on_edit_clicked
        )
        self.delete_button = self._button(
            self.tr("De&lete…"), "deleteMatch", self._on_delete_clicked
        )
        self.restore_button = self._button(
            self.tr("Re&store"), "restoreMatch", self._on_restore_clicked
        )
        self.records_button = self._button(
            self.tr("Re&cords"), "recordsOfMatch", self._on_records_clicked
        )
        self.records_button.setToolTip(
            self.tr(
                "The competitions, and the competition view and team pages of the selected "
                "match (or double-click its competition or a team)"
            )
        )
        self.records_button.setVisible(show_page is not None)
        close = self._button(self.tr("Close"), "closeLibrary", self.reject)

        filters = QHBoxLayout()
        filters.addWidget(self.search, 3)
        for combo in (self.team, self.competition, self.season):
            filters.addWidget(combo, 1)
        undo = QHBoxLayout()
        undo.addWidget(self.undo_label, 1)
        undo.addWidget(self.undo_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        for button in (
            self.records_button,
            self.duplicate_button,
            self.return_button,
            self.edit_button,
            self.delete_button,
            self.restore_button,
            self.open_button,
            close,
        ):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.show_deleted)
        layout.addWidget(self.unfinished)
        layout.addWidget(self.problem)
        layout.addWidget(self.table, 1)
        layout.addLayout(undo)
        layout.addLayout(buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.model.modelReset.connect(self._update_buttons)
        self.model.modelReset.connect(self._show_count)
        self.model.counted.connect(self._show_count)
        self.resize(980, 560)
        # Room for the filters, a few rows and every button without clipping.
        self.setMinimumSize(760, 320)
        self.table.setWordWrap(False)
        # Off the GUI thread: one more read before the first page, on a server that may
        # have gone silent (each read on the window's thread could hold it for the
        # connection timeout).
        self._read_unfinished(
            service, at_once if service.db.one_connection else self.background.run
        )
        self._fill_filters()
        self._show_undo(None)
        self._apply()
        self._size_columns()

    def _unfinished_label(self) -> QLabel:
        """A warning that a copy into this library did not finish (hidden until one is
        found: see :meth:`_read_unfinished`)."""
        label = QLabel(self)
        label.setObjectName("unfinishedCopy")
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setStyleSheet("font-weight: bold")
        label.hide()
        return label

    def _read_unfinished(self, service: MatchService, run: Runner) -> None:
        """Read with ``run`` whether a copy into this library did not finish; say so."""
        from tracker.services.copying import unfinished_copies  # the copy's layers, when asked

        def show(said: list[str]) -> None:
            self.unfinished.setText("\n".join(f"{line[:1].upper()}{line[1:]}." for line in said))
            self.unfinished.setVisible(bool(said))

        def failed(exc: Exception) -> None:
            if not isinstance(exc, DatabaseError):
                raise exc
            # Else the library itself says what is wrong when it is read.

        run(lambda: unfinished_copies(service.db), show, failed)

    def _size_columns(self) -> None:
        """Size the date, stage, score and status columns to the first page, once."""
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(PAGE)
        for column in (0, 2, 4, 6):
            self.table.resizeColumnToContents(column)
        header.setResizeContentsPrecision(0)

    def _find(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Delete on a row of the table deletes that match (after asking); Down in the
        search field goes on to the matches; a count waits for the table's page to be
        painted."""
        if watched is self.table.viewport():
            if event.type() == QEvent.Type.Paint and self._pending is not None:
                QTimer.singleShot(0, self, self._start_count)  # once this paint is done
            return False
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Down
            and self.model.rowCount() > 0
        ):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            if not self.table.selectionModel().hasSelection():
                self.table.selectRow(0)
            return True
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Delete
            and self.delete_button.isVisible()
            and self.delete_button.isEnabled()
        ):
            self._on_delete_clicked()
            return True
        return super().eventFilter(watched, event)

    def _button(self, text: str, name: str, slot: Any) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _filter(self, name: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        # As wide as the layout gives it, not as its longest name: sizing it to its
        # contents would measure every team of the library each time the dialog opens.
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(12)
        combo.activated.connect(self._apply)
        return combo

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        service: MatchService,
        *,
        show_page: Callable[[Target], None] | None = None,
        lose: Callable[[str], None] | None = None,
    ) -> int | None:
        """The match the user chose to open, or None.

        A record page chosen instead (a competition, a team) is handed to ``show_page``
        once the library has closed; ``lose`` is told why, should a read find the
        database server out of reach.
        """
        dialog = cls(service, parent, show_page, lose)
        try:
            dialog.exec()
            page = dialog.page
            chosen = dialog.chosen
        finally:
            dialog.deleteLater()
        if page is not None and show_page is not None:
            show_page(page)
        return chosen

    # --- filters -------------------------------------------------------------
    def _fill_filters(self) -> None:
        teams, competitions, seasons = self.setup.library_filters()
        for combo, everything, values in (
            (self.team, self.tr("All teams"), teams),
            (self.competition, self.tr("All competitions"), competitions),
            (self.season, self.tr("All seasons"), seasons),
        ):
            current = combo.currentData()
            combo.clear()
            # Its "All …" item read whole in every language ("Todas las competiciones").
            combo.setMinimumContentsLength(max(12, len(everything) + 1))
            combo.addItem(everything, "")
            for value in values:
                combo.addItem(value, value)
            combo.setCurrentIndex(max(combo.findData(current), 0))

    def _on_reads_server_lost(self, said: str) -> None:
        if said and self._lose is not None:
            self._lose(said)
        if said:
            self.problem.setText(
                self.tr(
                    "The database server does not answer: the matches shown are not read "
                    "again until it does. The library asks it again every few seconds."
                )
            )
        elif not self.model.reads.waiting:  # nothing asked meanwhile: read what is shown
            self.model.refresh()
        self.problem.setVisible(bool(said))

    def _on_model_failed(self, said: str) -> None:
        self.problem.setText(as_sentence(said))
        self.problem.setVisible(True)

    def _apply(self) -> None:
        if not self.model.reads.lost:
            self.problem.hide()  # a problem said before: read again
        order = self.model.asked
        query = LibraryQuery(
            text=self.search.text().strip(),
            team=self.team.currentData() or "",
            competition=self.competition.currentData() or "",
            season=self.season.currentData() or "",
            sort=order.sort,
            descending=order.descending,
            deleted=self.show_deleted.isChecked(),
            # A round typed in the window's language finds its matches ("Achtelfinale").
            language=language(),
        )
        self.model.set_query(query)

    def _show_count(self) -> None:
        """How many matches the table holds, once counted (its first page comes first)."""
        total = self.model.total
        if total is None:
            shown = (
                self.tr("Counting the matches…")
                if self.model.counting
                else self.tr("At least {count} matches")  # not counted: what is sure
            )
            self.count.setText(shown.format(count=self.model.loaded))
            return
        if self.model.query.deleted:
            shown = self.tr("1 deleted match") if total == 1 else self.tr("{count} deleted matches")
        else:
            shown = self.tr("1 match") if total == 1 else self.tr("{count} matches")
        self.count.setText(shown.format(count=total))

    def _count_after_paint(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        """Count off the GUI thread once the first page is painted: the page comes first,
        and a count read beside the painting would take the processor from it."""
        self._pending = (work, on_done, on_error)  # a count not begun yet is not needed
        painted = self.table.viewport().isVisible()
        QTimer.singleShot(_COUNT_AT_LATEST_MS if painted else 0, self, self._start_count)

    def _start_count(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None and not self._closed:
            self.background.run(*pending)

    def done(self, result: int) -> None:
        """Close: a read still running is waited for (it is one read), its result dropped;
        on a server, where it may wait for the connection timeout, it ends on its own."""
        self._closed = True
        self.background.cancel()
        if not self.background.wait(0 if self.setup.db.on_server else 10000):
            self._let_finish()
        super().done(result)

    def _let_finish(self) -> None:
        """Hand the pool of a read still running to the application, deleted once it ends
        (deleted with the dialog, it would be waited for)."""
        background = self.background
        background.setParent(QCoreApplication.instance())
        background.run(
            lambda: None, lambda _: background.deleteLater(), lambda _: background.deleteLater()
        )

    def _on_header_sort_indicator_changed(self, column: int, _order: Qt.SortOrder) -> None:
        if COLUMNS[column][2] is not None:
            return
        # Score and status are derived from the events, not stored: keep the arrow
        # on the column the rows are really sorted by.
        query = self.model.query
        shown = next(i for i, c in enumerate(COLUMNS) if c[2] == query.sort)
        order = Qt.SortOrder.DescendingOrder if query.descending else Qt.SortOrder.AscendingOrder
        header = self.table.horizontalHeader()
        header.blockSignals(True)
        header.setSortIndicator(shown, order)
        header.blockSignals(False)

    def _update_buttons(self) -> None:
        selected = self.selected() is not None
        deleted = self.model.query.deleted
        for button in (
            self.open_button,
            self.duplicate_button,
            self.return_button,
        ):
            button.setEnabled(selected and not deleted)
        self.records_button.setEnabled(not deleted)
        self.edit_button.setEnabled(selected and not deleted)
        self.delete_button.setVisible(not deleted)
        self.delete_button.setEnabled(selected)
        self.restore_button.setVisible(deleted)
        self.restore_button.setEnabled(selected)

    def selected(self) -> LibraryEntry | None:
        """The selected match."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.entry(rows[0].row()) if rows else None

    def select_match(self, match_id: int) -> bool:
        """Select a match if the table shows it."""
        for row in range(self.model.rowCount()):
            if self.model.entry(row).id == match_id:
                self.table.selectRow(row)
                return True
        return False

    # --- actions ---------------------------------------------------------------
    def _on_open_clicked(self) -> None:
        entry = self.selected()
        if entry is not None and not self.model.query.deleted:
            self.chosen = entry.id
            self.accept()

    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        # Emitted just before `activated` by the same double click: Enter is not a click.
        self._double_clicked = index

    def _on_table_activated(self, index: QModelIndex) -> None:
        clicked, self._double_clicked = self._double_clicked, None
        self.table.selectRow(index.row())
        if clicked == index and self._page_at(index):
            return
        self._on_open_clicked()

    # --- record pages ------------------------------------------------------------
    def _page_at(self, index: QModelIndex) -> bool:
        """Open the record page of a clicked competition or team; False if not one."""
        field = COLUMNS[index.column()][1]
        if self._show_page is None or self.model.query.deleted:
            return False
        if field not in ("competition", "home", "away"):
            return False
        pages = self._pages(self.model.entry(index.row()))
        if pages is None:  # the server does not answer: said as an action refused is
            self._run(lambda: None)
            return True
        wanted = {"competition": "edition", "home": "home", "away": "away"}[field]
        target = next((t for key, _, t in pages if key == wanted), None)
        if target is None:
            return False
        self._choose_page(target)
        return True

    def _pages(self, entry: LibraryEntry) -> list[tuple[str, str, Target]] | None:
        """(key, menu text, page) of a match's competition and teams the library holds;
        None while the database server does not answer (not read on the window's thread,
        where each try could hold it for the connection timeout)."""
        from tracker.services.records import RecordsService
        from tracker.ui.records.recordswindow import Target

        if self.model.reads.lost:
            return None
        try:
            played = RecordsService(self.setup.db).match(entry.id)
        except ServerLost as exc:  # not asked again until it answers
            self.model.reads.lose(str(exc))
            return None
        except (ServiceError, DatabaseError):
            return []
        found = []
        if played.edition_id is not None:
            found.append(
                (
                    "edition",
                    self.tr("Competition: {edition}").format(edition=played.edition),
                    Target("edition", played.edition_id),
                )
            )
        for key, name, team_id in (
            ("home", played.home, played.home_team_id),
            ("away", played.away, played.away_team_id),
        ):
            if team_id is not None:
                found.append(
                    (key, self.tr("Team page: {name}").format(name=name), Target("team", team_id))
                )
        return found

    def _choose_page(self, target: Target) -> None:
        self.page = target
        self.accept()

    def _on_records_clicked(self) -> None:
        entry = self.selected()
        rect = self.records_button.rect()
        self._pages_menu(entry, self.records_button.mapToGlobal(rect.bottomLeft()))

    def _on_table_custom_context_menu_requested(self, pos: QPoint) -> None:
        index = self.table.indexAt(pos)
        if not index.isValid() or self._show_page is None or self.model.query.deleted:
            return
        self.table.selectRow(index.row())
        self._pages_menu(self.model.entry(index.row()), self.table.viewport().mapToGlobal(pos))

    def _pages_menu(self, entry: LibraryEntry | None, where: QPoint) -> None:
        from tracker.ui.records.recordswindow import Target

        menu = QMenu(self)
        menu.setObjectName("libraryPagesMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        every = menu.addAction(self.tr("&Competitions…"))
        every.triggered.connect(lambda _=False: self._choose_page(Target("competitions", 0)))
        if entry is not None:
            menu.addSeparator()
            menu.addAction(self.tr("&Open the match"), self._on_open_clicked)
            pages = self._pages(entry)
            for _, text, target in pages or []:
                action = menu.addAction(text.replace("&", "&&"))
                action.triggered.connect(lambda _=False, t=target: self._choose_page(t))
            if pages is None:
                lost = menu.addAction(
                    self.tr("The database server does not answer: no team pages until it does")
                )
                lost.setEnabled(False)
            elif not pages:
                none = menu.addAction(self.tr("No competition or team records for this match"))
                none.setEnabled(False)
        menu.popup(where)

    def _duplicate(self, *, swap: bool) -> None:
        entry = self.selected()
        if entry is None:
            return
        new_id = self._run(lambda: self._copy(entry.id, swap))
        if new_id is None:
            return
        self._fill_filters()
        self._apply()
        self.select_match(new_id)
        what = self.tr("Return fixture") if swap else self.tr("Copy")
        self.undo_label.setText(
            self.tr("{what} of {home} v {away} created (no events).").format(
                what=what, home=entry.home, away=entry.away
            )
        )
        self.undo_label.setVisible(True)

    def _copy(self, match_id: int, swap: bool) -> int:
        """The copy (or return fixture) stored; a player suspended for it, named in the
        line-ups it copies, is refused unless an appeal is recorded."""
        try:
            return self.setup.duplicate(match_id, swap=swap)
        except SuspendedPlayers as refused:
            appeals = ask_appeals(self, refused.suspended)
            if appeals is None:
                raise
            return self.setup.duplicate(match_id, swap=swap, appeals=appeals)

    def _on_edit_clicked(self) -> None:
        entry = self.selected()
        if entry is not None and self._run(
            lambda: MatchDetailsDialog.ask(self, self.setup, entry.id)
        ):
            self._fill_filters()
            self._apply()
            self.select_match(entry.id)

    def _day(self, iso: str) -> str:
        """A match's day as the library's list writes it, or "undated"."""
        return numeric_date(iso) if iso else self.tr("undated")

    def confirm_delete(self, entry: LibraryEntry) -> bool:
        """Ask before deleting (the match can still be restored afterwards)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete match"),
            self.tr(
                "Delete {home} v {away} ({value})?\n\nYou can undo this, or restore it later from the deleted matches."
            ).format(home=entry.home, away=entry.away, value=self._day(entry.date)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("confirmDelete")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the teams as typed
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        try:
            return box.exec() == QMessageBox.StandardButton.Yes
        finally:
            box.deleteLater()

    def _on_delete_clicked(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        if entry.confirmed:
            # Locked: not asked, and not deleted (the service refuses it too).
            self._show_undo(None)
            self.undo_label.setText(
                self.tr(
                    "Not deleted: {home} v {away} is confirmed and locked. To delete "
                    "it, open it and reopen it first (Match › Reopen the match)."
                ).format(home=entry.home, away=entry.away)
            )
            self.undo_label.setVisible(True)
            return
        if not self.confirm_delete(entry):
            return
        said = self._run(lambda: self.setup.delete_match(entry.id))
        if said is None:
            return
        self._show_undo(entry)
        if isinstance(said, str) and said:  # a connection lost as it was stored
            self.undo_label.setText(f"{self.undo_label.text()} {as_sentence(said)}")
        self._apply()

    def _on_undo_clicked(self) -> None:
        if self._deleted is None:
            return
        entry = self._deleted
        self._show_undo(None)
        said = self._run(lambda: self.setup.restore_match(entry.id))
        if said is None:
            return
        self._apply()
        self.select_match(entry.id)
        if isinstance(said, str) and said:  # a connection lost as it was stored
            self._say_back(entry, said)

    def _on_restore_clicked(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        said = self._run(lambda: self.setup.restore_match(entry.id))
        if said is None:
            return
        self._apply()
        self._say_back(entry, said if isinstance(said, str) else "")

    def _say_back(self, entry: LibraryEntry, said: str) -> None:
        """Say ``entry`` is back in the library, and ``said`` besides (a connection lost
        as it was stored), if anything."""
        text = self.tr("{home} v {away} is back in the library.").format(
            home=entry.home, away=entry.away
        )
        if said:
            text = f"{text} {as_sentence(said)}"
        self.undo_label.setText(text)
        self.undo_label.setVisible(True)

    def _run(self, action: Callable[[], _T]) -> _T | bool | None:
        """Do a library action; a refusal (the match is gone, the database is busy) is said.

        Returns the action's result (True for one that returns nothing), or None if refused.
        While the database server does not answer, nothing is tried.
        """
        try:
            if self.model.reads.lost:
                raise ServerLost(self.model.reads.lost)
            result = action()
        except (ServiceError, DatabaseError) as exc:
            text = str(exc)
            if not isinstance(exc, SuspendedPlayers):  # that one begins with a player's name
                text = f"{text[:1].lower()}{text[1:]}"
            self.undo_label.setText(
                self.tr("Not done: {reason}.").format(reason=text).replace("..", ".")
            )
            self.undo_label.setVisible(True)
            if isinstance(exc, ServerLost):  # not asked again until it answers
                self.model.reads.lose(str(exc))
                return None
            self._fill_filters()
            self._apply()
            return None
        return True if result is None else result

    def _show_undo(self, entry: LibraryEntry | None) -> None:
        self._deleted = entry
        self.undo_button.setVisible(entry is not None)
        self.undo_label.setVisible(entry is not None)
        if entry is not None:
            self.undo_label.setText(
                self.tr("Deleted {home} v {away}.").format(home=entry.home, away=entry.away)
            )
