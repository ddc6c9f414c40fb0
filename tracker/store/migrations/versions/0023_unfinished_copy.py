"""A ``copy`` into a database marks it while it runs (``unfinished_copy``), so that a
copy killed half-way leaves a library that says it holds only part of the source's.

Revision ID: 0023
Revises: 0022
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0023"
down_revision = "0022"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the table of the copies into this database that have not finished (unless
    it is there: a database put back to an earlier revision by hand keeps it)."""
    if "unfinished_copy" in sa.inspect(op.get_bind()).get_table_names():
        return
    op.create_table(
        "unfinished_copy",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("source", sa.String, nullable=False),
        sa.Column("total", sa.Integer, nullable=False),
        sa.Column("started_at", sa.DateTime, nullable=False),
    )


def downgrade() -> None:
    """Drop it (an older version knows of no unfinished copy)."""
    op.drop_table("unfinished_copy")
