"""PostgreSQL: live notifications are sent through ``tracker_notify``, not ``pg_notify``.

The function (``SECURITY DEFINER``) sends the id of a changed match on the channel the
windows listen to. Nobody but its owner may run it until the roles doc grants it to
the secretaries (``docs/postgresql-roles.md`` gives it to ``tracker_secretary``, which
owns it), so a reporter cannot call it, nor ``pg_notify``. Nothing changes on SQLite,
which has no notifications.

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-04
"""

from __future__ import annotations

from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``tracker_notify(bigint)``, runnable by its owner only (PostgreSQL)."""
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(
        "CREATE OR REPLACE FUNCTION tracker_notify(match_id bigint) RETURNS void"
        " LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp"
        " AS $$ SELECT pg_notify('match_tracker', match_id::text) $$"
    )
    op.execute("REVOKE EXECUTE ON FUNCTION tracker_notify(bigint) FROM PUBLIC")


def downgrade() -> None:
    """Drop the function: schema 0013 sends ``pg_notify`` itself."""
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP FUNCTION IF EXISTS tracker_notify(bigint)")
