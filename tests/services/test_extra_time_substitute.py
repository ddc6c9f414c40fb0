"""Law 3: the additional substitute of extra time is for a match that plays extra time.

A change made in the break after a level second half of a knockout match is filed at
extra time's start (91'), where it may bring on that substitute. A shootout that
follows the second half with no extra time cannot keep it: starting the shootout, or
any change that would leave such a log, is refused naming the change, and nothing is
stored, so that no team is left with fewer than no substitutes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.core.factory import (
    ET1,
    ET2,
    H2,
    HOME,
    PENS,
    end,
    kick,
    start,
    sub,
    to_second_half,
)
from tests.services.stored import StoredMatch, store_match
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import open_database
from tracker.store.match import matches as repo

#: Five substitutes in three windows: the most a team has without extra time.
FIVE = [sub("60", H2, HOME, 2, 12), sub("70", H2, HOME, 3, 13), sub("70", H2, HOME, 4, 14)]
FIVE += [sub("80", H2, HOME, 5, 15), sub("80", H2, HOME, 6, 16)]
#: The sixth, in the break after the second half: filed at extra time's start.
SIXTH = sub("90", ET1, HOME, 7, 17)
REFUSED = re.escape(
    "Reds brought Reds Player 17 on for Reds Player 7 at 91' as the additional "
    "substitute extra time allows, but no extra time is played before the shootout: "
    "correct or delete that change first"
)


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


def test_the_shootout_cannot_follow_ninety_minutes_after_an_extra_time_substitute(
    m: StoredMatch,
) -> None:
    m.log(*to_second_half(), *FIVE, end(H2, 3), SIXTH)
    stored = m.service.load(m.id)[1]
    with pytest.raises(ServiceError, match=REFUSED):
        m.log(start(PENS))
    assert m.service.load(m.id)[1] == stored
    state = m.service.state(m.id)
    assert state.subs_left(HOME) == 0  # the sixth stands for extra time, not below none
    # Extra time played, the same substitute stays, and the shootout follows it.
    m.log(start(ET1), end(ET1), start(ET2), end(ET2), start(PENS))
    assert m.service.state(m.id).subs_left(HOME) == 0


def test_a_change_in_the_break_within_the_limit_does_not_stand_in_the_shootout_s_way(
    m: StoredMatch,
) -> None:
    # A goalkeeper replaced before the kicks (Law 10), with a substitute left.
    m.log(*to_second_half(), *FIVE[:4], end(H2, 3), sub("90", ET1, HOME, 1, 18))
    m.log(start(PENS), kick(HOME, 18))
    assert m.service.state(m.id).subs_left(HOME) == 0


def test_an_earlier_substitute_that_makes_the_break_s_change_the_sixth_is_refused(
    m: StoredMatch,
) -> None:
    m.log(*to_second_half(), *FIVE[:4], end(H2, 3), SIXTH, start(PENS))
    stored = m.service.load(m.id)[1]
    with pytest.raises(ServiceError, match=REFUSED):
        m.log(sub("45", H2, HOME, 8, 18))  # made at half-time, logged after the fact
    assert m.service.load(m.id)[1] == stored


def test_extra_time_taken_out_again_leaves_the_substitute_only_for_extra_time(
    m: StoredMatch,
) -> None:
    [*_, whistle] = m.log(*to_second_half(), *FIVE, end(H2, 3), SIXTH, start(ET1))
    assert whistle.id is not None
    # Extra time's start deleted: the break again, with its change for extra time.
    m.service.delete(m.id, whistle.id)
    with pytest.raises(ServiceError, match=REFUSED):
        m.log(start(PENS))
    # Nor may extra time's start be corrected into the shootout's.
    [whistle] = m.log(start(ET1))
    assert whistle.id is not None
    with pytest.raises(ServiceError, match=REFUSED):
        m.service.edit(m.id, replace(whistle, time=start(PENS).time))


def test_a_log_stored_before_the_check_opens_and_can_be_corrected(m: StoredMatch) -> None:
    logged = m.log(*to_second_half(), *FIVE, end(H2, 3), SIXTH)
    with m.db.writing() as session:  # as an earlier version stored it
        repo.insert_event(session, m.id, replace(start(PENS), seq=99))
    reopened = MatchService(open_database(m.url, backups=0), author="test")
    try:
        assert reopened.open(m.id).state.subs_left(HOME) == -1
        sixth = logged[-1]
        assert sixth.id is not None
        reopened.delete(m.id, sixth.id)  # the correction is not refused
        assert reopened.state(m.id).subs_left(HOME) == 0
    finally:
        reopened.db.close()


def test_a_match_file_whose_shootout_keeps_an_extra_time_substitute_is_refused() -> None:
    from tests.core.factory import make_match, numbered
    from tracker.services.matches import check_match_file

    events = numbered([*to_second_half(), *FIVE, end(H2, 3), SIXTH, start(PENS)])
    with pytest.raises(ServiceError, match=REFUSED):
        check_match_file(make_match(), events)
    check_match_file(make_match(), events[:-1])
