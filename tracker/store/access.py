"""Whether the database may be written by whoever opened it.

A league's server gives each user a role (see ``docs/postgresql-roles.md``): a
reporter's may only read. A file may be read-only too. The application asks once,
on opening, and then opens read-only — with a banner in the window, and one line
from a command that would write — instead of failing at the first write.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from sqlalchemy import text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError

#: Every write needs these: events are inserted, changed and deleted, each change
#: moves the match's revision on and is announced through ``tracker_notify`` (schema
#: 0014; a schema before it has none to ask about).
_PG_PRIVILEGES = text(
    "SELECT current_user AS who,"
    " has_table_privilege('event', 'INSERT') AND has_table_privilege('event', 'UPDATE')"
    " AND has_table_privilege('event', 'DELETE') AND has_table_privilege('match', 'UPDATE')"
    " AND coalesce(has_function_privilege(to_regprocedure('tracker_notify(bigint)'),"
    " 'EXECUTE'), true)"
    " AS may_write,"
    " current_setting('transaction_read_only') = 'on' AS server_read_only,"
    " (SELECT string_agg(r.rolname, ', ' ORDER BY r.rolname) FROM pg_roles r"
    "  WHERE r.rolname IN ('tracker_reporter', 'tracker_secretary')"
    "  AND r.rolname <> current_user AND pg_has_role(current_user, r.oid, 'MEMBER'))"
    " AS groups"
)


def read_only_message(reason: str) -> str:
    """What the user is told about a database opened read-only, and why (``reason``)."""
    return f"Read-only: you may view but not change matches in this database ({reason})"


def read_only_reason(engine: Engine, path: Path | None = None) -> str:
    """Why the database may only be read ("role tracker_reporter"), or "" if it may be
    written. ``path`` is the SQLite file, if any.

    A question that cannot be answered counts as writable: a write that then fails
    says why.
    """
    try:
        if engine.dialect.name == "postgresql":
            return _postgres(engine)
        if engine.dialect.name == "sqlite":
            return _sqlite(engine, path)
    except (DBAPIError, sqlite3.Error):
        return ""
    return ""


def _postgres(engine: Engine) -> str:
    with engine.connect() as connection:
        row = connection.execute(_PG_PRIVILEGES).one()
    if row.server_read_only:
        return "the server accepts no changes"
    if row.may_write:
        return ""
    # A person logs in as themselves, a member of the league's reporter role: say both.
    return f"user {row.who}, role {row.groups}" if row.groups else f"role {row.who}"


def _sqlite(engine: Engine, path: Path | None) -> str:
    with engine.connect() as connection:
        query_only = connection.exec_driver_sql("PRAGMA query_only").scalar()
    if query_only:
        return "it was opened for reading only"
    if path is None:
        return ""
    if not os.access(path, os.W_OK):
        return "the database file is read-only"
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return f"its folder {path.parent} is read-only"
    return ""


__all__ = ["read_only_message", "read_only_reason"]
