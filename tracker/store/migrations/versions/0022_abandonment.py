"""A logged match may end in its abandonment: an event of the kind ``abandoned``, and
the match's stored status ``abandoned`` (no result: the tables and the record books
count nothing of it). No table changes; the revision marks the database so that an
older Match Tracker, which cannot read that event, refuses to open it ("written by a
newer version") instead of taking the match for a damaged one.

Revision ID: 0022
Revises: 0021
Create Date: 2026-12-06
"""

from __future__ import annotations

revision = "0022"
down_revision = "0021"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Nothing to change: the revision itself is the mark."""


def downgrade() -> None:
    """Nothing to undo (an older version cannot read an abandonment it finds)."""
