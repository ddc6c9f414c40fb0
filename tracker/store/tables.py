"""The database tables.

Tallies are derived from the events. The only derived data stored are a match's list
figures (score, half-time score, shootout, status, event count: see
:mod:`tracker.store.match.summaries`), written in the same transaction as the event that
changes them and rebuilt from a replay whenever their ``summary_version`` is old.

The annotations are evaluated as the classes are made (no ``from __future__ import
annotations``): pydantic reads every field's type at import, and a type written as a
string costs it a compile and an evaluation each, some 5 ms of every command's and the
window's loading of the tables.
"""

import datetime as dt
import uuid

from sqlalchemy import Index, UniqueConstraint
from sqlmodel import Field, SQLModel


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


class _Row(SQLModel):
    """The base of every table: pydantic's validator of a row is built on first use.

    Rows are created by our code and read by SQLAlchemy, neither of which validates;
    building the sixteen validators when the tables load cost every command and the
    window's first write about 6 ms.
    """

    model_config = {"from_attributes": True, "defer_build": True}


class TeamRow(_Row, table=True):
    """A team kept between matches, with its colours and usual manager."""

    __tablename__ = "team"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, unique=True)
    short_name: str = ""
    manager: str = ""
    colour: str = "#d22"
    keeper_colour: str = "#2a2"


class TeamPlayerRow(_Row, table=True):
    """A player of a team's standing squad, reused from match to match."""

    __tablename__ = "team_player"

    id: int | None = Field(default=None, primary_key=True)
    team_id: int = Field(foreign_key="team.id", index=True, ondelete="CASCADE")
    name: str
    known_as: str = ""
    number: int | None = None
    position: str | None = None
    sort: int = 0
    #: The person this squad entry is (schema 0005; None until linked).
    person_id: int | None = Field(default=None, foreign_key="person.id", index=True)


class CompetitionRow(_Row, table=True):
    """A competition (FIFA World Cup, a league), with its suspension rules."""

    __tablename__ = "competition"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    #: The name folded (no accents, lower case), to find it as typed.
    folded: str = Field(index=True)
    #: ``cup`` or ``league``.
    kind: str = "cup"
    #: The suspension rules as JSON (empty: the preset of its kind).
    rules: str = ""
    #: The language its match sheets are written in (``de``, ``es``, ``en``; empty: its
    #: preset's, else English).
    language: str = ""


class EditionRow(_Row, table=True):
    """One edition of a competition: FIFA World Cup 2026, a league's 2025-26."""

    __tablename__ = "edition"
    __table_args__ = (
        UniqueConstraint("competition_id", "season", name="uq_edition_competition_season"),
    )

    id: int | None = Field(default=None, primary_key=True)
    competition_id: int = Field(foreign_key="competition.id", index=True, ondelete="CASCADE")
    name: str
    #: "2026", "2025-26".
    season: str
    year: int | None = None


class PersonRow(_Row, table=True):
    """One player across matches; the names he is known by are ``person_name`` rows."""

    __tablename__ = "person"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    folded: str = Field(index=True)
    date_of_birth: dt.date | None = None
    note: str = ""


class PersonNameRow(_Row, table=True):
    """A name a person is known by ("Lautaro Martínez", "Lautaro"), folded for lookup."""

    __tablename__ = "person_name"
    __table_args__ = (UniqueConstraint("person_id", "folded", name="uq_person_name_folded"),)

    id: int | None = Field(default=None, primary_key=True)
    person_id: int = Field(foreign_key="person.id", index=True, ondelete="CASCADE")
    name: str
    folded: str = Field(index=True)


class MatchRow(_Row, table=True):
    """One match: its metadata, rules and the two teams' sheets."""

    __tablename__ = "match"

    id: int | None = Field(default=None, primary_key=True)
    #: A stable identity across databases: a push or a copy finds the match by it.
    uuid: str = Field(default_factory=lambda: str(uuid.uuid4()), max_length=36, unique=True)
    competition: str = Field(default="", index=True)
    stage: str = ""
    date: dt.date | None = Field(default=None, index=True)
    kickoff: dt.time | None = None
    venue: str = ""
    attendance: int | None = None
    referee: str = ""
    assistant1: str = ""
    assistant2: str = ""
    fourth_official: str = ""
    var: str = ""
    rules_preset: str = "standard"
    team_size: int = 11
    confirmed: bool = False
    home_team_id: int | None = Field(default=None, foreign_key="team.id")
    away_team_id: int | None = Field(default=None, foreign_key="team.id")
    home_name: str = ""
    away_name: str = ""
    home_short: str = ""
    away_short: str = ""
    home_manager: str = ""
    away_manager: str = ""
    home_colour: str = "#d22"
    away_colour: str = "#22d"
    home_keeper_colour: str = "#2a2"
    away_keeper_colour: str = "#aa2"
    home_formation: str | None = None
    away_formation: str | None = None
    created_at: dt.datetime = Field(default_factory=_now)
    updated_at: dt.datetime = Field(default_factory=_now, index=True)
    #: Not indexed: nearly every row has none, and an index on it drew SQLite's planner
    #: away from the indexes that order and filter the library.
    deleted_at: dt.datetime | None = None
    #: Bumped by every change to the match or its events: "changed elsewhere?" reads it.
    revision: int = 0
    # The list figures, derived from the events (tracker.core.match.summary).
    home_score: int = 0
    away_score: int = 0
    ht_home: int | None = None
    ht_away: int | None = None
    so_home: int | None = None
    so_away: int | None = None
    status: str = "not started"
    event_count: int = 0
    #: The figures above are current when this equals ``summaries.SUMMARY_VERSION``.
    summary_version: int = 0
    #: Teams, competition, stage and venue folded (no accents, lower case), for search;
    #: its index (with ``deleted_at``) lets a search scan that index, not the rows.
    search: str = ""
    # Its place in a competition (schema 0004).
    edition_id: int | None = Field(default=None, foreign_key="edition.id", index=True)
    #: Our round name: "Group A", "Round of 16", "Semi-final", "Final" (core.results.rounds).
    round: str = ""
    #: The round's :class:`tracker.core.results.rounds.Stage` value.
    round_stage: str = ""
    group_name: str = ""
    #: The match number within its edition ("winner of match 101").
    number: int | None = None
    competitive: bool = True
    #: ``logged`` (event by event, with line-ups), ``result`` (score and scorers only,
    #: no line-ups) or ``fixture`` (not played yet).
    record: str = "logged"
    #: A fixture's undecided team, as its file writes it ("W101", "1A").
    home_placeholder: str = ""
    away_placeholder: str = ""
    #: The result needed extra time.
    extra_time: bool = False
    #: Where an imported result came from ("openfootball") and its key there.
    source: str = ""
    source_key: str = ""
    #: The ``revision`` its ``appearance`` rows were derived at (-1: never).
    tallied_revision: int = -1

    __table_args__ = (
        Index("ix_match_search", "search", "deleted_at"),
        Index("ix_match_home_team_date", "home_team_id", "date"),
        Index("ix_match_away_team_date", "away_team_id", "date"),
        # A team filter's page read from the index, newest first (schema 0020).
        Index("ix_match_home_name_date", "home_name", "date"),
        Index("ix_match_away_name_date", "away_name", "date"),
        # Schema 0020 also indexes the deleted matches alone (ix_match_deleted, partial:
        # WHERE deleted_at IS NOT NULL), so the library counts itself as all matches
        # less these. Declared there only: a dialect's options here would load it.
        Index("ix_match_source_key", "source", "source_key"),
        #: Counting an edition's matches (not the deleted ones) reads this index alone.
        Index("ix_match_edition_deleted", "edition_id", "deleted_at"),
    )


class MatchPlayerRow(_Row, table=True):
    """A player in one team's squad for one match, with his place in the line-up."""

    __tablename__ = "match_player"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    side: str
    name: str
    known_as: str = ""
    number: int | None = None
    position: str | None = None
    sort: int = 0
    line: int | None = None
    slot: int | None = None
    bench: bool = False
    captain: bool = False
    #: The person this squad entry is (None until linked).
    person_id: int | None = Field(default=None, foreign_key="person.id", index=True)


class EventRow(_Row, table=True):
    """One logged event; ``payload`` holds the fields of its kind as JSON.

    Ids are never reused (AUTOINCREMENT), so an undo that names an event by its id
    can never hit another instance's newer event; ``seq`` is unique within a match.
    """

    __tablename__ = "event"
    __table_args__ = (
        UniqueConstraint("match_id", "seq", name="uq_event_match_seq"),
        {"sqlite_autoincrement": True},
    )

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    kind: str
    period: int
    minute: int
    added: int = 0
    seq: int
    side: str | None = None
    payload: str = "{}"
    created_at: dt.datetime = Field(default_factory=_now)
    #: Who logged the event or last changed it (the OS user or the name set in the app).
    author: str = ""
    #: When it was last changed; None while it is as logged.
    changed_at: dt.datetime | None = None


class SyncMarkRow(_Row, table=True):
    """The revisions of a match here and on a target database at its last push."""

    __tablename__ = "sync_mark"
    __table_args__ = (UniqueConstraint("match_id", "target", name="uq_sync_mark_match_target"),)

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    #: The target database, named by its URL without the password.
    target: str
    local_revision: int
    remote_revision: int
    pushed_at: dt.datetime = Field(default_factory=_now)


class UnfinishedCopyRow(_Row, table=True):
    """A ``copy`` into this database that has not finished: written when it starts,
    removed when it ends. One left behind (the copy was killed, or stopped) says the
    library holds only part of the source's."""

    __tablename__ = "unfinished_copy"

    id: int | None = Field(default=None, primary_key=True)
    #: The database copied from, named by its URL without the password.
    source: str
    #: The matches of the source's library when the copy started.
    total: int = 0
    started_at: dt.datetime = Field(default_factory=_now)


class ResultGoalRow(_Row, table=True):
    """A goal of a results-only match, as its file gives it."""

    __tablename__ = "result_goal"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    seq: int
    #: The side the goal counts for (an own goal's scorer played for the other side).
    side: str
    person_id: int | None = Field(default=None, foreign_key="person.id", index=True)
    name: str
    period: int
    minute: int
    added: int = 0
    penalty: bool = False
    own_goal: bool = False


class AppearanceRow(_Row, table=True):
    """One person's figures in one match: derived from its events or result goals.

    A results-only match has a row per scorer only, with ``started`` and ``minutes``
    unknown (None).
    """

    __tablename__ = "appearance"
    __table_args__ = (UniqueConstraint("match_id", "person_id", name="uq_appearance_match_person"),)

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    person_id: int = Field(foreign_key="person.id", index=True)
    team_id: int | None = Field(default=None, foreign_key="team.id", index=True)
    side: str
    started: bool | None = None
    #: The minute he came on as a substitute.
    came_on: int | None = None
    minutes: int | None = None
    goals: int = 0
    penalties: int = 0
    own_goals: int = 0
    assists: int = 0
    yellows: int = 0
    reds: int = 0
    #: Goals scored after coming on as a substitute.
    sub_goals: int = 0


class SuspensionOverrideRow(_Row, table=True):
    """A ban lifted for one match (an appeal), with its reason."""

    __tablename__ = "suspension_override"

    id: int | None = Field(default=None, primary_key=True)
    person_id: int = Field(foreign_key="person.id", index=True, ondelete="CASCADE")
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    reason: str
    author: str = ""
    created_at: dt.datetime = Field(default_factory=_now)


class PointsAdjustmentRow(_Row, table=True):
    """Points a league took off a team or gave it in one edition, with the reason (schema 0011)."""

    __tablename__ = "points_adjustment"

    id: int | None = Field(default=None, primary_key=True)
    edition_id: int = Field(foreign_key="edition.id", index=True, ondelete="CASCADE")
    team_id: int = Field(foreign_key="team.id", index=True)
    #: Negative for a deduction.
    points: int
    reason: str
    #: The day it took effect: a table as of an earlier day leaves it out (None: always).
    effective: dt.date | None = None
    author: str = ""
    created_at: dt.datetime = Field(default_factory=_now)
    #: When it was removed (entered wrongly): kept so the removal travels (schema 0015).
    removed_at: dt.datetime | None = None


class PersonAliasRow(_Row, table=True):
    """A name settled by the user for a team (in an edition): who he is (schema 0013).

    Linking reads it before any rule, so a re-import or another source writing the
    name the same way never asks again. ``kind`` is ``link`` (he is this person) or
    ``apart`` (he is none of the people offered: this person, made for him).
    """

    __tablename__ = "person_alias"
    __table_args__ = (Index("ix_person_alias_team_folded", "team_id", "folded"),)

    id: int | None = Field(default=None, primary_key=True)
    team_id: int = Field(foreign_key="team.id", ondelete="CASCADE")
    #: The edition the answer holds for (None: every edition of the team).
    edition_id: int | None = Field(default=None, foreign_key="edition.id", ondelete="CASCADE")
    name: str
    folded: str
    person_id: int = Field(foreign_key="person.id", index=True, ondelete="CASCADE")
    kind: str = "link"
    author: str = ""
    created_at: dt.datetime = Field(default_factory=_now)


class PersonLinkRow(_Row, table=True):
    """Why a squad entry or a scorer was linked to a person automatically (schema 0013).

    ``row_table`` and ``row_id`` name the ``match_player`` or ``result_goal`` row;
    ``rule`` is the name-form rule ("surname only") and ``evidence`` what else
    pointed to him ("same team and edition"). The reason holds while the row still
    points to ``person_id``; undoing the link moves the row off and forgets it.
    """

    __tablename__ = "person_link"
    # Ids never reused: ``people unlink LINK`` names a link by the id it was shown.
    __table_args__ = (
        Index("ix_person_link_row", "row_table", "row_id"),
        {"sqlite_autoincrement": True},
    )

    id: int | None = Field(default=None, primary_key=True)
    row_table: str
    row_id: int
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    person_id: int = Field(index=True)
    name: str
    rule: str
    evidence: str = ""
    created_at: dt.datetime = Field(default_factory=_now)
