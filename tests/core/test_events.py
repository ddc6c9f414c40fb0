"""Events as values: ordering, dictionaries for the store and the file, and their text."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.factory import (
    AWAY,
    H1,
    H2,
    HOME,
    PENS,
    card,
    end,
    full_time,
    goal,
    kick,
    make_match,
    off,
    start,
    sub,
)
from tracker.core.match.describe import describe, filed, kind_label, lowered, player_name
from tracker.core.match.events import (
    EVENT_TYPES,
    Card,
    CardKind,
    Event,
    EventFormatError,
    FormationChange,
    Goal,
    GoalKind,
    MatchEnd,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
    ShootoutKick,
    Substitution,
    event_from_dict,
    event_to_dict,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.replay import sort_events

pids = st.integers(1, 999)
maybe_pids = st.none() | pids
sides = st.sampled_from(list(Side))


@st.composite
def times(draw: st.DrawFn) -> MatchTime:
    period = draw(st.sampled_from(list(Period)))
    if period is Period.SHOOTOUT:
        return MatchTime.shootout()
    if draw(st.booleans()):
        return MatchTime(period, period.end, draw(st.integers(1, 20)))
    return MatchTime(period, draw(st.integers(period.start, period.end)))


rows = st.lists(st.lists(pids, min_size=1, max_size=5), min_size=1, max_size=5).map(
    lambda r: tuple(tuple(row) for row in r)
)
events = st.one_of(
    st.builds(PeriodStart, times()),
    st.builds(PeriodEnd, times()),
    st.builds(MatchEnd, times()),
    st.builds(
        Goal,
        times(),
        side=sides,
        scorer=maybe_pids,
        assist=maybe_pids,
        how=st.sampled_from(list(GoalKind)),
    ),
    st.builds(MissedPenalty, times(), side=sides, player=maybe_pids, saved=st.booleans()),
    st.builds(Substitution, times(), side=sides, off=pids, on=pids, concussion=st.booleans()),
    st.builds(PlayerOff, times(), side=sides, player=pids),
    st.builds(
        Card,
        times(),
        side=sides,
        player=maybe_pids,
        card=st.sampled_from(list(CardKind)),
        official=st.text(max_size=20),
    ),
    st.builds(ShootoutKick, times(), side=sides, player=maybe_pids, scored=st.booleans()),
    st.builds(FormationChange, times(), side=sides, formation=st.text(max_size=9), rows=rows),
)


@given(events, st.integers(0, 10_000))
def test_every_event_round_trips_through_a_json_dictionary(event: Event, seq: int) -> None:
    data = json.loads(json.dumps(event_to_dict(event)))
    again = event_from_dict(data, seq=seq)
    assert again == type(event)(**{**event.__dict__, "seq": seq})


def test_every_kind_is_registered() -> None:
    assert set(EVENT_TYPES) == {
        "period_start",
        "period_end",
        "match_end",
        "abandoned",
        "goal",
        "missed_penalty",
        "substitution",
        "player_off",
        "card",
        "shootout_kick",
        "formation_change",
    }


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "corner", "period": 1, "time": "3"}, "unknown event kind 'corner'"),
        ({"period": 1, "time": "3"}, "unknown event kind None"),
        ({"kind": "goal", "period": 7, "time": "3"}, "bad time"),
        ({"kind": "goal", "period": 2, "time": "30"}, "bad time: minute 30 is before"),
        ({"kind": "goal", "period": 1, "time": "3", "side": "left"}, "bad value for side"),
        ({"kind": "card", "period": 1, "time": "3", "card": "blue"}, "bad value for card"),
    ],
)
def test_a_dictionary_that_is_not_an_event(data: dict[str, object], message: str) -> None:
    with pytest.raises(EventFormatError, match=message):
        event_from_dict(data)


def test_boundaries_surround_the_events_of_their_minute() -> None:
    at_90 = [full_time(H2), end(H2), goal("90", H2, HOME, 10), start(PENS), kick(HOME, 10)]
    assert [type(e) for e in sort_events(at_90)] == [
        Goal,
        PeriodEnd,
        MatchEnd,
        PeriodStart,
        ShootoutKick,
    ]


def test_an_own_goal_counts_for_the_other_side() -> None:
    assert goal("5", H1, HOME, 3, how=GoalKind.OWN_GOAL).for_side is AWAY
    assert goal("5", H1, HOME, 3).for_side is HOME


def test_only_second_yellow_and_red_send_off() -> None:
    assert [kind.sends_off for kind in CardKind] == [False, True, True]


MATCH = make_match()


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (goal("5", H1, HOME, 10, 11), "Goal: Reds Player 10, assist Reds Player 11"),
        (goal("5", H1, HOME, 3, how=GoalKind.OWN_GOAL), "Own goal: Reds Player 3, for Blues"),
        (goal("5", H1, AWAY, None), "Goal: Blues (scorer unknown)"),
        # An own goal by a Reds player not named: it counts for the Blues.
        (
            goal("5", H1, HOME, None, how=GoalKind.OWN_GOAL),
            "Own goal: Reds (scorer unknown), for Blues",
        ),
        (goal("5", H1, HOME, 10, how=GoalKind.PENALTY), "Penalty goal: Reds Player 10"),
        (
            sub("60", H2, AWAY, 102, 112),
            "Substitution, Blues: Blues Player 12 on for Blues Player 2",
        ),
        (
            sub("60", H2, HOME, 2, 12, True),
            "Substitution (concussion), Reds: Reds Player 12 on for",
        ),
        (card("60", H2, HOME, 6), "Yellow card: Reds Player 6 (Reds)"),
        (card("60", H2, HOME, 6, CardKind.SECOND_YELLOW), "Second yellow card (sent off): Reds"),
        (
            card("60", H2, AWAY, None, CardKind.RED, "Blues Manager"),
            "Red card (sent off): Blues Man",
        ),
        (off("70", H2, HOME, 9), "Reds Player 9 leaves the pitch, not replaced"),
        (kick(AWAY, 110, scored=False), "Shootout: Blues Player 10 (Blues) misses"),
        (start(H1), "Kick-off"),
        (end(H1), "Half-time"),
        (full_time(), "Full time"),
        (MissedPenalty(MatchTime(H1, 5), side=HOME, player=10), "Penalty saved: Reds Player 10"),
    ],
)
def test_describe_puts_events_into_words(event: Event, text: str) -> None:
    assert describe(MATCH, event).startswith(text)


def test_a_whistle_of_the_shootout_is_filed_without_saying_the_shootout_twice() -> None:
    """Regression: "Logged end of the shootout, in the penalty shootout; full time, in
    the penalty shootout"."""
    assert filed(MATCH, end(PENS)) == lowered(describe(MATCH, end(PENS)))
    assert filed(MATCH, full_time(PENS)) == "full time"
    # Nor a kick: "shootout: … scores, in the penalty shootout" said it twice.
    assert filed(MATCH, kick(HOME, 1)) == "shootout: Reds Player 1 (Reds) scores"


def test_names_of_unknown_players() -> None:
    assert player_name(MATCH, None) == "unknown"
    assert player_name(MATCH, 4242) == "player 4242"
    assert kind_label(start(PENS)) == "Penalty shootout begins"
