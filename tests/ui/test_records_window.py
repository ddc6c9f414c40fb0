"""The record pages driven through the real window, as a user reaches them.

A cup of four the test stores itself (Alba, Brea, Cora, Dene, 2026 and 2030) and the
demo semi-final placed in the FIFA World Cup 2026 with its squads linked to people.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QTableView

from tests.helpers.records import G, Library
from tests.helpers.recordviews import demo_in_world_cup, small_cup
from tests.helpers.today import fix_today
from tests.ui.helpers import pid_of
from tests.ui.test_translation import speak  # noqa: F401 (a fixture)
from tracker.app import demo_text
from tracker.core import i18n
from tracker.store.db import open_database
from tracker.ui.library.library import MatchLibrary
from tracker.ui.mainwindow import MainWindow
from tracker.ui.records.competitionpage import BanLine
from tracker.ui.records.recordswindow import RecordsWindow, Target

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def demo_id(db_path: Path) -> int:
    """The window's database: the small cup and the demo semi-final, placed and linked."""
    lib = Library(open_database(str(db_path), backups=0))
    small_cup(lib)
    lib.result("2026", "2026-06-20", "Argentina", "3-0", "Alba", round="Group B",
               goals=(G("Lautaro Martínez", "home", 20), G("Lionel Messi", "home", 30),
                      G("Lautaro Martínez", "home", 80)))  # fmt: skip
    match_id = demo_in_world_cup(lib, demo_text())
    lib.db.close()
    return match_id


@pytest.fixture
def demo_window(make_window: Callable[[], MainWindow], demo_id: int) -> MainWindow:
    """The window showing the demo semi-final."""
    window = make_window()
    assert window.open_match(demo_id)
    return window


def records_of(window: MainWindow) -> RecordsWindow:
    records = window.records.records_window()
    assert records.isVisible()
    return records


def cell(view: QTableView, row: int, column: int) -> QPoint:
    return view.visualRect(view.model().index(row, column)).center()


def double_click(qtbot, view: QTableView, row: int, column: int) -> None:  # type: ignore[no-untyped-def]
    """Double-click a cell once its table is shown and laid out (a tab just chosen)."""
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().height() > 0)
    view.scrollTo(view.model().index(row, column))
    qtbot.waitUntil(lambda: view.viewport().rect().contains(cell(view, row, column)))
    # A double click is a click, then the second press that Qt reports as a double click.
    qtbot.mouseClick(view.viewport(), LEFT, pos=cell(view, row, column))
    qtbot.mouseDClick(view.viewport(), LEFT, pos=cell(view, row, column))


def row_of(view: QTableView, text: str, column: int) -> int:
    model = view.model()
    return next(r for r in range(model.rowCount()) if model.index(r, column).data() == text)


def test_the_records_menu_opens_the_open_matchs_competition(
    qtbot, demo_window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    fix_today(monkeypatch, dt.date(2030, 6, 6))  # Alba v Dene, on 9 June 2030, to play
    window = demo_window
    menu = window.findChild(QMenu, "recordsMenu")
    assert menu is not None and menu.title() == "&Records"
    assert window.actions_["competitions"].shortcut().toString() == "Ctrl+R"
    assert window.actions_["team_home"].text() == "Team page: Argentina"
    window.actions_["competitions"].trigger()
    records = records_of(window)
    page = records.competition
    assert records.pages.currentWidget() is page
    assert page.edition is not None and page.edition.name == "FIFA World Cup 2026"
    assert records.edition_box.currentText() == "FIFA World Cup 2026"
    rows = page.matches.texts()
    semi = next(r for r in rows if r[3] == "Argentina" and r[5] == "England")
    assert (semi[2], semi[4], semi[7]) == ("Semi-final", "2-1", "logged")
    scorers = {r[1]: r[3] for r in page.scorers.texts()}
    assert scorers["Lautaro Martínez"] == "3"  # two in the group result, one in the semi
    # The 2030 edition, picked from the tool bar as a user would: its group table.
    records.edition_box.setFocus()
    index = records.edition_box.findText("FIFA World Cup 2030")
    records.edition_box.setCurrentIndex(index)
    records.edition_box.activated.emit(index)
    page.tabs.setCurrentIndex(1)
    table = page.standings_rows()["Group A"]
    assert [(r[1], r[2], r[9]) for r in table] == [
        ("Alba", "2", "4"),
        ("Brea", "2", "3"),
        ("Cora", "2", "2"),
        ("Dene", "2", "1"),
    ]
    assert "1 to play" in page.summary.text()


def test_the_part_of_its_history_a_record_counts_is_said_in_the_windows_language(
    demo_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    demo_window.actions_["competitions"].trigger()
    records = records_of(demo_window)
    assert records.show_team_named("Alba")
    (cup,) = records.team.competitions.texts()
    assert cup[-1] == "0 von 23 Ausgaben vollständig erfasst"
    assert all(line[-1].endswith("(over 0 von 23 Ausgaben vollständig erfasst)")
               for line in records.team.stages.texts())  # fmt: skip


def test_the_team_pages_columns_and_rounds_read_in_german(
    demo_window: MainWindow,
    speak: Callable[[str], None],  # noqa: F811
) -> None:
    speak("de")
    demo_window.actions_["competitions"].trigger()
    records = records_of(demo_window)
    assert records.show_team_named("Alba")
    model = records.team.competitions
    titles = [model.headerData(c, Qt.Orientation.Horizontal, 0) for c in range(5)]
    assert titles == ["Wettbewerb", "Sp", "S", "U", "N"]
    assert [line[1] for line in records.team.stages.texts()] == ["Finale", "Halbfinale"]


def test_a_players_and_a_teams_pages_in_german_keep_at_least_and_translate_rounds(
    qtbot,  # type: ignore[no-untyped-def]
    demo_window: MainWindow,
    speak: Callable[[str], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In German the player's figures lost their "≥" (Apps "3" for at least 3) and
    cards the results do not hold showed as 0; rounds, home or away, W/D/L and the
    player's part stayed English."""
    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    demo_window.actions_["competitions"].trigger()
    records = records_of(demo_window)
    records.show_competitions(records.service.find_edition("World Cup 2030").id)
    page = records.competition
    assert [label for label, _model in page.groups] == ["Group A"]
    page.tabs.setCurrentIndex(2)
    double_click(qtbot, page.scorers_view, row_of(page.scorers_view, "Ann Ash", 1), 1)
    player = records.player
    titles = [player.totals.headerData(c, Qt.Orientation.Horizontal, 0) for c in range(12)]
    everything = player.totals.texts()[0]
    assert everything[titles.index("Eins.")] == "≥3"
    assert everything[titles.index("GK")] == ""  # the results hold no cards: not 0
    assert {line[-1] for line in player.lines.texts()} <= {"traf", ""}
    assert records.show_team_named("Alba")
    team = records.team.matches.texts()
    assert {line[2] for line in team} >= {"Gruppe A", "Finale"}
    assert {line[4] for line in team} == {"heim", "auswärts"}
    assert {line[6] for line in team} <= {"S", "U", "N", ""}


def test_a_teams_page_says_how_many_matches_and_wins_the_competition_awarded(
    make_window: Callable[[], MainWindow], db_path: Path
) -> None:
    """Chile v Bolivia of 2016, played 0-0, was awarded 3-0 to Chile: the team's page
    must not read as two meetings played and two wins on the pitch."""
    lib = Library(open_database(str(db_path), backups=0))
    lib.result("2018", "2015-06-19", "Chile", "5-0", "Bolivia", goals=None)
    lib.result("2018", "2016-09-01", "Chile", "3-0", "Bolivia", goals=None, awarded=True)
    lib.result("2018", "2017-09-05", "Peru", "2-1", "Chile", goals=None)
    lib.db.close()
    window = make_window()
    window.actions_["competitions"].trigger()
    records = records_of(window)
    assert records.show_team_named("Chile")
    team = records.team
    assert "P 3 (1 of them awarded) · W 2 (1 by award) · D 0 · L 1 · goals 9-2" in (
        team.summary.text()
    )
    (cup,) = team.competitions.texts()
    assert cup[1:5] == ("3 (1 of them awarded)", "2 (1 by award)", "0", "1")
    team.tabs.setCurrentWidget(team.opponents_view)
    met = {line[0]: line[1:5] for line in team.opponents.texts()}
    assert met == {
        "Bolivia": ("2 (1 of them awarded)", "2 (1 by award)", "0", "0"),
        "Peru": ("1", "0", "0", "1"),
    }


def test_from_a_table_to_a_team_to_a_player_and_back(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.actions_["competitions"].trigger()
    records = records_of(window)
    records.show_competitions(records.service.find_edition("World Cup 2030").id)
    page = records.competition
    page.tabs.setCurrentIndex(1)
    (_, model), *_ = page.groups
    view = page.standings_box.findChild(QTableView, "standings Group A")
    assert view is not None and view.model() is model
    double_click(qtbot, view, 0, 1)
    assert records.pages.currentWidget() is records.team
    team = records.team
    assert team.page is not None and team.page.name == "Alba"
    assert "P 5 · W 2 · D 2 · L 1 · goals 4-4" in team.summary.text()
    (cup,) = team.competitions.texts()
    assert cup[0] == "FIFA World Cup"
    assert team.stages.texts() == [
        # Two World Cup editions, neither whole, of the 23 up to 2030: the counts are theirs.
        (
            "FIFA World Cup",
            "Final",
            "1",
            "0",
            "1",
            "1 final (won 0) (over 0 of 23 editions held whole)",
        ),
        (
            "FIFA World Cup",
            "Semi-final",
            "1",
            "1",
            "0",
            "1 semi-final (through 1, out 0) (over 0 of 23 editions held whole)",
        ),
    ]
    opponents = {r[0]: r[1:] for r in team.opponents.texts()}
    assert opponents["Cora"][:4] == ("2", "0", "2", "0")  # the shootout is a draw
    # Back to the table with Alt+Left, forward again, as in a browser.
    assert "Alt+Left" in [k.toString() for k in records.back.shortcuts()]
    records.activateWindow()
    qtbot.waitUntil(records.isActiveWindow)
    qtbot.keyClick(records.team.tabs, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert records.pages.currentWidget() is page
    assert records.forward.isEnabled()
    qtbot.keyClick(page.tabs, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert records.current() == Target("team", team.page.id)
    # A player from the scorers of the edition.
    records.go(-1)
    page.tabs.setCurrentIndex(2)
    double_click(qtbot, page.scorers_view, row_of(page.scorers_view, "Ann Ash", 1), 1)
    player = records.player
    assert records.pages.currentWidget() is player
    assert player.page is not None and player.page.person.name == "Ann Ash"
    totals = {r[0]: r for r in player.totals.texts()}
    # Alba's four matches are results: she scored in 3, played in at least those; her
    # goals are all known (every one of Alba's goals has its scorer).
    assert (totals["All matches"][1], totals["All matches"][5]) == ("≥3", "3")  # apps, goals
    assert [r[0] for r in player.editions.texts()] == [
        "FIFA World Cup 2026",
        "FIFA World Cup 2030",
    ]
    # History: the forward pages were dropped when a new page was opened.
    assert [t.kind for t in records.history] == ["edition", "edition", "player"]


def test_clicking_a_name_in_a_lineup_opens_his_player_page(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    panel = window.home_panel
    lautaro = pid_of(window, "Lautaro Martínez")
    index = panel._rows[lautaro][1].index()
    panel.tree.scrollTo(index)
    where = panel.tree.visualRect(index).center()
    # A plain click still selects him for logging, and opens no page.
    qtbot.mouseClick(panel.tree.viewport(), LEFT, pos=where)
    assert window.selected == lautaro
    assert window.records._records is None or not window.records._records.isVisible()
    # Ctrl+click opens his page, and leaves the selection as it was.
    messi = pid_of(window, "Lionel Messi")
    window.select_player(messi)
    qtbot.mouseClick(panel.tree.viewport(), LEFT, Qt.KeyboardModifier.ControlModifier, where)
    records = records_of(window)
    assert window.selected == messi
    player = records.player
    assert records.pages.currentWidget() is player
    assert player.page is not None and player.page.person.name == "Lautaro Martínez"
    totals = {r[0]: r for r in player.totals.texts()}
    assert totals["All matches"][5] == "3"
    assert "3 goals" in player.summary.text().replace("<b>", "").replace("</b>", "")
    lines = player.lines.texts()
    assert [(r[2], r[3], r[4], r[6]) for r in lines] == [
        ("Group B", "Argentina", "Alba", "scored"),
        ("Semi-final", "Argentina", "England", "on 81'"),
    ]
    # A middle click on another name opens his.
    kane = pid_of(window, "Harry Kane")
    away = window.away_panel
    index = away._rows[kane][1].index()
    away.tree.scrollTo(index)
    qtbot.mouseClick(
        away.tree.viewport(), Qt.MouseButton.MiddleButton, pos=away.tree.visualRect(index).center()
    )
    assert player.page.person.name == "Harry Kane"
    assert window.selected == messi


def test_the_player_menu_and_the_keyboard_open_the_player_page(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    gordon = pid_of(window, "Anthony Gordon")
    shown: list[QMenu] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            menu = next(
                (m for m in window.findChildren(QMenu) if m.isVisible() and m.actions()), None
            )
        if menu is None:
            QTimer.singleShot(10, pick)
            return
        shown.append(menu)
        action = next(a for a in menu.actions() if a.objectName() == "playerPageAction")
        menu.close()
        action.trigger()

    QTimer.singleShot(0, pick)
    window.away_panel.playerMenuRequested.emit(gordon, QPoint(10, 10))
    qtbot.waitUntil(lambda: bool(shown))
    records = records_of(window)
    assert records.player.page is not None
    assert records.player.page.person.name == "Anthony Gordon"
    # Keyboard: select a player, Records › Player page (Ctrl+Shift+P).
    window.select_player(pid_of(window, "Lionel Messi"))
    assert window.actions_["player_page"].shortcut().toString() == "Ctrl+Shift+P"
    window.actions_["player_page"].trigger()
    assert records.player.page.person.name == "Lionel Messi"
    window.actions_["team_away"].trigger()
    assert records.team.page is not None and records.team.page.name == "England"


def test_a_player_not_linked_to_a_person_is_said_not_shown(qtbot, demo_window, db_path) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    from sqlalchemy import text

    with window.document.service.db.writing() as session:
        session.execute(
            text("UPDATE match_player SET person_id = NULL WHERE name = 'Enzo Fernández'")
        )
    window.records.show_player_of(pid_of(window, "Enzo Fernández"))
    assert "Enzo Fernández is not linked to a player record" in window.notice.text()


def test_double_clicking_a_competition_or_team_in_the_library(qtbot, demo_window, demo_id) -> None:  # type: ignore[no-untyped-def]
    window = demo_window

    def choose(column: str) -> None:
        def act() -> None:
            library = QApplication.activeModalWidget()
            if not isinstance(library, MatchLibrary):
                QTimer.singleShot(10, act)
                return
            model = library.model
            row = next(r for r in range(model.rowCount()) if model.entry(r).id == demo_id)
            titles = [
                model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
                for c in range(model.columnCount())
            ]
            double_click(qtbot, library.table, row, titles.index(column))

        QTimer.singleShot(0, act)
        window.actions_["open"].trigger()

    choose("Competition")
    records = records_of(window)
    assert records.pages.currentWidget() is records.competition
    assert records.competition.edition is not None
    assert records.competition.edition.name == "FIFA World Cup 2026"
    choose("Away")
    assert records.pages.currentWidget() is records.team
    assert records.team.page is not None and records.team.page.name == "England"
    # A double click on another column opens the match, as before.
    window.close_match()
    choose("Date")
    assert window.document.match_id == demo_id


def test_suspensions_and_cards_of_an_edition(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.actions_["competitions"].trigger()
    records = records_of(window)
    page = records.competition
    lautaro = records.service.find_person("Lautaro Martinez").id
    page.bans = lambda edition_id: [
        BanLine("Lautaro Martínez", "Argentina", "sent off v England (1 match)", "misses the final",
                lautaro)
    ]  # fmt: skip
    records.reload.trigger()
    page.tabs.setCurrentIndex(3)
    assert page.suspensions.texts() == [
        ("Lautaro Martínez", "Argentina", "sent off v England (1 match)", "misses the final")
    ]
    assert page.cards_note.isVisibleTo(page)  # the demo has no cards
    double_click(qtbot, page.suspensions_view, 0, 0)
    assert records.player.page is not None and records.player.page.person.id == lautaro

    def broken(edition_id: int) -> list[BanLine]:
        from tracker.services.errors import ServiceError

        raise ServiceError("the rules of this competition cannot be read")

    page.bans = broken
    records.show_competitions(page.edition.id if page.edition else None)
    assert "cannot be read" in page.suspensions_note.text()


def test_an_empty_library_says_how_to_fill_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.actions_["competitions"].trigger()
    records = records_of(window)
    assert records.pages.currentWidget() is records.empty
    assert "Import" in records.empty.text()


def test_a_gone_page_is_said_and_the_page_shown_stays(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.actions_["competitions"].trigger()
    records = records_of(window)
    assert not records.show_player(987654)
    said = records.statusBar().currentMessage()
    assert "no player 987654" in said and said.endswith(".")  # one sentence
    assert records.pages.currentWidget() is records.competition
    assert len(records.history) == 1


def test_activating_a_logged_match_opens_it_in_the_window(qtbot, demo_window, demo_id) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.close_match()
    window.actions_["competitions"].trigger()
    records = records_of(window)
    # With no match open, the latest edition shows; the demo's is chosen.
    assert records.competition.edition is not None
    assert records.competition.edition.name == "FIFA World Cup 2030"
    records.show_competitions(records.service.find_edition("World Cup 2026").id)
    view = records.competition.matches_view
    row = row_of(view, "England", 5)
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, 2))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter on the round: the match, not a team
    assert window.document.match_id == demo_id


def test_enter_on_a_team_opens_its_page_in_german_too(
    qtbot,  # type: ignore[no-untyped-def]
    demo_window: MainWindow,
    speak: Callable[[str], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: the links were told by their column's English title, so in German
    ("Heim", "Gegner", "Mannschaft") Enter or a double click on a team opened nothing."""
    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    demo_window.actions_["competitions"].trigger()
    records = records_of(demo_window)

    def enter(view: QTableView, row: int, title: str) -> None:
        model = view.model()
        titles = [
            model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())
        ]
        view.setFocus()
        view.setCurrentIndex(model.index(row, titles.index(title)))
        qtbot.keyClick(view, Qt.Key.Key_Return)

    records.show_competitions(records.service.find_edition("World Cup 2026").id)
    matches = records.competition.matches_view
    enter(matches, row_of(matches, "Alba", 3), "Heim")
    team = records.team
    assert records.pages.currentWidget() is team
    assert team.page is not None and team.page.name == "Alba"
    rivals = {line[3] for line in team.matches.texts()}
    enter(team.matches_view, 0, "Gegner")
    assert team.page.name != "Alba" and team.page.name in rivals
    records.show_player(records.service.find_person("Ann Ash").id)
    enter(records.player.lines_view, 0, "Mannschaft")
    assert records.pages.currentWidget() is team and team.page.name == "Alba"


def test_a_narrow_window_scrolls_the_page_and_hides_no_row_of_a_table(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    """Regression: short of room, a player's tallies took a scroll bar of their own,
    laid over their last row: "All matches", the figures that matter most."""
    demo_window.actions_["competitions"].trigger()
    records = records_of(demo_window)
    records.resize(420, 600)
    records.show_player(records.service.find_person("Ann Ash").id)
    view = records.player.totals_view
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().width() > 0)
    assert not view.horizontalScrollBar().isVisible()
    assert view.viewport().width() >= view.horizontalHeader().length()
    last = view.model().rowCount() - 1
    assert view.visualRect(view.model().index(last, 0)).bottom() < view.viewport().height()


def test_the_competition_view_lists_the_editions_bans_from_the_stored_cards(tmp_path: Path) -> None:
    from tests.helpers.people_rows import world_cup
    from tracker.services.suspensions import SuspensionService
    from tracker.ui.records.recordactions import ban_source

    db = open_database(tmp_path / "bans.sqlite3")
    try:
        ids = world_cup(db)  # Enzo Fernández sent off in the semi-final
        bans = ban_source(db)
        assert [(b.name, b.team, b.ban, b.serves) for b in bans(ids["edition"])] == [
            (
                "Enzo Fernández",
                "Argentina",
                "sent off v England, 15 Jul (1 match)",
                "misses v Spain, 19 Jul",
            )
        ]
        SuspensionService(db).override(ids["enzo"], ids["final"], "rescinded on appeal")
        [line] = bans(ids["edition"])
        assert (
            line.serves
            == "misses v Spain, 19 Jul; lifted on appeal for v Spain, 19 Jul: rescinded on appeal"
        )
        assert line.person_id == ids["enzo"]
    finally:
        db.close()


def test_the_librarys_records_button_lists_the_competitions_and_the_matchs_pages(
    qtbot, demo_window, demo_id
) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.close_match()
    seen: list[list[str]] = []

    def act() -> None:
        library = QApplication.activeModalWidget()
        if not isinstance(library, MatchLibrary):
            QTimer.singleShot(10, act)
            return
        assert library.records_button.isEnabled()  # with no match selected too
        assert library.select_match(demo_id)

        def pick() -> None:
            menu = library.findChild(QMenu, "libraryPagesMenu")
            if menu is None or not menu.isVisible():
                QTimer.singleShot(10, pick)
                return
            seen.append([a.text() for a in menu.actions() if not a.isSeparator()])
            chosen = next(a for a in menu.actions() if a.text() == "Team page: Argentina")
            menu.close()
            chosen.trigger()

        QTimer.singleShot(0, pick)
        qtbot.mouseClick(library.records_button, LEFT)

    QTimer.singleShot(0, act)
    window.actions_["open"].trigger()
    assert seen == [
        [
            "&Competitions…",
            "&Open the match",
            "Competition: FIFA World Cup 2026",
            "Team page: Argentina",
            "Team page: England",
        ]
    ]
    records = records_of(window)
    assert records.team.page is not None and records.team.page.name == "Argentina"
    assert window.document.match_id is None  # the library closed without opening it


def test_the_librarys_competitions_entry_opens_the_competition_view(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.records.show(Target("competitions", 0))
    records = records_of(window)
    assert records.pages.currentWidget() is records.competition
    assert records.competition.edition is not None
    assert records.competition.edition.name == "FIFA World Cup 2026"  # the open match's


def test_the_competition_view_says_what_its_matches_lack(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.actions_["competitions"].trigger()
    records = records_of(window)
    page = records.competition
    records.show_competitions(records.service.find_edition("2030 World Cup").id)
    # Brea 3-0 Dene lists no scorers: Dene's Di Dunn may have more than the one known.
    page.tabs.setCurrentIndex(2)
    assert page.scorers_note.isVisibleTo(page)
    assert page.scorers_note.text().startswith("Scorers missing for 1 of 4 matches")
    rows = {r[1]: r for r in page.scorers.texts()}
    assert rows["Di Dunn"][3] == "≥1"
    assert rows["Ann Ash"][3] == "2"  # every goal of Alba's has its scorer
    # Results carry no cards: neither "no cards" nor "no suspensions" is said as a fact.
    page.tabs.setCurrentIndex(3)
    assert page.cards_note.text().startswith("Card data missing for 4 of 4 matches")
    assert page.suspensions_note.text() == (
        "No card data for any of the 4 played matches of this edition: its bans cannot be told."
    )


def test_the_scorers_note_counts_the_matches_in_the_windows_language(
    demo_window: MainWindow,
    speak: Callable[[str], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: in German the note read "Torschützen fehlen für 1 of 4 matches"."""
    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    demo_window.actions_["competitions"].trigger()
    records = records_of(demo_window)
    records.show_competitions(records.service.find_edition("2030 World Cup").id)
    assert records.competition.scorers_note.text().startswith(
        "Torschützen fehlen für 1 von 4 Spielen: eine mit ≥ markierte Zahl kann höher sein"
    )


def test_an_edition_is_typed_in_any_form(qtbot, demo_window) -> None:  # type: ignore[no-untyped-def]
    window = demo_window
    window.actions_["competitions"].trigger()
    records = records_of(window)
    box = records.edition_box
    forms = (("2030 world cup", "FIFA World Cup 2030"), ("WC 2026", "FIFA World Cup 2026"))
    for typed, name in forms:
        box.lineEdit().clear()
        qtbot.keyClicks(box.lineEdit(), typed)
        qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
        assert records.competition.edition is not None
        assert records.competition.edition.name == name
    box.lineEdit().clear()
    qtbot.keyClicks(box.lineEdit(), "World Cup")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert records.statusBar().currentMessage() == (
        "'World Cup' could be any of: FIFA World Cup 2026, FIFA World Cup 2030."
    )
    assert records.competition.edition.name == "FIFA World Cup 2026"  # left as it was


def test_the_window_follows_the_page_it_shows_not_the_whole_library(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """A change to a match of the edition shown reads the page again; a change elsewhere
    in the library does not (nor does reading the stamp cost the library's size)."""
    from sqlalchemy import text

    from tracker.services.records import RecordsService

    lib = Library.at(tmp_path)
    small_cup(lib)
    lib.result("2031", "2031-03-01", "Erin", "1-0", "Fife", competition="Spring Trophy")
    service = RecordsService(lib.db)
    window = RecordsWindow(service)
    qtbot.addWidget(window)
    window.show()
    assert window.show_edition(service.find_edition("FIFA World Cup 2030").id)
    renders: list[Target] = []
    shown = window._render
    monkeypatch.setattr(window, "_render", lambda t: renders.append(t) or shown(t))
    read: list[str] = []
    stamp = service.stamp
    monkeypatch.setattr(service, "stamp", lambda: read.append("library") or stamp())

    def change(home: str, score: str) -> None:
        with lib.db.writing() as session:
            session.execute(
                text(
                    "UPDATE match SET revision = revision + 1, home_score = :h"
                    " WHERE home_name = :home"
                ),
                {"h": int(score), "home": home},
            )
        window.watch.poke()

    change("Erin", "4")  # another competition: the page stands
    assert renders == []
    change("Brea", "5")  # Brea 5-0 Dene, in the edition shown: read again
    assert renders == [Target("edition", window.current().id)]  # type: ignore[union-attr]
    assert ("Brea", "5-0", "Dene") in [r[3:6] for r in window.competition.matches.texts()]
    window.watch.poke()  # nothing moved since
    assert len(renders) == 1 and read == []


def test_the_round_filter_reads_in_german_in_playing_order(
    demo_window: MainWindow,
    speak: Callable[[str], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    demo_window.actions_["competitions"].trigger()
    records = records_of(demo_window)
    records.show_competitions(records.service.find_edition("World Cup 2030").id)
    box = records.competition.round_box
    assert [box.itemText(i) for i in range(box.count())] == ["Alle Runden", "Gruppe A"]
    assert box.itemData(1) == "Group A"  # what the rows are filtered by
