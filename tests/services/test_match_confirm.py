"""Confirming a finished match locks it until it is reopened."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.core.factory import H2, HOME, full_time, goal, regulation, to_second_half
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.replay import Status
from tracker.services.matches import ChangeKind, MatchService, ServiceError
from tracker.store.db import open_database

LOCKED = "this match is confirmed and locked; reopen it to change it"


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


@pytest.fixture
def confirmed(m: StoredMatch) -> StoredMatch:
    m.log(*to_second_half(), goal("55", H2, HOME, 10))
    m.log(*regulation()[3:], full_time())
    change = m.service.set_confirmed(m.id, True)
    assert change.kind is ChangeKind.MATCH
    assert change.state.status is Status.CONFIRMED
    return m


def test_a_confirmed_match_refuses_new_events(confirmed: StoredMatch) -> None:
    before = confirmed.dump()
    with pytest.raises(ServiceError, match=LOCKED):
        confirmed.service.log(confirmed.id, confirmed.ev(goal("60", H2, HOME, 10)))
    assert confirmed.dump() == before


def test_a_confirmed_match_refuses_edits_and_deletions(confirmed: StoredMatch) -> None:
    _, events = confirmed.service.load(confirmed.id)
    scored = events[3]
    before = confirmed.dump()
    with pytest.raises(ServiceError, match=LOCKED):
        confirmed.service.edit(confirmed.id, replace(scored, time=goal("56", H2, HOME, 10).time))
    with pytest.raises(ServiceError, match=LOCKED):
        confirmed.service.delete(confirmed.id, scored.id)  # type: ignore[arg-type]
    assert confirmed.dump() == before


def test_reopening_unlocks_the_match(confirmed: StoredMatch) -> None:
    change = confirmed.service.set_confirmed(confirmed.id, False)
    assert change.state.status is Status.FINISHED
    _, events = confirmed.service.load(confirmed.id)
    confirmed.service.delete(confirmed.id, events[-1].id)  # type: ignore[arg-type]
    assert confirmed.service.state(confirmed.id).status is Status.LIVE


def test_the_lock_survives_reopening_the_database(confirmed: StoredMatch) -> None:
    confirmed.db.close()
    again = open_database(confirmed.url)
    try:
        service = MatchService(again)
        assert service.state(confirmed.id).status is Status.CONFIRMED
        with pytest.raises(ServiceError, match=LOCKED):
            service.log(confirmed.id, confirmed.ev(goal("60", H2, HOME, 10)))
    finally:
        again.close()


def test_only_a_finished_match_can_be_confirmed(m: StoredMatch) -> None:
    m.log(*to_second_half())
    before = m.dump()
    with pytest.raises(ServiceError, match="only a finished or abandoned match can be confirmed"):
        m.service.set_confirmed(m.id, True)
    assert m.dump() == before


def test_confirming_an_unknown_match_is_a_clear_refusal(m: StoredMatch) -> None:
    # Regression: an unknown id escaped as a bare lookup error (a traceback in the CLI).
    with pytest.raises(ServiceError, match="there is no match 42"):
        m.service.set_confirmed(42, True)
    with pytest.raises(ServiceError, match="there is no match 42"):
        m.service.set_confirmed(42, False)
    with pytest.raises(ServiceError, match="there is no match 42"):
        m.service.delete_match(42)


def test_a_match_confirmed_by_another_client_refuses_this_ones_writes(
    confirmed: StoredMatch,
) -> None:
    """The lock is checked in the service on every write, against the stored match:
    a client that read the match before it was confirmed is refused too."""
    confirmed.service.set_confirmed(confirmed.id, False)
    other = MatchService(open_database(confirmed.url, backups=0))
    try:
        other.state(confirmed.id)  # the other client has the match open, unlocked
        confirmed.service.set_confirmed(confirmed.id, True)
        _, events = confirmed.service.load(confirmed.id)
        before = confirmed.dump()
        with pytest.raises(ServiceError, match=LOCKED):
            other.log(confirmed.id, confirmed.ev(goal("60", H2, HOME, 10)))
        with pytest.raises(ServiceError, match=LOCKED):
            other.edit(confirmed.id, replace(events[3], time=goal("56", H2, HOME, 10).time))
        with pytest.raises(ServiceError, match=LOCKED):
            other.delete(confirmed.id, events[-1].id)  # type: ignore[arg-type]
        assert confirmed.dump() == before
    finally:
        other.db.close()


def test_a_confirmed_matchs_details_are_locked_too(confirmed: StoredMatch) -> None:
    """The sheet's details (venue, attendance, officials) are final once confirmed."""
    from tracker.services.setup import SetupService

    setup = SetupService(confirmed.db)
    match = setup.match(confirmed.id)
    before = confirmed.dump()
    with pytest.raises(ServiceError, match=LOCKED):
        setup.edit_details(replace(match, venue="Elsewhere", attendance=1))
    assert confirmed.dump() == before
    confirmed.service.set_confirmed(confirmed.id, False)
    setup.edit_details(replace(match, venue="Elsewhere"))
    assert setup.match(confirmed.id).venue == "Elsewhere"


def test_confirming_again_or_reopening_an_open_match_writes_nothing(
    confirmed: StoredMatch,
) -> None:
    """Regression: each moved the revision and time stamp (the next push saw a change)
    and the command line said "reopened" of a match that was never confirmed."""
    before, revision = confirmed.dump(), confirmed.service.open(confirmed.id).revision
    again = confirmed.service.set_confirmed(confirmed.id, True)
    assert again.note == f"match {confirmed.id} is already confirmed: nothing to confirm"
    assert again.revision == revision and again.state.status is Status.CONFIRMED
    assert confirmed.dump() == before
    confirmed.service.set_confirmed(confirmed.id, False)
    before, revision = confirmed.dump(), confirmed.service.open(confirmed.id).revision
    open_ = confirmed.service.set_confirmed(confirmed.id, False)
    assert open_.note == f"match {confirmed.id} is not confirmed: nothing to reopen"
    assert open_.revision == revision and open_.state.status is Status.FINISHED
    assert confirmed.dump() == before


def test_a_confirmed_match_is_not_deleted_until_reopened(confirmed: StoredMatch) -> None:
    """Regression: the library's Delete moved a confirmed match out of the library."""
    before = confirmed.dump()
    with pytest.raises(ServiceError, match="is confirmed and locked; reopen it before deleting"):
        confirmed.service.delete_match(confirmed.id)
    assert confirmed.dump() == before
    assert confirmed.service.exists(confirmed.id)
    confirmed.service.set_confirmed(confirmed.id, False)
    confirmed.service.delete_match(confirmed.id)
    assert not confirmed.service.exists(confirmed.id)
    confirmed.service.restore_match(confirmed.id)
    assert confirmed.service.exists(confirmed.id)


def test_a_match_confirmed_while_deleted_can_still_be_restored(confirmed: StoredMatch) -> None:
    # Deleted before this version refused it: a restore brings it back, still locked.
    from tracker.store.match import matches as repo

    with confirmed.db.writing() as session:
        repo.soft_delete_match(session, confirmed.id, True)
    confirmed.service.restore_match(confirmed.id)
    assert confirmed.service.state(confirmed.id).status is Status.CONFIRMED
