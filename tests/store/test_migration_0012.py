"""Schema 0012: a server whose id sequences fell behind its rows is repaired on upgrade."""

from __future__ import annotations

from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from tests.store.test_sequences import _behind
from tracker.store.db import _config, current_revision, open_database
from tracker.store.schema import HEAD_REVISION
from tracker.store.tables import TeamRow


def test_an_upgrade_moves_the_sequences_past_the_rows(empty_db_url: str) -> None:
    from alembic import command

    engine = create_engine(empty_db_url, poolclass=NullPool)
    with engine.begin() as connection:
        config = _config()
        config.attributes["connection"] = connection
        command.upgrade(config, "0005")
        # Rows numbered by hand, as the imports of schema 0005's version did.
        connection.execute(
            text(
                "INSERT INTO team (id, name, short_name, manager, colour, keeper_colour)"
                " VALUES (7, 'Reds', '', '', '', '')"
            )
        )
        connection.execute(
            text("INSERT INTO person (id, name, folded, note) VALUES (40, 'Ann', 'ann', '')")
        )
    engine.dispose()
    if empty_db_url.startswith("postgresql"):
        assert sorted(_behind(empty_db_url)) == [
            "person: sequence at 1, highest id 40",
            "team: sequence at 1, highest id 7",
        ]
    database = open_database(empty_db_url, backups=0)
    try:
        assert current_revision(database.engine) == HEAD_REVISION
        assert _behind(empty_db_url) == []
        with database.writing() as session:
            session.add(TeamRow(name="Blues"))  # stored the usual way: no collision
    finally:
        database.close()
