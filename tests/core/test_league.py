"""League tables: each tie-breaker, splits, adjustments, home and away, as of a day."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest

from tracker.core.league.tables import (
    Adjustment,
    Criterion,
    LeagueGame,
    LeagueRules,
    LeagueRulesError,
    SplitPoints,
    Venue,
    league_rules,
    league_table,
    matchday_day,
    position_grid,
    positions_by_matchday,
    rules_from_json,
    rules_to_json,
    season_tables,
)

GD, GF = Criterion.GOAL_DIFFERENCE, Criterion.GOALS_FOR


def g(home: str, away: str, score: str, day: int = 1, **more: object) -> LeagueGame:
    h, a = (int(x) for x in score.split("-"))
    date = dt.date(2030, 1, 1) + dt.timedelta(days=day)
    return LeagueGame(home, away, h, a, date=date, order=(date, home), **more)  # type: ignore[arg-type]


def order(rows: tuple) -> list[str]:  # type: ignore[type-arg]
    return [r.team for r in rows]


def test_points_for_a_win_and_a_draw_follow_the_rules() -> None:
    games = [g("A", "B", "1-0"), g("B", "C", "1-1")]
    three = {r.team: r.points for r in league_table(games)}
    two = {r.team: r.points for r in league_table(games, LeagueRules(win=2))}
    assert three == {"A": 3, "B": 1, "C": 1} and two == {"A": 2, "B": 1, "C": 1}


# A and B both win once and lose once; they differ on each criterion in turn.
def test_goal_difference_then_goals_scored() -> None:
    games = [g("A", "C", "3-0"), g("B", "C", "4-2"), g("C", "A", "1-0"), g("C", "B", "1-0")]
    rows = league_table(games, LeagueRules(tie_breakers=(GD, GF)))
    assert order(rows) == ["C", "A", "B"]  # A 3-1 (+2), B 4-3 (+1)
    games = [g("A", "C", "2-0"), g("B", "C", "3-1"), g("C", "A", "1-0"), g("C", "B", "1-0")]
    # Level on goal difference (+1 each): B scored more.
    assert order(league_table(games, LeagueRules(tie_breakers=(GD, GF))))[1:] == ["B", "A"]
    # With goal difference alone, nothing separates them: a stable order, the tie named.
    rows = league_table(games, LeagueRules(tie_breakers=(GD,)), teams=["A", "B", "C"])
    assert order(rows)[1:] == ["A", "B"] and rows[1].tied_with == ("B",)


def test_head_to_head_before_goal_difference() -> None:
    # A and B have 4 points each; B beat A, A has the better goal difference (+4 to -1).
    games = [g("B", "A", "1-0"), g("A", "C", "5-0"), g("A", "D", "0-0")]
    games += [g("B", "C", "0-2"), g("B", "D", "1-1")]
    laliga = LeagueRules(tie_breakers=(Criterion.H2H_POINTS, Criterion.H2H_GOAL_DIFFERENCE, GD, GF))
    premier = LeagueRules(tie_breakers=(GD, GF, Criterion.H2H_POINTS))
    assert order(league_table(games, laliga))[:2] == ["B", "A"]
    assert order(league_table(games, premier))[:2] == ["A", "B"]


def test_head_to_head_goal_difference_goals_and_away_goals() -> None:
    # A and B each won at home against the other: level on head-to-head points.
    games = [g("A", "B", "3-0"), g("B", "A", "2-1"), g("C", "A", "5-0"), g("B", "C", "0-3")]
    rules = LeagueRules(tie_breakers=(Criterion.H2H_POINTS, Criterion.H2H_GOAL_DIFFERENCE))
    assert order(league_table(games, rules))[1:] == ["A", "B"]  # C first; A +2 among them
    games = [g("A", "B", "3-1"), g("B", "A", "2-0"), g("C", "A", "5-0"), g("B", "C", "0-3")]
    # Level on head-to-head goal difference (0): B scored 3 to A's 3 ... then away goals.
    rules = LeagueRules(
        tie_breakers=(
            Criterion.H2H_POINTS,
            Criterion.H2H_GOAL_DIFFERENCE,
            Criterion.H2H_GOALS_FOR,
            Criterion.H2H_AWAY_GOALS,
        )
    )
    rows = league_table(games, rules)
    assert order(rows)[1:] == ["B", "A"]  # B scored 1 away at A; A none at B
    assert rows[1].tied_with == ()


def test_wins_away_goals_and_away_wins() -> None:
    # A and B have 5 points each (a win, two draws): A won away and scored away, B did not.
    games = [g("C", "A", "0-1"), g("B", "D", "1-0"), g("A", "D", "0-0"), g("B", "C", "0-0")]
    games += [g("A", "E", "1-1"), g("E", "B", "0-0")]
    teams = ["B", "A", "C", "D", "E"]  # the order kept when nothing separates them
    for criterion in (Criterion.AWAY_WINS, Criterion.AWAY_GOALS):
        rows = league_table(games, LeagueRules(tie_breakers=(criterion,)), teams=teams)
        assert order(rows)[:2] == ["A", "B"], criterion
    assert order(league_table(games, LeagueRules(tie_breakers=()), teams=teams))[:2] == ["B", "A"]
    # Three draws against one win: level on 3 points, the win counts.
    games = [g("A", "B", "1-0"), g("C", "D", "0-0"), g("C", "E", "0-0"), g("C", "F", "0-0")]
    rules = LeagueRules(tie_breakers=(Criterion.WINS,))
    assert order(league_table(games, rules, teams=["C", "A"]))[:2] == ["A", "C"]


def test_a_deduction_is_counted_marked_and_explained() -> None:
    games = [g("A", "B", "1-0"), g("B", "A", "0-1"), g("C", "B", "1-0")]
    rows = league_table(games, adjustments=[Adjustment("A", -4, "breach of the rules")])
    a = next(r for r in rows if r.team == "A")
    assert (a.points, a.adjustment, a.notes) == (2, -4, ("-4: breach of the rules",))
    assert order(rows)[0] == "C"
    # Home and away tables count matches only.
    home = league_table(games, venue=Venue.HOME, adjustments=[Adjustment("A", -4, "x")])
    assert next(r for r in home if r.team == "A").points == 3


def test_an_adjustment_counts_from_the_day_it_took_effect() -> None:
    games = [g("A", "B", "1-0", day=1), g("B", "A", "0-1", day=20)]
    adj = [Adjustment("A", -6, "administration", effective=dt.date(2030, 1, 10))]
    [before] = season_tables(games, adjustments=adj, as_of=dt.date(2030, 1, 5))
    [after] = season_tables(games, adjustments=adj)
    assert before.rows[0].points == 3 and before.rows[0].played == 1
    assert after.rows[0].points == 0


def test_home_away_form_and_positions_by_matchday() -> None:
    games = [
        g("A", "B", "2-0", 1, matchday=1),
        g("B", "A", "1-0", 8, matchday=2),
        g("A", "B", "1-1", 15, matchday=3),
    ]
    rows = league_table(games)
    assert {r.team: r.form for r in rows} == {"A": "WLD", "B": "LWD"}
    home = {r.team: (r.played, r.points) for r in league_table(games, venue=Venue.HOME)}
    away = {r.team: (r.played, r.points) for r in league_table(games, venue=Venue.AWAY)}
    assert home == {"A": (2, 4), "B": (1, 3)} and away == {"A": (1, 0), "B": (2, 1)}
    assert positions_by_matchday(games) == {"A": [1, 1, 1], "B": [2, 2, 2]}


def _four_matchdays() -> list[LeagueGame]:
    return [
        g("A", "B", "2-0", 1, matchday=1),
        g("C", "D", "1-0", 1, matchday=1),
        g("B", "C", "1-0", 8, matchday=2),
        g("D", "A", "0-1", 8, matchday=2),
        g("A", "C", "0-0", 15, matchday=3),
        g("B", "D", "1-1", 15, matchday=3),
    ]


def test_the_positions_grid_counts_an_adjustment_from_the_day_it_took_effect() -> None:
    """Everton's 10 points of 17 November 2023, between matchdays 12 and 13: the grid
    counted no adjustment, Everton 14th after matchday 12 (the table as of 17 November:
    19th on 4 points) and 12th after matchday 38 (the table: 15th). Here A's 6 points
    from the day after matchday 2 (2030-01-10): the place after a matchday is the table
    as it stood until the next one."""
    games = _four_matchdays()
    day = dt.date(2030, 1, 10)
    taken = Adjustment("A", -6, "breach", day)
    assert positions_by_matchday(games) == {
        "A": [1, 1, 1],
        "B": [4, 3, 3],
        "C": [2, 2, 2],
        "D": [3, 4, 4],
    }
    grid = position_grid(games, adjustments=[taken])
    assert grid.matchdays == (1, 2, 3)
    assert grid.places == {"A": [1, 3, 3], "B": [4, 2, 2], "C": [2, 1, 1], "D": [3, 4, 4]}
    assert [c.matchday for c in grid.adjustments] == [2]
    # After matchday 2 the grid is the table as of any day before matchday 3.
    [table] = season_tables(games[:4], adjustments=[taken], as_of=day)
    assert [r.team for r in table.rows] == ["C", "B", "A", "D"]
    # Its last places are the table's, whatever day an adjustment took effect: before
    # the season, after it, or on no day recorded (counted after every matchday).
    more = [
        taken,
        Adjustment("D", 5, "award"),
        Adjustment("B", -1, "late", dt.date(2029, 6, 1)),
        Adjustment("C", -2, "after the season", dt.date(2030, 6, 1)),
    ]
    grid = position_grid(games, adjustments=more)
    assert [c.matchday for c in grid.adjustments] == [2, 1, 1, 3]
    final = league_table(games, adjustments=more)
    assert {t: places[-1] for t, places in grid.places.items()} == {
        r.team: r.position for r in final
    }
    assert grid.places["D"][0] == 1  # 3 points and 5 awarded after matchday 1


def test_a_matchday_s_day_is_the_day_most_of_its_matches_were_played() -> None:
    """A match rearranged months later does not move its matchday's day."""
    jan, feb = dt.date(2030, 1, 9), dt.date(2030, 2, 10)
    assert matchday_day([jan, jan, feb]) == jan
    assert matchday_day([jan, None, feb, jan, jan]) == jan
    assert matchday_day([None]) is None and matchday_day([]) is None


def _split_season() -> list[LeagueGame]:
    regular = [
        g("A", "B", "2-0", 1, matchday=1),
        g("C", "D", "1-0", 1, matchday=1),
        g("A", "C", "1-0", 8, matchday=2),
        g("B", "D", "1-0", 8, matchday=2),
        g("D", "A", "0-0", 15, matchday=3),
        g("B", "C", "2-1", 15, matchday=3),
    ]
    split = [
        g("B", "A", "3-0", 30, phase="Championship", matchday=4),
        g("C", "D", "0-0", 30, phase="Relegation", matchday=4),
    ]
    return regular + split


def test_a_split_carries_the_regular_season_over() -> None:
    regular, top, bottom = season_tables(_split_season())
    assert regular.phase == "" and order(regular.rows) == ["A", "B", "C", "D"]
    assert [r.points for r in regular.rows] == [7, 6, 3, 1]
    assert (top.phase, top.carries) == ("Championship", True)
    assert {r.team: (r.played, r.points) for r in top.rows} == {"B": (4, 9), "A": (4, 7)}
    assert order(top.rows) == ["B", "A"]
    b = top.rows[0]
    assert (b.won, b.goals_for, b.goals_against, b.form) == (3, 6, 3, "LWWW")
    assert {r.team: r.points for r in bottom.rows} == {"C": 4, "D": 2}
    assert (regular.carry_note(), top.carry_note()) == ("", "carries the regular season over")


def test_a_split_that_halves_the_points_rounds_as_the_league_says() -> None:
    down = LeagueRules(split=SplitPoints.HALVE_DOWN)
    up = LeagueRules(split=SplitPoints.HALVE_UP)
    _, top, _ = season_tables(_split_season(), down)
    # A carries 7 // 2 = 3 and lost; B carries 3 and won: 6 to 3.
    assert {r.team: (r.played, r.carried, r.points) for r in top.rows} == {
        "B": (1, 3, 6),
        "A": (1, 3, 3),
    }
    # Regression: the heading said "carries the regular season over" over a played
    # column of the split's matches and half the points: it says what it starts from.
    assert top.carry_note() == "starts from half the regular season's points, rounded down"
    _, top, bottom = season_tables(_split_season(), up)
    assert {r.team: r.points for r in top.rows} == {"B": 6, "A": 4}
    assert {r.team: r.points for r in bottom.rows} == {"C": 3, "D": 2}
    assert top.carry_note() == "starts from half the regular season's points, rounded up"


def test_level_after_a_halving_split_the_rounding_decides_first() -> None:
    # A 7 points, B 6: both carry 3 (Austria) or 4 (Belgium), then draw each other.
    games = [
        g("A", "C", "1-0", 1), g("A", "D", "1-0", 2), g("C", "A", "0-0", 3),
        g("B", "C", "5-0", 1), g("B", "D", "5-0", 2),
        g("A", "B", "0-0", 10, phase="Championship"),
    ]  # fmt: skip
    _, austria = season_tables(games, league_rules("Österr. Bundesliga"))
    # A lost half a point in the rounding: ahead, not level (B's goals count no more).
    assert [(r.team, r.points, r.tied_with) for r in austria.rows] == [
        ("A", 4, ()),
        ("B", 4, ()),
    ]
    # A 5 points, B 6: both carry 3 in Belgium; A was given half a point: behind.
    games[1] = g("A", "D", "0-0", 2)
    _, belgium = season_tables(games, league_rules("Belgium First Division A"))
    assert [(r.team, r.points, r.tied_with) for r in belgium.rows] == [
        ("B", 4, ()),
        ("A", 4, ()),
    ]
    # No split that halves: the other criteria as before.
    _, carried = season_tables(games)
    assert order(carried.rows) == ["B", "A"]  # 7 to 6


def test_austria_breaks_ties_on_the_seasons_meetings_before_goal_difference() -> None:
    """From 2021-22, level on points (and on the rounding) Austria ranks by the matches
    between the teams over the whole season, then by goal difference; until 2020-21
    goal difference came first."""
    games = [
        # The regular season, 6 points each: A beats B twice, B's goals are far better.
        g("A", "B", "1-0", 1), g("B", "A", "0-1", 2),
        g("A", "C", "0-1", 3), g("C", "A", "1-0", 4),
        g("B", "C", "6-0", 5), g("C", "B", "0-6", 6),
        # The split: A and B draw twice, and each beats C and loses to it once.
        g("A", "B", "0-0", 10, phase="Championship"),
        g("B", "A", "0-0", 11, phase="Championship"),
        g("A", "C", "1-0", 12, phase="Championship"),
        g("C", "A", "1-0", 13, phase="Championship"),
        g("B", "C", "5-0", 14, phase="Championship"),
        g("C", "B", "1-0", 15, phase="Championship"),
    ]  # fmt: skip
    now = league_rules("Österr. Bundesliga", 2024)
    _, top = season_tables(games, now)
    # A and B on 3 + 5: the split's meetings alone are level (two draws); the season's
    # are A's (two wins), before B's goal difference.
    assert [(r.team, r.points, r.tied_with) for r in top.rows] == [
        ("C", 9, ()),
        ("A", 8, ()),
        ("B", 8, ()),
    ]
    # Until 2020-21 goal difference came first: B ahead on its goals.
    before = league_rules("Österr. Bundesliga", 2020)
    assert before.tie_breakers[0] is GD
    _, top = season_tables(games, before)
    assert order(top.rows) == ["C", "B", "A"]
    # The ÖFB's order holds in every Austrian league from 2021-22.
    assert league_rules("Österr. 2. Liga", 2024).tie_breakers[0] is Criterion.H2H_POINTS


def test_belgium_keeps_the_relegation_groups_points_whole() -> None:
    """Belgium halves the points of its top two groups only: the relegation play-off
    starts from them all (2024-25: Sint-Truiden 41, Cercle 39, Kortrijk 37)."""
    rules = league_rules("Belgium First Division A", 2024)
    _, top, bottom = season_tables(_split_season(), rules)
    assert {r.team: (r.played, r.points) for r in bottom.rows} == {"C": (4, 4), "D": (4, 2)}
    assert {r.team: (r.played, r.points) for r in top.rows} == {"B": (1, 6), "A": (1, 4)}
    assert "relegation: carried over whole" in rules.describe()


def test_a_deduction_before_the_split_is_carried_into_its_part() -> None:
    adj = [Adjustment("A", -5, "unpaid wages")]
    regular, top, _ = season_tables(_split_season(), adjustments=adj)
    assert next(r for r in regular.rows if r.team == "A").points == 2
    a = next(r for r in top.rows if r.team == "A")
    assert (a.points, a.adjustment) == (2, -5) and a.notes == ("-5: unpaid wages",)
    assert order(top.rows) == ["B", "A"]


def test_tournaments_of_their_own_do_not_carry() -> None:
    games = [g("A", "B", "1-0", 1, phase="Apertura"), g("B", "A", "1-0", 100, phase="Clausura")]
    apertura, clausura = season_tables(games)
    assert (apertura.carries, clausura.carries) == (False, False)
    assert [r.points for r in clausura.rows] == [3, 0] and order(clausura.rows) == ["B", "A"]


def test_presets_and_edited_rules() -> None:
    assert league_rules("English Premier League").tie_breakers[:2] == (GD, GF)
    assert league_rules("Spain Primera División").tie_breakers[0] is Criterion.H2H_POINTS
    assert league_rules("Italian Serie A").tie_breakers[0] is Criterion.H2H_POINTS
    assert league_rules("Deutsche Bundesliga").tie_breakers[:2] == (GD, GF)
    assert league_rules("Österr. Bundesliga").split is SplitPoints.HALVE_DOWN
    assert league_rules("Belgium First Division A").split is SplitPoints.HALVE_UP
    assert league_rules("UEFA Champions League", 2020).away_goals
    assert not league_rules("UEFA Champions League", 2024).away_goals
    edited = rules_from_json('{"win": 2, "tie_breakers": ["goals scored"]}', league_rules("X"))
    assert (edited.win, edited.tie_breakers, edited.name) == (2, (GF,), "custom")
    assert rules_from_json(rules_to_json(edited), LeagueRules()) == edited
    for preset in ("Österr. Bundesliga", "Belgium First Division A"):
        rules = replace(league_rules(preset, 2024), name="custom")
        assert rules_from_json(rules_to_json(rules), LeagueRules()) == rules
    for bad, message in (
        ('{"win": -1}', "not a number of points"),
        ('{"tie_breakers": ["coin toss"]}', "no criterion"),
        ('{"points": 3}', "no field"),
        ('{"kept_whole": "Relegation"}', "a list of a split's parts"),
        ('{"whole_season": 1}', "true or false"),
        ("[1]", "JSON object"),
        ("{", "not JSON"),
    ):
        with pytest.raises(LeagueRulesError, match=message):
            rules_from_json(bad, LeagueRules())


def test_the_premier_league_goes_from_head_to_head_points_to_head_to_head_away_goals() -> None:
    """Rule C.17: goal difference, goals scored, head-to-head points, then the away goals
    scored in those matches. The preset put head-to-head goal difference there."""
    # Alpha beat Beta 4-2 at home and lost 1-0 away: 3 points each between them, Alpha
    # +1 on head-to-head goal difference, Beta 2 away goals to Alpha's none.
    games = [g("Alpha", "Beta", "4-2", 1), g("Beta", "Alpha", "1-0", 2)]
    games += [g("Alpha", "Gamma", "1-1", 3), g("Gamma", "Beta", "2-2", 4)]
    games += [g("Delta", "Alpha", "3-0", 5), g("Beta", "Delta", "0-1", 6)]
    games += [g("Alpha", "Delta", "2-0", 7), g("Delta", "Beta", "0-2", 8)]
    rules = league_rules("English Premier League")
    assert rules.tie_breakers == (
        GD,
        GF,
        Criterion.H2H_POINTS,
        Criterion.H2H_AWAY_GOALS,
    )
    rows = {r.team: r for r in league_table(games, rules)}
    alpha, beta = rows["Alpha"], rows["Beta"]
    assert (alpha.points, alpha.goal_difference, alpha.goals_for) == (
        beta.points,
        beta.goal_difference,
        beta.goals_for,
    )
    ranked = order(league_table(games, rules))
    assert ranked.index("Beta") < ranked.index("Alpha")


def test_the_form_guide_and_the_table_s_title_in_german_and_spanish() -> None:
    """The German table was headed "Table" and its form read W/D/L beside S/U/N columns."""
    from tracker.core.i18n import translator
    from tracker.core.league.tables import form_words

    assert form_words("WWDLW", translator("en")) == "WWDLW"
    assert form_words("WWDLW", translator("de")) == "SSUNS"
    assert form_words("WWDLW", translator("es")) == "GGEPG"
    assert translator("de")("Table") == "Tabelle" and translator("es")("Table") == "Clasificación"


def test_table_rules_refuse_a_draw_worth_more_than_a_win_and_a_criterion_twice() -> None:
    """'{"win": 2, "draw": 3}' and a tie-breaker listed twice were accepted."""
    with pytest.raises(LeagueRulesError, match="a draw cannot be worth more than a win"):
        rules_from_json('{"win": 2, "draw": 3}', LeagueRules())
    with pytest.raises(LeagueRulesError, match="'goal difference' is listed twice"):
        rules_from_json('{"tie_breakers": ["goal difference", "goal difference"]}', LeagueRules())
    assert rules_from_json('{"win": 2, "draw": 1}', LeagueRules()).win == 2
