"""A two-legged tie as it stands during its second leg: the aggregate, away goals where
they count, and who would go through if it ended now, checked against ties played."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.model import Side
from tracker.core.results.ties import Decider, FirstLeg, Leg, ties

HOME, AWAY = Side.HOME, Side.AWAY


def test_arsenal_psv_2025_stands_9_3_whatever_the_second_leg_s_first_goals() -> None:
    """Champions League 2024-25, round of 16: PSV 1-7 Arsenal, then Arsenal 2-2 PSV;
    Arsenal through 9-3 on aggregate (no away goals since 2021-22)."""
    first = FirstLeg(home_goals=7, away_goals=1)  # Arsenal at home in the second leg
    assert first.standing(0, 0).aggregate == (7, 1)
    full_time = first.standing(2, 2)
    assert full_time.aggregate == (9, 3) and full_time.away_goals is None
    assert (full_time.ahead, full_time.decider) == (HOME, Decider.AGGREGATE)


def test_sunderland_coventry_2025_is_level_at_ninety_minutes_and_won_in_extra_time() -> None:
    """Championship play-off semi-final 2024-25: Coventry 1-2 Sunderland; Coventry led
    the second leg 1-0 at ninety minutes (2-2, extra time), Sunderland levelled the day
    at 1-1 in extra time and went through 3-2 on aggregate."""
    first = FirstLeg(home_goals=2, away_goals=1)  # Sunderland at home in the second leg
    ninety = first.standing(0, 1)
    assert ninety.aggregate == (2, 2)
    assert (ninety.ahead, ninety.decider) == (None, Decider.LEVEL)
    after_extra_time = first.standing(1, 1)
    assert after_extra_time.aggregate == (3, 2)
    assert (after_extra_time.ahead, after_extra_time.decider) == (HOME, Decider.AGGREGATE)


def test_ajax_tottenham_2019_went_to_tottenham_on_away_goals() -> None:
    """Champions League 2018-19, semi-final: Tottenham 0-1 Ajax; Ajax led the second
    leg 2-0 at half-time (3-0 on aggregate), Tottenham won it 3-2: 3-3, and their three
    away goals to Ajax's one put them through."""
    first = FirstLeg(home_goals=1, away_goals=0, away_goals_count=True)  # Ajax at home
    half_time = first.standing(2, 0)
    assert half_time.aggregate == (3, 0) and half_time.away_goals == (1, 0)
    assert half_time.ahead is HOME
    at_2_2 = first.standing(2, 2)  # 3-2 on aggregate: Ajax still ahead
    assert (at_2_2.aggregate, at_2_2.ahead, at_2_2.decider) == ((3, 2), HOME, Decider.AGGREGATE)
    final = first.standing(2, 3)
    assert final.aggregate == (3, 3) and final.away_goals == (1, 3)
    assert (final.ahead, final.decider) == (AWAY, Decider.AWAY_GOALS)


def test_atletico_real_2025_went_to_real_on_penalties() -> None:
    """Champions League 2024-25, round of 16: Real Madrid 2-1 Atlético; Atlético won the
    second leg 1-0 after extra time (2-2), Real won the shootout 4-2."""
    first = FirstLeg(home_goals=1, away_goals=2)  # Atlético at home
    assert first.standing(1, 0).decider is Decider.LEVEL
    decided = first.standing(1, 0, shootout=(2, 4))
    assert (decided.ahead, decided.decider) == (AWAY, Decider.PENALTIES)


goals = st.lists(st.sampled_from([HOME, AWAY]), max_size=9)


@given(
    first_leg=goals,
    second_leg=goals,
    away_goals=st.booleans(),
    shootout=st.none() | st.tuples(st.integers(0, 12), st.integers(0, 12)),
)
def test_the_standing_adds_both_legs_and_goes_the_way_the_finished_tie_goes(
    first_leg: list[Side],
    second_leg: list[Side],
    away_goals: bool,
    shootout: tuple[int, int] | None,
) -> None:
    """United at home in the first leg, Rovers in the second: whatever the goals logged,
    the aggregate shown is each club's goals over both legs, the away goals each club's
    goals away from home, and the team ahead the one the tie, so ended, puts through."""
    first = (first_leg.count(HOME), first_leg.count(AWAY))  # United, Rovers
    second = (second_leg.count(HOME), second_leg.count(AWAY))  # Rovers, United
    leg = FirstLeg(home_goals=first[1], away_goals=first[0], away_goals_count=away_goals)
    standing = leg.standing(*second, shootout=shootout)
    assert standing.aggregate == (first[1] + second[0], first[0] + second[1])
    if away_goals:
        assert standing.away_goals == (first[1], second[1])
    else:
        assert standing.away_goals is None
    if shootout is None:
        assert (standing.ahead is None) == leg.level_with(*second)
    [tie] = ties(
        [
            Leg("United", "Rovers", *first, order=(1,)),
            Leg("Rovers", "United", *second, order=(2,), shootout=shootout),
        ],
        "Semi-final",
        away_goals=away_goals,
    )
    through = {HOME: "Rovers", AWAY: "United", None: None}[standing.ahead]
    assert through == tie.winner


def test_the_standing_so_far_says_the_second_leg_is_in_play_and_never_who_went_through() -> None:
    """A sheet exported during the second leg: the aggregate as it stands, marked so
    far, who would go through, away goals where they count; never "through"."""
    from tracker.core.i18n import translator
    from tracker.core.results.ties import standing_line

    english = translator("en")
    level = FirstLeg(home_goals=1, away_goals=2).standing(1, 0)  # United won 2-1 away
    assert standing_line(level, "Rovers", "United", english) == (
        "Aggregate so far: Rovers 2-2 United, the second leg in play; level as it stands"
    )
    ajax = FirstLeg(home_goals=1, away_goals=0, away_goals_count=True).standing(2, 3)
    assert standing_line(ajax, "Ajax", "Tottenham", english) == (
        "Aggregate so far: Ajax 3-3 Tottenham, away goals 1-3, the second leg in play; "
        "Tottenham would go through on away goals"
    )
    assert standing_line(ajax, "Ajax", "Tottenham", translator("de")) == (
        "Gesamtergebnis bisher: Ajax 3-3 Tottenham, Auswärtstore 1-3, das Rückspiel läuft; "
        "Tottenham wäre dank der Auswärtstore weiter"
    )
