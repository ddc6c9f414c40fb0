"""Opening a fixture leads to its set-up: the same match row becomes the logged match."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.services.test_setup import five_a_side
from tests.ui.setup.driving import LEFT, next_page
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database
from tracker.ui.setup.newmatch import NewMatchDialog


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "fixture.sqlite3", backups=0)
    yield database
    database.close()


def _fixture_file(tmp_path: Path) -> str:
    path = tmp_path / "2030" / "worldcup.json"
    path.parent.mkdir()
    path.write_text(
        json.dumps(
            {
                "name": "Sunday Cup 2030",
                "matches": [
                    {"round": "Final", "num": 7, "date": "2030-06-10", "ground": "The Park",
                     "team1": "United", "team2": "W5"}
                ],
            }
        ),
        encoding="utf-8",
    )  # fmt: skip
    return str(path)


def test_a_fixture_is_set_up_and_becomes_the_match(qtbot, db: Database, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    setup = SetupService(db)
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    ResultsService(db).import_files([_fixture_file(tmp_path)])
    [fixture_id] = [e.id for e in setup.library_page(LibraryQuery(), 0, 5) if e.record == "fixture"]
    stored = ResultsService(db).stored(fixture_id)
    assert stored is not None
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    wizard.load_fixture(fixture_id, setup.match(fixture_id), stored.placeholders)
    wizard.show()
    details = wizard.details.form
    assert details.venue.text() == "The Park" and details.stage.text() == "Final"
    assert details.date.date().toPython() == dt.date(2030, 6, 10)
    details.team_size.setCurrentIndex(details.team_size.findData(5))
    next_page(qtbot, wizard)
    home = wizard.team_page(Side.HOME).form
    assert home.name.currentText() == "United"  # decided: its squad comes with it
    assert len(home.squad.players()) == 6
    next_page(qtbot, wizard)
    away = wizard.team_page(Side.AWAY).form
    assert away.name.currentText() == ""
    assert "Winner of match 5" in away.known.text()
    away.name.setCurrentIndex(away.name.findText("Rovers"))
    next_page(qtbot, wizard)
    for side in Side:
        qtbot.mouseClick(wizard.lineup_page(side).editor.copy_button, LEFT)
        if side is Side.HOME:
            next_page(qtbot, wizard)
    finish = wizard.button(wizard.WizardButton.FinishButton)
    assert finish.text() == "Start &logging"
    qtbot.mouseClick(finish, LEFT)
    assert wizard.match_id == fixture_id
    entry = next(e for e in setup.library_page(LibraryQuery(), 0, 5) if e.id == fixture_id)
    assert (entry.record, entry.home, entry.away, entry.status) == (
        "logged",
        "United",
        "Rovers",
        "not started",
    )
    state = MatchService(db).state(fixture_id)
    assert state.match.away.lineup is not None and state.match.rules.team_size == 5
