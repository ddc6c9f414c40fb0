"""The line-up editor: a formation, starters placed on a pitch, the bench and the captain."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.formations import (
    Placement,
    formation_from_text,
    formation_label,
    size_of,
    slot_label,
)
from tracker.core.match.model import Player, SetupError, TeamSheet
from tracker.services.setup import CopiedLineup
from tracker.ui.common.dialogs import buddy_label
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.refusals import as_sentence
from tracker.ui.setup.pitch import PitchScene, PitchView
from tracker.ui.setup.playerlist import PlayerListModel, PlayerListView

#: Finds a team's last line-up placed with the given squad (or None).
CopySource = Callable[[str, tuple[Player, ...]], CopiedLineup | None]


class LineupEditor(QWidget):
    """Place a team's starters on formation slots by drag and drop or by keyboard."""

    #: The placement changed.
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, with_bench: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("lineupEditor")
        self._with_bench = with_bench
        self._team = TeamSheet(name="")
        self._copy_source: CopySource | None = None
        self.placement = Placement.empty("4-4-2")

        self.formation = QComboBox(self)
        self.formation.setObjectName("formation")
        self.formation.setEditable(not with_bench)
        self.formation.setToolTip(
            self.tr("The shape, defence to attack (the goalkeeper is not counted)")
        )
        self.formation.textActivated.connect(self._on_formation_text_activated)
        self.copy_button = QPushButton(self.tr("Cop&y line-up from the last match"), self)
        self.copy_button.setObjectName("copyLastLineup")
        self.copy_button.setAutoDefault(False)
        self.copy_button.clicked.connect(self._on_copy_clicked)
        self.copy_button.setVisible(with_bench)
        self.scene = PitchScene(self)
        self.pitch = PitchView(self.scene, self)
        self.scene.dropped.connect(self._on_scene_dropped)
        self.scene.slot_clicked.connect(self._on_scene_slot_clicked)

        self.available_model = PlayerListModel(self)
        self.available = PlayerListView("availablePlayers", self)
        self.available.setModel(self.available_model)
        self.available_model.dropped.connect(self.unplace_all)
        self.available.activated.connect(self._on_list_activated)
        self.bench_model = PlayerListModel(self)
        self.bench = PlayerListView("benchPlayers", self)
        self.bench.setModel(self.bench_model)
        self.bench_model.dropped.connect(self.to_bench_all)
        self.bench.activated.connect(self._on_list_activated)

        self.slot = QComboBox(self)
        self.slot.setObjectName("slotChoice")
        self.put_button = self._button(self.tr("&Put in slot"), "putInSlot", self._on_put_clicked)
        self.bench_button = self._button(self.tr("To b&ench"), "toBench", self._on_bench_clicked)
        self.bench_button.setToolTip(
            self.tr(
                "Put the players selected in the squad list (Shift or Ctrl picks several) on the "
                "bench; Ctrl+B in the squad list does the same"
            )
        )
        self.back_button = self._button(
            self.tr("Back to &squad"), "backToSquad", self._on_back_clicked
        )
        self.back_button.setToolTip(
            self.tr(
                "Take the players selected on the bench back to the squad; Delete in the bench "
                "list does the same"
            )
        )
        # Keys on the lists themselves: a whole bench moves in one go.
        self.available.installEventFilter(self)
        self.bench.installEventFilter(self)
        self.captain = QComboBox(self)
        self.captain.setObjectName("captain")
        self.captain.activated.connect(self._on_captain_activated)
        self.message = QLabel(self)
        self.message.setObjectName("lineupMessage")
        self.message.setWordWrap(True)
        show_errors_in_red(self.message)
        self.count = QLabel(self)
        self.count.setObjectName("lineupCount")

        top = QHBoxLayout()
        top.addWidget(buddy_label(self.tr("&Formation:"), self, self.formation))
        top.addWidget(self.formation)
        top.addStretch(1)
        top.addWidget(self.copy_button)
        left = QVBoxLayout()
        left.addWidget(buddy_label(self.tr("S&quad — drag onto the pitch"), self, self.available))
        left.addWidget(self.available, 1)
        keyboard = QGroupBox(self.tr("With the keyboard"), self)
        form = QFormLayout(keyboard)
        form.addRow(self.tr("Sl&ot:"), self.slot)
        buttons = QGridLayout()
        buttons.addWidget(self.put_button, 0, 0)
        buttons.addWidget(self.bench_button, 0, 1)
        buttons.addWidget(self.back_button, 1, 0, 1, 2)
        form.addRow(buttons)
        right = QVBoxLayout()
        bench_label = buddy_label(self.tr("Benc&h (substitutes)"), self, self.bench)
        right.addWidget(bench_label)
        right.addWidget(self.bench, 1)
        captain_row = QFormLayout()
        captain_row.addRow(self.tr("Cap&tain:"), self.captain)
        right.addLayout(captain_row)
        right.addWidget(keyboard)
        if not with_bench:
            right.addStretch(1)
        for widget in (bench_label, self.bench, self.bench_button, self.captain):
            widget.setVisible(with_bench)
        if not with_bench:
            captain_row.labelForField(self.captain).setVisible(False)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addWidget(self.pitch, 4)
        body.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        layout.addWidget(self.count)
        layout.addWidget(self.message)
        # Tab follows the screen: shape, squad, bench, captain, then the keyboard box.
        chain = (self.formation, self.copy_button, self.available, self.bench, self.captain)
        for first, second in itertools.pairwise((*chain, self.slot, self.put_button)):
            QWidget.setTabOrder(first, second)
        QWidget.setTabOrder(self.put_button, self.bench_button)
        QWidget.setTabOrder(self.bench_button, self.back_button)

    def _button(self, text: str, name: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+B in the squad list benches the selected players; Delete on the bench
        takes them back to the squad."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        ctrl = event.modifiers() == Qt.KeyboardModifier.ControlModifier
        if watched is self.available and ctrl and event.key() == Qt.Key.Key_B:
            _select_current(self.available)
            self._on_bench_clicked()
            return True
        if watched is self.bench and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            _select_current(self.bench)
            self._on_back_clicked()
            return True
        return super().eventFilter(watched, event)

    # --- set-up ----------------------------------------------------------------
    def set_team(
        self, team: TeamSheet, formations: Sequence[str], placement: Placement | None = None
    ) -> None:
        """Edit the line-up of ``team``; keeps what still fits of the current placement."""
        self._team = team
        self.formation.clear()
        for shape in formations:
            self.formation.addItem(formation_label(shape), shape)
        if placement is None:
            placement = self.placement
            if placement.formation not in formations:
                placement = Placement.empty(formations[0])
        squad = {p.pid for p in team.squad}
        placement.slots = [[p if p in squad else None for p in row] for row in placement.slots]
        placement.bench = [p for p in placement.bench if p in squad]
        if placement.captain not in squad:
            placement.captain = None
        self.placement = placement
        self._refresh()

    def set_copy_source(self, source: CopySource | None) -> None:
        """Where "Copy line-up from the last match" looks."""
        self._copy_source = source

    def show_message(self, text: str) -> None:
        """Show a problem with the line-up."""
        self.message.setText(text)

    # --- what the user does -------------------------------------------------------
    def place(self, pid: int, line: int, slot: int) -> None:
        """Put a player into a slot (what a drop on the pitch does)."""
        if self._team.player(pid) is None:
            return
        self.placement.place(pid, line, slot)
        self._refresh()

    def to_bench(self, pid: int) -> None:
        """Put a player on the bench."""
        self.to_bench_all([pid])

    def to_bench_all(self, pids: Sequence[int]) -> None:
        """Put players on the bench, in order (what a drop on the bench does)."""
        if not self._with_bench:
            return
        for pid in pids:
            if self._team.player(pid) is not None:
                self.placement.to_bench(pid)
        self._refresh()

    def unplace(self, pid: int) -> None:
        """Take a player back to the squad list."""
        self.unplace_all([pid])

    def unplace_all(self, pids: Sequence[int]) -> None:
        """Take players back to the squad list (what a drop on the squad list does)."""
        for pid in pids:
            self.placement.unplace(pid)
        self._refresh()

    def set_formation(self, formation: str) -> None:
        """Change the shape, keeping the placed players in order."""
        try:
            self.placement.reshape(formation)
        except SetupError as exc:
            self.show_message(as_sentence(str(exc)))
            return
        self._refresh()

    def _on_formation_text_activated(self, text: str) -> None:
        shape = formation_from_text(text)
        if shape != self.placement.formation:
            self.set_formation(shape)

    def _on_scene_dropped(self, pids: list[int], line: int, slot: int) -> None:
        first, *others = pids
        self.place(first, line, slot)
        # Players dragged along with him fill the empty slots that are left, in order.
        for pid in others:
            empty = self.placement.first_empty()
            if empty is None or self.placement.where(pid) is not None:
                continue
            self.place(pid, *empty)

    def _on_scene_slot_clicked(self, line: int, slot: int) -> None:
        index = self.slot.findData(_slot_key(line, slot))
        if index >= 0:
            self.slot.setCurrentIndex(index)

    def _on_list_activated(self, index: QModelIndex) -> None:
        # The player activated, selected or not: Tab or Alt+Q into the list makes the
        # first player current without selecting him, and Enter must place him.
        if not index.isValid():
            return
        pid = int(index.data(Qt.ItemDataRole.UserRole))
        chosen = self._chosen_slot()
        target = chosen
        if chosen is None or self.placement.slots[chosen[0]][chosen[1]] is not None:
            target = self.placement.first_empty() or chosen
        if target is not None:
            self.place(pid, *target)

    def _on_put_clicked(self) -> None:
        pid = self._list_pid()
        chosen = self._chosen_slot()
        if pid is None or chosen is None:
            self.show_message(self.tr("Select a player in the squad or bench list, and a slot."))
            return
        self.place(pid, *chosen)

    def _list_pid(self) -> int | None:
        return _first(self.available.selected_pid(), self.bench.selected_pid())

    def _on_bench_clicked(self) -> None:
        pids = self.available.selected_pids() or _present(self._slot_pid())
        if pids:
            self.to_bench_all(pids)

    def _on_back_clicked(self) -> None:
        pids = self.bench.selected_pids() or _present(self._slot_pid())
        if pids:
            self.unplace_all(pids)

    def _chosen_slot(self) -> tuple[int, int] | None:
        """The (line, slot) chosen in the keyboard box."""
        key = self.slot.currentData()
        if not isinstance(key, str):
            return None
        line, slot = key.split(".")
        return int(line), int(slot)

    def _slot_pid(self) -> int | None:
        chosen = self._chosen_slot()
        return self.placement.slots[chosen[0]][chosen[1]] if chosen else None

    def _on_captain_activated(self, index: int) -> None:
        self.placement.captain = self.captain.itemData(index)
        self._refresh()

    def _on_copy_clicked(self) -> None:
        copied = self._copy_source(self._team.name, self._team.squad) if self._copy_source else None
        if copied is None:
            self.show_message(
                self.tr("{value} has no earlier match here.").format(
                    value=self._team.name or "This team"
                )
            )
            return
        formations = [self.formation.itemData(i) for i in range(self.formation.count())]
        shape = copied.placement.formation
        if formations and size_of(shape) != size_of(formations[0]):
            self.show_message(
                self.tr(
                    "The last match ({source}) was played {size_of} a side in a {shape}; this one is {size_of2} a side: place the players yourself."
                ).format(
                    source=copied.source,
                    size_of=size_of(shape),
                    shape=shape,
                    size_of2=size_of(formations[0]),
                )
            )
            return
        self.set_team(self._team, formations, copied.placement)
        note = self.tr("Copied from {source}.").format(source=copied.source)
        if copied.missing:
            note += self.tr(" Not in this squad: {join} — fill their places.").format(
                join=", ".join(copied.missing)
            )
        self.show_message(note)

    # --- redrawing ---------------------------------------------------------------
    def _refresh(self) -> None:
        p = self.placement
        players = {pl.pid: pl for pl in self._team.squad}
        used = set(p.placed) | set(p.bench)
        rows = (self.available.currentIndex().row(), self.bench.currentIndex().row())
        self.available_model.set_players([pl for pl in self._team.squad if pl.pid not in used])
        self.bench_model.set_players([players[pid] for pid in p.bench if pid in players])
        # The next player in a list stays current, so Enter, Enter… places one after another.
        for view, row in zip((self.available, self.bench), rows, strict=True):
            count = view.model().rowCount()
            if row >= 0 and count and not view.currentIndex().isValid():
                view.setCurrentIndex(view.model().index(min(row, count - 1), 0))
        self.scene.show_placement(p, players, self._team.colour, self._team.keeper_colour)
        found = self.formation.findData(p.formation)
        if found >= 0:
            self.formation.setCurrentIndex(found)
        else:  # a shape of the user's own, typed in
            self.formation.setCurrentText(p.formation)
        chosen = self._chosen_slot()
        self.slot.clear()
        for line, line_slots in enumerate(p.slots):
            for slot, pid in enumerate(line_slots):
                who = players[pid].name if pid in players else self.tr("empty")
                label = f"{slot_label(p.formation, line, slot)} — {who}"
                self.slot.addItem(label, _slot_key(line, slot))
        if chosen is not None and (found := self.slot.findData(_slot_key(*chosen))) >= 0:
            self.slot.setCurrentIndex(found)
        self.captain.clear()
        self.captain.addItem(self.tr("(none)"), None)
        for pid in p.placed:
            self.captain.addItem(players[pid].name, pid)
        self.captain.setCurrentIndex(max(self.captain.findData(p.captain), 0))
        total = sum(len(row) for row in p.slots)
        bench = self.tr(", {len} on the bench").format(len=len(p.bench)) if self._with_bench else ""
        self.count.setText(
            self.tr("{len} of {total} placed{bench}.").format(
                len=len(p.placed), total=total, bench=bench
            )
        )
        self.message.clear()
        self.changed.emit()


def _select_current(view: PlayerListView) -> None:
    """Select the player the list's keys act on, if none is: Tab into a list makes its
    first player current without selecting him (a key for the list, not the slot's)."""
    model = view.selectionModel()
    if not model.hasSelection() and view.currentIndex().isValid():
        model.select(view.currentIndex(), model.SelectionFlag.Select)


def _first(*pids: int | None) -> int | None:
    """The first pid that is there (a pid may be 0, so not ``or``)."""
    return next((pid for pid in pids if pid is not None), None)


def _present(pid: int | None) -> list[int]:
    """``[pid]``, or nobody for None (a pid may be 0)."""
    return [] if pid is None else [pid]


def _slot_key(line: int, slot: int) -> str:
    """A slot as combo-box data (a tuple would not survive the trip through QVariant)."""
    return f"{line}.{slot}"
