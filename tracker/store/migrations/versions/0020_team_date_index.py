"""A team's matches by date: the library's team filter reads its first screenful from
an index instead of sorting every match of the team.

The indexes of the home and the away team's name become (name, date). They serve what
the name alone served (a team's matches, the list of team names) and, read backwards,
give a team's matches newest first, so a page of a team filter reads one page.

Revision ID: 0020
Revises: 0018_search_index
Create Date: 2026-12-04
"""

from __future__ import annotations

from alembic import op

revision = "0020"
down_revision = "0018_search_index"
branch_labels = None
depends_on = None

SIDES = ("home", "away")


def upgrade() -> None:
    """Replace each name index by a (name, date) index."""
    _replace({f"ix_match_{side}_name_date": f"{side}_name, date" for side in SIDES})


def downgrade() -> None:
    """Back to the name indexes."""
    _replace({f"ix_match_{side}_name": f"{side}_name" for side in SIDES})


def _replace(wanted: dict[str, str]) -> None:
    """Make the ``wanted`` name indexes (name: columns) and drop the others, whichever of
    them a database (one put back at an older revision, say) already holds."""
    connection = op.get_bind()
    for name, columns in wanted.items():
        connection.exec_driver_sql(f"CREATE INDEX IF NOT EXISTS {name} ON match ({columns})")
    for side in SIDES:
        for name in (f"ix_match_{side}_name", f"ix_match_{side}_name_date"):
            if name not in wanted:
                connection.exec_driver_sql(f"DROP INDEX IF EXISTS {name}")
