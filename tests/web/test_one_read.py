"""A match page says one moment: its score, minute and events of one read.

A page drawn while the secretary logged said "0-0" above a log ending with the goal
that made it 0-1 (the list's row was read before the change, the events after it); a
reader of the live page saw the two disagree.
"""

from __future__ import annotations

from tests.web.conftest import Demo
from tracker.core.match.events import Goal
from tracker.services.matches import MatchService
from tracker.services.viewing import LibraryViewer
from tracker.store.db import open_database


def test_a_page_read_across_a_change_gives_the_score_of_its_events(demo_library: Demo) -> None:
    writer = open_database(demo_library.url, backups=0)
    viewer = LibraryViewer(open_database(demo_library.url, backups=0))
    try:
        service = MatchService(writer, author="test")
        match_id = demo_library.match_id
        last_goal = [e for e in service.open(match_id).state.events if isinstance(e, Goal)][-1]
        listed = viewer.entry

        def entry_then_a_change(wanted: int):  # type: ignore[no-untyped-def]
            found = listed(wanted)
            if found.score == "2-1":  # the secretary deletes the late winner meanwhile
                service.delete(match_id, last_goal.id or 0)
            return found

        viewer.entry = entry_then_a_change  # type: ignore[method-assign]
        page = viewer.match(match_id)
        assert page.sheet is not None
        assert len(page.sheet.goals) == 2
        assert page.moment.entry.score == "1-1"
    finally:
        viewer.close()
        writer.close()


def test_a_change_made_at_half_time_follows_the_whistle() -> None:
    """A substitution in the break (written 46') was listed before "Half-time" (45'+2):
    both stand at one moment of play, and the list put every event before a whistle."""
    from tests.core.factory import (
        AWAY,
        H1,
        H2,
        HOME,
        end,
        full_time,
        goal,
        make_match,
        numbered,
        start,
        sub,
    )
    from tracker.core.match.replay import sort_events
    from tracker.sheet.content import build_sheet
    from tracker.web.views import timeline

    events = [
        start(H1), goal("45+2", H1, HOME, 9), end(H1, 2), sub("45", H2, AWAY, 110, 112),
        start(H2), end(H2), full_time(),
    ]  # fmt: skip
    sheet = build_sheet(make_match(), sort_events(numbered(events)))
    kinds = [(line.minute, line.kind) for line in timeline(sheet)]
    assert kinds[:3] == [("45'+2", "goal"), ("45'+2", "whistle"), ("46'", "sub")]
