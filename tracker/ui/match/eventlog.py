"""The event log: every event in match order with minute, icon, running score and who
logged it (the time it was logged, and who changed it when, in its tooltip)."""

from __future__ import annotations

import datetime as dt
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from tracker.core.bidi import isolate
from tracker.core.match.describe import describe
from tracker.core.match.events import Authorship, Event, Goal
from tracker.core.match.matchtime import time_words
from tracker.core.match.model import Match, Side
from tracker.services.changes import Change, ChangeKind
from tracker.ui.common.icons import event_icon
from tracker.ui.common.plaintext import plain_tip
from tracker.ui.common.translation import QT_TRANSLATE_NOOP, clock_time, short_moment

_Index = QModelIndex | QPersistentModelIndex

#: Pixels on each side of a cell's text (what the styles in use put there, and a little air).
_CELL_MARGIN = 8


@dataclass(frozen=True)
class LogRow:
    """One row of the log: the event and the score after it."""

    event: Event
    text: str
    score: tuple[int, int]


def log_rows(match: Match, events: list[Event]) -> list[LogRow]:
    """The rows of the log, with the running score (goals only move it)."""
    score = (0, 0)
    rows = []
    for event in events:
        score = _after(score, event)
        rows.append(LogRow(event, describe(match, event, shown=isolate), score))
    return rows


def author_text(made: Authorship | None) -> str:
    """The log's "By" column: who logged the event, or who changed it last."""
    if made is None or not made.author:
        return ""
    if made.changed_at is None:
        return made.author
    return QCoreApplication.translate("eventlog", "{author} (changed)").format(author=made.author)


def provenance(made: Authorship | None, today: dt.date | None = None) -> str:
    """Who logged the event and when, and who changed it when, in words (local time):
    "Logged by Ana at 14:03", "Logged at 14:03; changed by Bob at 14:10"."""
    if made is None or made.logged_at is None:
        return ""
    today = today or dt.date.today()
    logged = _when(made.logged_at, today)
    if made.changed_at is not None:
        who = made.author or QCoreApplication.translate("eventlog", "someone unnamed")
        return QCoreApplication.translate(
            "eventlog", "Logged at {logged}; changed by {who} at {when}"
        ).format(logged=logged, who=who, when=_when(made.changed_at, today))
    return (
        QCoreApplication.translate("eventlog", "Logged by {author} at {logged}").format(
            author=made.author, logged=logged
        )
        if made.author
        else QCoreApplication.translate("eventlog", "Logged at {logged}").format(logged=logged)
    )


def _when(moment: dt.datetime, today: dt.date) -> str:
    """A moment in local time: the hour today, with its date on another day."""
    local = moment.astimezone()
    if local.date() == today:
        return clock_time(local)
    return short_moment(local)


def _after(score: tuple[int, int], event: Event) -> tuple[int, int]:
    """The running score after ``event``."""
    if not isinstance(event, Goal):
        return score
    home, away = score
    return (home + 1, away) if event.for_side is Side.HOME else (home, away + 1)


class EventLogModel(QAbstractTableModel):
    """A thin table adapter over the list of log rows."""

    MINUTE, EVENT, SCORE, BY = range(4)
    _HEADERS = (
        QT_TRANSLATE_NOOP("columns", "Minute"),
        QT_TRANSLATE_NOOP("columns", "Event"),
        QT_TRANSLATE_NOOP("columns", "Score"),
        QT_TRANSLATE_NOOP("columns", "By"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[LogRow] = []

    def set_events(self, match: Match | None, events: list[Event]) -> None:
        """Show these events; a single insertion or removal is signalled as such."""
        new = log_rows(match, events) if match is not None else []
        old_ids = [r.event.id for r in self._rows]
        new_ids = [r.event.id for r in new]
        if len(new) == len(self._rows) + 1 and _without_one(new_ids, old_ids) is not None:
            at = _without_one(new_ids, old_ids)
            assert at is not None
            self.beginInsertRows(QModelIndex(), at, at)
            self._rows = new
            self.endInsertRows()
            self._refresh_from(at + 1)
        elif len(new) + 1 == len(self._rows) and _without_one(old_ids, new_ids) is not None:
            at = _without_one(old_ids, new_ids)
            assert at is not None
            self.beginRemoveRows(QModelIndex(), at, at)
            self._rows = new
            self.endRemoveRows()
            self._refresh_from(at)
        else:
            self.beginResetModel()
            self._rows = new
            self.endResetModel()

    def _refresh_from(self, row: int) -> None:
        # Running scores after the changed row move with it.
        if row < len(self._rows):
            self.dataChanged.emit(self.index(row, 0), self.index(len(self._rows) - 1, self.BY))

    def apply_change(self, match: Match, change: Change) -> bool:
        """Follow one logged, edited or deleted event: that row, and the scores after it;
        False if the log had to be shown afresh instead.

        The log is in match order, so an event logged after the fact is inserted in
        the middle and an edited one may move; a goal moves the running score of the
        rows after it (and only those are signalled as changed).
        """
        events = change.state.events
        if change.kind is ChangeKind.ADDED and change.event is not None:
            done = self._insert(match, change.event, events)
        elif change.kind is ChangeKind.DELETED and change.before is not None:
            done = self._remove(change.before, events)
        elif change.kind is ChangeKind.EDITED and change.event and change.before:
            done = self._replace(match, change.before, change.event, events)
        else:
            done = False
        if not done or len(self._rows) != len(events):
            # Not the change this log shows the state before: show the state as it is.
            self.set_events(match, list(events))
            return False
        return True

    def _insert(self, match: Match, event: Event, events: Sequence[Event]) -> bool:
        at = _place(events, event)
        if at is None or at > len(self._rows) or len(events) != len(self._rows) + 1:
            return False
        score = self._rows[at - 1].score if at else (0, 0)
        self.beginInsertRows(QModelIndex(), at, at)
        self._rows.insert(
            at, LogRow(event, describe(match, event, shown=isolate), _after(score, event))
        )
        self.endInsertRows()
        self._rescore(at + 1)
        return True

    def _remove(self, event: Event, events: Sequence[Event]) -> bool:
        at = _place([row.event for row in self._rows], event)
        if at is None or len(events) + 1 != len(self._rows):
            return False
        self.beginRemoveRows(QModelIndex(), at, at)
        del self._rows[at]
        self.endRemoveRows()
        self._rescore(at)
        return True

    def _replace(self, match: Match, old: Event, new: Event, events: Sequence[Event]) -> bool:
        start = _place([row.event for row in self._rows], old)
        end = _place(events, new)
        if start is None or end is None or len(events) != len(self._rows):
            return False
        if end != start:
            # Qt counts the destination before the move: after the row's old place, one more.
            if not self.beginMoveRows(
                QModelIndex(), start, start, QModelIndex(), end + 1 if end > start else end
            ):
                return False
            self._rows.insert(end, self._rows.pop(start))
            self.endMoveRows()
        score = self._rows[end - 1].score if end else (0, 0)
        self._rows[end] = LogRow(new, describe(match, new, shown=isolate), _after(score, new))
        self.dataChanged.emit(self.index(end, 0), self.index(end, self.BY))
        self._rescore(min(start, end), max(start, end))
        return True

    def _rescore(self, first: int, through: int = -1) -> None:
        """Bring the running scores from row ``first`` on up to date; signal those that moved.

        Past ``through``, the first row whose score is right ends the walk: the rows
        after it follow from it as they did before the change.
        """
        score = self._rows[first - 1].score if first > 0 else (0, 0)
        changed: list[int] = []
        for i in range(first, len(self._rows)):
            row = self._rows[i]
            score = _after(score, row.event)
            if row.score != score:
                self._rows[i] = replace(row, score=score)
                changed.append(i)
            elif i > through:
                break
        if changed:
            self.dataChanged.emit(
                self.index(changed[0], self.SCORE), self.index(changed[-1], self.SCORE)
            )

    def has_authors(self) -> bool:
        """True if any event shown names who logged it (else the "By" column is empty)."""
        return any(row.event.authorship and row.event.authorship.author for row in self._rows)

    def author_at(self, row: int) -> str:
        """The "By" text of ``row``."""
        return author_text(self._rows[row].event.authorship)

    def event_at(self, row: int) -> Event:
        """The event shown on ``row``."""
        return self._rows[row].event

    def row_of(self, event_id: int | None) -> int | None:
        """The row showing the event with this id."""
        # From the end: the event changed is most often the newest.
        for i in range(len(self._rows) - 1, -1, -1):
            if self._rows[i].event.id == event_id:
                return i
        return None

    # --- Qt model API -----------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Rows under ``parent`` (a flat table: none under a valid index)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Columns: minute, event, score, who logged it."""
        return 0 if parent.isValid() else len(self._HEADERS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Minute in football notation, the event in words with its icon, the score, and
        who logged it (when, and who changed it, in the tooltip)."""
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.MINUTE:
                return time_words(row.event.time)
            if column == self.EVENT:
                return row.text
            if column == self.BY:
                return author_text(row.event.authorship)
            return f"{row.score[0]}–{row.score[1]}"
        if role == Qt.ItemDataRole.DecorationRole and column == self.EVENT:
            return event_icon(row.event)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.MINUTE, self.SCORE):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            made = provenance(row.event.authorship)
            tip = f"{time_words(row.event.time)} {row.text}" + (f"\n{made}" if made else "")
            return plain_tip(tip)
        if role == Qt.ItemDataRole.UserRole:
            return row.event.id
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        """Column titles."""
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self._HEADERS)
        ):
            return QCoreApplication.translate("columns", self._HEADERS[section])
        return None


def _place(events: Sequence[Event], event: Event) -> int | None:
    """Where ``event`` (the same id) stands in ``events``, which are in match order."""
    at = bisect_left(events, event.sort_key, key=lambda e: e.sort_key)
    if at < len(events) and events[at].id == event.id:
        return at
    # Two events with the same sort key (an undone event put back) are told by their id.
    for i, other in enumerate(events):
        if other.id == event.id:
            return i
    return None


def _without_one(longer: list[int | None], shorter: list[int | None]) -> int | None:
    """The index at which ``longer`` has one extra item compared with ``shorter``."""
    if len(longer) != len(shorter) + 1:
        return None
    pairs = zip(longer, shorter, strict=False)
    i = next((i for i, (a, b) in enumerate(pairs) if a != b), len(shorter))
    return i if longer[i + 1 :] == shorter[i:] else None


class EventLogView(QTableView):
    """The log table: double-click asks to edit an event, Delete to remove it."""

    #: The user asked to edit this event.
    editRequested = Signal(object)
    #: The user asked to delete this event.
    deleteRequested = Signal(object)
    #: The user asked to move this event one place earlier (-1) or later (+1) among
    #: the events of its minute (Alt+Up, Alt+Down).
    moveRequested = Signal(object, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Widths measured in the view's font: the "By" title's, and each author's.
        self._widths: dict[str | None, int] = {}
        self.log_model = EventLogModel(self)
        self.setModel(self.log_model)
        self.setObjectName("eventLog")
        self.setAccessibleName(self.tr("Event log"))
        self.setAccessibleDescription(
            self.tr(
                "Every event in order. Enter to edit, Delete to remove, Alt+Up or Alt+Down to put it before or after another event of its minute, Ctrl+F to find."
            )
        )
        self.setToolTip(
            self.tr(
                "Every event in order. Double-click or Enter to edit, Delete to remove, Alt+Up or Alt+Down to put it before or after another event of its minute."
            )
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.verticalHeader().hide()
        self.setWordWrap(False)
        # Tab leaves the log for the next part of the window instead of walking its cells.
        self.setTabKeyNavigation(False)
        self.setIconSize(QSize(16, 16))
        # Every row is as high as the next, and the columns get their widths from the
        # font and the texts as they arrive: one change never has Qt measure every row
        # (sizes to contents ask the model for each row's data on each change).
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(EventLogModel.MINUTE, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(EventLogModel.EVENT, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(EventLogModel.SCORE, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(EventLogModel.BY, QHeaderView.ResizeMode.Interactive)
        self._fit_columns()
        self.doubleClicked.connect(self._on_self_double_clicked)

    def _text_width(self, text: str) -> int:
        # A cell's text plus the margins the style puts around it.
        return QFontMetrics(self.font()).horizontalAdvance(text) + 2 * _CELL_MARGIN

    def _author_width(self, text: str | None) -> int:
        """An author's cell width (None: the column's title), measured once per font."""
        width = self._widths.get(text)
        if width is None:
            header = self.horizontalHeader()
            width = self._widths[text] = (
                header.sectionSizeFromContents(EventLogModel.BY).width()
                if text is None
                else self._text_width(text)
            )
        return width

    def changeEvent(self, event: QEvent) -> None:
        """Measure again in a new font, style or language."""
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
            QEvent.Type.LanguageChange,
        ):
            self._widths = {}  # (Qt may send one before __init__ has set it)
        super().changeEvent(event)

    def _fit_columns(self) -> None:
        """The minute and score columns fit the widest text they can hold (extra time
        and its added minutes, a double-figure score) and their titles."""
        header = self.horizontalHeader()
        for column, widest in (
            (EventLogModel.MINUTE, "120'+15"),
            (EventLogModel.SCORE, "10–10"),
        ):
            header.resizeSection(
                column,
                max(self._text_width(widest), header.sectionSizeFromContents(column).width()),
            )
        self._fit_authors(range(self.log_model.rowCount()), shrink=True)

    def _fit_authors(self, rows: Sequence[int], *, shrink: bool = False) -> None:
        """Widen the "By" column to the authors of these rows (only those are measured)."""
        header = self.horizontalHeader()
        if shrink:  # measured afresh for the whole log
            self._widths.clear()
        needed = self._author_width(None)
        count = self.log_model.rowCount()
        for text in {self.log_model.author_at(row) for row in rows if 0 <= row < count}:
            needed = max(needed, self._author_width(text))
        if shrink or needed > header.sectionSize(EventLogModel.BY):
            header.resizeSection(EventLogModel.BY, needed)

    def show_events(self, match: Match | None, events: list[Event]) -> None:
        """Show the log and keep the newest event in view."""
        self.log_model.set_events(match, events)
        self._show_authors()
        self._fit_authors(range(self.log_model.rowCount()), shrink=True)
        if events:
            self.scrollToBottom()

    def show_change(self, match: Match, change: Change) -> None:
        """Follow one logged, edited or deleted event: a log that showed its newest event
        still does; otherwise the changed event is brought into view."""
        bar = self.verticalScrollBar()
        following = bar.value() >= bar.maximum()
        incremental = self.log_model.apply_change(match, change)
        self._show_authors(change.event if change.kind is not ChangeKind.DELETED else None)
        changed = (
            self.log_model.row_of(change.event.id)
            if change.event is not None and change.kind is not ChangeKind.DELETED
            else None
        )
        if not incremental:
            # Shown afresh (not the change the log was showing the state before).
            self._fit_authors(range(self.log_model.rowCount()), shrink=True)
        elif changed is not None:
            self._fit_authors([changed])
        if following and change.state.events:
            self.scrollToBottom()
        elif changed is not None:
            self.scrollTo(self.log_model.index(changed, EventLogModel.MINUTE))

    def _show_authors(self, shown: Event | None = None) -> None:
        # A match whose events name no one (imported from a file that does not say)
        # gets no empty column. An event just logged or edited that names its author
        # shows the column without a look at every other row.
        if shown is not None and shown.authorship and shown.authorship.author:
            self.setColumnHidden(EventLogModel.BY, False)
            return
        self.setColumnHidden(EventLogModel.BY, not self.log_model.has_authors())

    def selected_event(self) -> Event | None:
        """The event on the selected row."""
        rows = self.selectionModel().selectedRows()
        return self.log_model.event_at(rows[0].row()) if rows else None

    def select_event(self, event_id: int | None) -> None:
        """Select the row of an event."""
        row = self.log_model.row_of(event_id)
        if row is not None:
            self.selectRow(row)

    def _on_self_double_clicked(self, index: QModelIndex) -> None:
        self.editRequested.emit(self.log_model.event_at(index.row()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Delete or Backspace asks to delete the selected event, Enter to edit it,
        Alt+Up or Alt+Down to move it among the events of its minute."""
        chosen = self.selected_event()
        mods = Qt.KeyboardModifier
        held = event.modifiers() & (mods.ControlModifier | mods.AltModifier | mods.ShiftModifier)
        arrows = (Qt.Key.Key_Up, Qt.Key.Key_Down)
        if chosen is not None and held == mods.AltModifier and event.key() in arrows:
            self.moveRequested.emit(chosen, -1 if event.key() == Qt.Key.Key_Up else 1)
            return
        if chosen is not None and not held:
            if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.deleteRequested.emit(chosen)
                return
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.editRequested.emit(chosen)
                return
        super().keyPressEvent(event)
