"""Schema 0014: changes are announced through ``tracker_notify``, which only its owner
(and whom the roles doc grants it to) may run; nothing changes on SQLite."""

from __future__ import annotations

import select

from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from tests.helpers.matches import demo_setup
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services import MatchService
from tracker.store.db import _config, current_revision, open_database
from tracker.store.match.live import Listener
from tracker.store.schema import HEAD_REVISION


def test_an_upgrade_announces_changes_through_the_function(empty_db_url: str) -> None:
    from alembic import command

    engine = create_engine(empty_db_url, poolclass=NullPool)
    with engine.begin() as connection:
        config = _config()
        config.attributes["connection"] = connection
        command.upgrade(config, "0013")
    engine.dispose()
    database = open_database(empty_db_url, backups=0)
    try:
        assert current_revision(database.engine) == HEAD_REVISION
        if not empty_db_url.startswith("postgresql"):
            MatchService(database).create(demo_setup())  # nothing to announce, nothing asked
            return
        with database.reading() as session:
            definer, acl = session.execute(
                text("SELECT prosecdef, proacl::text FROM pg_proc WHERE proname = 'tracker_notify'")
            ).one()
        assert definer
        assert not any(grant.startswith("=") for grant in acl.strip("{}").split(","))  # PUBLIC's
        listener = Listener(database.engine)
        try:
            service = MatchService(database)
            match = service.create(demo_setup())
            assert match.id is not None
            service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
            select.select([listener], [], [], 10)  # wakes when the notice arrives
            assert listener.take() == [match.id]
        finally:
            listener.close()
    finally:
        database.close()
