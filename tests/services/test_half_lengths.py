"""Law 7: a match is two equal halves. The first half's whistle says how long the
halves are (45 minutes, or a youth match's 35 where its whistle went at 35'); the
second half cannot end sooner than that, nor extra time's second half sooner than its
first. A match abandoned has no final whistle: its log stops where play stopped."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.core.factory import H1, H2, at, start
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.events import MatchEnd, PeriodEnd
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import open_database
from tracker.store.match import matches as repo


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


def test_a_match_does_not_end_after_thirty_five_minutes(m: StoredMatch) -> None:
    # Regression: the first half ended at 30' and the second at 50': stored as finished.
    m.log(start(H1), PeriodEnd(at("30", H1)), start(H2))  # halves of thirty minutes
    stored = m.service.load(m.id)[1]
    with pytest.raises(
        ServiceError,
        match=r"^the second half lasts as long as the first \(30 minutes\): it cannot end "
        r"before 75'$",
    ):
        m.log(PeriodEnd(at("50", H2)))
    assert m.service.load(m.id)[1] == stored
    m.log(PeriodEnd(at("75", H2)), MatchEnd(at("75", H2)))
    assert m.service.state(m.id).finished


def test_a_correction_that_leaves_the_second_half_short_is_refused(m: StoredMatch) -> None:
    m.log(start(H1))
    [first_end] = m.log(PeriodEnd(at("35", H1)))
    m.log(start(H2), PeriodEnd(at("80", H2)))
    stored = m.service.load(m.id)[1]
    with pytest.raises(ServiceError, match=r"as long as the first \(45 minutes\)"):
        m.service.edit(m.id, replace(first_end, time=at("45+1", H1)))
    assert m.service.load(m.id)[1] == stored
    m.service.edit(m.id, replace(first_end, time=at("34", H1)))


def test_a_log_stored_with_a_short_second_half_opens_and_can_be_corrected(
    m: StoredMatch,
) -> None:
    m.log(start(H1), PeriodEnd(at("45", H1)), start(H2))
    with m.db.writing() as session:  # as an earlier version stored it
        repo.insert_event(session, m.id, replace(PeriodEnd(at("60", H2)), seq=99))
    reopened = MatchService(open_database(m.url, backups=0), author="test")
    try:
        state = reopened.open(m.id).state
        assert not state.running
        [*_, short] = reopened.load(m.id)[1]
        assert short.id is not None
        reopened.delete(m.id, short.id)
    finally:
        reopened.db.close()
