"""Storing imported squad lists: each team's standing squad, its players as people.

Each player is linked to a person by the rule of :mod:`tracker.store.people.squadlinks` (the
same full name among the team's people; else a new person), gets his date of birth
when the person has none, and his club as the person's note when it is empty. The
team's standing squad (``team_player``) becomes the list, each entry naming its
person, so a match set up from it links its players to them. A team whose standing
squad already is the list (same names, numbers and positions, same people) is left
as it is: importing the same file again changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlmodel import Session

from tracker.core.files.squadlist import SquadList
from tracker.core.match.model import fold
from tracker.store.people.squadlinks import Ambiguous, Linker
from tracker.store.tables import PersonRow, TeamPlayerRow, TeamRow

_P: Any = PersonRow.__table__  # type: ignore[attr-defined]
_TP: Any = TeamPlayerRow.__table__  # type: ignore[attr-defined]
_T: Any = TeamRow.__table__  # type: ignore[attr-defined]


@dataclass
class SquadReport:
    """What a squads import did."""

    teams_new: int = 0
    teams_changed: int = 0
    teams_unchanged: int = 0
    players: int = 0
    ambiguous: list[Ambiguous] = field(default_factory=list)


def _team_id(session: Session, name: str) -> int:
    wanted = fold(name.strip())
    for row in session.execute(select(_T.c.id, _T.c.name)):
        if fold(row.name) == wanted:
            return int(row.id)
    result: Any = session.execute(_T.insert().values(name=name.strip()))
    return int(result.inserted_primary_key[0])


def store_squads(session: Session, squads: Sequence[SquadList]) -> SquadReport:
    """Make each list its team's standing squad, its players people (one transaction)."""
    report = SquadReport()
    linker = Linker(session)
    ids = {squad.team: _team_id(session, squad.team) for squad in squads}
    linker.load(ids.values())
    for squad in squads:
        team_id = ids[squad.team]
        rows = []
        for sort, player in enumerate(squad.players):
            person = linker.link(
                team_id,
                player.name,
                team=squad.team,
                date_of_birth=player.date_of_birth,
                number=player.number,
            )
            rows.append(
                {
                    "team_id": team_id,
                    "name": player.name,
                    "known_as": "",
                    "number": player.number,
                    "position": player.position.value if player.position else None,
                    "sort": sort,
                    "person_id": person,
                }
            )
        linker.flush()
        _complete_people(session, squad, rows)
        report.players += len(rows)
        old = session.execute(
            select(_TP.c.name, _TP.c.number, _TP.c.position, _TP.c.person_id)
            .where(_TP.c.team_id == team_id)
            .order_by(_TP.c.sort, _TP.c.id)
        ).all()
        wanted = [(r["name"], r["number"], r["position"], r["person_id"]) for r in rows]
        if [tuple(r) for r in old] == wanted:
            report.teams_unchanged += 1
            continue
        if old:
            report.teams_changed += 1
        else:
            report.teams_new += 1
        session.execute(_TP.delete().where(_TP.c.team_id == team_id))
        if rows:
            session.execute(_TP.insert(), rows)
    report.ambiguous.extend(linker.ambiguous)
    return report


def _complete_people(session: Session, squad: SquadList, rows: list[dict[str, Any]]) -> None:
    """Give the squad's people the date of birth and club they lack."""
    people = [r["person_id"] for r in rows if r["person_id"] is not None]
    if not people:
        return
    known = {
        int(r.id): r
        for r in session.execute(
            select(_P.c.id, _P.c.date_of_birth, _P.c.note).where(_P.c.id.in_(people))
        )
    }
    for player, row in zip(squad.players, rows, strict=True):
        person = known.get(row["person_id"]) if row["person_id"] is not None else None
        if person is None:
            continue
        changes: dict[str, Any] = {}
        if person.date_of_birth is None and player.date_of_birth is not None:
            changes["date_of_birth"] = player.date_of_birth
        if not person.note and player.club:
            country = f" ({player.club_country})" if player.club_country else ""
            changes["note"] = f"Club: {player.club}{country}"
        if changes:
            session.execute(_P.update().where(_P.c.id == person.id).values(**changes))


__all__ = ["SquadReport", "store_squads"]
