"""Where a logged match and a results file disagree: one line per difference."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.results.disagreements import Logged, TeamGoal, differences
from tracker.core.results.rounds import Round, Stage
from tracker.core.results.values import Goal, Result, Score

H2 = Period.SECOND_HALF


def _result(goals: tuple[Goal, ...], score: Score) -> Result:
    return Result(
        round=Round("Semi-final", Stage.SEMI_FINAL),
        date=dt.date(2026, 7, 15),
        kickoff=None,
        venue="",
        number=102,
        home="England",
        away="Argentina",
        score=score,
        goals=goals,
        scorers_known=True,
    )


FILE = _result(
    (
        Goal(Side.HOME, "Anthony Gordon", MatchTime(H2, 55)),
        Goal(Side.AWAY, "Enzo Fernandez", MatchTime(H2, 86)),
        Goal(Side.AWAY, "Lautaro Martínez", MatchTime(H2, 90, 2)),
    ),
    Score(ft=(1, 2), ht=(0, 0)),
)


def _logged(*goals: TeamGoal, score: tuple[int, int] = (2, 1)) -> Logged:
    return Logged("Argentina", "England", score, (0, 0), None, goals)


def test_the_same_match_told_the_other_way_round_agrees() -> None:
    logged = _logged(
        TeamGoal("England", "Anthony Gordon", MatchTime(H2, 55)),
        TeamGoal("Argentina", "Enzo Fernández", MatchTime(H2, 86)),
        TeamGoal("Argentina", "lautaro martinez", MatchTime(H2, 90, 2)),
    )
    assert differences(FILE, logged) == []


def test_a_minute_a_score_and_a_missing_scorer_are_each_one_line() -> None:
    logged = _logged(
        TeamGoal("England", "Anthony Gordon", MatchTime(H2, 55)),
        TeamGoal("Argentina", "Enzo Fernández", MatchTime(H2, 85)),
        score=(1, 1),
    )
    assert differences(FILE, logged) == [
        "score: Argentina 1-1 England here, Argentina 2-1 England in the file",
        "Argentina: Enzo Fernández's goal at 85' here, 86' in the file",
        "Argentina: Lautaro Martínez's goal at 90'+2 in the file is not logged here",
    ]


def test_a_goal_logged_here_only_and_a_penalty_told_apart() -> None:
    result = _result(
        (Goal(Side.AWAY, "Lionel Messi", MatchTime(H2, 60), penalty=True),), Score(ft=(0, 1))
    )
    logged = Logged(
        "Argentina",
        "England",
        (2, 0),
        None,
        None,
        (
            TeamGoal("Argentina", "Lionel Messi", MatchTime(H2, 60)),
            TeamGoal("Argentina", "Julián Álvarez", MatchTime(H2, 70)),
        ),
    )
    assert differences(result, logged) == [
        "score: Argentina 2-0 England here, Argentina 1-0 England in the file",
        "Argentina: Lionel Messi's goal at 60' is from play here, a penalty in the file",
        "Argentina: Julián Álvarez's goal at 70' here is not in the file",
    ]


def test_a_score_the_file_gives_as_awarded_is_said_awarded_and_the_log_standing() -> None:
    """A match played here 2-1, then awarded 0-3 by the competition: the import must not
    read as a mere disagreement about the goals, nor go unsaid where the scores agree."""
    awarded = replace(FILE, score=Score(ft=(3, 0)), goals=(), scorers_known=False, awarded=True)
    assert differences(awarded, _logged()) == [
        "score: Argentina 2-1 England here, Argentina 0-3 England awarded in the file; "
        "the score logged here stands, in the tables too"
    ]
    same = replace(awarded, score=Score(ft=(1, 2)))
    assert differences(same, _logged()) == [
        "score: Argentina 2-1 England here, Argentina 2-1 England awarded in the file; "
        "the score logged here stands, in the tables too"
    ]
