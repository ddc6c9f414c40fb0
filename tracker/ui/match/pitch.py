"""The pitch view: both teams on a pitch drawn to scale, following the match state.

Home defends the left goal and attacks to the right. Each side is drawn from the
state's current formation and rows, so a substitution or a change of formation
shows at once. The view only reports user intents (a player selected, a bench
player dropped on a pitch player); it never changes the match itself.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from tracker.core.bidi import isolate, left_to_right
from tracker.core.match.delta import StateDelta
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState
from tracker.ui.match.pitchaccess import install as install_accessible
from tracker.ui.match.pitchaccess import selection_changed
from tracker.ui.match.pitchitems import LENGTH, MARGIN, M, PitchMarkings, PlayerToken, TokenLook
from tracker.ui.match.tokenlooks import side_looks, slot_position, token_looks

#: Drag-and-drop format of a player: the pid as ASCII digits.
PLAYER_MIME = "application/x-match-tracker-player"


def player_mime(pid: int) -> QMimeData:
    """Mime data carrying a player, for dragging him from a panel."""
    data = QMimeData()
    data.setData(PLAYER_MIME, QByteArray(str(pid).encode()))
    return data


def mime_player(data: QMimeData) -> int | None:
    """The player carried by mime data, if any."""
    if not data.hasFormat(PLAYER_MIME):
        return None
    raw = bytes(data.data(PLAYER_MIME).data()).decode(errors="replace")
    return int(raw) if raw.isdigit() else None


#: Arrow keys and the direction each moves the selection on the pitch (scene y points down).
_STEPS: dict[Qt.Key, tuple[int, int]] = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


def _accept_as_copy(event: QDropEvent) -> None:
    # A "move" would make the panel delete the dragged row itself; the panel follows
    # the match instead, after the substitution is logged (or refused).
    event.setDropAction(Qt.DropAction.CopyAction)
    event.accept()


class PitchView(QGraphicsView):
    """The pitch with both teams, scaled to fit while keeping its proportions."""

    #: A player was selected by a click (pid), or the selection was cleared (None).
    playerSelected = Signal(object)
    #: A context menu was asked for on a player: pid and global position.
    playerMenuRequested = Signal(int, QPoint)
    #: A player was dropped on a pitch player: (player off, player on).
    substitutionDropped = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        install_accessible(PitchView)
        self.setObjectName("pitchView")
        self.setAccessibleName(self.tr("Pitch"))
        self.setAccessibleDescription(
            self.tr("Both teams' players on the pitch; the arrow keys move between them")
        )
        self.setToolTip("")
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#2f7d3a"))
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 220)
        self._markings = PitchMarkings()
        self.scene().addItem(self._markings)
        self.scene().setSceneRect(self._markings.boundingRect())
        self.tokens: dict[int, PlayerToken] = {}
        self.selected: int | None = None
        #: The match state shown (what the accessible players are read from).
        self.state: MatchState | None = None
        self._drop_on: PlayerToken | None = None
        self._labels: dict[Side, QGraphicsSimpleTextItem] = {}

    # --- following the match --------------------------------------------------
    def show_state(self, state: MatchState | None) -> None:
        """Draw the players on the pitch in this state (or an empty pitch)."""
        for token in self.tokens.values():
            self.scene().removeItem(token)
        for label in self._labels.values():
            self.scene().removeItem(label)
        self.tokens.clear()
        self._labels.clear()
        self._drop_on = None
        self.state = state
        if state is None:
            self.selected = None
            return
        for side, placed in token_looks(state).items():
            for pos, look in placed:
                self._add_token(pos, look)
            self._show_team_label(state, side)
        if self.selected not in self.tokens:
            self.selected = None
        self._show_selection()

    def update_state(self, state: MatchState, delta: StateDelta) -> None:
        """Redraw what one change touched: the named players' tokens, a side that moved."""
        self.state = state
        shown = {pid for pid in delta.players if pid in self.tokens}
        for side in Side:
            if side in delta.placed:
                self._redraw_side(state, side)
            elif shown:
                for _pos, look in side_looks(state, side, shown):
                    self.tokens[look.pid].set_look(look)
        if delta.placed:
            # Keep the tokens in line-up order, as a fresh drawing has them (the arrow
            # keys prefer the first of two players equally near).
            order = [pid for side in Side for pid in state.sides[side].on_pitch]
            self.tokens = {pid: self.tokens[pid] for pid in order}
        if self.selected not in self.tokens:
            self.selected = None
        self._show_selection()

    def _redraw_side(self, state: MatchState, side: Side) -> None:
        """A side whose places changed: move, restyle, add and remove its tokens."""
        placed = side_looks(state, side)
        kept = {look.pid for _pos, look in placed}
        gone = [pid for pid in self.tokens if pid not in kept and state.match.side_of(pid) is side]
        for pid in gone:
            removed = self.tokens.pop(pid)
            if removed is self._drop_on:
                self._drop_on = None
            self.scene().removeItem(removed)
        for pos, look in placed:
            token = self.tokens.get(look.pid)
            if token is None:
                self._add_token(pos, look)
                continue
            token.set_look(look)
            if token.pos() != pos:
                token.setPos(pos)
        self._show_team_label(state, side)

    def _add_token(self, pos: QPointF, look: TokenLook) -> None:
        token = PlayerToken(look)
        token.setPos(pos)
        token.setZValue(1)
        self.scene().addItem(token)
        self.tokens[look.pid] = token

    def _show_team_label(self, state: MatchState, side: Side) -> None:
        team = state.match.team(side)
        formation = state.sides[side].formation
        # Isolated, or a formation after an Arabic name would be drawn back to front.
        name = f"{isolate(team.name)}  {formation}" if formation else team.name
        text = left_to_right(f"{name}  →" if side is Side.HOME else f"←  {name}")
        label = self._labels.get(side)
        if label is not None and label.text() == text:
            return
        if label is None:
            label = self.scene().addSimpleText(text)
            font = QFont()
            font.setPixelSize(int(2.4 * M))
            font.setBold(True)
            label.setFont(font)
            label.setBrush(QColor(255, 255, 255, 220))
            self._labels[side] = label
        else:
            label.setText(text)
        width = label.boundingRect().width()
        centre = LENGTH / 4 if side is Side.HOME else LENGTH * 3 / 4
        label.setPos(centre * M - width / 2, -MARGIN * M + 0.6 * M)

    def team_label(self, side: Side) -> str:
        """The name and formation written over a side's half."""
        label = self._labels.get(side)
        return label.text() if label is not None else ""

    def select_player(self, pid: int | None) -> None:
        """Show ``pid`` as the selected player (None clears)."""
        self.selected = pid if pid in self.tokens else None
        selection_changed(self)
        self._show_selection()

    def _show_selection(self) -> None:
        for pid, token in self.tokens.items():
            token.set_highlight(pid == self.selected)

    def token_at(self, pos: QPoint) -> PlayerToken | None:
        """The token under a viewport position."""
        for item in self.items(pos):
            if isinstance(item, PlayerToken):
                return item
        return None

    # --- mouse ------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click selects the player under the mouse, or clears the selection."""
        token = self.token_at(event.position().toPoint())
        self.select_player(token.pid if token else None)
        self.playerSelected.emit(self.selected)
        super().mousePressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Right-click on a player: select him and ask for the actions menu."""
        token = self.token_at(event.pos())
        if token is None:
            return
        self.select_player(token.pid)
        self.playerSelected.emit(token.pid)
        self.playerMenuRequested.emit(token.pid, event.globalPos())

    # --- keyboard ----------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the selection to the nearest player that way; Menu opens his actions."""
        key = event.key()
        if key in _STEPS and self.tokens:
            pid = self.nearest_player(self.selected, *_STEPS[Qt.Key(key)])
            if pid is not None:
                self.select_player(pid)
                self.playerSelected.emit(pid)
            return
        if key == Qt.Key.Key_Menu or (
            key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            if self.selected is not None:
                where = self.mapFromScene(self.tokens[self.selected].scenePos())
                self.playerMenuRequested.emit(self.selected, self.viewport().mapToGlobal(where))
            return
        super().keyPressEvent(event)

    def nearest_player(self, start: int | None, dx: int, dy: int) -> int | None:
        """The player nearest ``start`` in the direction (dx, dy); none selected: a goalkeeper."""
        if start not in self.tokens:
            # Nothing selected yet: start from the goalkeeper at the end the arrow points away from.
            ends = sorted(self.tokens.values(), key=lambda t: t.scenePos().x() * (dx or 1))
            return ends[0].pid if ends else None
        here = self.tokens[start].scenePos()
        best: tuple[float, int] | None = None
        for pid, token in self.tokens.items():
            offset = token.scenePos() - here
            along = offset.x() * dx + offset.y() * dy
            if pid == start or along <= 1e-6:
                continue
            across = abs(offset.x() * dy) + abs(offset.y() * dx)
            # Prefer players straight ahead: sideways distance counts double.
            score = along + 2 * across
            if best is None or score < best[0]:
                best = (score, pid)
        return best[1] if best is not None else start

    # --- drag and drop: a substitute dropped on the player he replaces ----------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept players dragged from a panel."""
        if mime_player(event.mimeData()) is not None:
            _accept_as_copy(event)
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        """Highlight the pitch player under the mouse as the one to replace."""
        token = self.token_at(event.position().toPoint())
        self._set_drop_target(token)
        if token is not None and mime_player(event.mimeData()) is not None:
            _accept_as_copy(event)
        else:
            event.ignore()

    def dragLeaveEvent(self, event: object) -> None:
        """Forget the highlighted drop target."""
        self._set_drop_target(None)

    def dropEvent(self, event: QDropEvent) -> None:
        """A player dropped on a pitch player asks for a substitution."""
        on = mime_player(event.mimeData())
        token = self.token_at(event.position().toPoint())
        self._set_drop_target(None)
        if on is None or token is None or token.pid == on:
            event.ignore()
            return
        _accept_as_copy(event)
        self.substitutionDropped.emit(token.pid, on)

    def _set_drop_target(self, token: PlayerToken | None) -> None:
        if self._drop_on is not None and self._drop_on is not token:
            self._drop_on.set_drop_target(False)
        self._drop_on = token
        if token is not None:
            token.set_drop_target(True)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show that the arrow keys now move the selection on the pitch."""
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Take the focus frame away."""
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A frame round the view while it has the keyboard focus."""
        super().drawForeground(painter, rect)
        if self.hasFocus():
            painter.save()
            painter.resetTransform()
            pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 3)
            painter.setPen(pen)
            painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
            painter.restore()

    # --- scaling -----------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the whole pitch in view, in proportion."""
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Scale the pitch to the view, keeping its aspect ratio."""
        self.fitInView(QRectF(self.sceneRect()), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:
        """Fit once the view has its real size."""
        super().showEvent(event)
        self.fit()


__all__ = [
    "PLAYER_MIME",
    "PitchView",
    "mime_player",
    "player_mime",
    "slot_position",
    "token_looks",
]
