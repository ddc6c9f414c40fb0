"""A connection lost as an event's commit was sent: stored or not, the service says true.

Read again, an event found stored is logged as any other (returned as added, so the
window's undo takes it back), and the user is told the connection was lost; one not found
leaves the error that it may have been stored or not.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.core.factory import H1, HOME, goal, start
from tests.helpers.cutcommit import cut_after_commit, cut_at_commit
from tests.services.stored import StoredMatch, store_match
from tracker.services.matches import ChangeKind
from tracker.store.db import DatabaseError


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    stored.log(start(H1))
    yield stored
    stored.close()


def test_an_event_stored_before_the_connection_was_lost_is_logged_and_said_so(
    m: StoredMatch,
) -> None:
    with cut_after_commit():
        change = m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    assert change.kind is ChangeKind.ADDED
    assert change.event is not None and change.event.id is not None
    assert change.state.score[HOME] == 1
    assert "connection to the database server was lost" in change.note
    assert m.service.load(m.id)[1][-1] == change.event  # stored once, as returned
    assert len(m.service.load(m.id)[1]) == 2
    # Taken back as any logged event (an undo checks the row is still this one).
    m.service.delete(m.id, change.event.id, expected=change.event)
    assert len(m.service.load(m.id)[1]) == 1


def test_an_event_not_stored_when_the_connection_was_lost_says_it_may_have_been(
    m: StoredMatch,
) -> None:
    with cut_at_commit(), pytest.raises(DatabaseError) as lost:
        m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    assert "it may have been stored or not" in str(lost.value)
    assert len(m.service.load(m.id)[1]) == 1
    m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))  # entered again: stored once
    assert len(m.service.load(m.id)[1]) == 2
