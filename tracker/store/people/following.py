"""What a split carries along with the match rows it moves, and how its undo puts it back.

A person's match rows are not all he is: the names he is known by (``person_name``),
the names settled by the user for a team (``person_alias``, read by linking before any
rule) and the reasons of his automatic links (``person_link``) follow the rows they
belong to. Left behind, the next squad writing the name would be linked to the person
the rows were split from: a wrong figure.

- A name goes to the target when only the moved rows write it; one written on both
  sides stays and is given to the target too. The source's own name stays his.
- A settled name goes when, for its team (and edition), the moved rows write it and
  none left with the source does; or, where no row there writes it, when every row of
  the source for that team (and edition) moved.
- A link reason goes with its row.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table, and_, case, delete, insert, or_, select, update
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.store.tables import (
    MatchPlayerRow,
    MatchRow,
    PersonAliasRow,
    PersonLinkRow,
    PersonNameRow,
    PersonRow,
    ResultGoalRow,
    TeamPlayerRow,
)

_PERSON: Table = PersonRow.__table__  # type: ignore[attr-defined]
_NAME: Table = PersonNameRow.__table__  # type: ignore[attr-defined]
_SQUAD: Table = MatchPlayerRow.__table__  # type: ignore[attr-defined]
_GOAL: Table = ResultGoalRow.__table__  # type: ignore[attr-defined]
_MATCH: Table = MatchRow.__table__  # type: ignore[attr-defined]
_STANDING: Table = TeamPlayerRow.__table__  # type: ignore[attr-defined]
_ALIAS: Table = PersonAliasRow.__table__  # type: ignore[attr-defined]
_REASON: Table = PersonLinkRow.__table__  # type: ignore[attr-defined]
#: Tables naming a person that are not about a match: they follow him in a merge, and
#: in a split as far as they belong to the rows moved (by the name the records use).
NOTES: dict[str, Table] = {"person_alias": _ALIAS, "person_link": _REASON}
#: Where an alias holds for a row of a standing squad: every edition of its team.
_ANY_EDITION = object()


@dataclass(frozen=True)
class Carried:
    """What :func:`carry` changed: enough for :func:`put_back` to restore it.

    Attributes:
        names: The source's ``person_name`` ids given to the target.
        dropped: The source's ``person_name`` rows deleted (the target had the name).
        added: The ``person_name`` ids made for the target.
        notes: Per table of :data:`NOTES`, the ids of the rows given to the target.
    """

    names: tuple[int, ...] = ()
    dropped: tuple[dict[str, Any], ...] = ()
    added: tuple[int, ...] = ()
    notes: dict[str, tuple[int, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class _Written:
    """A row naming a person: the team it played for, the edition, the names it writes."""

    team: int | None
    edition: object
    folded: frozenset[str]


def _folded(*names: str | None) -> frozenset[str]:
    return frozenset(fold(" ".join(n.split())) for n in names if n and n.strip())


def _squad_rows(session: Session, where: Any) -> list[_Written]:
    team = _team_of(_SQUAD.c.side, own_goal=None)
    query = (
        select(_SQUAD.c.name, _SQUAD.c.known_as, team.label("team"), _MATCH.c.edition_id)
        .select_from(_SQUAD.join(_MATCH, _MATCH.c.id == _SQUAD.c.match_id))
        .where(where)
        .order_by(_SQUAD.c.id)
    )
    return [
        _Written(r.team, r.edition_id, _folded(r.name, r.known_as)) for r in session.execute(query)
    ]


def _goal_rows(session: Session, where: Any) -> list[_Written]:
    team = _team_of(_GOAL.c.side, own_goal=_GOAL.c.own_goal)
    query = (
        select(_GOAL.c.name, team.label("team"), _MATCH.c.edition_id)
        .select_from(_GOAL.join(_MATCH, _MATCH.c.id == _GOAL.c.match_id))
        .where(where)
        .order_by(_GOAL.c.id)
    )
    return [_Written(r.team, r.edition_id, _folded(r.name)) for r in session.execute(query)]


def _team_of(side: Any, *, own_goal: Any) -> Any:
    """The team a row's player played for (an own goal's scorer: the other side's)."""
    home = side == "home"
    if own_goal is not None:
        home = or_(and_(home, own_goal.is_(False)), and_(side == "away", own_goal.is_(True)))
    return case((home, _MATCH.c.home_team_id), else_=_MATCH.c.away_team_id)


def _written_names(session: Session, moved: Mapping[str, tuple[int, ...]]) -> dict[str, str]:
    """The names the moved squad entries and goals write, folded → as first written."""
    out: dict[str, str] = {}
    for key, table in (("match_player", _SQUAD), ("result_goal", _GOAL)):
        if not moved.get(key):
            continue
        columns = [table.c.name] + ([table.c.known_as] if table is _SQUAD else [])
        for row in session.execute(
            select(*columns).where(table.c.id.in_(moved[key])).order_by(table.c.id)
        ):
            for written in row:
                if written and written.strip():
                    out.setdefault(fold(" ".join(written.split())), " ".join(written.split()))
    return out


def carry(
    session: Session,
    source: Mapping[str, Any],
    target: int,
    moved: Mapping[str, tuple[int, ...]],
    *,
    named: str,
    created: bool,
) -> Carried:
    """Give ``target`` the names, settled names and link reasons of the rows moved to him
    from ``source`` (the rows already point to him); ``named``: the name he is to have."""
    source_id = int(source["id"])
    moved_rows = _squad_rows(session, _SQUAD.c.id.in_(moved.get("match_player", ())))
    moved_rows += _goal_rows(session, _GOAL.c.id.in_(moved.get("result_goal", ())))
    kept_rows = _squad_rows(session, _SQUAD.c.person_id == source_id) + _goal_rows(
        session, _GOAL.c.person_id == source_id
    )
    kept_rows += [
        _Written(r.team_id, _ANY_EDITION, _folded(r.name, r.known_as))
        for r in session.execute(
            select(_STANDING.c.team_id, _STANDING.c.name, _STANDING.c.known_as).where(
                _STANDING.c.person_id == source_id
            )
        )
    ]
    written = _written_names(session, moved)
    kept = frozenset().union(*(r.folded for r in kept_rows))
    names, dropped, added = _carry_names(session, source, target, written, kept, named, created)
    notes = {
        "person_alias": _carry_aliases(session, source_id, target, moved_rows, kept_rows),
        "person_link": _carry_reasons(session, source_id, target, moved),
    }
    return Carried(names, dropped, added, notes)


def _carry_names(
    session: Session,
    source: Mapping[str, Any],
    target: int,
    written: dict[str, str],
    kept: frozenset[str],
    named: str,
    created: bool,
) -> tuple[tuple[int, ...], tuple[dict[str, Any], ...], tuple[int, ...]]:
    have = set(session.execute(select(_NAME.c.folded).where(_NAME.c.person_id == target)).scalars())
    if not created:  # his own name is known without a row of it (a new person gets one)
        have.add(session.execute(select(_PERSON.c.folded).where(_PERSON.c.id == target)).scalar())
    moved: list[int] = []
    dropped: list[dict[str, Any]] = []
    rows = session.execute(
        select(_NAME).where(_NAME.c.person_id == source["id"]).order_by(_NAME.c.id)
    ).mappings()
    for row in [dict(r) for r in rows]:
        folded = row["folded"]
        if folded == source["folded"] or folded not in written or folded in kept:
            continue  # his own name, a name no moved row writes, or one both sides write
        if folded in have:
            session.execute(delete(_NAME).where(_NAME.c.id == row["id"]))
            dropped.append(row)
        else:
            session.execute(update(_NAME).where(_NAME.c.id == row["id"]).values(person_id=target))
            moved.append(int(row["id"]))
            have.add(folded)
    added: list[int] = []
    wanted = {fold(named): named, **written}
    for folded, name in wanted.items():
        if folded not in have:
            new_id = session.execute(
                insert(_NAME)
                .values(person_id=target, name=name, folded=folded)
                .returning(_NAME.c.id)
            ).scalar_one()
            added.append(int(new_id))
            have.add(folded)
    return tuple(moved), tuple(dropped), tuple(added)


def _in_scope(row: _Written, team: int, edition: int | None) -> bool:
    return row.team == team and (edition is None or row.edition in (edition, _ANY_EDITION))


def _carry_aliases(
    session: Session,
    source: int,
    target: int,
    moved_rows: list[_Written],
    kept_rows: list[_Written],
) -> tuple[int, ...]:
    carried: list[int] = []
    aliases = session.execute(
        select(_ALIAS.c.id, _ALIAS.c.team_id, _ALIAS.c.edition_id, _ALIAS.c.folded)
        .where(_ALIAS.c.person_id == source)
        .order_by(_ALIAS.c.id)
    ).all()
    for alias in aliases:
        gone = [r for r in moved_rows if _in_scope(r, alias.team_id, alias.edition_id)]
        left = [r for r in kept_rows if _in_scope(r, alias.team_id, alias.edition_id)]
        gone_named = any(alias.folded in r.folded for r in gone)
        left_named = any(alias.folded in r.folded for r in left)
        if (gone_named and not left_named) or (
            not gone_named and not left_named and gone and not left
        ):
            carried.append(int(alias.id))
    if carried:
        session.execute(update(_ALIAS).where(_ALIAS.c.id.in_(carried)).values(person_id=target))
    return tuple(carried)


def _carry_reasons(
    session: Session, source: int, target: int, moved: Mapping[str, tuple[int, ...]]
) -> tuple[int, ...]:
    of_rows = [
        and_(_REASON.c.row_table == key, _REASON.c.row_id.in_(moved[key]))
        for key in ("match_player", "result_goal")
        if moved.get(key)
    ]
    if not of_rows:
        return ()
    ids = tuple(
        int(i)
        for i in session.execute(
            select(_REASON.c.id)
            .where(_REASON.c.person_id == source, or_(*of_rows))
            .order_by(_REASON.c.id)
        ).scalars()
    )
    if ids:
        session.execute(update(_REASON).where(_REASON.c.id.in_(ids)).values(person_id=target))
    return ids


def put_back(session: Session, source: int, carried: Carried) -> None:
    """Give back to ``source`` what :func:`carry` gave away, and take back the names made."""
    for key, ids in carried.notes.items():
        if ids:
            table = NOTES[key]
            session.execute(update(table).where(table.c.id.in_(ids)).values(person_id=source))
    if carried.added:
        session.execute(delete(_NAME).where(_NAME.c.id.in_(carried.added)))
    if carried.names:
        session.execute(update(_NAME).where(_NAME.c.id.in_(carried.names)).values(person_id=source))
    for row in carried.dropped:
        session.execute(insert(_NAME).values(**row))


__all__ = ["NOTES", "Carried", "carry", "put_back"]
