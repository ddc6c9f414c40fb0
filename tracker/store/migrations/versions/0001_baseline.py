"""Baseline schema: teams, squads, matches, match players and events.

Revision ID: 0001
Revises:
Create Date: 2026-12-02
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the first schema."""
    op.create_table(
        "team",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("short_name", sa.String, nullable=False, server_default=""),
        sa.Column("manager", sa.String, nullable=False, server_default=""),
        sa.Column("colour", sa.String, nullable=False, server_default="#d22"),
        sa.Column("keeper_colour", sa.String, nullable=False, server_default="#2a2"),
    )
    op.create_index("ix_team_name", "team", ["name"], unique=True)
    op.create_table(
        "team_player",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "team_id", sa.Integer, sa.ForeignKey("team.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("known_as", sa.String, nullable=False, server_default=""),
        sa.Column("number", sa.Integer, nullable=True),
        sa.Column("position", sa.String, nullable=True),
        sa.Column("sort", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_index("ix_team_player_team_id", "team_player", ["team_id"])
    side_columns: list[sa.Column[Any]] = []
    for side, colour, keeper in (("home", "#d22", "#2a2"), ("away", "#22d", "#aa2")):
        side_columns += [
            sa.Column(f"{side}_team_id", sa.Integer, sa.ForeignKey("team.id"), nullable=True),
            sa.Column(f"{side}_name", sa.String, nullable=False, server_default=""),
            sa.Column(f"{side}_short", sa.String, nullable=False, server_default=""),
            sa.Column(f"{side}_manager", sa.String, nullable=False, server_default=""),
            sa.Column(f"{side}_colour", sa.String, nullable=False, server_default=colour),
            sa.Column(f"{side}_keeper_colour", sa.String, nullable=False, server_default=keeper),
            sa.Column(f"{side}_formation", sa.String, nullable=True),
        ]
    op.create_table(
        "match",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("competition", sa.String, nullable=False, server_default=""),
        sa.Column("stage", sa.String, nullable=False, server_default=""),
        sa.Column("date", sa.Date, nullable=True),
        sa.Column("kickoff", sa.Time, nullable=True),
        sa.Column("venue", sa.String, nullable=False, server_default=""),
        sa.Column("attendance", sa.Integer, nullable=True),
        sa.Column("referee", sa.String, nullable=False, server_default=""),
        sa.Column("assistant1", sa.String, nullable=False, server_default=""),
        sa.Column("assistant2", sa.String, nullable=False, server_default=""),
        sa.Column("fourth_official", sa.String, nullable=False, server_default=""),
        sa.Column("var", sa.String, nullable=False, server_default=""),
        sa.Column("rules_preset", sa.String, nullable=False, server_default="standard"),
        sa.Column("team_size", sa.Integer, nullable=False, server_default="11"),
        sa.Column("confirmed", sa.Boolean, nullable=False, server_default=sa.false()),
        *side_columns,
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.Column("updated_at", sa.DateTime, nullable=False),
        sa.Column("deleted_at", sa.DateTime, nullable=True),
    )
    op.create_index("ix_match_date", "match", ["date"])
    op.create_index("ix_match_deleted_at", "match", ["deleted_at"])
    op.create_table(
        "match_player",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "match_id", sa.Integer, sa.ForeignKey("match.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("side", sa.String, nullable=False),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("known_as", sa.String, nullable=False, server_default=""),
        sa.Column("number", sa.Integer, nullable=True),
        sa.Column("position", sa.String, nullable=True),
        sa.Column("sort", sa.Integer, nullable=False, server_default="0"),
        sa.Column("line", sa.Integer, nullable=True),
        sa.Column("slot", sa.Integer, nullable=True),
        sa.Column("bench", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("captain", sa.Boolean, nullable=False, server_default=sa.false()),
    )
    op.create_index("ix_match_player_match_id", "match_player", ["match_id"])
    op.create_table(
        "event",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "match_id", sa.Integer, sa.ForeignKey("match.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("kind", sa.String, nullable=False),
        sa.Column("period", sa.Integer, nullable=False),
        sa.Column("minute", sa.Integer, nullable=False),
        sa.Column("added", sa.Integer, nullable=False, server_default="0"),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("side", sa.String, nullable=True),
        sa.Column("payload", sa.Text, nullable=False, server_default="{}"),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_event_match_id", "event", ["match_id"])


def downgrade() -> None:
    """Drop everything."""
    for table in ("event", "match_player", "match", "team_player", "team"):
        op.drop_table(table)
