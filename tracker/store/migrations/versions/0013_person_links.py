"""Names settled once, and why each automatic link was made.

- ``person_alias``: a name the user settled for a team (in an edition): the person he
  is (``kind`` ``link``) or the person made for him when he is none of those offered
  (``apart``). Linking reads it first, so no re-import or other source asks again.
- ``person_link``: for each squad entry or scorer linked automatically, the rule of
  the name form ("surname only", "initials and surname") and the evidence ("same
  team and edition"); undoing the link moves the row off the person.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``person_alias`` and ``person_link``."""
    op.create_table(
        "person_alias",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "team_id", sa.Integer, sa.ForeignKey("team.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column(
            "edition_id",
            sa.Integer,
            sa.ForeignKey("edition.id", ondelete="CASCADE"),
            nullable=True,
        ),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("folded", sa.String, nullable=False),
        sa.Column(
            "person_id",
            sa.Integer,
            sa.ForeignKey("person.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("kind", sa.String, nullable=False, server_default="link"),
        sa.Column("author", sa.String, nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_person_alias_team_folded", "person_alias", ["team_id", "folded"])
    op.create_table(
        "person_link",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("row_table", sa.String, nullable=False),
        sa.Column("row_id", sa.Integer, nullable=False),
        sa.Column(
            "match_id",
            sa.Integer,
            sa.ForeignKey("match.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("person_id", sa.Integer, nullable=False, index=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("rule", sa.String, nullable=False),
        sa.Column("evidence", sa.String, nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sqlite_autoincrement=True,  # ids never reused: a link is named by its id
    )
    op.create_index("ix_person_link_row", "person_link", ["row_table", "row_id"])


def downgrade() -> None:
    """Back to schema 0012."""
    op.drop_index("ix_person_link_row", table_name="person_link")
    op.drop_table("person_link")
    op.drop_index("ix_person_alias_team_folded", table_name="person_alias")
    op.drop_table("person_alias")
