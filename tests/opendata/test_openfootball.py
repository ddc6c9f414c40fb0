"""Reading openfootball worldcup.json files: results, fixtures, and where a file is wrong."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.results.rounds import Stage
from tracker.core.results.values import Fixture, FixtureStatus, Placeholder, Result, Score
from tracker.opendata.openfootball.edition import OpenFootballError, parse_edition

H2 = Period.SECOND_HALF


def _match(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "round": "Semi-final",
        "num": 102,
        "date": "2026-07-15",
        "time": "15:00 UTC-4",
        "team1": "England",
        "team2": "Argentina",
        "score": {"ft": [1, 2], "ht": [0, 0]},
        "goals1": [{"name": "Anthony Gordon", "minute": "55"}],
        "goals2": [
            {"name": "Enzo Fernández", "minute": "86"},
            {"name": "Lautaro Martínez", "minute": "92"},
        ],
        "ground": "Atlanta",
    }
    base.update(fields)
    return {k: v for k, v in base.items() if v is not ...}


def _file(*matches: dict[str, Any], name: str = "World Cup 2026") -> str:
    return json.dumps({"name": name, "matches": list(matches)}, ensure_ascii=False)


def _one(match: dict[str, Any], groups: str | None = None) -> Result | Fixture:
    edition = parse_edition(_file(match), groups)
    assert len(edition.matches) == 1
    return edition.matches[0]


def _result(match: dict[str, Any], groups: str | None = None) -> Result:
    result = _one(match, groups)
    assert isinstance(result, Result)
    return result


def _error(text: str, groups: str | None = None) -> OpenFootballError:
    with pytest.raises(OpenFootballError) as info:
        parse_edition(text, groups)
    return info.value


def test_the_reference_semi_final() -> None:
    edition = parse_edition(_file(_match()))
    assert (edition.competition, edition.year, edition.name) == (
        "FIFA World Cup",
        2026,
        "World Cup 2026",
    )
    assert edition.title == "FIFA World Cup 2026"
    result = edition.results[0]
    assert (result.home, result.away, result.venue, result.number) == (
        "England",
        "Argentina",
        "Atlanta",
        102,
    )
    assert result.date == dt.date(2026, 7, 15)
    assert result.kickoff == dt.time(15, 0, tzinfo=dt.timezone(dt.timedelta(hours=-4)))
    assert result.round.name == "Semi-final"
    assert result.round.stage is Stage.SEMI_FINAL
    assert result.score == Score(ft=(1, 2), ht=(0, 0))
    assert str(result.score) == "1-2"
    assert result.winner() == "Argentina"
    assert result.scorers_known
    assert [(g.scorer, str(g.time), g.side) for g in result.goals] == [
        ("Anthony Gordon", "55'", Side.HOME),
        ("Enzo Fernández", "86'", Side.AWAY),
        ("Lautaro Martínez", "90'+2", Side.AWAY),
    ]


def test_extra_time_penalties_and_minutes_past_ninety() -> None:
    result = _result(
        _match(
            round="Final",
            score={"ft": [1, 1], "ht": [1, 0], "et": [2, 2], "p": [4, 2]},
            goals1=[
                {"name": "A", "minute": "45+2"},
                {"name": "B", "minute": "105+1", "penalty": True},
            ],
            goals2=[{"name": "C", "minute": 90, "offset": 5}, {"name": "D", "minute": 120}],
        )
    )
    assert result.score.extra_time
    assert result.score.final == (2, 2)
    assert result.score.penalties == (4, 2)
    assert str(result.score) == "2-2 aet (4-2 pens)"
    assert result.winner() == "England"
    assert [str(g.time) for g in result.goals] == ["45'+2", "105'+1", "90'+5", "120'"]
    assert [g.penalty for g in result.goals] == [False, True, False, False]
    assert result.goals[1].time.period is Period.EXTRA_FIRST


def test_a_bare_minute_past_ninety_is_extra_time_when_it_was_played() -> None:
    result = _result(
        _match(score={"ft": [0, 0], "et": [1, 0]}, goals1=[{"name": "A", "minute": 92}], goals2=[])
    )
    assert result.goals[0].time == MatchTime(Period.EXTRA_FIRST, 92)


def test_an_own_goal_counts_for_the_other_side() -> None:
    result = _result(
        _match(
            score={"ft": [1, 0]},
            goals1=[{"name": "Joseph Yobo", "minute": 90, "offset": 2, "owngoal": True}],
            goals2=[],
        )
    )
    goal = result.goals[0]
    assert goal.own_goal
    assert goal.side is Side.HOME
    assert goal.scorer_side is Side.AWAY
    assert goal.time == MatchTime(H2, 90, 2)


def test_scorers_unknown_in_old_years() -> None:
    result = _result(_match(goals1=..., goals2=..., time=..., num=..., score={"ft": [3, 1]}))
    assert not result.scorers_known
    assert result.goals == ()
    assert result.kickoff is None
    assert result.number is None
    assert result.score.ht is None
    goalless = _result(_match(goals1=..., goals2=..., score={"ft": [0, 0]}))
    assert goalless.scorers_known


def test_a_half_time_score_its_goals_contradict_is_named_and_not_kept() -> None:
    """The 2022 quarter-final as its file gives it: half-time 1-0 to the Netherlands,
    but Molina's goal for Argentina at 35' (it was 0-1). One line says so; the goals
    and the score are kept, the half-time score is not."""
    goals2 = [{"name": "Nahuel Molina", "minute": "35"}, {"name": "Lionel Messi", "minute": "73"}]
    goals1 = [
        {"name": "Wout Weghorst", "minute": "83"},
        {"name": "Wout Weghorst", "minute": "90+11"},
    ]
    wrong = _match(
        team1="Netherlands", score={"ft": [2, 2], "ht": [1, 0]}, goals1=goals1, goals2=goals2
    )
    edition = parse_edition(_file(wrong, _match(date="2026-07-16", num=103)))
    result = edition.matches[0]
    assert isinstance(result, Result)
    assert (result.score.ht, result.score.ft, len(result.goals)) == (None, (2, 2), 4)
    assert edition.problems == (
        "matches[0] (2026-07-15 Netherlands v Argentina): half-time given as 1-0, but its "
        "goals give 0-1 at half-time; kept without the half-time score",
    )
    right = parse_edition(_file(_match()))  # 0-0 at half-time, the goals at 55', 86', 92'
    assert right.problems == () and right.matches[0].score.ht == (0, 0)  # type: ignore[union-attr]


def test_a_score_written_as_a_list_is_the_full_time_score() -> None:
    result = _result(_match(score=[2, 0], goals1=..., goals2=...))
    assert result.score == Score(ft=(2, 0))


def test_extra_time_without_full_time() -> None:
    result = _result(_match(score={"p": [2, 4], "et": [1, 1]}, goals1=..., goals2=...))
    assert result.score.ft is None
    assert result.score.final == (1, 1)
    assert result.winner() == "Argentina"


def test_fixtures_and_placeholders() -> None:
    fixture = _one(
        _match(team1="W101", team2="W102", score=..., goals1=..., goals2=..., round="Final")
    )
    assert isinstance(fixture, Fixture)
    assert isinstance(fixture.home, Placeholder)
    assert str(fixture.home) == "winner of match 101"
    assert fixture.status is FixtureStatus.SCHEDULED
    assert fixture.round.stage is Stage.FINAL
    known = _one(_match(score={}, goals1=[], goals2=[], team2="3A/B/C/D/F"))
    assert isinstance(known, Fixture)
    assert known.home == "England"
    assert str(known.away) == "third of group A, B, C, D or F"
    unplayed = _match(num=103, score=None, goals1=..., goals2=...)
    edition = parse_edition(_file(_match(), unplayed))
    assert len(edition.results) == 1
    assert len(edition.fixtures) == 1


def test_a_cancelled_match_is_a_fixture_that_says_so() -> None:
    fixture = _one(
        _match(round="First round", status="canceled", score=..., goals1=..., goals2=...)
    )
    assert isinstance(fixture, Fixture)
    assert fixture.status is FixtureStatus.CANCELLED
    assert fixture.round.name == "Round of 16"


def test_a_matchday_takes_its_group_from_the_groups_file() -> None:
    groups = json.dumps(
        {"name": "World Cup 2026", "groups": [{"name": "Group L", "teams": ["England", "Croatia"]}]}
    )
    match = _match(
        round="Matchday 6", team2="Croatia", score={"ft": [2, 0]}, goals1=..., goals2=...
    )
    result = _result(match, groups)
    assert (result.round.name, result.round.group, result.round.matchday) == (
        "Group L",
        "Group L",
        6,
    )
    assert _result({**match, "group": "Group L"}, groups).round.group == "Group L"
    assert _result({**match, "group": "Group L"}).round.group == "Group L"
    error = _error(_file(match))
    assert error.where == "matches[0].round"
    assert "no group is given" in error.problem
    error = _error(_file({**match, "group": "Group K"}), groups)
    assert str(error) == (
        "matches[0].group: 'Group K', but the groups file puts both teams in Group L"
    )


def test_older_files_with_rounds_holding_the_matches() -> None:
    text = json.dumps(
        {
            "name": "World Cup 1930",
            "rounds": [{"name": "Final", "matches": [_match(round=..., goals1=..., goals2=...)]}],
        }
    )
    edition = parse_edition(text)
    assert edition.year == 1930
    assert edition.results[0].round.stage is Stage.FINAL


def test_other_competitions_keep_their_name() -> None:
    assert parse_edition(_file(name="Club World Cup 2025")).competition == "FIFA Club World Cup"
    assert parse_edition(_file(name="Copa América 2024")).competition == "Copa América"
    assert parse_edition(_file()).matches == ()


@pytest.mark.parametrize(
    ("text", "where", "problem"),
    [
        ("{", "line 1, column 2", "not valid JSON"),
        ("[]", "the file", "not a JSON object"),
        ('{"matches": []}', "name", "missing"),
        ('{"name": "World Cup", "matches": []}', "name", "does not say the year"),
        ('{"name": "World Cup 2026"}', "the file", "no list of matches"),
        ('{"name": "World Cup 2026", "matches": {}}', "matches", "not a list"),
        ('{"name": "World Cup 2026", "matches": [1]}', "matches[0]", "not a match"),
        ('{"name": "World Cup 2026", "matches": [' + "9" * 5000 + "]}", "the file", "digits"),
    ],
)
def test_a_broken_file_names_the_place(text: str, where: str, problem: str) -> None:
    error = _error(text)
    assert error.where == where
    assert problem in error.problem
    assert str(error).startswith(f"{where}: ")


@pytest.mark.parametrize(
    ("fields", "where", "problem"),
    [
        ({"team1": ""}, "matches[1].team1", "missing"),
        ({"team1": "Eng\ud800land"}, "matches[1].team1", "U+D800 is not a character"),
        ({"ground": 7}, "matches[1].ground", "not text"),
        ({"team2": None}, "matches[1].team2", "missing"),
        ({"round": "Last eight"}, "matches[1].round", "'Last eight' is not a round we know"),
        ({"date": "15/07/2026"}, "matches[1].date", "not a date"),
        ({"date": ...}, "matches[1].date", "missing"),
        ({"time": "3pm"}, "matches[1].time", "not a kick-off time"),
        ({"num": "102"}, "matches[1].num", "not a match number"),
        ({"score": {"ft": [1]}}, "matches[1].score.ft", "not a score"),
        ({"score": {"ft": [1, -2]}}, "matches[1].score.ft", "not a score"),
        ({"score": {"ft": [1, True]}}, "matches[1].score.ft", "not a score"),
        ({"score": {"ht": [1, 0]}}, "matches[1].score", "neither ft nor et"),
        ({"score": "1-2"}, "matches[1].score", "not a score"),
        ({"score": {"ft": [1, 2], "ht": [2, 0]}}, "matches[1].score.ht", "more goals"),
        ({"score": {"ft": [1, 2], "et": [2, 2]}}, "matches[1].score.et", "decided at full time"),
        ({"score": {"ft": [1, 1], "et": [0, 2]}}, "matches[1].score.et", "fewer goals"),
        ({"score": {"ft": [1, 2], "p": [4, 3]}}, "matches[1].score.p", "decided in play"),
        ({"score": {"ft": [1, 1], "et": [1, 1], "p": [4, 4]}}, "matches[1].score.p", "level"),
        ({"score": ...}, "matches[1].score", "missing, but goals are listed"),
        ({"team1": "W101"}, "matches[1].team1", "placeholder (winner of match 101), yet"),
        ({"status": "canceled"}, "matches[1].status", "yet there is a score"),
        (
            {"score": ..., "goals1": ..., "goals2": ..., "status": "lost"},
            "matches[1].status",
            "not a status",
        ),
        (
            {"goals2": [{"name": "X", "minute": 3}]},
            "matches[1].goals2",
            "lists 1 goal, but the score gives 2",
        ),
        ({"goals1": {"name": "X"}}, "matches[1].goals1", "not a list"),
        ({"goals1": ["Gordon 55"]}, "matches[1].goals1[0]", "not a goal"),
        (
            {"goals1": [{"name": "X", "minute": "55'+3"}]},
            "matches[1].goals1[0].minute",
            "added time follows",
        ),
        ({"goals1": [{"name": "X", "minute": "105+1"}]}, "matches[1].goals1[0].minute", "had none"),
        ({"goals1": [{"minute": 5}]}, "matches[1].goals1[0].name", "missing"),
        (
            {"goals1": [{"name": "X", "minute": 5, "penalty": "yes"}]},
            "matches[1].goals1[0].penalty",
            "true or false",
        ),
        (
            {"goals1": [{"name": "X", "minute": 5, "penalty": True, "owngoal": True}]},
            "matches[1].goals1[0]",
            "both a penalty and an own goal",
        ),
    ],
)
def test_a_bad_match_names_the_place(fields: dict[str, Any], where: str, problem: str) -> None:
    error = _error(_file(_match(), _match(**fields)))
    assert error.where == where
    assert problem in error.problem


@pytest.mark.parametrize(
    ("groups", "where"),
    [
        ("nope", "groups file: line 1, column 1"),
        ('{"groups": {}}', "groups file: the file"),
        ('{"groups": [{"name": "Group A"}]}', "groups file: groups[0]"),
        ('{"groups": [{"name": "Pool A", "teams": []}]}', "groups file: groups[0].name"),
        ('{"groups": [{"name": "Group A", "teams": [3]}]}', "groups file: groups[0].teams[0]"),
        (
            '{"groups": [{"name": "Group A", "teams": ["Chile"]}, '
            '{"name": "Group B", "teams": ["Chile"]}]}',
            "groups file: groups[1].teams[0]",
        ),
    ],
)
def test_a_bad_groups_file_names_the_place(groups: str, where: str) -> None:
    assert _error(_file(_match()), groups).where == where


_ROUND_TEXTS = {
    "Round of 32": "Round of 32",
    "Round of 16": "Round of 16",
    "Quarterfinals": "Quarter-final",
    "Quarter-finals": "Quarter-final",
    "Semifinals": "Semi-final",
    "Semi-finals": "Semi-final",
    "Semi-final": "Semi-final",
    "Third place play-off": "Match for third place",
    "Match for third place": "Match for third place",
    "Final": "Final",
}


@st.composite
def _played(draw: st.DrawFn) -> dict[str, Any]:
    """A played match as openfootball writes it, with scorers listed."""
    ft = (draw(st.integers(0, 4)), draw(st.integers(0, 4)))
    score: dict[str, Any] = {"ft": list(ft)}
    if draw(st.booleans()):
        score["ht"] = [draw(st.integers(0, ft[0])), draw(st.integers(0, ft[1]))]
    final = ft
    if ft[0] == ft[1] and draw(st.booleans()):
        final = (ft[0] + draw(st.integers(0, 2)), ft[1] + draw(st.integers(0, 2)))
        score["et"] = list(final)
        if final[0] == final[1]:
            kicks = draw(st.integers(0, 5))
            score["p"] = [kicks, kicks + 1] if draw(st.booleans()) else [kicks + 1, kicks]
    extra = "et" in score
    last = 125 if extra else 98

    def goals(count: int) -> list[dict[str, Any]]:
        out = []
        for _ in range(count):
            minute = draw(st.integers(1, last))
            written: Any = draw(st.sampled_from([minute, str(minute)]))
            goal: dict[str, Any] = {"name": draw(st.sampled_from(["Kane", "Messi", "Pedri"]))}
            if minute in (45, 90, 120) and (minute != 120 or extra) and draw(st.booleans()):
                goal["minute"], goal["offset"] = minute, draw(st.integers(1, 9))
            else:
                goal["minute"] = written
            if draw(st.booleans()):
                goal[draw(st.sampled_from(["penalty", "owngoal"]))] = True
            out.append(goal)
        return out

    return {
        "round": draw(st.sampled_from(sorted(_ROUND_TEXTS))),
        "date": "2026-07-15",
        "team1": "England",
        "team2": "Argentina",
        "score": score,
        "goals1": goals(final[0]),
        "goals2": goals(final[1]),
        "ground": "Atlanta",
    }


@given(st.lists(_played(), max_size=5))
def test_every_written_result_reads_back(matches: list[dict[str, Any]]) -> None:
    # On days of their own: one day's England v Argentina listed twice is one match.
    matches = [{**raw, "date": f"2026-07-{day:02d}"} for day, raw in enumerate(matches, 1)]
    edition = parse_edition(_file(*matches))
    assert len(edition.results) == len(matches)
    for raw, result in zip(matches, edition.results, strict=True):
        score = raw["score"]
        assert result.round.name == _ROUND_TEXTS[raw["round"]]
        assert result.score.final == tuple(score.get("et", score["ft"]))
        assert result.score.penalties == (tuple(score["p"]) if "p" in score else None)
        listed = [(Side.HOME, g) for g in raw["goals1"]] + [(Side.AWAY, g) for g in raw["goals2"]]
        assert len(result.goals) == len(listed)
        for (side, written), goal in zip(listed, result.goals, strict=True):
            assert goal.side is side
            assert goal.scorer == written["name"]
            assert goal.penalty == written.get("penalty", False)
            assert goal.own_goal == written.get("owngoal", False)
            running = int(written["minute"]) + written.get("offset", 0)
            assert goal.time.minute + goal.time.added == running
            assert goal.time.period.is_extra_time <= result.score.extra_time
