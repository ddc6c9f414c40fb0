"""People across matches: finding them, with the teams and matches they are linked to."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, case, func, or_, select
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.store.people.merging import GOAL, MATCH, NAME, PERSON, SQUAD, MergeError


@dataclass(frozen=True)
class PersonLink:
    """One match a person is linked to, by a squad entry or a result's goal."""

    match_id: int
    date: dt.date | None
    title: str
    team: str
    #: The name the match writes him by.
    name: str
    #: ``squad`` or ``goal``.
    kind: str


@dataclass(frozen=True)
class PersonSummary:
    """A person as the people list shows him."""

    id: int
    name: str
    names: tuple[str, ...]
    date_of_birth: dt.date | None
    teams: tuple[str, ...]
    matches: int


def search(
    session: Session, text: str = "", *, limit: int | None = 200, offset: int = 0
) -> list[PersonSummary]:
    """People whose name (or any name they are known by) contains ``text``, by name
    (``offset``: after that many of them, a page further on)."""
    query = select(PERSON.c.id, PERSON.c.name, PERSON.c.date_of_birth).order_by(
        PERSON.c.folded, PERSON.c.id
    )
    folded = fold(text.strip())
    if folded:
        # Literally: a % or _ typed is a character sought, not a LIKE wildcard.
        known = select(NAME.c.person_id).where(NAME.c.folded.contains(folded, autoescape=True))
        query = query.where(
            or_(PERSON.c.folded.contains(folded, autoescape=True), PERSON.c.id.in_(known))
        )
    if limit is not None:
        query = query.limit(limit)
    if offset:
        query = query.offset(offset)
    rows = session.execute(query).all()
    return _summaries(session, rows)


def summary(session: Session, person_id: int) -> PersonSummary:
    """One person's summary; :class:`MergeError` when there is no such person."""
    rows = session.execute(
        select(PERSON.c.id, PERSON.c.name, PERSON.c.date_of_birth).where(PERSON.c.id == person_id)
    ).all()
    if not rows:
        raise MergeError(f"there is no person {person_id}")
    return _summaries(session, rows)[0]


def _summaries(session: Session, rows: Sequence[Any]) -> list[PersonSummary]:
    ids = [r.id for r in rows]
    names: dict[int, list[str]] = defaultdict(list)
    for person_id, name in session.execute(
        select(NAME.c.person_id, NAME.c.name).where(NAME.c.person_id.in_(ids)).order_by(NAME.c.id)
    ):
        names[person_id].append(name)
    teams: dict[int, set[str]] = defaultdict(set)
    matches: dict[int, set[int]] = defaultdict(set)
    for link in _link_rows(session, ids):
        teams[link.person_id].add(link.team)
        matches[link.person_id].add(link.match_id)
    return [
        PersonSummary(
            id=r.id,
            name=r.name,
            names=tuple(names[r.id]),
            date_of_birth=r.date_of_birth,
            teams=tuple(sorted(t for t in teams[r.id] if t)),
            matches=len(matches[r.id]),
        )
        for r in rows
    ]


def _team_name(side: Any) -> Any:
    return case((side == "home", MATCH.c.home_name), else_=MATCH.c.away_name)


def _link_rows(session: Session, ids: Sequence[int]) -> list[Any]:
    if not ids:
        return []
    title = MATCH.c.home_name + " v " + MATCH.c.away_name
    squad = (
        select(
            SQUAD.c.person_id,
            SQUAD.c.match_id,
            MATCH.c.date,
            title.label("title"),
            _team_name(SQUAD.c.side).label("team"),
            SQUAD.c.name,
            func.coalesce("squad", "squad").label("kind"),
        )
        .join(MATCH, MATCH.c.id == SQUAD.c.match_id)
        .where(SQUAD.c.person_id.in_(ids), MATCH.c.deleted_at.is_(None))
    )
    # An own goal counts for the other side: its scorer played for the side it is not.
    scorer_side = case(
        (and_(GOAL.c.own_goal, GOAL.c.side == "home"), "away"),
        (GOAL.c.own_goal.is_(True), "home"),
        else_=GOAL.c.side,
    )
    goals = (
        select(
            GOAL.c.person_id,
            GOAL.c.match_id,
            MATCH.c.date,
            title.label("title"),
            _team_name(scorer_side).label("team"),
            GOAL.c.name,
            func.coalesce("goal", "goal").label("kind"),
        )
        .join(MATCH, MATCH.c.id == GOAL.c.match_id)
        .where(GOAL.c.person_id.in_(ids), MATCH.c.deleted_at.is_(None))
    )
    return list(session.execute(squad.union_all(goals)).all())


def links(session: Session, person_id: int) -> list[PersonLink]:
    """The matches a person is linked to, newest first (one row per match and kind)."""
    seen: set[tuple[int, str]] = set()
    result: list[PersonLink] = []
    rows = sorted(
        _link_rows(session, [person_id]),
        key=lambda r: (r.date or dt.date.min, r.match_id),
        reverse=True,
    )
    for r in rows:
        key = (r.match_id, r.kind)
        if key in seen:
            continue
        seen.add(key)
        result.append(PersonLink(r.match_id, r.date, r.title, r.team, r.name, r.kind))
    return result


__all__ = ["PersonLink", "PersonSummary", "links", "search", "summary"]
