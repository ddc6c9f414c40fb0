"""Group standings: counting, the World Cup's tie-breakers, and ties left open."""

from __future__ import annotations

import datetime as dt
import itertools

from hypothesis import given
from hypothesis import strategies as st

from tracker.core.league.standings import (
    WORLD_CUP,
    WORLD_CUP_2026,
    Game,
    Row,
    TableRules,
    group_standings,
    standings,
    world_cup_lots,
    world_cup_rules,
)
from tracker.core.results.rounds import Round, Stage
from tracker.core.results.values import Result, Score


def _games(*scores: str) -> list[Game]:
    """Games written "A 2-1 B"."""
    out = []
    for text in scores:
        home, score, away = text.split()
        h, a = score.split("-")
        out.append(Game(home, away, int(h), int(a)))
    return out


def _order(rows: tuple[Row, ...]) -> list[str]:
    return [row.team for row in rows]


def test_counts_and_points() -> None:
    rows = standings(_games("A 2-0 B", "A 1-1 C", "B 3-1 C"))
    assert _order(rows) == ["A", "B", "C"]
    a = rows[0]
    assert (a.position, a.played, a.won, a.drawn, a.lost) == (1, 2, 1, 1, 0)
    assert (a.goals_for, a.goals_against, a.goal_difference, a.points) == (3, 1, 2, 4)
    assert [r.points for r in rows] == [4, 3, 1]
    assert all(r.tied_with == () for r in rows)


def test_two_points_for_a_win_up_to_1990() -> None:
    assert world_cup_rules(1990) == TableRules(win=2, fair_play=False)
    assert world_cup_rules(1994) == TableRules(fair_play=False)
    assert world_cup_rules(2018) == TableRules()  # fair play before lots from 2018
    rows = standings(_games("A 1-0 B", "B 0-0 C"), rules=world_cup_rules(1986))
    assert [(r.team, r.points) for r in rows] == [("A", 2), ("C", 1), ("B", 1)]


def test_1970_goes_from_goal_difference_straight_to_lots() -> None:
    """In 1970 neither goals scored nor the matches between them counted: the teams
    level on goal difference drew lots, in the order :func:`world_cup_lots` gives."""
    rules = world_cup_rules(1970)
    # A and B: 2 points, +0 each; A scored more and beat B.
    games = _games("A 4-3 B", "C 2-1 A", "B 1-0 D")
    rows = standings(games, teams=["B", "A", "C", "D"], rules=rules)
    assert [(r.team, r.tied_with) for r in rows] == [
        ("C", ()),
        ("B", ("A",)),
        ("A", ("B",)),
        ("D", ()),
    ]
    assert world_cup_lots(1970, "Group 1") == ("Soviet Union", "Mexico")
    rows = standings(
        _games("M 0-0 S", "S 4-1 B", "M 1-0 B"),
        teams=["M", "S", "B"],
        rules=rules,
        fallback_order=["S", "M"],
    )
    assert _order(rows) == ["S", "M", "B"]
    # 1974 on: goals scored after goal difference, as before.
    later = standings(games, teams=["B", "A", "C", "D"], rules=world_cup_rules(1974))
    assert _order(later) == ["C", "A", "B", "D"]


def test_goal_difference_then_goals_scored() -> None:
    # A and B: 4 points each and drew with each other; B beat C by more.
    rows = standings(_games("A 1-0 C", "B 3-0 C", "A 1-1 B"))
    assert _order(rows) == ["B", "A", "C"]
    # Same goal difference (+1), B scored more.
    rows = standings(_games("A 1-0 C", "B 3-2 C", "A 1-1 B"))
    assert _order(rows) == ["B", "A", "C"]
    assert (rows[0].goal_difference, rows[1].goal_difference) == (1, 1)


def test_head_to_head_separates_teams_level_on_everything_else() -> None:
    # A and B: 3 points, +0, 2 goals each; A beat B.
    games = _games("B 1-2 A", "C 1-0 A", "B 1-0 C")
    rows = standings(games, teams=["B", "A", "C"])
    assert _order(rows)[:2] == ["A", "B"]
    assert rows[0].tied_with == ()


def test_a_level_tie_keeps_the_stable_order_and_says_so() -> None:
    games = _games("A 1-1 B", "A 0-0 C", "B 0-0 C")
    rows = standings(games, teams=["C", "B", "A"])
    # A and B: 2 points, 1 goal each, drew 1-1: nothing we hold separates them.
    assert _order(rows) == ["B", "A", "C"]
    assert rows[0].tied_with == ("A",)
    assert rows[1].tied_with == ("B",)
    assert rows[2].tied_with == ()
    decided = standings(games, teams=["C", "B", "A"], fallback_order=["A", "B"])
    assert _order(decided) == ["A", "B", "C"]
    assert decided[0].tied_with == ("B",)


def test_from_2026_the_head_to_head_record_comes_before_goal_difference() -> None:
    games = _games("A 1-0 B", "A 1-0 D", "C 1-0 A", "B 5-0 D", "B 1-0 C", "D 1-0 C")
    # A and B have 6 points, B the better goal difference; A beat B. C and D have 3
    # points, C the better goal difference; D beat C.
    assert _order(standings(games, rules=world_cup_rules(2022))) == ["B", "A", "C", "D"]
    assert world_cup_rules(2026) == WORLD_CUP_2026
    rows = standings(games, rules=world_cup_rules(2026))
    assert _order(rows) == ["A", "B", "D", "C"]
    assert all(r.tied_with == () for r in rows)


def test_head_to_head_first_is_applied_again_to_those_still_level() -> None:
    # A, B and C (6 points each) beat each other in a circle. Among them B and C have
    # +1 and 4 goals, A -2: A is third. B and C, still level, are split again by their
    # own match (B won), though C has the better goal difference over the group.
    games = _games("A 2-1 B", "B 3-1 C", "C 3-0 A", "A 1-0 D", "B 1-0 D", "C 5-0 D")
    rows = standings(games, rules=WORLD_CUP_2026)
    assert _order(rows) == ["B", "C", "A", "D"]
    assert rows[1].goal_difference > rows[0].goal_difference
    assert _order(standings(games, rules=WORLD_CUP)) == ["C", "B", "A", "D"]
    # Still level after the matches among them: goal difference over the group decides.
    level = _games("A 1-1 B", "A 2-0 C", "B 1-0 C")
    assert _order(standings(level, teams=["A", "B", "C"], rules=WORLD_CUP_2026)) == [
        "A",
        "B",
        "C",
    ]


def test_a_team_without_games_yet() -> None:
    rows = standings(_games("A 1-0 B"), teams=["A", "B", "C"])
    assert _order(rows) == ["A", "C", "B"]
    assert rows[1].played == 0


def _result(group: str, home: str, away: str, score: Score, stage: Stage = Stage.GROUP) -> Result:
    return Result(
        round=Round(group, stage, group),
        date=dt.date(2026, 6, 20),
        kickoff=None,
        venue="",
        number=None,
        home=home,
        away=away,
        score=score,
    )


def test_group_standings_by_group_and_a_shootout_is_a_draw() -> None:
    results = [
        _result("Group A", "A", "B", Score(ft=(1, 0))),
        _result("Group B", "C", "D", Score(ft=(1, 1), et=(2, 2), penalties=(5, 4))),
        _result("Group B", "C", "D", Score(ft=(0, 0)), Stage.GROUP_PLAYOFF),
        Result(
            round=Round("Final", Stage.FINAL),
            date=dt.date(2026, 7, 19),
            kickoff=None,
            venue="",
            number=None,
            home="A",
            away="C",
            score=Score(ft=(3, 0)),
        ),
    ]
    tables = group_standings(results)
    assert set(tables) == {"Group A", "Group B"}
    c = tables["Group B"][0]
    assert (c.played, c.won, c.drawn, c.lost, c.goals_for, c.points) == (1, 0, 1, 0, 2, 1)
    assert tables["Group A"][0].played == 1


@st.composite
def _round_robins(draw: st.DrawFn) -> tuple[list[str], list[Game]]:
    count = draw(st.integers(2, 6))
    teams = [f"T{i}" for i in range(count)]
    games = [
        Game(home, away, draw(st.integers(0, 4)), draw(st.integers(0, 4)))
        for home, away in itertools.combinations(teams, 2)
    ]
    return teams, draw(st.permutations(games))


@given(_round_robins(), st.sampled_from([TableRules(), TableRules(win=2), WORLD_CUP_2026]))
def test_table_invariants(robin: tuple[list[str], list[Game]], rules: TableRules) -> None:
    teams, games = robin
    rows = standings(games, teams=teams, rules=rules)
    assert sorted(_order(rows)) == sorted(teams)
    assert [r.position for r in rows] == list(range(1, len(teams) + 1))
    assert all(r.played == len(teams) - 1 for r in rows)
    assert all(r.won + r.drawn + r.lost == r.played for r in rows)
    assert all(r.points == rules.win * r.won + rules.draw * r.drawn for r in rows)
    assert sum(r.goal_difference for r in rows) == 0
    assert sum(r.won for r in rows) == sum(r.lost for r in rows)
    assert sum(r.goals_for for r in rows) == sum(g.home_goals + g.away_goals for g in games)
    keys = [(r.points, r.goal_difference, r.goals_for) for r in rows]
    if rules.head_to_head_first:
        keys = [key[:1] for key in keys]
    assert keys == sorted(keys, reverse=True)
    for row in rows:
        for other in row.tied_with:
            mate = next(r for r in rows if r.team == other)
            assert row.team in mate.tied_with
            assert (mate.points, mate.goal_difference) == (row.points, row.goal_difference)
            assert abs(mate.position - row.position) <= len(row.tied_with)


@given(_round_robins())
def test_the_order_of_the_games_does_not_matter(robin: tuple[list[str], list[Game]]) -> None:
    teams, games = robin
    assert standings(games, teams=teams) == standings(list(reversed(games)), teams=teams)
