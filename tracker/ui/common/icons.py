"""Icons drawn with QPainter, so they look the same on every platform and theme."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from tracker.core.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MissedPenalty,
    PlayerOff,
    ShootoutKick,
    Substitution,
)

_SIZE = 32
YELLOW = QColor("#f5c400")
RED = QColor("#d7262e")
GREEN = QColor("#1f9d3a")


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(_SIZE, _SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def paint_ball(painter: QPainter, rect: QRectF, fill: QColor | None = None) -> None:
    """A football: a white disc with a dark pentagon, in ``rect``."""
    painter.save()
    painter.setPen(QPen(QColor("#222"), max(1.0, rect.width() / 14)))
    painter.setBrush(fill or QColor("white"))
    painter.drawEllipse(rect)
    centre = rect.center()
    r = rect.width() * 0.22
    points = [
        QPointF(
            centre.x() + r * math.sin(2 * math.pi * i / 5),
            centre.y() - r * math.cos(2 * math.pi * i / 5),
        )
        for i in range(5)
    ]
    painter.setBrush(QColor("#222"))
    painter.drawPolygon(QPolygonF(points))
    painter.restore()


def paint_card(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A referee's card, upright, in ``rect``."""
    painter.save()
    painter.setPen(QPen(colour.darker(160), max(1.0, rect.width() / 10)))
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, rect.width() / 8, rect.width() / 8)
    painter.restore()


def paint_arrow(painter: QPainter, rect: QRectF, colour: QColor, up: bool) -> None:
    """A triangle arrow up (came on) or down (went off)."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if up:
        points = [rect.bottomLeft(), rect.bottomRight(), QPointF(rect.center().x(), rect.top())]
    else:
        points = [rect.topLeft(), rect.topRight(), QPointF(rect.center().x(), rect.bottom())]
    painter.drawPolygon(QPolygonF(points))
    painter.restore()


def _whistle(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#444"), 2))
    painter.setBrush(QColor("#9aa3ad"))
    path = QPainterPath()
    path.addEllipse(QRectF(4, 12, 16, 16))
    path.addRect(QRectF(12, 12, 16, 7))
    painter.drawPath(path.simplified())
    painter.setBrush(QColor("#444"))
    painter.drawEllipse(QRectF(9, 17, 6, 6))


@cache
def icon(name: str) -> QIcon:
    """A named icon: goal, own_goal, penalty, missed, yellow, second_yellow, red, sub, …."""
    pixmap, painter = _canvas()
    full = QRectF(3, 3, _SIZE - 6, _SIZE - 6)
    if name in ("goal", "header", "free_kick"):
        paint_ball(painter, full)
    elif name == "own_goal":
        paint_ball(painter, full, QColor("#f3b3b3"))
    elif name == "penalty":
        paint_ball(painter, full)
        painter.setPen(QPen(QColor("#222"), 2))
        painter.drawText(QRectF(0, 0, _SIZE, _SIZE), Qt.AlignmentFlag.AlignBottom, "P")
    elif name == "missed":
        paint_ball(painter, full, QColor("#ddd"))
        painter.setPen(QPen(RED, 3))
        painter.drawLine(QPointF(5, 5), QPointF(27, 27))
    elif name == "yellow":
        paint_card(painter, QRectF(9, 4, 14, 24), YELLOW)
    elif name == "red":
        paint_card(painter, QRectF(9, 4, 14, 24), RED)
    elif name == "second_yellow":
        paint_card(painter, QRectF(5, 3, 13, 22), YELLOW)
        paint_card(painter, QRectF(14, 7, 13, 22), RED)
    elif name == "sub":
        paint_arrow(painter, QRectF(3, 4, 12, 22), GREEN, up=True)
        paint_arrow(painter, QRectF(17, 6, 12, 22), RED, up=False)
    elif name == "player_off":
        paint_arrow(painter, QRectF(9, 5, 14, 22), RED, up=False)
    elif name == "formation":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3b6fb6"))
        for x, ys in ((6, (16,)), (14, (8, 16, 24)), (22, (11, 21)), (28, (16,))):
            for y in ys:
                painter.drawEllipse(QPointF(x, y), 3, 3)
    else:
        _whistle(painter)
    painter.end()
    return QIcon(pixmap)


def icon_name(event: Event) -> str:
    """The icon name for an event."""
    if isinstance(event, Goal):
        return {GoalKind.OWN_GOAL: "own_goal", GoalKind.PENALTY: "penalty"}.get(event.how, "goal")
    if isinstance(event, Card):
        return {CardKind.YELLOW: "yellow", CardKind.SECOND_YELLOW: "second_yellow"}.get(
            event.card, "red"
        )
    if isinstance(event, ShootoutKick):
        return "goal" if event.scored else "missed"
    names: dict[type, str] = {
        Substitution: "sub",
        MissedPenalty: "missed",
        PlayerOff: "player_off",
        FormationChange: "formation",
    }
    return names.get(type(event), "whistle")


def event_icon(event: Event) -> QIcon:
    """The icon shown next to an event."""
    return icon(icon_name(event))
