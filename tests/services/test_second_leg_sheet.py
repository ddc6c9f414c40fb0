"""A cup tie's second leg, logged event by event: its sheet states the aggregate and
how the tie was decided, as a league season's knockout round's second leg does."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator, Sequence

import pytest

from tests.helpers.today import fix_today
from tests.services.test_setup import five_a_side
from tracker.core.match.events import Event, Goal, MatchEnd, PeriodEnd, PeriodStart, ShootoutKick
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database

HOME, AWAY = Side.HOME, Side.AWAY


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def _forward(match: Match, side: Side) -> int:
    lineup = match.team(side).lineup
    assert lineup is not None
    return lineup.rows[-1][0]


def _goals(match: Match, first: MatchTime, sides: Sequence[Side]) -> list[Event]:
    """A goal for each of ``sides`` in turn, a minute apart from ``first``, by a forward."""
    return [
        Goal(MatchTime(first.period, first.minute + i), side=side, scorer=_forward(match, side))
        for i, side in enumerate(sides)
    ]


def _log(
    db: Database,
    match_id: int,
    goals: Sequence[Side],
    extra: Sequence[Side] | None = None,
    kicks: Sequence[tuple[Side, bool]] = (),
) -> None:
    """Ninety minutes with ``goals`` in the second half; ``extra``: extra time played,
    with those goals; ``kicks``: then a shootout."""
    match = SetupService(db).match(match_id)
    h2, et1, et2 = Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND
    events: list[Event] = [
        PeriodStart(MatchTime(Period.FIRST_HALF, 0)),
        PeriodEnd(MatchTime(Period.FIRST_HALF, 45)),
        PeriodStart(MatchTime(h2, 45)),
    ]
    events += _goals(match, MatchTime(h2, 50), goals)
    events.append(PeriodEnd(MatchTime(h2, 90)))
    end = MatchTime(h2, 90)
    if extra is not None:
        events.append(PeriodStart(MatchTime(et1, 90)))
        events += _goals(match, MatchTime(et1, 95), extra)
        events += [PeriodEnd(MatchTime(et1, 105)), PeriodStart(MatchTime(et2, 105))]
        end = MatchTime(et2, 120)
        events.append(PeriodEnd(end))
    if kicks:
        end = MatchTime.shootout()
        events.append(PeriodStart(end))
        events += [ShootoutKick(end, side=s, player=None, scored=ok) for s, ok in kicks]
        events.append(PeriodEnd(end))
    events.append(MatchEnd(end))
    service = MatchService(db)
    for event in events:
        service.log(match_id, event)


def _tie(db: Database, first_leg: Sequence[Side]) -> tuple[int, int]:
    """United v Rovers in a cup's semi-final, the first leg logged (``first_leg`` its
    goals), and its return fixture set up a week later, nothing logged: their ids."""
    setup = SetupService(db)
    match = dataclasses.replace(
        five_a_side("United", 1, dt.date(2030, 9, 1)),
        competition="Copa Test 2030",
        stage="Semi-final, first leg",
    )
    first = setup.create_match(match)
    _log(db, first, first_leg)
    second = setup.duplicate(first, swap=True)  # Rovers v United, "…, second leg"
    setup.edit_details(dataclasses.replace(setup.match(second), date=dt.date(2030, 9, 8)))
    return first, second


def test_a_cup_second_leg_s_sheet_states_the_aggregate_and_the_decider(db: Database) -> None:
    """Regression: the sheet of a cup's second leg (no league rounds in its edition)
    said nothing of the tie: who went through, after extra time or on penalties."""
    records = RecordsService(db)
    # United won the first leg 2-1; Rovers win the second 1-0, level on aggregate: a
    # shootout after a goalless extra time, Rovers scoring three, United none.
    _first, pens = _tie(db, [HOME, HOME, AWAY])
    kicks = [(HOME, True), (AWAY, False)] * 3
    _log(db, pens, [HOME], extra=[], kicks=kicks)
    assert records.sheet_lines(pens)[0] == (
        "Aggregate: United 2-2 Rovers; Rovers through on penalties (3-0)"
    )
    assert records.tie_lines(pens, "de") == [
        "Gesamtergebnis: United 2-2 Rovers; Rovers weiter im Elfmeterschießen (3-0)"
    ]


def test_a_cup_second_leg_won_in_extra_time_says_so(db: Database) -> None:
    records = RecordsService(db)
    first, aet = _tie(db, [HOME, HOME, AWAY])
    _log(db, aet, [HOME], extra=[HOME])  # 2-0 after extra time: 3-2 on aggregate
    assert records.tie_lines(aet) == [
        "Aggregate: United 2-3 Rovers; Rovers through after extra time"
    ]
    # The first leg's sheet says nothing of a tie not yet over.
    assert records.tie_lines(first) == []


def _kick_off_and_score(db: Database, match_id: int, goals: Sequence[Side]) -> None:
    """The second half under way, ``goals`` scored in it: no full time."""
    match = SetupService(db).match(match_id)
    h2 = Period.SECOND_HALF
    service = MatchService(db)
    for event in [
        PeriodStart(MatchTime(Period.FIRST_HALF, 0)),
        PeriodEnd(MatchTime(Period.FIRST_HALF, 45)),
        PeriodStart(MatchTime(h2, 45)),
        *_goals(match, MatchTime(h2, 50), goals),
    ]:
        service.log(match_id, event)


def test_a_second_leg_s_sheet_mid_match_states_the_aggregate_so_far(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: a second leg's sheet exported during the match stated no aggregate.
    United won the first leg 2-1; Rovers lead the second 1-0: level so far, said so
    beside the sheet's own "In play", never as the tie's result."""
    fix_today(monkeypatch, dt.date(2030, 9, 8))  # exported on the second leg's day
    from tracker.services.exporting import formats
    from tracker.sheet.content import KEY_STATS

    records = RecordsService(db)
    _first, second = _tie(db, [HOME, HOME, AWAY])
    _kick_off_and_score(db, second, [HOME])
    so_far = "Aggregate so far: Rovers 2-2 United, the second leg in play; level as it stands"
    assert records.tie_lines(second) == [so_far]
    assert records.sheet_lines(second)[0] == so_far
    assert records.tie_lines(second, "de") == [
        "Gesamtergebnis bisher: Rovers 2-2 United, das Rückspiel läuft; derzeit ausgeglichen"
    ]
    rovers = _goals(SetupService(db).match(second), MatchTime(Period.SECOND_HALF, 70), [HOME])
    MatchService(db).log(second, rovers[0])
    assert records.tie_lines(second, "es") == [
        "Global hasta ahora: Rovers 3-2 United, con la vuelta en juego; pasaría Rovers"
    ]
    match, events = MatchService(db).load(second)
    rendered = formats()["txt"].render(match, events, {KEY_STATS: records.sheet_lines(second)})
    assert isinstance(rendered, bytes)
    sheet = rendered.decode()
    assert "In play, logged up to 70' (provisional sheet)" in sheet
    assert (
        "Aggregate so far: Rovers 3-2 United, the second leg in play; Rovers would go through"
    ) in sheet
    assert "Aggregate: " not in sheet
    html = formats()["html"].render(match, events, {KEY_STATS: records.sheet_lines(second)})
    assert isinstance(html, bytes)
    assert "Aggregate so far: Rovers 3-2 United, the second leg in play" in html.decode()
