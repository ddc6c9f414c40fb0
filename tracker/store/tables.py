"""The database tables.

Tallies are derived from the events. The only derived data stored are a match's list
figures (score, half-time score, shootout, status, event count: see
:mod:`tracker.store.summaries`), written in the same transaction as the event that
changes them and rebuilt from a replay whenever their ``summary_version`` is old.
"""

from __future__ import annotations

import datetime as dt
import uuid

from sqlalchemy import Index, UniqueConstraint
from sqlmodel import Field, SQLModel


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


class TeamRow(SQLModel, table=True):
    """A team kept between matches, with its colours and usual manager."""

    __tablename__ = "team"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, unique=True)
    short_name: str = ""
    manager: str = ""
    colour: str = "#d22"
    keeper_colour: str = "#2a2"


class TeamPlayerRow(SQLModel, table=True):
    """A player of a team's standing squad, reused from match to match."""

    __tablename__ = "team_player"

    id: int | None = Field(default=None, primary_key=True)
    team_id: int = Field(foreign_key="team.id", index=True, ondelete="CASCADE")
    name: str
    known_as: str = ""
    number: int | None = None
    position: str | None = None
    sort: int = 0


class MatchRow(SQLModel, table=True):
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
    home_name: str = Field(default="", index=True)
    away_name: str = Field(default="", index=True)
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
    # The list figures, derived from the events (tracker.core.summary).
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

    __table_args__ = (Index("ix_match_search", "search", "deleted_at"),)


class MatchPlayerRow(SQLModel, table=True):
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


class EventRow(SQLModel, table=True):
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


class SyncMarkRow(SQLModel, table=True):
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
