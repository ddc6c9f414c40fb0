"""What the periods played allow, checked on the whole match after a change: Law 7's
halves of equal length, Law 3's additional substitute only where extra time is played."""

from __future__ import annotations

import pytest

from tests.core.factory import (
    AWAY,
    ET1,
    ET2,
    H1,
    H2,
    HOME,
    PENS,
    at,
    end,
    full_time,
    goal,
    make_match,
    play,
    start,
    sub,
    through_extra_time,
    to_extra_time,
    to_second_half,
)
from tracker.core.match.events import Event, GoalKind, PeriodEnd
from tracker.core.match.periods import (
    check_periods,
    made_level_without_decider,
    made_not_level,
    not_level_restarts,
)
from tracker.core.match.replay import RuleError


def _ended(*events: Event) -> None:
    """Check the match of ``events`` as a log brought in whole."""
    check_periods(play(make_match(), *events))


@pytest.mark.parametrize(
    ("first", "second", "refused"),
    [
        ("45", "90", False),
        ("45+3", "90", False),
        ("45+3", "88", True),  # 43 minutes after a 45-minute first half
        ("35", "80", False),  # a youth match's halves of 35 minutes
        ("35", "79", True),
        ("30", "50", True),  # five minutes after a first half of thirty
        ("30", "76", False),
    ],
)
def test_the_second_half_lasts_as_long_as_the_first(first: str, second: str, refused: bool) -> None:
    events = [start(H1), PeriodEnd(at(first, H1)), start(H2), PeriodEnd(at(second, H2))]
    if not refused:
        _ended(*events)
        return
    length = min(int(first.partition("+")[0]), 45)
    with pytest.raises(RuleError) as caught:
        _ended(*events)
    assert str(caught.value) == (
        f"the second half lasts as long as the first ({length} minutes): it cannot end "
        f"before {45 + length}'"
    )


def test_the_second_half_of_extra_time_lasts_as_long_as_the_first() -> None:
    _ended(*to_extra_time(), end(ET1, 1), start(ET2), end(ET2))
    with pytest.raises(RuleError, match=r"extra time lasts as long as the first \(15 minutes"):
        _ended(*to_extra_time(), end(ET1, 1), start(ET2), PeriodEnd(at("110", ET2)))
    # Extra time of two ten-minute halves (a youth competition's).
    _ended(*to_extra_time(), PeriodEnd(at("100", ET1)), start(ET2), PeriodEnd(at("115", ET2)))


def test_a_half_being_played_is_not_measured() -> None:
    _ended(start(H1), PeriodEnd(at("30", H1)), start(H2))


def test_only_a_change_that_brings_the_fault_about_is_refused() -> None:
    short = play(make_match(), *to_second_half(), PeriodEnd(at("60", H2)))
    check_periods(short, short)  # stored so before: a correction is not refused for it
    with pytest.raises(RuleError):
        check_periods(short, play(make_match(), *to_second_half()))


def test_the_extra_time_substitute_needs_extra_time() -> None:
    five = [sub(m, H2, HOME, o, n) for m, o, n in (("60", 2, 12), ("70", 3, 13), ("80", 4, 14))]
    five += [sub("80", H2, HOME, 5, 15), sub("80", H2, HOME, 6, 16)]
    events = [*to_second_half(), *five, end(H2), sub("90", ET1, HOME, 7, 17)]
    _ended(*events)  # the break before extra time
    with pytest.raises(RuleError, match="at 91' as the additional substitute extra time"):
        _ended(*events, start(PENS))
    _ended(*events, start(ET1), end(ET1), start(ET2), end(ET2), start(PENS))


def test_a_change_that_leaves_extra_time_or_the_shootout_after_a_score_not_level() -> None:
    """Extra time and the shootout follow a level score (or a tie level on aggregate):
    a goal deleted or added after the fact, or an own goal corrected, that leaves one
    after a score not level is found, with the period and the score."""
    home, away = 1, 12
    level = [
        goal("10", H1, HOME, home),
        goal("80", H2, AWAY, away),
        *through_extra_time(),
        start(PENS),
    ]
    assert not_level_restarts(level) == {}
    late = goal("100", ET1, HOME, home)
    after = sorted([*level, late], key=lambda e: e.sort_key)
    assert not_level_restarts(after) == {PENS: (2, 1)}
    assert made_not_level(level, after) == (PENS, (2, 1))
    assert made_not_level(after, level) is None  # put level again: nothing to ask
    gone = level[1:]
    assert made_not_level(level, gone) == (ET1, (0, 1))  # the first restart left unlevel
    own = [goal("80", H2, AWAY, away, how=GoalKind.OWN_GOAL), *level[2:]]
    assert made_not_level(level, [level[0], *own]) == (ET1, (2, 0))
    # No extra time, no shootout: a goal after the fact asks nothing.
    assert made_not_level(level[:2], [*level[:2], late]) is None


def test_in_a_second_leg_the_tie_not_the_day_must_be_level_before_extra_time() -> None:
    """A second leg whose first leg the home side lost 0-1: the day's 1-0 levels the
    tie, and extra time follows; the goal deleted, 0-0 on the day leaves the tie lost."""
    from tracker.core.results.ties import FirstLeg

    tie = FirstLeg(home_goals=0, away_goals=1).level_with
    won = [goal("10", H1, HOME, 1), *through_extra_time(), start(PENS)]
    assert not_level_restarts(won, tie) == {}
    assert not_level_restarts(won) == {ET1: (1, 0), PENS: (1, 0)}  # the day's score
    assert made_not_level(won, won[1:], tie) == (ET1, (0, 0))
    assert made_not_level(won, won[1:]) is None


def test_a_change_that_leaves_a_finished_match_level_with_no_decider() -> None:
    """A goal deleted after full time that leaves the match level at ninety minutes,
    with no extra time or shootout logged, is found (the window asks for a semi-final
    or a final); put back, or a match that went on to extra time, is not."""
    home, away = 1, 12
    won = [
        start(H1),
        goal("10", H1, HOME, home),
        end(H1),
        start(H2),
        goal("80", H2, AWAY, away),
        goal("85", H2, HOME, home),
        end(H2),
        full_time(),
    ]
    without_winner = [e for e in won if e.time.minute != 85]
    assert made_level_without_decider(won, without_winner) == (1, 1)
    assert made_level_without_decider(without_winner, won) is None
    assert made_level_without_decider(won, won) is None
    not_over = [e for e in without_winner if not isinstance(e, type(full_time()))]
    assert made_level_without_decider(won, not_over) is None


def test_a_change_that_leaves_a_tie_level_with_no_decider() -> None:
    """The home side lost the first leg 0-2 and wins the second 2-1: out, 2-3 on
    aggregate. The away goal deleted, 2-0 leaves the tie level with no extra time or
    shootout logged: found, though the day's score is not level."""
    from tracker.core.results.ties import FirstLeg

    home, away = 1, 12
    out = [
        start(H1), goal("10", H1, HOME, home), end(H1), start(H2), goal("80", H2, AWAY, away),
        goal("85", H2, HOME, home), end(H2), full_time(),
    ]  # fmt: skip
    tie = FirstLeg(home_goals=0, away_goals=2).level_with
    without_theirs = [e for e in out if e.time.minute != 80]
    assert made_level_without_decider(out, without_theirs, tie) == (2, 0)
    assert made_level_without_decider(out, without_theirs) is None  # the day: not level
    assert made_level_without_decider(without_theirs, out, tie) is None
