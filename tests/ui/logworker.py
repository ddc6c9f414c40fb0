"""Another client, in a process of its own: logs one event in a match, then exits.

``python -m tests.ui.logworker DB MATCH MINUTE PLAYER [AUTHOR]`` logs a goal by the
named player at that first-half minute (the match must be under way).
"""

from __future__ import annotations

import sys

from tests.helpers.matches import by_name
from tracker.core.match.events import Goal
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.store.db import open_database


def main(argv: list[str]) -> int:
    """Log the goal; the exit status says whether it was stored."""
    url, match_id, minute, name = argv[0], int(argv[1]), int(argv[2]), argv[3]
    author = argv[4] if len(argv) > 4 else None
    service = MatchService(open_database(url, backups=0), author=author)
    try:
        match = service.load(match_id)[0]
        player = by_name(match, name)
        side = match.side_of(player.pid)
        assert side is not None
        goal = Goal(time=MatchTime(Period.FIRST_HALF, minute), side=side, scorer=player.pid)
        service.log(match_id, goal)
    finally:
        service.db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
