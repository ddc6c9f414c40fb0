"""Two events of one minute typed in the wrong order, put right (MatchService.move)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.core.factory import (
    AWAY,
    H2,
    HOME,
    PENS,
    card,
    goal,
    kick,
    regulation,
    start,
    sub,
    to_second_half,
)
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.events import Goal
from tracker.services.eventchecks import CHANGED_ELSEWHERE
from tracker.services.matches import ChangeKind, MatchService, ServiceError
from tracker.store.db import open_database


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


def _order(m: StoredMatch) -> list[int | None]:
    """The ids of the stored log in match order, read through a database opened afresh."""
    other = MatchService(open_database(m.url, backups=0))
    try:
        return [e.id for e in other.open(m.id).state.events]
    finally:
        other.db.close()


def test_two_goals_of_one_minute_change_places_and_the_running_score_follows(
    m: StoredMatch,
) -> None:
    """Blues scored first at 60', Reds at once after; typed the other way round."""
    *_, reds, blues = m.log(*to_second_half(), goal("60", H2, HOME, 10), goal("60", H2, AWAY, 110))
    change = m.service.move(m.id, blues.id or -1, -1)
    assert change.kind is ChangeKind.CORRECTED
    assert change.event is not None and change.event.id == blues.id
    assert change.before == blues
    goals = [e for e in change.state.events if isinstance(e, Goal)]
    assert [g.id for g in goals] == [blues.id, reds.id]
    assert _order(m)[-2:] == [blues.id, reds.id]
    # The one the user moved is marked as changed, by whom and when.
    assert change.event.authorship is not None and change.event.authorship.changed_at
    # And back again.
    m.service.move(m.id, blues.id or -1, 1)
    assert _order(m)[-2:] == [reds.id, blues.id]


def test_a_move_the_rules_refuse_writes_nothing(m: StoredMatch) -> None:
    """Player 12 came on at 60' and scored at 60': his goal cannot come before his change."""
    *_, scored = m.log(*to_second_half(), sub("60", H2, HOME, 9, 12), goal("60", H2, HOME, 12))
    before = m.dump()
    with pytest.raises(ServiceError, match="Reds Player 12 is not on the pitch"):
        m.service.move(m.id, scored.id or -1, -1)
    assert m.dump() == before
    # The service still logs against the match as stored.
    m.log(card("61", H2, HOME, 12))
    assert m.service.state(m.id).score[HOME] == 1


@pytest.mark.parametrize(("which", "step", "said"), [(0, -1, "first"), (1, 1, "last")])
def test_an_event_moves_only_among_the_events_of_its_minute(
    m: StoredMatch, which: int, step: int, said: str
) -> None:
    *_, a, b = m.log(*to_second_half(), goal("60", H2, HOME, 10), goal("61", H2, AWAY, 110))
    before = m.dump()
    with pytest.raises(ServiceError, match=rf"it is the {said} event of 6[01]'"):
        m.service.move(m.id, (a, b)[which].id or -1, step)
    assert m.dump() == before


def test_an_undo_moves_back_only_past_the_event_it_passed(m: StoredMatch) -> None:
    """The undo of a move moves the event back past the one it passed, as stored after
    the move. Another window moved that one on meanwhile: going back past another
    event is not the undo; refused, nothing written."""
    *_, reds, blues, _ = m.log(
        *to_second_half(),
        goal("60", H2, HOME, 10),
        goal("60", H2, AWAY, 110),
        card("60", H2, HOME, 7),
    )
    change = m.service.move(m.id, blues.id or -1, -1)
    moved = change.event
    assert moved is not None
    # Reds' goal as stored now (it took Blues' seq).
    passed = next(e for e in change.state.events if e.id == reds.id)
    undone = m.service.move(m.id, blues.id or -1, 1, expected=moved, past=passed)
    assert _order(m)[-3:-1] == [reds.id, blues.id]
    again = m.service.move(m.id, blues.id or -1, -1, expected=undone.event)
    moved = again.event
    passed = next(e for e in again.state.events if e.id == reds.id)
    elsewhere = MatchService(open_database(m.url, backups=0))
    try:
        elsewhere.move(m.id, reds.id or -1, 1)  # now Blues, the card, Reds
    finally:
        elsewhere.db.close()
    before = m.dump()
    with pytest.raises(ServiceError, match=re.escape(CHANGED_ELSEWHERE)):
        m.service.move(m.id, blues.id or -1, 1, expected=moved, past=passed)
    assert m.dump() == before


def test_kicks_of_a_shootout_keep_law_10s_order(m: StoredMatch) -> None:
    """The shootout's kicks share its time: a kick moved out of turn is refused."""
    *_, first, second = m.log(*regulation(), start(PENS), kick(HOME, 10), kick(AWAY, 110))
    m.log(kick(HOME, 9))
    before = m.dump()
    with pytest.raises(ServiceError, match="the kicks alternate: Blues take the next kick"):
        m.service.move(m.id, second.id or -1, 1)  # Reds twice in a row, then Blues
    assert m.dump() == before
    with pytest.raises(ServiceError, match="Blues kicked first, so they kick first in every round"):
        m.service.move(m.id, first.id or -1, 1)  # Blues first, then Reds twice
    assert m.dump() == before
