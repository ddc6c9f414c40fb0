"""An index of the matches by edition and deletion, so that counting an edition's
matches (the competition chooser, a team's history notes, key stats) reads the index
alone, not every match row of the edition.

Revision ID: 0019
Revises: 0018_search_index
Create Date: 2026-12-04
"""

from __future__ import annotations

from alembic import op

revision = "0019"
down_revision = "0018_search_index"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``ix_match_edition_deleted`` (both backends; kept if it is there already)."""
    op.create_index(
        "ix_match_edition_deleted", "match", ["edition_id", "deleted_at"], if_not_exists=True
    )


def downgrade() -> None:
    """Drop the index."""
    op.drop_index("ix_match_edition_deleted", table_name="match", if_exists=True)
