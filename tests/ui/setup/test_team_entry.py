"""Typing a team as a newcomer does: Enter adds a player, a new name drops a known squad."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.services.test_setup import five_a_side
from tests.ui.setup.driving import next_page, when_modal
from tracker.core.match.model import Side
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.ui.setup.newmatch import NewMatchDialog

#: The real question (the set-up tests' conftest answers it without asking).
ASK_FOR_REAL = NewMatchDialog.confirm_discard


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


@pytest.fixture
def wizard(qtbot, db) -> NewMatchDialog:  # type: ignore[no-untyped-def]
    setup = SetupService(db)
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    dialog = NewMatchDialog(setup)
    qtbot.addWidget(dialog)
    dialog.show()
    details = dialog.details.form
    details.team_size.setCurrentIndex(details.team_size.findData(5))
    next_page(qtbot, dialog)
    return dialog


def test_enter_in_the_player_fields_adds_him_and_stays_on_the_page(qtbot, wizard) -> None:
    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentIndex(home.name.findText("United"))
    squad = home.squad
    for field, name in ((squad.name, "Vic Volley"), (squad.known_as, "Wes Wing")):
        squad.name.setText(name)
        field.setFocus()
        qtbot.keyClick(field, Qt.Key.Key_Return)
        assert wizard.currentPage() is wizard.team_page(Side.HOME)
        assert squad.players()[-1].name == name
    # In the number box, Enter goes on to the name, as a secretary types a team sheet.
    squad.number.setFocus()
    qtbot.keyClick(squad.number, Qt.Key.Key_Enter)
    assert wizard.currentPage() is wizard.team_page(Side.HOME)
    assert squad.name.hasFocus()


def test_a_new_name_after_a_completed_known_one_starts_an_empty_squad(qtbot, wizard) -> None:
    home = wizard.team_page(Side.HOME).form
    home.name.lineEdit().setFocus()
    # The combo box completes "U" to "United" and loads its squad...
    qtbot.keyClicks(home.name.lineEdit(), "U")
    assert home.name.currentText() == "United"
    assert len(home.squad.players()) == 6
    # ...but the user goes on typing the name of a new team: United's squad must go.
    qtbot.keyClicks(home.name.lineEdit(), "pton")
    assert home.name.currentText() == "Upton"
    assert home.squad.players() == ()
    assert home.manager.text() == ""
    assert home.known.text().startswith("A new team")


def test_a_squad_typed_for_a_new_team_is_kept_when_the_name_changes(qtbot, wizard) -> None:
    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentIndex(home.name.findText("United"))
    home.squad.name.setText("Vic Volley")
    home.squad.add_button.click()
    home.name.setCurrentText("United Reserves")
    # The user changed the loaded squad: it is his work now, and stays.
    assert [p.name for p in home.squad.players()][-1] == "Vic Volley"
    assert len(home.squad.players()) == 7


def test_a_name_that_passes_a_known_team_leaves_its_colours_too(qtbot) -> None:
    """Typing "Alpha FC" went past Argentina (the box completes "A"): its squad went,
    its sky blue and its keeper's black stayed on the new team."""
    import itertools

    from tracker.core.match.model import Player
    from tracker.services.setup import TeamInfo
    from tracker.ui.setup.teampage import TeamForm

    argentina = TeamInfo("Argentina", colour="#75aadb", keeper_colour="#2b2b2b", id=1)
    squad = (Player(1, "Lionel Messi"), Player(2, "Ángel Di María"))
    form = TeamForm(
        "Home", [argentina], lambda _id: squad, itertools.count(9).__next__, ("#d22222", "#22aa22")
    )
    qtbot.addWidget(form)
    form.show()
    form.name.setCurrentText("Argentina")  # as the box completes a typed "A"
    assert form.colour.colour == "#75aadb" and len(form.squad.players()) == 2
    form.name.setCurrentText("Alpha FC")
    sheet = form.sheet()
    assert (sheet.name, sheet.squad) == ("Alpha FC", ())
    assert (sheet.colour, sheet.keeper_colour) == ("#d22222", "#22aa22")


def test_players_typed_here_are_not_replaced_by_a_known_team_s_squad(qtbot, wizard) -> None:
    """Three players typed for "Zeta", then the name changed to one the box completes to
    United: the three were replaced by United's six with no question."""
    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentText("Zeta")
    for name in ("Ann Able", "Ben Best", "Cy Cole"):
        home.squad.name.setText(name)
        home.squad.add_button.click()
    home.name.setCurrentText("United")
    assert [p.name for p in home.squad.players()] == ["Ann Able", "Ben Best", "Cy Cole"]
    assert "3 players typed here are kept" in home.known.text()
    # United's own squad, loaded untouched, still gives way to another known team's.
    home.squad.set_players(())
    home.name.setCurrentText("Someone")
    home.name.setCurrentText("United")
    assert len(home.squad.players()) == 6


def test_a_known_team_typed_in_lower_case_is_that_team(qtbot, wizard) -> None:
    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentText("united")
    assert len(home.squad.players()) == 6
    assert home.known.text().startswith("Known team")
    next_page(qtbot, wizard)
    away = wizard.team_page(Side.AWAY).form
    away.name.setCurrentText("UNITED")
    next_page(qtbot, wizard)
    assert away.squad.message.text() == "The away team must be another team than the home team."


def test_escape_after_typing_asks_before_the_work_is_lost(qtbot, wizard, monkeypatch) -> None:
    asked: list[bool] = []
    answer = False
    monkeypatch.setattr(
        NewMatchDialog, "confirm_discard", lambda self: asked.append(answer) or answer
    )
    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentText("Upton")
    qtbot.keyClick(wizard, Qt.Key.Key_Escape)
    assert asked == [False] and wizard.isVisible()
    answer = True
    qtbot.mouseClick(wizard.button(wizard.WizardButton.CancelButton), Qt.MouseButton.LeftButton)
    assert asked == [False, True] and not wizard.isVisible()
    assert wizard.match_id is None


def test_escape_after_typing_only_the_details_asks_too(qtbot, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A competition, a venue and four officials typed were lost to Escape unasked."""
    asked: list[bool] = []
    monkeypatch.setattr(NewMatchDialog, "confirm_discard", lambda self: asked.append(False))
    dialog = NewMatchDialog(SetupService(db))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.details.form.referee, "Ann Whistle")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert asked == [False] and dialog.isVisible()


def test_cancel_before_anything_is_typed_closes_at_once(qtbot, db, monkeypatch) -> None:
    monkeypatch.setattr(NewMatchDialog, "confirm_discard", lambda self: pytest.fail("asked"))
    dialog = NewMatchDialog(SetupService(db))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.button(dialog.WizardButton.CancelButton), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_the_question_is_a_real_box_that_keeps_the_wizard_on_cancel(qtbot, wizard) -> None:
    wizard.team_page(Side.HOME).form.name.setCurrentText("Upton")
    seen: list[str] = []

    def cancel(box) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()

    when_modal(cancel)
    assert not ASK_FOR_REAL(wizard)
    assert seen == ["The details, teams, squads and line-ups typed so far will be lost."]
    assert wizard.isVisible()


def test_a_database_problem_on_create_keeps_the_wizard_and_says_so(wizard, monkeypatch) -> None:
    from tracker.store.db import DatabaseError

    def locked(match, choices=None, appeals=(), keep_squads=(), keep_details=()) -> int:  # type: ignore[no-untyped-def]
        raise DatabaseError("the database is locked by another program")

    monkeypatch.setattr(wizard.setup, "create_match", locked)
    monkeypatch.setattr(wizard.setup, "ambiguous_players", lambda match: [])
    monkeypatch.setattr(wizard, "validateCurrentPage", lambda: True)
    monkeypatch.setattr(wizard, "build", lambda: None)
    wizard.accept()
    assert wizard.isVisible() and wizard.match_id is None
    assert wizard.message.text() == (
        "The match was not created: the database is locked by another program"
    )


def test_a_name_in_both_squads_is_asked_about_before_the_match_is_made(
    qtbot, wizard, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A player copied into the wrong team is caught where the squads are typed; brothers
    on opposite sides are let through once the user says so, and not asked about again."""
    from PySide6.QtWidgets import QAbstractButton

    from tests.ui.setup.driving import type_player

    home = wizard.team_page(Side.HOME).form
    home.name.setCurrentIndex(home.name.findText("United"))
    next_page(qtbot, wizard)
    away = wizard.team_page(Side.AWAY).form
    away.name.setCurrentIndex(away.name.findText("Rovers"))
    type_player(qtbot, away.squad, 12, "united b", "MF")
    asked: list[str] = []

    def answer(button: str):  # type: ignore[no-untyped-def]
        def handle(dialog) -> None:  # type: ignore[no-untyped-def]
            asked.append(dialog.text())
            dialog.findChild(QAbstractButton, button).click()

        return handle

    when_modal(answer("correctSquad"))
    next_page(qtbot, wizard)
    qtbot.waitUntil(lambda: len(asked) == 1)
    assert asked[0] == (
        "In the squads of both United and Rovers: United B.\n\n"
        "A typo, or a player copied into the wrong squad? Correct the squad here or on the "
        "home team's page. Players of the same name can play on opposite sides (brothers, "
        "namesakes): if so, keep both."
    )
    assert wizard.currentPage() is wizard.team_page(Side.AWAY)

    when_modal(answer("keepBoth"))
    next_page(qtbot, wizard)
    qtbot.waitUntil(lambda: wizard.currentPage() is wizard.lineup_page(Side.HOME))
    assert len(asked) == 2
    # Asked once: back and on again, the same name is not asked about a second time.
    again: list[tuple[str, ...]] = []
    monkeypatch.setattr(
        "tracker.ui.setup.newmatch.ask_same_names", lambda *args: again.append(args[3])
    )
    wizard.back()
    next_page(qtbot, wizard)
    assert wizard.currentPage() is wizard.lineup_page(Side.HOME) and again == []
