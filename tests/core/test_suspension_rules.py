"""Each competition's suspension rules, as it starts from them."""

from __future__ import annotations

import pytest

from tracker.core.records.suspensions import rules_from_json


@pytest.mark.parametrize(
    ("competition", "kind", "bans"),
    [
        # DFB and RFEF: every fifth yellow, one match (not 2 at the 10th, 3 at the 15th).
        ("Deutsche Bundesliga", "league", {5: 1, 10: 1, 15: 1, 20: 1, 9: 0}),
        ("Spain Primera División", "league", {5: 1, 10: 1, 15: 1, 11: 0}),
        # UEFA: the third yellow, then every second one.
        ("UEFA Champions League", "league", {2: 0, 3: 1, 4: 0, 5: 1, 7: 1, 8: 0}),
        # England's steps (a league's preset): 5, 10, 15.
        ("English Premier League", "league", {5: 1, 10: 2, 15: 3}),
        ("FIFA World Cup", "cup", {2: 1, 3: 0, 4: 1}),
    ],
)
def test_a_competition_starts_from_its_own_rules(
    competition: str, kind: str, bans: dict[int, int]
) -> None:
    """Every league was given England's 5, 10 and 15 yellows: the Bundesliga's 10th
    yellow cost two matches, and the Champions League had no ban at the third."""
    rules = rules_from_json("", kind, competition)
    assert {count: rules.yellow_ban(count) for count in bans} == bans
