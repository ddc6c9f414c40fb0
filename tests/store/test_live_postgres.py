"""PostgreSQL: a notification per committed change to a match, and read-only roles.

Skipped without a server (``TRACKER_TEST_PG``: see ``tests/helpers/postgres.py``).
"""

from __future__ import annotations

import select
from collections.abc import Iterator

import pytest

from tests.helpers import postgres
from tests.helpers.matches import demo_setup
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import DatabaseError, open_database
from tracker.store.match.live import Listener, ListenLost


@pytest.fixture
def service(pg_url: str) -> Iterator[MatchService]:
    service = MatchService(open_database(pg_url), author="ana")
    yield service
    service.db.close()


def _heard(listener: Listener, timeout: float = 2.0) -> list[int]:
    """What the listener hears within ``timeout`` seconds of waiting on its socket."""
    ready, _, _ = select.select([listener.fileno()], [], [], timeout)
    return listener.take() if ready else []


def test_every_committed_change_is_announced_with_the_match_id(service: MatchService) -> None:
    listener = Listener(service.db.engine)
    try:
        match = service.create(demo_setup())
        assert match.id is not None
        imported = service.import_text(service.export_text(match.id))
        assert _heard(listener) == [imported]  # another match: its own id
        from tracker.core.match.events import PeriodStart
        from tracker.core.match.matchtime import MatchTime, Period

        change = service.log(match.id, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
        assert _heard(listener) == [match.id]
        assert change.event is not None and change.event.id is not None
        service.delete(match.id, change.event.id)
        assert _heard(listener) == [match.id]
        service.delete_match(match.id)
        assert _heard(listener) == [match.id]
    finally:
        listener.close()


def test_nothing_is_announced_for_a_refused_action(service: MatchService) -> None:
    match = service.create(demo_setup())
    assert match.id is not None
    listener = Listener(service.db.engine)
    try:
        from tracker.core.match.events import PeriodEnd
        from tracker.core.match.matchtime import MatchTime, Period

        with pytest.raises(ServiceError):  # no period to end: refused, nothing written
            service.edit(match.id, PeriodEnd(time=MatchTime(Period.FIRST_HALF, 45), id=999))
        assert _heard(listener, timeout=0.3) == []
    finally:
        listener.close()


def test_a_listener_whose_connection_is_cut_says_so(service: MatchService) -> None:
    listener = Listener(service.db.engine)
    try:
        socket = listener.fileno()
        postgres.admin(f"SELECT pg_terminate_backend({listener.backend_pid})")
        with pytest.raises(ListenLost):  # the server's farewell first, then the end
            for _ in range(3):
                select.select([socket], [], [], 2.0)
                listener.take()
    finally:
        listener.close()


@pytest.fixture
def league(service: MatchService, pg_url: str) -> tuple[str, int]:
    """The test database with the schema, one match and the two roles: (url, match id)."""
    match_id = service.import_text(service.export_text(service.create(demo_setup()).id or 0))
    postgres.create_roles(pg_url)
    return pg_url, match_id


def test_a_reporter_opens_read_only_and_every_write_is_refused_at_once(
    league: tuple[str, int],
) -> None:
    url, match_id = league
    reporter = MatchService(open_database(postgres.login(url, postgres.REPORTER)))
    try:
        assert reporter.read_only == "user tracker_test_rita, role tracker_reporter"
        assert reporter.state(match_id).match.home.name == "Argentina"  # reading works
        from tracker.core.match.events import PeriodStart
        from tracker.core.match.matchtime import MatchTime, Period

        with pytest.raises(DatabaseError) as refused:
            reporter.log(match_id, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
        assert str(refused.value) == (
            "Read-only: you may view but not change matches in this database "
            "(user tracker_test_rita, role tracker_reporter)"
        )
        with pytest.raises(DatabaseError, match="Read-only"):
            reporter.set_confirmed(match_id, True)
    finally:
        reporter.db.close()


def test_a_secretary_may_write(league: tuple[str, int]) -> None:
    url, match_id = league
    secretary = MatchService(open_database(postgres.login(url, postgres.SECRETARY)))
    try:
        assert secretary.read_only == ""
        from tracker.core.match.events import PeriodStart
        from tracker.core.match.matchtime import MatchTime, Period

        change = secretary.log(match_id, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
        assert change.event is not None and change.event.authorship is not None
        assert secretary.import_text(secretary.export_text(match_id)) > match_id
    finally:
        secretary.db.close()


def test_times_are_kept_in_utc_whatever_the_servers_time_zone(pg_url: str) -> None:
    """Regression: on a server set to another zone, the time an event was logged came
    back off by the zone's offset (five hours for New York)."""
    import datetime as dt

    from sqlalchemy.engine import make_url

    from tracker.core.match.events import PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period

    name = make_url(pg_url).database
    postgres.admin(f"ALTER DATABASE \"{name}\" SET timezone = 'America/New_York'")
    service = MatchService(open_database(pg_url), author="ana")
    try:
        match = service.create(demo_setup())
        assert match.id is not None
        before = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
        service.log(match.id, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
        after = dt.datetime.now(dt.timezone.utc)
        stored = service.load(match.id)[1][0].authorship
        assert stored is not None and stored.logged_at is not None
        assert before <= stored.logged_at <= after
    finally:
        service.db.close()


def test_the_listener_connects_through_the_url_it_is_given(
    service: MatchService, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Behind a pooler the listening connection has its own URL (a session pool); the
    rest of the program keeps the database's."""
    from sqlalchemy import text

    from tracker.store.match.live import LISTEN_VARIABLE

    monkeypatch.setenv(LISTEN_VARIABLE, f"{pg_url}?application_name=tracker-listening")
    listener = Listener(service.db.engine)
    try:
        with service.db.reading() as session:
            name = session.execute(
                text("SELECT application_name FROM pg_stat_activity WHERE pid = :pid"),
                {"pid": listener.backend_pid},
            ).scalar_one()
        assert name == "tracker-listening"
        match = service.create(demo_setup())
        assert match.id is not None
        imported = service.import_text(service.export_text(match.id))
        assert _heard(listener) == [imported]
    finally:
        listener.close()
    monkeypatch.setenv(LISTEN_VARIABLE, "postgresql+psycopg://ana:s3cret@127.0.0.1:1/league")
    with pytest.raises(ListenLost) as lost:
        Listener(service.db.engine)
    assert "s3cret" not in str(lost.value)
    monkeypatch.setenv(LISTEN_VARIABLE, "not a url")
    with pytest.raises(ListenLost, match="TRACKER_LISTEN_DB"):
        Listener(service.db.engine)
