"""A league's shared database: a stable identity per match, who logged each event.

- ``match`` gains ``uuid``: a stable identity that survives a copy or a push to
  another database (``push`` updates the match with the same uuid rather than adding
  one). Existing matches get a fresh random uuid here; it is unique. The column stays
  nullable in the database: making it NOT NULL would rebuild the match table, and
  dropping the old one would cascade to its events (every writer sets it).
- ``event`` gains ``author`` (who logged or last changed it: the operating-system
  user or the name set in the app) and ``changed_at`` (when it was last changed;
  ``created_at`` stays when it was logged).
- ``sync_mark`` remembers, per match and per target database, the revisions on both
  sides at the last push, so that a later push can tell an edit made on the server
  from one made here.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-03
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the match uuid, the event authorship and the push marks."""
    with op.batch_alter_table("match") as batch:
        batch.add_column(sa.Column("uuid", sa.String(36), nullable=True))
    bind = op.get_bind()
    ids = [row[0] for row in bind.execute(sa.text("SELECT id FROM match ORDER BY id"))]
    for match_id in ids:
        bind.execute(
            sa.text("UPDATE match SET uuid = :uuid WHERE id = :id"),
            {"uuid": str(uuid.uuid4()), "id": match_id},
        )
    op.create_index("ix_match_uuid", "match", ["uuid"], unique=True)
    with op.batch_alter_table("event") as batch:
        batch.add_column(sa.Column("author", sa.String, nullable=False, server_default=""))
        batch.add_column(sa.Column("changed_at", sa.DateTime, nullable=True))
    op.create_table(
        "sync_mark",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "match_id",
            sa.Integer,
            sa.ForeignKey("match.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("target", sa.String, nullable=False),
        sa.Column("local_revision", sa.Integer, nullable=False),
        sa.Column("remote_revision", sa.Integer, nullable=False),
        sa.Column("pushed_at", sa.DateTime, nullable=False),
        sa.UniqueConstraint("match_id", "target", name="uq_sync_mark_match_target"),
    )


def downgrade() -> None:
    """Back to schema 0002."""
    op.drop_table("sync_mark")
    with op.batch_alter_table("event") as batch:
        batch.drop_column("changed_at")
        batch.drop_column("author")
    op.drop_index("ix_match_uuid", table_name="match")
    with op.batch_alter_table("match") as batch:
        batch.drop_column("uuid")
