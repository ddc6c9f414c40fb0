"""A knockout tie decided by a walkover: a round reached with no match played.

The 1938 World Cup's first round had Sweden v Austria, cancelled: Austria had been
annexed and withdrew, Sweden went on to the quarter-final. Published records count the
round as Sweden's and not as an Austrian participation.
"""

from __future__ import annotations

from dataclasses import replace

from tests.core.records_factory import pm
from tracker.core.records.books import PlayedMatch, Record, stage_record, team_record
from tracker.core.records.keystats import Library, key_stats
from tracker.core.results.rounds import Stage

R16, QF, SF, THIRD = Stage.ROUND_OF_16, Stage.QUARTER_FINAL, Stage.SEMI_FINAL, Stage.THIRD_PLACE


def cancelled(day: str, home: str, away: str, stage: Stage) -> PlayedMatch:
    """A fixture the source gives as cancelled."""
    return replace(pm(day, home, "-", away, stage=stage), cancelled=True)


def sweden_1938() -> list[PlayedMatch]:
    return [
        cancelled("1938-06-05", "Sweden", "Austria", R16),
        pm("1938-06-12", "Sweden", "8-0", "Cuba", stage=QF),
    ]


def test_the_team_that_went_on_reached_and_won_the_round_without_playing_it() -> None:
    record = stage_record(sweden_1938(), "Sweden", R16)
    assert (record.reached, record.through, record.out, record.walkovers) == (1, 1, 0, 1)
    assert record.matches == ()  # no match played
    assert team_record(sweden_1938(), "Sweden") == Record(1, 1, 0, 0, 8, 0)


def test_a_team_that_withdrew_before_playing_did_not_take_part() -> None:
    record = stage_record(sweden_1938(), "Austria", R16)
    assert (record.reached, record.through, record.out, record.walkovers) == (0, 0, 0, 0)
    assert team_record(sweden_1938(), "Austria") == Record()


def test_a_team_that_withdrew_after_playing_in_the_edition_went_out_there() -> None:
    matches = [
        pm("2030-06-01", "Reds", "1-0", "Blues", stage=R16),
        cancelled("2030-06-08", "Reds", "Greens", QF),
        pm("2030-06-12", "Greens", "2-1", "Golds", stage=SF),
    ]
    reds = stage_record(matches, "Reds", QF)
    assert (reds.reached, reds.through, reds.out, reds.walkovers) == (1, 0, 1, 1)
    greens = stage_record(matches, "Greens", QF)
    assert (greens.reached, greens.through, greens.out) == (1, 1, 0)


def test_a_semi_final_walkover_is_told_by_the_match_for_third_place() -> None:
    matches = [
        pm("2030-06-01", "Reds", "1-0", "Blues", stage=QF),
        cancelled("2030-06-08", "Reds", "Greens", SF),
        pm("2030-06-12", "Reds", "2-1", "Golds", stage=THIRD),
    ]
    reds = stage_record(matches, "Reds", SF)
    assert (reds.reached, reds.through, reds.out) == (1, 0, 1)
    assert stage_record(matches, "Greens", SF).through == 1


def test_a_cancelled_match_the_data_does_not_show_decided_counts_for_nobody() -> None:
    matches = [cancelled("2030-06-08", "Reds", "Greens", QF)]
    for team in ("Reds", "Greens"):
        assert stage_record(matches, team, QF) == stage_record([], team, QF)


def test_the_key_stats_count_the_walkover_among_the_rounds_reached() -> None:
    """``facts`` of Sweden's 2002 exit: eliminated in 1 of their 4 rounds of 16."""
    history = [
        *sweden_1938(),
        pm("1994-07-03", "Sweden", "3-1", "Saudi Arabia", stage=R16),
        pm("1934-05-27", "Sweden", "3-2", "Argentina", stage=R16),
    ]
    match = pm("2002-06-16", "Senegal", "2-1", "Sweden", stage=R16)
    library = Library((match, *history), (), {}, "1930", history=True, edition=True)
    found = [s.text for s in key_stats(match, library) if s.kind == "stage"]
    assert "Sweden eliminated in 1 of their 4 Cup rounds of 16" in found
