"""Scene items of the pitch: the markings, to scale, and a player's token."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tracker.ui.common.icons import GREEN, RED, YELLOW, paint_arrow, paint_ball, paint_card
from tracker.ui.common.plaintext import plain_tip

#: Scene units per metre: fonts need whole pixel sizes, so a metre is ten units.
M = 10.0
LENGTH, WIDTH = 105.0, 68.0
MARGIN = 4.5


class PitchMarkings(QGraphicsItem):
    """Grass and the lines of a pitch as the Laws draw them (IFAB Law 1), in metres × M."""

    def __init__(self, length: float = LENGTH, width: float = WIDTH) -> None:
        super().__init__()
        self.length, self.width = length, width
        self.setZValue(-10)
        # Drawn once per zoom: every repaint of the window would otherwise redraw each line.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        """The pitch and its surround."""
        return QRectF(
            -MARGIN * M, -MARGIN * M, (self.length + 2 * MARGIN) * M, (self.width + 2 * MARGIN) * M
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        length, width = self.length * M, self.width * M
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.boundingRect(), QColor("#2f7d3a"))
        stripes = 12
        for i in range(stripes):
            if i % 2:
                painter.fillRect(
                    QRectF(i * length / stripes, 0, length / stripes, width), QColor("#358a41")
                )
        painter.setPen(QPen(QColor(255, 255, 255, 235), 0.12 * M))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(0, 0, length, width))
        painter.drawLine(QPointF(length / 2, 0), QPointF(length / 2, width))
        centre = QPointF(length / 2, width / 2)
        painter.drawEllipse(centre, 9.15 * M, 9.15 * M)
        for goal_x, sign in ((0.0, 1), (length, -1)):
            self._paint_end(painter, goal_x, sign)
        painter.setBrush(QColor("white"))
        painter.drawEllipse(centre, 0.3 * M, 0.3 * M)

    def _paint_end(self, painter: QPainter, goal_x: float, sign: int) -> None:
        width = self.width * M
        mid = width / 2

        def box(depth: float, breadth: float) -> QRectF:
            x = goal_x if sign > 0 else goal_x - depth * M
            return QRectF(x, mid - breadth * M / 2, depth * M, breadth * M)

        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box(16.5, 40.32))
        painter.drawRect(box(5.5, 18.32))
        spot = QPointF(goal_x + sign * 11 * M, mid)
        # The penalty arc is the part of the 9.15 m circle outside the penalty area.
        arc = QRectF(spot.x() - 9.15 * M, mid - 9.15 * M, 18.3 * M, 18.3 * M)
        span = 2 * 53.13  # degrees: acos(5.5 / 9.15) either side of the axis
        start = -span / 2 if sign > 0 else 180 - span / 2
        painter.drawArc(arc, int(start * 16), int(span * 16))
        goal = QRectF(goal_x - (2 * M if sign > 0 else 0), mid - 3.66 * M, 2 * M, 7.32 * M)
        painter.setBrush(QColor(255, 255, 255, 60))
        painter.drawRect(goal)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # Quarter circles of 1 m inside each corner: (corner y, start angle in degrees).
        corners = ((0.0, -90), (width, 0)) if sign > 0 else ((0.0, 180), (width, 90))
        for corner_y, angle in corners:
            r = 1.0 * M
            painter.drawArc(QRectF(goal_x - r, corner_y - r, 2 * r, 2 * r), angle * 16, 90 * 16)
        painter.setBrush(QColor("white"))
        painter.drawEllipse(spot, 0.3 * M, 0.3 * M)


@dataclass(frozen=True)
class TokenLook:
    """What a token shows: colours, text and badges."""

    pid: int
    label: str
    name: str
    fill: str
    keeper: bool
    goals: int = 0
    own_goals: int = 0
    booked: bool = False
    came_on: bool = False
    tooltip: str = ""


def _text_colour(fill: QColor) -> QColor:
    luminance = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return QColor("#111") if luminance > 150 else QColor("white")


class PlayerToken(QGraphicsItem):
    """A player on the pitch: a disc in team colours with number, short name and badges."""

    RADIUS = 2.3 * M
    #: Up to this many balls are drawn for a player's goals (and own goals); more
    #: show as one ball and the count, so that a hat-trick hero stays one token wide.
    BALLS = 3
    _BALL = 2.0 * M
    _BALL_STEP = 1.5 * M

    def __init__(self, look: TokenLook) -> None:
        super().__init__()
        self.look = look
        self.highlight = False
        self.drop_target = False
        self._name_font = QFont()
        self._name_font.setPixelSize(int(1.9 * M))
        self._name_font.setBold(True)
        self._number_font = QFont()
        self._number_font.setPixelSize(int(2.0 * M))
        self._number_font.setBold(True)
        self._count_font = QFont()
        self._count_font.setPixelSize(int(1.5 * M))
        self._count_font.setBold(True)
        self._measure()
        self.setToolTip(plain_tip(look.tooltip))
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Redrawn only when its look, highlight or the zoom changes.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _measure(self) -> None:
        """The extent of the name below the disc and of the badges right of it."""
        look = self.look
        name_width = QFontMetricsF(self._name_font).horizontalAdvance(look.name)
        self._half = max(self.RADIUS + 1.4 * M, name_width / 2 + 0.8 * M)
        x = right = self.RADIUS * 0.45
        for count in (look.goals, look.own_goals):
            if count:
                right, x = self._balls_span(x, count)
        self._right = max(self._half, right)

    def _balls_span(self, x: float, count: int) -> tuple[float, float]:
        """Where the badge of ``count`` balls drawn from ``x`` ends, and where the next starts."""
        if count <= self.BALLS:
            return x + (count - 1) * self._BALL_STEP + self._BALL, x + count * self._BALL_STEP
        width = QFontMetricsF(self._count_font).horizontalAdvance(f"×{count}")
        end = x + self._BALL + 0.6 * M + width
        return end, end + 0.5 * M

    def set_look(self, look: TokenLook) -> None:
        """Show the player as ``look`` says now (a goal, a card, a new place in the team)."""
        if look == self.look:
            return
        self.prepareGeometryChange()
        self.look = look
        self._measure()
        self.setToolTip(plain_tip(look.tooltip))
        self.update()

    @property
    def pid(self) -> int:
        """The player this token stands for."""
        return self.look.pid

    def boundingRect(self) -> QRectF:
        """Disc, badges and the name label below."""
        r = self.RADIUS
        return QRectF(-self._half, -r - 1.2 * M, self._half + self._right, 2 * r + 4.6 * M)

    def set_highlight(self, on: bool) -> None:
        """Show or hide the selection ring."""
        if on != self.highlight:
            self.highlight = on
            self.update()

    def set_drop_target(self, on: bool) -> None:
        """Show or hide the ring that says "drop here to substitute"."""
        if on != self.drop_target:
            self.drop_target = on
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        look, r = self.look, self.RADIUS
        fill = QColor(look.fill)
        if self.highlight or self.drop_target:
            ring = QColor("#ffd54a") if self.highlight else QColor("#7CFC00")
            painter.setPen(QPen(ring, 0.5 * M))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 0.6 * M, r + 0.6 * M)
        painter.setPen(
            QPen(fill.darker(170) if fill.lightness() > 60 else QColor("#ddd"), 0.25 * M)
        )
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QPointF(0, 0), r, r)
        if look.keeper:
            painter.setPen(QPen(_text_colour(fill), 0.18 * M, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r - 0.5 * M, r - 0.5 * M)
        painter.setPen(_text_colour(fill))
        painter.setFont(self._number_font)
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, look.label)
        self._paint_name(painter)
        self._paint_badges(painter)

    def _paint_balls(self, painter: QPainter, x: float, count: int, fill: QColor | None) -> float:
        """A ball a goal up to :attr:`BALLS`, else a ball and the count; where the next begins."""
        if count == 0:
            return x
        top = -self.RADIUS - 1.0 * M
        size = self._BALL
        end, after = self._balls_span(x, count)
        if count <= self.BALLS:
            for i in range(count):
                paint_ball(painter, QRectF(x + i * self._BALL_STEP, top, size, size), fill)
            return after
        paint_ball(painter, QRectF(x, top, size, size), fill)
        text = QRectF(x + size, top + 0.2 * M, end - x - size, size - 0.4 * M)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(text, 0.4 * M, 0.4 * M)
        painter.setPen(QColor("white"))
        painter.setFont(self._count_font)
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter, f"×{count}")
        return after

    def _paint_name(self, painter: QPainter) -> None:
        painter.setFont(self._name_font)
        metrics = QFontMetricsF(self._name_font)
        width = metrics.horizontalAdvance(self.look.name) + 0.8 * M
        rect = QRectF(-width / 2, self.RADIUS + 0.4 * M, width, metrics.height() + 0.2 * M)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(rect, 0.5 * M, 0.5 * M)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.look.name)

    def _paint_badges(self, painter: QPainter) -> None:
        r, look = self.RADIUS, self.look
        x = r * 0.45
        for count, fill in ((look.goals, None), (look.own_goals, QColor("#f3b3b3"))):
            x = self._paint_balls(painter, x, count, fill)
        if look.booked:
            paint_card(painter, QRectF(-r - 0.5 * M, -r - 1.1 * M, 1.5 * M, 2.1 * M), YELLOW)
        if look.came_on:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("white"))
            centre = QPointF(-r + 0.1 * M, r - 0.4 * M)
            painter.drawEllipse(centre, 1.05 * M, 1.05 * M)
            arrow = QRectF(centre.x() - 0.7 * M, centre.y() - 0.7 * M, 1.4 * M, 1.3 * M)
            paint_arrow(painter, arrow, GREEN, True)


__all__ = ["LENGTH", "MARGIN", "RED", "WIDTH", "M", "PitchMarkings", "PlayerToken", "TokenLook"]
