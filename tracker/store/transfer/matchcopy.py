"""Copying a match between two databases, row by row, keeping its identity (its uuid).

A match is read whole from one session (:func:`read_match`) and written into another
(:func:`write_match`): its ``match`` row, its players and its events, with the ids of
the target database and the player ids inside the events translated. Every column is
copied but those of :data:`OWN_COLUMNS` (ids that mean something in one database
only, and the match's state there), so a column added by a later schema travels
without a change here (who logged an event, when it was changed); a column that
points into another table must be listed there and translated, and a new table must
be added to :data:`COPIED_TABLES` or :data:`LOCAL_TABLES` (the tests check both).

The push marks (``sync_mark``) remember, per match and target, the revisions on both
sides when they were last known to hold the same match.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import uuid as uuid_module
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, delete, func, insert, select, update
from sqlalchemy.engine import URL, make_url
from sqlmodel import Session

from tracker.core.match.events import Event, MatchAbandoned
from tracker.core.match.model import Match, Side, fold
from tracker.core.match.state import Status, log_unfinished
from tracker.core.match.statuses import UNFINISHED
from tracker.core.match.summary import FULL_TIME
from tracker.core.records.teamnames import club_key
from tracker.store.db import without_secrets
from tracker.store.match import summaries
from tracker.store.match.eventlog import check_players, load_events, remap_event, row_values
from tracker.store.match.matches import (
    RESULT_COLUMNS,
    Taken,
    _team_id,
    find_logged_fixture,
    has_squads,
    load_match_any,
    same_fixture,
    take_over,
    turned_figures,
)
from tracker.store.people import squadlinks as people
from tracker.store.results import competitions
from tracker.store.results.languages import merge_languages, portable_languages
from tracker.store.tables import (
    EventRow,
    MatchPlayerRow,
    MatchRow,
    PersonLinkRow,
    ResultGoalRow,
    SyncMarkRow,
    TeamRow,
)

#: The tables a copy carries, and per table the columns it does not copy as they are:
#: ids of one database (translated), and the match's own state in each database.
OWN_COLUMNS: dict[str, frozenset[str]] = {
    "match": frozenset(
        {
            "id",
            "home_team_id",
            "away_team_id",
            "revision",
            "updated_at",
            "deleted_at",
            "edition_id",
            "tallied_revision",
        }
    ),
    "match_player": frozenset({"id", "match_id", "person_id"}),
    "event": frozenset({"id", "match_id"}),
    "result_goal": frozenset({"id", "match_id", "person_id"}),
}
#: Tables copied (teams and their standing squads by name, with the library; a
#: league's points adjustments, facts about its edition, by edition and team name:
#: push carries its match's edition's, copy and dump every one, each said).
COPIED_TABLES = frozenset({*OWN_COLUMNS, "team", "team_player", "points_adjustment"})
#: Tables that describe one database only, never copied.
LOCAL_TABLES = frozenset(
    {
        "sync_mark",
        "alembic_version",
        # The copies into this database that have not finished.
        "unfinished_copy",
        # Competitions, editions and people are each database's own: a copied match
        # is placed in the target's edition by its competition text, and its squad
        # entries and scorers are linked to the target's people by name and team
        # (as an import links them). Appearances are derived there again; an appeal
        # against a ban is recorded where the line-up is set.
        "competition",
        "edition",
        "person",
        "person_name",
        "appearance",
        "suspension_override",
        # Names settled and the reasons of links are about this database's people.
        "person_alias",
        "person_link",
    }
)

_match: Any = MatchRow.__table__  # type: ignore[attr-defined]
_player: Any = MatchPlayerRow.__table__  # type: ignore[attr-defined]
_event: Any = EventRow.__table__  # type: ignore[attr-defined]
_goal: Any = ResultGoalRow.__table__  # type: ignore[attr-defined]
_mark: Any = SyncMarkRow.__table__  # type: ignore[attr-defined]


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def sync_target(url: str) -> str:
    """The name a push mark gives a target database: its URL without the user, the
    password or the driver, so that every way of writing one server's URL is one name."""
    parsed = without_secrets(make_url(url))
    plain = URL.create(
        parsed.get_backend_name(),
        host=parsed.host,
        port=parsed.port,
        database=parsed.database,
        query=parsed.query,
    )
    return plain.render_as_string(hide_password=False)


@dataclass(frozen=True)
class StoredMatch:
    """A stored match read for a copy: core values, and its rows' other columns."""

    #: The match (players with their ids in the source) and its events as stored.
    match: Match
    events: Sequence[Event]
    revision: int
    #: The match row's columns to copy.
    row: dict[str, Any]
    #: The player rows (with their source ``id``) and event rows, as stored.
    players: Sequence[dict[str, Any]]
    event_rows: Sequence[dict[str, Any]]
    #: A results-only match's scorers (``result_goal`` rows), in order.
    goal_rows: Sequence[dict[str, Any]] = ()
    #: The language set for the match's competition (by its name; none: not set): its
    #: sheets are written in it in the target database too, unless one is set there.
    languages: Mapping[str, str] = dataclasses.field(default_factory=dict)

    @property
    def logged(self) -> bool:
        """A match logged event by event (not an imported result or fixture)."""
        return bool(self.row.get("record", "logged") == "logged")

    @property
    def uuid(self) -> str:
        """The match's identity."""
        value: str = self.row["uuid"]
        return value


def read_match(session: Session, match_id: int) -> StoredMatch:
    """A match (even one out of the library) with its players and events, for a copy.

    Raises ``NotFound``, or ``DamagedEvent`` for an event row that cannot be read.
    """
    match = load_match_any(session, match_id)
    events = check_players(match_id, match, load_events(session, match_id))
    row = session.execute(select(_match).where(_match.c.id == match_id)).one()
    players = session.execute(
        select(_player).where(_player.c.match_id == match_id).order_by(_player.c.id)
    ).all()
    event_rows = session.execute(
        select(_event).where(_event.c.match_id == match_id).order_by(_event.c.id)
    ).all()
    goal_rows = session.execute(
        select(_goal).where(_goal.c.match_id == match_id).order_by(_goal.c.seq, _goal.c.id)
    ).all()
    return StoredMatch(
        match=match,
        events=events,
        revision=int(row.revision),
        row=_copied(row, "match"),
        players=[dict(p._mapping) for p in players],
        event_rows=[dict(e._mapping) for e in event_rows],
        goal_rows=[dict(g._mapping) for g in goal_rows],
        languages=(
            portable_languages(session, int(row.edition_id)) if row.edition_id is not None else {}
        ),
    )


def _copied(row: Any, table: str) -> dict[str, Any]:
    own = OWN_COLUMNS[table]
    return {key: value for key, value in row._mapping.items() if key not in own}


@dataclass(frozen=True)
class Head:
    """A stored match's identity, revision, title and deletion (one row, a few columns)."""

    #: None only for a row written without one by other means (the schema allows it).
    uuid: str | None
    revision: int
    title: str
    deleted: bool


def head_of(session: Session, match_id: int) -> Head | None:
    """The head of the match with this id, if there is one."""
    row = session.execute(
        select(
            _match.c.uuid,
            _match.c.revision,
            _match.c.home_name,
            _match.c.away_name,
            _match.c.deleted_at,
        ).where(_match.c.id == match_id)
    ).first()
    if row is None:
        return None
    title = f"{row.home_name} v {row.away_name}"
    uuid = str(row.uuid) if row.uuid is not None else None
    return Head(uuid, int(row.revision), title, row.deleted_at is not None)


def give_identity(session: Session, match_id: int) -> str:
    """Give a match that has no uuid a new one (its revision stays: nothing else moved)."""
    value = str(uuid_module.uuid4())
    session.execute(
        update(_match).where(_match.c.id == match_id, _match.c.uuid.is_(None)).values(uuid=value)
    )
    found = session.execute(select(_match.c.uuid).where(_match.c.id == match_id)).scalar_one()
    return str(found)


@dataclass(frozen=True)
class Found:
    """A match found by its uuid: its id, revision, lock and deletion."""

    id: int
    revision: int
    confirmed: bool
    deleted: bool


def find(session: Session, uuid: str, *, lock: bool = False) -> Found | None:
    """The match with this uuid, if any; ``lock`` keeps its row locked (``FOR UPDATE``)."""
    stmt = select(_match.c.id, _match.c.revision, _match.c.confirmed, _match.c.deleted_at).where(
        _match.c.uuid == uuid
    )
    row = session.execute(stmt.with_for_update() if lock else stmt).first()
    if row is None:
        return None
    return Found(int(row.id), int(row.revision), bool(row.confirmed), row.deleted_at is not None)


def logged_fixture(session: Session, stored: StoredMatch) -> int | None:
    """The id of a match logged here of the same fixture as ``stored`` (same date, the
    same two teams either way round), if any: an imported result gives way to it."""
    day = stored.row.get("date")
    if day is None:
        return None
    row = stored.row
    found = same_fixture(session, day, row["home_name"], row["away_name"], ("logged",))
    return int(found[0].id) if found else None


def twin_there(session: Session, stored: StoredMatch) -> tuple[int, str] | None:
    """The id and record (``logged``, ``result`` or ``fixture``) of a match here of the
    same fixture as ``stored`` (same date, the same two teams either way round) and of
    the same kind (logged, or an imported result or fixture; for a logged match, also
    a result or fixture set up to be logged here), if any: the same match under another
    identity, such as one imported here from the same file. (A logged
    match takes an imported one's place, and an imported one gives way to a logged one:
    see :func:`logged_fixture`.)"""
    day = stored.row.get("date")
    if day is None:
        return None
    row = stored.row
    if stored.logged:  # a result or fixture set up to be logged here is one too
        return find_logged_fixture(session, row["home_name"], row["away_name"], day)
    kinds = ("result", "fixture")
    rows = same_fixture(session, day, row["home_name"], row["away_name"], kinds)
    return (int(rows[0].id), str(rows[0].record)) if rows else None


@dataclass(frozen=True)
class Written:
    """A match written by :func:`write_match`."""

    id: int
    revision: int
    #: The imported result or fixture of the same fixture whose place it took, if any.
    taken: Taken | None = None
    #: Written in place of a result being logged here, its log short of full time:
    #: that result's score and scorers stay, counted once, until the log reaches it.
    result_kept: bool = False


def named_here(session: Session, stored: StoredMatch) -> StoredMatch:
    """``stored`` with each team this database knows under another form of its name
    (accents, case, FC or not: "Curaçao" for the "Curacao" here) named as here, as an
    import names it: one club, one team, one row in its group's table."""
    renamed = stored
    for side in Side:
        name = stored.match.team(side).name
        known = _known_as(session, name)
        if known == name:
            continue
        team = dataclasses.replace(renamed.match.team(side), name=known)
        renamed = dataclasses.replace(
            renamed,
            match=renamed.match.with_team(side, team),
            row={**renamed.row, f"{side.value}_name": known},
        )
    return renamed


def _known_as(session: Session, name: str) -> str:
    """The name here of the team written ``name``: itself if a team has it, else the
    one team here whose name is another form of it, else ``name`` (a new team)."""
    teams: Any = TeamRow.__table__  # type: ignore[attr-defined]
    if session.execute(select(teams.c.id).where(teams.c.name == name)).first() is not None:
        return name
    key = club_key(name)
    found = [str(r.name) for r in session.execute(select(teams.c.name)) if club_key(r.name) == key]
    return found[0] if len(found) == 1 else name


def write_match(
    session: Session, stored: StoredMatch, over: int | None = None, *, link: bool = True
) -> Written:
    """Store ``stored`` as a new match, or in place of match ``over``.

    In place, the match's players and events are replaced and its revision moves on
    (so a window showing it reads it again); it comes back from the trash. Teams
    missing here are created as an import creates them; the match is placed in this
    database's edition and its players and scorers linked to its people. A results-only
    match keeps its stored score (it has no events to derive one from). Runs in the
    caller's transaction. ``link``: False leaves linking its players to people to the
    caller (:func:`link_people`, a batch of matches at once).

    A logged match whose log has not reached full time never replaces a result: new
    here, it becomes the imported result of its fixture being logged (as an import
    does, :func:`take_over`); in place of a result being logged here, that result's
    score and scorers stay. At full time its log replaces them.
    """
    values = dict(stored.row)
    for side in Side:
        values[f"{side.value}_team_id"] = _team_id(session, stored.match.team(side))
    finished = True
    if stored.logged:
        figures = summaries.figures_of_events(stored.match, stored.events)
        values.update(summaries.values(figures))
        finished = figures.full_time
    keep_result = stored.logged and not finished and _being_logged(session, over)
    if keep_result:
        for column in RESULT_COLUMNS:
            values.pop(column, None)
    values["edition_id"] = competitions.place_values(
        session, str(values.get("competition", "")), str(values.get("stage", ""))
    )["edition_id"]
    values.update(updated_at=_now(), deleted_at=None)
    if over is None:
        match_id = session.execute(
            insert(_match).values(**values, revision=1).returning(_match.c.id)
        ).scalar_one()
    else:
        match_id = over
        session.execute(delete(_event).where(_event.c.match_id == over))
        if not keep_result:
            session.execute(delete(_goal).where(_goal.c.match_id == over))
        session.execute(delete(_player).where(_player.c.match_id == over))
        session.execute(
            update(_match)
            .where(_match.c.id == over)
            .values(**values, revision=_match.c.revision + 1)
        )
    _write_events(session, match_id, stored, _write_players(session, match_id, stored.players))
    _write_goals(session, match_id, stored, values)
    if link:
        people.link_match(session, match_id)
    merge_languages(session, stored.languages)
    taken = None
    if over is None and stored.logged:
        # The league's copy of this fixture, imported from results there, gives way.
        taken = take_over(session, match_id, copied=True, finished=finished)
    revision = session.execute(
        select(_match.c.revision).where(_match.c.id == match_id)
    ).scalar_one()
    return Written(int(match_id), int(revision), taken, keep_result)


def adopt_result(session: Session, match_id: int, stored: StoredMatch) -> bool:
    """Give match ``match_id`` here, a log of ``stored``'s fixture short of full time
    (or such a log already standing behind a result), the score, status and scorers of
    ``stored``, an imported result: it becomes that result being logged, as when the
    log comes second (:func:`take_over`), and its log replaces the result at full
    time. Teams named the other way round here keep their own figures and scorers.
    False if it held them already (nothing written)."""
    row = session.execute(select(_match).where(_match.c.id == match_id)).one()
    turned = fold(row.home_name) != fold(str(stored.row["home_name"]))
    values = {column: stored.row.get(column) for column in RESULT_COLUMNS}
    goals = [dict(goal) for goal in stored.goal_rows]
    if turned:
        values.update(turned_figures(values))
        for goal in goals:
            goal["side"] = "away" if goal["side"] == "home" else "home"
    held = session.execute(select(_goal).where(_goal.c.match_id == match_id)).all()
    same_goals = sorted(_goal_key(dict(g._mapping)) for g in held) == sorted(map(_goal_key, goals))
    if same_goals and all(getattr(row, k) == v for k, v in values.items()):
        return False
    session.execute(delete(_goal).where(_goal.c.match_id == match_id))
    links: Any = PersonLinkRow.__table__  # type: ignore[attr-defined]
    session.execute(
        delete(links).where(links.c.match_id == match_id, links.c.row_table == "result_goal")
    )
    session.execute(update(_match).where(_match.c.id == match_id).values(**values))
    _write_goals(
        session, match_id, dataclasses.replace(stored, goal_rows=goals), dict(row._mapping)
    )
    summaries.record(session, match_id)
    return True


def short_of_full_time(session: Session, match_id: int) -> bool:
    """True if match ``match_id`` here is a log that has not reached full time (being
    logged, stopped, or abandoned), alone or standing behind a result."""
    row = session.execute(
        select(_match.c.record, _match.c.status).where(_match.c.id == match_id)
    ).one()
    if row.record == "logged":
        return row.status not in FULL_TIME
    # A result with squads is being logged: its log replaces it at full time.
    return row.record == "result" and has_squads(session, match_id)


def log_there(session: Session, match_id: int) -> tuple[str, str]:
    """Where the log of match ``match_id`` here stands, as a logged match's status says
    it (``not started``: set up, nothing logged; ``live``; ``unfinished``: live, its
    day long past; ``abandoned``; ``finished`` or ``confirmed``), and its home team's
    name. A result being logged here (its log on its row, short of full time) is read
    from its events."""
    columns = (_match.c.record, _match.c.status, _match.c.home_name, _match.c.date)
    row = session.execute(select(*columns).where(_match.c.id == match_id)).one()
    stage = str(row.status)
    if row.record != "logged":
        kinds = set(
            session.execute(select(_event.c.kind).where(_event.c.match_id == match_id)).scalars()
        )
        logged = Status.ABANDONED if MatchAbandoned.kind in kinds else Status.LIVE
        stage = logged.value if kinds else Status.NOT_STARTED.value
    if stage == Status.LIVE.value and log_unfinished(row.date, dt.date.today()):
        stage = UNFINISHED
    return stage, str(row.home_name)


def _goal_key(goal: Mapping[str, Any]) -> tuple[Any, ...]:
    return tuple(goal.get(c) for c in ("side", "name", "period", "minute", "added", "own_goal"))


def _write_events(
    session: Session, match_id: int, stored: StoredMatch, mapping: dict[int, int]
) -> None:
    """Insert the match's event rows, their players mapped to the new ids."""
    by_id = {event.id: event for event in stored.events}
    rows = []
    for source in stored.event_rows:
        moved = remap_event(dataclasses.replace(by_id[source["id"]], id=None), mapping)
        rows.append({**_copied_dict(source, "event"), **row_values(moved), "match_id": match_id})
    if rows:
        session.execute(insert(_event), rows)


def _being_logged(session: Session, match_id: int | None) -> bool:
    """True if match ``match_id`` here is a result being logged (its score stands until
    its log reaches full time)."""
    if match_id is None:
        return False
    record = session.execute(select(_match.c.record).where(_match.c.id == match_id))
    return bool(record.scalar_one() == "result")


def link_people(session: Session, match_ids: list[int]) -> None:
    """Link the players of these matches (just written) to people, in one pass."""
    if match_ids:
        linker = people.Linker(session)
        people.link_players(linker, match_ids)
        linker.flush()


def _write_goals(
    session: Session, match_id: int, stored: StoredMatch, values: dict[str, Any]
) -> None:
    """Insert a result's scorers, each linked to a person of the team he played for."""
    if not stored.goal_rows:
        return
    linker = people.Linker(session)
    rows = []
    for goal in stored.goal_rows:
        side = Side(goal["side"])
        played_for = side.other if goal["own_goal"] else side
        person = linker.link(
            values[f"{played_for.value}_team_id"],
            goal["name"],
            match_id=match_id,
            team=str(values[f"{played_for.value}_name"]),
            edition_id=values.get("edition_id"),
            day=values.get("date"),
        )
        rows.append(
            {**_copied_dict(goal, "result_goal"), "match_id": match_id, "person_id": person}
        )
    linker.flush()
    session.execute(insert(_goal), rows)


def _copied_dict(row: dict[str, Any], table: str) -> dict[str, Any]:
    own = OWN_COLUMNS[table]
    return {key: value for key, value in row.items() if key not in own}


def _write_players(
    session: Session, match_id: int, players: Sequence[dict[str, Any]]
) -> dict[int, int]:
    """Insert the player rows; the source id of each mapped to its new one."""
    if not players:
        return {}
    rows = [{**_copied_dict(p, "match_player"), "match_id": match_id} for p in players]
    result = session.execute(
        insert(_player).returning(_player.c.id, sort_by_parameter_order=True), rows
    )
    new_ids = [int(r.id) for r in result]
    return {int(p["id"]): new for p, new in zip(players, new_ids, strict=True)}


@dataclass(frozen=True)
class Mark:
    """The revisions of a match here and on a target when both last held the same match."""

    local_revision: int
    remote_revision: int
    pushed_at: dt.datetime


def mark_of(session: Session, match_id: int, target: str) -> Mark | None:
    """The push mark of a match for a target database, if it was ever pushed there."""
    row = session.execute(
        select(_mark).where(_mark.c.match_id == match_id, _mark.c.target == target)
    ).first()
    if row is None:
        return None
    return Mark(int(row.local_revision), int(row.remote_revision), row.pushed_at)


def set_mark(
    session: Session, match_id: int, target: str, local_revision: int, remote_revision: int
) -> None:
    """Remember that the match here at ``local_revision`` and the target's copy at
    ``remote_revision`` are the same match (after a push, a copy, or a check)."""
    values = {
        "local_revision": local_revision,
        "remote_revision": remote_revision,
        "pushed_at": _now(),
    }
    where = (_mark.c.match_id == match_id, _mark.c.target == target)
    result: Any = session.execute(update(_mark).where(*where).values(**values))
    if not result.rowcount:
        session.execute(insert(_mark).values(match_id=match_id, target=target, **values))


@dataclass(frozen=True)
class Listed:
    """A match of the library as a copy first sees it: its head and its push mark."""

    id: int
    head: Head
    mark: Mark | None


def library_heads(
    session: Session, target: str, *, after: int = 0, limit: int = 500
) -> list[Listed]:
    """The matches in the library (not in the trash) after ``after``, in id order, each
    with its push mark for ``target``: one query for the lot."""
    joined = _match.outerjoin(
        _mark, and_(_mark.c.match_id == _match.c.id, _mark.c.target == target)
    )
    rows = session.execute(
        select(
            _match.c.id,
            _match.c.uuid,
            _match.c.revision,
            _match.c.home_name,
            _match.c.away_name,
            _mark.c.local_revision,
            _mark.c.remote_revision,
            _mark.c.pushed_at,
        )
        .select_from(joined)
        .where(_match.c.deleted_at.is_(None), _match.c.id > after)
        .order_by(_match.c.id)
        .limit(limit)
    ).all()
    return [
        Listed(
            int(r.id),
            Head(
                str(r.uuid) if r.uuid is not None else None,
                int(r.revision),
                f"{r.home_name} v {r.away_name}",
                False,
            ),
            None
            if r.local_revision is None
            else Mark(int(r.local_revision), int(r.remote_revision), r.pushed_at),
        )
        for r in rows
    ]


def find_all(session: Session, uuids: Sequence[str]) -> dict[str, Found]:
    """The matches here with these uuids (at most a few hundred), by uuid: one query."""
    if not uuids:
        return {}
    rows = session.execute(
        select(
            _match.c.uuid, _match.c.id, _match.c.revision, _match.c.confirmed, _match.c.deleted_at
        ).where(_match.c.uuid.in_(list(uuids)))
    ).all()
    return {
        str(r.uuid): Found(int(r.id), int(r.revision), bool(r.confirmed), r.deleted_at is not None)
        for r in rows
    }


def library_ids(session: Session, *, after: int = 0, limit: int = 500) -> list[int]:
    """Ids of the matches in the library (not in the trash) after ``after``, in id order."""
    rows = session.execute(
        select(_match.c.id)
        .where(_match.c.deleted_at.is_(None), _match.c.id > after)
        .order_by(_match.c.id)
        .limit(limit)
    ).all()
    return [int(r.id) for r in rows]


def library_count(session: Session) -> int:
    """How many matches are in the library."""
    return _count(session, _match.c.deleted_at.is_(None))


def trash_count(session: Session) -> int:
    """How many matches are in the trash (moved out of the library)."""
    return _count(session, _match.c.deleted_at.is_not(None))


def _count(session: Session, condition: Any) -> int:
    stmt = select(func.count()).select_from(_match).where(condition)
    return int(session.execute(stmt).scalar_one())


__all__ = [
    "COPIED_TABLES",
    "LOCAL_TABLES",
    "OWN_COLUMNS",
    "Found",
    "Head",
    "Listed",
    "Mark",
    "StoredMatch",
    "Written",
    "adopt_result",
    "find",
    "find_all",
    "give_identity",
    "head_of",
    "library_count",
    "library_heads",
    "library_ids",
    "link_people",
    "log_there",
    "mark_of",
    "named_here",
    "read_match",
    "set_mark",
    "short_of_full_time",
    "sync_target",
    "trash_count",
    "write_match",
]
