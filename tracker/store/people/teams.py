"""Teams kept between matches and their standing squads: rows to core values and back."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from tracker.core.match.model import Match, Player, Position, Side, fold
from tracker.store.match.matches import NotFound, load_match
from tracker.store.tables import MatchRow, TeamPlayerRow, TeamRow


class DuplicateTeam(ValueError):
    """Another team already has this name."""


@dataclass(frozen=True)
class TeamInfo:
    """A team as kept in the database (``id`` is None before it is stored)."""

    name: str
    short_name: str = ""
    manager: str = ""
    colour: str = "#d22"
    keeper_colour: str = "#2a2"
    id: int | None = None


def _info(row: TeamRow) -> TeamInfo:
    return TeamInfo(
        name=row.name,
        short_name=row.short_name,
        manager=row.manager,
        colour=row.colour,
        keeper_colour=row.keeper_colour,
        id=row.id,
    )


def list_teams(session: Session) -> list[TeamInfo]:
    """Every team, by name."""
    rows = session.exec(select(TeamRow).order_by(col(TeamRow.name))).all()
    return [_info(row) for row in rows]


def get_team(session: Session, team_id: int) -> TeamInfo:
    """The team with this id."""
    row = session.get(TeamRow, team_id)
    if row is None:
        raise NotFound(f"there is no team {team_id}")
    return _info(row)


def _row_named(session: Session, name: str) -> TeamRow | None:
    """The team called ``name``, ignoring case and accents ("atletico" is "Atlético")."""
    exact: TeamRow | None = session.exec(select(TeamRow).where(TeamRow.name == name)).first()
    if exact is not None:
        return exact
    # A club keeps tens of teams, not thousands: folding them in Python is cheap.
    wanted = fold(name.strip())
    return next((row for row in session.exec(select(TeamRow)) if fold(row.name) == wanted), None)


def find_team(session: Session, name: str) -> TeamInfo | None:
    """The team with this name (ignoring case and accents), if any."""
    row = _row_named(session, name)
    return _info(row) if row is not None else None


def save_team(session: Session, team: TeamInfo) -> TeamInfo:
    """Insert a new team or update a stored one; returns it with its id."""
    clash = _row_named(session, team.name)
    if clash is not None and clash.id != team.id:
        raise DuplicateTeam(f"there is already a team called {clash.name}")
    if team.id is None:
        row = TeamRow(name=team.name)
    else:
        found = session.get(TeamRow, team.id)
        if found is None:
            raise NotFound(f"there is no team {team.id}")
        row = found
    row.name = team.name
    row.short_name = team.short_name
    row.manager = team.manager
    row.colour = team.colour
    row.keeper_colour = team.keeper_colour
    session.add(row)
    try:
        session.flush()
    except IntegrityError:  # another client took the name since it was looked for
        raise DuplicateTeam(f"there is already a team called {team.name}") from None
    return _info(row)


def load_squad(session: Session, team_id: int) -> tuple[Player, ...]:
    """A team's standing squad in its kept order; each pid is the squad row's id."""
    rows = session.exec(
        select(TeamPlayerRow)
        .where(TeamPlayerRow.team_id == team_id)
        .order_by(col(TeamPlayerRow.sort), col(TeamPlayerRow.id))
    ).all()
    return tuple(
        Player(
            pid=row.id,
            name=row.name,
            known_as=row.known_as,
            number=row.number,
            position=Position(row.position) if row.position else None,
        )
        for row in rows
    )


def replace_squad(session: Session, team_id: int, squad: tuple[Player, ...]) -> None:
    """Make ``squad`` (in this order) the team's standing squad.

    A player still in it (the same name, ignoring case and accents) stays the person
    his entry named (a squad list's link): the next matches set up from it find him.
    """
    old = session.exec(select(TeamPlayerRow).where(TeamPlayerRow.team_id == team_id)).all()
    people = _people_by_name(old)
    for row in old:
        session.delete(row)
    session.flush()
    for sort, player in enumerate(squad):
        session.add(
            TeamPlayerRow(
                team_id=team_id,
                name=player.name,
                known_as=player.known_as,
                number=player.number,
                position=player.position.value if player.position else None,
                sort=sort,
                person_id=people.get(fold(player.name.strip())),
            )
        )
    session.flush()


def _people_by_name(rows: Sequence[TeamPlayerRow]) -> dict[str, int]:
    """The person each name of a standing squad is, where the name is one person's."""
    found: dict[str, set[int | None]] = {}
    for row in rows:
        found.setdefault(fold(row.name.strip()), set()).add(row.person_id)
    people: dict[str, int] = {}
    for name, ids in found.items():
        person = ids.pop() if len(ids) == 1 else None
        if person is not None:
            people[name] = person
    return people


def last_match_of(session: Session, team_id: int) -> tuple[Match, Side] | None:
    """The team's most recent match with a line-up, and the side it played on."""
    plays = (col(MatchRow.home_team_id) == team_id) & col(MatchRow.home_formation).is_not(None)
    plays |= (col(MatchRow.away_team_id) == team_id) & col(MatchRow.away_formation).is_not(None)
    row = session.exec(
        select(MatchRow)
        .where(plays, col(MatchRow.deleted_at).is_(None))
        .order_by(
            col(MatchRow.date).is_(None),
            col(MatchRow.date).desc(),
            col(MatchRow.created_at).desc(),
            col(MatchRow.id).desc(),
        )
    ).first()
    if row is None or row.id is None:
        return None
    side = Side.HOME if row.home_team_id == team_id and row.home_formation else Side.AWAY
    return load_match(session, row.id), side


def team_ids_of(session: Session, match_id: int) -> dict[Side, int | None]:
    """The stored teams a match was set up with."""
    row = session.get(MatchRow, match_id)
    if row is None:
        raise NotFound(f"there is no match {match_id}")
    return {Side.HOME: row.home_team_id, Side.AWAY: row.away_team_id}


def competitions(session: Session) -> list[str]:
    """Every competition named by a match, alphabetically."""
    names = session.exec(
        select(MatchRow.competition).where(MatchRow.competition != "").distinct()
    ).all()
    return sorted(set(names), key=str.casefold)


def add_missing_teams(
    session: Session, teams: Sequence[tuple[TeamInfo, tuple[Player, ...]]]
) -> tuple[int, int]:
    """Add the teams (with their standing squads) not here yet, by name ignoring case and
    accents; those here are left as they are. (added, already here); a few statements
    for the lot. A name another client takes meanwhile is an IntegrityError."""
    names = list(session.execute(select(TeamRow.name)).scalars())
    exact, folded = set(names), {fold(n) for n in names}
    table: Any = TeamRow.__table__  # type: ignore[attr-defined]
    squads: list[dict[str, Any]] = []
    added = 0
    for info, squad in teams:
        if info.name in exact or fold(info.name.strip()) in folded:
            continue
        team_id = session.execute(
            table.insert()
            .values(
                name=info.name,
                short_name=info.short_name,
                manager=info.manager,
                colour=info.colour,
                keeper_colour=info.keeper_colour,
            )
            .returning(table.c.id)
        ).scalar_one()
        exact.add(info.name)
        folded.add(fold(info.name.strip()))
        added += 1
        squads.extend(
            {
                "team_id": team_id,
                "name": player.name,
                "known_as": player.known_as,
                "number": player.number,
                "position": player.position.value if player.position else None,
                "sort": sort,
            }
            for sort, player in enumerate(squad)
        )
    if squads:
        session.execute(TeamPlayerRow.__table__.insert(), squads)  # type: ignore[attr-defined]
    return added, len(teams) - added
