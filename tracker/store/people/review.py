"""The review queue: names left unlinked because several people fit, with their evidence;
why a link was made; undoing an automatic link.

A question is a name in one match for one team (a squad entry, a scorer, or both)
that :mod:`tracker.store.people.linking` left unlinked. It is not stored: the queue is the
unlinked rows, each asked of the linker again, so a merge or an answer elsewhere
settles it at once. Answering keeps an alias (:func:`tracker.store.people.merging.link_name`).
"""

from __future__ import annotations

import datetime as dt
import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import and_, delete, insert, or_, select
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.core.people.nameforms import last_key, parts
from tracker.store.people.linking import Linker
from tracker.store.people.merging import (
    GOAL,
    MATCH,
    NAME,
    PERSON,
    REASON,
    SQUAD,
    MergeError,
    _bump,
    _mark,
    insert_row,
    remember,
)
from tracker.store.tables import EditionRow, EventRow

_E: Any = EditionRow.__table__  # type: ignore[attr-defined]
_EV: Any = EventRow.__table__  # type: ignore[attr-defined]
#: How many of a candidate's editions the queue names.
_EDITIONS_SHOWN = 5


@dataclass(frozen=True)
class Fit:
    """A person who fits a queued name, and why."""

    person_id: int
    name: str
    #: The name-form rule his names fit by ("surname only").
    rule: str
    #: Other names he is known by.
    names: tuple[str, ...]
    #: The editions he played for the team in (by name).
    editions: tuple[str, ...]
    date_of_birth: dt.date | None


@dataclass(frozen=True)
class Question:
    """A name in a match that several people of its team fit."""

    match_id: int
    date: dt.date | None
    title: str
    team: str
    edition: str
    name: str
    #: Goals and cards at stake (how much the answer changes the records).
    goals: int
    cards: int
    candidates: tuple[Fit, ...]
    #: Where they were looked for ("same team and edition (…)").
    evidence: str = ""

    @property
    def stake(self) -> int:
        """Goals and cards together: the queue puts the largest first."""
        return self.goals + self.cards


@dataclass(frozen=True)
class Page:
    """The first questions of the queue, and how many are open in all."""

    questions: tuple[Question, ...]
    total: int


@dataclass(frozen=True)
class LinkReason:
    """Why a squad entry or scorer was linked to a person (an automatic link)."""

    id: int
    match_id: int
    title: str
    date: dt.date | None
    name: str
    rule: str
    evidence: str


@dataclass
class _Group:
    match: Any
    team_id: int
    team: str
    name: str
    known_as: str = ""
    number: int | None = None
    goals: int = 0
    cards: int = 0
    squad_ids: list[int] = field(default_factory=list)


def _scorer_side(side: str, own_goal: bool) -> str:
    return ("away" if side == "home" else "home") if own_goal else side


def _groups(session: Session) -> dict[tuple[int, int, str], _Group]:
    cols = (MATCH.c.id.label("mid"), MATCH.c.date, MATCH.c.home_name, MATCH.c.away_name,
            MATCH.c.home_team_id, MATCH.c.away_team_id, MATCH.c.edition_id)  # fmt: skip
    live = MATCH.c.deleted_at.is_(None)
    groups: dict[tuple[int, int, str], _Group] = {}

    def group(match: Any, side: str, name: str) -> _Group | None:
        team_id = match.home_team_id if side == "home" else match.away_team_id
        if team_id is None:
            return None
        team = match.home_name if side == "home" else match.away_name
        name = " ".join(name.split())
        key = (int(match.mid), int(team_id), fold(name))
        if key not in groups:
            groups[key] = _Group(match, int(team_id), team, name)
        return groups[key]

    goals = select(GOAL.c.side, GOAL.c.own_goal, GOAL.c.name, *cols).join(
        MATCH, MATCH.c.id == GOAL.c.match_id
    )
    for row in session.execute(goals.where(GOAL.c.person_id.is_(None), live)):
        found = group(row, _scorer_side(row.side, bool(row.own_goal)), row.name)
        if found is not None and not row.own_goal:
            found.goals += 1
    squad = select(SQUAD.c.id, SQUAD.c.side, SQUAD.c.name, SQUAD.c.known_as, SQUAD.c.number,
                   *cols).join(MATCH, MATCH.c.id == SQUAD.c.match_id)  # fmt: skip
    for row in session.execute(squad.where(SQUAD.c.person_id.is_(None), live)):
        found = group(row, row.side, row.name)
        if found is not None:
            found.known_as, found.number = row.known_as or "", row.number
            found.squad_ids.append(int(row.id))
    _count_events(session, groups)
    return groups


def _count_events(session: Session, groups: dict[tuple[int, int, str], _Group]) -> None:
    """The goals and cards a logged match's unlinked squad entries have in its events."""
    owner = {pid: g for g in groups.values() for pid in g.squad_ids}
    if not owner:
        return
    matches = sorted({g.match.mid for g in groups.values() if g.squad_ids})
    rows = session.execute(
        select(_EV.c.kind, _EV.c.payload).where(
            _EV.c.match_id.in_(matches), _EV.c.kind.in_(["goal", "card"])
        )
    )
    for kind, payload in rows:
        try:
            data = json.loads(payload)
        except ValueError:
            continue  # a damaged row is the event log's to report
        who = data.get("scorer" if kind == "goal" else "player")
        found = owner.get(who) if isinstance(who, int) else None
        if found is None:
            continue
        if kind == "goal" and data.get("how") != "own_goal":
            found.goals += 1
        elif kind == "card":
            found.cards += 1


def questions(session: Session) -> list[Question]:
    """The open questions, the most consequential first (goals and cards), then newest."""
    return list(page(session, None).questions)


def _order(group: _Group) -> tuple[int, int, int, str]:
    """The queue's order: the most goals and cards first, then the newest match."""
    match = group.match
    day = -(match.date or dt.date.min).toordinal()
    return -(group.goals + group.cards), day, int(match.mid), group.name


def page(session: Session, limit: int | None) -> Page:
    """The first ``limit`` open questions (None: all) in the queue's order, and the count.

    Only the questions returned are asked of the linker: their teams and the people
    whose names could fit them are read, not every unlinked name's.
    """
    found = sorted(_groups(session).values(), key=_order)
    groups = found if limit is None else found[:limit]
    linker = Linker(session)
    # Only the people who could fit: a name's last part is in every form of it.
    lasts = {last_key(parts(n)[-1]) for g in groups for n in (g.name, g.known_as) if n and parts(n)}
    linker.load({g.team_id for g in groups}, lasts=lasts)
    editions = dict(session.execute(select(_E.c.id, _E.c.name)).all())
    decided = []
    for group in groups:
        match = group.match
        names = [group.name] + ([group.known_as] if group.known_as else [])
        decision = linker.decide(
            group.team_id, names, edition_id=match.edition_id, day=match.date,
            number=group.number,
        )  # fmt: skip
        ids = decision.candidates or ((decision.person_id,) if decision.person_id else ())
        rules = decision.rules or ((decision.rule,) if decision.person_id else ())
        decided.append((group, decision, ids, rules))
    people = _people(session, {p for _, _, ids, _ in decided for p in ids})
    out = []
    for group, decision, ids, rules in decided:
        match = group.match
        fits = tuple(
            _fit(people[person], linker, group.team_id, rule)
            for person, rule in zip(ids, rules, strict=True)
            if person in people
        )
        out.append(
            Question(
                match_id=int(match.mid),
                date=match.date,
                title=f"{match.home_name} v {match.away_name}",
                team=group.team,
                edition=str(editions.get(match.edition_id, "")),
                name=group.name,
                goals=group.goals,
                cards=group.cards,
                candidates=fits,
                evidence=decision.evidence,
            )
        )
    return Page(tuple(out), len(found))


def _people(session: Session, ids: set[int]) -> dict[int, Any]:
    wanted = sorted(ids)
    out: dict[int, Any] = {}
    for start in range(0, len(wanted), 500):
        rows = session.execute(
            select(PERSON.c.id, PERSON.c.name, PERSON.c.date_of_birth).where(
                PERSON.c.id.in_(wanted[start : start + 500])
            )
        )
        out.update({int(r.id): r for r in rows})
    return out


def _fit(row: Any, linker: Linker, team: int, rule: str) -> Fit:
    known = linker.known_person(team, int(row.id))
    names = tuple(n for n in (known.names if known else []) if n != row.name)
    editions = tuple(linker.edition_labels(known.editions)) if known else ()
    if len(editions) > _EDITIONS_SHOWN:  # the latest say most: "and 21 more"
        editions = (*editions[-_EDITIONS_SHOWN:], f"and {len(editions) - _EDITIONS_SHOWN} more")
    return Fit(int(row.id), row.name, rule, names, editions, row.date_of_birth)


def reasons(session: Session, person_id: int) -> list[LinkReason]:
    """Why each of the person's squad entries and goals linked automatically is his."""
    rows = session.execute(
        select(REASON, MATCH.c.date, MATCH.c.home_name, MATCH.c.away_name)
        .join(MATCH, MATCH.c.id == REASON.c.match_id)
        .where(REASON.c.person_id == person_id, MATCH.c.deleted_at.is_(None))
        .order_by(MATCH.c.date.desc(), REASON.c.id)
    ).all()
    current = _still_his(session, person_id, rows)
    out: dict[tuple[int, str], LinkReason] = {}
    # A name scoring twice in a match is one link: the first row's reason decided it.
    for r in sorted(rows, key=lambda r: r.id):
        key = (int(r.match_id), fold(r.name))
        if (r.row_table, r.row_id) in current and key not in out:
            out[key] = LinkReason(int(r.id), int(r.match_id), f"{r.home_name} v {r.away_name}",
                                  r.date, r.name, r.rule, r.evidence)  # fmt: skip
    return sorted(out.values(), key=lambda x: (x.date or dt.date.min, x.id), reverse=True)


def _still_his(session: Session, person_id: int, rows: Any) -> set[tuple[str, int]]:
    """The rows that still point to the person (a merge or split may have moved them)."""
    out: set[tuple[str, int]] = set()
    for table_name, table in (("match_player", SQUAD), ("result_goal", GOAL)):
        ids = [r.row_id for r in rows if r.row_table == table_name]
        for start in range(0, len(ids), 500):
            found = session.execute(
                select(table.c.id).where(
                    table.c.id.in_(ids[start : start + 500]), table.c.person_id == person_id
                )
            ).scalars()
            out.update((table_name, int(i)) for i in found)
    return out


def unlink(session: Session, link_id: int, *, author: str = "") -> int:
    """Undo an automatic link: the name in that match becomes a person of its own, kept
    apart from the one it was linked to (an alias, so no re-import links it again).

    Returns the new person's id.
    """
    link = session.execute(select(REASON).where(REASON.c.id == link_id)).first()
    if link is None:
        raise MergeError(f"there is no automatic link {link_id}")
    table = SQUAD if link.row_table == "match_player" else GOAL
    still = session.execute(select(table.c.person_id).where(table.c.id == link.row_id)).scalar()
    if still != link.person_id:
        raise MergeError(f"link {link_id} has been changed since (merged, split or undone)")
    folded = fold(link.name)
    found: dict[str, list[int]] = {}
    for key, rows_table in (("match_player", SQUAD), ("result_goal", GOAL)):
        rows = session.execute(
            select(rows_table.c.id, rows_table.c.name).where(
                rows_table.c.match_id == link.match_id, rows_table.c.person_id == link.person_id
            )
        ).all()
        found[key] = [int(r.id) for r in rows if fold(" ".join(r.name.split())) == folded]
    name = " ".join(link.name.split())
    person = insert_row(session, PERSON, name=name, folded=folded, note="")
    session.execute(insert(NAME).values(person_id=person, name=name, folded=folded))
    marks = _mark(session, {int(link.match_id)})
    for key, ids in found.items():
        if ids:
            rows_table = SQUAD if key == "match_player" else GOAL
            session.execute(
                rows_table.update().where(rows_table.c.id.in_(ids)).values(person_id=person)
            )
    rows_of = [
        and_(REASON.c.row_table == key, REASON.c.row_id.in_(ids)) for key, ids in found.items()
    ]
    session.execute(delete(REASON).where(or_(*rows_of)))
    remember(session, int(link.match_id), found, name, person, kind="apart", author=author)
    _forget_name(session, int(link.person_id), folded)
    _bump(session, marks, stale={int(link.match_id)})
    return person


def _forget_name(session: Session, person_id: int, folded: str) -> None:
    """The person is no longer known by a name none of his rows writes (his own kept)."""
    own = session.execute(select(PERSON.c.folded).where(PERSON.c.id == person_id)).scalar()
    if own == folded:
        return
    for table in (SQUAD, GOAL):
        for written in session.execute(
            select(table.c.name).where(table.c.person_id == person_id)
        ).scalars():
            if fold(" ".join(written.split())) == folded:
                return
    session.execute(delete(NAME).where(NAME.c.person_id == person_id, NAME.c.folded == folded))


def linked_by_rule(session: Session) -> dict[str, int]:
    """How many rows each rule linked (for a summary)."""
    counts: dict[str, int] = defaultdict(int)
    for rule in session.execute(select(REASON.c.rule)).scalars():
        counts[rule] += 1
    return dict(counts)


__all__ = [
    "Fit",
    "LinkReason",
    "Page",
    "Question",
    "linked_by_rule",
    "page",
    "questions",
    "reasons",
    "unlink",
]
