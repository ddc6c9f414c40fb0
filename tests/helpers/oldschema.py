"""A database at the first schema (0001) holding the reference match, on either backend.

``tests/data/schema-0001.sqlite3`` was written by the first version. On SQLite it is
copied as is; on PostgreSQL the first schema is created by its migration and the
file's rows are copied in, with the id sequences moved past them (as a real load
leaves them), so an upgrade starts from what an old server would hold.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from sqlalchemy import MetaData, create_engine, inspect, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

DATA = Path(__file__).resolve().parents[1] / "data"
OLD_FILE = DATA / "schema-0001.sqlite3"
#: The first schema's tables, parents first.
TABLES = ("team", "team_player", "match", "match_player", "event")


def old_database(url: str) -> str:
    """Fill the empty database at ``url`` as the first version left it; returns ``url``."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        assert parsed.database
        shutil.copyfile(OLD_FILE, parsed.database)
        return url
    from alembic import command

    from tracker.store.db import _config

    target = create_engine(url, poolclass=NullPool)
    source = create_engine(f"sqlite:///{OLD_FILE}", poolclass=NullPool)  # only read
    try:
        with target.begin() as connection:
            config = _config()
            config.attributes["connection"] = connection
            command.upgrade(config, "0001")
        old, new = MetaData(), MetaData()
        old.reflect(source)
        new.reflect(target, only=TABLES)
        with source.connect() as reading, target.begin() as writing:
            for name in TABLES:
                rows = [dict(row._mapping) for row in reading.execute(select(old.tables[name]))]
                if rows:
                    writing.execute(new.tables[name].insert(), rows)
                writing.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('\"{name}\"', 'id'), "
                        f'(SELECT coalesce(max(id), 0) + 1 FROM "{name}"), false)'
                    )
                )
    finally:
        source.dispose()
        target.dispose()
    return url


def execute(url: str, *statements: str) -> None:
    """Run SQL statements on the database at ``url`` in one transaction, beside the app
    (to put a database back as an older schema left it)."""
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            for sql in statements:
                connection.execute(text(sql))
    finally:
        engine.dispose()


def match_indexes(url: str) -> dict[str, list[str | None]]:
    """The indexes of the ``match`` table at ``url``: their columns by name."""
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as connection:
            found = inspect(connection).get_indexes("match")
    finally:
        engine.dispose()
    return {str(i["name"]): list(i["column_names"]) for i in found}
