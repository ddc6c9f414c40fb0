"""A team page over the 1938 World Cup: Sweden's walkover over Austria is a round
reached, and a match cancelled, not one whose result is missing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.services.test_results_import import DATA, needs_data
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import open_database
from tracker.ui.records.competitionpage import CompetitionPage
from tracker.ui.records.personpages import TeamPageView

pytestmark = needs_data


@pytest.fixture
def records(tmp_path: Path) -> Iterator[RecordsService]:
    """The records of a library of the 1938 World Cup."""
    db = open_database(tmp_path / "wc.sqlite3", backups=0)
    try:
        ResultsService(db).import_files([str(DATA / "1938" / "worldcup.json")])
        yield RecordsService(db)
    finally:
        db.close()


def test_the_walkover_is_a_match_cancelled_and_a_round_reached(
    qtbot: QtBot, records: RecordsService
) -> None:
    view = TeamPageView()
    qtbot.addWidget(view)
    team_id, _ = records.find_team("Sweden")
    view.show_team(records, team_id)
    summary = view.summary.text()
    assert "no result" not in summary
    assert "fixture" not in summary
    assert "1 match cancelled, never played" in summary
    rows = {line.record.stage.value: line.record for line in view.stages.rows()}
    assert (rows["Round of 16"].reached, rows["Round of 16"].through) == (1, 1)


def test_the_edition_lists_the_cancelled_match_as_cancelled_not_a_fixture(
    qtbot: QtBot, records: RecordsService
) -> None:
    """Regression: the Matches tab of the 1938 World Cup gave Sweden v Austria the kind
    "fixture": it never will be played."""
    page = CompetitionPage()
    qtbot.addWidget(page)
    page.show_edition(records, records.find_edition("World Cup 1938"))
    (row,) = [r for r in page.matches.texts() if (r[3], r[5]) == ("Sweden", "Austria")]
    assert row[-1] == "cancelled, never played"
    kinds = {r[-1] for r in page.matches.texts()}
    assert kinds == {"result", "cancelled, never played"}
