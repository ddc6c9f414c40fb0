"""Reading and writing matches: rows to core values and back.

The events of a match are read and written by :mod:`tracker.store.match.eventlog`; its
functions are re-exported here, so that ``matches`` stays the one repository to call.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import case as sa_case
from sqlalchemy import func as sa_func
from sqlalchemy import insert as sa_insert
from sqlalchemy import or_
from sqlalchemy import select as sa_select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import object_session
from sqlmodel import Session, col, select

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event
from tracker.core.match.model import (
    Lineup,
    Match,
    Side,
    TeamSheet,
    fold,
)
from tracker.core.match.replay import sort_events
from tracker.core.match.state import Status, log_unfinished
from tracker.core.match.statuses import UNFINISHED
from tracker.core.match.summary import AWARDED, Figures
from tracker.store.match import live, summaries
from tracker.store.match.eventlog import (
    DamagedEvent,
    NotFound,
    delete_event,
    insert_event,
    load_event,
    load_events,
    next_seq,
    remap_event,
    swap_places,
    update_event,
)
from tracker.store.match.rows import match_from_rows
from tracker.store.results import competitions
from tracker.store.tables import MatchPlayerRow, MatchRow, TeamPlayerRow, TeamRow

if TYPE_CHECKING:  # loaded by what writes a squad (a read never links one)
    from tracker.store.people import squadlinks as people

#: The match table, for the plain queries of a fixture's place.
_M: Any = MatchRow.__table__  # type: ignore[attr-defined]


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


# --- matches ----------------------------------------------------------------


def insert_match(
    session: Session,
    match: Match,
    choices: people.Choices | None = None,
    *,
    take_place: bool = True,
) -> Match:
    """Insert a match with both squads; returns it with store ids for match and players.

    The pids of the given match are mapped to new ids; events are not touched here.
    Each squad entry is linked to a person (``choices``: names the user settled).
    ``take_place``: it takes the place of an imported result or fixture of its fixture
    as a match not yet played does (:func:`take_over`).
    """
    row = MatchRow(summary_version=summaries.SUMMARY_VERSION)
    _fill_match_row(row, match)
    for side in Side:
        team = match.team(side)
        setattr(row, f"{side.value}_team_id", _team_id(session, team))
    place(session, row)
    session.add(row)
    session.flush()
    assert row.id is not None
    mapping = _insert_players(session, row.id, match)
    legal = {
        (side.value, fold(p.name.strip())): p.legal_name
        for side in Side
        for p in match.team(side).squad
        if p.legal_name
    }
    from tracker.store.people import squadlinks as people  # what writes a squad loads it

    people.link_match(session, row.id, choices, legal=legal)
    if take_place:
        take_over(session, row.id, finished=False)
    return _remap(dataclasses.replace(match, id=row.id, uuid=row.uuid), mapping)


def same_fixture(
    session: Session,
    day: dt.date,
    home: str,
    away: str,
    records: Sequence[str],
    *,
    but: int | None = None,
) -> list[Any]:
    """The stored ``match`` rows (of these records, not deleted, other than ``but``) of
    one fixture: the same day and the same two teams, either way round."""
    teams = {fold(home), fold(away)}
    query = sa_select(_M).where(
        _M.c.date == day, _M.c.record.in_(list(records)), _M.c.deleted_at.is_(None)
    )
    if but is not None:
        query = query.where(_M.c.id != but)
    rows = session.execute(query).all()
    return [r for r in rows if {fold(r.home_name), fold(r.away_name)} == teams]


def has_squads(session: Session, match_id: int) -> bool:
    """True if the match has squads stored: a logged match, or an imported result or
    fixture set up to be logged here (its line-ups and log are on its row)."""
    found = session.execute(sa_select(_P.c.id).where(_P.c.match_id == match_id).limit(1))
    return found.first() is not None


@dataclass(frozen=True)
class Taken:
    """The imported result or fixture whose place a logged match took (:func:`take_over`)."""

    #: Its id (the row is gone; the logged match holds its place).
    id: int
    #: It was a result (not a fixture).
    result: bool
    #: The log had not reached full time: the logged match is that result being logged,
    #: its score and scorers kept until the log reaches full time.
    kept: bool
    #: The result was the competition's award: its words in the log's team order
    #: ("Argentina 0-3 England"); None for any other result or a fixture.
    award: str | None = None
    #: The log's status as it took the place (``live``, ``abandoned``, ``finished``…;
    #: ``unfinished``: kicked off, short of full time, its day long past).
    status: str = ""

    @property
    def replaced(self) -> int | None:
        """The id of the imported result whose score the log replaced, if any."""
        return self.id if self.result and not self.kept else None

    @property
    def result_kept(self) -> int | None:
        """The id of the imported result whose score stands until full time, if any."""
        return self.id if self.kept else None


def take_over(
    session: Session, match_id: int, *, copied: bool = False, finished: bool = True
) -> Taken | None:
    """Let a newly logged match take the place of an imported result or fixture of the
    same fixture.

    Same date and the same two teams (either order): the logged match takes the
    imported one's place in its edition (round, number, source key, so a re-import
    finds it) and the imported row goes. Returns the row replaced, if any.
    A log that has not reached full time (``finished`` False) does not replace a
    result: it becomes that result being logged (record ``result``, the result's score,
    scorers and figures kept, as a result set up to be logged here keeps them), which
    its log replaces at full time; until then the result stands for the match in the
    library, the tables and the record books, and is counted once.
    An award of the competition is no score of the match's play: a log kicked off
    and in play stands in its place, as an award of a match in play here is never
    stored (:mod:`tracker.store.results.imported`); one set up with nothing logged,
    abandoned, or unfinished (its day long past), holds no result, and the award
    stands for it as above.
    A match ``copied`` from another database may have taken such a place there
    already (it has a source key): it takes it here too. A result or fixture set up to
    be logged here (it has squads) is never replaced: its log would go with it.
    """
    row = session.execute(sa_select(_M).where(_M.c.id == match_id)).first()
    if row is None or row.date is None or row.record != "logged":
        return None
    if row.source and not copied:
        return None
    for other in same_fixture(
        session, row.date, row.home_name, row.away_name, ("result", "fixture"), but=match_id
    ):
        if has_squads(session, int(other.id)):
            continue  # set up to be logged here: its line-ups and log are never deleted
        placed = {
            k: getattr(other, k)
            for k in ("edition_id", "round", "round_stage", "group_name", "number", "source")
        }
        result = other.record == "result"
        turned = fold(other.home_name) != fold(row.home_name)
        award = _award_words(other, turned=turned) if other.status == AWARDED else None
        status = _log_stage(row)
        kept = result and not finished and not (award and status == Status.LIVE.value)
        if kept:
            placed.update(_result_kept(session, other, match_id, turned=turned))
        session.execute(_M.delete().where(_M.c.id == other.id))
        session.execute(
            _M.update().where(_M.c.id == match_id).values(**placed, source_key=other.source_key)
        )
        return Taken(int(other.id), result, kept, award, status)
    return None


def _log_stage(row: Any) -> str:
    """A logged match's status, ``unfinished`` for a log kicked off and short of full
    time whose day is long past: it holds no result, and an award stands for it."""
    if row.status == Status.LIVE.value and log_unfinished(row.date, dt.date.today()):
        return UNFINISHED
    return str(row.status)


def _award_words(row: Any, *, turned: bool) -> str:
    """An awarded result's row as words, its teams in a log's order (``turned``: the
    log names them the other way round): "Argentina 0-3 England"."""
    home, away = (row.home_name, int(row.home_score)), (row.away_name, int(row.away_score))
    first, second = (away, home) if turned else (home, away)
    return f"{first[0]} {first[1]}-{second[1]} {second[0]}"


#: What a result's row says of its result (figures and kind), kept by a log that takes
#: its place before full time.
RESULT_COLUMNS = (
    "home_score",
    "away_score",
    "ht_home",
    "ht_away",
    "so_home",
    "so_away",
    "status",
    "extra_time",
    "record",
)


def _result_kept(session: Session, result: Any, match_id: int, *, turned: bool) -> dict[str, Any]:
    """Move the result ``result``'s scorers (with their people's links) and its lifted
    bans to match ``match_id``; the result's columns for that match's row.

    ``turned``: that match names the teams the other way round (its home team is the
    result's away team): each figure and scorer goes to the same team, on its side.
    """
    from tracker.store.tables import PersonLinkRow, ResultGoalRow, SuspensionOverrideRow

    for table in (ResultGoalRow, SuspensionOverrideRow):
        moved: Any = table.__table__  # type: ignore[union-attr]
        session.execute(
            moved.update().where(moved.c.match_id == result.id).values(match_id=match_id)
        )
    links: Any = PersonLinkRow.__table__  # type: ignore[attr-defined]
    session.execute(
        links.update()
        .where(links.c.match_id == result.id, links.c.row_table == "result_goal")
        .values(match_id=match_id)
    )
    kept = {k: getattr(result, k) for k in RESULT_COLUMNS}
    if turned:
        turn_result_goals(session, match_id)
        kept.update(turned_figures(kept))
    return kept


#: A result's figures given per side, as (home column, away column).
_SIDED_COLUMNS = (("home_score", "away_score"), ("ht_home", "ht_away"), ("so_home", "so_away"))


def turned_figures(row: Any) -> dict[str, Any]:
    """A result's figures (a mapping of :data:`RESULT_COLUMNS`) for its teams named the
    other way round."""
    turned = {}
    for home, away in _SIDED_COLUMNS:
        turned[home], turned[away] = row[away], row[home]
    return turned


def turn_result_goals(session: Session, match_id: int) -> None:
    """The scorers of a result whose teams are now named the other way round: each goal
    counts for the same team, now on the other side."""
    from tracker.store.tables import ResultGoalRow

    goals: Any = ResultGoalRow.__table__  # type: ignore[attr-defined]
    other = sa_case((goals.c.side == "home", "away"), else_="home")
    session.execute(goals.update().where(goals.c.match_id == match_id).values(side=other))


def insert_match_with_events(
    session: Session, match: Match, events: Sequence[Event], figures: Figures
) -> tuple[int, Taken | None]:
    """Insert a checked match, its squads and its events (numbered in match order, their
    players mapped to the new ids) with its list figures: the new match id, and the
    imported result or fixture of its fixture whose place it took (:func:`take_over`;
    a log short of full time is that result being logged), if any."""
    stored = insert_match(session, match, take_place=False)
    old_pids = [p.pid for p in (*match.home.squad, *match.away.squad)]
    new_pids = [p.pid for p in (*stored.home.squad, *stored.away.squad)]
    mapping = dict(zip(old_pids, new_pids, strict=True))
    assert stored.id is not None
    for seq, event in enumerate(sort_events(events), start=1):
        moved = remap_event(dataclasses.replace(event, id=None, seq=seq), mapping)
        insert_event(session, stored.id, moved)
    summaries.record(session, stored.id, figures)
    return stored.id, take_over(session, stored.id, finished=figures.full_time)


def update_match_setup(
    session: Session, match: Match, choices: people.Choices | None = None
) -> Match:
    """Replace a match's metadata and squads (before any event names its players)."""
    row = _match_row(session, match.id, lock=True)
    _fill_match_row(row, match)
    place(session, row)
    bump(row)
    for player in session.exec(select(MatchPlayerRow).where(MatchPlayerRow.match_id == row.id)):
        session.delete(player)
    session.flush()
    assert row.id is not None
    mapping = _insert_players(session, row.id, match)
    from tracker.store.people import squadlinks as people  # what writes a squad loads it

    people.link_match(session, row.id, choices)
    return _remap(match, mapping)


def swap_starter(session: Session, match_id: int, starter: int, substitute: int) -> None:
    """Put a substitute in a starter's place in the line-up and the starter in his on the
    bench (line, slot and captaincy exchanged): a line-up corrected once events name
    its players, so both keep their rows and ids."""
    rows = {
        row.id: row
        for row in session.exec(
            select(MatchPlayerRow).where(
                MatchPlayerRow.match_id == match_id,
                col(MatchPlayerRow.id).in_((starter, substitute)),
            )
        )
    }
    if set(rows) != {starter, substitute}:
        raise NotFound(f"match {match_id} has no players {starter} and {substitute}")
    one, other = rows[starter], rows[substitute]
    for name in ("line", "slot", "bench", "captain"):
        mine, theirs = getattr(one, name), getattr(other, name)
        setattr(one, name, theirs)
        setattr(other, name, mine)
    session.add(one)
    session.add(other)
    session.flush()


def start_fixture(session: Session, match: Match, choices: people.Choices | None = None) -> Match:
    """Make a stored fixture (or result) the match being set up (same row): squads,
    line-ups, teams.

    The row keeps its id, edition, round, number and source key; a fixture becomes a
    ``logged`` match whose teams are the ones set up (a placeholder such as "winner of
    match 101" is decided now). Returns the match with its store ids.
    """
    row = _match_row(session, match.id, lock=True)
    if row.record not in ("fixture", "result"):
        raise NotFound(f"match {match.id} is not a fixture or a result")
    # A result set up to be logged stays a result (its score, scorers and figures
    # kept) until its log reaches full time: see results.replace_by_log.
    result = row.record == "result"
    row.record = "result" if result else "logged"
    row.home_placeholder = row.away_placeholder = ""
    was = (fold(row.home_name), fold(row.away_name))
    if result and was == (fold(match.away.name), fold(match.home.name)):
        # Its teams set up the other way round: its score and scorers follow them.
        figures = {column: getattr(row, column) for column in RESULT_COLUMNS}
        for column, value in turned_figures(figures).items():
            setattr(row, column, value)
        turn_result_goals(session, int(match.id or 0))
    for side in Side:
        setattr(row, f"{side.value}_team_id", _team_id(session, match.team(side)))
    stored = update_match_setup(session, match, choices)
    summaries.record(session, row.id, None if result else Figures())  # type: ignore[arg-type]
    return stored


def place(session: Session, row: MatchRow) -> None:
    """Set a match's edition and round from its competition and stage text.

    A match placed by a results import keeps the round and number its file gave,
    unless its competition or stage text no longer names them.
    """
    values = competitions.place_values(session, row.competition, row.stage)
    if row.source and values["round"] == "" and row.round:
        del values["round"], values["round_stage"], values["group_name"]
    if row.source and values["edition_id"] is None and row.edition_id is not None:
        del values["edition_id"]
    for key, value in values.items():
        setattr(row, key, value)


def fill_details(row: MatchRow, match: Match) -> None:
    """Copy a match's details into its row: metadata, officials, managers, colours."""
    row.competition = match.competition
    row.stage = match.stage
    row.date = match.date
    row.kickoff = match.kickoff
    row.venue = match.venue
    row.attendance = match.attendance
    row.referee = match.officials.referee
    row.assistant1 = match.officials.assistant1
    row.assistant2 = match.officials.assistant2
    row.fourth_official = match.officials.fourth
    row.var = match.officials.var
    row.search = summaries.search_text(match)
    for side in Side:
        team = match.team(side)
        setattr(row, f"{side.value}_short", team.short_name)
        setattr(row, f"{side.value}_manager", team.manager)
        setattr(row, f"{side.value}_colour", team.colour)
        setattr(row, f"{side.value}_keeper_colour", team.keeper_colour)


def _fill_match_row(row: MatchRow, match: Match) -> None:
    fill_details(row, match)
    if match.uuid is not None:  # else the row keeps the one it has (or gets a new one)
        row.uuid = match.uuid
    row.rules_preset = match.rules.key
    row.team_size = match.rules.team_size
    row.confirmed = match.confirmed
    for side in Side:
        team = match.team(side)
        setattr(row, f"{side.value}_name", team.name)
        setattr(row, f"{side.value}_formation", team.lineup.formation if team.lineup else None)


def _team_id(session: Session, team: TeamSheet) -> int:
    """The stored team of this name, ignoring case and accents (a file's "ARGENTINA" is
    Argentina: its players are linked among Argentina's people), or a new one."""
    existing: TeamRow | None = session.exec(
        select(TeamRow).where(col(TeamRow.name) == team.name)
    ).first()
    if existing is None:
        wanted = fold(team.name.strip())
        existing = next((r for r in session.exec(select(TeamRow)) if fold(r.name) == wanted), None)
    if existing is not None:
        assert existing.id is not None
        return existing.id
    row = TeamRow(
        name=team.name,
        short_name=team.short_name,
        manager=team.manager,
        colour=team.colour,
        keeper_colour=team.keeper_colour,
    )
    try:
        with session.begin_nested():
            session.add(row)
            session.flush()
    except IntegrityError:
        # Another client stored a team of this name since it was looked for (on
        # PostgreSQL; SQLite's writers take turns): the match is that team's.
        return _team_id(session, team)
    for sort, player in enumerate(team.squad):
        session.add(
            TeamPlayerRow(
                team_id=row.id,
                name=player.name,
                known_as=player.known_as,
                number=player.number,
                position=player.position.value if player.position else None,
                sort=sort,
            )
        )
    assert row.id is not None
    return row.id


def _insert_players(session: Session, match_id: int, match: Match) -> dict[int, int]:
    mapping: dict[int, int] = {}
    for row in player_rows(match_id, match):
        pid = row.pop("pid")
        result: Any = session.execute(_INSERT_PLAYER, row)
        mapping[pid] = int(result.inserted_primary_key[0])
    return mapping


_INSERT_PLAYER = sa_insert(MatchPlayerRow.__table__)  # type: ignore[attr-defined]


def player_rows(match_id: int, match: Match) -> list[dict[str, Any]]:
    """The match_player rows of both squads, each with the core ``pid`` it replaces."""
    rows: list[dict[str, Any]] = []
    for side in Side:
        team = match.team(side)
        places: dict[int, tuple[int, int]] = {}
        bench: dict[int, int] = {}
        captain = None
        if team.lineup is not None:
            for row_index, pids in enumerate(team.lineup.rows):
                for slot_index, pid in enumerate(pids):
                    places[pid] = (row_index, slot_index)
            # A substitute's slot is his place on the bench (the order the team sheet lists).
            bench = {pid: index for index, pid in enumerate(team.lineup.bench)}
            captain = team.lineup.captain
        for sort, player in enumerate(team.squad):
            line, slot = places.get(player.pid) or (None, bench.get(player.pid))
            rows.append(
                {
                    "pid": player.pid,
                    "match_id": match_id,
                    "side": side.value,
                    "name": player.name,
                    "known_as": player.known_as,
                    "number": player.number,
                    "position": player.position.value if player.position else None,
                    "sort": sort,
                    "line": line,
                    "slot": slot,
                    "bench": player.pid in bench,
                    "captain": player.pid == captain,
                }
            )
    return rows


def _remap(match: Match, mapping: dict[int, int]) -> Match:
    def team(sheet: TeamSheet) -> TeamSheet:
        squad = tuple(dataclasses.replace(p, pid=mapping[p.pid]) for p in sheet.squad)
        lineup = sheet.lineup
        if lineup is not None:
            lineup = Lineup(
                formation=lineup.formation,
                rows=tuple(tuple(mapping[p] for p in row) for row in lineup.rows),
                bench=tuple(mapping[p] for p in lineup.bench),
                captain=mapping[lineup.captain] if lineup.captain is not None else None,
            )
        return dataclasses.replace(sheet, squad=squad, lineup=lineup)

    return dataclasses.replace(match, home=team(match.home), away=team(match.away))


def _match_row(
    session: Session, match_id: int | None, *, deleted: bool = False, lock: bool = False
) -> MatchRow:
    """The match's row; with ``lock`` (a write) locked for the transaction and read as
    committed by the writer before (see :func:`locked_row`)."""
    if match_id is None:
        row = None
    elif lock:
        row = locked_row(session, match_id)
    else:
        row = session.get(MatchRow, match_id)
    if row is None:
        raise NotFound(f"there is no match {match_id}")
    if row.deleted_at is not None and not deleted:
        raise NotFound(_in_the_trash(match_id))
    return row


def _in_the_trash(match_id: int | None) -> str:
    """What a command on a match moved out of the library (deleted) is told."""
    return _(summaries.IN_THE_TRASH).format(match_id=match_id)


def locked_row(session: Session, match_id: int) -> MatchRow | None:
    """The match's row, locked until the transaction ends (``FOR UPDATE``; on SQLite the
    writer holds the whole file already), and read afresh once the lock is had.

    Every change to a match reads its row this way before changing it: read without
    the lock, the row may be changed by another client before this one writes it back,
    and ``revision + 1`` of the old row loses the other client's change.
    """
    return session.get(MatchRow, match_id, with_for_update=True, populate_existing=True)


def bump(row: MatchRow) -> None:
    """Record that a match changed now: its revision tells other instances to re-read it
    (and those listening are told at commit: see :mod:`tracker.store.match.live`)."""
    row.revision = (row.revision or 0) + 1
    row.updated_at = _now()
    session = object_session(row)
    if session is not None and row.id is not None:
        live.changed(session, row.id)


def load_match(session: Session, match_id: int) -> Match:
    """The match with this id, squads and line-ups included."""
    return _load(session, _row_to_read(session, match_id))


def _row_to_read(session: Session, match_id: int) -> Any:
    """The match's row as a plain row, unless this session holds changes it has not
    written yet (then its ORM object, which shows them).

    Reading a match is the first thing most commands do: read through the ORM, it set
    up all sixteen mappers first (about 7 ms of an ``export``); a plain row does not.
    Its columns are the same values, converted by the same column types.
    """
    if session.new or session.dirty or session.deleted:
        return _match_row(session, match_id)
    row = session.execute(sa_select(_M).where(_M.c.id == match_id)).first()
    if row is None:
        raise NotFound(f"there is no match {match_id}")
    if row.deleted_at is not None:
        raise NotFound(_in_the_trash(match_id))
    return row


def load_match_any(session: Session, match_id: int) -> Match:
    """The match with this id, even one moved out of the library."""
    return _load(session, _match_row(session, match_id, deleted=True))


def _load(session: Session, row: Any) -> Match:
    """The match of its ``match`` row (an ORM object or a plain row) and its squads."""
    match_id = row.id
    # Plain rows, not ORM objects: loading is on the path of every logged event.
    table = MatchPlayerRow.__table__  # type: ignore[attr-defined]
    players = session.execute(
        table.select().where(table.c.match_id == match_id).order_by(table.c.sort, table.c.id)
    ).all()
    return match_from_rows(row, list(players))


def set_confirmed(session: Session, match_id: int, confirmed: bool) -> None:
    """Lock (confirm) or reopen a match."""
    row = _match_row(session, match_id, lock=True)
    row.confirmed = confirmed
    session.add(row)


def soft_delete_match(session: Session, match_id: int, deleted: bool = True) -> None:
    """Hide a match from the library (or bring it back); nothing is erased."""
    row = locked_row(session, match_id)
    if row is None:
        raise NotFound(f"there is no match {match_id}")
    row.deleted_at = _now() if deleted else None
    bump(row)
    session.add(row)


# --- the library --------------------------------------------------------------


@dataclass(frozen=True)
class MatchSummary:
    """One line of the match library, with the figures stored in the match's row."""

    id: int
    date: dt.date | None
    competition: str
    stage: str
    home: str
    away: str
    confirmed: bool
    updated_at: dt.datetime
    figures: Figures
    deleted: bool = False
    #: ``logged``, ``result`` (no line-ups) or ``fixture`` (not played yet).
    record: str = "logged"
    #: An imported result that needed extra time.
    extra_time: bool = False


_T: Any = MatchRow.__table__  # type: ignore[attr-defined]
#: The squad entries of matches (a result set up to be logged has them).
_P: Any = MatchPlayerRow.__table__  # type: ignore[attr-defined]
#: The columns a summary is read from: a library line never loads a whole row.
SUMMARY_COLUMNS: tuple[Any, ...] = tuple(
    _T.c[name]
    for name in (
        "id", "date", "competition", "stage", "home_name", "away_name", "confirmed",
        "updated_at", "deleted_at", "home_score", "away_score", "ht_home", "ht_away",
        "so_home", "so_away", "status", "event_count", "record", "extra_time",
    )
)  # fmt: skip


def list_matches(
    session: Session, *, deleted: bool = False, limit: int | None = None, offset: int = 0
) -> list[MatchSummary]:
    """The matches (or the deleted ones), newest first, a page at a time if asked."""
    condition = _T.c.deleted_at.is_not(None) if deleted else _T.c.deleted_at.is_(None)
    stmt = (
        sa_select(*SUMMARY_COLUMNS)
        .where(condition)
        .order_by(newest_first(session, _T.c.date), _T.c.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return [summary_of(row) for row in session.execute(stmt)]


def matches_on(
    session: Session,
    day: dt.date | None = None,
    *,
    ids: Sequence[int] | None = None,
    limit: int | None = None,
) -> list[MatchSummary]:
    """The matches (not deleted) of one day, or with these ids, in the order stored."""
    stmt = sa_select(*SUMMARY_COLUMNS).where(_T.c.deleted_at.is_(None))
    if day is not None:
        stmt = stmt.where(_T.c.date == day)
    if ids is not None:
        stmt = stmt.where(_T.c.id.in_(list(ids)))
    return [summary_of(row) for row in session.execute(stmt.order_by(_T.c.id).limit(limit))]


def match_day_near(session: Session, day: dt.date) -> dt.date | None:
    """``day`` if a match is on it, else the latest day with a match before it, else the
    first one after it (None for an empty library): where a matchday page opens."""
    alive = _T.c.deleted_at.is_(None)
    for stmt in (
        sa_select(sa_func.max(_T.c.date)).where(alive, _T.c.date <= day),
        sa_select(sa_func.min(_T.c.date)).where(alive, _T.c.date > day),
    ):
        found = session.execute(stmt).scalar()
        if found is not None:
            return found if isinstance(found, dt.date) else dt.date.fromisoformat(str(found))
    return None


def match_day_after(session: Session, day: dt.date) -> dt.date | None:
    """The first day after ``day`` with a match (None if there is none)."""
    stmt = sa_select(sa_func.min(_T.c.date)).where(_T.c.deleted_at.is_(None), _T.c.date > day)
    found = session.execute(stmt).scalar()
    if found is None:
        return None
    return found if isinstance(found, dt.date) else dt.date.fromisoformat(str(found))


def revisions_counted(
    session: Session, ids: Iterable[int] | None = None
) -> tuple[dict[int, int], dict[int, int]]:
    """Every match's revision (deleted ones too, as -1), and its revision as the record
    books last counted it (-1: not counted): what a follower of the whole library
    compares to tell which matches changed (one read). ``ids``: those matches only
    (those of them that exist), read by the primary key."""
    # The deleted ones told apart by the database, and each row unpacked as a plain
    # tuple: a follower reads every match at each change (half the time of named
    # columns and a time stamp turned into a datetime, at 100,000 matches).
    stmt = sa_select(
        _T.c.id,
        sa_case((_T.c.deleted_at.is_(None), _T.c.revision), else_=-1),
        _T.c.tallied_revision,
    )
    if ids is not None:
        wanted = sorted(set(ids))
        if not wanted:
            return {}, {}
        stmt = stmt.where(_T.c.id.in_(wanted))
    rows = session.execute(stmt).all()
    revisions = {int(id_): int(revision) for id_, revision, _ in rows}
    counted = {int(id_): int(tallied) for id_, _, tallied in rows}
    return revisions, counted


def newest_first(session: Session, column: Any) -> Any:
    """``column`` descending, NULL (no date) last on every database.

    SQLite puts NULL last by itself, reading the column's index backwards with no
    sort; PostgreSQL puts it first unless told.
    """
    order = column.desc()
    return order if session.get_bind().dialect.name == "sqlite" else order.nulls_last()


def summary_of(row: Any) -> MatchSummary:
    """The summary of a stored match, from its row (or the row of its summary columns)."""
    return MatchSummary(
        id=row.id,
        date=row.date,
        competition=row.competition,
        stage=row.stage,
        home=row.home_name,
        away=row.away_name,
        confirmed=row.confirmed,
        updated_at=row.updated_at,
        figures=summaries.figures_from_row(row),
        deleted=row.deleted_at is not None,
        record=row.record,
        extra_time=bool(row.extra_time),
    )


def find_same(
    session: Session, home: str, away: str, competition: str, stage: str, date: dt.date | None
) -> int | None:
    """A logged match with these teams, competition, stage and date (one indexed query).

    An imported result or fixture of it is not one: a logged match stored takes its
    place (:func:`take_over`). A result set up to be logged (it has squads) is one: its
    log is on its row, which a match stored beside it would take the place of."""
    squads = sa_select(_P.c.id).where(_P.c.match_id == _T.c.id)
    row = session.execute(
        sa_select(_T.c.id)
        .where(
            _T.c.deleted_at.is_(None),
            or_(_T.c.record == "logged", squads.exists()),
            _T.c.home_name == home,
            _T.c.away_name == away,
            _T.c.competition == competition,
            _T.c.stage == stage,
            _T.c.date.is_(None) if date is None else _T.c.date == date,
        )
        .order_by(_T.c.date.desc(), _T.c.id.desc())
        .limit(1)
    ).first()
    return int(row.id) if row is not None else None


def find_logged_fixture(
    session: Session, home: str, away: str, date: dt.date | None
) -> tuple[int, str] | None:
    """The id and record of a logged match of this fixture (the same day, the same two
    teams either way round), else of a result or fixture of it set up to be logged here
    (it has squads), whatever its competition and stage are called here; None without
    a date."""
    if date is None:
        return None
    rows = same_fixture(session, date, home, away, ("logged", "result", "fixture"))
    for row in sorted(rows, key=lambda r: (r.record != "logged", r.id)):
        if row.record == "logged" or has_squads(session, int(row.id)):
            return int(row.id), str(row.record)
    return None


def find_twin(session: Session, match: Match) -> tuple[int, str] | None:
    """The match here that ``match`` is, under another identity, and how it was found:
    ``same`` (:func:`find_same`: its teams, competition, stage and date) or ``fixture``
    (:func:`find_logged_fixture`: its day and two teams, named otherwise here)."""
    home, away = match.home.name, match.away.name
    same = find_same(session, home, away, match.competition, match.stage, match.date)
    if same is not None:
        return same, "same"
    fixture = find_logged_fixture(session, home, away, match.date)
    return (fixture[0], "fixture") if fixture is not None else None


def find_uuid(session: Session, uuid: str) -> int | None:
    """The id of the match with this identity (in the library or out of it), if any."""
    row = session.execute(sa_select(_T.c.id).where(_T.c.uuid == uuid)).first()
    return int(row.id) if row is not None else None


def last_worked_on(session: Session) -> int | None:
    """The logged match changed most recently (read through the index on ``updated_at``).

    Imported results and fixtures are left out: an import or a merge of people
    changes them in bulk, and a result is never what the user logs.
    """
    row = session.execute(
        sa_select(_T.c.id)
        .where(_T.c.deleted_at.is_(None), _T.c.record == "logged")
        .order_by(_T.c.updated_at.desc(), _T.c.id.desc())
        .limit(1)
    ).first()
    return int(row.id) if row is not None else None


__all__ = [
    "RESULT_COLUMNS",
    "DamagedEvent",
    "MatchSummary",
    "NotFound",
    "Taken",
    "bump",
    "delete_event",
    "find_logged_fixture",
    "find_same",
    "find_twin",
    "find_uuid",
    "has_squads",
    "insert_event",
    "insert_match",
    "insert_match_with_events",
    "last_worked_on",
    "list_matches",
    "load_event",
    "load_events",
    "load_match",
    "load_match_any",
    "locked_row",
    "newest_first",
    "next_seq",
    "place",
    "player_rows",
    "remap_event",
    "set_confirmed",
    "soft_delete_match",
    "start_fixture",
    "swap_places",
    "swap_starter",
    "update_event",
    "update_match_setup",
]
