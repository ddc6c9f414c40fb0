"""A match listed twice in one openfootball file: kept once if the entries agree,
the file refused if they do not; a replay or a second leg is another match."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from tracker.core.results.values import Result
from tracker.opendata.openfootball.edition import OpenFootballError, parse_edition

TODAY = dt.date(2031, 1, 1)


def _match(date: str = "2030-06-01", home: str = "Reds", away: str = "Blues", **more: Any) -> Any:
    out: dict[str, Any] = {
        "round": "Matchday 1",
        "date": date,
        "time": "18:00",
        "team1": home,
        "team2": away,
        "score": {"ft": [2, 1], "ht": [1, 0]},
        "goals1": [{"name": "Ann Able", "minute": 12}, {"name": "Ann Able", "minute": 80}],
        "goals2": [{"name": "Bo Blue", "minute": 90, "offset": 3}],
        "ground": "Springfield",
        "group": "Group A",
    }
    out.update(more)
    return out


def _file(*matches: Any, name: str = "Test Cup 2030") -> str:
    return json.dumps({"name": name, "matches": list(matches)})


def _refusal(text: str) -> str:
    with pytest.raises(OpenFootballError) as info:
        parse_edition(text, today=TODAY)
    return str(info.value)


def test_a_match_listed_twice_alike_is_kept_once_and_named() -> None:
    edition = parse_edition(
        _file(_match(), _match("2030-06-02", "Greens", "Whites"), _match()), today=TODAY
    )
    assert [(m.home, m.away) for m in edition.matches] == [("Reds", "Blues"), ("Greens", "Whites")]
    assert edition.problems == (
        "matches[2] (2030-06-01 Reds v Blues, Group A): listed twice (as matches[0] "
        "too): stored once",
    )


def test_the_repeat_of_a_match_with_a_data_error_names_the_error_once() -> None:
    """The half-time score its goals contradict is said of the match, not of each listing."""
    wrong = _match(score={"ft": [2, 1], "ht": [0, 0]})
    edition = parse_edition(_file(wrong, wrong), today=TODAY)
    assert len(edition.matches) == 1
    assert len(edition.problems) == 2
    assert edition.problems[0].startswith("matches[0] (2030-06-01 Reds v Blues): half-time")
    assert "listed twice" in edition.problems[1]


@pytest.mark.parametrize(
    ("change", "differs"),
    [
        ({"score": {"ft": [1, 1]}, "goals1": [{"name": "Ann Able", "minute": 12}]}, "score"),
        ({"goals1": [{"name": "Ann Able", "minute": 12}, {"name": "Cy Red", "minute": 80}]},
         "scorers"),
        ({"time": "20:00"}, "kick-off"),
        ({"ground": "Shelbyville"}, "ground"),
        ({"round": "Quarter-finals", "group": None}, "round"),
        ({"score": {}, "goals1": None, "goals2": None}, "score"),
    ],
)  # fmt: skip
def test_a_match_listed_twice_differently_refuses_the_file(
    change: dict[str, Any], differs: str
) -> None:
    other = {k: v for k, v in {**_match(), **change}.items() if v is not None}
    line = _refusal(_file(_match(), other))
    assert line.startswith("matches[1]: 2030-06-01 Reds v Blues is listed twice (as matches[0]")
    assert f"differ in {differs}" in line
    assert "\n" not in line


def test_two_matches_under_one_number_refuse_the_file() -> None:
    line = _refusal(_file(_match(num=7), _match("2030-06-02", "Greens", "Whites", num=7)))
    assert line.startswith("matches[1]: match 7 is listed twice (as matches[0]")
    assert "teams" in line and "date" in line


def test_a_replay_days_later_in_the_same_round_is_another_match() -> None:
    """1934 and 1938 replayed drawn knockout matches: same teams, same round, days apart."""
    first = _match(round="Quarter-finals", score={"ft": [1, 1], "et": [1, 1]})
    first.update(
        goals1=[{"name": "Ann Able", "minute": 12}], goals2=[{"name": "Bo Blue", "minute": 50}]
    )
    replay = _match("2030-06-02", round="Quarter-finals")
    edition = parse_edition(_file(first, replay, name="World Cup 1934"), today=TODAY)
    assert [m.date.day for m in edition.matches] == [1, 2]
    assert edition.problems == ()


def test_a_league_match_listed_twice_is_kept_once_not_said_to_be_played_twice() -> None:
    match = {k: v for k, v in _match().items() if k not in ("goals1", "goals2")}
    edition = parse_edition(
        _file(match, _match("2030-06-01", "Greens", "Whites"), match, name="Test League 2029/30"),
        today=TODAY,
    )
    assert len(edition.matches) == 2
    assert edition.problems == (
        "matches[2] (2030-06-01 Reds v Blues, Matchday 1): listed twice (as matches[0] "
        "too): stored once",
    )


def test_a_league_match_listed_twice_differently_refuses_the_file() -> None:
    match = {k: v for k, v in _match().items() if k not in ("goals1", "goals2")}
    other = {**match, "score": {"ft": [0, 0]}}
    line = _refusal(_file(match, other, name="Test League 2029/30"))
    assert line == (
        "matches[1]: 2030-06-01 Reds v Blues is listed twice (as matches[0] too), and the "
        "two differ in score (2-1 with 1-0 at half-time and 0-0): keep the right one"
    )


def test_two_legs_of_a_tie_are_two_matches() -> None:
    first = {k: v for k, v in _match(round="Playoffs, Matchday 1").items() if "goals" not in k}
    second = {
        k: v
        for k, v in _match("2030-06-08", "Blues", "Reds", round="Playoffs, Matchday 2").items()
        if "goals" not in k
    }
    edition = parse_edition(_file(first, second, name="Test League 2029/30"), today=TODAY)
    assert all(isinstance(m, Result) for m in edition.matches)
    assert len(edition.matches) == 2 and edition.problems == ()
