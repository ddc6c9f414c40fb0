"""Icons drawn with QPainter, so they look the same on every platform and theme."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from tracker.core.match.events import (
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
from tracker.ui.common.appicon import app_icon as app_icon

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


def _paint_goal(painter: QPainter, full: QRectF) -> None:
    paint_ball(painter, full)


def _paint_own_goal(painter: QPainter, full: QRectF) -> None:
    paint_ball(painter, full, QColor("#f3b3b3"))


def _paint_penalty(painter: QPainter, full: QRectF) -> None:
    paint_ball(painter, full)
    painter.setPen(QPen(QColor("#222"), 2))
    painter.drawText(QRectF(0, 0, _SIZE, _SIZE), Qt.AlignmentFlag.AlignBottom, "P")


def _paint_missed(painter: QPainter, full: QRectF) -> None:
    paint_ball(painter, full, QColor("#ddd"))
    painter.setPen(QPen(RED, 3))
    painter.drawLine(QPointF(5, 5), QPointF(27, 27))


def _paint_yellow(painter: QPainter, _full: QRectF) -> None:
    paint_card(painter, QRectF(9, 4, 14, 24), YELLOW)


def _paint_red(painter: QPainter, _full: QRectF) -> None:
    paint_card(painter, QRectF(9, 4, 14, 24), RED)


def _paint_second_yellow(painter: QPainter, _full: QRectF) -> None:
    paint_card(painter, QRectF(5, 3, 13, 22), YELLOW)
    paint_card(painter, QRectF(14, 7, 13, 22), RED)


def _paint_sub(painter: QPainter, _full: QRectF) -> None:
    paint_arrow(painter, QRectF(3, 4, 12, 22), GREEN, up=True)
    paint_arrow(painter, QRectF(17, 6, 12, 22), RED, up=False)


def _paint_player_off(painter: QPainter, _full: QRectF) -> None:
    paint_arrow(painter, QRectF(9, 5, 14, 22), RED, up=False)


def _paint_formation(painter: QPainter, _full: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#3b6fb6"))
    for x, ys in ((6, (16,)), (14, (8, 16, 24)), (22, (11, 21)), (28, (16,))):
        for y in ys:
            painter.drawEllipse(QPointF(x, y), 3, 3)


def _paint_whistle(painter: QPainter, _full: QRectF) -> None:
    _whistle(painter)


#: How each named icon is painted (any other name: the whistle).
_PAINTERS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "goal": _paint_goal,
    "header": _paint_goal,
    "free_kick": _paint_goal,
    "own_goal": _paint_own_goal,
    "penalty": _paint_penalty,
    "missed": _paint_missed,
    "yellow": _paint_yellow,
    "red": _paint_red,
    "second_yellow": _paint_second_yellow,
    "sub": _paint_sub,
    "player_off": _paint_player_off,
    "formation": _paint_formation,
}


@cache
def icon(name: str) -> QIcon:
    """A named icon: goal, own_goal, penalty, missed, yellow, second_yellow, red, sub, …."""
    pixmap, painter = _canvas()
    full = QRectF(3, 3, _SIZE - 6, _SIZE - 6)
    _PAINTERS.get(name, _paint_whistle)(painter, full)
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
