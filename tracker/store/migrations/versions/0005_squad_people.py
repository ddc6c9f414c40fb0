"""A standing squad's players are people: ``team_player.person_id``.

A team's standing squad (``team_player``) can name the person each entry is (an
imported squad list such as the 2026 World Cup's gives names, numbers, positions,
clubs and dates of birth). A person in a team's standing squad counts as one of its
players when a name is linked, so the squad's people are found again when a match
takes the squad. Nullable: a squad typed in the set-up links when a match uses it.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``team_player.person_id``."""
    # Plain ADD COLUMN ... REFERENCES on SQLite: no table rebuild.
    if op.get_bind().dialect.name == "sqlite":
        op.execute("ALTER TABLE team_player ADD COLUMN person_id INTEGER REFERENCES person (id)")
    else:
        op.add_column(
            "team_player",
            sa.Column("person_id", sa.Integer, sa.ForeignKey("person.id"), nullable=True),
        )
    op.create_index("ix_team_player_person_id", "team_player", ["person_id"])


def downgrade() -> None:
    """Back to schema 0004."""
    op.drop_index("ix_team_player_person_id", table_name="team_player")
    with op.batch_alter_table("team_player") as batch:
        batch.drop_column("person_id")
