"""A yellow typed in before a person's only yellow so far: that later card becomes his second.

A secretary who forgot a first caution logs the later card as a (first) yellow; the
forgotten one, typed in afterwards at its minute, leaves the later card a yellow to a
booked player, which the rules refuse. The log is never changed behind the user's
back: this module plans the change (which later card becomes a second yellow) for the
user to confirm, and checks that the log still stands with it: sent off at the later
card, the player (or team official) takes no part in anything after it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from tracker.core.i18n import gettext as _
from tracker.core.match.describe import describe, player_name
from tracker.core.match.events import Card, CardKind, Event
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import RuleError, replay, sort_events

#: Who a card goes to: the side and the player's pid, or the official's name.
Person = tuple[Side, int | str]


@dataclass(frozen=True)
class SecondYellow:
    """A yellow put before a person's only yellow so far, which becomes his second."""

    #: The yellow logged now, or a corrected event that became it.
    card: Card
    #: The later yellow, as logged: his only card until now.
    later: Card
    #: The logged event ``card`` corrects (None: ``card`` is logged anew).
    replacing: Event | None = None

    @property
    def becomes(self) -> Card:
        """The later card as it is to be stored: a second yellow, a sending-off."""
        return dataclasses.replace(self.later, card=CardKind.SECOND_YELLOW)

    def corrected(self, events: Sequence[Event]) -> list[Event]:
        """The log ``events`` with the change made, in match order (a new card filed
        after the events of its minute, as a new event is)."""
        return self._made(events)[0]

    def refusal(self, match: Match) -> str:
        """What a refusal of the yellow alone says: why, and what to do instead."""
        template = _(
            "{name}'s card at {later} is his only yellow so far: a yellow at {when} before "
            "it makes it his second yellow, sending him off at {later}. Nothing was "
            "changed: log the yellow and make the {later} card a second yellow as one "
            "correction"
        )
        return template.format(
            name=_who(match, self.later), later=self.later.time, when=self.card.time
        )

    def _made(self, events: Sequence[Event]) -> tuple[list[Event], Card, Card]:
        """The corrected log, the card as filed in it and the later card as changed."""
        card, becomes = self.card, self.becomes
        if card.seq == 0:
            card = dataclasses.replace(card, seq=max((e.seq for e in events), default=0) + 1)
        kept = [becomes if e is self.later else e for e in _without(events, self.replacing)]
        return sort_events([*kept, card]), card, becomes


def later_yellow(
    events: Sequence[Event], card: Event, *, replacing: Event | None = None
) -> SecondYellow | None:
    """The change that logging ``card`` (or correcting ``replacing`` into it) asks of
    the log ``events``, if any: ``card`` a yellow to someone with no card before it,
    whose first card after it is a yellow and who has no other yellow. None when the
    rules read ``card`` as they stand (his first yellow, or a second one after it),
    and when they refuse it anyway (booked or sent off before it, two yellows after).
    """
    if not isinstance(card, Card) or card.card is not CardKind.YELLOW:
        return None
    who = _person(card)
    where = card.sort_key if card.seq else (*card.sort_key[:4], _AFTER_ALL)
    theirs = [
        e
        for e in sort_events(_without(events, replacing))
        if isinstance(e, Card) and _person(e) == who
    ]
    if not theirs or theirs[0].sort_key < where:
        return None
    first, rest = theirs[0], theirs[1:]
    if first.card is not CardKind.YELLOW or any(c.card is not CardKind.RED for c in rest):
        return None
    return SecondYellow(card, first, replacing)


def check_second_yellow(match: Match, events: Sequence[Event], plan: SecondYellow) -> None:
    """Refuse (:class:`RuleError`) the change ``plan`` makes to the log ``events`` when
    the log cannot stand it; a later event that names the person sent off is named."""
    corrected, card, becomes = plan._made(events)
    try:
        replay(match, corrected)
    except RuleError as exc:
        culprit = exc.event
        if culprit is None or culprit is card or culprit is becomes:
            raise  # the card itself is refused: the rules say why
        template = _(
            "{name}'s card at {later} would become his second yellow, sending him off at "
            "{later}; but a later event would then be impossible — {when} {what}: {why}"
        )
        raise RuleError(
            template.format(
                name=_who(match, plan.later),
                later=plan.later.time,
                when=culprit.time,
                what=describe(match, culprit),
                why=exc,
            )
        ) from None


#: Sorts a new event after every logged one of its minute (the store numbers it last).
_AFTER_ALL = 1 << 62


def _without(events: Sequence[Event], replacing: Event | None) -> list[Event]:
    """``events`` but the one ``replacing`` names (by id once stored)."""
    if replacing is None:
        return list(events)
    if replacing.id is not None:
        return [e for e in events if e.id != replacing.id]
    return [e for e in events if e is not replacing]


def _person(card: Card) -> Person:
    if card.player is not None:
        return (card.side, card.player)
    return (card.side, card.official.strip())


def _who(match: Match, card: Card) -> str:
    if card.player is not None:
        return player_name(match, card.player)
    return card.official.strip()


__all__ = ["SecondYellow", "check_second_yellow", "later_yellow"]
