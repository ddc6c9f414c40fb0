"""A team's matches by date, and the deleted matches: the library's team filter reads
its first screenful from an index instead of sorting every match of the team, and the
library counts its matches without reading each one.

The indexes of the home and the away team's name become (name, date). They serve what
the name alone served (a team's matches, the list of team names) and, read backwards,
give a team's matches newest first, so a page of a team filter reads one page. A
partial index holds the deleted matches only (a handful): the library's matches are
all the matches, which SQLite counts from the size of an index, less those.

Revision ID: 0020
Revises: 0018_search_index
Create Date: 2026-12-04
"""

from __future__ import annotations

from alembic import op

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None

SIDES = ("home", "away")


DELETED = (
    "CREATE INDEX IF NOT EXISTS ix_match_deleted ON match (deleted_at) WHERE deleted_at IS NOT NULL"
)


def upgrade() -> None:
    """Replace each name index by a (name, date) index; index the deleted matches."""
    _replace({f"ix_match_{side}_name_date": f"{side}_name, date" for side in SIDES})
    op.get_bind().exec_driver_sql(DELETED)


def downgrade() -> None:
    """Back to the name indexes; no index of the deleted matches."""
    _replace({f"ix_match_{side}_name": f"{side}_name" for side in SIDES})
    op.get_bind().exec_driver_sql("DROP INDEX IF EXISTS ix_match_deleted")


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
