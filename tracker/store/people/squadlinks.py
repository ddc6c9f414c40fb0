"""People across matches: linking the squads of a match to people, and choosing among them.

The rules that link a name to a person (same team, a form of his name, the same
edition first, then the neighbouring ones) are :mod:`tracker.store.people.linking`'s;
:func:`link_match` links one match's squads, :func:`link_players` many matches'.
Several people fitting a name: it is left unlinked, for the user to settle (it is
never guessed).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, case, select
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.store.people.linking import Ambiguous, Linker
from tracker.store.tables import (
    MatchPlayerRow,
    MatchRow,
    PersonNameRow,
    PersonRow,
    ResultGoalRow,
    TeamPlayerRow,
    TeamRow,
)

_P: Any = PersonRow.__table__  # type: ignore[attr-defined]
_PN: Any = PersonNameRow.__table__  # type: ignore[attr-defined]
_MP: Any = MatchPlayerRow.__table__  # type: ignore[attr-defined]
_M: Any = MatchRow.__table__  # type: ignore[attr-defined]
_RG: Any = ResultGoalRow.__table__  # type: ignore[attr-defined]
_T: Any = TeamRow.__table__  # type: ignore[attr-defined]
_TP: Any = TeamPlayerRow.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Candidate:
    """A person a name could be, with what tells him apart."""

    person_id: int
    name: str
    teams: tuple[str, ...]
    last_match: str
    date_of_birth: dt.date | None = None


#: Up to this many ids are given to SQL as a list; more as their range.
_IN_LIMIT = 500


#: Names settled by the user: ``(side, folded name)`` → a person's id, or None for
#: a new person.
Choices = Mapping[tuple[str, str], "int | None"]


def link_match(
    session: Session,
    match_id: int,
    choices: Choices | None = None,
    *,
    legal: Mapping[tuple[str, str], str] | None = None,
) -> list[Ambiguous]:
    """Link the unlinked squad entries of a match to people; the names left ambiguous.

    ``choices`` settles names by hand (the window asks the user when a name is
    ambiguous). ``legal`` gives the legal name a source writes beside a player's name,
    by ``(side, folded name)``: it links only written in full, and becomes his name too.
    """
    linker = Linker(session)
    link_players(linker, [match_id], choices or {}, legal=legal)
    linker.flush()
    return linker.ambiguous


def link_players(
    linker: Linker,
    match_ids: list[int] | None,
    choices: Choices | None = None,
    *,
    legal: Mapping[tuple[str, str], str] | None = None,
) -> int:
    """Link the unlinked squad entries of these matches (None: of every match).

    ``legal``: legal names by ``(side, folded name)`` (:func:`link_match`).
    Returns how many entries were linked.
    """
    choices = choices or {}
    legal = legal or {}
    team_of = case_side_team()
    stmt = (
        select(_MP.c.id, _MP.c.match_id, _MP.c.side, _MP.c.name, _MP.c.known_as, _MP.c.number,
               team_of.label("team_id"), _T.c.name.label("team"), _M.c.edition_id, _M.c.date)
        .select_from(_MP.join(_M, _M.c.id == _MP.c.match_id).outerjoin(_T, _T.c.id == team_of))
        .where(_MP.c.person_id.is_(None))
        .order_by(_MP.c.match_id, _MP.c.id)
    )  # fmt: skip
    if match_ids is not None and len(match_ids) <= _IN_LIMIT:
        stmt = stmt.where(_MP.c.match_id.in_(match_ids))
    elif match_ids:  # a bulk insert's ids are one run: a range, not thousands of parameters
        stmt = stmt.where(_MP.c.match_id.between(min(match_ids), max(match_ids)))
    elif match_ids is not None:
        return 0
    rows = linker.session.execute(stmt).all()
    if match_ids is not None and len(match_ids) > _IN_LIMIT:
        wanted = set(match_ids)
        rows = [r for r in rows if r.match_id in wanted]
    linker.load({int(r.team_id) for r in rows if r.team_id is not None})
    updates: list[dict[str, Any]] = []
    for row in rows:
        key = (row.side, fold(row.name.strip()))
        person: int | None
        if key in choices:  # settled by the user: this person, or (None) a new one
            chosen = choices[key]
            person = chosen if chosen is not None else linker.new_person(row.name.strip())
        else:
            person = linker.link(
                row.team_id,
                row.name,
                match_id=row.match_id,
                team=row.team or "",
                known_as=row.known_as or "",
                edition_id=row.edition_id,
                day=row.date,
                number=row.number,
                row=("match_player", int(row.id)),
                legal_name=legal.get(key, ""),
            )
        if person is not None:
            updates.append({"b_id": row.id, "b_person": person})
    linker.flush()
    if updates:
        linker.session.execute(
            _MP.update()
            .where(_MP.c.id == bindparam("b_id"))
            .values(person_id=bindparam("b_person")),
            updates,
        )
    return len(updates)


def case_side_team() -> Any:
    """The team id of a squad entry's side (``match_player`` joined to ``match``)."""
    return case((_MP.c.side == "home", _M.c.home_team_id), else_=_M.c.away_team_id)


def describe(session: Session, person_ids: Iterable[int]) -> list[Candidate]:
    """The people with these ids, each with his teams and last match, to choose from."""
    ids = list(person_ids)
    if not ids:
        return []
    people = session.execute(
        select(_P.c.id, _P.c.name, _P.c.date_of_birth).where(_P.c.id.in_(ids))
    ).all()
    team_of = case_side_team()
    played = session.execute(
        select(_MP.c.person_id, _T.c.name.label("team"), _M.c.date, _M.c.home_name, _M.c.away_name)
        .select_from(_MP.join(_M, _M.c.id == _MP.c.match_id).outerjoin(_T, _T.c.id == team_of))
        .where(_MP.c.person_id.in_(ids), _M.c.deleted_at.is_(None))
        .order_by(_M.c.date)
    ).all()
    out = []
    for person in people:
        mine = [p for p in played if p.person_id == person.id]
        teams = tuple(dict.fromkeys(p.team for p in mine if p.team))
        last = ""
        if mine:
            newest = mine[-1]
            when = newest.date.isoformat() if newest.date else "undated"
            last = f"{newest.home_name} v {newest.away_name}, {when}"
        out.append(Candidate(int(person.id), person.name, teams, last, person.date_of_birth))
    return out


def unlinked(session: Session, match_id: int) -> list[tuple[str, str]]:
    """The squad entries of a match not linked to a person: (side, name)."""
    rows = session.execute(
        select(_MP.c.side, _MP.c.name)
        .where(_MP.c.match_id == match_id, _MP.c.person_id.is_(None))
        .order_by(_MP.c.id)
    ).all()
    return [(r.side, r.name) for r in rows]


def ambiguous_names(
    session: Session, team_name: str, names: Iterable[str], *, day: dt.date | None = None
) -> dict[str, list[Candidate]]:
    """Of these names for a stored team, those several of its people are known by, or
    fit by a form of their names as linking would weigh them on ``day`` ("Smith" for
    Ann and Bea Smith), each with its candidates (a new team, or names that link
    cleanly: none)."""
    team = session.execute(select(_T.c.id).where(_T.c.name == team_name)).first()
    if team is None:
        return {}
    linker = Linker(session)
    out = {}
    for name in names:
        found = linker.candidates(int(team.id), name)
        if len(found) <= 1:  # no two known by it exactly: do several fit a form of it?
            found = set(linker.decide(int(team.id), [name], day=day).candidates) or found
        if len(found) > 1:
            out[name] = describe(session, sorted(found))
    return out


__all__ = [
    "Ambiguous",
    "Candidate",
    "Choices",
    "Linker",
    "ambiguous_names",
    "case_side_team",
    "describe",
    "link_match",
    "link_players",
    "unlinked",
]
