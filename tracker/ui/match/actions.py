"""Actions on the selected player — Goal, Header, Penalty, Own goal, Yellow, Red,
Substitution — with their single-key shortcuts, and the events they build."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MissedPenalty,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState
from tracker.ui.common.icons import icon


@dataclass(frozen=True)
class PlayerAction:
    """One action on a player: its key, label, icon and shortcut."""

    key: str
    label: str
    icon: str
    shortcut: str
    tip: str


PLAYER_ACTIONS = (
    PlayerAction("goal", "&Goal", "goal", "G", "Goal by the selected player (asks for the assist)"),
    PlayerAction("header", "&Header", "goal", "H", "Headed goal by the selected player"),
    PlayerAction("penalty", "&Penalty", "penalty", "P", "Penalty scored by the selected player"),
    PlayerAction("own_goal", "&Own goal", "own_goal", "O", "Own goal by the selected player"),
    PlayerAction(
        "missed", "Penalty &missed", "missed", "M", "Penalty missed by the selected player"
    ),
    PlayerAction("yellow", "&Yellow card", "yellow", "Y", "Book the selected player"),
    PlayerAction("red", "&Red card", "red", "R", "Send the selected player off"),
    PlayerAction(
        "sub", "&Substitution…", "sub", "S", "Substitute the selected player (or bring him on)"
    ),
)

_GOAL_KINDS = {
    "goal": GoalKind.OPEN_PLAY,
    "header": GoalKind.HEADER,
    "penalty": GoalKind.PENALTY,
    "own_goal": GoalKind.OWN_GOAL,
}


class PlayerActions(QObject):
    """The QActions for the selected player; ``triggered`` names the one chosen."""

    #: An action was chosen: its key ("goal", "yellow", "sub"…).
    triggered = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.actions: dict[str, QAction] = {}
        for spec in PLAYER_ACTIONS:
            action = QAction(icon(spec.icon), spec.label, parent)
            action.setShortcut(QKeySequence(spec.shortcut))
            action.setToolTip(f"{spec.tip} ({spec.shortcut})")
            action.setStatusTip(spec.tip)
            action.setObjectName(f"action_{spec.key}")
            action.triggered.connect(lambda _=False, key=spec.key: self.triggered.emit(key))
            parent.addAction(action)
            self.actions[spec.key] = action
        self.enable(None, None)

    def enable(self, state: MatchState | None, pid: int | None) -> None:
        """Enable the actions that make sense for ``pid`` in ``state``."""
        side = state.match.side_of(pid) if state is not None and pid is not None else None
        live = state is not None and not state.finished and not state.match.confirmed
        on_pitch = side is not None and state is not None and pid in state.on_pitch(side)
        on_bench = side is not None and state is not None and pid in state.sides[side].bench
        sent_off = side is not None and state is not None and pid in state.sides[side].sent_off
        for key, action in self.actions.items():
            if key in _GOAL_KINDS or key == "missed":
                action.setEnabled(live and on_pitch)
            elif key == "sub":
                action.setEnabled(live and (on_pitch or on_bench))
            else:
                action.setEnabled(live and side is not None and not sent_off)


def build_event(
    parent: QWidget, key: str, state: MatchState, pid: int, time: MatchTime
) -> Event | None:
    """The event an action on ``pid`` means, asking for the assist or the other player."""
    match = state.match
    side = match.side_of(pid)
    assert side is not None
    if (
        state.running
        and state.period is Period.SHOOTOUT
        and (key in _GOAL_KINDS or key == "missed")
    ):
        # In the shootout a goal or a penalty is a scored kick, a miss a missed one.
        return ShootoutKick(time=time, side=side, player=pid, scored=key != "missed")
    if key == "missed":
        return MissedPenalty(time=time, side=side, player=pid, saved=False)
    if key in _GOAL_KINDS:
        how = _GOAL_KINDS[key]
        assist: int | None = None
        if how in (GoalKind.OPEN_PLAY, GoalKind.HEADER):
            from tracker.ui.common.dialogs import PlayerChooser  # loaded on first use

            mates = [p for p in state.on_pitch(side) if p != pid]
            chosen = PlayerChooser.ask(
                parent,
                "Assist",
                f"Who assisted {match.player(pid).name}?",
                match,
                mates,
                none_label="No assist",
            )
            if chosen is None:
                return None
            assist = None if chosen == PlayerChooser.NONE else chosen
        return Goal(time=time, side=side, scorer=pid, assist=assist, how=how)
    if key in ("yellow", "red"):
        card = CardKind.YELLOW if key == "yellow" else CardKind.RED
        return Card(time=time, side=side, player=pid, card=card)
    if key == "sub":
        return _substitution(parent, state, side, pid, time)
    return None


def _substitution(
    parent: QWidget, state: MatchState, side: Side, pid: int, time: MatchTime
) -> Event | None:
    from tracker.ui.common.dialogs import SubstitutionChooser  # loaded on first use

    match = state.match
    st = state.sides[side]
    going_off = pid in st.on_pitch
    name = match.player(pid).name
    answer = SubstitutionChooser.ask_substitution(
        parent,
        "Substitution",
        f"Who replaces {name}?" if going_off else f"Who makes way for {name}?",
        match,
        st.bench if going_off else st.on_pitch,
    )
    if answer is None:
        return None
    other, concussion = answer
    off, on = (pid, other) if going_off else (other, pid)
    return Substitution(time=time, side=side, off=off, on=on, concussion=concussion)
