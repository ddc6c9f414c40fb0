"""A logged match abandoned, through the service: stored, read afresh, and counted as
the record books count an abandoned fixture (no result); Law 3's seven players."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.core.factory import AWAY, H2, HOME, card, goal, to_second_half
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.events import CardKind, MatchAbandoned
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.state import Status
from tracker.services.matches import MatchService, ServiceError
from tracker.services.records import RecordsService
from tracker.store.db import open_database
from tracker.store.match import matches as repo


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


def _abandoned(minute: int, reason: str = "") -> MatchAbandoned:
    return MatchAbandoned(MatchTime(Period.SECOND_HALF, minute), reason=reason)


def test_an_abandoned_match_is_stored_so_and_has_no_result(m: StoredMatch) -> None:
    m.log(*to_second_half(), goal("52", H2, HOME, 9), _abandoned(67, "waterlogged pitch"))
    other = open_database(m.url, backups=0)
    try:
        opened = MatchService(other).open(m.id)
        assert opened.state.status is Status.ABANDONED
        assert opened.state.abandoned is not None
        assert opened.state.abandoned.reason == "waterlogged pitch"
        with other.reading() as session:
            (summary,) = repo.list_matches(session)
        assert (summary.figures.status, summary.figures.score) == ("abandoned", "1-0")
        # Not a result: no win for Reds, no goal in the record books.
        played = RecordsService(other).match(m.id)
        assert not played.played
    finally:
        other.close()


def test_nothing_is_logged_after_the_abandonment_and_deleting_it_plays_on(m: StoredMatch) -> None:
    *_, stop = m.log(*to_second_half(), _abandoned(67))
    before = m.dump()
    with pytest.raises(ServiceError, match="abandoned at 67': nothing can be logged after"):
        m.service.log(m.id, m.ev(goal("70", H2, HOME, 9)))
    assert m.dump() == before  # the refusal wrote nothing
    assert stop.id is not None
    m.service.delete(m.id, stop.id)
    m.log(goal("70", H2, HOME, 9))
    assert m.service.open(m.id).state.status is Status.LIVE


def test_a_side_down_to_six_cannot_play_on_but_may_be_abandoned(m: StoredMatch) -> None:
    reds = [card("60", H2, HOME, pid, CardKind.RED) for pid in (2, 3, 4, 5, 6)]
    m.log(*to_second_half(), *reds)
    before = m.dump()
    with pytest.raises(ServiceError, match="fewer than seven players on the pitch since 60'"):
        m.service.log(m.id, m.ev(goal("70", H2, AWAY, 109)))
    assert m.dump() == before
    m.log(card("61", H2, AWAY, 104), _abandoned(61, "Reds down to six"))
    assert m.service.open(m.id).state.status is Status.ABANDONED
