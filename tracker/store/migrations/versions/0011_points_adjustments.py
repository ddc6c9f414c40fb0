"""A league's points deductions and awards: ``points_adjustment``.

A league takes points off a team (or gives them) with a reason: each is one row of
an edition and a team, with the day it took effect (a table as of an earlier day
leaves it out). A new table: nothing already stored changes.

Revision ID: 0011
Revises: 0005
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``points_adjustment``."""
    op.create_table(
        "points_adjustment",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "edition_id",
            sa.Integer,
            sa.ForeignKey("edition.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("team_id", sa.Integer, sa.ForeignKey("team.id"), nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("reason", sa.String, nullable=False),
        sa.Column("effective", sa.Date, nullable=True),
        sa.Column("author", sa.String, nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_points_adjustment_edition_id", "points_adjustment", ["edition_id"])
    op.create_index("ix_points_adjustment_team_id", "points_adjustment", ["team_id"])


def downgrade() -> None:
    """Back to schema 0005."""
    op.drop_index("ix_points_adjustment_team_id", table_name="points_adjustment")
    op.drop_index("ix_points_adjustment_edition_id", table_name="points_adjustment")
    op.drop_table("points_adjustment")
