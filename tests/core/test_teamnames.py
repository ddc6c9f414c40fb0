"""One national team under every name the files give it."""

from __future__ import annotations

import datetime as dt

from tracker.core.records.played import PlayedMatch
from tracker.core.records.teamnames import (
    SAME_TEAM,
    all_names,
    as_named,
    first_name,
    former_name,
    names_of,
)


def _match(home: str, away: str) -> PlayedMatch:
    return PlayedMatch(id=1, date=dt.date(1950, 6, 29), home=home, away=away, home_goals=1)


def test_a_teams_names_come_with_the_one_asked_for_first() -> None:
    assert names_of("USA") == ("USA", "United States")
    assert names_of("united states") == ("united states", "USA")
    assert names_of("West Germany") == ("West Germany", "Germany")
    assert names_of("England") == ("England",)


def test_a_team_goes_by_its_first_name() -> None:
    assert first_name("West Germany") == "Germany"
    assert first_name("Yugoslavia") == "Serbia"
    assert first_name("Brazil") == "Brazil"


def test_no_name_belongs_to_two_teams() -> None:
    names = [name.casefold() for team in SAME_TEAM for name in team]
    assert len(names) == len(set(names))


def test_a_history_is_written_with_the_names_asked_for() -> None:
    old = _match("United States", "England")
    other = _match("Brazil", "Sweden")
    renamed, same = as_named([old, other], ["USA"])
    assert (renamed.home, renamed.away, renamed.home_goals) == ("USA", "England", 1)
    assert same is other


def test_all_names_of_several_teams_come_once_each() -> None:
    assert all_names(["USA", "England", "United States", ""]) == ["England", "USA", "United States"]


def test_a_history_keeps_the_names_its_matches_were_played_under() -> None:
    renamed, same = as_named([_match("Czechoslovakia", "Italy"), _match("Brazil", "Sweden")],
                             ["Czech Republic"])  # fmt: skip
    assert (renamed.home, renamed.played_as) == ("Czech Republic", ("Czechoslovakia", "Italy"))
    assert same.played_as is None
    again = as_named([renamed], ["Czechoslovakia"])[0]
    assert again.played_as == ("Czechoslovakia", "Italy")  # the names played under stay


def test_a_predecessors_name_is_said_and_a_spelling_is_not() -> None:
    czech, west, us = as_named(
        [_match("Czechoslovakia", "Italy"), _match("Germany", "Sweden"),
         _match("United States", "England")],
        ["Czech Republic", "West Germany", "USA"],
    )  # fmt: skip
    assert former_name(czech, "Czech Republic") == "Czechoslovakia"
    assert former_name(czech, "Italy") is None
    assert former_name(west, "West Germany") == "Germany"  # 1934's Germany: another name
    assert former_name(us, "USA") is None  # the same name spelt otherwise
    assert former_name(_match("Serbia", "Brazil"), "Serbia") is None  # under its own name
