"""A forgotten first yellow typed in before a player's only yellow: the later card is
made his second yellow only as one confirmed correction, in one transaction."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.core.factory import H1, H2, HOME, card, goal, to_second_half
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.bookings import later_yellow
from tracker.core.match.events import Card, CardKind, Event
from tracker.services.matches import ChangeKind, ServiceError

YELLOW, SECOND = CardKind.YELLOW, CardKind.SECOND_YELLOW


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


def _cards(m: StoredMatch) -> list[tuple[str, CardKind]]:
    return [(str(e.time), e.card) for e in m.service.load(m.id)[1] if isinstance(e, Card)]


def _booked_at_60(m: StoredMatch) -> Card:
    stored = m.log(*to_second_half(), card("60", H2, HOME, 6))
    later = stored[-1]
    assert isinstance(later, Card)
    return later


def test_a_plain_yellow_before_his_only_yellow_is_refused_saying_what_to_do(
    m: StoredMatch,
) -> None:
    _booked_at_60(m)
    before = m.dump()
    with pytest.raises(ServiceError) as refused:
        m.service.log(m.id, m.ev(card("30", H1, HOME, 6)))
    said = str(refused.value)
    assert "Reds Player 6's card at 60' is his only yellow so far" in said
    assert "makes it his second yellow" in said
    assert "log the yellow and make the 60' card a second yellow as one correction" in said
    assert m.dump() == before


def test_the_yellow_and_the_second_yellow_in_one_transaction(m: StoredMatch) -> None:
    later = _booked_at_60(m)
    opened = m.service.open(m.id)
    plan = later_yellow(opened.state.events, m.ev(card("30", H1, HOME, 6)))
    assert plan is not None and plan.later == later
    change = m.service.log_second_yellow(m.id, plan)
    assert change.kind is ChangeKind.CORRECTED
    assert change.revision == opened.revision + 1  # one write
    assert isinstance(change.event, Card) and change.event.id is not None
    assert change.event.card is YELLOW and str(change.event.time) == "30'"
    assert _cards(m) == [("30'", YELLOW), ("60'", SECOND)]
    home = change.state.side(HOME)
    assert home.sent_off == {m.pid(6): later.time}
    assert home.yellows == {m.pid(6): 2}
    # The later card keeps its id; it was changed by whoever made the correction.
    changed = next(e for e in m.service.load(m.id)[1] if e.id == later.id)
    assert changed.authorship is not None and changed.authorship.changed_at is not None


def test_taken_back_as_one_correction(m: StoredMatch) -> None:
    later = _booked_at_60(m)
    log_before = m.service.load(m.id)[1]
    plan = later_yellow(m.service.open(m.id).state.events, m.ev(card("30", H1, HOME, 6)))
    assert plan is not None
    done = m.service.log_second_yellow(m.id, plan)
    assert done.event is not None
    second = next(e for e in done.state.events if e.id == later.id)
    back = m.service.correct_cards(m.id, delete=done.event, edits=[(second, later)])
    assert back.kind is ChangeKind.CORRECTED
    assert m.service.load(m.id)[1] == log_before
    assert back.state.side(HOME).sent_off == {}
    # Done again: the same card under its id.
    again = m.service.correct_cards(m.id, add=done.event, edits=[(later, second)])
    assert again.event == done.event
    assert _cards(m) == [("30'", YELLOW), ("60'", SECOND)]


def test_refused_naming_the_later_event_when_he_took_part_after_it(m: StoredMatch) -> None:
    _booked_at_60(m)
    m.log(goal("75", H2, HOME, 6))
    before = m.dump()
    plan = later_yellow(m.service.open(m.id).state.events, m.ev(card("30", H1, HOME, 6)))
    assert plan is not None
    with pytest.raises(ServiceError) as refused:
        m.service.log_second_yellow(m.id, plan)
    assert "75' Goal: Reds Player 6" in str(refused.value)
    assert "was sent off at 60'" in str(refused.value)
    assert m.dump() == before


def test_refused_when_the_later_card_was_changed_elsewhere(m: StoredMatch) -> None:
    later = _booked_at_60(m)
    plan = later_yellow(m.service.open(m.id).state.events, m.ev(card("30", H1, HOME, 6)))
    assert plan is not None
    m.service.edit(m.id, replace(later, time=replace(later.time, minute=62)))
    before = m.dump()
    with pytest.raises(ServiceError, match="changed elsewhere"):
        m.service.log_second_yellow(m.id, plan)
    assert m.dump() == before


def test_two_yellows_already_stay_refused(m: StoredMatch) -> None:
    _booked_at_60(m)
    m.log(card("75", H2, HOME, 6))  # read as his second yellow
    before = m.dump()
    with pytest.raises(ServiceError, match="is already booked: this is a second yellow"):
        m.service.log(m.id, m.ev(card("30", H1, HOME, 6)))
    assert m.dump() == before


def test_a_correction_that_books_him_earlier_makes_the_later_card_the_second(
    m: StoredMatch,
) -> None:
    wrong = m.log(*to_second_half(), card("30", H1, HOME, 7))[-1]
    later = m.log(card("60", H2, HOME, 6))[-1]
    meant = replace(wrong, player=m.pid(6))
    assert isinstance(meant, Card)
    with pytest.raises(ServiceError, match="his only yellow so far"):
        m.service.edit(m.id, meant)
    plan = later_yellow(m.service.open(m.id).state.events, meant, replacing=wrong)
    assert plan is not None and plan.later == later
    change = m.service.log_second_yellow(m.id, plan)
    assert change.kind is ChangeKind.CORRECTED
    assert change.before == wrong and change.event is not None and change.event.id == wrong.id
    assert _cards(m) == [("30'", YELLOW), ("60'", SECOND)]
    assert [e.id for e in m.service.load(m.id)[1] if isinstance(e, Card)] == [wrong.id, later.id]


def test_only_cards_are_corrected_together(m: StoredMatch) -> None:
    scored: Event = m.log(*to_second_half(), goal("50", H2, HOME, 9))[-1]
    with pytest.raises(ServiceError, match="cards"):
        m.service.correct_cards(m.id, delete=scored)
