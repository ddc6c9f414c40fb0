"""A penalty shootout follows only a match not decided: a single match level after
extra time, a second leg that leaves its tie level. Logged live, after the fact, by a
correction or in an imported match file, a shootout after a decided match is refused,
naming the score; a second leg whose first leg the library does not hold is let be."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator, Sequence

import pytest

from tests.services.test_second_leg_sheet import _goals, _tie
from tests.services.test_setup import five_a_side
from tracker.core.files import matchfile
from tracker.core.match.events import Event, MatchEnd, PeriodEnd, PeriodStart, ShootoutKick
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.errors import ServiceError
from tracker.services.matches import MatchService, check_match_file
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database

HOME, AWAY = Side.HOME, Side.AWAY
H2, ET1, ET2 = Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def _final(db: Database, stage: str = "Final") -> int:
    match = dataclasses.replace(
        five_a_side("United", 1, dt.date(2030, 9, 1)), competition="Copa Test 2030", stage=stage
    )
    return SetupService(db).create_match(match)


def _through_extra_time(db: Database, match_id: int, extra: Sequence[Side]) -> None:
    """Ninety minutes goalless, then extra time with ``extra`` its goals, ended."""
    match = SetupService(db).match(match_id)
    service = MatchService(db)
    events: list[Event] = [
        PeriodStart(MatchTime(Period.FIRST_HALF, 0)),
        PeriodEnd(MatchTime(Period.FIRST_HALF, 45)),
        PeriodStart(MatchTime(H2, 45)),
        PeriodEnd(MatchTime(H2, 90)),
        PeriodStart(MatchTime(ET1, 90)),
        *_goals(match, MatchTime(ET1, 95), extra),
        PeriodEnd(MatchTime(ET1, 105)),
        PeriodStart(MatchTime(ET2, 105)),
        PeriodEnd(MatchTime(ET2, 120)),
    ]
    for event in events:
        service.log(match_id, event)


def _shootout_start() -> PeriodStart:
    return PeriodStart(MatchTime.shootout())


def test_a_final_won_in_extra_time_has_no_shootout(db: Database) -> None:
    """Regression: a shootout was accepted after 1-2 in extra time."""
    final = _final(db)
    _through_extra_time(db, final, [HOME, AWAY, AWAY])
    service = MatchService(db)
    with pytest.raises(ServiceError, match=r"^no penalty shootout: the score is United 1-2 Rovers"):
        service.log(final, _shootout_start())
    assert service.open(final).state.period is ET2  # nothing stored
    service.log(final, MatchEnd(MatchTime(ET2, 120)))
    assert service.open(final).state.finished


def test_a_final_level_after_extra_time_goes_to_its_shootout(db: Database) -> None:
    final = _final(db)
    _through_extra_time(db, final, [HOME, AWAY])
    service = MatchService(db)
    service.log(final, _shootout_start())
    assert service.open(final).state.went_to_shootout


def test_a_goal_logged_after_the_fact_cannot_leave_a_shootout_after_a_decided_match(
    db: Database,
) -> None:
    """A goal forgotten in extra time, logged once the shootout is on, would leave the
    shootout after 2-1: refused, and so is a correction of a goal to the other side."""
    final = _final(db)
    _through_extra_time(db, final, [HOME, AWAY])
    service = MatchService(db)
    service.log(final, _shootout_start())
    match = SetupService(db).match(final)
    late = _goals(match, MatchTime(ET2, 110), [HOME])[0]
    with pytest.raises(ServiceError, match="the score is United 2-1 Rovers"):
        service.log(final, late)
    state = service.open(final).state
    rovers_goal = next(e for e in state.goals() if e.side is AWAY)
    with pytest.raises(ServiceError, match="the score is United 2-0 Rovers"):
        service.edit(final, dataclasses.replace(late, id=rovers_goal.id, seq=rovers_goal.seq))
    assert rovers_goal.id is not None
    with pytest.raises(ServiceError, match="the score is United 1-0 Rovers"):
        service.delete(final, rovers_goal.id)
    assert len(service.open(final).state.goals()) == 2


def test_a_second_leg_that_leaves_its_tie_decided_has_no_shootout(db: Database) -> None:
    """United 2-0 Rovers in the first leg, Rovers 1-0 United after extra time of the
    second: United through 2-1 on aggregate, whatever a shootout would say."""
    _first, second = _tie(db, [HOME, HOME])
    _through_extra_time(db, second, [HOME])
    with pytest.raises(
        ServiceError,
        match=r"^no penalty shootout: the tie stands Rovers 1-2 United on aggregate, so it is",
    ):
        MatchService(db).log(second, _shootout_start())


def test_a_second_leg_that_leaves_its_tie_level_goes_to_its_shootout(db: Database) -> None:
    """United 1-0 Rovers, then Rovers 1-0 United after extra time: the day's score is
    not level, the tie is (1-1 on aggregate)."""
    _first, second = _tie(db, [HOME])
    _through_extra_time(db, second, [HOME])
    service = MatchService(db)
    service.log(second, _shootout_start())
    assert service.open(second).state.went_to_shootout


def test_a_second_leg_whose_first_leg_is_not_known_goes_to_its_shootout(db: Database) -> None:
    """No first leg in the library: the day's 1-0 may leave the tie level, so the
    shootout is let stand (the window says the aggregate could not be checked)."""
    second = _final(db, "Semi-final, second leg")
    _through_extra_time(db, second, [HOME])
    service = MatchService(db)
    service.log(second, _shootout_start())
    assert service.open(second).state.went_to_shootout


def test_a_match_file_with_a_shootout_after_a_decided_final_is_refused(db: Database) -> None:
    final = _final(db)
    _through_extra_time(db, final, [HOME, AWAY, AWAY])
    service = MatchService(db)
    state = service.open(final).state
    end = MatchTime.shootout()
    taken = [(HOME, True), (AWAY, True)] * 4 + [(HOME, False), (AWAY, True)]  # 4-5
    kicks = [ShootoutKick(end, side=s, player=None, scored=ok) for s, ok in taken]
    events = [*state.events, PeriodStart(end), *kicks, PeriodEnd(end), MatchEnd(end)]
    events = [dataclasses.replace(e, id=None) for e in events]
    text = matchfile.dumps(state.match, events)
    match, read = matchfile.loads(text)
    with pytest.raises(ServiceError, match="no penalty shootout: the score is United 1-2 Rovers"):
        check_match_file(match, read)
    with pytest.raises(ServiceError, match="the score is United 1-2 Rovers"):
        service.import_text(text)
    # The same file with the match level after extra time is taken.
    level = [e for e in events if not (e.time.period is ET1 and e.time.minute == 97)]
    assert check_match_file(*matchfile.loads(matchfile.dumps(state.match, level))).state.finished
