"""A match's list figures and change counter in its row; event ids never reused.

- ``match`` gains ``revision`` (bumped by every change, so "was it changed elsewhere?"
  reads one row) and the list figures (score, half-time score, shootout, status,
  event count, folded search text). They start stale (``summary_version`` 0) and are
  filled from a replay of each match when the database is opened
  (:func:`tracker.store.match.replays.rebuild_stale`), so this script stays schema only.
- Indexes for the library: ``updated_at`` (the match last worked on), team names, the
  competition, and the search text (with ``deleted_at``, so a search scans that index
  rather than the rows).
  The index on ``deleted_at`` goes: nearly every row has none, and SQLite's planner
  chose it over the indexes that order and filter the library (a sort of every row).
- ``event`` is rebuilt with AUTOINCREMENT, so that the id of a deleted newest event is
  never given to another one, and ``(match_id, seq)`` becomes unique; duplicate
  sequence numbers, should any exist, are first renumbered in (seq, id) order.
  On PostgreSQL (whose ids come from a sequence and are never reused anyway) the
  constraint is added in place: rebuilding the table there would copy the rows under
  a new sequence starting at 1, and the next event would collide with the first.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-03
"""

from __future__ import annotations

from typing import Literal

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


_DUPLICATED = sa.text(
    "SELECT id, match_id FROM event WHERE match_id IN ("
    " SELECT match_id FROM event GROUP BY match_id HAVING count(*) != count(DISTINCT seq))"
    " ORDER BY match_id, seq, id"
)


def _renumber() -> None:
    """Number the events of every match with a duplicate seq 1, 2, … in (seq, id) order.

    The new numbers are worked out from the rows as they are before any changes and
    then written: a correlated ``UPDATE`` counting the rows before each one sees, on
    SQLite, the numbers it has already changed, and leaves duplicates behind.
    """
    bind = op.get_bind()
    changes: list[dict[str, int]] = []
    place, current = 0, None
    for row in bind.execute(_DUPLICATED):
        place = place + 1 if row.match_id == current else 1
        current = row.match_id
        changes.append({"id": row.id, "seq": place})
    if changes:
        bind.execute(sa.text("UPDATE event SET seq = :seq WHERE id = :id"), changes)


def _rebuilt_on_sqlite() -> Literal["always", "auto"]:
    """Batch mode for ``event``: rebuilt on SQLite (for AUTOINCREMENT), else in place."""
    return "always" if op.get_bind().dialect.name == "sqlite" else "auto"


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
    _renumber()
    with op.batch_alter_table(
        "event", recreate=_rebuilt_on_sqlite(), table_kwargs={"sqlite_autoincrement": True}
    ) as batch:
        batch.create_unique_constraint("uq_event_match_seq", ["match_id", "seq"])


def downgrade() -> None:
    """Back to schema 0001."""
    with op.batch_alter_table("event", recreate=_rebuilt_on_sqlite()) as batch:
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
