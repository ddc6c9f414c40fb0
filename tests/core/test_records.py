"""The record books' arithmetic: W-D-L, head-to-head, stages, last win, tallies, streaks."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from tests.core.records_factory import line, pm
from tracker.core.match.model import Side
from tracker.core.records.books import (
    PlayedMatch,
    Record,
    head_to_head,
    last_win,
    next_match,
    player_tally,
    scoring_streak,
    shared_places,
    stage_record,
    stage_records,
    tallies_by,
    team_record,
)
from tracker.core.results.rounds import Stage

TEAMS = ("A", "B", "C", "D")


@st.composite
def libraries(draw: st.DrawFn) -> list[PlayedMatch]:
    """Up to 30 results among four teams, some settled on penalties."""
    out = []
    for index in range(draw(st.integers(0, 30))):
        home, away = draw(st.permutations(TEAMS))[:2]
        h, a = draw(st.integers(0, 4)), draw(st.integers(0, 4))
        shootout = (
            draw(st.sampled_from([(4, 3), (3, 5)])) if h == a and draw(st.booleans()) else None
        )
        day = dt.date(1930 + index, 7, 1)  # each in an edition of its own
        out.append(
            pm(day.isoformat(), home, f"{h}-{a}", away, stage=Stage.SEMI_FINAL, shootout=shootout)
        )
    return out


@given(libraries())
def test_wins_draws_and_losses_add_up(matches: list[PlayedMatch]) -> None:
    records = {team: team_record(matches, team) for team in TEAMS}
    assert sum(r.played for r in records.values()) == 2 * len(matches)
    assert sum(r.won for r in records.values()) == sum(r.lost for r in records.values())
    assert sum(r.goals_for for r in records.values()) == sum(
        r.goals_against for r in records.values()
    )
    for record in records.values():
        assert record.won + record.drawn + record.lost == record.played


@given(libraries())
def test_head_to_head_is_the_same_seen_from_either_side(matches: list[PlayedMatch]) -> None:
    ab, ba = head_to_head(matches, "A", "B"), head_to_head(matches, "B", "A")
    assert (ab.played, ab.won, ab.drawn, ab.lost) == (ba.played, ba.lost, ba.drawn, ba.won)
    assert ab.goals_for == ba.goals_against


@given(libraries())
def test_a_shootout_is_a_draw_in_w_d_l_but_decides_who_goes_through(
    matches: list[PlayedMatch],
) -> None:
    for team in TEAMS:
        record = stage_record(matches, team, Stage.SEMI_FINAL)
        assert record.through + record.out <= record.reached
        decided = [m for m in record.matches if m.winner() is not None]
        assert record.through + record.out == len(decided)
        wins = team_record(matches, team).won
        assert wins <= record.through  # every win goes through; shootout wins too
        found = last_win(matches, team, "A")
        assert found is None or found.shootout is None


def test_a_semi_final_lost_on_penalties_eliminates() -> None:
    matches = [
        pm("1990-07-04", "Germany", "1-1", "England", stage=Stage.SEMI_FINAL, shootout=(4, 3)),
        pm("1966-07-26", "England", "2-1", "Portugal", stage=Stage.SEMI_FINAL),
        pm("2018-07-11", "Croatia", "2-1", "England", stage=Stage.SEMI_FINAL),
    ]
    record = stage_record(matches, "England", Stage.SEMI_FINAL)
    assert (record.reached, record.through, record.out) == (3, 1, 2)
    assert team_record(matches, "England") == Record(3, 1, 1, 1, 4, 4)


def test_a_round_being_played_is_reached_and_not_yet_won_or_lost() -> None:
    """A final 1-0 at half-time is no title: it is settled when it ends."""
    earlier = pm("2022-12-18", "Argentina", "3-3", "France", stage=Stage.FINAL, shootout=(4, 2))
    final = pm("2026-07-19", "Spain", "1-0", "Argentina", stage=Stage.FINAL, logged=True)
    live = replace(final, in_play=True)
    for team in ("Spain", "Argentina"):
        record = stage_record([earlier, live], team, Stage.FINAL)
        won = 1 if team == "Argentina" else 0
        assert (record.reached, record.through, record.out, record.in_play) == (won + 1, won, 0, 1)
    spain = stage_record([earlier, final], "Spain", Stage.FINAL)
    assert (spain.reached, spain.through, spain.in_play) == (1, 1, 0)


def test_last_win_skips_a_win_on_penalties() -> None:
    matches = [
        pm("1986-06-22", "Argentina", "2-1", "England", stage=Stage.QUARTER_FINAL),
        pm("1998-06-30", "Argentina", "2-2", "England", stage=Stage.ROUND_OF_16, shootout=(4, 3)),
        pm("2002-06-07", "Argentina", "0-1", "England"),
    ]
    found = last_win(matches, "Argentina", "England")
    assert found is not None and found.date == dt.date(1986, 6, 22)
    assert last_win(matches, "England", "Argentina") == matches[2]


def test_a_replay_is_the_same_round_reached() -> None:
    first = pm("1934-05-31", "Italy", "1-1", "Spain", stage=Stage.QUARTER_FINAL)
    replay = pm("1934-06-01", "Italy", "1-0", "Spain", stage=Stage.QUARTER_FINAL)
    record = stage_record([first, replay], "Spain", Stage.QUARTER_FINAL)
    assert (record.reached, record.through, record.out) == (1, 0, 1)


def test_two_legs_are_one_round_decided_on_aggregate() -> None:
    """The 2024/25 Champions League: once each leg was a round of its own and
    Liverpool's first-leg win at Paris "went through" ("Round of 16: reached 2,
    through 1, out 1"); they went out on penalties after the second leg."""
    first = pm("2025-03-05", "PSG", "0-1", "Liverpool", stage=Stage.ROUND_OF_16)
    second = pm("2025-03-11", "Liverpool", "0-1", "PSG", stage=Stage.ROUND_OF_16, shootout=(1, 4))
    record = stage_record([first, second], "Liverpool", Stage.ROUND_OF_16)
    assert (record.reached, record.through, record.out, record.undecided) == (1, 0, 1, 0)
    assert stage_record([first, second], "PSG", Stage.ROUND_OF_16).through == 1
    # Arsenal 7-1 and 2-2 against PSV: through on aggregate, though the second was drawn.
    legs = [
        pm("2025-03-04", "PSV", "1-7", "Arsenal", stage=Stage.ROUND_OF_16),
        pm("2025-03-12", "Arsenal", "2-2", "PSV", stage=Stage.ROUND_OF_16),
    ]
    record = stage_record(legs, "Arsenal", Stage.ROUND_OF_16)
    assert (record.reached, record.through, record.out) == (1, 1, 0)


def test_play_off_rounds_count_and_keep_their_phase_name() -> None:
    """Regression: the Champions League's knockout play-off was left out of a team's
    rounds (Manchester City's 3-6 defeat to Real Madrid, Club Brugge's win over
    Atalanta), and Austria Wien's play-off for a Europa League place read as a league
    final won ("Final: reached 1, won 1")."""

    def named(match: PlayedMatch, round: str) -> PlayedMatch:
        return replace(match, round=round)

    legs = [
        named(
            pm("2025-02-12", "Brugge", "2-1", "Atalanta", stage=Stage.PLAYOFF),
            "Playoffs, first leg",
        ),
        named(
            pm("2025-02-18", "Atalanta", "1-3", "Brugge", stage=Stage.PLAYOFF),
            "Playoffs, second leg",
        ),
        named(
            pm("2025-03-04", "Brugge", "1-3", "Villa", stage=Stage.ROUND_OF_16),
            "Finals, Round of 16, first leg",
        ),
        named(
            pm("2025-03-12", "Villa", "3-0", "Brugge", stage=Stage.ROUND_OF_16),
            "Finals, Round of 16, second leg",
        ),
    ]
    assert [(r.title, r.reached, r.through, r.out) for r in stage_records(legs, "Brugge")] == [
        ("Playoffs", 1, 1, 0),
        ("Round of 16", 1, 0, 1),
    ]
    austria = [
        named(
            pm("2024-05-28", "Wolfsberg", "1-2", "Austria", stage=Stage.SEMI_FINAL),
            "Europa League Finals, Semi-final",
        ),
        named(
            pm("2024-05-31", "Austria", "2-1", "Hartberg", stage=Stage.FINAL),
            "Europa League Finals, Final, first leg",
        ),
        named(
            pm("2024-06-03", "Hartberg", "0-1", "Austria", stage=Stage.FINAL),
            "Europa League Finals, Final, second leg",
        ),
    ]
    records = stage_records(austria, "Austria")
    assert [(r.title, r.stage, r.reached, r.through) for r in records] == [
        ("Europa League Finals, Semi-final", Stage.SEMI_FINAL, 1, 1),
        ("Europa League Finals, Final", Stage.FINAL, 1, 1),
    ]
    # The knockout stage's own final is still the final.
    assert stage_record(austria, "Austria", Stage.FINAL).reached == 0


def test_a_tie_whose_shootout_is_not_known_is_told_by_the_next_round_or_left_undecided() -> None:
    first = pm("2025-03-05", "PSG", "0-1", "Liverpool", stage=Stage.ROUND_OF_16)
    second = replace(
        pm("2025-03-11", "Liverpool", "0-1", "PSG", stage=Stage.ROUND_OF_16), extra_time=True
    )
    quarter = pm("2025-04-09", "PSG", "3-1", "Aston Villa", stage=Stage.QUARTER_FINAL)
    assert stage_record([first, second, quarter], "PSG", Stage.ROUND_OF_16).through == 1
    record = stage_record([first, second], "Liverpool", Stage.ROUND_OF_16)
    assert (record.reached, record.through, record.out, record.undecided) == (1, 0, 0, 1)
    # A semi-final's loser plays for third place.
    semi = replace(pm("2030-07-10", "A", "1-1", "B", stage=Stage.SEMI_FINAL), extra_time=True)
    third = pm("2030-07-14", "A", "2-0", "C", stage=Stage.THIRD_PLACE)
    record = stage_record([semi, third], "A", Stage.SEMI_FINAL)
    assert (record.through, record.out, record.undecided) == (0, 1, 0)


def test_player_tallies_sum_lines_and_count_appearances_only_when_played() -> None:
    m1 = pm("2026-06-01", "A", "2-0", "B", logged=True)
    m2 = pm("2026-06-05", "A", "1-0", "C")
    lines = [
        line(m1, 1, "Ann", goals=1, sub_goals=1, started=False, came_on=60),
        line(m2, 1, "Ann", goals=1),
        line(m1, 2, "Bo", started=False),  # booked on the bench: no appearance
    ]
    ann = player_tally(lines[:2])
    assert (ann.appearances, ann.with_lineups, ann.sub_appearances, ann.goals) == (2, 1, 1, 2)
    assert ann.sub_goals == 1
    assert player_tally(lines[2:]).appearances == 0
    by_match = tallies_by(lines, lambda x: x.match_id)
    assert by_match[m1.id].goals == 1 and by_match[m1.id].appearances == 1


def test_a_streak_stops_at_a_match_it_cannot_settle() -> None:
    m1 = pm("2022-06-01", "A", "1-0", "B", scorers=False)
    m2 = pm("2022-06-05", "A", "1-0", "C")
    m3 = pm("2022-06-09", "A", "2-0", "D", logged=True)
    m4 = pm("2022-06-13", "A", "1-0", "B", logged=True)
    lines = [
        line(m2, 1, "Ann", goals=1),
        line(m3, 1, "Ann", goals=1),
        line(m4, 1, "Ann", assists=1),
    ]
    assert scoring_streak([m1, m2, m3, m4], lines) == 0
    assert scoring_streak([m1, m2, m3], lines) == 2  # m1's scorers are unknown
    assert scoring_streak([m1, m2, m3, m4], lines, assists=True) == 3
    m5 = pm("2022-06-17", "A", "1-0", "C")  # a result: his assists there are unknown
    assert scoring_streak([m2, m3, m4, m5], lines, assists=True) == 0


def test_next_match_is_the_teams_first_later_match_of_the_same_edition() -> None:
    semi = pm("2026-07-15", "A", "2-1", "B", stage=Stage.SEMI_FINAL)
    final = pm("2026-07-19", "C", "-", "A", stage=Stage.FINAL)
    later = pm("2030-06-01", "A", "-", "D")
    assert next_match([semi, later, final], "A", semi) == final
    assert next_match([semi, later], "B", semi) is None


def test_matches_order_by_date_then_kickoff_in_utc() -> None:
    early = pm("2026-07-15", "A", "1-0", "B")
    late = pm("2026-07-15", "C", "1-0", "D")
    utc_minus_4 = dt.timezone(dt.timedelta(hours=-4))
    utc_minus_5 = dt.timezone(dt.timedelta(hours=-5))
    early = replace(early, kickoff=dt.time(15, 0, tzinfo=utc_minus_4))  # 19:00 UTC
    late = replace(late, kickoff=dt.time(14, 30, tzinfo=utc_minus_5))  # 19:30 UTC
    assert early.before(late) and not late.before(early)
    assert early.outcome("B").value == "L" and early.side_of("B") is Side.AWAY


def test_level_values_share_the_place_of_the_first_of_them() -> None:
    assert shared_places([6, 4, 4, 4, 3, 1, 1]) == [1, 2, 2, 2, 5, 6, 6]
    assert shared_places([]) == []


@given(st.lists(st.integers(0, 5)).map(lambda xs: sorted(xs, reverse=True)))
def test_a_place_is_one_more_than_the_players_ahead(goals: list[int]) -> None:
    assert shared_places(goals) == [1 + sum(g > mine for g in goals) for mine in goals]


@given(libraries(), st.data())
def test_an_award_counts_as_its_score_and_the_record_says_how_many_were_awarded(
    matches: list[PlayedMatch], data: st.DataObject
) -> None:
    """A record over results some of which the competition awarded has the figures of
    the same scores played, and says how many of its matches, wins, draws and defeats
    were awarded: those of the record over the awarded ones alone."""
    marked = [replace(m, awarded=data.draw(st.booleans())) for m in matches]
    for team in TEAMS:
        record, plain = team_record(marked, team), team_record(matches, team)
        assert (record.played, record.won, record.drawn, record.lost) == (
            plain.played, plain.won, plain.drawn, plain.lost,
        )  # fmt: skip
        alone = team_record([m for m in marked if m.awarded], team)
        assert (record.awarded, record.won_awarded, record.drawn_awarded, record.lost_awarded) == (
            alone.played, alone.won, alone.drawn, alone.lost,
        )  # fmt: skip
    ab, ba = head_to_head(marked, "A", "B"), head_to_head(marked, "B", "A")
    assert (ab.awarded, ab.won_awarded, ab.drawn_awarded, ab.lost_awarded) == (
        ba.awarded, ba.lost_awarded, ba.drawn_awarded, ba.won_awarded,
    )  # fmt: skip
