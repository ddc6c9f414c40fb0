"""The scoreboard keeps the score whole, however long the team names are."""

from __future__ import annotations

import dataclasses

from tests.helpers.matches import demo
from tracker.core.match.replay import replay
from tracker.ui.match.scoreboard import Scoreboard


def test_long_team_names_are_elided_and_the_score_stays_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    long_home = dataclasses.replace(match.home, name="Borussia Mönchengladbach Amateure II")
    long_away = dataclasses.replace(match.away, name="Wolverhampton Wanderers Women Reserves")
    state = replay(dataclasses.replace(match, home=long_home, away=long_away), events)
    board = Scoreboard()
    qtbot.addWidget(board)
    board.resize(600, 110)
    board.show()
    board.show_state(state)
    qtbot.waitUntil(lambda: board.home.name.text().endswith("…"))
    assert board.away.name.text().endswith("…")
    assert board.home.text() == "Borussia Mönchengladbach Amateure II"
    assert board.score.text() == "2 – 1"
    assert board.score.width() >= board.score.sizeHint().width()
    assert "Full time" in board.period.text()
