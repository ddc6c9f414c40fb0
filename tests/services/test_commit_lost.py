"""A connection lost as a change's commit was sent: stored or not, the service says true.

Read back, a change found stored (an event logged, corrected, moved or deleted) is
reported as any other, so the window's undo takes it back, and the user is told the
connection was lost; one not found leaves the error that it may have been stored or not.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.core.factory import (
    AWAY,
    H1,
    H2,
    HOME,
    card,
    end,
    full_time,
    goal,
    start,
    to_second_half,
)
from tests.helpers.cutcommit import cut_after_commit, cut_at_commit, out_of_reach
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.bookings import later_yellow
from tracker.core.match.events import Card, CardKind, Event, Goal
from tracker.core.match.matchtime import MatchTime
from tracker.services.errors import ServiceError
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


def _stored(m: StoredMatch) -> list[Event]:
    return m.service.load(m.id)[1]


def test_a_correction_stored_before_the_connection_was_lost_is_made_and_said_so(
    m: StoredMatch,
) -> None:
    (scored,) = m.log(goal("20", H1, HOME, 10))
    moved = replace(scored, time=MatchTime(H1, 23))
    with cut_after_commit():
        change = m.service.edit(m.id, moved)
    assert change.kind is ChangeKind.EDITED and change.before == scored
    assert change.event == _stored(m)[-1] and str(change.event.time) == "23'"
    assert "connection to the database server was lost" in change.note
    m.service.edit(m.id, scored, expected=change.event)  # the undo: as it was
    assert str(_stored(m)[-1].time) == "20'"


def test_a_deletion_stored_before_the_connection_was_lost_is_made_and_said_so(
    m: StoredMatch,
) -> None:
    (scored,) = m.log(goal("20", H1, HOME, 10))
    assert scored.id is not None
    with cut_after_commit():
        change = m.service.delete(m.id, scored.id, expected=scored)
    assert change.kind is ChangeKind.DELETED and change.before == scored
    assert change.state.score[HOME] == 0 and len(_stored(m)) == 1
    assert "connection to the database server was lost" in change.note
    m.service.log(m.id, scored)  # the undo: put back under its id
    assert _stored(m)[-1] == scored


def test_a_move_stored_before_the_connection_was_lost_is_made(m: StoredMatch) -> None:
    *_, reds, blues = m.log(
        *to_second_half()[1:], goal("60", H2, HOME, 10), goal("60", H2, AWAY, 110)
    )
    with cut_after_commit():
        change = m.service.move(m.id, blues.id or -1, -1)
    assert change.kind is ChangeKind.CORRECTED and change.event is not None
    assert [e.id for e in _stored(m)[-2:]] == [blues.id, reds.id]
    m.service.move(m.id, blues.id or -1, 1, expected=change.event)  # the undo
    assert [e.id for e in _stored(m)[-2:]] == [reds.id, blues.id]


def test_a_second_yellow_stored_before_the_connection_was_lost_is_made(
    m: StoredMatch,
) -> None:
    *_, later = m.log(*to_second_half()[1:], card("60", H2, HOME, 6))
    plan = later_yellow(m.service.open(m.id).state.events, m.ev(card("30", H1, HOME, 6)))
    assert plan is not None
    with cut_after_commit():
        change = m.service.log_second_yellow(m.id, plan)
    assert change.kind is ChangeKind.CORRECTED
    assert isinstance(change.event, Card) and change.event.id is not None
    assert change.event in _stored(m)
    kinds = [e.card for e in _stored(m) if isinstance(e, Card)]
    assert kinds == [CardKind.YELLOW, CardKind.SECOND_YELLOW]
    second = next(e for e in change.state.events if e.id == later.id)
    m.service.correct_cards(m.id, delete=change.event, edits=[(second, later)])  # the undo
    assert [e.card for e in _stored(m) if isinstance(e, Card)] == [CardKind.YELLOW]


def test_a_correction_not_stored_when_the_connection_was_lost_says_it_may_have_been(
    m: StoredMatch,
) -> None:
    (scored,) = m.log(goal("20", H1, HOME, 10))
    with cut_at_commit(), pytest.raises(DatabaseError) as lost:
        m.service.edit(m.id, replace(scored, time=MatchTime(H1, 23)))
    assert "it may have been stored or not" in str(lost.value)
    assert _stored(m)[-1] == scored


def _lineup(m: StoredMatch) -> tuple[tuple[int, ...], tuple[int, ...]]:
    lineup = m.service.load(m.id)[0].home.lineup
    assert lineup is not None
    return lineup.starters, lineup.bench


def test_a_starter_corrected_before_the_connection_was_lost_is_made_and_said_so(
    m: StoredMatch,
) -> None:
    """Read back, the substitute stands in the eleven and his goal is his: the
    correction is reported as made (the window's undo takes it back), not as an error."""
    (scored,) = m.log(goal("20", H1, HOME, 8))
    before = _lineup(m)
    plan = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    with cut_after_commit():
        change = m.service.swap_starter(m.id, plan)
    assert change.kind is ChangeKind.MATCH
    assert "connection to the database server was lost" in change.note
    assert "the change is stored" in change.note
    assert change.revision == m.service.open(m.id).revision
    assert change.state.events == _stored(m)
    assert [e.scorer for e in _stored(m) if isinstance(e, Goal)] == [m.pid(18)]
    m.service.swap_starter(m.id, plan.reversed())  # the undo
    assert _lineup(m) == before
    assert _stored(m)[-1] == replace(scored, authorship=_stored(m)[-1].authorship)


def test_a_starter_not_corrected_when_the_connection_was_lost_says_it_may_have_been(
    m: StoredMatch,
) -> None:
    m.log(goal("20", H1, HOME, 8))
    before, logged = _lineup(m), _stored(m)
    plan = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    with cut_at_commit(), pytest.raises(DatabaseError) as lost:
        m.service.swap_starter(m.id, plan)
    assert "it may have been stored or not" in str(lost.value)
    assert (_lineup(m), _stored(m)) == (before, logged)


def test_a_confirmation_stored_before_the_connection_was_lost_is_made_and_said_so(
    m: StoredMatch,
) -> None:
    m.log(*to_second_half()[1:], end(H2), full_time())
    with cut_after_commit():
        change = m.service.set_confirmed(m.id, True)
    assert change.state.match.confirmed and m.service.load(m.id)[0].confirmed
    assert "read back from the server, the change is stored" in change.note
    with cut_after_commit():
        change = m.service.set_confirmed(m.id, False)  # reopened: as truly said
    assert not change.state.match.confirmed and not m.service.load(m.id)[0].confirmed
    assert "the change is stored" in change.note
    with cut_at_commit(), pytest.raises(DatabaseError) as lost:
        m.service.set_confirmed(m.id, True)
    assert "it may have been stored or not" in str(lost.value)
    assert not m.service.load(m.id)[0].confirmed


def test_a_match_deleted_before_the_connection_was_lost_is_deleted_and_said_so(
    m: StoredMatch,
) -> None:
    with cut_after_commit():
        said = m.service.delete_match(m.id)
    assert "read back from the server, the change is stored" in said
    assert not m.service.exists(m.id)
    with cut_after_commit():
        said = m.service.restore_match(m.id)  # the undo
    assert "the change is stored" in said and m.service.exists(m.id)
    with cut_at_commit(), pytest.raises(DatabaseError) as lost:
        m.service.delete_match(m.id)
    assert "it may have been stored or not" in str(lost.value)
    assert m.service.exists(m.id)
    assert m.service.delete_match(m.id) == "" and not m.service.exists(m.id)


# --- an entry whose commit was lost, and the server out of reach to read it back -------
def test_an_event_whose_commit_was_lost_with_the_server_is_logged_once_read_again(
    m: StoredMatch,
) -> None:
    """Stored, then the server out of reach: the error stands and the event is
    remembered; once the server answers, reading the match finds it logged, once."""
    with out_of_reach() as gone, cut_after_commit(gone), pytest.raises(DatabaseError) as lost:
        m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    assert "it may have been stored or not" in str(lost.value)
    sent = m.service.lost_entry(m.id)
    assert sent is not None and sent in _stored(m)
    change = m.service.settle(m.id)
    assert change is not None and change.kind is ChangeKind.ADDED
    assert change.event == sent and change.state.score[HOME] == 1
    assert "read back from the server, it is stored, once" in change.note
    assert m.service.lost_entry(m.id) is None and m.service.settle(m.id) is None
    m.service.delete(m.id, sent.id or -1, expected=change.event)  # the undo
    assert len(_stored(m)) == 1


def test_an_event_whose_commit_was_lost_and_is_stored_is_not_stored_again_when_entered_again(
    m: StoredMatch,
) -> None:
    """Entered again after the match was read again, minutes later (no longer news
    from elsewhere): the first entry is found, and the second is not stored."""
    with out_of_reach() as gone, cut_after_commit(gone), pytest.raises(DatabaseError):
        m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    m.service.open(m.id)  # the window reads the match again (it shows the goal)
    m.service.clock = lambda: 1e9  # long after
    change = m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    assert change.kind is ChangeKind.ADDED and change.event in _stored(m)
    assert "it was not stored a second time" in change.note
    assert len(_stored(m)) == 2 and change.state.score[HOME] == 1
    assert m.service.lost_entry(m.id) is None
    m.service.log(m.id, m.ev(goal("21", H1, HOME, 10)))  # typed again: a second goal
    assert len(_stored(m)) == 3


def test_an_event_whose_commit_was_lost_and_not_stored_is_logged_once_entered_again(
    m: StoredMatch,
) -> None:
    with out_of_reach() as gone, cut_at_commit(gone), pytest.raises(DatabaseError):
        m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    assert m.service.lost_entry(m.id) is not None
    assert m.service.settle(m.id) is None  # not there (yet): still looked for
    change = m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    assert change.note == "" and change.event in _stored(m)
    assert len(_stored(m)) == 2 and m.service.lost_entry(m.id) is None


def test_another_entry_after_one_whose_commit_was_lost_is_logged_and_the_first_kept(
    m: StoredMatch,
) -> None:
    with out_of_reach() as gone, cut_after_commit(gone), pytest.raises(DatabaseError):
        m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    change = m.service.log(m.id, m.ev(card("22", H1, AWAY, 106)))
    assert change.note == "" and isinstance(change.event, Card)
    assert [type(e) for e in _stored(m)[1:]] == [Goal, Card]
    assert m.service.lost_entry(m.id) is None
    # The goal, found stored, comes with it: to be shown first, said, and undone alone.
    found = change.settled
    assert found is not None and found.kind is ChangeKind.ADDED
    assert isinstance(found.event, Goal) and found.event == _stored(m)[1]
    assert "read back from the server, it is stored, once" in found.note
    assert found.state.score[HOME] == 1 and found.revision == change.revision - 1
    m.service.delete(m.id, found.event.id or -1, expected=found.event)  # its undo
    assert [type(e) for e in _stored(m)[1:]] == [Card]


def test_an_entry_refused_after_one_whose_commit_was_lost_leaves_it_to_be_found_stored(
    m: StoredMatch,
) -> None:
    with out_of_reach() as gone, cut_after_commit(gone), pytest.raises(DatabaseError):
        m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    with pytest.raises(ServiceError):  # a second half before the first has ended
        m.service.log(m.id, m.ev(start(H2)))
    assert m.service.lost_entry(m.id) is not None
    change = m.service.settle(m.id)  # the window reads the match again
    assert change is not None and isinstance(change.event, Goal)
    assert "read back from the server, it is stored, once" in change.note


def test_a_step_put_back_after_an_entry_whose_commit_was_lost_leaves_it_to_be_found_stored(
    m: StoredMatch,
) -> None:
    """An undo or redo cannot give the entry an undo step of its own (the window's
    stack is moving): it is left for the window's next read of the match."""
    yellow = m.service.log(m.id, m.ev(card("18", H1, AWAY, 106))).event
    assert yellow is not None and yellow.id is not None
    m.service.delete(m.id, yellow.id, expected=yellow)
    with out_of_reach() as gone, cut_after_commit(gone), pytest.raises(DatabaseError):
        m.service.log(m.id, m.ev(goal("20", H1, HOME, 10)))
    put_back = m.service.log(m.id, yellow)  # the deletion undone
    assert put_back.settled is None and m.service.lost_entry(m.id) is not None
    change = m.service.settle(m.id)
    assert change is not None and isinstance(change.event, Goal)
