"""Line-up panels: a team's starting eleven in formation rows and its bench, each
player's match at a glance (on the pitch, off or on at a minute, cards, goals, assists)."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.core.events import CardKind, GoalKind
from tracker.core.model import Match, Side
from tracker.core.state import MatchState
from tracker.ui.icons import icon
from tracker.ui.pitch import PLAYER_MIME, player_mime

_PID = Qt.ItemDataRole.UserRole


def line_names(formation_rows: int) -> list[str]:
    """Names of a line-up's rows: goalkeeper, defence, midfield…, attack."""
    names = ["Goalkeeper"]
    outfield = formation_rows - 1
    for i in range(outfield):
        if i == 0:
            names.append("Defence")
        elif i == outfield - 1:
            names.append("Attack")
        else:
            names.append("Midfield")
    return names


def player_status(state: MatchState, side: Side, pid: int) -> tuple[str, str | None]:
    """A short account of a player's match, and the icon for it (worst card, else goal)."""
    st = state.sides[side]
    parts: list[str] = []
    badge: str | None = None
    if pid in st.came_on:
        parts.append(f"▲ {st.came_on[pid]}")
    for goal in state.goals():
        if goal.scorer == pid:
            own = goal.how is GoalKind.OWN_GOAL
            parts.append(f"{'own goal' if own else 'goal'} {goal.time}")
            badge = badge or ("own_goal" if own else "goal")
        if goal.assist == pid:
            parts.append(f"assist {goal.time}")
    for event in state.cards():
        if event.player == pid:
            card = {CardKind.YELLOW: "yellow", CardKind.SECOND_YELLOW: "second_yellow"}.get(
                event.card, "red"
            )
            parts.append(f"{'booked' if card == 'yellow' else 'sent off'} {event.time}")
            badge = card
    if pid in st.went_off:
        parts.append(f"▼ {st.went_off[pid]}")
    return "  ".join(parts), badge


class LineupTree(QTreeWidget):
    """The tree of one team's players; bench players can be dragged onto the pitch."""

    def mimeData(self, items: list[QTreeWidgetItem]) -> QMimeData:
        """A dragged bench player, as a player for the pitch."""
        pid = items[0].data(0, _PID) if items else None
        return player_mime(int(pid)) if pid is not None else QMimeData()

    def mimeTypes(self) -> list[str]:
        """The one format this tree drags."""
        return [PLAYER_MIME]


class LineupPanel(QWidget):
    """One team's line-up panel, docked beside the pitch."""

    #: A player was selected in the panel (pid).
    playerSelected = Signal(object)
    #: A context menu was asked for on a player: pid and global position.
    playerMenuRequested = Signal(int, QPoint)

    def __init__(self, side: Side, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        name = "homeLineup" if side is Side.HOME else "awayLineup"
        self.setObjectName(name)
        self.setAccessibleName(name)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.tree = LineupTree()
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["#", "Player", "Match"])
        self.tree.setRootIsDecorated(False)
        self.tree.setIndentation(8)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        header = self.tree.header()
        header.setStretchLastSection(True)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setIconSize(QSize(14, 14))
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setToolTip(
            "Click a player to select him; drag a substitute onto a player on the pitch."
        )
        self.tree.itemSelectionChanged.connect(self._on_tree_item_selection_changed)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._on_tree_custom_context_menu_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.tree)
        self._items: dict[int, QTreeWidgetItem] = {}
        self._quiet = False

    def show_state(self, state: MatchState | None) -> None:
        """Show this side's players as they stand in ``state``."""
        self._quiet = True
        selected = self.selected_pid()
        self.tree.clear()
        self._items.clear()
        if state is None:
            self.title.setText("")
            self._quiet = False
            return
        match = state.match
        team = match.team(self.side)
        st = state.sides[self.side]
        colour = team.colour
        self.title.setText(
            f"<span style='color:{colour}; font-size:16pt'>■</span> "
            f"<b style='font-size:12pt'>{team.name}</b> &nbsp;{st.formation}"
            + (f"<br><span style='color:gray'>{team.manager}</span>" if team.manager else "")
        )
        lineup = team.lineup
        if lineup is not None:
            for name, row in zip(line_names(len(lineup.rows)), lineup.rows, strict=False):
                group = self._group(name)
                for pid in row:
                    self._add_player(group, match, state, pid)
            bench = self._group("Bench")
            for pid in lineup.bench:
                self._add_player(bench, match, state, pid)
        self.tree.expandAll()
        if selected in self._items:
            self._items[selected].setSelected(True)
        self._quiet = False

    def _group(self, name: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self.tree, ["", name, ""])
        font = QFont(item.font(1))
        font.setBold(True)
        item.setFont(1, font)
        item.setFirstColumnSpanned(True)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setForeground(1, QBrush(QColor("#666")))
        return item

    def _add_player(
        self, group: QTreeWidgetItem, match: Match, state: MatchState, pid: int
    ) -> None:
        player = match.player(pid)
        st = state.sides[self.side]
        status, badge = player_status(state, self.side, pid)
        number = str(player.number) if player.number is not None else ""
        item = QTreeWidgetItem(group, [number, player.name, status])
        item.setData(0, _PID, pid)
        on_pitch = pid in st.on_pitch
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if pid in st.bench:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        item.setFlags(flags)
        font = QFont(item.font(1))
        font.setBold(on_pitch)
        item.setFont(1, font)
        if not on_pitch:
            for column in range(3):
                item.setForeground(column, QBrush(QColor("#808080")))
        if badge is not None:
            item.setIcon(2, icon(badge))
        where = "on the pitch" if on_pitch else ("on the bench" if pid in st.bench else "off")
        item.setToolTip(1, f"{player.name}: {where}")
        item.setToolTip(2, status or where)
        self._items[pid] = item

    def selected_pid(self) -> int | None:
        """The selected player, if any."""
        items = self.tree.selectedItems()
        pid = items[0].data(0, _PID) if items else None
        return int(pid) if pid is not None else None

    def select_player(self, pid: int | None) -> None:
        """Select a player in this panel (or clear the selection) without re-announcing it."""
        self._quiet = True
        self.tree.clearSelection()
        if pid in self._items:
            self._items[pid].setSelected(True)
            self.tree.scrollToItem(self._items[pid])
        self._quiet = False

    def item_of(self, pid: int) -> QTreeWidgetItem | None:
        """The tree item of a player (for tests and accessibility tools)."""
        return self._items.get(pid)

    def _on_tree_item_selection_changed(self) -> None:
        if not self._quiet:
            self.playerSelected.emit(self.selected_pid())

    def _on_tree_custom_context_menu_requested(self, pos: QPoint) -> None:
        item = self.tree.itemAt(pos)
        pid = item.data(0, _PID) if item is not None else None
        if pid is None:
            return
        self.select_player(int(pid))
        self.playerSelected.emit(int(pid))
        self.playerMenuRequested.emit(int(pid), self.tree.viewport().mapToGlobal(pos))
