"""How an undo step names the event it logs, corrects or deletes, after "Undo" or
"Redo" ("goal by Lionel Messi 36'"), in the window's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tracker.core.match.describe import described_within, player_name
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MatchEnd,
    PeriodEnd,
    PeriodStart,
)
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Match
from tracker.ui.common.translation import QT_TRANSLATE_NOOP

_GOALS = {
    GoalKind.OWN_GOAL: QT_TRANSLATE_NOOP("undo", "own goal"),
    GoalKind.PENALTY: QT_TRANSLATE_NOOP("undo", "penalty goal"),
    GoalKind.HEADER: QT_TRANSLATE_NOOP("undo", "headed goal"),
    GoalKind.FREE_KICK: QT_TRANSLATE_NOOP("undo", "free-kick goal"),
}
_GOAL = QT_TRANSLATE_NOOP("undo", "goal")
_CARDS = {
    CardKind.YELLOW: QT_TRANSLATE_NOOP("undo", "yellow card"),
    CardKind.SECOND_YELLOW: QT_TRANSLATE_NOOP("undo", "second yellow card"),
    CardKind.RED: QT_TRANSLATE_NOOP("undo", "red card"),
}


def undo_text(match: Match, event: Event) -> str:
    """An event as an undo step names it, after "Undo" or "Redo": "goal by Lionel Messi 36'"."""
    if isinstance(event, Goal):
        kind = QCoreApplication.translate("undo", _GOALS.get(event.how, _GOAL))
        if event.scorer is None:
            what = QCoreApplication.translate("undo", "{kind} for {team}").format(
                kind=kind, team=match.team(event.for_side).name
            )
        else:
            what = QCoreApplication.translate("undo", "{kind} by {player}").format(
                kind=kind, player=player_name(match, event.scorer)
            )
    elif isinstance(event, Card):
        who = player_name(match, event.player) if event.player is not None else event.official
        what = QCoreApplication.translate("undo", "{card} for {person}").format(
            card=QCoreApplication.translate("undo", _CARDS[event.card]), person=who
        )
    else:
        what = described_within(match, event)
    if (
        isinstance(event, PeriodStart | PeriodEnd | MatchEnd)
        or event.time.period is Period.SHOOTOUT
    ):
        return what  # the whistle or the kick says when
    return f"{what} {event.time}"


__all__ = ["undo_text"]
