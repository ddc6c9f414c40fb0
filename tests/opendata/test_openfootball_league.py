"""Reading football.json league seasons: phases, play-offs, and the errors files carry."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from tracker.core.results.rounds import Stage
from tracker.core.results.values import Fixture, FixtureStatus, Placeholder, Result
from tracker.opendata.openfootball.edition import parse_edition
from tracker.opendata.openfootball.league import league_name, matchday_of, split_phase
from tracker.opendata.openfootball.values import OpenFootballError

TODAY = dt.date(2031, 1, 1)


def _match(rnd: str, date: str, home: str, away: str, score: Any = None, **more: Any) -> Any:
    out = {"round": rnd, "date": date, "time": "15:00", "team1": home, "team2": away}
    out["score"] = score if score is not None else {}
    out.update(more)
    return out


def _season(*matches: Any, name: str = "Test League 2029/30") -> str:
    return json.dumps({"name": name, "matches": list(matches)})


def test_a_season_is_one_edition_of_its_league_with_matchdays_as_rounds() -> None:
    edition = parse_edition(
        _season(
            _match("Matchday 1", "2029-08-10", "Reds", "Blues", {"ft": [2, 1], "ht": [1, 0]}),
            _match("Championship, Matchday 34", "2030-04-10", "Reds", "Blues", {"ft": [0, 0]}),
            _match(
                "Matchday 2", "2029-08-17", "Greens", "Reds", stage="Regular", score={"ft": [1, 1]}
            ),
        ),
        today=TODAY,
    )
    assert (edition.competition, edition.season, edition.year) == ("Test League", "2029-30", 2029)
    assert edition.title == "Test League 2029-30"
    first, split, regular = edition.matches
    assert (first.round.name, first.round.stage, first.round.matchday) == (
        "Matchday 1",
        Stage.LEAGUE,
        1,
    )
    assert split.round.name == "Championship, Matchday 34"
    assert regular.round.name == "Matchday 2"  # "Regular" is the main table
    assert isinstance(first, Result) and first.score.ht == (1, 0)
    assert edition.problems == ()


def test_names_phases_and_matchdays() -> None:
    assert league_name("Australia | A-League 2024/25") == ("Australia A-League", "2024-25", 2024)
    assert league_name("Primera División de España 2023/24")[0] == "Spain Primera División"
    assert split_phase("Relegation, Matchday 3") == ("Relegation", "Matchday 3")
    assert matchday_of("Relegation, Matchday 3") == 3 and matchday_of("Finals, Final") is None
    with pytest.raises(OpenFootballError, match="season of two years"):
        league_name("Broken League 2023/27")


def test_knockout_rounds_of_a_league_keep_their_phase() -> None:
    edition = parse_edition(
        _season(
            _match("Semifinals", "2030-05-10", "Reds", "Blues", {"ft": [1, 0]}, stage="Finals"),
            _match("Playoff, Final", "2030-05-20", "Reds", "Greens", {"ft": [2, 2], "et": [3, 2]}),
            _match(
                "Clausura Playoffs, Play-in round 1",
                "2030-05-01",
                "A",
                "B",
                {"ft": [1, 1], "p": [4, 3]},
            ),
        ),
        today=TODAY,
    )
    semi, final, playin = edition.matches
    assert (semi.round.name, semi.round.stage) == ("Finals, Semi-final", Stage.SEMI_FINAL)
    assert (final.round.name, final.round.stage) == ("Playoff, Final", Stage.FINAL)
    assert (playin.round.name, playin.round.stage) == (
        "Clausura Playoffs, Play-in round 1",
        Stage.PLAYOFF,
    )
    assert isinstance(playin, Result) and playin.winner() == "A"


def test_a_phase_where_each_team_meets_one_opponent_is_two_legged_ties() -> None:
    edition = parse_edition(
        _season(
            _match("Playoffs, Matchday 1", "2030-02-11", "A", "B", {"ft": [1, 0]}),
            _match("Playoffs, Matchday 1", "2030-02-11", "C", "D", {"ft": [0, 0]}),
            _match(
                "Playoffs, Matchday 2",
                "2030-02-18",
                "B",
                "A",
                {"ft": [1, 0], "et": [1, 0], "p": [5, 4]},
            ),
            _match("Playoffs, Matchday 2", "2030-02-18", "D", "C", {"ft": [2, 0]}),
            _match("League, Matchday 1", "2029-09-01", "A", "C", {"ft": [2, 0]}),
        ),
        today=TODAY,
    )
    names = [m.round.name for m in edition.matches]
    assert names[:4] == ["Playoffs, first leg"] * 2 + ["Playoffs, second leg"] * 2
    assert {m.round.stage for m in edition.matches[:4]} == {Stage.PLAYOFF}
    assert edition.matches[4].round.stage is Stage.LEAGUE


def test_a_level_shootout_is_named_and_the_result_kept_without_it() -> None:
    edition = parse_edition(
        _season(
            _match(
                "Playoffs, Final",
                "2030-05-01",
                "Reds",
                "Blues",
                {"ft": [1, 1], "et": [1, 1], "p": [4, 4]},
            ),
        ),
        today=TODAY,
    )
    [match] = edition.matches
    assert isinstance(match, Result)
    assert match.score.penalties is None and match.score.final == (1, 1)
    assert match.winner() is None and match.shootout_unknown  # not known: the shootout
    [line] = edition.problems
    assert "2030-05-01 Reds v Blues" in line and "4-4" in line and "shootout unknown" in line


def test_a_past_match_without_a_score_is_a_fixture_with_its_result_unknown() -> None:
    edition = parse_edition(
        _season(
            _match("Finals, Final", "2030-05-31", "Reds", "Blues"),
            _match("Finals, Final", "2031-05-31", "Reds", "Greens"),
            _match("Matchday 9", "2030-03-01", "Reds", "Blues", status="postponed"),
            _match("Finals, Semi-Final", "2030-05-16", "Sieger EF", "Reds"),
        ),
        today=TODAY,
    )
    past, future, postponed, undecided = edition.matches
    assert isinstance(past, Fixture) and past.status is FixtureStatus.UNKNOWN
    assert isinstance(future, Fixture) and future.status is FixtureStatus.SCHEDULED
    assert isinstance(postponed, Fixture) and postponed.status is FixtureStatus.POSTPONED
    assert isinstance(undecided, Fixture) and isinstance(undecided.home, Placeholder)
    assert str(undecided.home) == "not known yet (Sieger EF)"
    [line] = edition.problems
    assert "2030-05-31 Reds v Blues" in line and "does not give its result" in line
    # Without a day to compare with, nothing is assumed played.
    assert (
        parse_edition(_season(_match("Finals, Final", "2030-05-31", "Reds", "Blues"))).problems
        == ()
    )


def test_a_team_twice_on_one_matchday_is_named_and_both_matches_kept() -> None:
    edition = parse_edition(
        _season(
            _match("Matchday 3", "2029-09-01", "Reds", "Blues", {"ft": [1, 0]}),
            _match("Matchday 3", "2029-12-01", "Greens", "Reds", {"ft": [0, 0]}),
        ),
        today=TODAY,
    )
    assert len(edition.results) == 2
    [line] = edition.problems
    assert line.startswith("Matchday 3: Reds plays twice")


def test_a_season_file_short_of_its_double_round_robin_says_how_short() -> None:
    teams = ("Reds", "Blues", "Greens", "Whites")
    pairs = [(a, b) for a in teams for b in teams if a < b]  # 6: the first round robin
    first = [
        _match(f"Matchday {n}", f"2029-08-{n:02d}", a, b, {"ft": [1, 0]})
        for n, (a, b) in enumerate(pairs, 1)
    ]
    second = [
        _match(f"Matchday {n}", f"2029-09-{n:02d}", b, a, {"ft": [0, 0]})
        for n, (a, b) in enumerate(pairs, 7)
    ]
    # A file that stops after two matches of the second round robin: 8 of 12.
    edition = parse_edition(_season(*first, *second[:2]), today=TODAY)
    [line] = edition.problems
    assert line == (
        "the regular season holds 8 of the 12 matches of a double round robin of 4 teams: "
        "4 are not in the file (neither result nor fixture); its tables count what it holds"
    )
    # Whole, or a single round robin (no second to be short of), it says nothing.
    assert parse_edition(_season(*first, *second), today=TODAY).problems == ()
    assert parse_edition(_season(*first), today=TODAY).problems == ()
    # Its matches to play are in the file: nothing is missing.
    fixtures = [
        _match(f"Matchday {n}", f"2031-09-{n:02d}", b, a) for n, (a, b) in enumerate(pairs, 7)
    ][2:]
    assert parse_edition(_season(*first, *second[:2], *fixtures), today=TODAY).problems == ()


def test_one_match_short_is_one_not_in_the_file() -> None:
    """ "1 are not in the file" (Morocco 2024-25's single missing match said it so)."""
    teams = ("Reds", "Blues", "Greens", "Whites")
    pairs = [(a, b) for a in teams for b in teams for _ in (0,) if a != b]  # 12: both ways
    played = [
        _match(f"Matchday {n}", f"2029-08-{n:02d}", a, b, {"ft": [1, 0]})
        for n, (a, b) in enumerate(pairs[:-1], 1)
    ]
    [line] = parse_edition(_season(*played), today=TODAY).problems
    assert "11 of the 12 matches" in line and ": 1 is not in the file" in line


def test_a_team_written_another_way_in_one_match_is_named() -> None:
    """ "Burnley" for "Burnley FC" in one match of 380 made a 21st team of one match
    without a word, and the short-season check went quiet."""
    teams = [f"Club {c} FC" for c in "ABCDEF"]
    pairs = [(a, b) for a in teams for b in teams if a != b]  # 30: a double round robin
    matches = [
        _match(f"Matchday {n + 1}", f"2029-08-{n % 28 + 1:02d}", a, b, {"ft": [1, 0]})
        for n, (a, b) in enumerate(pairs)
    ]
    matches[0] = {**matches[0], "team1": "Club A"}
    [line] = parse_edition(_season(*matches), today=TODAY).problems
    assert line == (
        "Club A plays 1 match(es) of the regular season, most teams 10: is it Club A FC "
        "written another way? Kept as a team of its own"
    )


def test_an_awarded_score_is_a_result_that_says_so() -> None:
    edition = parse_edition(
        _season(
            _match("Matchday 14", "2029-12-14", "Reds", "Blues", {"ft": [0, 2]}, status="awarded")
        ),
        today=TODAY,
    )
    [match] = edition.matches
    assert isinstance(match, Result) and match.awarded and match.score.final == (0, 2)


def test_a_world_cup_file_is_still_read_as_a_cup() -> None:
    text = json.dumps(
        {
            "name": "World Cup 2030",
            "matches": [_match("Final", "2030-07-19", "A", "B", {"ft": [1, 0]})],
        }
    )
    edition = parse_edition(text)
    assert (edition.competition, edition.season) == ("FIFA World Cup", "")
    assert edition.matches[0].round.stage is Stage.FINAL


def test_a_club_written_with_its_country_is_stored_under_its_name() -> None:
    edition = parse_edition(
        _season(
            _match(
                "League, Matchday 1",
                "2029-09-17",
                "Liverpool FC (ENG)",
                "PSV (NED)",
                {"ft": [2, 0]},
            ),
            _match(
                "League, Matchday 1", "2029-09-17", "Old Boys (II)", "Lens (XYZ)", {"ft": [1, 1]}
            ),
            name="UEFA Champions League 2029/30",
        ),
        today=TODAY,
    )
    teams = [(m.home, m.away) for m in edition.matches]
    assert teams == [("Liverpool FC", "PSV"), ("Old Boys (II)", "Lens (XYZ)")]
    assert dict(edition.written) == {"Liverpool FC": "Liverpool FC (ENG)", "PSV": "PSV (NED)"}
    assert edition.problems == ()


def test_two_clubs_of_one_name_from_two_countries_keep_their_country() -> None:
    edition = parse_edition(
        _season(
            _match(
                "League, Matchday 1",
                "2029-09-17",
                "Rangers FC (SCO)",
                "Arsenal FC (ENG)",
                {"ft": [2, 0]},
            ),
            _match(
                "League, Matchday 2",
                "2029-10-01",
                "Arsenal FC (ENG)",
                "Rangers FC (NIR)",
                {"ft": [1, 1]},
            ),
            name="UEFA Champions League 2029/30",
        ),
        today=TODAY,
    )
    teams = [(m.home, m.away) for m in edition.matches]
    assert teams == [("Rangers FC (SCO)", "Arsenal FC"), ("Arsenal FC", "Rangers FC (NIR)")]
    assert edition.problems == (
        "Rangers FC (NIR) and Rangers FC (SCO) are different clubs of one name; each is "
        "kept with its country",
    )


def test_a_shootout_no_shootout_can_end_on_is_kept_out() -> None:
    """A league file's knockout tie given "p": [9, 2] stored 9-2 on penalties."""
    from tracker.opendata.openfootball.league import _without_level_shootout

    problems: list[str] = []
    kept = _without_level_shootout({"ft": [1, 1], "p": [9, 2]}, "matches[0]", problems)
    assert kept == {"ft": [1, 1]}
    assert problems == [
        "matches[0]: a shootout cannot end 9-2: it stops once one side cannot catch up, so "
        "it ends three apart at most, and one apart after sudden death; the result is kept "
        "without it, the shootout unknown"
    ]
