"""A match's list figures and change counter in its row; event ids never reused.

- ``match`` gains ``revision`` (bumped by every change, so "was it changed elsewhere?"
  reads one row) and the list figures (score, half-time score, shootout, status,
  event count, folded search text). They start stale (``summary_version`` 0) and are
  filled from a replay of each match when the database is opened
  (:func:`tracker.store.summaries.rebuild_stale`), so this script stays schema only.
- Indexes for the library: ``updated_at`` (the match last worked on), team names, the
  competition, and the search text (with ``deleted_at``, so a search scans that index
  rather than the rows).
  The index on ``deleted_at`` goes: nearly every row has none, and SQLite's planner
  chose it over the indexes that order and filter the library (a sort of every row).
- ``event`` is rebuilt with AUTOINCREMENT, so that the id of a deleted newest event is
  never given to another one, and ``(match_id, seq)`` becomes unique; duplicate
  sequence numbers, should any exist, are first renumbered in (seq, id) order.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _figures() -> list[sa.Column[int | str]]:
    return [
        sa.Column("revision", sa.Integer, nullable=False, server_default="0"),
        sa.Column("home_score", sa.Integer, nullable=False, server_default="0"),
        sa.Column("away_score", sa.Integer, nullable=False, server_default="0"),
        sa.Column("ht_home", sa.Integer, nullable=True),
        sa.Column("ht_away", sa.Integer, nullable=True),
        sa.Column("so_home", sa.Integer, nullable=True),
        sa.Column("so_away", sa.Integer, nullable=True),
        sa.Column("status", sa.String, nullable=False, server_default="not started"),
        sa.Column("event_count", sa.Integer, nullable=False, server_default="0"),
        sa.Column("summary_version", sa.Integer, nullable=False, server_default="0"),
        sa.Column("search", sa.String, nullable=False, server_default=""),
    ]


_RENUMBER = """
UPDATE event SET seq = (
    SELECT count(*) FROM event AS e2
    WHERE e2.match_id = event.match_id
      AND (e2.seq < event.seq OR (e2.seq = event.seq AND e2.id <= event.id))
)
WHERE match_id IN (
    SELECT match_id FROM event GROUP BY match_id HAVING count(*) != count(DISTINCT seq)
)
"""


def upgrade() -> None:
    """Add the figures, the change counter and the indexes; rebuild the event table."""
    with op.batch_alter_table("match") as batch:
        for column in _figures():
            batch.add_column(column)
    op.create_index("ix_match_updated_at", "match", ["updated_at"])
    op.create_index("ix_match_home_name", "match", ["home_name"])
    op.create_index("ix_match_away_name", "match", ["away_name"])
    op.create_index("ix_match_search", "match", ["search", "deleted_at"])
    op.create_index("ix_match_competition", "match", ["competition"])
    op.drop_index("ix_match_deleted_at", table_name="match")
    op.execute(_RENUMBER)
    with op.batch_alter_table(
        "event", recreate="always", table_kwargs={"sqlite_autoincrement": True}
    ) as batch:
        batch.create_unique_constraint("uq_event_match_seq", ["match_id", "seq"])


def downgrade() -> None:
    """Back to schema 0001."""
    with op.batch_alter_table("event", recreate="always") as batch:
        batch.drop_constraint("uq_event_match_seq", type_="unique")
    op.create_index("ix_match_deleted_at", "match", ["deleted_at"])
    for name in (
        "ix_match_competition",
        "ix_match_search",
        "ix_match_away_name",
        "ix_match_home_name",
        "ix_match_updated_at",
    ):
        op.drop_index(name, table_name="match")
    with op.batch_alter_table("match") as batch:
        for column in reversed(_figures()):
            batch.drop_column(column.name)
