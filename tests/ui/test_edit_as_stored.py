"""A correction is compared with the event as the rules would store it (a yellow to a
player booked before it is his second yellow: "Nothing changed" when it was one).

Only a yellow card can read as another card: for any other event the window no longer
replays the whole log before it on each correction (at 400 events, a replay of every
event up to its new place for each edit of an early event's minute)."""

from __future__ import annotations

import dataclasses

import pytest

from benchmarks.matchgen import running_match
from tests.helpers.matches import demo_setup, pid
from tracker.core.match import replay as replay_module
from tracker.core.match.events import Card, CardKind, Event, Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.ui.match.entry import _as_stored

H1 = Period.FIRST_HALF


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    replay = replay_module.replay

    def counted(*args: object, **kwargs: object) -> object:
        calls[0] += 1
        return replay(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(replay_module, "replay", counted)
    return calls


def test_an_event_other_than_a_yellow_is_stored_as_given_without_a_replay(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match, logged = running_match(400)
    events: list[Event] = [dataclasses.replace(e, id=i + 1) for i, e in enumerate(logged)]
    calls = _counting(monkeypatch)
    for early in events[2:12]:
        moved = dataclasses.replace(early, time=MatchTime(H1, 20))
        assert _as_stored(match, events, moved) is moved
    assert calls == [0]


def test_a_yellow_to_a_player_booked_before_it_is_stored_as_his_second(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = demo_setup()
    player = pid(match, "Lionel Messi")
    first = Card(MatchTime(H1, 10), side=Side.HOME, player=player, card=CardKind.YELLOW, id=2)
    goal = Goal(MatchTime(H1, 30), side=Side.HOME, scorer=player, id=3)
    events: list[Event] = [PeriodStart(MatchTime(H1, 0), id=1), first, goal]
    calls = _counting(monkeypatch)
    # The goal at 30' corrected into a yellow for the same player: his second.
    yellow = Card(MatchTime(H1, 30), side=Side.HOME, player=player, card=CardKind.YELLOW, id=3)
    assert _as_stored(match, events, yellow) == dataclasses.replace(
        yellow, card=CardKind.SECOND_YELLOW
    )
    # Moved before his first yellow, it is a first yellow: stored as given.
    early = dataclasses.replace(yellow, time=MatchTime(H1, 5))
    assert _as_stored(match, events, early) == early
    assert calls == [2]
