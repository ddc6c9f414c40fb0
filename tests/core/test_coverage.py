"""Coverage: what the matches a figure counts over carry, and the figure worded as the
data allows ("at least 6", "card data missing for 63 of 64 matches")."""

from __future__ import annotations

from tests.core.records_factory import pm
from tracker.core.i18n import translator
from tracker.core.records.coverage import (
    Coverage,
    Need,
    appearances_figure,
    appearances_known,
    coverage,
    figure,
    missing,
    short_figure,
    stated,
)
from tracker.core.results.competitions import HISTORY, edition_held, history_held


def test_coverage_counts_what_each_played_match_carries() -> None:
    matches = [
        pm("2022-11-20", "Qatar", "0-2", "Ecuador", logged=True),
        *(pm(f"2022-{1 + i // 28:02d}-{1 + i % 28:02d}", "A", "1-0", "B") for i in range(62)),
        pm("2022-12-17", "Croatia", "2-1", "Morocco", scorers=False),
        pm("2022-12-18", "Argentina", "-", "France"),  # a fixture is not counted
    ]
    cover = coverage(matches)
    assert cover == Coverage(matches=64, scorers=63, lineups=1, cards=1)
    assert missing(cover, Need.CARDS) == "card data missing for 63 of 64 matches"
    assert missing(cover, Need.SCORERS) == "scorers missing for 1 of 64 matches"
    assert missing(cover, Need.SCORES) == ""
    assert figure(6, cover, Need.SCORERS) == "at least 6"
    assert short_figure(6, cover, Need.SCORERS) == "≥6"
    assert short_figure(0, cover, Need.CARDS) == "≥0"  # one match has its cards
    assert short_figure(0, coverage(matches[1:3]), Need.CARDS) == ""  # none has: unknown
    assert figure(6, cover, Need.SCORES) == "6"


def test_none_over_matches_lacking_the_data_is_not_known() -> None:
    matches = [pm("2022-11-20", "A", "1-0", "B", logged=True), pm("2022-11-21", "A", "0-0", "C")]
    cover = coverage(matches)  # one match with its cards, one without
    assert stated(0, cover, Need.CARDS) == "not known"  # not "at least 0"
    assert stated(0, cover, Need.CARDS, "de") == "nicht bekannt"
    assert stated(2, cover, Need.CARDS) == "at least 2"
    assert stated(0, cover, Need.SCORES) == "0"  # complete: none is a figure


def test_a_bare_figure_is_a_complete_one() -> None:
    cover = coverage([pm("2026-06-01", "A", "1-0", "B", logged=True)])
    assert figure(1, cover, Need.CARDS) == "1"
    assert short_figure(1, cover, Need.LINEUPS) == "1"
    assert missing(cover, Need.CARDS) == ""
    assert appearances_known(cover) == ""


def test_appearances_from_results_that_list_scorers_only() -> None:
    team = [pm("2026-06-01", "A", "1-0", "B", logged=True)]
    team += [pm(f"2026-06-0{d}", "A", "1-0", "B") for d in range(2, 8)]
    cover = coverage(team)
    assert appearances_known(cover) == "appearances known for 1 of 7 matches"
    assert appearances_figure(3, cover) == "at least 3"
    # He scored in every match his team played: those are all his appearances.
    assert appearances_figure(7, cover) == "7"
    one = coverage(team[1:2])
    assert appearances_known(one) == "appearances known for 0 of 1 match"


def test_coverage_adds_up() -> None:
    assert Coverage(2, 1, 1, 1) + Coverage(3, 3, 0, 0) == Coverage(5, 4, 1, 1)


def test_the_world_cups_history_is_known_edition_by_edition() -> None:
    cups = HISTORY["FIFA World Cup"]
    assert len(cups) == 23 and cups["1930"] == 18 and cups["2022"] == 64
    assert cups["2026"] == 104
    held = dict(cups)
    assert history_held("FIFA World Cup", held, "2022")
    assert history_held("World Cup", held, "2026")  # the competition as sources write it
    assert not history_held("FIFA World Cup", {"2018": 64, "2022": 64}, "2022")
    # Only what came up to the season counts: 2026 may still be incomplete for 2022.
    assert history_held("FIFA World Cup", {**held, "2026": 1}, "2022")
    assert not history_held("FIFA World Cup", {**held, "2026": 1}, "2026")
    assert not history_held("Premier League", {"2025-26": 380}, "2025-26")
    assert edition_held("FIFA World Cup", "2022", 64)
    assert not edition_held("FIFA World Cup", "2022", 63)
    assert not edition_held("Premier League", "2025-26", 380)


def test_a_competitions_record_says_what_part_of_its_history_it_counts() -> None:
    from tracker.core.results.competitions import history_note

    cups = dict(HISTORY["FIFA World Cup"])
    assert not history_note("FIFA World Cup", cups)
    assert str(history_note("FIFA World Cup", cups)) == ""
    assert str(history_note("FIFA World Cup", {"2018": 64, "2022": 64})) == (
        "2 of 22 editions held whole"
    )
    part = history_note("FIFA World Cup", {**cups, "1930": 17})
    assert part and str(part) == "22 of 23 editions held whole"
    unknown = history_note("Premier League", {"2025-26": 380})
    assert unknown and str(unknown) == "matches on record only"
    # Said in the reader's language: the window's, or a web page's.
    assert part.words(translator("de")) == "22 von 23 Ausgaben vollständig erfasst"
    assert unknown.words(translator("es")) == "solo los partidos registrados"
