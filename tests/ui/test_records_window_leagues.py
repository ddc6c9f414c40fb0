"""A league season in the records window: its tables (whole, home, away), split and ties."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers.beinglogged import start_with_demo_squads
from tests.helpers.seasons import SHORT_SEASON, season_file
from tests.helpers.today import fix_today
from tests.ui.test_translation import speak  # noqa: F401 (a fixture)
from tracker.core.league.tables import Venue
from tracker.services.errors import ServiceError
from tracker.services.leagues import LeagueService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database
from tracker.ui.records.recordswindow import RecordsWindow


def _season(tmp_path: Path) -> Path:
    def m(rnd: str, date: str, home: str, away: str, score: list[int], **more: object) -> object:
        return {"round": rnd, "date": date, "team1": home, "team2": away,
                "score": {"ft": score, **more}}  # fmt: skip

    matches = [
        m("Matchday 1", "2030-08-01", "Alba", "Brea", [2, 0]),
        m("Matchday 1", "2030-08-01", "Cora", "Dene", [1, 0]),
        m("Matchday 2", "2030-08-08", "Brea", "Cora", [1, 1]),
        m("Matchday 2", "2030-08-08", "Dene", "Alba", [0, 3]),
        m("Championship, Matchday 3", "2031-04-01", "Brea", "Alba", [1, 0]),
        m("Relegation, Matchday 3", "2031-04-01", "Dene", "Cora", [2, 2]),
        m("Playoff, Final", "2031-05-01", "Brea", "Cora", [0, 0]),
        m("Playoff, Final", "2031-05-08", "Cora", "Brea", [1, 0], et=[1, 0]),
    ]
    path = tmp_path / "league.json"
    path.write_text(json.dumps({"name": "Test League 2030/31", "matches": matches}), "utf-8")
    return path


def _library(tmp_path: Path) -> Database:
    db = open_database(str(tmp_path / "league.sqlite3"), backups=0)
    ResultsService(db).import_files([str(_season(tmp_path))])
    edition = RecordsService(db).find_edition("Test League 2030/31")
    LeagueService(db).adjust(edition.id, "Dene", -3, "fielded a suspended player")
    return db


def test_a_league_edition_shows_its_tables_ties_and_deductions(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = _library(tmp_path)
    service = RecordsService(db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    window.show()
    edition = service.find_edition("Test League 2030/31")
    assert window.show_edition(edition.id)
    page = window.competition
    # Results by matchday: the rounds in playing order.
    rounds = [page.round_box.itemText(i) for i in range(page.round_box.count())]
    assert rounds[:4] == ["All rounds", "Matchday 1", "Matchday 2", "Championship, Matchday 3"]
    page.round_box.setCurrentIndex(2)
    page.round_box.activated.emit(2)
    assert [r[3:6] for r in page.matches.texts()] == [
        ("Brea", "1-1", "Cora"),
        ("Dene", "0-3", "Alba"),
    ]
    page.tabs.setCurrentIndex(1)
    assert page.venue_row.isVisible()
    rows = page.league_rows()
    assert [r[1] for r in rows["Table"]] == ["Alba", "Cora", "Brea", "Dene"]
    # A difference is written as tables write it: its sign, none at 0.
    assert [r[8] for r in rows["Table"]] == ["+5", "+1", "-2", "-4"]
    dene = rows["Table"][3]
    assert (dene[9], dene[10]) == ("-3*", "LL")
    assert [(r[1], r[9]) for r in rows["Championship"]] == [("Alba", "6"), ("Brea", "4")]
    assert [(r[1], r[9]) for r in rows["Relegation"]] == [("Cora", "5"), ("Dene", "-2*")]
    assert rows["Ties"] == [
        ("Playoff, Final", "Brea v Cora", "2", "0-1", "Cora", "after extra time")
    ]
    notes = page.standings_box.findChild(type(page.title), "leagueNotes")
    assert notes is not None and "Dene -3: fielded a suspended player" in notes.text()
    window.grab().save(str(tmp_path / "league.png"))
    # Home matches only: no adjustments, no ties.
    page.venue_box.setCurrentIndex(page.venue_box.findData(Venue.HOME))
    page.venue_box.activated.emit(page.venue_box.currentIndex())
    home = page.league_rows()
    assert set(home) == {"Table"}  # the split's parts count in the season's home table
    assert {r[1]: (r[2], r[9]) for r in home["Table"]} == {
        "Alba": ("1", "3"), "Brea": ("2", "4"), "Cora": ("1", "3"), "Dene": ("2", "1"),
    }  # fmt: skip
    db.close()


def test_a_cup_keeps_its_group_tables(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from tests.services.test_results_import import _cup, _write

    db = open_database(str(tmp_path / "cup.sqlite3"), backups=0)
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    service = RecordsService(db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    window.show()
    assert window.show_edition(service.find_edition("Test Cup 2030").id)
    assert not window.competition.venue_row.isVisible()
    assert "Group A" in window.competition.standings_rows()
    db.close()


def _table(page) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(r[1], r[9]) for r in page.league_rows()["Table"]]


def test_points_are_adjusted_from_the_standings_tab_and_the_table_follows(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QDate, QItemSelectionModel

    db = _library(tmp_path)
    service = RecordsService(db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    window.show()
    edition = service.find_edition("Test League 2030/31")
    assert window.show_edition(edition.id)
    page = window.competition
    page.tabs.setCurrentIndex(1)
    assert page.adjust_button.isVisible()
    page.author = lambda: "Ana"
    page.adjust_button.click()
    dialog = page.adjust_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.listed.texts() == [("Dene", "-3", "fielded a suspended player", "always", "")]
    assert [dialog.team_box.itemText(i) for i in range(dialog.team_box.count())] == [
        "Alba", "Brea", "Cora", "Dene",
    ]  # fmt: skip
    # Refused in one line, nothing stored.
    dialog.team_box.setCurrentText("Alba")
    dialog.points_box.setValue(0)
    dialog.reason_edit.setText("nothing")
    dialog.add_button.click()
    assert dialog.error.text() == "Not recorded: an adjustment of 0 points changes nothing."
    dialog.points_box.setValue(-3)
    dialog.reason_edit.clear()
    dialog.add_button.click()
    assert dialog.error.text() == "Not recorded: say why (the table shows the reason)."
    assert len(dialog.listed.texts()) == 1 and _table(page)[0] == ("Alba", "6")
    # Recorded from a day on: the table shows it at once, marked, with its note.
    dialog.reason_edit.setText("unpaid wages")
    dialog.dated_box.setChecked(True)
    # The day offered is in the season (not today, years after it); no day more than a
    # year from its matches can be picked.
    first, last = LeagueService(db).season_days(edition.id)
    assert first <= dialog.date_edit.date().toPython() <= last
    dialog.date_edit.setDate(QDate(2034, 8, 5))
    assert dialog.date_edit.date().toPython() <= last + dt.timedelta(days=366)
    far = dt.date(2034, 8, 5)  # nor by the service: refused, nothing stored
    with pytest.raises(ServiceError, match="more than a year away from the season"):
        LeagueService(db).adjust(edition.id, "Alba", -3, "typo", effective=far)
    assert len(LeagueService(db).adjustments(edition.id)) == 1
    dialog.date_edit.setDate(QDate(2030, 8, 5))
    with qtbot.waitSignal(dialog.changed):
        dialog.add_button.click()
    assert dialog.error.text() == ""
    assert dialog.message.text() == "Recorded: Alba -3 (unpaid wages)"
    assert dialog.listed.texts()[1] == ("Alba", "-3", "unpaid wages", "5 Aug 2030", "Ana")
    assert _table(page) == [("Cora", "4"), ("Alba", "3*"), ("Brea", "1"), ("Dene", "-3*")]
    notes = page.standings_box.findChild(type(page.title), "leagueNotes")
    assert "Alba -3: unpaid wages" in notes.text()
    assert [a.team for a in LeagueService(db).adjustments(edition.id)] == ["Dene", "Alba"]
    # The table as of a day: the matches played by then, the adjustments in effect.
    page.as_of_box.setChecked(True)
    page.as_of_date.setDate(QDate(2030, 8, 1))
    assert _table(page) == [("Alba", "3"), ("Cora", "3"), ("Brea", "0"), ("Dene", "-3*")]
    # The play-off final is months later: as of that day it is still to be played.
    tie = page.league_rows()["Ties"][0]
    assert tie[3:] == ("", "not known", "to be played, or its score is not known")
    page.as_of_box.setChecked(False)
    assert _table(page)[1] == ("Alba", "3*")
    # Removed: the table is as before.
    view = dialog.view
    view.selectionModel().select(
        dialog.listed.index(1, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert dialog.remove_button.isEnabled()
    with qtbot.waitSignal(dialog.changed):
        dialog.remove_button.click()
    assert dialog.message.text() == "Removed: Alba -3 (unpaid wages)"
    assert _table(page) == [("Alba", "6"), ("Cora", "4"), ("Brea", "1"), ("Dene", "-3*")]
    assert [a.team for a in LeagueService(db).adjustments(edition.id)] == ["Dene"]
    window.grab().save(str(tmp_path / "adjust.png"))
    dialog.close()
    db.close()


def test_a_season_that_stops_short_says_so_over_and_under_its_table(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A file without the score of a match whose day has passed (2024), and with one
    still to come (2999): the page does not call the first "to play", and the table
    says which matches it leaves out."""
    db, window = _window_over(qtbot, tmp_path, "Short League 2024/25", SHORT_SEASON)
    assert window.show_edition(window.service.find_edition("Short League 2024/25").id)
    page = window.competition
    assert page.summary.text() == (
        "1 match played · 1 with no result though their day has passed · 1 to play"
    )
    page.tabs.setCurrentIndex(1)
    note = page.standings_box.findChild(type(page.title), "tableCount")
    assert note is not None and note.isVisible()
    assert note.text() == (
        "1 of 3 matches counted; not counted: 1 whose day has passed with no result "
        "stored, 1 to play; no points deduction or award recorded (results files carry "
        "none: a published table counts them)."
    )
    db.close()


def test_a_season_whose_file_stops_short_is_not_called_complete(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A file stopping after matchday 4 of 6 of a double round robin (Morocco's 2024/25
    stops after 25 of 30): the note under the table said every match was counted."""
    from tests.helpers.seasons import round_robin

    teams = ["Alba", "Brea", "Cora", "Dene"]
    db, window = _window_over(
        qtbot, tmp_path, "Short League 2024/25", round_robin(teams, matchdays=4)
    )
    assert window.show_edition(window.service.find_edition("Short League 2024/25").id)
    page = window.competition
    page.tabs.setCurrentIndex(1)
    note = page.standings_box.findChild(type(page.title), "tableCount")
    assert note is not None and note.isVisible()
    assert note.text().startswith(
        "8 matches counted; a double round robin of 4 teams has 12: 4 are not in the library; "
    )
    db.close()


def test_a_tie_the_data_does_not_settle_is_said_on_the_team_page(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Two legs level on aggregate, the shootout given as 4-4 (not stored), and no
    later round to tell who went through: the round is reached, neither won nor lost."""

    def m(day: str, home: str, away: str, score: dict[str, object]) -> object:
        return {"round": "Round of 16", "date": day, "team1": home, "team2": away,
                "score": score}  # fmt: skip

    matches = [
        m("2031-03-05", "Paris", "Liverpool", {"ft": [0, 1]}),
        m("2031-03-11", "Liverpool", "Paris", {"ft": [0, 1], "et": [0, 1], "p": [4, 4]}),
    ]
    db, window = _window_over(qtbot, tmp_path, "Test Cup 2030/31", matches)
    assert window.show_team_named("Liverpool")
    assert window.team.stages.texts() == [
        ("Test Cup", "Round of 16", "1", "0", "0",
         "1 round of 16 (through 0, out 0); 1 not known (level, its decider not on record)"
         " (over matches on record only)"),
    ]  # fmt: skip
    db.close()


def _window_over(qtbot, tmp_path: Path, name: str, matches: list[object]):  # type: ignore[no-untyped-def]
    """The records window over a library holding one season's file (``name``)."""
    db = open_database(str(tmp_path / "season.sqlite3"), backups=0)
    ResultsService(db).import_files([str(season_file(tmp_path, name, matches))])
    window = RecordsWindow(RecordsService(db))
    qtbot.addWidget(window)
    window.show()
    return db, window


def test_a_group_match_being_logged_is_neither_played_nor_to_play(
    qtbot, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The line over an edition's page counts a match once it ends: while it is being
    logged it is "being played", then "played"."""
    fix_today(monkeypatch, dt.date(2030, 6, 5))  # logged on its day: being played

    from tests.core.factory import H1, H2, end, full_time, start
    from tests.helpers.records import Library
    from tracker.services.matches import MatchService
    from tracker.services.setup import SetupService

    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea", goals=None)
    fixture = lib.fixture("2030", "2030-06-05", "Cora", "Dene", round="Group A")
    lib.fixture("2030", "2999-06-09", "Alba", "Cora", round="Group A")
    setup = SetupService(lib.db)
    start_with_demo_squads(setup, fixture)
    log = MatchService(lib.db)
    log.log(fixture, start(H1))
    records = RecordsService(lib.db)
    edition = records.find_edition("World Cup 2030").id
    window = RecordsWindow(records)
    qtbot.addWidget(window)
    window.show()
    assert window.show_edition(edition)
    assert window.competition.summary.text() == (
        "1 match played · 1 being played · 1 to play · 1 group"
    )
    for event in (end(H1), start(H2), end(H2), full_time()):
        log.log(fixture, event)
    # The window follows the logged events by itself.
    summary = window.competition.summary
    qtbot.waitUntil(lambda: summary.text() == "2 matches played · 1 to play · 1 group")


def test_a_group_match_whose_log_stopped_weeks_ago_is_not_played(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A match kicked off weeks ago and never ended: nobody logs it now. The edition's
    line, the team's rounds and its matches say its log stops before full time; it is
    still not counted as a result."""
    import datetime as dt

    from tests.core.factory import H1, start
    from tests.helpers.records import Library
    from tracker.services.matches import MatchService
    from tracker.services.setup import SetupService
    from tracker.ui.records.personpages import stage_text

    weeks_ago = dt.date.today() - dt.timedelta(weeks=6)
    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea", goals=None)
    group = lib.fixture("2030", weeks_ago.isoformat(), "Cora", "Dene", round="Group A")
    final = lib.fixture("2030", weeks_ago.isoformat(), "Alba", "Brea", round="Final")
    lib.fixture("2030", "2999-06-09", "Alba", "Cora", round="Group A")
    setup, log = SetupService(lib.db), MatchService(lib.db)
    for fixture in (group, final):
        start_with_demo_squads(setup, fixture)
        log.log(fixture, start(H1))
    records = RecordsService(lib.db)
    window = RecordsWindow(records)
    qtbot.addWidget(window)
    window.show()
    assert window.show_edition(records.find_edition("World Cup 2030").id)
    assert window.competition.summary.text() == (
        "1 match played · 2 whose log stops before full time · 1 to play · 1 group"
    )
    page = records.team(records.find_team("Alba")[0])
    [stage] = [s for c in page.competitions for s in c.stages if s.stage.value == "Final"]
    assert (stage.reached, stage.through, stage.out, stage.in_play) == (1, 0, 0, 1)
    assert stage_text(stage) == "1 final (won 0); 1 whose log stops before full time"


def test_a_league_s_ties_say_how_in_german(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.core import i18n

    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    db = _library(tmp_path)
    service = RecordsService(db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    assert window.show_edition(service.find_edition("Test League 2030/31").id)
    page = window.competition
    page.tabs.setCurrentIndex(1)
    (tie,) = page.league_rows()["Ties"]
    assert tie[-1] == "nach Verlängerung"


def test_german_dates_in_the_standings_and_the_adjustments(  # type: ignore[no-untyped-def]
    qtbot,
    tmp_path: Path,
    speak: Callable[[str], None],  # noqa: F811
) -> None:
    from PySide6.QtCore import QDate, QLocale

    from tracker.ui.records.adjustments import AdjustmentsDialog

    speak("de")
    db = _library(tmp_path)
    service = RecordsService(db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    edition = service.find_edition("Test League 2030/31")
    assert window.show_edition(edition.id)
    sunday = QDate(2026, 7, 19)
    shown = window.competition.as_of_date.displayFormat()
    assert QLocale().toString(sunday, shown) == "So. 19. Juli 2026"
    dialog = AdjustmentsDialog(LeagueService(db), edition.id, edition.name, ["Alba"])
    qtbot.addWidget(dialog)
    dialog.date_edit.setDate(QDate(2030, 8, 5))
    assert dialog.date_edit.text() == "05.08.2030"


def test_the_adjustments_list_writes_the_day_as_the_pages_do(  # type: ignore[no-untyped-def]
    qtbot,
    tmp_path: Path,
    speak: Callable[[str], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: the list wrote "2030-08-05" in every language, beside "05.08.2030"
    in the form under it and "5. Aug 2030" on the pages."""
    from tracker.core import i18n
    from tracker.ui.records.adjustments import AdjustmentsDialog

    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    db = _library(tmp_path)
    edition = RecordsService(db).find_edition("Test League 2030/31")
    LeagueService(db).adjust(edition.id, "Brea", 2, "match awarded", effective=dt.date(2030, 8, 5))
    dialog = AdjustmentsDialog(LeagueService(db), edition.id, edition.name, ["Alba"])
    qtbot.addWidget(dialog)
    assert {row[0]: row[3] for row in dialog.listed.texts()} == {
        "Dene": "immer",
        "Brea": "5. Aug 2030",
    }
    db.close()


def _tabbed(qtbot, window: RecordsWindow, presses: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The widgets Tab reaches from the standings page's scroll area, by name."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QTableView

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    tables = window.competition.standings_box.findChildren(QTableView)
    qtbot.waitUntil(lambda: all(table.isVisible() for table in tables))  # shown when queued
    window.competition.standings_scroll.setFocus()
    reached = []
    for _ in range(presses):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget().objectName())
    return reached


def test_tab_walks_a_pages_tables_in_order_before_leaving_the_page(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Regression: the tables, made after the tool bar, came after the competition
    chooser: Tab from the page jumped up to the chooser, then back down to them."""
    from tests.services.test_results_import import _cup, _write

    db = _library(tmp_path)
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    service = RecordsService(db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    window.show()
    assert window.show_edition(service.find_edition("Test League 2030/31").id)
    window.competition.tabs.setCurrentIndex(1)
    assert _tabbed(qtbot, window, 5) == [
        "league Table",
        "league Championship",
        "league Relegation",
        "leagueTies",
        "editionBox",
    ]
    assert window.show_edition(service.find_edition("Test Cup 2030").id)
    groups = [f"standings {group}" for group in window.competition.standings_rows()]
    assert groups and _tabbed(qtbot, window, len(groups) + 1) == [*groups, "editionBox"]
    db.close()


def test_an_edition_without_groups_says_so_at_the_top_of_its_standings(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Regression: shown after an edition with group tables, the line saying there are
    none sat at the foot of the page, under a page of empty space."""
    from PySide6.QtWidgets import QLabel

    from tests.services.test_results_import import _cup, _write

    final = {"round": "Final", "date": "2034-07-01", "team1": "Reds", "team2": "Blues",
             "score": {"ft": [1, 0]}}  # fmt: skip
    knockout = tmp_path / "2034" / "cup.json"
    knockout.parent.mkdir()
    knockout.write_text(json.dumps({"name": "Test Cup 2034", "matches": [final]}), "utf-8")
    db = open_database(str(tmp_path / "cups.sqlite3"), backups=0)
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup()), str(knockout)])
    service = RecordsService(db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    window.resize(900, 700)
    window.show()
    page = window.competition
    page.tabs.setCurrentIndex(1)
    assert window.show_edition(service.find_edition("Test Cup 2030").id)
    assert window.show_edition(service.find_edition("Test Cup 2034").id)
    page.tabs.setCurrentIndex(1)  # the page opened on its matches: the user goes on
    (said,) = [
        label
        for label in page.standings_box.findChildren(QLabel)
        if label.text().startswith("No group tables")
    ]
    qtbot.waitUntil(said.isVisible)
    assert said.y() < 50  # at the top, not at the foot of the page
    db.close()
