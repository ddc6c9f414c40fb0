"""A tie's second leg logged in the window, its first leg in the library: extra time and
the shootout follow when the tie stands level, as after a level knockout match, and
are asked about when it does not, whatever the day's score."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from tests.services.test_second_leg_sheet import _forward, _tie
from tests.ui.test_extra_time import whistle
from tracker.core.match.events import Goal, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.leagues import LeagueService
from tracker.services.records import RecordsService
from tracker.store.db import open_database
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow

HOME, AWAY = Side.HOME, Side.AWAY


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The questions asked (title, text), each answered yes."""
    titles: list[tuple[str, str]] = []

    def ask(cls: object, parent: object, title: str, text: str, *rest: object) -> bool:
        titles.append((title, text))
        return True

    monkeypatch.setattr(Confirm, "ask", classmethod(ask))
    return titles


def _second_leg(db_path: Path, first_leg: Sequence[Side], rules: str = "") -> int:
    """Rovers v United, the second leg, set up, after a first leg with ``first_leg``'s
    goals; ``rules``: the competition's (JSON)."""
    database = open_database(str(db_path), backups=0)
    try:
        second = _tie(database, first_leg)[1]
        if rules:
            records = RecordsService(database)
            cup = records.find_edition("Copa Test 2030").competition_id
            LeagueService(database).set_table_rules(cup, rules)
        return second
    finally:
        database.close()


def _ninety_minutes(window: MainWindow, fake_clock, goals: Sequence[Side]) -> None:  # type: ignore[no-untyped-def]
    """Kick-off to the end of the second half, with ``goals`` in the second half."""
    match = window.document.match
    assert match is not None
    whistle(window, "Kick-off")
    fake_clock.advance(45)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    for minute, side in enumerate(goals, start=50):
        goal = Goal(MatchTime(Period.SECOND_HALF, minute), side=side, scorer=_forward(match, side))
        assert window.log_event(goal)
    fake_clock.advance(45)
    whistle(window, "End of second half")


def _labels(window: MainWindow) -> list[str]:
    return [w.label for w in window.clock.options]


def test_a_second_leg_that_levels_the_tie_goes_on_to_extra_time_and_penalties(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    """Regression: Rovers 1-0 United levels the tie (United won the first leg 2-1), yet
    the whistle offered full time first and extra time was asked about as after a
    match that is not level; extra time 1-0 too, and the shootout likewise."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    _ninety_minutes(window, fake_clock, [HOME])
    assert _labels(window)[0] == "Start extra time, first half"
    whistle(window, "Start extra time, first half")
    whistle(window, "End of extra time, first half")
    whistle(window, "Start extra time, second half")
    whistle(window, "End of extra time, second half")
    assert _labels(window)[0] == "Start penalty shootout"
    whistle(window, "Start penalty shootout")
    state = window.document.state
    assert state is not None and state.period is Period.SHOOTOUT and state.running
    assert asked == []


def test_a_second_leg_level_on_the_day_but_not_in_the_tie_ends_at_full_time(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    """Rovers 1-1 United after United won the first leg 2-1: United are through, so
    full time comes first, and extra time is asked about, the aggregate said."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    _ninety_minutes(window, fake_clock, [HOME, AWAY])
    assert _labels(window)[0] == "Full time"
    whistle(window, "Start extra time, first half")
    assert asked == [
        (
            "Play on after a tie that is not level?",
            "On aggregate the tie stands Rovers 2-3 United. Extra time and a penalty shootout "
            "follow a second leg that leaves the tie level.\n\nStart extra time?",
        )
    ]
    state = window.document.state
    assert state is not None and state.period is Period.EXTRA_FIRST


def test_where_away_goals_count_a_second_leg_level_on_aggregate_may_be_decided(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    """Rovers 1-0 United after United's 2-1 win at home: 2-2 on aggregate, Rovers
    through on their away goal. Full time first; extra time is asked about."""
    window = make_window()
    second = _second_leg(db_path, [HOME, HOME, AWAY], '{"away_goals": true}')
    assert window.open_match(second)
    _ninety_minutes(window, fake_clock, [HOME])
    assert _labels(window)[0] == "Full time"
    whistle(window, "Start extra time, first half")
    assert [title for title, _text in asked] == ["Play on after a tie that is not level?"]
    assert asked[0][1].startswith(
        "On aggregate the tie stands Rovers 2-2 United, and away goals decide it."
    )


def test_a_change_after_ninety_minutes_of_a_decided_tie_is_not_filed_in_extra_time(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """Rovers 1-1 United after United's 2-1 win: the tie is over at ninety minutes. A
    substitute dragged on after the whistle ending the second half was filed at 91',
    in an extra time not played, and stood in the way of the final whistle."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    _ninety_minutes(window, fake_clock, [HOME, AWAY])
    match = window.document.match
    assert match is not None and match.away.lineup is not None
    off, on = _forward(match, AWAY), match.away.lineup.bench[0]
    window.entry.log_dropped_substitution(off, on)
    [sub] = [e for e in window.document.events if isinstance(e, Substitution)]
    assert sub.time == MatchTime(Period.SECOND_HALF, 90, 1)  # the whistle's minute
    whistle(window, "Full time")
    state = window.document.state
    assert state is not None and state.finished


def test_a_goal_deleted_that_leaves_extra_time_after_a_tie_not_level_is_asked_about(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    """Rovers' 1-0 levelled the tie and extra time began. Deleting that goal leaves
    the day 0-0, level, but United through 2-1 on aggregate: it was deleted asked
    only "Delete …?", as if extra time still followed."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    _ninety_minutes(window, fake_clock, [HOME])
    whistle(window, "Start extra time, first half")
    assert asked == []
    [goal] = [e for e in window.document.events if isinstance(e, Goal)]
    window.delete_event(goal)
    assert [title for title, _text in asked] == ["Not level before extra time"]
    assert asked[0][1].startswith(
        "After this change the tie stands Rovers 1-2 United on aggregate when extra time "
        "begins, and is not level (on away goals either, where they count)."
    )
    assert asked[0][1].endswith("\n\nDelete “50' Goal: Rovers E”?")


def test_a_goal_deleted_that_leaves_the_tie_level_with_no_decider_is_asked_about(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    """Rovers won 2-0 and went through 3-2. One of their goals deleted leaves the tie
    level at full time with no extra time or shootout logged: asked as for a final
    left level, not only "Delete …?"."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    _ninety_minutes(window, fake_clock, [HOME, HOME])
    whistle(window, "Full time")
    goals = [e for e in window.document.events if isinstance(e, Goal)]
    window.delete_event(goals[-1])
    assert [title for title, _text in asked] == ["Level with no winner"]
    assert asked[0][1] == (
        "After this change the tie ends level after ninety minutes of its second leg, "
        "Rovers 2-2 United on aggregate (and on away goals, where they count), with no extra "
        "time or penalty shootout logged.\n\nDelete “51' Goal: Rovers E”?"
    )


def test_where_a_level_tie_goes_to_the_better_placed_team_full_time_comes_first(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """A competition whose level ties go to the better placed team, with no extra
    time (Serie B's play-offs): a second leg levelling the tie is not pushed on."""
    window = make_window()
    second = _second_leg(db_path, [HOME, HOME, AWAY], '{"seeded_ties": true}')
    assert window.open_match(second)
    _ninety_minutes(window, fake_clock, [HOME])
    assert _labels(window)[0] == "Full time"


def test_the_first_leg_is_read_once_for_the_match_opened_not_at_each_reload(
    make_window: Callable[[], MainWindow],
    db_path: Path,
    fake_clock,
    asked: list[tuple[str, str]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # type: ignore[no-untyped-def]
    """The first leg is found by reading the season's ties: read when the second leg is
    opened, kept while another window's entries read the match again, read anew for
    another match."""
    reads: list[int] = []
    first_leg = RecordsService.first_leg

    def counted(self: RecordsService, match_id: int):  # type: ignore[no-untyped-def]
        reads.append(match_id)
        return first_leg(self, match_id)

    monkeypatch.setattr(RecordsService, "first_leg", counted)
    window = make_window()
    second = _second_leg(db_path, [HOME, HOME, AWAY])
    assert window.open_match(second)
    _ninety_minutes(window, fake_clock, [HOME])
    assert window.document.open(second)  # as a reload after another window's entry
    assert _labels(window)[0] == "Start extra time, first half"
    assert reads == [second]
    window.document.close()
    assert window.open_match(second)
    assert window.document.first_leg is not None
    assert reads == [second, second]
