"""A first yellow typed in after the fact, before a player's only (later) yellow.

The later card then becomes his second yellow: planned here, for the user to confirm,
never done behind his back; refused when the log cannot stand it.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.factory import (
    AWAY,
    H1,
    H2,
    HOME,
    card,
    goal,
    make_match,
    numbered,
    sub,
    to_second_half,
)
from tracker.core.match.bookings import check_second_yellow, later_yellow
from tracker.core.match.events import Card, CardKind, Event
from tracker.core.match.replay import RuleError, normalize, replay, sort_events

YELLOW, SECOND, RED = CardKind.YELLOW, CardKind.SECOND_YELLOW, CardKind.RED


def _log(*events: Event) -> list[Event]:
    """A valid log, its events numbered in the order given (as stored)."""
    log = numbered(events)
    replay(make_match(), log)
    return sort_events(log)


def test_a_yellow_before_the_only_yellow_so_far_makes_that_one_the_second() -> None:
    later = card("60", H2, HOME, 6)
    log = _log(*to_second_half(), later)
    new = card("30", H1, HOME, 6)
    plan = later_yellow(log, new)
    assert plan is not None
    assert plan.card == new
    assert plan.later == log[-1]
    assert plan.becomes == replace(plan.later, card=SECOND)
    check_second_yellow(make_match(), log, plan)
    corrected = replay(make_match(), plan.corrected(log))
    home = corrected.side(HOME)
    assert home.yellows == {6: 2}
    assert home.sent_off == {6: later.time}
    assert [c.card for c in corrected.cards()] == [YELLOW, SECOND]


def test_the_same_for_a_team_official() -> None:
    later = card("60", H2, AWAY, None, official="Blues Manager")
    log = _log(*to_second_half(), later)
    plan = later_yellow(log, card("30", H1, AWAY, None, official=" Blues Manager "))
    assert plan is not None and plan.later == log[-1]
    check_second_yellow(make_match(), log, plan)
    state = replay(make_match(), plan.corrected(log))
    assert "Blues Manager" in state.side(AWAY).officials_sent_off


@pytest.mark.parametrize(
    ("cards", "new"),
    [
        pytest.param([], card("30", H1, HOME, 6), id="no card yet"),
        pytest.param([card("60", H2, HOME, 6)], card("70", H2, HOME, 6), id="after the yellow"),
        pytest.param([card("60", H2, HOME, 6)], card("30", H1, HOME, 7), id="another player"),
        pytest.param([card("60", H2, HOME, 6)], card("30", H1, AWAY, 106), id="other team"),
        pytest.param([card("60", H2, HOME, 6)], card("30", H1, HOME, 6, RED), id="a red"),
        pytest.param([card("60", H2, HOME, 6, RED)], card("30", H1, HOME, 6), id="later red"),
        pytest.param(
            [card("20", H1, HOME, 6), card("60", H2, HOME, 6, SECOND)],
            card("30", H1, HOME, 6),
            id="booked before",
        ),
        pytest.param(
            [card("60", H2, HOME, 6), card("75", H2, HOME, 6, SECOND)],
            card("30", H1, HOME, 6),
            id="two yellows already",
        ),
        pytest.param(
            [card("60", H2, AWAY, None, official="Blues Coach")],
            card("30", H1, AWAY, None, official="Blues Manager"),
            id="another official",
        ),
    ],
)
def test_no_later_card_changes_otherwise(cards: list[Card], new: Card) -> None:
    log = _log(*to_second_half(), *cards)
    assert later_yellow(log, new) is None


def test_a_yellow_in_the_same_minute_logged_after_the_first_is_not_before_it() -> None:
    log = _log(*to_second_half(), card("60", H2, HOME, 6))
    assert later_yellow(log, card("60", H2, HOME, 6)) is None  # new: filed after it


def test_a_correction_moving_his_later_yellow_itself_changes_nothing_else() -> None:
    log = _log(*to_second_half(), card("60", H2, HOME, 6))
    moved = card("30", H1, HOME, 6)
    assert later_yellow(log, moved, replacing=log[-1]) is None


def test_a_correction_that_books_him_earlier_plans_the_same() -> None:
    log = _log(*to_second_half(), card("30", H1, HOME, 7), card("60", H2, HOME, 6))
    wrong = next(e for e in log if isinstance(e, Card) and e.player == 7)
    plan = later_yellow(log, card("30", H1, HOME, 6), replacing=wrong)
    assert plan is not None and plan.later == log[-1]
    check_second_yellow(make_match(), log, plan)
    corrected = plan.corrected(log)
    assert wrong not in corrected
    assert replay(make_match(), corrected).side(HOME).sent_off == {6: log[-1].time}


@pytest.mark.parametrize(
    ("later", "named"),
    [
        pytest.param(goal("75", H2, HOME, 6), "75' Goal: Reds Player 6", id="goal"),
        pytest.param(goal("75", H2, HOME, 9, 6), "75' Goal: Reds Player 9", id="assist"),
        pytest.param(sub("70", H2, HOME, 6, 12), "70' Substitution, Reds", id="substitution"),
        pytest.param(
            card("80", H2, HOME, 6, RED), "80' Red card (sent off): Reds Player 6", id="red"
        ),
    ],
)
def test_refused_naming_the_later_event_he_could_not_take_part_in(later: Event, named: str) -> None:
    log = _log(*to_second_half(), card("60", H2, HOME, 6), later)
    plan = later_yellow(log, card("30", H1, HOME, 6))
    assert plan is not None
    with pytest.raises(RuleError) as refused:
        check_second_yellow(make_match(), log, plan)
    said = str(refused.value)
    assert named in said
    assert "Reds Player 6's card at 60' would become his second yellow" in said
    assert "sent off at 60'" in said


# --- a property over every way one player's cards can stand ------------------------

_MINUTES = st.integers(min_value=1, max_value=89)

#: His cards as a valid log can hold them, by kind, in order.
_HISTORIES = [(), (YELLOW,), (RED,), (YELLOW, SECOND), (YELLOW, RED)]


def _card_at(minute: int, kind: CardKind = YELLOW) -> Card:
    period = H1 if minute < 45 else H2
    return card(str(minute), period, HOME, 6, kind)


@given(
    history=st.sampled_from(_HISTORIES),
    minutes=st.lists(_MINUTES, min_size=3, max_size=3, unique=True),
)
def test_a_plan_exactly_when_plain_logging_is_refused_and_he_is_not_already_done(
    history: tuple[CardKind, ...], minutes: list[int]
) -> None:
    """The question is asked only when the yellow could not be logged as it is, and
    whenever it could not while the player has one card that counts at most; with a
    plan checked, he ends with two yellows, sent off at the later card."""
    *theirs, new_minute = minutes
    times = sorted(theirs)[: len(history)]
    log = _log(*to_second_half(), *(_card_at(m, k) for m, k in zip(times, history, strict=True)))
    new = _card_at(new_minute)
    plan = later_yellow(log, new)
    place = sum(1 for e in log if e.sort_key < new.sort_key)
    before = replay(make_match(), log[:place])
    numbered_new = replace(new, seq=99)
    try:
        replay(make_match(), [*log, normalize(before, numbered_new)])
        plain = True
    except RuleError:
        plain = False
    if plan is not None:
        assert not plain
        assert plan.later.time == _card_at(times[0]).time
        try:
            check_second_yellow(make_match(), log, plan)
        except RuleError:
            assert history == (YELLOW, RED)  # the red after the second yellow cannot stand
        else:
            state = replay(make_match(), plan.corrected(log))
            assert state.side(HOME).yellows == {6: 2}
            assert state.side(HOME).sent_off == {6: plan.later.time}
    elif not plain:
        # Refused as it is: he is already sent off by then, or has two cards already.
        assert len(history) == 2 or (history == (RED,) and new_minute > times[0])
