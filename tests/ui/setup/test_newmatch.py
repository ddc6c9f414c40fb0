"""A brand-new match between two new teams, set up entirely through the dialogs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWizard

from tests.ui.setup.driving import (
    LEFT,
    drag_player,
    drag_to_bench,
    import_csv,
    next_page,
    type_player,
)
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import open_database
from tracker.ui.library.library import MatchLibrary
from tracker.ui.setup.newmatch import NewMatchDialog

HOME_BENCH_CSV = "number,name,known_as,position\n8,Ian Eighth,,MF\n9,Joe Ninth,Joey,FW\n"
AWAY_CSV = (
    "No.;Player;Known as;Pos.\n"
    "1;Kim Keeper;;GK\n"
    "2;Lee Left;;DF\n"
    "3;Max Middle;;DF\n"
    "4;Ned North;;MF\n"
    "5;Oli Oak;;MF\n"
    "6;Pat Pine;;MF\n"
    "7;Quin Quick;;FW\n"
    "7;Rob Repeat;;FW\n"
    "12;Sam Spare;;GK\n"
)


def test_create_a_match_between_two_new_teams(qtbot, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "club.sqlite3"
    db = open_database(path)
    wizard = NewMatchDialog(SetupService(db))
    qtbot.addWidget(wizard)
    wizard.show()
    assert wizard.objectName() == "newMatchDialog"

    details = wizard.details.form
    qtbot.keyClicks(details.competition.lineEdit(), "Sunday League")
    qtbot.keyClicks(details.stage, "Round 1")
    qtbot.keyClicks(details.venue, "Riverside Park")
    qtbot.keyClicks(details.referee, "Ann Whistle")
    details.team_size.setCurrentIndex(details.team_size.findData(7))
    details.rules.setCurrentIndex(details.rules.findData("rolling"))
    next_page(qtbot, wizard)

    home = wizard.team_page(Side.HOME).form
    qtbot.keyClicks(home.name.lineEdit(), "Riverside FC")
    qtbot.keyClicks(home.manager, "Gus Gaffer")
    players = [
        (1, "Al Able", "GK"),
        (2, "Bo Brave", "DF"),
        (3, "Cy Calm", "DF"),
        (4, "Di Deft", "MF"),
        (5, "Ed Eager", "MF"),
        (6, "Fy Fast", "MF"),
        (7, "Gil Goal", "FW"),
    ]
    for number, name, position in players:
        type_player(qtbot, home.squad, number, name, position)
    assert len(home.squad.players()) == 7
    # A shirt number already worn is refused, naming both players.
    type_player(qtbot, home.squad, 3, "Hal Hasty", "DF")
    assert home.squad.message.text() == "Shirt number 3 is worn by both Cy Calm and Hal Hasty."
    assert len(home.squad.players()) == 7
    home.squad.name.clear()
    (tmp_path / "home.csv").write_text(HOME_BENCH_CSV, encoding="utf-8")
    assert import_csv(qtbot, home.squad, monkeypatch, tmp_path / "home.csv") == []
    assert len(home.squad.players()) == 9
    next_page(qtbot, wizard)

    away = wizard.team_page(Side.AWAY).form
    qtbot.keyClicks(away.name.lineEdit(), "Hilltop Town")
    csv_path = tmp_path / "away.csv"
    csv_path.write_text(AWAY_CSV, encoding="utf-8")
    problems = import_csv(qtbot, away.squad, monkeypatch, csv_path)
    assert problems == ["shirt number 7 is also worn by Quin Quick"]
    assert [p.name for p in away.squad.players()][-1] == "Sam Spare"
    assert len(away.squad.players()) == 8
    next_page(qtbot, wizard)

    lineup = wizard.lineup_page(Side.HOME).editor
    assert wizard.currentPage() is wizard.lineup_page(Side.HOME)
    assert lineup.placement.formation == "2-3-1"
    for (line, slot), name in zip(
        [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 0)],
        [p[1] for p in players],
        strict=True,
    ):
        drag_player(lineup, name, line, slot)
    drag_to_bench(lineup, "Ian Eighth")
    drag_to_bench(lineup, "Joe Ninth")
    lineup.captain.setCurrentIndex(lineup.captain.findText("Di Deft"))
    lineup.captain.activated.emit(lineup.captain.currentIndex())
    next_page(qtbot, wizard)
    assert lineup.message.text() == ""
    assert wizard.currentPage() is wizard.lineup_page(Side.AWAY)

    away_lineup = wizard.lineup_page(Side.AWAY).editor
    names = ["Kim Keeper", "Lee Left", "Max Middle", "Ned North", "Oli Oak", "Pat Pine"]
    for (line, slot), name in zip(
        [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2)], names, strict=True
    ):
        drag_player(away_lineup, name, line, slot)
    # Two goalkeepers starting are refused with a message.
    drag_player(away_lineup, "Sam Spare", 3, 0)
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    qtbot.mouseClick(finish, LEFT)
    assert away_lineup.message.text() == (
        "Hilltop Town: only one goalkeeper starts; Sam Spare is also a goalkeeper: put Sam "
        "Spare on the bench, or give Sam Spare another position in the squad."
    )
    assert wizard.isVisible() and wizard.match_id is None
    drag_player(away_lineup, "Quin Quick", 3, 0)
    assert [p.name for p in away_lineup.available_model.players] == ["Sam Spare"]
    drag_to_bench(away_lineup, "Sam Spare")
    qtbot.mouseClick(finish, LEFT)
    assert wizard.match_id is not None
    match_id = wizard.match_id

    service = MatchService(db)
    match, _ = service.load(match_id)
    assert match.competition == "Sunday League" and match.rules.team_size == 7
    assert match.home.lineup is not None and match.home.lineup.captain is not None
    assert match.player(match.home.lineup.captain).name == "Di Deft"
    assert [match.player(p).name for p in match.home.lineup.bench] == ["Ian Eighth", "Joe Ninth"]
    service.log(match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    scorer = match.home.lineup.rows[3][0]
    service.log(match_id, Goal(MatchTime(Period.FIRST_HALF, 12), side=Side.HOME, scorer=scorer))
    db.close()

    again = open_database(path)
    setup = SetupService(again)
    teams = {t.name for t in setup.teams()}
    assert teams == {"Riverside FC", "Hilltop Town"}
    assert len(setup.squad(next(t.id for t in setup.teams() if t.name == "Hilltop Town"))) == 8
    library = MatchLibrary(MatchService(again))
    qtbot.addWidget(library)
    library.show()
    qtbot.keyClicks(library.search, "hilltop")
    qtbot.waitUntil(lambda: library.model.rowCount() == 1)
    entry = library.model.entry(0)
    assert (entry.id, entry.home, entry.away) == (match_id, "Riverside FC", "Hilltop Town")
    assert (entry.competition, entry.stage, entry.score, entry.status) == (
        "Sunday League",
        "Round 1",
        "1-0",
        "live",
    )
    library.close()
    again.close()


def test_a_new_match_starts_on_the_rules_chosen_in_preferences(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from tracker.ui.common.preferences import RULES_KEY

    db = open_database(str(tmp_path / "m.sqlite3"))
    wizard = NewMatchDialog(SetupService(db))
    qtbot.addWidget(wizard)
    rules = wizard.details.form.rules
    last = rules.itemData(rules.count() - 1)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(RULES_KEY, last)
    assert rules.currentIndex() == 0 != rules.count() - 1
    wizard.choose_default_rules(settings)
    assert rules.currentData() == last
    db.close()


def test_text_the_match_would_be_refused_for_is_refused_on_its_own_page(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A venue pasted with a text-reversing mark, or a player's name with one, was let
    through every page and refused only by Create match, four pages later."""
    wizard = NewMatchDialog(SetupService(open_database("sqlite://")))
    qtbot.addWidget(wizard)
    wizard.show()
    details = wizard.details.form
    details.venue.setText("Riverside\u202e Park")
    next_page(qtbot, wizard)
    assert wizard.currentPage() is wizard.details
    assert wizard.details.message.text() == (
        "The venue contains an invisible control character (U+202E); retype it."
    )
    details.venue.setText("Riverside Park")
    next_page(qtbot, wizard)
    assert wizard.currentPage() is wizard.team_page(Side.HOME)
    assert wizard.details.message.text() == ""

    home = wizard.team_page(Side.HOME).form
    qtbot.keyClicks(home.name.lineEdit(), "Riverside FC")
    for number in range(1, 11):
        type_player(qtbot, home.squad, number, f"Player {number}", "DF")
    home.squad.name.setText("Eleven\u202e Bad")  # pasted
    qtbot.mouseClick(home.squad.add_button, LEFT)
    next_page(qtbot, wizard)
    assert wizard.currentPage() is wizard.team_page(Side.HOME)
    assert home.squad.message.text() == (
        "Riverside FC: the name of squad player 11 contains an invisible control character "
        "(U+202E); retype it."
    )
