"""A match shown in play on a running site: on a new day the site reads it again, so
a log that stopped short long ago says "Log unfinished", not "Live", with no change of
its own to tell."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import text

from tests.helpers.matches import demo_setup
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.services.viewing import open_viewer
from tracker.store.db import open_database
from tracker.web.live import Broadcaster, Snapshots
from tracker.web.site import Site


def test_a_new_day_tells_the_streams_of_the_matches_shown_in_play() -> None:
    snapshots = Snapshots(
        lambda match_id, _lang: {"revision": 1, "state": {3: "live"}.get(match_id, "finished")}
    )
    for match_id in (3, 4):
        snapshots.get(match_id, "en")
    assert snapshots.in_play() == {3}
    broadcaster = Broadcaster(None)  # type: ignore[arg-type]
    told: list[set[int]] = []
    broadcaster.on_change = told.append
    broadcaster.on_day = snapshots.in_play
    day = dt.date(2030, 5, 1)
    broadcaster.today = lambda: day
    broadcaster.new_day()
    told.clear()
    broadcaster.new_day()  # the same day: nothing new
    assert told == []
    day = dt.date(2030, 5, 2)
    broadcaster.new_day()
    broadcaster.new_day()  # once a day
    assert told == [{3}]


def test_a_kept_snapshot_in_play_is_read_again_on_a_new_day(db_url: str) -> None:
    db = open_database(db_url, backups=0)
    try:
        service = MatchService(db)
        stored = service.create(demo_setup())
        assert stored.id is not None
        match_id = stored.id
        service.log(match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
        today = dt.date.today()
        with db.writing() as session:
            session.execute(
                text("UPDATE match SET date = :d WHERE id = :id"), {"d": today, "id": match_id}
            )
    finally:
        db.close()
    site = Site(open_viewer(db_url))
    try:
        snapshot = site.snapshots.get(match_id, "en")
        assert snapshot is not None and snapshot.data["state"] == "live"
        # Time passes: the match's day is three days back now, and nobody logs it.
        db = open_database(db_url, backups=0)
        try:
            with db.writing() as session:
                session.execute(
                    text("UPDATE match SET date = :d WHERE id = :id"),
                    {"d": today - dt.timedelta(days=3), "id": match_id},
                )
        finally:
            db.close()
        assert site.snapshots.peek(match_id, "en")[1] is snapshot  # kept: no change seen
        site.broadcaster.today = lambda: today + dt.timedelta(days=1)
        site.broadcaster.new_day()
        kept, again = site.snapshots.peek(match_id, "en")
        assert kept and again is not None
        assert (again.data["state"], again.data["status"]) == ("unfinished", "Log unfinished")
    finally:
        site.viewer.close()
