"""Played matches and player lines written briefly, for the record-book tests."""

from __future__ import annotations

import datetime as dt
import itertools

from tracker.core.match.model import Side
from tracker.core.records.books import PlayedMatch, PlayerLine, RecordKind
from tracker.core.results.rounds import Stage

_ids = itertools.count(1)

COMPETITION = "Cup"


def pm(
    day: str,
    home: str,
    score: str,
    away: str,
    *,
    stage: Stage | None = Stage.GROUP,
    season: str | None = None,
    shootout: tuple[int, int] | None = None,
    scorers: bool = True,
    logged: bool = False,
    venue: str = "",
    id: int | None = None,
    number: int | None = None,
    group: str = "",
) -> PlayedMatch:
    """``pm("2026-07-15", "Argentina", "2-1", "England", stage=Stage.SEMI_FINAL)``.

    The season (and so the edition) is the date's year unless given; a score "-"
    makes a fixture.
    """
    date = dt.date.fromisoformat(day)
    season = season or str(date.year)
    fixture = score == "-"
    h, a = (0, 0) if fixture else (int(x) for x in score.split("-"))
    record = RecordKind.FIXTURE if fixture else (RecordKind.LOGGED if logged else RecordKind.RESULT)
    return PlayedMatch(
        id=id if id is not None else next(_ids),
        date=date,
        number=number,
        competition=COMPETITION,
        competition_id=1,
        edition=f"{COMPETITION} {season}",
        edition_id=int(season[:4]),
        season=season,
        round=stage.value if stage is not None else "",
        stage=stage,
        group=group,
        home=home,
        away=away,
        home_goals=h,
        away_goals=a,
        shootout=shootout,
        venue=venue,
        record=record,
        scorers_known=scorers or logged,
        lineups_known=logged,
    )


def line(
    match: PlayedMatch,
    person_id: int,
    name: str,
    side: Side = Side.HOME,
    *,
    goals: int = 0,
    assists: int = 0,
    sub_goals: int = 0,
    started: bool | None = None,
    came_on: int | None = None,
) -> PlayerLine:
    """A player's line in ``match``."""
    return PlayerLine(
        match_id=match.id,
        person_id=person_id,
        person=name,
        team=match.home if side is Side.HOME else match.away,
        side=side,
        goals=goals,
        assists=assists,
        sub_goals=sub_goals,
        started=started,
        came_on=came_on,
    )
