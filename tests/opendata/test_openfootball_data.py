"""The shipped openfootball World Cup files (1930-2026) read whole and add up.

The folder lies beside the repository (CI checks it out there); without it these
tests are skipped.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest

from tracker.core.league.standings import (
    Game,
    group_standings,
    standings,
    world_cup_lots,
    world_cup_rules,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.results.rounds import Stage
from tracker.core.results.values import Edition, FixtureStatus
from tracker.opendata.openfootball.edition import parse_edition

DATA = Path(__file__).parents[2] / ".." / "shared" / "data" / "openfootball-worldcup"

pytestmark = pytest.mark.skipif(
    not DATA.is_dir(), reason="the openfootball World Cup files are not beside the repository"
)

YEARS = (1930, 1934, 1938, *range(1950, 2027, 4))

#: Our round names (a group's round is its group).
KNOCKOUT_NAMES = {
    "Round of 32",
    "Round of 16",
    "Quarter-final",
    "Semi-final",
    "Match for third place",
    "Final",
}

#: The published standings spell one team otherwise than the results.
PUBLISHED_NAMES = {"United States": "USA"}


def _text(path: Path) -> str | None:
    return path.read_text("utf-8") if path.exists() else None


@functools.cache
def _edition(year: int) -> Edition:
    folder = DATA / str(year)
    text = _text(folder / "worldcup.json")
    assert text is not None
    return parse_edition(text, _text(folder / "worldcup.groups.json"))


@pytest.mark.parametrize("year", YEARS)
def test_every_edition_reads(year: int) -> None:
    edition = _edition(year)
    assert (edition.competition, edition.year) == ("FIFA World Cup", year)
    assert edition.matches
    for match in edition.matches:
        name = match.round.name
        assert name in KNOCKOUT_NAMES or match.round.group is not None or match.round.replay
        assert match.date.year == year


def test_the_files_are_all_here() -> None:
    assert sorted(int(p.parent.name) for p in DATA.glob("*/worldcup.json")) == list(YEARS)


def test_1069_matches_one_of_them_cancelled() -> None:
    editions = [_edition(year) for year in YEARS]
    assert sum(len(e.matches) for e in editions) == 1069
    fixtures = [f for e in editions for f in e.fixtures]
    assert [(f.home, f.away, f.status) for f in fixtures] == [
        ("Sweden", "Austria", FixtureStatus.CANCELLED)
    ]
    finals = [r for e in editions for r in e.results if r.round.stage is Stage.FINAL]
    assert len(finals) == 22  # 23 editions; 1950 ended in a final group
    assert len(_edition(2026).results) == 104


def test_scorers_are_known_for_the_early_and_recent_editions() -> None:
    for year in (1930, 1934, 1938, 1950, 2014, 2018, 2022, 2026):
        assert all(r.scorers_known for r in _edition(year).results), year
    assert not any(r.scorers_known and r.goals for r in _edition(1970).results)
    goals = [g for year in YEARS for r in _edition(year).results for g in r.goals]
    assert sum(g.own_goal for g in goals) == 38
    assert sum(g.penalty for g in goals) == 81


def test_the_reference_semi_final() -> None:
    (match,) = [r for r in _edition(2026).results if r.date.isoformat() == "2026-07-15"]
    assert (match.home, match.away, match.score.final) == ("England", "Argentina", (1, 2))
    assert match.round.name == "Semi-final"
    assert match.venue == "Atlanta"
    assert [g.time for g in match.goals] == [
        MatchTime(Period.SECOND_HALF, 55),
        MatchTime(Period.SECOND_HALF, 86),
        MatchTime(Period.SECOND_HALF, 90, 2),
    ]
    assert [g.scorer for g in match.goals] == [
        "Anthony Gordon",
        "Enzo Fernández",
        "Lautaro Martínez",
    ]


def test_matchdays_take_their_groups() -> None:
    groups = {r.round.name for r in _edition(2026).results if r.round.stage is Stage.GROUP}
    assert groups == {f"Group {letter}" for letter in "ABCDEFGHIJKL"}
    rounds_1950 = {r.round.name for r in _edition(1950).results}
    assert rounds_1950 == {"Group 1", "Group 2", "Group 3", "Group 4", "Final round"}


def _published(year: int) -> dict[str, list[tuple[Any, ...]]]:
    text = _text(DATA / str(year) / "worldcup.standings.json")
    assert text is not None
    return {
        group["name"]: [
            (
                row["pos"],
                PUBLISHED_NAMES.get(row["team"]["name"], row["team"]["name"]),
                row["played"],
                row["won"],
                row["drawn"],
                row["lost"],
                row["goals_for"],
                row["goals_against"],
                row["pts"],
            )
            for row in group["standings"]
        ]
        for group in json.loads(text)["groups"]
    }


@pytest.mark.parametrize("year", [2014, 2018])
def test_group_standings_equal_the_published_ones(year: int) -> None:
    tables = group_standings(_edition(year).results, rules=world_cup_rules(year))
    computed = {
        group: [
            (
                r.position,
                r.team,
                r.played,
                r.won,
                r.drawn,
                r.lost,
                r.goals_for,
                r.goals_against,
                r.points,
            )
            for r in rows
        ]
        for group, rows in tables.items()
    }
    assert computed == _published(year)


def test_the_1950_final_round_with_two_points_a_win() -> None:
    tables = group_standings(_edition(1950).results, rules=world_cup_rules(1950))
    assert [(r.team, r.points) for r in tables["Final round"]] == [
        ("Uruguay", 5),
        ("Brazil", 4),
        ("Sweden", 2),
        ("Spain", 1),
    ]


@pytest.mark.parametrize(
    ("year", "group", "order"),
    [
        (1954, "Group 2", ["Hungary", "West Germany", "Turkey", "South Korea"]),
        (1954, "Group 4", ["England", "Switzerland", "Italy", "Belgium"]),
        (1958, "Group 1", ["West Germany", "Northern Ireland", "Czechoslovakia", "Argentina"]),
        (1958, "Group 3", ["Sweden", "Wales", "Hungary", "Mexico"]),
        (1958, "Group 4", ["Brazil", "Soviet Union", "England", "Austria"]),
    ],
)
def test_a_group_play_off_ranks_its_winner_above_its_loser(
    year: int, group: str, order: list[str]
) -> None:
    """Level on points, the teams played again for the place: West Germany went
    through in 1954 on their 7-2 play-off win, though Turkey's goal difference was
    better. The play-off is not in the table's figures, and the two are not "level"."""
    results = _edition(year).results
    rows = group_standings(results, rules=world_cup_rules(year))[group]
    assert [r.team for r in rows] == order
    in_group = [r for r in results if r.round.group == group and r.round.stage is Stage.GROUP]
    assert sum(r.played for r in rows) == 2 * len(in_group)  # the play-off left out
    assert all(r.tied_with == () for r in rows)
    # The place it settled says so: the figures alone would rank the loser higher.
    (placed,) = [r for r in rows if r.play_off is not None]
    loser = rows[rows.index(placed) + 1].team
    assert placed.play_off_note().startswith(f"{placed.team} above {loser}: play-off won ")
    assert placed.play_off_note("de").startswith(f"{placed.team} vor {loser}: Entscheidungsspiel")


def test_1970_group_1_was_decided_by_lots() -> None:
    """The Soviet Union and Mexico, level on points and goal difference, drew lots for
    first place (goals scored did not count in 1970)."""
    tables = group_standings(
        _edition(1970).results,
        rules=world_cup_rules(1970),
        lots=lambda group: world_cup_lots(1970, group),
    )
    assert [(r.team, r.tied_with) for r in tables["Group 1"][:2]] == [
        ("Soviet Union", ("Mexico",)),
        ("Mexico", ("Soviet Union",)),
    ]


def test_the_2026_groups_add_up() -> None:
    tables = group_standings(_edition(2026).results, rules=world_cup_rules(2026))
    assert len(tables) == 12
    for rows in tables.values():
        assert [r.played for r in rows] == [3, 3, 3, 3]
        assert sum(r.goal_difference for r in rows) == 0
    assert "Argentina" in [r.team for r in tables["Group J"][:2]]


def test_2018_group_h_was_settled_by_fair_play_which_we_do_not_hold() -> None:
    results = [r for r in _edition(2018).results if r.round.group == "Group H"]
    rows = {r.team: r for r in group_standings(results)["Group H"]}
    assert rows["Japan"].tied_with == ("Senegal",)
    assert rows["Senegal"].tied_with == ("Japan",)
    assert rows["Colombia"].tied_with == ()
    # Given the fair-play order, the table is the published one whatever the start.
    table = standings(
        [Game(r.home, r.away, *r.score.final) for r in results],
        teams=["Senegal", "Japan", "Poland", "Colombia"],
        fallback_order=["Japan", "Senegal"],
    )
    assert [r.team for r in table] == ["Colombia", "Japan", "Senegal", "Poland"]
