"""Two windows logging one match at once: the same event typed in both is stored once.

Two secretaries (or a secretary and a reporter) follow one match; both type its goal
within seconds. The second entry, made against the match as its window last read it,
would be a second goal, or turn the player's yellow card into a sending-off: it is
refused, saying who logged it, and the window reads the match again. Typed once more,
it is logged: there were two.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.factory import H1, HOME, card, goal, start
from tests.services.stored import store_match
from tracker.core.match.events import Card, CardKind, Goal
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import open_database


def test_the_same_goal_typed_in_two_windows_is_stored_once(tmp_path: Path) -> None:
    a = store_match(tmp_path)
    a.service.author = "Ana"
    a.log(start(H1))
    b = MatchService(open_database(a.url, backups=0))
    b.author = "Bob"
    assert b.state(a.id).events  # Bob's window has read the match: kick-off
    try:
        a.log(goal("10", H1, HOME, 10))
        with pytest.raises(ServiceError) as refused:
            b.log(a.id, a.ev(goal("10", H1, HOME, 10)))
        assert str(refused.value) == (
            "10' Goal: Reds Player 10 was logged in another window a moment ago (by "
            "Ana); yours was not logged a second time. If there were two, log it again."
        )
        assert [e for e in b.state(a.id).events if isinstance(e, Goal)] != []
        assert len([e for e in a.service.state(a.id).events if isinstance(e, Goal)]) == 1
        # Typed again, now against the match as stored: a second goal, as the user says.
        b.log(a.id, a.ev(goal("10", H1, HOME, 10)))
        assert len([e for e in a.service.state(a.id).events if isinstance(e, Goal)]) == 2
        # A different event of the same moment is logged at once.
        a.log(goal("20", H1, HOME, 9))
        b.log(a.id, a.ev(goal("20", H1, HOME, 8)))
    finally:
        b.db.close()
        a.close()


def test_a_yellow_card_typed_in_two_windows_is_not_a_sending_off(tmp_path: Path) -> None:
    """Regression: the second window's copy of Enzo's yellow was stored as his second
    yellow card, a sending-off nobody gave."""
    a = store_match(tmp_path)
    a.log(start(H1))
    b = MatchService(open_database(a.url, backups=0))
    b.state(a.id)
    try:
        a.log(card("12", H1, HOME, 5, CardKind.YELLOW))
        with pytest.raises(ServiceError, match="was logged in another window a moment ago"):
            b.log(a.id, a.ev(card("12", H1, HOME, 5, CardKind.YELLOW)))
        cards = [e for e in a.service.state(a.id).events if isinstance(e, Card)]
        assert [c.card for c in cards] == [CardKind.YELLOW]
    finally:
        b.db.close()
        a.close()


def test_the_same_goal_typed_just_after_the_window_showed_it_is_stored_once(
    tmp_path: Path,
) -> None:
    """A window following the match reads the other's goal within a second: the
    secretary typing the same goal a moment later has not seen it yet. Regression:
    once read, the goal was stored a second time."""
    a = store_match(tmp_path)
    a.service.author = "Ana"
    a.log(start(H1))
    b = MatchService(open_database(a.url, backups=0))
    b.author = "Bob"
    clock = [1000.0]
    b.clock = lambda: clock[0]
    b.state(a.id)
    try:
        a.log(goal("10", H1, HOME, 10))
        assert len(b.state(a.id).events) == 2  # Bob's window follows: it shows Ana's goal
        clock[0] += 20  # and Bob, looking at the pitch, types it too
        with pytest.raises(ServiceError, match="was logged in another window a moment ago"):
            b.log(a.id, a.ev(goal("11", H1, HOME, 10)))
        assert len([e for e in a.service.state(a.id).events if isinstance(e, Goal)]) == 1
        # Typed again: there were two, as the refusal says to do.
        b.log(a.id, a.ev(goal("11", H1, HOME, 10)))
        assert len([e for e in a.service.state(a.id).events if isinstance(e, Goal)]) == 2
        # Ana's next goal, long seen when Bob logs the same player's again: logged.
        a.log(goal("30", H1, HOME, 10))
        assert len(b.state(a.id).events) == 4
        clock[0] += 3 * 60
        b.log(a.id, a.ev(goal("31", H1, HOME, 10)))
        assert len([e for e in a.service.state(a.id).events if isinstance(e, Goal)]) == 4
    finally:
        b.db.close()
        a.close()


def test_a_goal_typed_again_after_the_refusal_is_logged_when_the_other_window_had_two(
    tmp_path: Path,
) -> None:
    """The other window logged two goals of one player a moment ago; the secretary types
    one, is told, and types it again as the refusal says. Regression: the second entry
    was refused as well (naming the other window's second goal), so "log it again" did
    not work."""
    a = store_match(tmp_path)
    a.service.author = "Ana"
    a.log(start(H1))
    b = MatchService(open_database(a.url, backups=0))
    b.author = "Bob"
    clock = [1000.0]
    b.clock = lambda: clock[0]
    b.state(a.id)
    try:
        a.log(goal("10", H1, HOME, 10))
        a.log(goal("11", H1, HOME, 10))
        assert len(b.state(a.id).events) == 3  # Bob's window shows both
        with pytest.raises(ServiceError, match="was logged in another window a moment ago"):
            b.log(a.id, a.ev(goal("11", H1, HOME, 10)))
        b.log(a.id, a.ev(goal("11", H1, HOME, 10)))
        assert len([e for e in a.service.state(a.id).events if isinstance(e, Goal)]) == 3
    finally:
        b.db.close()
        a.close()
