"""The teams a typed name stands for: the first rule that fits any team decides."""

from __future__ import annotations

import pytest

from tracker.core.records.teamsearch import teams_named

KNOWN = {
    1: "Argentina",
    2: "Argentinos Juniors",
    3: "West Germany",
    4: "Birmingham City FC",
    5: "Côte d'Ivoire",
    6: "England",
    7: "ENGLAND",
}


@pytest.mark.parametrize(
    ("typed", "found"),
    [
        ("Argentina", [1]),  # its whole name, though it begins another's
        ("ARGENTINA ", [1]),  # case and spaces aside
        ("cote d'ivoire", [5]),  # accents aside
        ("Ivory Coast", [5]),  # another name of the team
        ("Germany", [3]),  # its successor's name
        ("Birmingham City", [4]),  # the club without its form
        ("juniors", [2]),  # the start of a word of one team's name
        ("arg", [1, 2]),  # of two: both, none picked
        ("Argent", [1, 2]),
        ("England", [6]),  # as written, before the same name in another case
        ("england", [6, 7]),  # two teams written alike: both
        ("gent", []),  # inside a word: no team
        ("", []),
        ("  ", []),
    ],
)
def test_a_typed_name_stands_for_the_teams_of_the_first_rule_that_fits(
    typed: str, found: list[int]
) -> None:
    assert [tid for tid, _ in teams_named(KNOWN, typed)] == found
