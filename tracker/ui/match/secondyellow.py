"""A yellow typed in before a player's only (later) yellow: ask before that card
becomes his second, and do both as one undo step.

The planning and its check are the core's (:mod:`tracker.core.match.bookings`); this
module asks the user and holds the undo command, whose redo and undo each call the
service once (one transaction): neither change stands alone under the rules.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tracker.core.match.bookings import SecondYellow, check_second_yellow, later_yellow
from tracker.core.match.describe import player_name
from tracker.core.match.events import Card, Event
from tracker.core.match.replay import MatchState, RuleError
from tracker.ui.match.commands import (
    EditEventCommand,
    LogEventCommand,
    _ServiceCommand,
)
from tracker.ui.match.document import MatchDocument
from tracker.ui.match.undotext import undo_text

if TYPE_CHECKING:  # the window paints before the database layers load
    from tracker.services.changes import Change


class NotConfirmed(Exception):
    """The change was refused by the rules, or declined: the text says which, for the user."""


class SecondYellowQuestion:
    """Whether the later card is to become a second yellow (tests replace ``ask``)."""

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, text: str) -> bool:
        """True if the user said yes: asked as every yes/no question of the window is."""
        from tracker.ui.common.dialogs import Confirm  # loaded on first use

        return Confirm.ask(parent, title, text)


def entry_command(
    parent: QWidget, doc: MatchDocument, event: Event, replacing: Event | None = None
) -> _ServiceCommand:
    """The command that logs ``event`` (or corrects ``replacing`` into it): with the
    later yellow it makes a second yellow, once the user said yes, if it is a yellow
    before a person's only one. Raises :class:`NotConfirmed` when nothing is to be written."""
    plan = confirmed_plan(parent, doc.state, event, replacing) if doc.state is not None else None
    if plan is not None:
        return SecondYellowCommand(doc, plan)
    if replacing is not None:
        return EditEventCommand(doc, replacing, event)
    return LogEventCommand(doc, event)


def confirmed_plan(
    parent: QWidget, state: MatchState, event: Event, replacing: Event | None = None
) -> SecondYellow | None:
    """The change to make with ``event`` (logged, or in place of ``replacing``) if it
    is a yellow before a person's only yellow so far and the user said yes; None when
    no later card changes. Raises :class:`NotConfirmed` when the log cannot stand the
    change (a later event names him) or the user said no: nothing is to be written."""
    plan = later_yellow(state.events, event, replacing=replacing)
    if plan is None:
        return None
    match = state.match
    try:
        check_second_yellow(match, state.events, plan)
    except RuleError as exc:
        raise NotConfirmed(str(exc)) from None
    later = plan.later
    name = _name(state, later)
    text = QCoreApplication.translate(
        "SecondYellow",
        "{name}'s card at {later} becomes his second yellow: he is sent off at {later}.\n\n"
        "Log the yellow at {when} and make the {later} card a second yellow?",
    ).format(name=name, later=later.time, when=plan.card.time)
    title = QCoreApplication.translate("SecondYellow", "Make the later card a second yellow?")
    if SecondYellowQuestion.ask(parent, title, text):
        return plan
    said = (
        QCoreApplication.translate(
            "SecondYellow",
            "Nothing was logged: the yellow at {when} would make {name}'s card at {later} "
            "his second yellow.",
        )
        if replacing is None
        else QCoreApplication.translate(
            "SecondYellow",
            "Nothing was changed: the yellow at {when} would make {name}'s card at {later} "
            "his second yellow.",
        )
    )
    raise NotConfirmed(said.format(when=plan.card.time, name=name, later=later.time))


def _name(state: MatchState, card: Card) -> str:
    if card.player is not None:
        return player_name(state.match, card.player)
    return card.official.strip()


class SecondYellowCommand(_ServiceCommand):
    """Log a yellow (or correct an event into one) and make the later yellow a second
    one, as one correction; undo takes both back, as one correction too."""

    def __init__(self, doc: MatchDocument, plan: SecondYellow) -> None:
        assert doc.match is not None
        text = QCoreApplication.translate(
            "SecondYellow", "{event}, and the {later} card a second yellow"
        ).format(event=undo_text(doc.match, plan.card), later=plan.later.time)
        super().__init__(doc, text)
        self.plan = plan
        #: The later card as stored once made a second yellow.
        self.second: Event = plan.becomes

    def said_after(self) -> str:
        """The later card made a second yellow: the player is sent off at its minute."""
        later = self.plan.later
        state = self.doc.state
        name = _name(state, later) if state is not None else ""
        return QCoreApplication.translate(
            "SecondYellow", "{name}'s card at {later} is now his second yellow: sent off"
        ).format(name=name, later=later.time)

    def _forward(self) -> Change | None:
        plan = self.plan
        change = self.doc.run(lambda mid: self.doc.service.log_second_yellow(mid, plan))
        if change is not None and isinstance(change.event, Card):
            self.plan = dataclasses.replace(plan, card=change.event)
            self.second = next(e for e in change.state.events if e.id == plan.later.id)
        return change

    def _backward(self) -> Change | None:
        plan, second = self.plan, self.second
        back = (second, plan.later)
        if plan.replacing is None:
            return self.doc.run(
                lambda mid: self.doc.service.correct_cards(mid, delete=plan.card, edits=[back])
            )
        old = (plan.card, plan.replacing)
        return self.doc.run(lambda mid: self.doc.service.correct_cards(mid, edits=[old, back]))
