"""A small test-only writer of competitions, editions, teams, people and results.

Tests of the record books store what they need through :class:`Library`: rows are
inserted directly (as an import of results would store them), with each match's
revision ahead of its ``tallied_revision`` so the appearance rows get derived.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import insert, select
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.core.results.rounds import RoundError, Stage, read_round
from tracker.core.results.values import Edition, Placeholder, Result
from tracker.store.db import Database, open_database
from tracker.store.match.summaries import SUMMARY_VERSION
from tracker.store.tables import (
    CompetitionRow,
    EditionRow,
    MatchRow,
    PersonNameRow,
    PersonRow,
    ResultGoalRow,
    TeamRow,
)


@dataclass(frozen=True)
class G:
    """A goal for :meth:`Library.result`: scorer, the side it counts for, minute, how."""

    scorer: str
    side: str
    minute: int = 10
    penalty: bool = False
    own_goal: bool = False


@dataclass(frozen=True)
class _Round:
    name: str
    stage: Stage | None
    group: str | None


def _round(text: str) -> _Round:
    """Our round, or a league's round ("Round 12") kept as written, with no stage."""
    try:
        parsed = read_round(text)
    except RoundError:
        return _Round(text, None, None)
    return _Round(parsed.name, parsed.stage, parsed.group)


def _table(model: object) -> object:
    return model.__table__  # type: ignore[attr-defined]


class Library:
    """Writes record-book rows into a database (a fresh file by default)."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._teams: dict[str, int] = {}
        self._people: dict[tuple[str, str], int] = {}
        self._competitions: dict[str, int] = {}
        self._editions: dict[tuple[str, str], int] = {}
        self._session: Session | None = None

    @classmethod
    def at(cls, folder: Path) -> Library:
        """A library over a new database file in ``folder``."""
        return cls(open_database(folder / "records.sqlite3", backups=0))

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Write everything inside in one transaction."""
        with self.db.writing() as session:
            self._session = session
            try:
                yield
            finally:
                self._session = None

    def _insert(self, model: object, **values: object) -> int:
        statement = insert(_table(model)).values(**values)  # type: ignore[call-overload]
        if self._session is not None:
            return int(self._session.execute(statement).inserted_primary_key[0])
        with self.db.writing() as session:
            return int(session.execute(statement).inserted_primary_key[0])

    def competition(self, name: str = "FIFA World Cup", kind: str = "cup") -> int:
        """The competition's id (created once)."""
        if name not in self._competitions:
            self._competitions[name] = self._existing(CompetitionRow, name=name) or self._insert(
                CompetitionRow, name=name, folded=fold(name), kind=kind, rules=""
            )
        return self._competitions[name]

    def edition(self, season: str, competition: str = "FIFA World Cup") -> int:
        """The edition's id (created once): ``edition("2026")`` is FIFA World Cup 2026."""
        key = (competition, season)
        if key not in self._editions:
            year = int(season[:4]) if season[:4].isdigit() else None
            known = self._existing(
                EditionRow, competition_id=self.competition(competition), season=season
            )
            self._editions[key] = known or self._insert(
                EditionRow,
                competition_id=self.competition(competition),
                name=f"{competition} {season}",
                season=season,
                year=year,
            )
        return self._editions[key]

    def team(self, name: str) -> int:
        """The team's id (created once)."""
        if name not in self._teams:
            self._teams[name] = self._existing(TeamRow, name=name) or self._insert(
                TeamRow, name=name
            )
        return self._teams[name]

    def _existing(self, model: object, **where: object) -> int | None:
        """The id of a row stored before (by another writer over the same database)."""
        table = _table(model)
        query = select(table.c.id).where(*(table.c[k] == v for k, v in where.items()))  # type: ignore[attr-defined]
        if self._session is not None:
            return self._session.execute(query).scalar()
        with self.db.reading() as session:
            return session.execute(query).scalar()

    def person(self, name: str, team: str = "", born: dt.date | None = None) -> int:
        """The person's id (one per name and team, created once)."""
        key = (fold(name), team)
        if key not in self._people:
            pid = self._insert(PersonRow, name=name, folded=fold(name), date_of_birth=born, note="")
            self._insert(PersonNameRow, person_id=pid, name=name, folded=fold(name))
            self._people[key] = pid
        return self._people[key]

    def result(
        self,
        season: str,
        day: str,
        home: str,
        score: str,
        away: str,
        *,
        round: str = "Group A",
        goals: tuple[G, ...] | None = None,
        competition: str = "FIFA World Cup",
        kickoff: dt.time | None = None,
        number: int | None = None,
        venue: str = "",
        extra_time: bool = False,
        shootout: tuple[int, int] | None = None,
        record: str = "result",
        competitive: bool = True,
        awarded: bool = False,
    ) -> int:
        """Store a result ``home 2-1 away`` (goals counted after extra time).

        ``goals=None`` stores no scorers (unknown); ``goals=()`` a goalless match or
        a match whose scorers are unknown if the score is not 0-0. ``awarded``: the
        score is one the competition awarded.
        """
        h, a = (int(x) for x in score.split("-"))
        parsed = _round(round)
        edition = self.edition(season, competition)
        match_id = self._insert(
            MatchRow,
            uuid=_uuid(f"{season}-{day}-{home}-{away}-{round}"),
            competition=f"{competition} {season}",
            stage=round,
            date=dt.date.fromisoformat(day),
            kickoff=kickoff,
            venue=venue,
            home_team_id=self.team(home),
            away_team_id=self.team(away),
            home_name=home,
            away_name=away,
            home_score=h,
            away_score=a,
            so_home=shootout[0] if shootout else None,
            so_away=shootout[1] if shootout else None,
            status="awarded" if awarded else "full time",
            # Figures of a result are its own, not a replay's (there are no events).
            summary_version=SUMMARY_VERSION,
            edition_id=edition,
            round=parsed.name,
            round_stage=parsed.stage.value if parsed.stage else "",
            group_name=parsed.group or "",
            number=number,
            competitive=competitive,
            record=record,
            extra_time=extra_time,
            revision=1,
            tallied_revision=-1,
            created_at=dt.datetime.now(dt.timezone.utc),
            updated_at=dt.datetime.now(dt.timezone.utc),
        )
        for seq, goal in enumerate(goals or ()):
            scorer_team = home if (goal.side == "home") != goal.own_goal else away
            self._insert(
                ResultGoalRow,
                match_id=match_id,
                seq=seq,
                side=goal.side,
                person_id=self.person(goal.scorer, scorer_team) if goal.scorer else None,
                name=goal.scorer,
                period=1 if goal.minute <= 45 else 2,
                minute=goal.minute,
                added=0,
                penalty=goal.penalty,
                own_goal=goal.own_goal,
            )
        return match_id

    def fixture(
        self,
        season: str,
        day: str,
        home: str,
        away: str,
        *,
        round: str = "Final",
        venue: str = "",
        competition: str = "FIFA World Cup",
        number: int | None = None,
    ) -> int:
        """Store a fixture; a team written like "W101" is a placeholder."""
        parsed = _round(round)
        sides = {}
        for key, team in (("home", home), ("away", away)):
            real = not ((team[:1] in "WL123" and team[1:2].isdigit()) or team[:1].isdigit())
            sides[f"{key}_team_id"] = self.team(team) if real else None
            sides[f"{key}_name"] = team if real else ""
            sides[f"{key}_placeholder"] = "" if real else team
        return self._insert(
            MatchRow,
            uuid=_uuid(f"{season}-{day}-{home}-{away}-{round}-fixture"),
            competition=f"{competition} {season}",
            stage=round,
            date=dt.date.fromisoformat(day),
            venue=venue,
            edition_id=self.edition(season, competition),
            round=parsed.name,
            round_stage=parsed.stage.value if parsed.stage else "",
            group_name=parsed.group or "",
            number=number,
            record="fixture",
            summary_version=SUMMARY_VERSION,
            revision=1,
            tallied_revision=-1,
            created_at=dt.datetime.now(dt.timezone.utc),
            updated_at=dt.datetime.now(dt.timezone.utc),
            **sides,
        )

    def store_edition(self, edition: Edition, competition: str = "FIFA World Cup") -> None:
        """Store an edition read by :func:`tracker.opendata.openfootball.edition.parse_edition`."""
        season = str(edition.year)
        with self.batch():
            self._store_matches(edition, season, competition)

    def _store_matches(self, edition: Edition, season: str, competition: str) -> None:
        for match in edition.matches:
            if not isinstance(match, Result):
                home = match.home if isinstance(match.home, str) else match.home.text
                away = match.away if isinstance(match.away, str) else match.away.text
                assert not isinstance(home, Placeholder)
                self.fixture(
                    season,
                    match.date.isoformat(),
                    home,
                    away,
                    round=match.round.name,
                    venue=match.venue,
                    competition=competition,
                    number=match.number,
                )
                continue
            home_goals, away_goals = match.score.final
            goals = tuple(
                G(g.scorer, g.side.value, g.time.minute, g.penalty, g.own_goal) for g in match.goals
            )
            self.result(
                season,
                match.date.isoformat(),
                match.home,
                f"{home_goals}-{away_goals}",
                match.away,
                round=match.round.name,
                goals=goals if match.scorers_known else None,
                competition=competition,
                kickoff=match.kickoff,
                number=match.number,
                venue=match.venue,
                extra_time=match.score.extra_time,
                shootout=match.score.penalties,
            )


def whole_history(monkeypatch: object, editions: dict[str, int]) -> None:
    """Declare the FIFA World Cup's whole history to be ``editions`` (season → matches),
    as if the test's few matches were all it ever held: firsts become facts once the
    library holds every one of them."""
    import pytest

    from tracker.core.results import competitions

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setitem(competitions.HISTORY, "FIFA World Cup", dict(editions))


def _uuid(key: str) -> str:
    """A match's uuid made from what tells it apart: 36 characters, as the column holds
    (PostgreSQL refuses a longer one, "1974-1974-06-18-Yugoslavia-Zaire-Group A")."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, key))
