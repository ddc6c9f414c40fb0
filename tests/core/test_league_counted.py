"""What a table counts: its matches with a result, and why the others are left out."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.test_messages_languages import _msgids
from tests.helpers.seasons import round_robin
from tracker.core import i18n
from tracker.core.league import counted
from tracker.core.league.counted import (
    Shortfall,
    TableCount,
    Uncounted,
    count_table,
    day_passed,
    describe,
    shortfall,
    table_note,
    why_uncounted,
)
from tracker.core.match.state import log_unfinished

TODAY = dt.date(2026, 12, 5)
YESTERDAY = TODAY - dt.timedelta(days=1)


def test_a_match_without_a_result_is_to_play_until_its_day_has_passed() -> None:
    assert why_uncounted("not started", TODAY, TODAY) is Uncounted.TO_PLAY
    assert why_uncounted("not started", None, TODAY) is Uncounted.TO_PLAY
    assert why_uncounted("not started", YESTERDAY, TODAY) is Uncounted.UNKNOWN
    assert why_uncounted("", YESTERDAY, TODAY) is Uncounted.UNKNOWN


def test_the_stored_status_says_why_before_the_day_does() -> None:
    assert why_uncounted("result unknown", TODAY, TODAY) is Uncounted.UNKNOWN
    assert why_uncounted("postponed", YESTERDAY, TODAY) is Uncounted.POSTPONED
    assert why_uncounted("cancelled", YESTERDAY, TODAY) is Uncounted.CANCELLED
    assert why_uncounted("abandoned", YESTERDAY, TODAY) is Uncounted.ABANDONED
    assert why_uncounted("live", YESTERDAY, TODAY) is Uncounted.IN_PLAY


def test_a_log_that_stops_before_full_time_is_unfinished_once_its_day_is_long_past() -> None:
    """A match may end after midnight, and the reader's day may be a day ahead of the
    venue's: only from two days on is nobody logging it."""
    assert not log_unfinished(TODAY, TODAY)
    assert not log_unfinished(YESTERDAY, TODAY)
    assert not log_unfinished(None, TODAY)
    assert not log_unfinished(TODAY + dt.timedelta(days=3), TODAY)
    assert log_unfinished(TODAY - dt.timedelta(days=2), TODAY)
    assert why_uncounted("live", YESTERDAY, TODAY) is Uncounted.IN_PLAY
    two_months = TODAY - dt.timedelta(days=60)
    assert why_uncounted("live", two_months, TODAY) is Uncounted.UNFINISHED
    assert why_uncounted("live", None, TODAY) is Uncounted.IN_PLAY


def test_a_table_months_later_does_not_call_an_unfinished_log_being_played() -> None:
    months_ago = dt.date(2026, 9, 12)
    matches = [*[(True, "finished", months_ago)] * 8, (False, "live", months_ago)]
    count = count_table(matches, TODAY)
    assert count == TableCount(8, {Uncounted.UNFINISHED: 1})
    # Its result is not known: the table may be wrong by it.
    assert count.doubtful == 1
    assert count.as_dict()["not_counted"] == {"unfinished": 1}
    assert describe(count) == (
        "8 of 9 matches counted; not counted: 1 whose log stops before full time"
    )
    assert describe(count_table(matches, months_ago)) == (
        "8 of 9 matches counted; not counted: 1 being played"
    )
    two = count_table([*matches, (False, "live", months_ago)], TODAY)
    assert describe(two, "de") == (
        "8 von 10 Spielen gezählt; nicht gezählt: 2, deren Erfassung vor dem Abpfiff endet"
    )


def test_a_season_that_stops_short_says_how_many_it_leaves_out_and_why() -> None:
    matches = [
        *[(True, "finished", YESTERDAY)] * 370,
        *[(False, "result unknown", YESTERDAY)] * 9,
        (False, "not started", dt.date(2025, 5, 25)),
    ]
    count = count_table(matches, TODAY)
    assert count == TableCount(370, {Uncounted.UNKNOWN: 10})
    assert (count.total, count.final, count.doubtful) == (380, False, 10)
    assert describe(count) == (
        "370 of 380 matches counted; not counted: 10 whose day has passed with no result stored"
    )


FOUR = ["Alba", "Brea", "Cora", "Dene"]


def _pairs(matches: list[dict[str, object]]) -> list[tuple[str, str]]:
    return [(str(m["team1"]), str(m["team2"])) for m in matches]


def test_a_file_that_stops_before_its_last_matchdays_is_not_called_complete() -> None:
    """Morocco's 2024/25 file stops after matchday 25 of 30: its 200 matches were "all
    200 matches counted", its leaders' points looking final. Here 4 teams, the file
    stopping after matchday 4 of 6."""
    short = shortfall(_pairs(round_robin(FOUR, matchdays=4)))
    assert short == Shortfall(teams=4, stored=8)
    assert short is not None and (short.matches, short.missing) == (12, 4)
    count = count_table([(True, "finished", YESTERDAY)] * 8, TODAY, short)
    assert not count.final and count.total == 8
    assert describe(count) == (
        "8 matches counted; a double round robin of 4 teams has 12: 4 are not in the library"
    )
    assert table_note(count, adjusted=False) == (
        "8 matches counted; a double round robin of 4 teams has 12: 4 are not in the "
        "library; no points deduction or award recorded (results files carry none: a "
        "published table counts them)."
    )
    assert count.as_dict() == {
        "counted": 8,
        "total": 8,
        "not_counted": {},
        "short": {"round_robin": "double", "teams": 4, "matches": 12, "not_in_library": 4},
    }
    # With matches not counted too, each is said; one missing is one.
    one = shortfall(_pairs(round_robin(FOUR)[:-1]))
    mixed = count_table([*[(True, "", YESTERDAY)] * 10, (False, "", YESTERDAY)], TODAY, one)
    assert describe(mixed) == (
        "10 of 11 matches counted; not counted: 1 whose day has passed with no result "
        "stored; a double round robin of 4 teams has 12: 1 is not in the library"
    )
    assert describe(count, "de") == (
        "8 Spiele gezählt; eine Hin- und Rückrunde mit 4 Mannschaften hat 12 Spiele: 4 "
        "fehlen in der Sammlung"
    )
    assert describe(count, "es") == (
        "8 partidos contados; una liga a doble vuelta de 4 equipos tiene 12 partidos: 4 no "
        "están en la biblioteca"
    )


def test_a_season_is_called_short_only_when_it_is_evidently_a_double_round_robin() -> None:
    """Said of a first round robin held whole and a second begun; never of a season
    held whole, nor of one whose matches give no number to be short of."""
    six = [*FOUR, "Eske", "Fara"]
    assert shortfall(_pairs(round_robin(FOUR))) is None  # all 12: complete
    assert shortfall(_pairs(round_robin(six))) is None
    # An odd number of teams (a team rests each matchday): 5 teams, 20 matches.
    assert shortfall(_pairs(round_robin(six[:5]))) is None
    assert shortfall(_pairs(round_robin(six[:5], matchdays=7))) == Shortfall(5, 14)
    # One round robin, whole or not: a single round robin (Egypt, a Liga MX
    # tournament) and a double one stopped in its first half look the same.
    assert shortfall(_pairs(round_robin(six, meetings=1))) is None
    assert shortfall(_pairs(round_robin(six, matchdays=3))) is None
    # Three meetings (Scotland's 33 matchdays), whole or not: no number to be short of.
    assert shortfall(_pairs(round_robin(FOUR, meetings=3))) is None
    assert shortfall(_pairs(round_robin(FOUR, meetings=3, matchdays=7))) is None
    # The A-League: 13 teams meet twice, some of them a third time; complete.
    a_league = round_robin(six) + [m for m in round_robin(six, meetings=1) if m["team1"] == "Alba"]
    assert shortfall(_pairs(a_league)) is None
    # The Champions League's league phase: each team meets a few of the others once.
    league_phase = [("Alba", "Brea"), ("Cora", "Dene"), ("Eske", "Fara"), ("Brea", "Cora")]
    assert shortfall(league_phase) is None
    # A second round begun without the first whole: not a double round robin.
    assert shortfall([("Alba", "Brea"), ("Brea", "Alba"), ("Alba", "Cora")]) is None
    assert shortfall([]) is None


def test_the_reasons_are_listed_in_one_order_each_with_its_number() -> None:
    matches = [
        (False, "not started", TODAY),
        (False, "not started", TODAY),
        (False, "postponed", YESTERDAY),
        (False, "live", TODAY),
        (False, "not started", YESTERDAY),
        (True, "finished", YESTERDAY),
    ]
    count = count_table(matches, TODAY)
    assert list(count.uncounted) == [
        Uncounted.UNKNOWN,
        Uncounted.IN_PLAY,
        Uncounted.POSTPONED,
        Uncounted.TO_PLAY,
    ]
    assert describe(count) == (
        "1 of 6 matches counted; not counted: 1 whose day has passed with no result "
        "stored, 1 being played, 1 postponed, 2 to play"
    )


def test_a_final_table_says_every_match_is_counted() -> None:
    assert describe(count_table([(True, "finished", YESTERDAY)] * 380, TODAY)) == (
        "all 380 matches counted"
    )
    assert describe(count_table([(True, "finished", YESTERDAY)], TODAY)) == "its 1 match counted"
    assert count_table([], TODAY).final


def test_a_table_of_one_match_says_so_in_good_german() -> None:
    """Regression: the line under a group table of one match read "Sein 1 Spiel gezählt."."""
    one = count_table([(True, "finished", YESTERDAY)], TODAY)
    assert table_note(one, "de") == "Sein einziges Spiel gezählt."
    assert table_note(one, "es") == "Su único partido contado."


def test_the_line_under_a_table_is_a_sentence_and_says_when_no_adjustment_is_recorded() -> None:
    count = count_table([(True, "finished", YESTERDAY)] * 380, TODAY)
    assert table_note(count) == "All 380 matches counted."
    assert table_note(count, adjusted=False) == (
        "All 380 matches counted; no points deduction or award recorded (results files "
        "carry none: a published table counts them)."
    )
    assert table_note(count, "de").startswith("Alle 380 Spiele gezählt")
    assert day_passed(YESTERDAY, TODAY) and not day_passed(TODAY, TODAY)
    assert not day_passed(None, TODAY)


def test_the_count_is_written_in_german_and_spanish() -> None:
    count = count_table([(True, "", YESTERDAY), (False, "", YESTERDAY), (False, "", TODAY)], TODAY)
    assert describe(count, "de") == (
        "1 von 3 Spielen gezählt; nicht gezählt: 1, dessen Spieltag vorbei ist, ohne "
        "gespeichertes Ergebnis, 1 noch zu spielen"
    )
    assert describe(count, "es").startswith("1 de 3 partidos contados; sin contar: ")


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_sentence_of_the_count_has_its_translation(language: str) -> None:
    ids = _msgids(counted)
    assert len(ids) == 23
    catalogue = i18n.catalogue(language)
    assert not sorted(text for text in ids if not catalogue.get(text)), "translate them"
    for text in ids:  # the same fields to fill in
        assert sorted(re.findall(r"{\w+}", catalogue[text])) == sorted(re.findall(r"{\w+}", text))


_STATUS = st.sampled_from(
    ["not started", "finished", "live", "postponed", "cancelled", "abandoned", "result unknown", ""]
)
_MATCH = st.tuples(
    st.booleans(), _STATUS, st.one_of(st.none(), st.dates(dt.date(2020, 1, 1), dt.date(2030, 1, 1)))
)


@given(st.lists(_MATCH, max_size=60), st.dates(dt.date(2020, 1, 1), dt.date(2030, 1, 1)))
def test_every_match_is_counted_or_left_out_for_one_reason(
    matches: list[tuple[bool, str, dt.date | None]], today: dt.date
) -> None:
    count = count_table(matches, today)
    assert count.total == len(matches)
    assert count.counted == sum(played for played, _, _ in matches)
    assert all(n > 0 for n in count.uncounted.values())
    assert count.final == (count.counted == len(matches))
    # A match is in doubt only where its day has passed (or its source said so), or
    # its log stopped before full time long ago.
    passed = {"not started", "finished", ""}
    assert count.doubtful == sum(
        1
        for played, status, day in matches
        if not played
        and (
            status == "result unknown"
            or (status in passed and day is not None and day < today)
            or (status == "live" and day is not None and (today - day).days >= 2)
        )
    )
    said = describe(count)
    assert f"{count.total} match" in said if count.total else said.startswith("no match")


def test_a_table_before_the_first_match_says_none_was_played_not_all_0() -> None:
    """Regression: a table as of a day before the season said "All 0 matches counted."."""
    count = count_table([], TODAY)
    assert table_note(count) == "No match counted: none was played by then."
    assert describe(count, "de") == "kein Spiel gezählt: bis dahin wurde keines gespielt"


def test_a_home_or_away_table_says_it_counts_no_adjustment_and_nothing_of_files() -> None:
    count = count_table([(True, "finished", YESTERDAY)] * 4, TODAY)
    assert table_note(count, adjusted=True, one_venue=True) == (
        "All 4 matches counted; points adjustments are not counted in a home or away table."
    )
    # None recorded: a published home table counts none either, so nothing is said.
    assert table_note(count, adjusted=False, one_venue=True) == "All 4 matches counted."
