"""The language a competition's match sheets are written in (``de``, ``es``, ``en``).

Empty for every competition stored so far: those follow their league preset's
language where its country is known, else English (nothing stored is changed).

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0016"
# Written against 0013 like the other migrations of this round; chained after 0015
# here so that a database upgrades through one line of revisions.
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``competition.language`` (empty: the preset's language)."""
    with op.batch_alter_table("competition") as batch:
        batch.add_column(sa.Column("language", sa.String, nullable=False, server_default=""))


def downgrade() -> None:
    """Back to schema 0015."""
    with op.batch_alter_table("competition") as batch:
        batch.drop_column("language")
