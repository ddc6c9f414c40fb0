"""A points adjustment removed keeps its row, marked ``removed_at``, so the removal
travels with copy, push and the archive as the adjustment did.

Revision ID: 0015
Revises: 0013
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``points_adjustment.removed_at`` (every adjustment stored so far in effect)."""
    with op.batch_alter_table("points_adjustment") as batch:
        batch.add_column(sa.Column("removed_at", sa.DateTime, nullable=True))


def downgrade() -> None:
    """Drop the removed adjustments, then the column."""
    op.execute("DELETE FROM points_adjustment WHERE removed_at IS NOT NULL")
    with op.batch_alter_table("points_adjustment") as batch:
        batch.drop_column("removed_at")
