"""Actions on the selected player — Goal, Header, Penalty, Own goal, Yellow, Red,
Substitution — with their single-key shortcuts, the menu on a player that offers them,
and the events they build."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

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
from tracker.ui.common.translation import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class PlayerAction:
    """One action on a player: its key, label, icon and shortcut."""

    key: str
    label: str
    icon: str
    shortcut: str
    tip: str


PLAYER_ACTIONS = (
    PlayerAction(
        "goal",
        QT_TRANSLATE_NOOP("PlayerActions", "&Goal"),
        "goal",
        "G",
        QT_TRANSLATE_NOOP("PlayerActions", "Goal by the selected player (asks for the assist)"),
    ),
    PlayerAction(
        "header",
        QT_TRANSLATE_NOOP("PlayerActions", "&Header"),
        "goal",
        "H",
        QT_TRANSLATE_NOOP("PlayerActions", "Headed goal by the selected player"),
    ),
    PlayerAction(
        "penalty",
        QT_TRANSLATE_NOOP("PlayerActions", "&Penalty"),
        "penalty",
        "P",
        QT_TRANSLATE_NOOP("PlayerActions", "Penalty scored by the selected player"),
    ),
    PlayerAction(
        "own_goal",
        QT_TRANSLATE_NOOP("PlayerActions", "&Own goal"),
        "own_goal",
        "O",
        QT_TRANSLATE_NOOP("PlayerActions", "Own goal by the selected player"),
    ),
    PlayerAction(
        "missed",
        QT_TRANSLATE_NOOP("PlayerActions", "Penalty &missed"),
        "missed",
        "M",
        QT_TRANSLATE_NOOP("PlayerActions", "Penalty missed by the selected player"),
    ),
    PlayerAction(
        "yellow",
        QT_TRANSLATE_NOOP("PlayerActions", "&Yellow card"),
        "yellow",
        "Y",
        QT_TRANSLATE_NOOP("PlayerActions", "Book the selected player"),
    ),
    PlayerAction(
        "red",
        QT_TRANSLATE_NOOP("PlayerActions", "&Red card"),
        "red",
        "R",
        QT_TRANSLATE_NOOP("PlayerActions", "Send the selected player off"),
    ),
    PlayerAction(
        "sub",
        QT_TRANSLATE_NOOP("PlayerActions", "&Substitution…"),
        "sub",
        "S",
        QT_TRANSLATE_NOOP("PlayerActions", "Substitute the selected player (or bring him on)"),
    ),
)

#: The short word each action shows on the toolbar (the menus show the whole label).
_TOOLBAR_WORDS = {
    "goal": QT_TRANSLATE_NOOP("PlayerActions", "Goal"),
    "header": QT_TRANSLATE_NOOP("PlayerActions", "Header"),
    "penalty": QT_TRANSLATE_NOOP("PlayerActions", "Penalty"),
    "own_goal": QT_TRANSLATE_NOOP("PlayerActions", "Own goal"),
    "missed": QT_TRANSLATE_NOOP("PlayerActions", "Penalty missed"),
    "yellow": QT_TRANSLATE_NOOP("PlayerActions", "Yellow card"),
    "red": QT_TRANSLATE_NOOP("PlayerActions", "Red card"),
    "sub": QT_TRANSLATE_NOOP("PlayerActions", "Substitution"),
}

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
    #: The selected starter did not start: the user asks to put right who did.
    swapStarterRequested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.actions: dict[str, QAction] = {}
        for spec in PLAYER_ACTIONS:
            label = QCoreApplication.translate("PlayerActions", spec.label)
            tip = QCoreApplication.translate("PlayerActions", spec.tip)
            action = QAction(icon(spec.icon), label, parent)
            # German and Spanish labels are longer: the toolbar shows a short word.
            action.setIconText(
                QCoreApplication.translate("PlayerActions", _TOOLBAR_WORDS[spec.key])
            )
            action.setShortcut(QKeySequence(spec.shortcut))
            action.setToolTip(f"{tip} ({spec.shortcut})")
            action.setStatusTip(tip)
            action.setObjectName(f"action_{spec.key}")
            action.triggered.connect(lambda _=False, key=spec.key: self.triggered.emit(key))
            parent.addAction(action)
            self.actions[spec.key] = action
        # A correction of the line-up, not an event: apart from ``actions``, which the
        # tool bar shows; offered on a listed starter, during or after the match.
        self.swap_starter = QAction(parent)
        self.swap_starter.setObjectName("action_swap_starter")
        tip = QCoreApplication.translate(
            "PlayerActions",
            "The selected player is listed in the starting eleven but did not start: put "
            "the substitute who did in his place (his events can be credited to him)",
        )
        self.swap_starter.setToolTip(tip)
        self.swap_starter.setStatusTip(tip)
        self.swap_starter.triggered.connect(lambda _=False: self.swapStarterRequested.emit())
        self.enable(None, None)

    def enable(self, state: MatchState | None, pid: int | None) -> None:
        """Enable the actions that make sense for ``pid`` in ``state``."""
        side = state.match.side_of(pid) if state is not None and pid is not None else None
        live = state is not None and not state.over and not state.match.confirmed
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
        self._enable_swap(state, pid)

    def _enable_swap(self, state: MatchState | None, pid: int | None) -> None:
        """Offered on a listed starter of a match that is not confirmed, named in its text."""
        match = state.match if state is not None else None
        side = match.side_of(pid) if match is not None and pid is not None else None
        lineup = match.team(side).lineup if match is not None and side is not None else None
        starter = lineup is not None and pid in lineup.starters and bool(lineup.bench)
        self.swap_starter.setEnabled(bool(starter) and match is not None and not match.confirmed)
        if starter and match is not None and pid is not None:
            name = match.player(pid).name.replace("&", "&&")
            text = QCoreApplication.translate(
                "PlayerActions", "Another player started &instead of {name}…"
            ).format(name=name)
        else:
            text = QCoreApplication.translate(
                "PlayerActions", "Another player started &instead of the selected starter…"
            )
        self.swap_starter.setText(text)

    def popup_menu(
        self, parent: QWidget, name: str | None, where: QPoint, show_page: Callable[[], object]
    ) -> None:
        """The actions on a player, headed by his ``name``, and his page (``show_page``),
        in a menu of ``parent``'s at ``where`` (the main window's words)."""
        menu = QMenu(parent)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if name is not None:
            menu.addSection(name)
        for action in self.actions.values():
            menu.addAction(action)
        menu.addSeparator()
        if self.swap_starter.isEnabled():
            menu.addAction(self.swap_starter)
        page = menu.addAction(QCoreApplication.translate("MainWindow", "Player &page"))
        page.setObjectName("playerPageAction")
        page.triggered.connect(lambda _=False: show_page())
        menu.popup(where)


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
                QCoreApplication.translate("actions", "Assist"),
                QCoreApplication.translate("actions", "Who assisted {name}?").format(
                    name=match.player(pid).name
                ),
                match,
                mates,
                none_label=QCoreApplication.translate("actions", "No assist"),
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
        QCoreApplication.translate("actions", "Substitution"),
        QCoreApplication.translate("actions", "Who replaces {name}?").format(name=name)
        if going_off
        else QCoreApplication.translate("actions", "Who makes way for {name}?").format(name=name),
        match,
        st.bench if going_off else st.on_pitch,
    )
    if answer is None:
        return None
    other, concussion = answer
    off, on = (pid, other) if going_off else (other, pid)
    return Substitution(time=time, side=side, off=off, on=on, concussion=concussion)
