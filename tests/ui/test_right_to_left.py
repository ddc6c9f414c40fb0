"""Regression: the event log showed an Arabic team's goal and formation change with
the figures after the name turned round; its names are now isolated."""

from __future__ import annotations

from tests.helpers.matches import demo
from tests.sheet.matches import renamed
from tracker.ui.match.eventlog import log_rows


def test_the_log_isolates_right_to_left_names_and_leaves_latin_ones() -> None:
    match, events = demo()
    match = renamed(match, {"Lionel Messi": "ליונל מסי"}, home="الوداد البيضاوي")
    texts = [row.text for row in log_rows(match, events)]
    assert "Goal: Enzo Fernández, assist \u2068ליונל מסי\u2069" in texts
    assert "Goal: Anthony Gordon, assist Morgan Rogers" in texts
