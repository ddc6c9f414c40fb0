"""Line-up panels: a team's starting eleven in formation rows and its bench, each
player's match at a glance (on the pitch, off or on at a minute, cards, goals, assists)."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPoint,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPalette,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from tracker.core.bidi import isolate, left_to_right
from tracker.core.match.events import CardKind
from tracker.core.match.formations import midfield_roles
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import MatchState
from tracker.ui.common.errortext import contrast, readable
from tracker.ui.common.icons import icon
from tracker.ui.common.plaintext import css_colour, plain_tip
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.common.viewport import viewport_of
from tracker.ui.match.pitch import PLAYER_MIME, player_mime

_PID = Qt.ItemDataRole.UserRole

_MIDFIELD_NAMES = {
    "DM": QT_TRANSLATE_NOOP("lineup", "Defensive midfield"),
    "M": QT_TRANSLATE_NOOP("lineup", "Midfield"),
    "AM": QT_TRANSLATE_NOOP("lineup", "Attacking midfield"),
}


def line_names(formation_rows: int, sizes: Sequence[int] = ()) -> list[str]:
    """Names of a line-up's rows: goalkeeper, defence, midfield…, attack.

    With the rows' ``sizes``, two lines of midfield are named as the slots are
    (:func:`tracker.core.match.formations.midfield_roles`): a 4-2-3-1's first is defensive
    midfield, a 4-4-1-1's first is midfield.
    """
    outfield = formation_rows - 1
    middle = max(0, outfield - 2)
    if middle == 1:
        mids = [QCoreApplication.translate("lineup", "Midfield")]
    elif middle == 2 and len(sizes) == formation_rows:
        mids = [
            QCoreApplication.translate("lineup", _MIDFIELD_NAMES[role])
            for role in midfield_roles(tuple(sizes[2:-1]))
        ]
    elif middle == 2:
        mids = [
            QCoreApplication.translate("lineup", "Defensive midfield"),
            QCoreApplication.translate("lineup", "Attacking midfield"),
        ]
    else:
        mids = (
            [QCoreApplication.translate("lineup", "Defensive midfield")]
            + [QCoreApplication.translate("lineup", "Midfield")] * (middle - 2)
            + [QCoreApplication.translate("lineup", "Attacking midfield")]
        )
    names = [
        QCoreApplication.translate("lineup", "Goalkeeper"),
        QCoreApplication.translate("lineup", "Defence"),
        *mids[:middle],
        QCoreApplication.translate("lineup", "Attack"),
    ]
    return names[:formation_rows] if outfield >= 2 else ["Goalkeeper", "Outfield"][:formation_rows]


def player_status(state: MatchState, side: Side, pid: int) -> tuple[str, str | None]:
    """A short account of a player's match, and the icon for it (worst card, else goal)."""
    st = state.sides[side]
    tally = state.tally(pid)
    parts: list[str] = []
    badge: str | None = None
    if pid in st.came_on:
        parts.append(f"▲ {st.came_on[pid]}")
    scored = [str(g.time) for g in tally.goals]
    own = [str(g.time) for g in tally.own_goals]
    assists = [str(g.time) for g in tally.assists]
    if scored:
        parts.append(
            QCoreApplication.translate("lineup", "goal {times}").format(times=", ".join(scored))
        )
        badge = "goal"
    if own:
        parts.append(
            QCoreApplication.translate("lineup", "own goal {join}").format(join=", ".join(own))
        )
        badge = badge or "own_goal"
    if assists:
        parts.append(
            QCoreApplication.translate("lineup", "assist {times}").format(times=", ".join(assists))
        )
    cards = list(tally.cards)
    if any(e.card is CardKind.SECOND_YELLOW for e in cards):
        # Two bookings read as one short note (the badge says he was sent off), so the
        # panel's narrow column at 1280 pixels shows it whole.
        yellows = [str(e.time) for e in cards if e.card is not CardKind.RED]
        parts.append(
            QCoreApplication.translate("lineup", "yellows {times}").format(times=", ".join(yellows))
        )
        cards = [e for e in cards if e.card is CardKind.RED]
        badge = "second_yellow"
    for event in cards:
        card = "yellow" if event.card is CardKind.YELLOW else "red"
        what = (
            QCoreApplication.translate("lineup", "booked")
            if card == "yellow"
            else QCoreApplication.translate("lineup", "sent off")
        )
        parts.append(f"{what} {event.time}")
        badge = card
    if pid in st.went_off:
        parts.append(f"▼ {st.went_off[pid]}")
    return "  ".join(parts), badge


class LineupModel(QStandardItemModel):
    """The players of one team, grouped in lines; bench players drag as players."""

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """A dragged bench player, as a player for the pitch."""
        pid = indexes[0].siblingAtColumn(0).data(_PID) if indexes else None
        return player_mime(int(pid)) if pid is not None else QMimeData()

    def mimeTypes(self) -> list[str]:
        """The one format this model drags."""
        return [PLAYER_MIME]


#: Characters of a name, and of the note of his match beside its badge, the panel has
#: room for at the least (with his shirt number).
_NAME_CHARS, _BADGE_CHARS = 12, 3
#: Characters of a note the "Match" column keeps where the names leave room: a minute's
#: note ("▼ 90'+6", "goal 85'") whole.
_NOTE_CHARS = 8
#: Pixels on each side of a cell's text (what the styles in use put there, and a little air).
_CELL_MARGIN = 8


def share_columns(
    room: int, names: list[int], notes: list[int], name_least: int, note_least: int, note_read: int
) -> int:
    """The width of the "Match" column that cuts the fewest rows short, the names having
    what it leaves of ``room``; ``names`` and ``notes`` are the widths the rows' cells
    want. Of widths that cut as few, one that cuts fewer names (a row is read by its
    name), then the widest (a note cut short shows what the names leave). The names
    keep ``name_least``, the column ``note_least`` (its badge), and as much of
    ``note_read`` (a minute's note whole: "▼ 90'+6") as the names leave."""
    most = max(room - name_least, note_least)
    least = min(max(note_read, note_least), most)
    most = max(min(most, max(notes, default=0)), least)  # never wider than its notes
    widths = {min(max(width, least), most) for width in (*notes, least)}
    widths |= {min(max(room - width, least), most) for width in names}

    def cut(width: int) -> tuple[int, int, int]:
        named = sum(name > room - width for name in names)
        return named + sum(note > width for note in notes), named, -width

    return min(widths, key=cut)


class LineupPanel(QWidget):
    """One team's line-up panel, docked beside the pitch."""

    #: A player was selected in the panel (pid).
    playerSelected = Signal(object)
    #: A context menu was asked for on a player: pid and global position.
    playerMenuRequested = Signal(int, QPoint)
    #: A player's page was asked for (Ctrl+click or middle-click on his name): pid.
    playerPageRequested = Signal(int)

    def __init__(self, side: Side, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        name = "homeLineup" if side is Side.HOME else "awayLineup"
        self.setObjectName(name)
        title = self.tr("Home line-up") if side is Side.HOME else self.tr("Away line-up")
        self.setAccessibleName(title)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.model = LineupModel(self)
        self.tree = QTreeView()
        self.tree.setModel(self.model)
        self.tree.setAccessibleName(title)
        self.tree.setAccessibleDescription(
            self.tr("The players on the pitch, then the substitutes; right-click for actions")
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setIndentation(8)
        self.tree.setUniformRowHeights(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setIconSize(QSize(14, 14))
        self.tree.setToolTip(
            self.tr(
                "Click a player to select him; drag a substitute onto a player on the pitch; "
                "Ctrl+click or middle-click for his player page."
            )
        )
        self.tree.selectionModel().selectionChanged.connect(self._on_tree_selection_changed)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._on_tree_custom_context_menu_requested)
        viewport_of(self.tree).installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.tree)
        self._rows: dict[int, list[QStandardItem]] = {}
        #: What each row's name and note want, in pixels (measured as they change).
        self._widths: dict[int, tuple[int, int]] = {}
        self._quiet = False
        self._reset_headers()
        self._fit_minimum()

    def _name_room(self) -> int:
        """The width a short name needs, in the panel's font."""
        return _NAME_CHARS * self.tree.fontMetrics().averageCharWidth() + 2 * _CELL_MARGIN

    def _badge_room(self, chars: int = _BADGE_CHARS) -> int:
        """The least the "Match" column keeps: its badge and the start of its note (its
        first ``chars`` characters)."""
        chars *= self.tree.fontMetrics().averageCharWidth()
        return self.tree.iconSize().width() + chars + 2 * _CELL_MARGIN

    def _fit_minimum(self) -> None:
        """No narrower than a shirt number and a short name can be read in (measured in
        the panel's font): squeezed by the window, the panel showed a few letters of
        each name."""
        number = self.tree.fontMetrics().horizontalAdvance("99") + 2 * _CELL_MARGIN
        scroll = self.tree.verticalScrollBar().sizeHint().width()
        # The tree's frame and the layout's margins.
        frames = 2 * self.tree.frameWidth() + 8
        self.setMinimumWidth(number + self._name_room() + self._badge_room() + scroll + frames)
        self._measure(self._rows)
        self._fit_columns()

    def _measure(self, pids: Iterable[int]) -> None:
        """Note what these players' names and notes want, as the view draws them."""
        for pid in pids:
            row = self._rows.get(pid)
            if row is not None:
                name, note = (self.tree.sizeHintForIndex(item.index()).width() for item in row[1:])
                self._widths[pid] = (name, note)

    def _fit_columns(self) -> None:
        """Share the panel between the names and the "Match" column so that the fewest
        rows are cut short with "…" (the row's tooltip has them whole): both whole where
        they fit; else one long note (a scorer who also assisted twice) gives way rather
        than every long name beside it. The name keeps the room of a short one, the note
        its badge and the start of its text."""
        header = self.tree.header()
        room = self.tree.viewport().width() - header.sectionSize(0)
        names = [name for name, _note in self._widths.values()]
        notes = [note for _name, note in self._widths.values()]
        least, read = self._badge_room(), self._badge_room(_NOTE_CHARS)
        width = share_columns(room, names, notes, self._name_room(), least, read)
        if width != header.sectionSize(2):
            header.resizeSection(2, width)

    def changeEvent(self, event: QEvent) -> None:
        """Measure the minimum again in a new font or style."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_minimum()

    def _reset_headers(self) -> None:
        self.model.setHorizontalHeaderLabels(["#", self.tr("Player"), self.tr("Match")])
        header = self.tree.header()
        # The name takes what the number and the match leave: sized to its contents it ran
        # past the narrow panel's edge, cut without "…"; stretched, the view elides it
        # (the row's tooltip has it in full).
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Sized by the panel (_fit_columns): as its notes, but never taking the name's room.
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)

    def show_state(self, state: MatchState | None) -> None:
        """Show this side's players as they stand in ``state``."""
        self._quiet = True
        selected = self.selected_pid()
        self.model.removeRows(0, self.model.rowCount())
        self._rows.clear()
        self._widths.clear()
        if state is None:
            self.title.setText("")
            self._quiet = False
            return
        match = state.match
        team = match.team(self.side)
        self._show_title(state)
        lineup = team.lineup
        if lineup is not None:
            names = line_names(len(lineup.rows), [len(row) for row in lineup.rows])
            for name, row in zip(names, lineup.rows, strict=False):
                group = self._group(name)
                for pid in row:
                    self._add_player(group, match, state, pid)
            bench = self._group(self.tr("Bench"))
            for pid in lineup.bench:
                self._add_player(bench, match, state, pid)
        self.tree.expandAll()
        self._measure(self._rows)
        self._fit_columns()
        if selected is not None:
            self.select_player(selected)
        self._quiet = False

    def update_players(self, state: MatchState, pids: Iterable[int]) -> None:
        """Show the change of these players' matches (and of the formation) in ``state``."""
        self._show_title(state)
        changed = [pid for pid in pids if pid in self._rows]
        for pid in changed:
            self._fill_row(self._rows[pid], state, pid)
        # Only the changed rows are measured again (a note, a name bold once he is on):
        # the columns are shared out from what every row was measured at.
        self._measure(changed)
        self._fit_columns()

    def _show_title(self, state: MatchState) -> None:
        team = state.match.team(self.side)
        window = self.palette().color(QPalette.ColorRole.Window)
        grey = readable(QColor("gray"), window).name()
        # A colour as light as the panel (England's white) is drawn as an outlined square.
        # A colour Qt does not read (typed, or from a file) is no colour: the outline.
        colour = css_colour(team.colour, "")
        seen = bool(colour) and contrast(QColor(colour), window) >= 1.3
        glyph, colour = ("■", colour) if seen else ("□", grey)
        swatch = f"<span style='color:{colour}; font-size:16pt'>{glyph}</span>"
        self.title.setText(
            self.tr("{swatch} <b style='font-size:12pt'>{name}</b> &nbsp;{formation}").format(
                swatch=swatch,
                # Names as typed go into rich text: "A<b>&C" is a name, not markup.
                name=left_to_right(isolate(html.escape(team.name))),
                formation=html.escape(state.sides[self.side].formation),
            )
            + (
                f"<br><span style='color:{grey}'>{html.escape(team.manager)}</span>"
                if team.manager
                else ""
            )
        )

    def _grey(self, grey: str = "#808080") -> QBrush:
        """A grey that still reads (4.5:1) on the list's background, light or dark."""
        base = self.tree.palette().color(QPalette.ColorRole.Base)
        return QBrush(readable(QColor(grey), base))

    def _group(self, name: str) -> QStandardItem:
        item = QStandardItem(name)
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setForeground(self._grey("#666"))
        self.model.appendRow(item)
        # Spanned from the moment it is there: a group's name never widens the "#" column,
        # not even for the frame painted while the rest of the line-up is added.
        self.tree.setFirstColumnSpanned(item.row(), QModelIndex(), True)
        return item

    def _add_player(self, group: QStandardItem, match: Match, state: MatchState, pid: int) -> None:
        player = match.player(pid)
        number = str(player.number) if player.number is not None else ""
        row = [QStandardItem(number), QStandardItem(player.name), QStandardItem()]
        row[0].setData(pid, _PID)
        self._fill_row(row, state, pid)
        group.appendRow(row)
        self._rows[pid] = row

    def _fill_row(self, row: list[QStandardItem], state: MatchState, pid: int) -> None:
        """Show a player's match on his row: status, badge, and whether he is on."""
        player = state.match.player(pid)
        st = state.sides[self.side]
        status, badge = player_status(state, self.side, pid)
        on_pitch = pid in st.on_pitch
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if pid in st.bench:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        row[2].setText(status)
        font = QFont(row[1].font())
        font.setBold(on_pitch)
        row[1].setFont(font)
        where = (
            self.tr("on the pitch")
            if on_pitch
            else (self.tr("on the bench") if pid in st.bench else self.tr("off the pitch"))
        )
        tip = f"{player.name}: {where}" + (f"\n{status}" if status else "")
        for item in row:
            item.setFlags(flags)
            item.setToolTip(plain_tip(tip))
            item.setData(None if on_pitch else self._grey(), Qt.ItemDataRole.ForegroundRole)
        row[2].setData(icon(badge) if badge is not None else None, Qt.ItemDataRole.DecorationRole)

    # --- queries ----------------------------------------------------------------------
    def status_text(self, pid: int) -> str | None:
        """The "Match" column of a player, as shown."""
        row = self._rows.get(pid)
        return row[2].text() if row else None

    def can_drag(self, pid: int) -> bool:
        """True if the player can be dragged onto the pitch (he is on the bench)."""
        row = self._rows.get(pid)
        return bool(row and row[0].flags() & Qt.ItemFlag.ItemIsDragEnabled)

    def drag_data(self, pid: int) -> QMimeData:
        """What dragging the player's row carries (the same call a drag makes)."""
        row = self._rows[pid]
        return self.model.mimeData([item.index() for item in row])

    def selected_pid(self) -> int | None:
        """The selected player, if any."""
        rows = self.tree.selectionModel().selectedRows(0)
        pid = rows[0].data(_PID) if rows else None
        return int(pid) if pid is not None else None

    def select_player(self, pid: int | None) -> None:
        """Select a player in this panel (or clear the selection) without re-announcing it."""
        if pid not in self._rows:
            pid = None
        if pid is not None and pid == self.selected_pid():
            self.tree.scrollTo(self._rows[pid][0].index())
            return
        if pid is None and not self.tree.selectionModel().hasSelection():
            return
        quiet, self._quiet = self._quiet, True
        self.tree.clearSelection()
        if pid is not None:
            index = self._rows[pid][0].index()
            self.tree.selectionModel().select(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.tree.scrollTo(index)
        self._quiet = quiet

    def click_player(self, pid: int) -> None:
        """Select a player as a click on his row does."""
        self.tree.setCurrentIndex(self._rows[pid][1].index())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+click or middle-click on a player asks for his page (and selects nothing);
        a new width shares the columns out again."""
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        if (
            watched is self.tree.viewport()
            and event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
            and isinstance(event, QMouseEvent)
        ):
            middle = event.button() == Qt.MouseButton.MiddleButton
            ctrl = event.button() == Qt.MouseButton.LeftButton and bool(
                event.modifiers() & Qt.KeyboardModifier.ControlModifier
            )
            if middle or ctrl:
                index = self.tree.indexAt(event.position().toPoint())
                pid = index.siblingAtColumn(0).data(_PID) if index.isValid() else None
                # The second press of a double click is eaten too: one page, not two.
                if pid is not None and event.type() == QEvent.Type.MouseButtonPress:
                    self.playerPageRequested.emit(int(pid))
                return True
        return super().eventFilter(watched, event)

    def _on_tree_selection_changed(self) -> None:
        if not self._quiet:
            self.playerSelected.emit(self.selected_pid())

    def _on_tree_custom_context_menu_requested(self, pos: QPoint) -> None:
        index = self.tree.indexAt(pos)
        pid = index.siblingAtColumn(0).data(_PID) if index.isValid() else None
        if pid is None:
            return
        self.select_player(int(pid))
        self.playerSelected.emit(int(pid))
        self.playerMenuRequested.emit(int(pid), self.tree.viewport().mapToGlobal(pos))
