"""File > Import…: results files (openfootball) with a progress bar and a report."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.helpers.today import fix_today
from tests.services.test_results_import import _cup, _write
from tracker.cli import demo_text
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService
from tracker.store.records import tallies
from tracker.ui.files.importing import ImportDialog

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def dialog(qtbot, service: MatchService) -> ImportDialog:  # type: ignore[no-untyped-def]
    widget = ImportDialog(service)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_results_files_are_imported_with_progress_and_a_report(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    logged = json.loads(demo_text())
    logged["match"].update(competition="Test Cup 2030", stage="Group A", date="2030-06-01")
    logged["home"]["name"], logged["away"]["name"] = "Blues", "Reds"
    match_id = service.import_text(json.dumps(logged))
    other = _cup(name="Test Cup 2034")
    for item in other["matches"]:
        item["date"] = item["date"].replace("2030", "2034")
    files = [_write(tmp_path / "2030", _cup()), _write(tmp_path / "2034", other)]
    qtbot.mouseClick(dialog.results_choice, LEFT)
    assert dialog.pages.currentIndex() == 2 and not dialog.import_button.isEnabled()
    dialog.results_files.set_path("; ".join(files))
    assert dialog.import_button.isEnabled()
    seen: list[int] = []
    dialog.progress.valueChanged.connect(seen.append)
    with qtbot.waitSignal(dialog.results_imported, timeout=10_000):
        qtbot.mouseClick(dialog.import_button, LEFT)
    assert seen[-1] == 100 and 50 in seen  # one step a file
    lines = dialog.report_lines
    assert lines[0] == (
        "Imported 2 file(s), 6 matches: 5 new, 0 unchanged, 1 linked to matches logged here"
    )
    assert (
        f"differs: match {match_id} (2030-06-01 Blues v Reds): score: Blues 2-1 Reds here, "
        "Blues 1-2 Reds in the file" in lines
    )
    assert dialog.report.isVisible() and dialog.cancel_button.text() == "Close"
    assert dialog.match_id is None  # nothing to open: the library shows them
    assert len(service.library()) == 6
    # Counted in the record books at once, for a reader who may only read (a site).
    with service.db.reading() as session:
        assert tallies.stale(session) == []


def test_a_bad_results_file_says_so_and_writes_nothing(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad" / "worldcup.json"
    bad.parent.mkdir()
    bad.write_text('{"name": "Test Cup 2030", "matches": [', encoding="utf-8")
    dialog.results_choice.setChecked(True)
    dialog.results_files.set_path(f"{_write(tmp_path / 'good', _cup())}; {bad}")
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: dialog.message.isVisible(), timeout=10_000)
    assert dialog.message.text().startswith(f"Nothing was imported: {bad}: line 1")
    assert service.library() == []
    assert dialog.import_button.isEnabled()
    # Whatever its path says, the message says that nothing was imported: the dialog
    # read its wording off the message and left it out before such a path.
    odd = tmp_path / "nothing was imported" / "worldcup.json"
    odd.parent.mkdir()
    odd.write_text('{"name": "Test Cup 2030", "matches": [', encoding="utf-8")
    dialog.results_files.set_path(str(odd))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: str(odd) in dialog.message.text(), timeout=10_000)
    assert dialog.message.text().startswith(f"Nothing was imported: {odd}: line 1")
    assert service.library() == []


def test_browse_picks_several_files(qtbot, dialog: ImportDialog, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog.results_choice.setChecked(True)
    monkeypatch.setattr(
        dialog.results_files, "choose_many", lambda: ["/a/worldcup.json", "/b/worldcup.json"]
    )
    qtbot.mouseClick(dialog.results_files.browse, LEFT)
    assert dialog.results_files.paths == ["/a/worldcup.json", "/b/worldcup.json"]


def test_squad_lists_are_imported_as_standing_squads_linked_to_people(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from tests.services.test_squads_import import LAUTARO, NEWCOMER, _squads
    from tracker.services.setup import SetupService

    service.import_text(demo_text())
    qtbot.mouseClick(dialog.squads_choice, LEFT)
    assert dialog.pages.currentIndex() == 3 and not dialog.import_button.isEnabled()
    dialog.squads_files.set_path(_squads(tmp_path, [LAUTARO, NEWCOMER]))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: bool(dialog.report_lines), timeout=10_000)
    assert dialog.report_lines == ["1 squads, 2 players: 0 new, 1 changed, 0 unchanged"]
    assert dialog.cancel_button.text() == "Close"
    setup = SetupService(service.db)
    argentina = next(t for t in setup.teams() if t.name == "Argentina")
    assert argentina.id is not None
    squad = {p.name: p.number for p in setup.squad(argentina.id)}
    assert squad["New Comer"] == 30 and squad["Lautaro Martinez"] == 22


def test_a_bad_squads_file_writes_nothing(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "worldcup.squads.json"
    bad.write_text("{not json", encoding="utf-8")
    qtbot.mouseClick(dialog.squads_choice, LEFT)
    dialog.squads_files.set_path(str(bad))
    qtbot.mouseClick(dialog.import_button, LEFT)
    qtbot.waitUntil(lambda: dialog.message.isVisible())
    assert dialog.message.text().startswith("Nothing was imported:")
    assert str(bad) in dialog.message.text()
    assert _team_names(service) == []


def _team_names(service: MatchService) -> list[str]:
    from tracker.services.setup import SetupService

    return [t.name for t in SetupService(service.db).teams()]


def test_scorers_left_unlinked_are_settled_from_the_report(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from sqlalchemy import text

    from tracker.store.people import squadlinks as people
    from tracker.store.tables import MatchPlayerRow
    from tracker.ui.setup.personchoice import PersonChoiceDialog

    db = service.db
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    with db.writing() as session:  # a second Ann Able played for Reds
        linker = people.Linker(session)
        other = linker.new_person("Ann Able")
        linker.flush()
        reds = session.execute(text("SELECT id FROM match WHERE home_name = 'Reds'")).scalar()
        session.add(MatchPlayerRow(match_id=reds, side="home", name="Ann Able", person_id=other))
    with db.reading() as session:
        first = session.execute(
            text("SELECT person_id FROM result_goal WHERE name = 'Ann Able' LIMIT 1")
        ).scalar_one()
    later = _cup(name="Test Cup 2034")
    for item in later["matches"]:
        item["date"] = item["date"].replace("2030", "2034")
    qtbot.mouseClick(dialog.results_choice, LEFT)
    dialog.results_files.set_path(_write(tmp_path / "2034", later))
    with qtbot.waitSignal(dialog.results_imported, timeout=10_000):
        qtbot.mouseClick(dialog.import_button, LEFT)
    assert dialog.settle_button.isVisible()
    asked: list[str] = []

    def choose(cls, parent, item):  # type: ignore[no-untyped-def]
        asked.append(item.name)
        assert {c.person_id for c in item.candidates} == {first, other}
        return first if len(asked) == 1 else None  # the second: later

    monkeypatch.setattr(PersonChoiceDialog, "ask", classmethod(choose))
    qtbot.mouseClick(dialog.settle_button, LEFT)
    assert asked and dialog.report_lines[-1].startswith("settled 1 name(s)")
    with db.reading() as session:
        linked = (
            session.execute(
                text(
                    "SELECT g.person_id FROM result_goal g JOIN match m ON m.id = g.match_id "
                    "WHERE m.date >= '2034-01-01' AND g.person_id IS NOT NULL AND g.name = :n"
                ),
                {"n": asked[0]},
            )
            .scalars()
            .all()
        )
    assert first in linked
    assert dialog.settle_button.isVisible() == (len(asked) > 1)


def test_a_league_season_is_imported_and_its_data_errors_reported(
    qtbot, dialog: ImportDialog, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    season = {
        "name": "Test League 2029/30",
        "matches": [
            {"round": "Matchday 1", "date": "2029-08-10", "team1": "Reds", "team2": "Blues",
             "score": {"ft": [1, 0]}},
            {"round": "Finals, Final", "date": "2030-05-30", "team1": "Reds", "team2": "Blues",
             "score": {"ft": [1, 1], "et": [1, 1], "p": [3, 3]}},
        ],
    }  # fmt: skip
    path = tmp_path / "league.json"
    path.write_text(json.dumps(season), "utf-8")
    qtbot.mouseClick(dialog.results_choice, LEFT)
    dialog.results_files.set_path(str(path))
    with qtbot.waitSignal(dialog.results_imported, timeout=10_000):
        qtbot.mouseClick(dialog.import_button, LEFT)
    lines = dialog.report_lines
    assert lines[0] == "Imported 1 file(s), 2 matches: 2 new, 0 unchanged"
    assert lines[1].startswith("data error: Test League 2029-30: matches[1] (2030-05-30 Reds v")
    assert "the shootout is given as 3-3" in lines[1]


def test_a_league_files_awards_of_matches_logged_here_are_shown_in_the_report(
    qtbot, dialog: ImportDialog, service: MatchService, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Two matches of the league logged here, one kicked off (England 1-0 up), one set
    up with nothing logged, both awarded 0-3 in the league's file: the report says the
    log of the one in play stands, not the award, and that the award stands for the
    other; the library gives the log's score and the award."""
    fix_today(monkeypatch, dt.date(2030, 6, 1))  # the first one logged on its day: in play

    def logged(day: str, events: int) -> int:
        data = json.loads(demo_text())
        data["match"].update(competition="Test League", stage=rounds[day], date=day)
        data["events"] = data["events"][:events]
        return service.import_text(json.dumps(data))

    rounds = {"2030-06-01": "Matchday 1", "2030-06-08": "Matchday 2"}
    in_play, set_up = logged("2030-06-01", 4), logged("2030-06-08", 0)
    awarded = {"team1": "Argentina", "team2": "England",
               "score": {"ft": [0, 3]}, "status": "awarded"}  # fmt: skip
    season = {"name": "Test League 2029/30", "matches": [
        {**awarded, "date": day, "round": name} for day, name in rounds.items()]}  # fmt: skip
    path = tmp_path / "2029-30" / "zz.1.json"
    path.parent.mkdir()
    path.write_text(json.dumps(season), "utf-8")
    qtbot.mouseClick(dialog.results_choice, LEFT)
    dialog.results_files.set_path(str(path))
    with qtbot.waitSignal(dialog.results_imported, timeout=10_000):
        qtbot.mouseClick(dialog.import_button, LEFT)
    shown = dialog.report.toPlainText().splitlines()
    assert dialog.report.isVisible()
    assert shown[0] == (
        "Imported 1 file(s), 2 matches: 0 new, 0 unchanged, 2 linked to matches logged here"
    )
    assert shown[1:] == [
        f"differs: match {in_play} (2030-06-01 Argentina v England): score: Argentina 0-1 "
        "England so far here, its log short of full time; Argentina 0-3 England awarded in "
        "the file; the match logged here stands, not the award, and counts in the tables "
        "from full time",
        f"award: match {set_up} (2030-06-08 Argentina v England): 0-3 awarded: nothing is "
        "logged on the match set up here, so the competition's award stands for it, in the "
        "tables too; a log of it would replace the award at full time",
    ]
    scores = {e.id: (e.record, e.score) for e in service.library()}
    assert scores == {in_play: ("logged", "0-1"), set_up: ("result", "0-3 (awarded)")}
