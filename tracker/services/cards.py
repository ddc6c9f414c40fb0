"""Several cards corrected as one: the log as it stands after one correction.

A yellow logged before a player's only one makes that later card his second: both
change together, or neither (:meth:`MatchService.correct_cards`); so do a period's end
and the full time blown with it, which the rules want at the same moment. This module works
out the log they leave; the service checks it whole and stores it.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Sequence

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Authorship, Card, Event, MatchEnd, PeriodEnd
from tracker.core.match.replay import MatchState, sort_events
from tracker.services.errors import ServiceError
from tracker.services.eventchecks import CHANGED_ELSEWHERE, next_seq


def corrected_together(
    add: Event | None, delete: Event | None, edits: Sequence[tuple[Event, Event]]
) -> bool:
    """True for changes made as one correction: cards, or a period's end moved with
    the full time blown with it (neither can move alone)."""
    alone = [e for e in (add, delete) if e is not None]
    if not (alone or edits):
        return False
    # An edit may make a card of another event (a goal corrected into the yellow
    # that makes a later one his second), and its undo makes it that event again.
    if all(isinstance(e, Card) for e in alone) and all(
        isinstance(old, Card) or isinstance(new, Card) for old, new in edits
    ):
        return True
    kinds = {type(old) for old, new in edits if type(new) is type(old)}
    return not alone and len(edits) == 2 and kinds == {PeriodEnd, MatchEnd}


def corrected(
    state: MatchState,
    add: Event | None,
    delete: Event | None,
    edits: Sequence[tuple[Event, Event]],
    who: str,
    at: dt.datetime,
) -> tuple[list[Event], Event | None, list[Event]]:
    """The log of ``state`` with the cards of one correction changed, in match order;
    the card added (its seq and authorship set) and the edited ones, as to be stored."""
    by_id: dict[int | None, Event] = {e.id: e for e in state.events}
    for old, new in edits:
        if new.id != old.id:
            raise ServiceError(_("a corrected card keeps the id of the card it corrects"))
        stored = by_id[old.id].authorship
        made = stored.logged_at if stored is not None else None
        seq = new.seq or by_id[old.id].seq
        by_id[old.id] = dataclasses.replace(new, seq=seq, authorship=Authorship(who, made, at))
    if delete is not None:
        del by_id[delete.id]
    changed = [by_id[old.id] for old, _new in edits]
    added: Event | None = None
    if add is not None:
        if add.id is not None and add.id in by_id:
            raise ServiceError(_(CHANGED_ELSEWHERE))
        added = add
        if add.id is None or add.authorship is None or add.authorship.logged_at is None:
            added = dataclasses.replace(added, authorship=Authorship(who, at))
        if added.seq == 0 or any(e.seq == added.seq for e in by_id.values()):
            added = dataclasses.replace(added, seq=next_seq(state))
        by_id[None] = added
    return sort_events(by_id.values()), added, changed
