"""People across matches: linking a name in a squad or a scorers' list to a person.

The rule: a name links to a person when its folded form (no accents, lower case) is
one of the names he is known by *and he has played for the same team* (in a squad of
one of its matches, scoring for it in a result, or in its standing squad). Exactly
one such person: the name links to him. None: a new person is created with that
name. Several: the link is ambiguous and is left for the user to settle (it is never
guessed). A surname alone ("Lautaro") does not link to "Lautaro Martínez": only the
full name counts.

:class:`Linker` links many names at once with one read and one write per table, for
an import of hundreds of matches; :func:`link_match` links one match's squads.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import and_, bindparam, case, or_, select, union
from sqlmodel import Session

from tracker.core.model import fold
from tracker.store.ids import IdSource
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


@dataclass(frozen=True)
class Ambiguous:
    """A name left unlinked because several people of the team are known by it."""

    team_id: int
    team: str
    name: str
    candidates: tuple[int, ...]
    #: Where the name was met (a match id, for the message).
    match_id: int | None = None


def _played_for(team_ids: Iterable[int] | None) -> Any:
    """``(team_id, person_id)`` of everyone who played for these teams (None: any)."""
    squad_team = case((_MP.c.side == "home", _M.c.home_team_id), else_=_M.c.away_team_id)
    squads = (
        select(squad_team.label("team_id"), _MP.c.person_id.label("person_id"))
        .select_from(_MP.join(_M, _M.c.id == _MP.c.match_id))
        .where(_MP.c.person_id.is_not(None))
    )
    # A goal counts for ``side``; an own goal's scorer played for the other side.
    scorer_home = or_(
        and_(_RG.c.side == "home", _RG.c.own_goal.is_(False)),
        and_(_RG.c.side == "away", _RG.c.own_goal.is_(True)),
    )
    goal_team = case((scorer_home, _M.c.home_team_id), else_=_M.c.away_team_id)
    goals = (
        select(goal_team.label("team_id"), _RG.c.person_id.label("person_id"))
        .select_from(_RG.join(_M, _M.c.id == _RG.c.match_id))
        .where(_RG.c.person_id.is_not(None))
    )
    # A standing squad's people (an imported squad list) are the team's players too.
    standing = select(_TP.c.team_id.label("team_id"), _TP.c.person_id.label("person_id")).where(
        _TP.c.person_id.is_not(None)
    )
    if team_ids is not None:
        wanted = list(team_ids)
        squads = squads.where(squad_team.in_(wanted))
        goals = goals.where(goal_team.in_(wanted))
        standing = standing.where(_TP.c.team_id.in_(wanted))
    return union(squads, goals, standing).subquery()


@dataclass
class Linker:
    """Links names to people for many matches at once; :meth:`flush` writes new people.

    New people get their ids at once (so rows naming them can be built in memory)
    and are written by :meth:`flush` with one ``executemany`` per table.
    """

    session: Session
    #: team id → folded name → people of that team known by it.
    known: dict[int, dict[str, set[int]]] = field(default_factory=dict)
    ambiguous: list[Ambiguous] = field(default_factory=list)
    _loaded: set[int] = field(default_factory=set)
    _ids: IdSource | None = None
    _new_people: list[dict[str, Any]] = field(default_factory=list)
    _new_names: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._ids = IdSource(self.session, _P)

    def load(self, team_ids: Iterable[int]) -> None:
        """Read who played for these teams (teams read before are not read again)."""
        wanted = {t for t in team_ids if t not in self._loaded}
        if not wanted:
            return
        played = _played_for(wanted)
        rows = self.session.execute(
            select(played.c.team_id, _PN.c.folded, _PN.c.person_id)
            .select_from(played.join(_PN, _PN.c.person_id == played.c.person_id))
            .distinct()
        ).all()
        for row in rows:
            self.known.setdefault(int(row.team_id), {}).setdefault(row.folded, set()).add(
                int(row.person_id)
            )
        self._loaded |= wanted

    def candidates(self, team_id: int, name: str) -> set[int]:
        """The people of the team known by ``name`` (full name, folded)."""
        self.load([team_id])
        return set(self.known.get(team_id, {}).get(fold(name.strip()), set()))

    def link(
        self,
        team_id: int | None,
        name: str,
        *,
        match_id: int | None = None,
        team: str = "",
        date_of_birth: dt.date | None = None,
    ) -> int | None:
        """The person ``name`` is for this team: found, new, or None when ambiguous."""
        name = " ".join(name.split())
        if not name:
            return None
        if team_id is None:
            return self.new_person(name, date_of_birth=date_of_birth)
        found = self.candidates(team_id, name)
        if len(found) == 1:
            return found.pop()
        if found:
            self.ambiguous.append(
                Ambiguous(team_id, team, name, tuple(sorted(found)), match_id=match_id)
            )
            return None
        person = self.new_person(name, date_of_birth=date_of_birth)
        self.known.setdefault(team_id, {}).setdefault(fold(name), set()).add(person)
        return person

    def new_person(self, name: str, *, date_of_birth: dt.date | None = None) -> int:
        """A new person known by ``name`` (written by :meth:`flush`)."""
        assert self._ids is not None
        person = next(self._ids)
        folded = fold(name)
        self._new_people.append(
            {"id": person, "name": name, "folded": folded, "date_of_birth": date_of_birth,
             "note": ""}
        )  # fmt: skip
        self._new_names.append({"person_id": person, "name": name, "folded": folded})
        return person

    def flush(self) -> None:
        """Write the people created since the last flush."""
        if self._new_people:
            self.session.execute(_P.insert(), self._new_people)
            self.session.execute(_PN.insert(), self._new_names)
        self._new_people, self._new_names = [], []


#: Up to this many ids are given to SQL as a list; more as their range.
_IN_LIMIT = 500


#: Names settled by the user: ``(side, folded name)`` → a person's id, or None for
#: a new person.
Choices = Mapping[tuple[str, str], "int | None"]


def link_match(session: Session, match_id: int, choices: Choices | None = None) -> list[Ambiguous]:
    """Link the unlinked squad entries of a match to people; the names left ambiguous.

    ``choices`` settles names by hand (the window asks the user when a name is
    ambiguous).
    """
    linker = Linker(session)
    link_players(linker, [match_id], choices or {})
    linker.flush()
    return linker.ambiguous


def link_players(
    linker: Linker,
    match_ids: list[int] | None,
    choices: Choices | None = None,
) -> int:
    """Link the unlinked squad entries of these matches (None: of every match).

    Returns how many entries were linked.
    """
    choices = choices or {}
    team_of = case_side_team()
    stmt = (
        select(_MP.c.id, _MP.c.match_id, _MP.c.side, _MP.c.name, team_of.label("team_id"),
               _T.c.name.label("team"))
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
            person = linker.link(row.team_id, row.name, match_id=row.match_id, team=row.team or "")
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
    session: Session, team_name: str, names: Iterable[str]
) -> dict[str, list[Candidate]]:
    """Of these names for a stored team, those several of its people are known by,
    each with its candidates (a new team, or names that link cleanly: none)."""
    team = session.execute(select(_T.c.id).where(_T.c.name == team_name)).first()
    if team is None:
        return {}
    linker = Linker(session)
    out = {}
    for name in names:
        found = linker.candidates(int(team.id), name)
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
