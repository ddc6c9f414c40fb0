"""A tactical switch during a match: the players on the pitch rearranged into a new formation."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.events import FormationChange
from tracker.core.match.formations import Placement, shapes_for, size_of
from tracker.core.match.matchtime import MatchTime, MatchTimeError, Period
from tracker.core.match.model import Match, SetupError, Side
from tracker.core.match.replay import MatchState
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.refusals import as_sentence
from tracker.ui.setup.lineup import LineupEditor


def _start(state: MatchState, side: Side, shapes: tuple[str, ...]) -> Placement:
    """The side's current shape, or the first common one for the players left after a red."""
    st = state.sides[side]
    rows: list[list[int | None]] = [[p for p in row if p is not None] for row in st.rows]
    current = st.formation or (shapes[0] if shapes else "4-4-2")
    placement = Placement(current, rows or [[None]], [], None)
    fits = size_of(current) == len(st.on_pitch) and all(rows)
    if not fits and shapes:
        placement.reshape(shapes[0])
    return placement


class FormationChangeDialog(QDialog):
    """Choose the new shape and where each player on the pitch now stands."""

    def __init__(
        self,
        match: Match,
        state: MatchState,
        side: Side,
        at: MatchTime | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("formationChangeDialog")
        team = match.team(side)
        self.setWindowTitle(self.tr("Formation change — {name}").format(name=team.name))
        self._side = side
        self._at = at or state.last_time or MatchTime(state.period or Period.FIRST_HALF, 0)
        self.result_event: FormationChange | None = None
        on_pitch = state.sides[side].on_pitch
        self._on_pitch = set(on_pitch)
        shapes = shapes_for(len(on_pitch))
        self.minute = QLineEdit(self._at.entry(), self)
        self.minute.setObjectName("minute")
        self.minute.setToolTip(self.tr("The minute of the switch: 72, or 45+2 in stoppage time"))
        self.minute.setMaximumWidth(90)
        self.editor = LineupEditor(self, with_bench=False)
        squad = tuple(p for p in team.squad if p.pid in self._on_pitch)
        self.editor.set_team(
            dataclasses.replace(team, squad=squad, lineup=None), shapes, _start(state, side, shapes)
        )
        current = state.sides[side].formation
        intro = QLabel(
            self.tr(
                "{name} play {value} with {len} players. Pick or type the new shape, then drag the players to their new places."
            ).format(
                name=team.name, value=current or self.tr("no set formation"), len=len(on_pitch)
            ),
            self,
        )
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)  # the team as typed
        self.message = QLabel(self)
        self.message.setObjectName("formationMessage")
        show_errors_in_red(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Log the change"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form = QFormLayout()
        form.addRow(self.tr("&Minute:"), self.minute)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(900, 600)

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        match: Match,
        state: MatchState,
        side: Side,
        at: MatchTime | None = None,
    ) -> FormationChange | None:
        """The formation change the user made, or None if cancelled."""
        dialog = cls(match, state, side, at, parent)
        try:
            dialog.exec()
            return dialog.result_event
        finally:
            dialog.deleteLater()

    def event_made(self) -> FormationChange:
        """The change as set up now; raises ValueError with a message for the user."""
        period = self._at.period
        try:
            time = MatchTime.parse(self.minute.text(), period)
        except MatchTimeError as exc:
            raise ValueError(str(exc)) from None
        placement = self.editor.placement
        left_out = self._on_pitch - set(placement.placed)
        if left_out and placement.complete():
            raise ValueError(
                self.tr(
                    "{count} player(s) on the pitch have no place in a {formation}:"
                    " choose a shape for {players} players"
                ).format(
                    count=len(left_out), formation=placement.formation, players=len(self._on_pitch)
                )
            )
        rows = placement.rows()
        if left_out:
            raise ValueError(self.tr("every player on the pitch needs a place"))
        return FormationChange(time, side=self._side, formation=placement.formation, rows=rows)

    def accept(self) -> None:
        """Keep the change if it is complete; otherwise say what is missing."""
        try:
            self.result_event = self.event_made()
        except (ValueError, SetupError) as exc:
            self.message.setText(as_sentence(str(exc)))
            return
        super().accept()
