"""Match › Another player started instead of…: a starter typed by mistake is put right
once events are logged, as one undo step; the panel, the pitch and the database follow."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu, QWidget

from tests.helpers.cutcommit import cut_after_commit
from tests.ui.helpers import log_rows, pid_of, stored_events, type_command
from tracker.core.match.events import Goal
from tracker.core.match.model import Match
from tracker.core.match.starters import StarterSwap
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.lineup import LineupPanel
from tracker.ui.match.starterswap import CreditQuestion, StarterSwapDialog


def _groups(panel: LineupPanel) -> dict[str, list[str]]:
    """The panel's groups (lines and the bench) and the names listed in each."""
    model = panel.model
    shown: dict[str, list[str]] = {}
    for r in range(model.rowCount()):
        group = model.item(r)
        shown[group.text()] = [group.child(i, 1).text() for i in range(group.rowCount())]
    return shown


def _stored_lineup(db_path: Path, match_id: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    database = open_database(str(db_path))
    try:
        lineup = MatchService(database).load(match_id)[0].home.lineup
    finally:
        database.close()
    assert lineup is not None
    return lineup.starters, lineup.bench


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """De Paul is chosen as the man who started, and his events are credited; the
    questions asked are kept."""
    questions: list[str] = []

    def choose(cls, parent: QWidget | None, match: Match, starter: int, refused=None) -> int:  # type: ignore[no-untyped-def]
        dialog = StarterSwapDialog(match, starter, parent, refused)
        index = dialog.substitute.findText("Rodrigo De Paul")
        assert index >= 0
        dialog.substitute.setCurrentIndex(index)
        chosen = dialog.chosen
        dialog.deleteLater()
        assert chosen is not None
        return chosen

    def credit(cls, parent: QWidget | None, match: Match, swap: StarterSwap) -> bool:  # type: ignore[no-untyped-def]
        questions.append(CreditQuestion.text(match, swap))
        return True

    monkeypatch.setattr(StarterSwapDialog, "ask", classmethod(choose))
    monkeypatch.setattr(CreditQuestion, "ask", classmethod(credit))
    return questions


def test_a_starter_is_put_right_with_his_goal_and_undo_and_redo_follow(
    qtbot,  # type: ignore[no-untyped-def]
    live: MainWindow,
    db_path: Path,
    asked: list[str],
) -> None:
    window = live
    match_id = window.document.match_id
    assert match_id is not None
    window.clock.blow(0)
    assert type_command(qtbot, window, "20 goal Simeone")
    simeone, de_paul = pid_of(window, "Gianluca Simeone"), pid_of(window, "Rodrigo De Paul")
    before = _groups(window.home_panel)
    stored_before = _stored_lineup(db_path, match_id)
    place = window.pitch.tokens[simeone].pos()
    action = window.player_actions.swap_starter
    window.select_player(de_paul)
    assert not action.isEnabled()  # a substitute: nothing to correct on him
    window.select_player(simeone)
    assert action.isEnabled()
    assert action.text() == "Another player started &instead of Gianluca Simeone…"
    assert action in window.menuBar().findChild(QWidget, "matchMenu").actions()  # type: ignore[union-attr]
    # Offered on the starter's own menu (right-click or the menu key in the line-up).
    window.home_panel.playerMenuRequested.emit(simeone, QPoint(0, 0))
    menus = [m for m in window.findChildren(QMenu) if action in m.actions()]
    assert any(m.isVisible() for m in menus)
    for menu in menus:
        menu.close()

    action.trigger()

    assert len(asked) == 1
    assert asked[0].startswith("The log names Gianluca Simeone in these events:\n\n• 20' ")
    assert asked[0].endswith(
        "If Rodrigo De Paul started in his place, these were his: credit them to Rodrigo De Paul?"
    )
    after = _groups(window.home_panel)
    midfield = next(name for name, names in before.items() if "Gianluca Simeone" in names)
    assert after[midfield] == [
        "Rodrigo De Paul" if n == "Gianluca Simeone" else n for n in before[midfield]
    ]
    assert "Gianluca Simeone" in after["Bench"] and "Rodrigo De Paul" not in after["Bench"]
    assert de_paul in window.pitch.tokens and simeone not in window.pitch.tokens
    assert window.pitch.tokens[de_paul].pos() == place
    goals = [e for e in stored_events(db_path, match_id) if isinstance(e, Goal)]
    assert [g.scorer for g in goals] == [de_paul]
    starters, bench = _stored_lineup(db_path, match_id)
    assert starters.index(de_paul) == stored_before[0].index(simeone)
    assert simeone in bench
    assert "De Paul" in " ".join(" ".join(map(str, row)) for row in log_rows(window))
    assert window.undo_stack.undoText() == (
        "line-up correction: Rodrigo De Paul started instead of Gianluca Simeone"
    )

    window.undo_stack.undo()
    assert _groups(window.home_panel) == before
    assert simeone in window.pitch.tokens and de_paul not in window.pitch.tokens
    assert _stored_lineup(db_path, match_id) == stored_before
    goals = [e for e in stored_events(db_path, match_id) if isinstance(e, Goal)]
    assert [g.scorer for g in goals] == [simeone]

    window.undo_stack.redo()
    assert _groups(window.home_panel) == after
    assert de_paul in window.pitch.tokens and simeone not in window.pitch.tokens
    assert _stored_lineup(db_path, match_id) == (starters, bench)
    goals = [e for e in stored_events(db_path, match_id) if isinstance(e, Goal)]
    assert [g.scorer for g in goals] == [de_paul]


def test_the_bench_player_who_came_on_is_not_offered_and_the_dialog_says_why(
    qtbot,  # type: ignore[no-untyped-def]
    live: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = live
    window.clock.blow(0)
    assert type_command(qtbot, window, "30 sub Paredes De Paul")
    window.select_player(pid_of(window, "Gianluca Simeone"))
    before = window.undo_stack.count()
    shown: list[StarterSwapDialog] = []

    def look(cls, parent, match, starter, refused=None):  # type: ignore[no-untyped-def]
        dialog = StarterSwapDialog(match, starter, parent, refused)
        qtbot.addWidget(dialog)
        shown.append(dialog)
        return None  # cancelled

    monkeypatch.setattr(StarterSwapDialog, "ask", classmethod(look))
    window.player_actions.swap_starter.trigger()
    (dialog,) = shown
    offered = [dialog.substitute.itemText(i) for i in range(dialog.substitute.count())]
    assert offered and not any("De Paul" in text for text in offered), offered
    assert not dialog.not_offered.isHidden()
    said = dialog.not_offered.text()
    assert "Rodrigo De Paul came on in the log (30'" in said, said
    assert window.undo_stack.count() == before


def test_a_confirmed_match_offers_no_correction(
    window: MainWindow, db_path: Path, demo_match: int
) -> None:
    service = MatchService(open_database(str(db_path)))
    service.set_confirmed(demo_match, True)
    service.db.close()
    assert window.open_match(demo_match)
    window.select_player(pid_of(window, "Gianluca Simeone"))
    assert not window.player_actions.swap_starter.isEnabled()
    assert not window.swap_starter()
    assert window.status_line.last_failure == (
        "This match is confirmed and locked; reopen it to correct its line-up."
    )


def test_a_correction_stored_as_the_connection_was_lost_is_made_and_undone(
    qtbot,  # type: ignore[no-untyped-def]
    live: MainWindow,
    db_path: Path,
    asked: list[str],
) -> None:
    """The commit reached the database but its confirmation never came back: read again,
    the line-up is corrected, so the window shows it, says so, and Ctrl+Z takes it back,
    rather than "it may have been stored or not" over a stale line-up."""
    window = live
    match_id = window.document.match_id
    assert match_id is not None
    window.clock.blow(0)
    assert type_command(qtbot, window, "20 goal Simeone")
    simeone, de_paul = pid_of(window, "Gianluca Simeone"), pid_of(window, "Rodrigo De Paul")
    stored_before = _stored_lineup(db_path, match_id)
    window.select_player(simeone)
    with cut_after_commit():
        assert window.swap_starter()
    assert de_paul in window.pitch.tokens and simeone not in window.pitch.tokens
    assert de_paul in _stored_lineup(db_path, match_id)[0]
    said = window.statusBar().currentMessage()
    assert said.startswith(
        "Line-up correction: Rodrigo De Paul started instead of Gianluca Simeone — "
        "The connection to the database server was lost"
    ), said
    assert "read back from the server, the change is stored" in said
    window.undo_stack.undo()
    assert _stored_lineup(db_path, match_id) == stored_before
    goals = [e for e in stored_events(db_path, match_id) if isinstance(e, Goal)]
    assert [g.scorer for g in goals] == [simeone]
