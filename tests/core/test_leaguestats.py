"""A league match's key stats: places before and after, runs, a title only when certain."""

from __future__ import annotations

from tracker.core.league.stats import run_stats, table_stats, title_stat
from tracker.core.league.tables import LeagueRow


def row(position: int, team: str, points: int) -> LeagueRow:
    return LeagueRow(position, team, 30, 0, 0, 0, 0, 0, points)


def test_the_place_before_and_after() -> None:
    [stat] = table_stats("A", row(2, "A", 60), row(1, "A", 63), "Table", "L 2030-31")
    assert (
        str(stat) == "A: 2nd with 60 points before the match, 1st with 63 points after (L 2030-31)"
    )
    [live] = table_stats("A", row(2, "A", 1), None, "Championship", "s")
    assert live.text == "A of the Championship table: 2nd with 1 point before the match"
    # Before a team's first match its place says nothing; level teams share theirs.
    first = LeagueRow(7, "A", 0, 0, 0, 0, 0, 0, 0, tied_with=("B",))
    level = LeagueRow(3, "A", 1, 1, 0, 0, 1, 0, 3, tied_with=("B",))
    [stat] = table_stats("A", first, level, "Table", "s")
    assert stat.text == "A: joint 3rd with 3 points after the match"
    assert table_stats("A", first, None, "Table", "s") == []


def test_runs_from_five_on() -> None:
    assert run_stats("A", ["L", "W", "D", "W", "W"], "s") == []
    [unbeaten] = run_stats("A", ["L", "W", "D", "W", "W", "D"], "s")
    assert unbeaten.text == "A: 5 league matches unbeaten"
    [all_season] = run_stats("A", ["W"] * 6, "s")
    assert all_season.text.endswith("(every league match of the season)")
    [winless] = run_stats("B", ["W", "L", "D", "L", "L", "D"], "s")
    assert winless.text == "B: 5 league matches without a win"


def test_a_title_only_when_no_one_can_reach_the_leader() -> None:
    rows = [row(1, "A", 80), row(2, "B", 71), row(3, "C", 60)]
    # B can still make 71 + 3 × 3 = 80: level is not certain.
    assert title_stat(rows, {"A": 3, "B": 3, "C": 3}, 3, "s", schedule_known=True) == []
    [stat] = title_stat(rows, {"A": 3, "B": 2, "C": 3}, 3, "s", schedule_known=True)
    assert stat.text.startswith("A are champions: 9 points clear with 3 matches left")
    # Without the whole schedule stored, nothing is certain.
    assert title_stat(rows, {"A": 3, "B": 2, "C": 3}, 3, "s", schedule_known=False) == []


def test_relegated_only_when_no_longer_able_to_climb_out() -> None:
    from tracker.core.league.stats import relegated

    rows = [row(1, "A", 50), row(2, "B", 40), row(3, "C", 31), row(4, "D", 30)]
    # One place down: D can reach 30 + 3 = 33 > C's 31: not certain.
    assert relegated(rows, {"A": 1, "B": 1, "C": 1, "D": 1}, 3, 1) == []
    # With no match left, D cannot pass anyone; level points would not be certain.
    assert relegated(rows, dict.fromkeys("ABCD", 0), 3, 1) == ["D"]
    level = [row(1, "A", 50), row(2, "B", 40), row(3, "C", 30), row(4, "D", 30)]
    assert relegated(level, dict.fromkeys("ABCD", 0), 3, 1) == []
    assert relegated(rows, dict.fromkeys("ABCD", 0), 3, 0) == []  # places not known


def test_a_title_by_one_point_says_one_point() -> None:
    from tracker.core.records.wording import Words

    rows = [row(1, "A", 80), row(2, "B", 79), row(3, "C", 60)]
    left = {"A": 0, "B": 0, "C": 1}
    [stat] = title_stat(rows, left, 3, "s", schedule_known=True)
    assert stat.text.startswith("A are champions: 1 point clear with 0 matches left")
    [german] = title_stat(rows, left, 3, "s", schedule_known=True, words=Words("de"))
    assert german.text.startswith("A ist Meister: 1 Punkt Vorsprung bei 0 verbleibenden")
    [spanish] = title_stat(rows, left, 3, "s", schedule_known=True, words=Words("es"))
    assert spanish.text.startswith("A es campeón: 1 punto de ventaja")


def test_teams_nothing_separates_share_the_first_of_their_places() -> None:
    """0-0 on the first matchday: both teams are joint 1st, not 1st and joint 2nd."""
    from tracker.core.league.tables import LeagueGame, league_table

    table = league_table([LeagueGame("France", "Germany", 0, 0, None)])
    assert [(r.position, r.place, r.tied_with) for r in table] == [
        (1, 1, ("Germany",)),
        (2, 1, ("France",)),
    ]
    said = [table_stats(r.team, None, r, "Table", "s")[0].text for r in table]
    assert said == [
        "France: joint 1st with 1 point after the match",
        "Germany: joint 1st with 1 point after the match",
    ]
    # Behind a leader, two level teams share 2nd.
    games = [
        LeagueGame("A", "B", 1, 0, None),
        LeagueGame("C", "D", 0, 0, None),
    ]
    places = {r.team: (r.place, bool(r.tied_with)) for r in league_table(games)}
    assert places["A"] == (1, False)
    assert places["C"] == places["D"] == (2, True)
