"""The pitch as a screen reader meets it: a list of every player of both teams.

A QGraphicsView exposes nothing of what it draws, so the pitch gets an accessible
interface of its own (installed with :func:`install`): one child per player, named
with his name and number, described with his team, position, whether he is on the
pitch, and his cards and goals.
"""

from __future__ import annotations

import atexit
import contextlib
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from tracker.core.match.model import Position, Side
from tracker.ui.common.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tracker.core.match.replay import MatchState
    from tracker.ui.match.pitchitems import PlayerToken


class ShownPitch(Protocol):
    """What the interface reads of the pitch view (which imports this module)."""

    state: MatchState | None
    selected: int | None
    tokens: dict[int, PlayerToken]

    def token_at(self, pos: QPoint) -> PlayerToken | None: ...


_POSITIONS = {
    Position.GK: QT_TRANSLATE_NOOP("PitchAccess", "goalkeeper"),
    Position.DF: QT_TRANSLATE_NOOP("PitchAccess", "defender"),
    Position.MF: QT_TRANSLATE_NOOP("PitchAccess", "midfielder"),
    Position.FW: QT_TRANSLATE_NOOP("PitchAccess", "forward"),
}


def player_order(state: MatchState) -> list[int]:
    """Every player the pitch speaks of: home then away, those on the pitch first
    (goalkeeper first, row by row), then the bench, then those who went off."""
    order: list[int] = []
    for side in Side:
        st = state.sides[side]
        for pid in [*st.on_pitch, *st.bench, *st.went_off, *st.sent_off]:
            if pid not in order:
                order.append(pid)
    return order


def player_name(state: MatchState, pid: int) -> str:
    """His name and number, e.g. "Lionel Messi, number 10"."""
    player = state.match.player(pid)
    if player.number is None:
        return player.name
    return QCoreApplication.translate("PitchAccess", "{name}, number {number}").format(
        name=player.name, number=player.number
    )


def player_description(state: MatchState, pid: int) -> str:
    """His team, position, where he is, his cards and goals, in words."""
    match = state.match
    side = match.side_of(pid)
    assert side is not None  # the pitch speaks only of the two squads' players
    st = state.sides[side]
    player = match.player(pid)
    words = [match.team(side).name]
    keeper = bool(st.rows and st.rows[0] and st.rows[0][0] == pid)
    if keeper:
        words.append(QCoreApplication.translate("PitchAccess", "goalkeeper"))
    elif player.position is not None:
        words.append(QCoreApplication.translate("PitchAccess", _POSITIONS[player.position]))
    if pid in st.sent_off:
        words.append(
            QCoreApplication.translate("PitchAccess", "sent off {time}").format(
                time=st.sent_off[pid]
            )
        )
    elif pid in st.on_pitch:
        words.append(QCoreApplication.translate("PitchAccess", "on the pitch"))
    elif pid in st.went_off:
        words.append(
            QCoreApplication.translate("PitchAccess", "off the pitch, substituted {time}").format(
                time=st.went_off[pid]
            )
        )
    else:
        words.append(QCoreApplication.translate("PitchAccess", "on the bench"))
    if pid in st.came_on:
        words.append(
            QCoreApplication.translate("PitchAccess", "came on {time}").format(time=st.came_on[pid])
        )
    yellows = st.yellows.get(pid, 0)
    if yellows and pid not in st.sent_off:
        words.append(QCoreApplication.translate("PitchAccess", "booked"))
    goals = len(state.tally(pid).goals)
    if goals == 1:
        words.append(QCoreApplication.translate("PitchAccess", "1 goal"))
    elif goals:
        words.append(QCoreApplication.translate("PitchAccess", "{count} goals").format(count=goals))
    return ", ".join(words)


class PlayerAccessible(QAccessibleInterface):
    """One player, a child of the pitch's interface."""

    def __init__(self, pitch: PitchAccessible, pid: int) -> None:
        super().__init__()
        self.pitch = pitch
        self.pid = pid

    def isValid(self) -> bool:
        return self.pitch.shown.state is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.pitch.window()

    def parent(self) -> QAccessibleInterface:
        return self.pitch

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def text(self, kind: QAccessible.Text) -> str:
        state = self.pitch.shown.state
        if state is None:
            return ""
        if kind == QAccessible.Text.Name:
            return player_name(state, self.pid)
        if kind == QAccessible.Text.Description:
            return player_description(state, self.pid)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        view = self.pitch.view
        token = self.pitch.shown.tokens.get(self.pid)
        if token is None:
            return QRect()
        shape = view.mapFromScene(token.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(shape.topLeft()), shape.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        flags = QAccessible.State()
        flags.selectable = True
        flags.selected = self.pitch.shown.selected == self.pid
        flags.offscreen = self.pid not in self.pitch.shown.tokens
        return flags


class PitchAccessible(QAccessibleWidget):
    """The pitch: a list whose items are the players of both teams."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.List)
        self.view = view
        self.shown = cast(ShownPitch, view)
        self._players: dict[int, PlayerAccessible] = {}

    def _order(self) -> list[int]:
        state = self.shown.state
        return [] if state is None else player_order(state)

    def _player(self, pid: int) -> PlayerAccessible:
        if pid not in self._players:
            self._players[pid] = PlayerAccessible(self, pid)
            _made.append(self._players[pid])
        return self._players[pid]

    def childCount(self) -> int:
        return len(self._order())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        order = self._order()
        return self._player(order[index]) if 0 <= index < len(order) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        order = self._order()
        pid = getattr(child, "pid", None)
        return order.index(pid) if pid in order and child is self._players.get(pid) else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        viewport = self.view.viewport()
        token = self.shown.token_at(viewport.mapFromGlobal(QPoint(x, y)))
        return self._player(token.pid) if token is not None else None


_pitch_classes: list[type[QGraphicsView]] = []
#: The interfaces made here, each taken out of Qt's cache at exit (see :func:`_forget`).
_made: list[QAccessibleInterface] = []


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, tuple(_pitch_classes)):
        made = PitchAccessible(cast(QGraphicsView, obj))
        _made.append(made)
        return made
    return None


def _forget() -> None:
    """Delete the interfaces made here while Python still holds them. Qt 6.8 deletes
    those left in its cache when the application object goes, after Python's objects
    are gone: the program crashed on exit."""
    while _made:
        made = _made.pop()
        with contextlib.suppress(RuntimeError):  # deleted already, with its widget
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))


def install(pitch_class: type[QGraphicsView]) -> None:
    """Give every view of ``pitch_class`` its players' interface (once per process)."""
    if not _pitch_classes:
        QAccessible.installFactory(_factory)
        atexit.register(_forget)  # runs before PySide's own clean-up, registered earlier
    if pitch_class not in _pitch_classes:
        _pitch_classes.append(pitch_class)


def selection_changed(view: QGraphicsView) -> None:
    """Tell assistive technology which player is now selected on the pitch."""
    shown = cast(ShownPitch, view)
    if not QAccessible.isActive() or shown.state is None or shown.selected is None:
        return
    order = player_order(shown.state)
    if shown.selected not in order:
        return
    kind = QAccessible.Event.Focus if view.hasFocus() else QAccessible.Event.Selection
    event = QAccessibleEvent(view, kind)
    event.setChild(order.index(shown.selected))
    QAccessible.updateAccessibility(event)
