"""The weekly case: a known team, its squad reused, its last line-up copied; details edited."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QDate, Qt, QTime

from tests.services.test_setup import five_a_side
from tests.ui.setup.driving import LEFT, next_page, when_modal
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.ui.setup.details import MatchDetailsDialog
from tracker.ui.setup.newmatch import NewMatchDialog


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


@pytest.mark.parametrize("keep", [False, True], ids=["this-match-only", "kept-for-the-team"])
def test_a_known_team_brings_its_squad_and_last_line_up(qtbot, db, keep: bool) -> None:  # type: ignore[no-untyped-def]
    """The squad edited here is the new match's; the team's stored squad becomes it only
    when the box is ticked, and the earlier match keeps its own either way."""
    setup = SetupService(db)
    earlier = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    wizard.show()
    details = wizard.details.form
    assert details.competition.findText("Sunday League") >= 0
    details.team_size.setCurrentIndex(details.team_size.findData(5))
    next_page(qtbot, wizard)

    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentIndex(home.name.findText("United"))
    assert [p.name for p in home.squad.players()] == [f"United {n}" for n in "ABCDEF"]
    assert home.manager.text() == "Coach"
    assert home.known.text().startswith("Known team: its squad of 6")
    home.squad.table.selectRow(4)
    qtbot.mouseClick(home.squad.remove_button, LEFT)  # United E has left the club
    assert home.keep_squad.isVisibleTo(home) and not home.keep_squad.isChecked()
    home.keep_squad.setChecked(keep)
    next_page(qtbot, wizard)

    away = wizard.team_page(Side.AWAY).form
    away.name.setCurrentIndex(away.name.findText("United"))
    next_page(qtbot, wizard)
    assert away.squad.message.text() == "The away team must be another team than the home team."
    away.name.setCurrentIndex(away.name.findText("Rovers"))
    next_page(qtbot, wizard)

    editor = wizard.lineup_page(Side.HOME).editor
    qtbot.mouseClick(editor.copy_button, LEFT)
    assert editor.placement.formation == "2-1-1"
    assert editor.message.text() == (
        "Copied from United v Rovers, 2024-09-01. Not in this squad: United E — fill their places."
    )
    names = {p.pid: p.name for p in home.squad.players()}
    assert [[names.get(p) for p in row] for row in editor.placement.slots] == [
        ["United A"],
        ["United B", "United C"],
        ["United D"],
        [None],
    ]
    assert [names[p] for p in editor.placement.bench] == ["United F"]
    next_page(qtbot, wizard)
    assert editor.message.text() == "1 slot of the 2-1-1 still needs a player."
    editor.place(next(p for p, n in names.items() if n == "United F"), 3, 0)
    next_page(qtbot, wizard)
    assert wizard.currentPage() is wizard.lineup_page(Side.AWAY)
    away_editor = wizard.lineup_page(Side.AWAY).editor
    qtbot.mouseClick(away_editor.copy_button, LEFT)
    qtbot.mouseClick(wizard.button(wizard.WizardButton.FinishButton), LEFT)
    assert wizard.match_id is not None
    match = setup.match(wizard.match_id)
    assert match.rules.team_size == 5
    assert [p.name for p in match.home.squad] == [f"United {n}" for n in "ABCDF"]
    assert [
        p.name for p in setup.squad(next(t.id for t in setup.teams() if t.name == "United"))
    ] == [f"United {n}" for n in ("ABCDF" if keep else "ABCDEF")]
    assert [p.name for p in setup.match(earlier).home.squad] == [f"United {n}" for n in "ABCDEF"]


@pytest.mark.parametrize("keep", [False, True], ids=["this-match-only", "kept-for-the-team"])
def test_a_known_teams_kit_and_manager_typed_here_are_the_matchs(qtbot, db, keep: bool) -> None:  # type: ignore[no-untyped-def]
    """The away kit and interim manager typed for this match are its own: the team's
    stored ones (what its next matches bring) change only when the box is ticked."""
    setup = SetupService(db)
    earlier = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    wizard.show()
    details = wizard.details.form
    details.team_size.setCurrentIndex(details.team_size.findData(5))
    next_page(qtbot, wizard)
    home = wizard.team_page(Side.HOME).form
    assert not home.keep_details.isVisibleTo(home)  # no team yet: nothing stored to change
    home.name.setCurrentIndex(home.name.findText("United"))
    assert home.keep_details.isVisibleTo(home) and not home.keep_details.isChecked()
    home.manager.clear()
    qtbot.keyClicks(home.manager, "Interim")
    home.colour.set_colour("#ffffff")
    home.keep_details.setChecked(keep)
    next_page(qtbot, wizard)
    wizard.team_page(Side.AWAY).form.name.setCurrentText("Rovers")
    next_page(qtbot, wizard)
    qtbot.mouseClick(wizard.lineup_page(Side.HOME).editor.copy_button, LEFT)
    next_page(qtbot, wizard)
    qtbot.mouseClick(wizard.lineup_page(Side.AWAY).editor.copy_button, LEFT)
    qtbot.mouseClick(wizard.button(wizard.WizardButton.FinishButton), LEFT)
    assert wizard.match_id is not None

    match = setup.match(wizard.match_id)
    assert (match.home.manager, match.home.colour) == ("Interim", "#ffffff")
    united = next(t for t in setup.teams() if t.name == "United")
    kept = ("Interim", "#ffffff") if keep else ("Coach", "#d22")
    assert (united.manager, united.colour) == kept
    rovers = next(t for t in setup.teams() if t.name == "Rovers")
    assert (rovers.manager, rovers.colour) == ("Coach", "#d22")
    assert setup.match(earlier).home.manager == "Coach"


def test_a_squad_too_small_for_the_team_size_is_refused(qtbot, db) -> None:
    wizard = NewMatchDialog(SetupService(db))
    qtbot.addWidget(wizard)
    wizard.show()
    next_page(qtbot, wizard)
    home = wizard.team_page(Side.HOME).form
    next_page(qtbot, wizard)
    assert home.squad.message.text() == "Type the team's name, or pick a team from the list."
    qtbot.keyClicks(home.name.lineEdit(), "Tiny Town")
    next_page(qtbot, wizard)
    assert home.squad.message.text() == "The squad has 0 players; a side of 11 needs more."
    assert wizard.currentPage() is wizard.team_page(Side.HOME)


def test_edit_the_details_of_a_stored_match(qtbot, db) -> None:
    setup = SetupService(db)
    match_id = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))

    def edit(dialog) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(dialog, MatchDetailsDialog)
        assert not dialog.form.rules_box.isEnabled()
        dialog.form.stage.clear()
        qtbot.keyClicks(dialog.form.stage, "Final")
        qtbot.keyClicks(dialog.form.venue, "Wembley")
        dialog.form.attendance.setValue(85000)
        dialog.home_manager.clear()
        qtbot.keyClicks(dialog.home_manager, "New Boss")
        dialog.accept()

    when_modal(edit)
    assert MatchDetailsDialog.ask(None, setup, match_id)
    match, _ = MatchService(db).load(match_id)
    assert (match.stage, match.venue, match.attendance) == ("Final", "Wembley", 85000)
    assert match.home.manager == "New Boss" and match.date == dt.date(2024, 9, 1)
    assert match.kickoff is None


def test_details_left_as_shown_stay_as_stored(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    """Saving the details of an undated match with a kick-off at midnight (a change to
    its manager only) dated it today and made its kick-off unknown."""
    import dataclasses

    setup = SetupService(db)
    match = five_a_side("United", 1, dt.date(2024, 9, 1))
    undated = dataclasses.replace(match, date=None, kickoff=dt.time(0, 0))
    match_id = setup.create_match(undated)

    def edit(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.home_manager.clear()
        qtbot.keyClicks(dialog.home_manager, "New Boss")
        dialog.accept()

    when_modal(edit)
    assert MatchDetailsDialog.ask(None, setup, match_id)
    stored, _ = MatchService(db).load(match_id)
    assert stored.home.manager == "New Boss"
    assert (stored.date, stored.kickoff) == (None, dt.time(0, 0))

    def retime(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.form.date.setDate(QDate(2024, 9, 8))
        dialog.form.kickoff.setTime(QTime(20, 45))
        dialog.accept()

    when_modal(retime)
    assert MatchDetailsDialog.ask(None, setup, match_id)
    stored, _ = MatchService(db).load(match_id)
    assert (stored.date, stored.kickoff) == (dt.date(2024, 9, 8), dt.time(20, 45))


def test_a_line_up_from_a_match_of_another_team_size_is_not_copied(qtbot, db) -> None:
    setup = SetupService(db)
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    wizard.show()
    details = wizard.details.form
    details.team_size.setCurrentIndex(details.team_size.findData(7))
    next_page(qtbot, wizard)
    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentIndex(home.name.findText("United"))
    for n in range(7, 9):
        home.squad.name.setText(f"United {n}")
        home.squad.add_button.click()
    next_page(qtbot, wizard)
    away = wizard.team_page(Side.AWAY).form
    away.name.setCurrentText("Town")
    for n in range(1, 8):
        away.squad.name.setText(f"Town {n}")
        away.squad.add_button.click()
    next_page(qtbot, wizard)
    editor = wizard.lineup_page(Side.HOME).editor
    qtbot.mouseClick(editor.copy_button, LEFT)
    assert editor.message.text() == (
        "The last match (United v Rovers, 2024-09-01) was played 5 a side in a 2-1-1; "
        "this one is 7 a side: place the players yourself."
    )
    assert editor.placement.formation == "2-3-1" and editor.placement.placed == []


def test_a_busy_database_keeps_the_details_dialog_open_and_says_so(qtbot, db, monkeypatch) -> None:
    from tracker.store.db import DatabaseError

    setup = SetupService(db)
    match_id = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    dialog = MatchDetailsDialog(setup, setup.match(match_id))
    qtbot.addWidget(dialog)
    dialog.show()

    def busy(match) -> None:  # type: ignore[no-untyped-def]
        raise DatabaseError("the database is locked by another program")

    monkeypatch.setattr(setup, "edit_details", busy)
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.message.text() == "Not saved: the database is locked by another program."


def test_escape_after_a_correction_asks_before_it_is_lost(qtbot, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A referee's name typed into the details dialog was lost to Escape unasked."""
    setup = SetupService(db)
    match_id = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    dialog = MatchDetailsDialog(setup, setup.match(match_id))
    qtbot.addWidget(dialog)
    dialog.show()
    asked: list[bool] = []
    monkeypatch.setattr(MatchDetailsDialog, "confirm_discard", lambda self: asked.append(False))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert asked == [] and not dialog.isVisible()  # nothing typed: closed at once
    dialog.show()
    qtbot.keyClicks(dialog.form.referee, "Ann Whistle")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert asked == [False] and dialog.isVisible()
    assert setup.match(match_id).officials.referee == ""
