"""Merging two records of one person, splitting a wrong link, and undoing both.

Each function runs inside the caller's transaction and returns a record of exactly
which rows it changed, so that the matching ``undo_*`` puts them back: rows are named
by their ids, never found again by a search that a later change could fool.

A person's rows are his squad entries (``match_player``), his goals in results-only
matches (``result_goal``), his derived figures (``appearance``) and the bans lifted
for him (``suspension_override``). Moving them moves every tally built on them. The
matches touched have their ``revision`` bumped (other windows re-read them); their
``appearance`` rows are moved along, so they stay current, except where the two
people both had a row in one match: that match is marked stale (``tallied_revision``
-1) for the tallies to rebuild it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table, delete, insert, select, update
from sqlmodel import Session

from tracker.core.hints import Hint, HintedError, hinted
from tracker.core.match.model import fold
from tracker.core.people.nameforms import conflicts, form_rule, parts
from tracker.store.match import live
from tracker.store.people.following import NOTES, Carried, carry, put_back
from tracker.store.tables import (
    AppearanceRow,
    MatchPlayerRow,
    MatchRow,
    PersonAliasRow,
    PersonLinkRow,
    PersonNameRow,
    PersonRow,
    ResultGoalRow,
    SuspensionOverrideRow,
)


class MergeError(HintedError, ValueError):
    """A merge or split that would make the records wrong; the message says why."""


def _table(model: type[Any]) -> Table:
    table: Table = model.__table__
    return table


PERSON = _table(PersonRow)
NAME = _table(PersonNameRow)
SQUAD = _table(MatchPlayerRow)
GOAL = _table(ResultGoalRow)
APPEARANCE = _table(AppearanceRow)
OVERRIDE = _table(SuspensionOverrideRow)
MATCH = _table(MatchRow)
ALIAS = _table(PersonAliasRow)
REASON = _table(PersonLinkRow)
#: The tables whose rows name a person, by the name the records use.
LINKED: dict[str, Table] = {
    "match_player": SQUAD,
    "result_goal": GOAL,
    "appearance": APPEARANCE,
    "suspension_override": OVERRIDE,
}


@dataclass(frozen=True)
class MatchMark:
    """A touched match's tally mark before the change."""

    match_id: int
    revision: int
    tallied_revision: int


@dataclass(frozen=True)
class Merged:
    """What :func:`merge` changed: enough for :func:`undo_merge` to restore it.

    Attributes:
        kept: The person kept (A).
        person: The removed person's row (B), as it was.
        kept_before: A's row as it was (a merge fills A's empty birth date and note).
        names: B's ``person_name`` rows as they were (moved to A or dropped when A
            already had the name).
        moved: Per linked table, the ids of the rows moved from B to A.
        dropped: B's ``appearance`` rows deleted because A had one in the same match.
        marks: The touched matches' marks before the merge.
        added_name: The ``person_name`` id the merge gave A for B's own name, if any.
    """

    kept: int
    person: dict[str, Any]
    kept_before: dict[str, Any]
    names: tuple[dict[str, Any], ...]
    moved: dict[str, tuple[int, ...]]
    dropped: tuple[dict[str, Any], ...]
    marks: tuple[MatchMark, ...]
    added_name: int | None = None
    #: Per table of :data:`NOTES`, the ids of B's settled names and link reasons moved.
    notes: dict[str, tuple[int, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Split:
    """What :func:`split` changed: enough for :func:`undo_split` to restore it.

    Attributes:
        source: The person the rows were taken from.
        target: The person they were given to.
        created: True when ``target`` was made by the split (undo deletes him).
        added_names: The ``person_name`` ids the split gave an existing target.
        moved: Per linked table, the ids of the rows moved.
        marks: The touched matches' marks before the split.
        carried: The names, settled names and link reasons that followed the rows.
    """

    source: int
    target: int
    created: bool
    added_names: tuple[int, ...]
    moved: dict[str, tuple[int, ...]]
    marks: tuple[MatchMark, ...] = field(default=())
    carried: Carried = field(default_factory=Carried)


def _row(session: Session, table: Table, row_id: int) -> dict[str, Any]:
    found = session.execute(select(table).where(table.c.id == row_id)).mappings().first()
    if found is None:
        raise MergeError(f"there is no person {row_id}")
    return dict(found)


def insert_row(session: Session, table: Table, **values: Any) -> int:
    """Insert one row; returns its id."""
    new_id: int = session.execute(insert(table).values(**values).returning(table.c.id)).scalar_one()
    return new_id


def person_row(session: Session, person_id: int) -> dict[str, Any]:
    """The person's row as a dict; :class:`MergeError` when there is none."""
    return _row(session, PERSON, person_id)


def _ids(
    session: Session, table: Table, person_id: int, matches: Iterable[int] | None = None
) -> tuple[int, ...]:
    query = select(table.c.id).where(table.c.person_id == person_id)
    if matches is not None:
        query = query.where(table.c.match_id.in_(list(matches)))
    return tuple(session.execute(query.order_by(table.c.id)).scalars())


def _shared_squad_match(session: Session, a: int, b: int) -> int | None:
    other = SQUAD.alias("other")
    query = (
        select(SQUAD.c.match_id)
        .join(other, other.c.match_id == SQUAD.c.match_id)
        .where(SQUAD.c.person_id == a, other.c.person_id == b)
        .limit(1)
    )
    found: int | None = session.execute(query).scalar()
    return found


def _mark(session: Session, match_ids: Iterable[int]) -> tuple[MatchMark, ...]:
    ids = sorted(set(match_ids))
    if not ids:
        return ()
    rows = session.execute(
        select(MATCH.c.id, MATCH.c.revision, MATCH.c.tallied_revision).where(MATCH.c.id.in_(ids))
    ).all()
    return tuple(MatchMark(r.id, r.revision, r.tallied_revision) for r in rows)


def _bump(session: Session, marks: Sequence[MatchMark], stale: Iterable[int] = ()) -> None:
    """Bump each touched match; a match current before stays current unless ``stale``."""
    now = dt.datetime.now(dt.timezone.utc)
    stale = set(stale)
    for mark in marks:
        current = session.execute(
            select(MATCH.c.revision, MATCH.c.tallied_revision).where(MATCH.c.id == mark.match_id)
        ).one()
        revision = current.revision + 1
        tallied = current.tallied_revision
        if mark.match_id in stale:
            tallied = -1
        elif tallied == current.revision:
            tallied = revision
        session.execute(
            update(MATCH)
            .where(MATCH.c.id == mark.match_id)
            .values(revision=revision, tallied_revision=tallied, updated_at=now)
        )
        live.changed(session, mark.match_id)


def _restore_marks(session: Session, marks: Sequence[MatchMark]) -> None:
    """Bump again (a revision never goes back); tallied as it was relative to it."""
    now = dt.datetime.now(dt.timezone.utc)
    for mark in marks:
        revision = session.execute(
            select(MATCH.c.revision).where(MATCH.c.id == mark.match_id)
        ).scalar_one()
        tallied = revision + 1 if mark.tallied_revision == mark.revision else mark.tallied_revision
        session.execute(
            update(MATCH)
            .where(MATCH.c.id == mark.match_id)
            .values(revision=revision + 1, tallied_revision=tallied, updated_at=now)
        )
        live.changed(session, mark.match_id)


def _match_ids(session: Session, table: Table, ids: Sequence[int]) -> set[int]:
    if not ids:
        return set()
    return set(session.execute(select(table.c.match_id).where(table.c.id.in_(ids))).scalars())


def _opposite_sides_match(session: Session, a: int, b: int) -> int | None:
    """A match where ``a`` and ``b`` played for opposite sides (a result's scorers,
    an own goal counted for the team its scorer played for): two players."""
    other = APPEARANCE.alias("other")
    query = (
        select(APPEARANCE.c.match_id)
        .join(other, other.c.match_id == APPEARANCE.c.match_id)
        .where(
            APPEARANCE.c.person_id == a,
            other.c.person_id == b,
            APPEARANCE.c.side != other.c.side,
        )
        .limit(1)
    )
    found: int | None = session.execute(query).scalar()
    if found is not None:
        return found
    # A result's goals say it too, before its appearance rows are brought up to date.
    sides: dict[tuple[int, int], set[str]] = {}
    goals = select(GOAL.c.match_id, GOAL.c.person_id, GOAL.c.side, GOAL.c.own_goal).where(
        GOAL.c.person_id.in_([a, b])
    )
    for row in session.execute(goals):
        side = row.side
        if row.own_goal:  # counted for the other side: its scorer played for this one
            side = "away" if side == "home" else "home"
        sides.setdefault((row.match_id, row.person_id), set()).add(side)
    for (match_id, person), played in sorted(sides.items()):
        if person == a and played.isdisjoint(sides.get((match_id, b), played)):
            return match_id
    return None


def _two_men(one: str, other: str) -> bool:
    """Whether two scorers' names of one match are two men for sure: no form of one
    another, and one surname with other given names ("Eden Hazard", "Thorgan Hazard")
    or not a word in common ("Thomas Müller", "Miroslav Klose"); "Ann" may be Ann Ash."""
    if form_rule(one, other) is not None:
        return False
    return conflicts(one, other) or not set(parts(one)) & set(parts(other))


def _scored_under_two_names(session: Session, a: int, b: int) -> tuple[int, str, str] | None:
    """A result where ``a`` and ``b`` both scored under names of two men (see
    :func:`_two_men`; not "Müller" and "Thomas Müller", one man written twice by a
    file): the match and the two names."""
    names: dict[tuple[int, int], set[str]] = {}
    rows = select(GOAL.c.match_id, GOAL.c.person_id, GOAL.c.name).where(
        GOAL.c.person_id.in_([a, b])
    )
    for row in session.execute(rows):
        names.setdefault((int(row.match_id), int(row.person_id)), set()).add(str(row.name))
    for (match_id, person), mine in sorted(names.items()):
        if person != a:
            continue
        for one in sorted(mine):
            for other in sorted(names.get((match_id, b), ())):
                if _two_men(one, other):
                    return match_id, one, other
    return None


def merge(session: Session, kept: int, removed: int) -> Merged:
    """Merge person ``removed`` (B) into ``kept`` (A): B's rows and names become A's."""
    if kept == removed:
        raise MergeError("a person cannot be merged with himself")
    a = person_row(session, kept)
    b = person_row(session, removed)
    shared = _shared_squad_match(session, kept, removed)
    if shared is not None:
        raise MergeError(
            f"{a['name']} and {b['name']} are both in the squads of match {shared}: "
            "they are two players"
        )
    against = _opposite_sides_match(session, kept, removed)
    if against is not None:
        raise MergeError(
            f"{a['name']} and {b['name']} played for opposite sides in match {against}: "
            "they are two players"
        )
    both = _scored_under_two_names(session, kept, removed)
    if both is not None:
        match_id, one, other = both
        written = "" if {one, other} == {a["name"], b["name"]} else f" (as {one} and {other})"
        raise MergeError(
            f"{a['name']} and {b['name']} both scored in match {match_id}{written}: they "
            "are two players (merged, a split could not take one of them back)"
        )
    dropped = _drop_shared_figures(session, kept, removed)
    moved = {name: _ids(session, table, removed) for name, table in LINKED.items()}
    touched = {r["match_id"] for r in dropped}
    for name, table in LINKED.items():
        touched |= _match_ids(session, table, moved[name])
    marks = _mark(session, touched)
    for name, table in LINKED.items():
        if moved[name]:
            session.execute(update(table).where(table.c.id.in_(moved[name])).values(person_id=kept))
    names, added_name = _move_names(session, a, b)
    _fill_gaps(session, a, b)
    notes = {name: _ids(session, table, removed) for name, table in NOTES.items()}
    for name, table in NOTES.items():
        if notes[name]:
            session.execute(update(table).where(table.c.id.in_(notes[name])).values(person_id=kept))
    session.execute(delete(PERSON).where(PERSON.c.id == removed))
    _bump(session, marks, stale={r["match_id"] for r in dropped})
    return Merged(kept, b, a, names, moved, dropped, marks, added_name, notes)


def _drop_shared_figures(session: Session, kept: int, removed: int) -> tuple[dict[str, Any], ...]:
    """B's figures in a match where A has figures too are dropped (the match is re-tallied)."""
    both = APPEARANCE.alias("both")
    clash = select(APPEARANCE).where(
        APPEARANCE.c.person_id == removed,
        APPEARANCE.c.match_id.in_(select(both.c.match_id).where(both.c.person_id == kept)),
    )
    dropped = tuple(dict(r) for r in session.execute(clash).mappings())
    if dropped:
        session.execute(delete(APPEARANCE).where(APPEARANCE.c.id.in_([r["id"] for r in dropped])))
    return dropped


def _move_names(
    session: Session, a: dict[str, Any], b: dict[str, Any]
) -> tuple[tuple[dict[str, Any], ...], int | None]:
    """B's names become A's (those A has already go); B's own name is added if A lacks it.

    Returns B's name rows as they were, and the id of the name added (None if none)."""
    kept, removed = a["id"], b["id"]
    names = tuple(
        dict(r)
        for r in session.execute(
            select(NAME).where(NAME.c.person_id == removed).order_by(NAME.c.id)
        ).mappings()
    )
    have = set(session.execute(select(NAME.c.folded).where(NAME.c.person_id == kept)).scalars())
    have.add(a["folded"])
    for row in names:
        if row["folded"] in have:
            session.execute(delete(NAME).where(NAME.c.id == row["id"]))
        else:
            session.execute(update(NAME).where(NAME.c.id == row["id"]).values(person_id=kept))
            have.add(row["folded"])
    added_name = None
    if b["folded"] not in have:  # the removed record's own name stays findable
        added_name = insert_row(session, NAME, person_id=kept, name=b["name"], folded=b["folded"])
    return names, added_name


def _fill_gaps(session: Session, a: dict[str, Any], b: dict[str, Any]) -> None:
    """A's date of birth and note, where A has none, are B's."""
    fill = {}
    if a["date_of_birth"] is None and b["date_of_birth"] is not None:
        fill["date_of_birth"] = b["date_of_birth"]
    if not a["note"] and b["note"]:
        fill["note"] = b["note"]
    if fill:
        session.execute(update(PERSON).where(PERSON.c.id == a["id"]).values(**fill))


def undo_merge(session: Session, merged: Merged) -> int:
    """Put back what :func:`merge` changed; returns the restored person's id.

    The person gets his old id back unless a newer person has taken it meanwhile.
    """
    person = dict(merged.person)
    taken = session.execute(select(PERSON.c.id).where(PERSON.c.id == person["id"])).first()
    if taken is not None:
        del person["id"]
    restored = insert_row(session, PERSON, **person)
    kept = merged.kept
    # Names: drop the one the merge added, then restore B's rows as they were.
    if merged.added_name is not None:
        session.execute(delete(NAME).where(NAME.c.id == merged.added_name))
    for row in merged.names:
        session.execute(delete(NAME).where(NAME.c.id == row["id"]))
        session.execute(insert(NAME).values(**{**row, "person_id": restored}))
    for name, table in LINKED.items():
        if merged.moved[name]:
            session.execute(
                update(table).where(table.c.id.in_(merged.moved[name])).values(person_id=restored)
            )
    for row in merged.dropped:
        session.execute(insert(APPEARANCE).values(**{**row, "person_id": restored}))
    for name, ids in merged.notes.items():
        if ids:
            table = NOTES[name]
            session.execute(update(table).where(table.c.id.in_(ids)).values(person_id=restored))
    before = merged.kept_before
    session.execute(
        update(PERSON)
        .where(PERSON.c.id == kept)
        .values(date_of_birth=before["date_of_birth"], note=before["note"])
    )
    _restore_marks(session, merged.marks)
    return restored


def split(
    session: Session,
    person_id: int,
    match_ids: Sequence[int],
    *,
    target: int | None = None,
) -> Split:
    """Detach the person's rows in ``match_ids`` onto ``target``, or onto a new person.

    The new person is named by the squad entry (or goal) moved, as the match wrote it.
    The names, settled names and link reasons of the rows moved follow them
    (:mod:`~tracker.store.people.following`).
    """
    source = person_row(session, person_id)
    if not match_ids:
        raise MergeError("choose the matches to split off")
    moved = {name: _ids(session, table, person_id, match_ids) for name, table in LINKED.items()}
    if not moved["match_player"] and not moved["result_goal"]:
        raise MergeError(f"{source['name']} is not in the squads or scorers of those matches")
    touched: set[int] = set()
    for name, table in LINKED.items():
        touched |= _match_ids(session, table, moved[name])
    _refuse_confirmed(session, touched)
    named = _first_name(session, moved) or source["name"]
    created = target is None
    if target is None:
        target = insert_row(session, PERSON, name=named, folded=fold(named), note="")
    else:
        if target == person_id:
            raise MergeError("a person cannot be split onto himself")
        _check_target(session, target, match_ids)
    marks = _mark(session, touched)
    for name, table in LINKED.items():
        if moved[name]:
            session.execute(
                update(table).where(table.c.id.in_(moved[name])).values(person_id=target)
            )
    carried = carry(session, source, target, moved, named=named, created=created)
    _bump(session, marks)
    added = () if created else carried.added
    return Split(person_id, target, created, added, moved, marks, carried)


def _refuse_confirmed(session: Session, touched: set[int]) -> None:
    """A confirmed match is locked for everyone: a people edit does not change it."""
    locked = session.execute(
        select(MATCH.c.id)
        .where(MATCH.c.id.in_(sorted(touched)), MATCH.c.confirmed.is_(True))
        .order_by(MATCH.c.id)
        .limit(1)
    ).scalar()
    if locked is not None:
        raise MergeError(
            hinted(
                "match {locked} is confirmed: reopen it first ({hint}) to move its players to "
                "another person",
                Hint(("reopen", str(locked)), menu="Match > Reopen the match"),
                locked=locked,
            )
        )


def _check_target(session: Session, target: int, match_ids: Sequence[int]) -> None:
    """Check ``target`` may take rows of these matches: he is in none of them."""
    person_row(session, target)
    for name, table in LINKED.items():
        if name == "suspension_override":
            continue
        clash = session.execute(
            select(table.c.match_id)
            .where(table.c.person_id == target, table.c.match_id.in_(list(match_ids)))
            .limit(1)
        ).scalar()
        if clash is not None:
            raise MergeError(f"person {target} is already in match {clash}")


def link_name(
    session: Session, match_id: int, name: str, person_id: int | None, *, author: str = ""
) -> int:
    """Link the squad entry and goals of a match written ``name`` and left unlinked (the
    name was ambiguous) to a person (None: a new person of that name); how many rows
    were linked.

    The person becomes known by the name, and the match is tallied again. The answer
    is kept as an alias of the team and edition (:func:`remember`).
    """
    name = " ".join(name.split())
    folded = fold(name)
    found: dict[str, list[int]] = {}
    for key in ("match_player", "result_goal"):
        table = LINKED[key]
        rows = session.execute(
            select(table.c.id, table.c.name).where(
                table.c.match_id == match_id, table.c.person_id.is_(None)
            )
        ).all()
        found[key] = [int(r.id) for r in rows if fold(" ".join(r.name.split())) == folded]
    if not any(found.values()):
        raise MergeError(f"match {match_id} has no unlinked player or scorer named {name!r}")
    kind = "link"
    if person_id is None:  # none of those known: somebody new, kept apart from them
        kind = "apart"
        person_id = insert_row(session, PERSON, name=name, folded=folded, note="")
    target = person_row(session, person_id)
    known = set(
        session.execute(select(NAME.c.folded).where(NAME.c.person_id == person_id)).scalars()
    )
    if folded not in known and folded != target["folded"]:
        insert_row(session, NAME, person_id=person_id, name=name, folded=folded)
    marks = _mark(session, {match_id})
    for key, ids in found.items():
        if ids:
            table = LINKED[key]
            session.execute(update(table).where(table.c.id.in_(ids)).values(person_id=person_id))
    remember(session, match_id, found, name, person_id, kind=kind, author=author)
    _bump(session, marks, stale={match_id})
    return sum(len(ids) for ids in found.values())


def teams_of(session: Session, match_id: int, found: dict[str, list[int]]) -> set[int]:
    """The teams the rows of a match (squad entries, goals) played for."""
    row = session.execute(
        select(MATCH.c.home_team_id, MATCH.c.away_team_id).where(MATCH.c.id == match_id)
    ).one()
    teams = {"home": row.home_team_id, "away": row.away_team_id}
    out: set[int] = set()
    if found.get("match_player"):
        for side in session.execute(
            select(SQUAD.c.side).where(SQUAD.c.id.in_(found["match_player"]))
        ).scalars():
            out.add(teams[side])
    if found.get("result_goal"):
        for side, own in session.execute(
            select(GOAL.c.side, GOAL.c.own_goal).where(GOAL.c.id.in_(found["result_goal"]))
        ).all():
            played = ("away" if side == "home" else "home") if own else side
            out.add(teams[played])
    return {t for t in out if t is not None}


def remember(
    session: Session,
    match_id: int,
    found: dict[str, list[int]],
    name: str,
    person_id: int,
    *,
    kind: str = "link",
    author: str = "",
) -> None:
    """Keep a user's answer about ``name`` in a match as an alias of its team and edition,
    so no re-import or other source asks again."""
    edition = session.execute(select(MATCH.c.edition_id).where(MATCH.c.id == match_id)).scalar()
    folded = fold(name)
    for team in sorted(teams_of(session, match_id, found)):
        session.execute(
            delete(ALIAS).where(
                ALIAS.c.team_id == team,
                ALIAS.c.folded == folded,
                ALIAS.c.edition_id.is_(None) if edition is None else ALIAS.c.edition_id == edition,
            )
        )
        session.execute(
            insert(ALIAS).values(
                team_id=team, edition_id=edition, name=name, folded=folded, person_id=person_id,
                kind=kind, author=author, created_at=dt.datetime.now(dt.timezone.utc),
            )
        )  # fmt: skip


def _first_name(session: Session, moved: dict[str, tuple[int, ...]]) -> str | None:
    for name in ("match_player", "result_goal"):
        if moved[name]:
            table = LINKED[name]
            found: str | None = session.execute(
                select(table.c.name).where(table.c.id == moved[name][0])
            ).scalar()
            return found
    return None


def undo_split(session: Session, done: Split) -> None:
    """Put back what :func:`split` changed: rows, names, settled names and link reasons."""
    person_row(session, done.source)
    for name, table in LINKED.items():
        if done.moved[name]:
            session.execute(
                update(table).where(table.c.id.in_(done.moved[name])).values(person_id=done.source)
            )
    if done.created:
        for table in LINKED.values():
            if _ids(session, table, done.target):
                raise MergeError(
                    f"person {done.target} has been linked to other matches since the split: "
                    f"merge him into person {done.source} instead"
                )
    put_back(session, done.source, done.carried)
    if done.created:
        session.execute(delete(NAME).where(NAME.c.person_id == done.target))
        session.execute(delete(PERSON).where(PERSON.c.id == done.target))
    _restore_marks(session, done.marks)


__all__ = [
    "MatchMark",
    "MergeError",
    "Merged",
    "Split",
    "link_name",
    "merge",
    "person_row",
    "split",
    "undo_merge",
    "undo_split",
]
