"""Any finished match exports to StatsBomb data that kloppy reads with the same facts."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from tests.helpers.matches import demo_setup
from tests.opendata.facts import from_kloppy, from_tracker
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MatchEnd,
    PeriodEnd,
    PeriodStart,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import RuleError, replay
from tracker.opendata.formats import render_statsbomb
from tracker.opendata.statsbomb_import import read_statsbomb

MATCH = demo_setup()
H1, H2 = Period.FIRST_HALF, Period.SECOND_HALF
ET1, ET2 = Period.EXTRA_FIRST, Period.EXTRA_SECOND


@st.composite
def moments(draw: st.DrawFn, added: dict[Period, int]) -> MatchTime:
    """A minute of play in any period played, stoppage time included."""
    period = draw(st.sampled_from(sorted(added)))
    minute = draw(st.integers(period.start + 1, period.end + added[period]))
    if minute > period.end:
        return MatchTime(period, period.end, minute - period.end)
    return MatchTime(period, minute)


def _players(match: Match, side: Side) -> tuple[list[int], list[int]]:
    lineup = match.team(side).lineup
    assert lineup is not None
    return list(lineup.starters[1:]), list(lineup.bench)


CARDS = [[], [CardKind.YELLOW], [CardKind.RED], [CardKind.YELLOW, CardKind.SECOND_YELLOW]]


@st.composite
def side_events(
    draw: st.DrawFn, side: Side, added: dict[Period, int]
) -> tuple[list[Event], list[int]]:
    """One side's substitutions, cards and goals, and the players who stay on throughout."""
    outfield, bench = _players(MATCH, side)
    order = draw(st.permutations(outfield))
    leaving, booked, stay = order[:3], order[3:5], order[5:]
    events: list[Event] = []
    for off, on in zip(leaving, bench, strict=False):
        if draw(st.booleans()):
            minute = draw(st.integers(46, 90 + added[H2]))
            when = MatchTime(H2, min(minute, 90), max(0, minute - 90))
            events.append(Substitution(when, side=side, off=off, on=on))
    for player in booked:
        kinds = draw(st.sampled_from(CARDS))
        times = sorted(draw(moments(added)) for _ in kinds)
        events += [
            Card(t, side=side, player=player, card=k) for t, k in zip(times, kinds, strict=True)
        ]
    for _ in range(draw(st.integers(0, 3))):
        scorer = draw(st.sampled_from(stay))
        how = draw(st.sampled_from(list(GoalKind)))
        assist = None
        if how is not GoalKind.OWN_GOAL and draw(st.booleans()):
            assist = draw(st.sampled_from([p for p in stay if p != scorer]))
        when = draw(moments(added))
        events.append(Goal(when, side=side, scorer=scorer, assist=assist, how=how))
    return events, stay


@st.composite
def finished_matches(draw: st.DrawFn) -> list[Event]:
    """A finished match, maybe with extra time and a shootout: goals, cards, substitutions."""
    added = {H1: draw(st.integers(0, 5)), H2: draw(st.integers(0, 9))}
    if draw(st.booleans()):
        added |= {ET1: draw(st.integers(0, 3)), ET2: draw(st.integers(0, 4))}
    events: list[Event] = []
    for period, more in added.items():
        events += [
            PeriodStart(MatchTime(period, period.start)),
            PeriodEnd(MatchTime(period, period.end, more)),
        ]
    takers: dict[Side, list[int]] = {}
    for side in Side:
        logged, takers[side] = draw(side_events(side, added))
        events += logged
    last = max(e.time for e in events if isinstance(e, PeriodEnd))
    if ET2 in added and draw(st.booleans()):
        events.append(PeriodStart(MatchTime.shootout()))
        for _ in range(draw(st.integers(1, 5))):
            for side in Side:
                scored = draw(st.booleans())
                taker = draw(st.sampled_from(takers[side]))
                events.append(
                    ShootoutKick(MatchTime.shootout(), side=side, player=taker, scored=scored)
                )
        last = MatchTime.shootout()
        events.append(PeriodEnd(last))
    events.append(MatchEnd(last))
    return [e.__class__(**{**e.__dict__, "seq": n}) for n, e in enumerate(events, start=1)]


@given(finished_matches())
def test_kloppy_reads_any_finished_match_with_the_same_facts(events: list[Event]) -> None:
    try:
        replay(MATCH, events)
    except RuleError:
        assume(False)
    assert from_kloppy(render_statsbomb(MATCH, events, {})) == from_tracker(MATCH, events)


@given(finished_matches())
def test_any_finished_match_comes_back_from_statsbomb_data_the_same(events: list[Event]) -> None:
    try:
        replay(MATCH, events)
    except RuleError:
        assume(False)
    files = render_statsbomb(MATCH, events, {})
    pick = lambda kind: next(v for k, v in files.items() if k.startswith(kind))  # noqa: E731
    match, back = read_statsbomb(pick("events"), pick("lineups"), pick("matches"))
    assert from_tracker(match, back) == from_tracker(MATCH, events)
    assert (match.competition, match.stage, match.date) == (
        MATCH.competition,
        MATCH.stage,
        MATCH.date,
    )
