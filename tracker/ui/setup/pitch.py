"""A pitch with a formation's slots that players are dragged onto.

The scene follows a :class:`Placement`: it is redrawn from it and its slot items only
report what the user did (a player dropped on a slot, a slot clicked); the editor that
owns the placement decides what happens.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QByteArray, QMimeData, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tracker.core.match.formations import Placement, slot_label, slot_positions
from tracker.core.match.model import Player

#: The MIME type of a dragged player: his pid as ASCII digits.
PLAYER_MIME = "application/x-match-tracker-player"
WIDTH, HEIGHT = 370.0, 500.0
RADIUS = 17.0
_GRASS, _GRASS_DARK, _LINE = QColor("#3f8f3f"), QColor("#388038"), QColor(255, 255, 255, 200)


def player_mime(pid: int) -> QMimeData:
    """The MIME data carrying one player in a drag."""
    return players_mime((pid,))


def players_mime(pids: Sequence[int]) -> QMimeData:
    """The MIME data carrying several players in one drag: their pids, comma-separated."""
    data = QMimeData()
    data.setData(PLAYER_MIME, QByteArray(",".join(map(str, pids)).encode("ascii")))
    return data


def pids_of(mime: QMimeData) -> tuple[int, ...]:
    """The players a drag carries, in order (none if it carries anything else)."""
    if not mime.hasFormat(PLAYER_MIME):
        return ()
    raw = bytes(mime.data(PLAYER_MIME).data()).decode("ascii", errors="replace").split(",")
    return tuple(int(part) for part in raw) if all(p.isdigit() for p in raw) else ()


def pid_of(mime: QMimeData) -> int | None:
    """The (first) player a drag carries, if it carries one."""
    pids = pids_of(mime)
    return pids[0] if pids else None


def text_colour(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``.

    Perceived brightness, as on the match pitch: HSL lightness calls pure yellow
    "middle" and put white numbers on yellow shirts.
    """
    luminance = 0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue()
    return QColor("#111") if luminance > 150 else QColor("#fff")


class SlotItem(QGraphicsObject):
    """One place in the formation: a shirt with number and name, or an empty marker."""

    def __init__(self, line: int, slot: int, label: str) -> None:
        super().__init__()
        self.line, self.slot, self.label = line, slot, label
        self.player: Player | None = None
        self.captain = False
        self.colour = QColor("#d22")
        self.highlight = False
        #: Room for the name under the shirt, so neighbours' names do not overlap.
        self.name_width = 96.0
        self.setAcceptDrops(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:
        """The shirt and the name under it."""
        return QRectF(-48, -RADIUS - 2, 96, 2 * RADIUS + 22)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A filled shirt for a player, a dashed ring for an empty slot."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        circle = QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)
        selected = self.isSelected() or self.highlight
        ring = QPen(QColor("#ffd400") if selected else QColor("#fff"), 3 if selected else 1.5)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        if self.player is None:
            ring.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(ring)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawEllipse(circle)
            painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, self.label)
            return
        painter.setPen(ring)
        painter.setBrush(self.colour)
        painter.drawEllipse(circle)
        painter.setPen(text_colour(self.colour))
        number = "" if self.player.number is None else str(self.player.number)
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, number)
        name = self.player.short + (" (C)" if self.captain else "")
        font.setPixelSize(11 if self.name_width >= 64 else 10)
        font.setBold(self.name_width >= 80)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        elided = metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(self.name_width) - 6)
        width = min(self.name_width, metrics.horizontalAdvance(elided) + 8.0)
        box = QRectF(-width / 2, RADIUS + 2, width, 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(box, 4, 4)
        painter.setPen(QColor("#fff"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, elided)

    # --- drag and drop ---------------------------------------------------------
    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        """Accept a dragged player."""
        accepted = pid_of(event.mimeData()) is not None
        event.setAccepted(accepted)
        if accepted:
            self.highlight = True
            self.update()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        """Stop highlighting."""
        self.highlight = False
        self.update()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        """Report the player dropped here."""
        self.highlight = False
        self.update()
        pids = pids_of(event.mimeData())
        scene = self.scene()
        if not pids or not isinstance(scene, PitchScene):
            event.ignore()
            return
        event.acceptProposedAction()
        scene.dropped.emit(list(pids), self.line, self.slot)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Select the slot (for the keyboard buttons) and get ready to drag its player."""
        super().mousePressEvent(event)
        scene = self.scene()
        if isinstance(scene, PitchScene):
            scene.slot_clicked.emit(self.line, self.slot)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drag this slot's player elsewhere (another slot, the bench, the squad)."""
        if self.player is None:
            return
        start = event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
        if (event.screenPos() - start).manhattanLength() < 6:
            return
        drag = QDrag(event.widget())
        drag.setMimeData(player_mime(self.player.pid))
        drag.exec(Qt.DropAction.MoveAction)


class PitchScene(QGraphicsScene):
    """The pitch and the slots of a formation, drawn from a placement."""

    #: Players (pids, the first for this slot) were dropped on slot (line, slot).
    dropped = Signal(list, int, int)
    #: The user clicked slot (line, slot).
    slot_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(-8, -8, WIDTH + 16, HEIGHT + 16))
        self.slots: dict[tuple[int, int], SlotItem] = {}

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Grass stripes and the markings of a full pitch, own goal at the bottom."""
        painter.fillRect(rect, QColor("#2f6f2f"))
        stripe = HEIGHT / 10
        for i in range(10):
            colour = _GRASS if i % 2 else _GRASS_DARK
            painter.fillRect(QRectF(0, i * stripe, WIDTH, stripe), colour)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(_LINE, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(0, 0, WIDTH, HEIGHT))
        painter.drawLine(QPointF(0, HEIGHT / 2), QPointF(WIDTH, HEIGHT / 2))
        painter.drawEllipse(QPointF(WIDTH / 2, HEIGHT / 2), 42, 42)
        box_w, box_h, six_w, six_h = WIDTH * 0.59, HEIGHT * 0.157, WIDTH * 0.27, HEIGHT * 0.052
        for top, sign in ((0.0, 1), (HEIGHT, -1)):
            for w, h in ((box_w, box_h), (six_w, six_h)):
                y = top if sign > 0 else top - h
                painter.drawRect(QRectF((WIDTH - w) / 2, y, w, h))

    def show_placement(
        self,
        placement: Placement,
        players: Mapping[int, Player],
        colour: str,
        keeper_colour: str,
    ) -> None:
        """Redraw the slots for ``placement``."""
        shape = [len(row) for row in placement.slots]
        if [len(r) for r in slot_positions(placement.formation)] != shape or {
            (line, slot) for line, row in enumerate(placement.slots) for slot in range(len(row))
        } != set(self.slots):
            for item in self.slots.values():
                self.removeItem(item)
            self.slots = {}
            for line, row in enumerate(slot_positions(placement.formation)):
                for slot, (x, y) in enumerate(row):
                    item = SlotItem(line, slot, slot_label(placement.formation, line, slot))
                    item.setPos(x * WIDTH, (1 - y) * HEIGHT)
                    item.name_width = min(96.0, WIDTH / (len(row) + 1) - 3)
                    self.addItem(item)
                    self.slots[(line, slot)] = item
        for (line, slot), item in self.slots.items():
            pid = placement.slots[line][slot]
            item.player = players.get(pid) if pid is not None else None
            item.captain = pid is not None and pid == placement.captain
            item.colour = QColor(keeper_colour if line == 0 else colour)
            item.update()

    def slot_at(self, line: int, slot: int) -> SlotItem:
        """The item of one slot."""
        return self.slots[(line, slot)]


class PitchView(QGraphicsView):
    """Shows the whole pitch, scaled to fit."""

    def __init__(self, scene: PitchScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("pitchView")
        self.setAcceptDrops(True)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(240, 320)
        # The pitch is for the mouse; the keyboard has the slot box beside it.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the whole pitch in view."""
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def slot_point(self, line: int, slot: int) -> QPointF:
        """Where a slot's shirt is, in viewport coordinates (for dropping onto it)."""
        scene = self.scene()
        assert isinstance(scene, PitchScene)
        return QPointF(self.mapFromScene(scene.slot_at(line, slot).pos()))
