"""Names folded again with full Unicode folding (ı, ð, đ, þ and other scripts), so a
search for "yildiz" finds Yıldız among the names stored before.

Revision ID: 0017
Revises: 0015
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tracker.core.match.model import fold

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Fold every stored name key again; the names themselves are not touched."""
    connection = op.get_bind()
    for table in ("person", "competition", "person_alias"):
        _refold(connection, table, "name", "folded")
    _refold_names(connection)
    _refold(connection, "match", "search", "search")


def _refold(connection: sa.Connection, table: str, source: str, key: str) -> None:
    """Set ``key`` to the folding of ``source`` where it differs (a key folded once folds alike)."""
    rows = connection.execute(sa.text(f'SELECT id, {source}, {key} FROM "{table}"')).all()
    update = sa.text(f'UPDATE "{table}" SET {key} = :folded WHERE id = :id')
    changed = [
        {"id": r[0], "folded": fold(r[1])} for r in rows if r[1] is not None and fold(r[1]) != r[2]
    ]
    if changed:
        connection.execute(update, changed)


def _refold_names(connection: sa.Connection) -> None:
    """A person's other names: a key that would repeat one he has ("Yildiz" beside
    "Yıldız") stays as it was, since the other already finds him."""
    rows = connection.execute(sa.text("SELECT id, person_id, name, folded FROM person_name")).all()
    taken = {(r[1], r[3]) for r in rows}
    update = sa.text("UPDATE person_name SET folded = :folded WHERE id = :id")
    for row_id, person_id, name, folded in rows:
        new = fold(name)
        if new == folded or (person_id, new) in taken:
            continue
        taken.discard((person_id, folded))
        taken.add((person_id, new))
        connection.execute(update, {"id": row_id, "folded": new})


def downgrade() -> None:
    """Nothing to undo: the older folding finds what it found before in these keys, or less."""
