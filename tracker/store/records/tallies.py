"""The derived ``appearance`` rows: each person's figures in each match.

:func:`refresh` rebuilds the rows of every match whose ``tallied_revision`` differs
from its ``revision`` (every writer of a match bumps the revision), then records the
revision they were derived at. It is called before record queries, never on the
live logging path: a logged event costs no tally work, and the first table or
player page read afterwards brings the rows up to date.

- A logged match: replayed once, with its line-ups
  (:func:`tracker.core.people.appearances.from_state`);
  only squad entries linked to a person (``match_player.person_id``) get a row.
- A result: a row per scorer linked to a person, from ``result_goal``.
- A fixture, or a match moved out of the library: no rows.

A database that may not be written cannot be brought up to date: :func:`count_in_memory`
derives the stale matches' rows (the same way) for one reading session only, and the
record queries read the session's rows through :func:`appearance_rows` and :func:`is_current`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import (
    CompoundSelect,
    Select,
    and_,
    cast,
    column,
    delete,
    insert,
    or_,
    select,
    update,
    values,
)
from sqlmodel import Session

from tracker.core.match.model import Side
from tracker.core.match.replay import RuleError, replay
from tracker.core.people import appearances
from tracker.core.people.appearances import Figures, ResultGoal
from tracker.store.match.eventlog import DamagedEvent, load_events
from tracker.store.match.matches import load_match_any
from tracker.store.tables import AppearanceRow, MatchPlayerRow, MatchRow, ResultGoalRow

_match: Any = MatchRow.__table__  # type: ignore[attr-defined]
_players: Any = MatchPlayerRow.__table__  # type: ignore[attr-defined]
_goals: Any = ResultGoalRow.__table__  # type: ignore[attr-defined]
_appearance: Any = AppearanceRow.__table__  # type: ignore[attr-defined]

#: Which matches to look at: ids, a query selecting ids, or None for all.
Scope = Iterable[int] | Select[Any] | CompoundSelect[Any] | None


#: The statuses of a logged match that has no result: not kicked off (no result yet,
#: not a 0-0 draw), or abandoned (the score when play stopped is no result, and the
#: record books count nothing of the match, as with an abandoned fixture).
_NO_RESULT = ("not started", "abandoned")


def has_result(record: str, status: str) -> bool:
    """Whether a stored match has a result the record books count: not a fixture, nor a
    logged match that has not kicked off or was abandoned."""
    return record != "fixture" and not (record == "logged" and status in _NO_RESULT)


def with_result() -> Any:
    """:func:`has_result` as a condition on the ``match`` table."""
    return and_(
        _match.c.record != "fixture",
        or_(_match.c.record != "logged", _match.c.status.not_in(_NO_RESULT)),
    )


def matches_of_people(person_ids: Iterable[int]) -> CompoundSelect[Any]:
    """The matches whose rows may hold these people: linked in a squad, scorers, or tallied."""
    ids = list(person_ids)
    return (
        select(_players.c.match_id)
        .where(_players.c.person_id.in_(ids))
        .union(
            select(_goals.c.match_id).where(_goals.c.person_id.in_(ids)),
            select(_appearance.c.match_id).where(_appearance.c.person_id.in_(ids)),
        )
    )


def stale(session: Session, match_ids: Scope = None) -> list[tuple[int, int]]:
    """(id, revision) of the matches whose appearance rows are out of date.

    Args:
        session: The session.
        match_ids: Only these matches: ids, or a query selecting them (a subquery
            keeps the check on an index); None for every match.
    """
    query = select(_match.c.id, _match.c.revision).where(
        _match.c.tallied_revision != _match.c.revision
    )
    if isinstance(match_ids, (Select, CompoundSelect)):
        query = query.where(_match.c.id.in_(match_ids))
    elif match_ids is not None:
        query = query.where(_match.c.id.in_(list(match_ids)))
    return [(int(r.id), int(r.revision)) for r in session.execute(query)]


def refresh(session: Session, match_ids: Scope = None) -> int:
    """Rebuild the appearance rows of stale matches (of ``match_ids`` if given).

    Returns:
        How many matches were rebuilt (0 when everything was current: one query).
    """
    todo = stale(session, match_ids)
    for match_id, revision in todo:
        _rebuild(session, match_id)
        session.execute(
            update(_match).where(_match.c.id == match_id).values(tallied_revision=revision)
        )
    return len(todo)


def _rebuild(session: Session, match_id: int) -> None:
    session.execute(delete(_appearance).where(_appearance.c.match_id == match_id))
    derived = _derive(session, match_id)
    if derived:
        session.execute(insert(_appearance), derived)


def _derive(session: Session, match_id: int) -> list[dict[str, Any]]:
    """The appearance rows of one match as its log or result goals give them now."""
    row = session.execute(select(_match).where(_match.c.id == match_id)).one()
    if row.deleted_at is not None or not has_result(row.record, row.status):
        return []
    if row.record == "result":
        figures = _result_figures(session, match_id)
    else:
        figures = _logged_figures(session, match_id)
    teams = {Side.HOME: row.home_team_id, Side.AWAY: row.away_team_id}
    return [
        _values(match_id, person_id, teams[line.side], line) for person_id, line in figures.items()
    ]


#: Where a session keeps what :func:`count_in_memory` derived: (rows, ids of their matches).
_IN_MEMORY = "tallies.in_memory"


def count_in_memory(session: Session, match_ids: Scope = None) -> int:
    """Derive the rows of the stale matches (of ``match_ids`` if given) for this session
    only, writing nothing: for a database that may not be written, whose stored rows
    cannot be brought up to date. The record queries run through the session then read
    them in place of the stored rows (:func:`appearance_rows`, :func:`is_current`).

    Returns:
        How many matches were derived.
    """
    todo = [match_id for match_id, _ in stale(session, match_ids)]
    if not todo:
        session.info.pop(_IN_MEMORY, None)
        return 0
    derived = [line for match_id in todo for line in _derive(session, match_id)]
    # Literal values, not parameters: the rows of many matches would pass SQLite's limit.
    ids = values(column("match_id", _match.c.id.type), name="counted_ids", literal_binds=True)
    session.info[_IN_MEMORY] = (_derived_rows(derived), ids.data([(i,) for i in todo]).cte())
    return len(todo)


def _derived_rows(derived: list[dict[str, Any]]) -> Any:
    """The derived rows as a query with the columns of the ``appearance`` table."""
    names = [c.name for c in _appearance.columns if c.name != "id"]
    if not derived:  # no row, but the columns: one that is never true
        return select(*(_appearance.c[n] for n in names)).where(_appearance.c.id.is_(None))
    data = values(
        *(column(n, _appearance.c[n].type) for n in names), name="counted", literal_binds=True
    ).data([tuple(line[n] for n in names) for line in derived])
    counted = data.cte()
    # Cast: a column of nothing but NULL has no type of its own on PostgreSQL.
    return select(*(cast(counted.c[n], _appearance.c[n].type).label(n) for n in names))


def appearance_rows(session: Session) -> Any:
    """The ``appearance`` rows as the session's record queries read them: the table, or,
    after :func:`count_in_memory`, the stored rows of the matches it did not derive and
    the derived ones (a subquery with the table's columns, ``id`` aside)."""
    found = session.info.get(_IN_MEMORY)
    if found is None:
        return _appearance
    derived, ids = found
    names = [c.name for c in _appearance.columns if c.name != "id"]
    stored = select(*(_appearance.c[n] for n in names)).where(
        _appearance.c.match_id.not_in(select(ids.c.match_id))
    )
    return stored.union_all(derived).subquery("counted_appearance")


def is_current(session: Session) -> Any:
    """A condition on the ``match`` table: its rows, as :func:`appearance_rows` gives
    them, are derived from the match as it stands."""
    current = _match.c.tallied_revision == _match.c.revision
    found = session.info.get(_IN_MEMORY)
    if found is None:
        return current
    return or_(current, _match.c.id.in_(select(found[1].c.match_id)))


def _result_figures(session: Session, match_id: int) -> dict[int, Figures]:
    rows = session.execute(
        select(_goals).where(_goals.c.match_id == match_id).order_by(_goals.c.seq)
    ).all()
    return appearances.from_result_goals(
        ResultGoal(r.person_id, Side(r.side), bool(r.penalty), bool(r.own_goal)) for r in rows
    )


def _logged_figures(session: Session, match_id: int) -> dict[int, Figures]:
    persons = {
        int(r.id): r.person_id
        for r in session.execute(
            select(_players.c.id, _players.c.person_id).where(
                and_(_players.c.match_id == match_id, _players.c.person_id.is_not(None))
            )
        )
    }
    if not persons:
        return {}
    match = load_match_any(session, match_id)
    try:
        state = replay(match, load_events(session, match_id))
    except (RuleError, DamagedEvent):
        # A damaged log gives no figures; `match-tracker check` reports it.
        return {}
    by_pid = appearances.from_state(state)
    return {int(persons[pid]): line for pid, line in by_pid.items() if pid in persons}


def _values(match_id: int, person_id: int, team_id: int | None, line: Figures) -> dict[str, Any]:
    return {
        "match_id": match_id,
        "person_id": person_id,
        "team_id": team_id,
        "side": line.side.value,
        "started": line.started,
        "came_on": line.came_on,
        "minutes": line.minutes,
        "goals": line.goals,
        "penalties": line.penalties,
        "own_goals": line.own_goals,
        "assists": line.assists,
        "yellows": line.yellows,
        "reds": line.reds,
        "sub_goals": line.sub_goals,
    }


def forget(session: Session, person_ids: Iterable[int]) -> None:
    """Mark every match of these people stale (after a merge or split of people)."""
    ids = list(person_ids)
    touched = select(_appearance.c.match_id).where(_appearance.c.person_id.in_(ids))
    linked = select(_players.c.match_id).where(_players.c.person_id.in_(ids))
    scored = select(_goals.c.match_id).where(_goals.c.person_id.in_(ids))
    session.execute(
        update(_match)
        .where(or_(_match.c.id.in_(touched), _match.c.id.in_(linked), _match.c.id.in_(scored)))
        .values(tallied_revision=-1)
    )


__all__ = [
    "Scope",
    "appearance_rows",
    "count_in_memory",
    "forget",
    "is_current",
    "matches_of_people",
    "refresh",
    "stale",
]
