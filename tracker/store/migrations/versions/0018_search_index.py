"""SQLite: a trigram index of the library's search text, so that counting the matches
a search finds reads the matches found, not every match.

The index (``match_search``, an FTS5 table with the trigram tokenizer) holds the
folded search text of every match in the library (deleted ones left out); triggers
keep it as the ``match`` table changes, whatever writes it. A SQLite without FTS5 or
its trigram tokenizer (before 3.34) gets no index, and the library counts by reading
every match as before. PostgreSQL is left as it was.

Revision ID: 0018_search_index
Revises: 0017
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0018_search_index"
down_revision = "0017"
branch_labels = None
depends_on = None

CREATE = (
    "CREATE VIRTUAL TABLE match_search USING fts5(search, tokenize = 'trigram')",
    "INSERT INTO match_search (rowid, search)"
    " SELECT id, coalesce(search, '') FROM match WHERE deleted_at IS NULL",
    "CREATE TRIGGER match_search_insert AFTER INSERT ON match"
    " WHEN new.deleted_at IS NULL BEGIN"
    " INSERT INTO match_search (rowid, search) VALUES (new.id, coalesce(new.search, ''));"
    " END",
    "CREATE TRIGGER match_search_delete AFTER DELETE ON match BEGIN"
    " DELETE FROM match_search WHERE rowid = old.id;"
    " END",
    "CREATE TRIGGER match_search_update AFTER UPDATE OF search, deleted_at ON match"
    " WHEN old.search IS NOT new.search"
    " OR (old.deleted_at IS NULL) <> (new.deleted_at IS NULL) BEGIN"
    " DELETE FROM match_search WHERE rowid = old.id;"
    " INSERT INTO match_search (rowid, search)"
    " SELECT new.id, coalesce(new.search, '') WHERE new.deleted_at IS NULL;"
    " END",
)


def _has_trigrams(connection: sa.Connection) -> bool:
    """True if this SQLite has FTS5 and its trigram tokenizer."""
    try:
        connection.exec_driver_sql(
            "CREATE VIRTUAL TABLE temp.trigram_probe USING fts5(x, tokenize = 'trigram')"
        )
    except sa.exc.DBAPIError:
        return False
    connection.exec_driver_sql("DROP TABLE temp.trigram_probe")
    return True


def upgrade() -> None:
    """Create the index, fill it and its triggers (SQLite with FTS5 trigrams only)."""
    connection = op.get_bind()
    if connection.dialect.name != "sqlite" or not _has_trigrams(connection):
        return
    _drop(connection)  # one a file copied back to an older revision still holds
    for statement in CREATE:
        connection.exec_driver_sql(statement)


def downgrade() -> None:
    """Drop the index and its triggers."""
    connection = op.get_bind()
    if connection.dialect.name == "sqlite":
        _drop(connection)


def _drop(connection: sa.Connection) -> None:
    for trigger in ("insert", "delete", "update"):
        connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS match_search_{trigger}")
    connection.exec_driver_sql("DROP TABLE IF EXISTS match_search")
