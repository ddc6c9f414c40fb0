"""Competitions, people and records: what the library knows across matches.

- ``competition`` (FIFA World Cup, a league) with its kind and its suspension rules;
  ``edition`` (FIFA World Cup 2026, 2025-26) of a competition.
- ``match`` gains its place in a competition: ``edition_id``, ``round`` (our round
  name: "Group A", "Round of 16", "Semi-final", "Match for third place", "Final"),
  ``round_stage`` (:class:`tracker.core.results.rounds.Stage` value), ``group_name``,
  ``number`` (the match number within its edition: "winner of match 101"),
  ``competitive``; what kind of record it is: ``record`` is ``logged`` (a match
  logged event by event, with line-ups), ``result`` (a result from a results file:
  score and scorers only, no line-ups) or ``fixture`` (not played yet), with
  ``home_placeholder``/``away_placeholder`` for a fixture's undecided teams
  ("W101", "1A"); ``extra_time`` (the result needed extra time); ``source`` and
  ``source_key`` (where an imported result came from, so a re-import finds it).
- ``person``: one player across matches, with the names he is known by
  (``person_name``, folded: no accents, lower case); ``match_player.person_id``
  links a squad entry to him.
- ``result_goal``: the scorers of a results-only match, as the file gives them.
- ``appearance``: one person's figures in one match (derived: rebuilt from the
  events or the result goals whenever ``match.tallied_revision`` differs from
  ``match.revision``), so tables and tallies are SQL over stored rows, never a replay.
- ``suspension_override``: a ban lifted on appeal, recorded with its reason.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def _match_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("round", sa.String, nullable=False, server_default=""),
        sa.Column("round_stage", sa.String, nullable=False, server_default=""),
        sa.Column("group_name", sa.String, nullable=False, server_default=""),
        sa.Column("number", sa.Integer, nullable=True),
        sa.Column("competitive", sa.Boolean, nullable=False, server_default=sa.true()),
        sa.Column("record", sa.String, nullable=False, server_default="logged"),
        sa.Column("home_placeholder", sa.String, nullable=False, server_default=""),
        sa.Column("away_placeholder", sa.String, nullable=False, server_default=""),
        sa.Column("extra_time", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("source", sa.String, nullable=False, server_default=""),
        sa.Column("source_key", sa.String, nullable=False, server_default=""),
        sa.Column("tallied_revision", sa.Integer, nullable=False, server_default="-1"),
    ]


def _add_reference(table: str, column: str, target: str) -> None:
    """Add a nullable column referring to ``target``, without rebuilding ``table``.

    SQLite takes ``ADD COLUMN ... REFERENCES`` as it is; Alembic would rebuild the table
    to add the constraint, and dropping the old ``match`` would cascade to its events.
    """
    if op.get_bind().dialect.name == "sqlite":
        op.execute(f"ALTER TABLE {table} ADD COLUMN {column} INTEGER REFERENCES {target} (id)")
    else:
        op.add_column(
            table, sa.Column(column, sa.Integer, sa.ForeignKey(f"{target}.id"), nullable=True)
        )


def upgrade() -> None:
    """Add competitions, editions, people, result goals, appearances and overrides."""
    op.create_table(
        "competition",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String, nullable=False, unique=True),
        sa.Column("folded", sa.String, nullable=False, index=True),
        sa.Column("kind", sa.String, nullable=False, server_default="cup"),
        sa.Column("rules", sa.String, nullable=False, server_default=""),
    )
    op.create_table(
        "edition",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "competition_id",
            sa.Integer,
            sa.ForeignKey("competition.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("season", sa.String, nullable=False),
        sa.Column("year", sa.Integer, nullable=True),
        sa.UniqueConstraint("competition_id", "season", name="uq_edition_competition_season"),
    )
    op.create_table(
        "person",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("folded", sa.String, nullable=False, index=True),
        sa.Column("date_of_birth", sa.Date, nullable=True),
        sa.Column("note", sa.String, nullable=False, server_default=""),
    )
    op.create_table(
        "person_name",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "person_id",
            sa.Integer,
            sa.ForeignKey("person.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("folded", sa.String, nullable=False, index=True),
        sa.UniqueConstraint("person_id", "folded", name="uq_person_name_folded"),
    )
    # Plain ADD COLUMN (no table rebuild): rebuilding ``match`` would drop the old
    # table, and that would cascade to its events.
    _add_reference("match", "edition_id", "edition")
    for column in _match_columns():
        op.add_column("match", column)
    op.create_index("ix_match_edition_id", "match", ["edition_id"])
    op.create_index("ix_match_home_team_date", "match", ["home_team_id", "date"])
    op.create_index("ix_match_away_team_date", "match", ["away_team_id", "date"])
    op.create_index("ix_match_source_key", "match", ["source", "source_key"])
    _add_reference("match_player", "person_id", "person")
    op.create_index("ix_match_player_person_id", "match_player", ["person_id"])
    op.create_table(
        "result_goal",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "match_id",
            sa.Integer,
            sa.ForeignKey("match.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("side", sa.String, nullable=False),
        sa.Column("person_id", sa.Integer, sa.ForeignKey("person.id"), nullable=True, index=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("period", sa.Integer, nullable=False),
        sa.Column("minute", sa.Integer, nullable=False),
        sa.Column("added", sa.Integer, nullable=False, server_default="0"),
        sa.Column("penalty", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("own_goal", sa.Boolean, nullable=False, server_default=sa.false()),
    )
    op.create_table(
        "appearance",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "match_id",
            sa.Integer,
            sa.ForeignKey("match.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("person_id", sa.Integer, sa.ForeignKey("person.id"), nullable=False, index=True),
        sa.Column("team_id", sa.Integer, sa.ForeignKey("team.id"), nullable=True, index=True),
        sa.Column("side", sa.String, nullable=False),
        sa.Column("started", sa.Boolean, nullable=True),
        sa.Column("came_on", sa.Integer, nullable=True),
        sa.Column("minutes", sa.Integer, nullable=True),
        sa.Column("goals", sa.Integer, nullable=False, server_default="0"),
        sa.Column("penalties", sa.Integer, nullable=False, server_default="0"),
        sa.Column("own_goals", sa.Integer, nullable=False, server_default="0"),
        sa.Column("assists", sa.Integer, nullable=False, server_default="0"),
        sa.Column("yellows", sa.Integer, nullable=False, server_default="0"),
        sa.Column("reds", sa.Integer, nullable=False, server_default="0"),
        sa.Column("sub_goals", sa.Integer, nullable=False, server_default="0"),
        sa.UniqueConstraint("match_id", "person_id", name="uq_appearance_match_person"),
    )
    op.create_table(
        "suspension_override",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "person_id",
            sa.Integer,
            sa.ForeignKey("person.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column(
            "match_id",
            sa.Integer,
            sa.ForeignKey("match.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("reason", sa.String, nullable=False),
        sa.Column("author", sa.String, nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )


def downgrade() -> None:
    """Back to schema 0003."""
    for table in ("suspension_override", "appearance", "result_goal"):
        op.drop_table(table)
    op.drop_index("ix_match_player_person_id", table_name="match_player")
    with op.batch_alter_table("match_player") as batch:
        batch.drop_column("person_id")
    for name in (
        "ix_match_source_key",
        "ix_match_away_team_date",
        "ix_match_home_team_date",
        "ix_match_edition_id",
    ):
        op.drop_index(name, table_name="match")
    with op.batch_alter_table("match") as batch:
        for column in reversed(_match_columns()):
            batch.drop_column(column.name)
        batch.drop_column("edition_id")
    for table in ("person_name", "person", "edition", "competition"):
        op.drop_table(table)
