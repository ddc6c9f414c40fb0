"""Record-book queries: stored matches and appearances read as core values.

Every query is bounded by an index: matches by edition (``ix_match_edition_id``), by
team and date (``ix_match_home_team_date``/``ix_match_away_team_date``) or by id;
appearances by person or by match. Sums for leader boards are done by SQL. Call
:func:`tracker.store.records.tallies.refresh` first so the appearance rows are current
(on a database that may not be written, :func:`~tracker.store.records.tallies.count_in_memory`
in the session the queries are run in).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import CompoundSelect, Row, Select, and_, case, func, or_, select
from sqlmodel import Session

from tracker.core.match.model import Side
from tracker.core.match.state import Status
from tracker.core.match.summary import AWARDED
from tracker.core.records.books import PlayedMatch, PlayerLine, PlayerTally, RecordKind
from tracker.core.records.coverage import Coverage
from tracker.core.records.teamnames import all_names
from tracker.core.results.rounds import Stage
from tracker.core.results.values import FixtureStatus
from tracker.store.records.tallies import (
    appearance_rows,
    has_result,
    is_current,
    matches_of_people,
    with_result,
)
from tracker.store.results.catalogue import (
    CompetitionInfo,
    EditionInfo,
    PersonInfo,
    all_person_names,
    competitions,
    dates_of_birth,
    editions,
    people_named,
    person,
    teams,
)
from tracker.store.tables import (
    AppearanceRow,
    CompetitionRow,
    EditionRow,
    MatchRow,
    PersonNameRow,
    PersonRow,
    ResultGoalRow,
    TeamRow,
)

_match: Any = MatchRow.__table__  # type: ignore[attr-defined]
_edition: Any = EditionRow.__table__  # type: ignore[attr-defined]
_competition: Any = CompetitionRow.__table__  # type: ignore[attr-defined]
_appearance: Any = AppearanceRow.__table__  # type: ignore[attr-defined]
_person: Any = PersonRow.__table__  # type: ignore[attr-defined]
_person_name: Any = PersonNameRow.__table__  # type: ignore[attr-defined]
_goal: Any = ResultGoalRow.__table__  # type: ignore[attr-defined]
_team: Any = TeamRow.__table__  # type: ignore[attr-defined]

_STAGES = {stage.value: stage for stage in Stage}


@dataclass(frozen=True)
class Leader:
    """One line of a leader board: a person, his team(s) and his tally.

    ``cover`` is the coverage of his teams' matches in the board's scope: a figure
    whose need some of them lack is a lower bound (see :mod:`tracker.core.records.coverage`).
    """

    person_id: int
    name: str
    teams: tuple[str, ...]
    tally: PlayerTally
    cover: Coverage = Coverage()


def _scorers_known(session: Session) -> Any:
    """Every goal of the match is in its (current) appearance rows: scorers known and linked.

    A goal without a scorer, or whose scorer is not linked to a person, leaves the sum
    short; so do rows not derived yet (the match counts as unknown until they are).
    """
    a = appearance_rows(session)
    counted = (
        select(func.coalesce(func.sum(a.c.goals + a.c.own_goals), 0))
        .where(a.c.match_id == _match.c.id)
        .scalar_subquery()
    )
    return and_(
        is_current(session),
        counted == _match.c.home_score + _match.c.away_score,
    ).label("scorers_known")


def _match_query(session: Session) -> Any:
    joined = _match.outerjoin(_edition, _edition.c.id == _match.c.edition_id).outerjoin(
        _competition, _competition.c.id == _edition.c.competition_id
    )
    return (
        select(
            _match,
            _edition.c.name.label("edition_name"),
            _edition.c.season.label("edition_season"),
            _competition.c.id.label("competition_ref"),
            _competition.c.name.label("competition_name"),
            _scorers_known(session),
        )
        .select_from(joined)
        .where(_match.c.deleted_at.is_(None))
    )


def _played(row: Any) -> PlayedMatch:
    record = RecordKind(row.record) if row.record in ("logged", "result", "fixture") else None
    if not has_result(row.record, row.status):
        record = RecordKind.FIXTURE  # set up to be logged, not kicked off: no result yet
    shootout = None
    if row.so_home is not None and row.so_away is not None:
        shootout = (int(row.so_home), int(row.so_away))
    return PlayedMatch(
        id=int(row.id),
        date=row.date,
        kickoff=row.kickoff,
        number=row.number,
        competition=row.competition_name or row.competition,
        competition_id=row.competition_ref,
        edition=row.edition_name or "",
        edition_id=row.edition_id,
        season=row.edition_season or "",
        round=row.round or row.stage,
        stage=_STAGES.get(row.round_stage),
        group=row.group_name,
        competitive=bool(row.competitive),
        home=row.home_name or row.home_placeholder,
        away=row.away_name or row.away_placeholder,
        home_goals=int(row.home_score or 0),
        away_goals=int(row.away_score or 0),
        extra_time=bool(row.extra_time),
        shootout=shootout,
        venue=row.venue,
        record=record or RecordKind.LOGGED,
        scorers_known=bool(row.scorers_known),
        lineups_known=row.record == "logged",
        in_play=row.record == "logged" and row.status == Status.LIVE.value,
        home_team_id=row.home_team_id,
        away_team_id=row.away_team_id,
        cancelled=row.record == "fixture" and row.status == FixtureStatus.CANCELLED.value,
        postponed=row.record == "fixture" and row.status == FixtureStatus.POSTPONED.value,
        abandoned=row.status == FixtureStatus.ABANDONED.value,
        awarded=row.record == "result" and row.status == AWARDED,
    )


def matches(
    session: Session,
    *,
    ids: Iterable[int] | None = None,
    edition_id: int | None = None,
    competition_id: int | None = None,
    team_id: int | None = None,
    edition_ids: Sequence[int] | None = None,
    team_names: Sequence[str] | None = None,
) -> list[PlayedMatch]:
    """Stored matches (fixtures too) by ids, edition, competition and/or team, in order.

    At least one of ``ids``, ``edition_id`` and ``team_id`` should be given so the
    query is bounded by an index (a competition alone reads its editions' matches).
    """
    query = _match_query(session)
    if ids is not None:
        query = query.where(_match.c.id.in_(list(ids)))
    if edition_id is not None:
        query = query.where(_match.c.edition_id == edition_id)
    if edition_ids is not None:
        query = query.where(_match.c.edition_id.in_(list(edition_ids)))
    if competition_id is not None:
        editions = select(_edition.c.id).where(_edition.c.competition_id == competition_id)
        query = query.where(_match.c.edition_id.in_(editions))
    if team_id is not None:
        query = query.where(or_(_match.c.home_team_id == team_id, _match.c.away_team_id == team_id))
    if team_names is not None:
        names = list(team_names)
        query = query.where(or_(_match.c.home_name.in_(names), _match.c.away_name.in_(names)))
    found = [_played(row) for row in session.execute(query)]
    return sorted(found, key=lambda m: m.order)


def coverage(
    session: Session,
    *,
    edition_id: int | None = None,
    competition_id: int | None = None,
    team_id: int | None = None,
) -> tuple[Coverage, dict[str, Coverage]]:
    """What the played matches of a scope carry: over them all, and per team name.

    One query over the matches' kind and whether their scorers are known (call
    :func:`tracker.store.records.tallies.refresh` on the scope first).
    """
    query = (
        select(
            _match.c.record,
            _match.c.home_name,
            _match.c.away_name,
            _scorers_known(session),
        )
        .where(_match.c.deleted_at.is_(None))
        .where(with_result())
    )
    if edition_id is not None:
        query = query.where(_match.c.edition_id == edition_id)
    if competition_id is not None:
        editions = select(_edition.c.id).where(_edition.c.competition_id == competition_id)
        query = query.where(_match.c.edition_id.in_(editions))
    if team_id is not None:
        query = query.where(or_(_match.c.home_team_id == team_id, _match.c.away_team_id == team_id))
    total = Coverage()
    teams: dict[str, Coverage] = {}
    for row in session.execute(query):
        logged = int(row.record == "logged")
        one = Coverage(1, int(bool(row.scorers_known)), logged, logged)
        total += one
        for name in {row.home_name, row.away_name} - {None, ""}:
            teams[name] = teams.get(name, Coverage()) + one
    return total, teams


def team_coverage(
    session: Session,
    team_names: Sequence[str],
    *,
    besides_editions: Iterable[int] = (),
    besides_ids: Iterable[int] = (),
    since: dt.date | None = None,
) -> dict[tuple[int | None, str], Coverage]:
    """What the played matches of these teams carry, per competition (its id and name,
    as :class:`PlayedMatch` gives them: a match of no edition by its own competition
    text), leaving out the matches of ``besides_editions``, those of ``besides_ids``
    and, given ``since``, those dated before it (a match of no date is kept).

    One aggregate query over the teams' name indexes: a player's teams may have
    hundreds of matches where he is not on record, and only their count is wanted.
    """
    joined = _match.outerjoin(_edition, _edition.c.id == _match.c.edition_id).outerjoin(
        _competition, _competition.c.id == _edition.c.competition_id
    )
    known = _scorers_known(session)
    name = func.coalesce(_competition.c.name, _match.c.competition)
    names = list(team_names)
    query = (
        select(
            _competition.c.id.label("competition_id"),
            name.label("name"),
            func.count().label("matches"),
            func.sum(case((known, 1), else_=0)).label("scorers"),
            func.sum(case((_match.c.record == "logged", 1), else_=0)).label("logged"),
        )
        .select_from(joined)
        .where(
            _match.c.deleted_at.is_(None),
            with_result(),
            or_(_match.c.home_name.in_(names), _match.c.away_name.in_(names)),
        )
        .group_by(_competition.c.id, name)
    )
    editions = list(besides_editions)
    if editions:
        query = query.where(
            or_(_match.c.edition_id.is_(None), _match.c.edition_id.not_in(editions))
        )
    ids = list(besides_ids)
    if ids:
        query = query.where(_match.c.id.not_in(ids))
    if since is not None:
        query = query.where(or_(_match.c.date.is_(None), _match.c.date >= since))
    return {
        (row.competition_id, row.name or ""): Coverage(
            int(row.matches), int(row.scorers or 0), int(row.logged or 0), int(row.logged or 0)
        )
        for row in session.execute(query)
    }


def stamp(
    session: Session,
    match_ids: Select[Any] | CompoundSelect[Any] | None = None,
    *,
    people: bool = True,
) -> str:
    """A fingerprint of what the record books read: the matches (of ``match_ids``, else
    all) and the people with their names (``people``: for a reader of names). Every
    change to a match bumps its revision (a merge, split or link of people too, see
    :mod:`tracker.store.people.merging`), a merge removes a person, a split or an alias
    adds a row: any of them changes the stamp. Three aggregate queries (one without
    the people); nothing is written."""
    query = select(
        func.count(), func.coalesce(func.sum(_match.c.revision), 0), func.max(_match.c.id)
    ).select_from(_match)
    if match_ids is not None:
        query = query.where(_match.c.id.in_(match_ids))
    counted, revisions, last = session.execute(query).one()
    if not people:
        return f"{counted}:{revisions}:{last}"
    people_now, newest = session.execute(
        select(func.count(), func.max(_person.c.id)).select_from(_person)
    ).one()
    names = session.execute(select(func.count()).select_from(_person_name)).scalar()
    return f"{counted}:{revisions}:{last}|{people_now}:{newest}|{names}"


def editions_stamp(session: Session) -> str:
    """A fingerprint of the editions held (an import adds one): two aggregates over the
    edition rows, not the matches."""
    counted, last = session.execute(
        select(func.count(), func.max(_edition.c.id)).select_from(_edition)
    ).one()
    return f"{counted}:{last}"


def _his_team_names(person_id: int, appearance: Any = _appearance) -> Select[Any]:
    """The names of the teams a person played for (by his appearance rows)."""
    return (
        select(_team.c.name)
        .join(appearance, appearance.c.team_id == _team.c.id)
        .where(appearance.c.person_id == person_id)
    )


def team_names_of(session: Session, person_id: int) -> list[str]:
    """The names of the teams a person played for, each once."""
    return sorted(
        set(session.execute(_his_team_names(person_id, appearance_rows(session))).scalars())
    )


def page_scope(
    kind: str, ident: int, other_names: Sequence[str] = ()
) -> Select[Any] | CompoundSelect[Any]:
    """The ids of the matches one page of the records window reads, so that its stamp
    (:func:`stamp`) costs what the page shows, not the library:

    - ``"edition"``: the edition's matches;
    - ``"team"``: the team's matches, and every match of its competitions' editions
      (the page says how many of each competition's editions the library holds whole);
    - ``"player"``: the matches his rows may come from
      (:func:`tracker.store.records.tallies.matches_of_people`), and his teams'
      matches (the coverage his tallies are stated with).

    ``other_names``: the other names of the team, or of his teams, whose matches the
    page counts too (see :mod:`tracker.core.records.teamnames`).
    """
    others = list(other_names)
    # Only where there are other names: an empty IN would cost the team indexes.
    named = [_match.c.home_name.in_(others), _match.c.away_name.in_(others)] if others else []
    if kind == "edition":
        return select(_match.c.id).where(_match.c.edition_id == ident)
    if kind == "team":
        mine = or_(_match.c.home_team_id == ident, _match.c.away_team_id == ident, *named)
        played_in = select(_match.c.edition_id).where(mine)
        competitions = select(_edition.c.competition_id).where(_edition.c.id.in_(played_in))
        editions = select(_edition.c.id).where(_edition.c.competition_id.in_(competitions))
        return (
            select(_match.c.id)
            .where(mine)
            .union(select(_match.c.id).where(_match.c.edition_id.in_(editions)))
        )
    if kind == "player":
        his = matches_of_people([ident])
        names = _his_team_names(ident)
        around = select(_match.c.id).where(
            or_(_match.c.home_name.in_(names), _match.c.away_name.in_(names), *named)
        )
        return select(_match.c.id).where(_match.c.id.in_(his)).union(around)
    raise ValueError(f"no records page {kind!r} (edition, team or player)")


def key_stats_scope(match: PlayedMatch) -> Select[Any]:
    """The ids of the matches a match's key stats read: its teams' matches in its
    competition (under every name each had, see :mod:`tracker.core.records.teamnames`),
    and every match of its edition."""
    names = all_names((match.home, match.away))
    editions = select(_edition.c.id).where(_edition.c.competition_id == match.competition_id)
    wanted = [_match.c.id == match.id]
    if match.edition_id is not None:
        wanted.append(_match.c.edition_id == match.edition_id)
    if names and match.competition_id is not None:
        wanted.append(
            and_(
                _match.c.edition_id.in_(editions),
                or_(_match.c.home_name.in_(names), _match.c.away_name.in_(names)),
            )
        )
    return select(_match.c.id).where(or_(*wanted))


def first_leg_scope(match_id: int, edition_id: int | None) -> Select[Any]:
    """The ids of the matches a match's first leg is looked for among (see
    :meth:`tracker.services.leagues.LeagueService.first_leg`): every match of the
    edition it is counted in (``edition_id``; None: none) and the match itself."""
    wanted = [_match.c.id == match_id]
    if edition_id is not None:
        wanted.append(_match.c.edition_id == edition_id)
    return select(_match.c.id).where(or_(*wanted))


def match_ids(
    *,
    edition_id: int | None = None,
    competition_id: int | None = None,
    team_id: int | None = None,
    edition_ids: Sequence[int] | None = None,
    team_names: Sequence[str] | None = None,
) -> Select[Any]:
    """A query selecting the ids of an edition's (or editions'), a competition's and/or a
    team's matches."""
    query = select(_match.c.id)
    if edition_id is not None:
        query = query.where(_match.c.edition_id == edition_id)
    if edition_ids is not None:
        query = query.where(_match.c.edition_id.in_(list(edition_ids)))
    if competition_id is not None:
        editions = select(_edition.c.id).where(_edition.c.competition_id == competition_id)
        query = query.where(_match.c.edition_id.in_(editions))
    if team_id is not None:
        query = query.where(or_(_match.c.home_team_id == team_id, _match.c.away_team_id == team_id))
    if team_names is not None:
        names = list(team_names)
        query = query.where(or_(_match.c.home_name.in_(names), _match.c.away_name.in_(names)))
    return query


def _line(row: Any) -> PlayerLine:
    return PlayerLine(
        match_id=int(row.match_id),
        person_id=int(row.person_id),
        person=row.person_name,
        team=row.team_name or "",
        side=Side(row.side),
        started=row.started,
        came_on=row.came_on,
        minutes=row.minutes,
        goals=row.goals,
        penalties=row.penalties,
        own_goals=row.own_goals,
        assists=row.assists,
        yellows=row.yellows,
        reds=row.reds,
        sub_goals=row.sub_goals,
    )


def player_lines(
    session: Session,
    *,
    person_ids: Sequence[int] | None = None,
    match_ids: Iterable[int] | None = None,
) -> list[PlayerLine]:
    """Appearance rows of these people and/or in these matches (live matches only)."""
    a = appearance_rows(session)
    joined = (
        a.join(_match, _match.c.id == a.c.match_id)
        .join(_person, _person.c.id == a.c.person_id)
        .outerjoin(_team, _team.c.id == a.c.team_id)
    )
    query = (
        select(
            a,
            _person.c.name.label("person_name"),
            _team.c.name.label("team_name"),
        )
        .select_from(joined)
        .where(_match.c.deleted_at.is_(None))
    )
    if person_ids is not None:
        query = query.where(a.c.person_id.in_(list(person_ids)))
    if match_ids is not None:
        query = query.where(a.c.match_id.in_(list(match_ids)))
    return [_line(row) for row in session.execute(query)]


_SUMS = (
    "goals",
    "penalties",
    "own_goals",
    "assists",
    "yellows",
    "reds",
    "sub_goals",
)


def leaders(
    session: Session,
    *,
    edition_id: int | None = None,
    competition_id: int | None = None,
    team_id: int | None = None,
    order: str = "goals",
    limit: int | None = 20,
) -> list[Leader]:
    """People ranked by ``order`` (goals, assists, yellows, ...) over the matches chosen.

    The sums are done by SQL over the appearance rows, grouped by person; people level
    are ranked by fewer minutes played (where known). A ``limit`` that falls in a tie
    takes in everyone level at the cut.
    """
    a = appearance_rows(session)
    played = or_(a.c.started.is_(None), a.c.started.is_(True), a.c.came_on.is_not(None))
    columns = [
        a.c.person_id,
        func.count(case((played, 1))).label("appearances"),
        func.count(case((and_(played, a.c.started.is_not(None)), 1))).label("with_lineups"),
        func.count(case((a.c.started.is_(True), 1))).label("starts"),
        func.count(case((and_(a.c.started.is_(False), a.c.came_on.is_not(None)), 1))).label(
            "sub_appearances"
        ),
        func.coalesce(func.sum(a.c.minutes), 0).label("minutes"),
        *(func.sum(a.c[name]).label(name) for name in _SUMS),
    ]
    query = select(*columns).select_from(a.join(_match, _match.c.id == a.c.match_id))
    query = query.where(_match.c.deleted_at.is_(None))
    if edition_id is not None:
        query = query.where(_match.c.edition_id == edition_id)
    if competition_id is not None:
        editions = select(_edition.c.id).where(_edition.c.competition_id == competition_id)
        query = query.where(_match.c.edition_id.in_(editions))
    if team_id is not None:
        query = query.where(a.c.team_id == team_id)
    by_name = {column.name: column for column in columns[1:]}
    if order not in by_name:
        raise ValueError(f"cannot rank by {order!r} (one of: {', '.join(by_name)})")
    ranked = (
        query.group_by(a.c.person_id)
        .having(by_name[order] > 0)
        .order_by(by_name[order].desc(), by_name["minutes"], a.c.person_id)
    )
    rows = _cut_after_ties(session, ranked, by_name[order], order, limit)
    names = _names(session, [int(r.person_id) for r in rows])
    teams = _teams_of(session, [int(r.person_id) for r in rows], edition_id, competition_id)
    out = []
    for row in rows:
        tally = PlayerTally(
            **{name: int(getattr(row, name) or 0) for name in PlayerTally.__dataclass_fields__}
        )
        pid = int(row.person_id)
        out.append(Leader(pid, names.get(pid, ""), teams.get(pid, ()), tally))
    return out


def _cut_after_ties(
    session: Session, ranked: Select[Any], figure: Any, order: str, limit: int | None
) -> Sequence[Row[Any]]:
    """The first ``limit`` rows of ``ranked``, and every row level with the last of them:
    a board cut in the middle of a tie (10th and 11th on 5 goals, the 10th shown alone)
    reads as if the 10th were alone on 5."""
    if limit is None:
        return session.execute(ranked).all()
    rows = session.execute(ranked.limit(limit)).all()
    if not rows or len(rows) < limit:
        return rows
    return session.execute(ranked.having(figure >= getattr(rows[-1], order))).all()


def _names(session: Session, person_ids: list[int]) -> dict[int, str]:
    if not person_ids:
        return {}
    rows = session.execute(select(_person.c.id, _person.c.name).where(_person.c.id.in_(person_ids)))
    return {int(r.id): r.name for r in rows}


def _teams_of(
    session: Session,
    person_ids: list[int],
    edition_id: int | None,
    competition_id: int | None,
) -> dict[int, tuple[str, ...]]:
    if not person_ids:
        return {}
    a = appearance_rows(session)
    query = (
        select(a.c.person_id, _team.c.name)
        .select_from(
            a.join(_team, _team.c.id == a.c.team_id).join(_match, _match.c.id == a.c.match_id)
        )
        .where(a.c.person_id.in_(person_ids))
        .distinct()
    )
    if edition_id is not None:
        query = query.where(_match.c.edition_id == edition_id)
    if competition_id is not None:
        editions = select(_edition.c.id).where(_edition.c.competition_id == competition_id)
        query = query.where(_match.c.edition_id.in_(editions))
    out: dict[int, list[str]] = {}
    for row in session.execute(query):
        out.setdefault(int(row.person_id), []).append(row.name)
    return {pid: tuple(sorted(names)) for pid, names in out.items()}


__all__ = [
    "CompetitionInfo",
    "EditionInfo",
    "Leader",
    "PersonInfo",
    "all_person_names",
    "competitions",
    "coverage",
    "dates_of_birth",
    "editions",
    "editions_stamp",
    "key_stats_scope",
    "leaders",
    "match_ids",
    "matches",
    "page_scope",
    "people_named",
    "person",
    "player_lines",
    "stamp",
    "team_coverage",
    "team_names_of",
    "teams",
]
