"""PostgreSQL: every id sequence past its table's highest id.

Imports of results and people, ``load`` and people edits used to number some rows
themselves (the highest id + 1) without moving the table's sequence: on a server the
next match, event or person stored the usual way then collided with a stored one
(``UniqueViolation … Key (id)=(3) already exists``). Those paths now take their ids
from the sequences; this repairs a server written before. Nothing changes on SQLite,
where ids follow the stored rows.

Revision ID: 0012
Revises: 0005
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tracker.store.ids import follow_sequences

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Move every sequence behind its table's rows past the highest id (PostgreSQL)."""
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    tables = sa.MetaData()
    tables.reflect(bind)
    follow_sequences(bind, tables.sorted_tables)


def downgrade() -> None:
    """Nothing to undo: a sequence past the highest id is right for schema 0005 too."""
