"""The line-up editor: drag and drop onto the pitch, the keyboard way, bench and captain."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.matches import demo_setup
from tests.ui.setup.dragdrop import drop
from tracker.core.match.formations import formations_for
from tracker.core.match.model import Position, TeamSheet
from tracker.core.match.setup import check_lineup
from tracker.ui.setup.lineup import LineupEditor


def england() -> TeamSheet:
    """England's squad without a line-up."""
    team = demo_setup().away
    return TeamSheet(team.name, team.squad, None, colour="#ffffff", keeper_colour="#ffd400")


def row_of(editor: LineupEditor, view_name: str, name: str) -> int:
    """The row of the player called ``name`` in one of the editor's lists."""
    model = editor.available_model if view_name == "available" else editor.bench_model
    return next(i for i, p in enumerate(model.players) if p.name == name)


def drag_to_slot(editor: LineupEditor, name: str, line: int, slot: int) -> bool:
    """Drag a player from the squad list onto a slot of the pitch."""
    model = editor.available_model
    mime = model.mimeData([model.index(row_of(editor, "available", name))])
    return drop(editor.pitch.viewport(), editor.pitch.slot_point(line, slot), mime)


def test_players_dragged_onto_slots_take_their_places(qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.resize(900, 560)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    assert editor.objectName() == "lineupEditor"
    with qtbot.waitSignal(editor.changed):
        assert drag_to_slot(editor, "Jordan Pickford", 0, 0)
    assert drag_to_slot(editor, "Reece James", 1, 0)
    keeper = next(p for p in team.squad if p.name == "Jordan Pickford")
    assert editor.placement.slots[0] == [keeper.pid]
    assert "Pickford" not in [p.name for p in editor.available_model.players]
    assert editor.scene.slot_at(1, 0).player.name == "Reece James"
    # Dragging a placed player out of his slot onto another swaps them.
    walker = editor.placement.slots[1][0]
    from tracker.ui.setup.pitch import player_mime

    assert drop(editor.pitch.viewport(), editor.pitch.slot_point(0, 0), player_mime(walker))
    assert editor.placement.slots[0] == [walker] and editor.placement.slots[1][0] == keeper.pid


def test_a_whole_line_up_by_keyboard_with_bench_and_captain(qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    editor.formation.setCurrentText("4-3-3")
    editor.formation.textActivated.emit("4-3-3")
    assert editor.placement.formation == "4-3-3"
    keepers = [p for p in team.squad if p.position is Position.GK]
    outfield = [p for p in team.squad if p.position is not Position.GK]
    order = [keepers[0], *outfield[:10]]
    for player in order:
        editor.available.setFocus()
        editor.available.setCurrentIndex(
            editor.available_model.index(row_of(editor, "available", player.name))
        )
        qtbot.keyClick(editor.available, Qt.Key.Key_Return)
    assert editor.placement.complete()
    for player in outfield[10:13]:
        editor.available.setCurrentIndex(
            editor.available_model.index(row_of(editor, "available", player.name))
        )
        qtbot.mouseClick(editor.bench_button, Qt.MouseButton.LeftButton)
    assert len(editor.placement.bench) == 3
    editor.captain.setCurrentIndex(editor.captain.findText(outfield[3].name))
    editor.captain.activated.emit(editor.captain.currentIndex())
    lineup = editor.placement.lineup()
    check_lineup(TeamSheet(team.name, team.squad), lineup, demo_setup().rules)
    assert lineup.captain == outfield[3].pid
    assert lineup.rows[0] == (keepers[0].pid,)
    assert editor.count.text() == "11 of 11 placed, 3 on the bench."


def test_a_captain_replaced_in_his_slot_gives_up_the_armband(qtbot) -> None:
    """The captain box showed "(none)" while he, on the bench, stayed captain: Next then
    refused the line-up ("the captain must be one of the starters") with no captain shown."""
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    editor.available.setFocus()
    for _ in range(11):
        editor.available.setCurrentIndex(editor.available_model.index(0))
        qtbot.keyClick(editor.available, Qt.Key.Key_Return)
    editor.available.setCurrentIndex(editor.available_model.index(0))
    qtbot.mouseClick(editor.bench_button, Qt.MouseButton.LeftButton)
    [substitute] = editor.placement.bench
    captain = editor.placement.slots[2][0]
    editor.captain.setCurrentIndex(editor.captain.findData(captain))
    editor.captain.activated.emit(editor.captain.currentIndex())
    assert editor.placement.captain == captain
    # The substitute is put into the captain's slot with the keyboard box.
    editor.available.clearSelection()
    editor.bench.setCurrentIndex(editor.bench_model.index(0))
    editor.slot.setCurrentIndex(editor.slot.findData("2.0"))
    qtbot.mouseClick(editor.put_button, Qt.MouseButton.LeftButton)
    assert (editor.placement.slots[2][0], editor.placement.bench) == (substitute, [captain])
    assert editor.placement.captain is None
    assert editor.captain.currentData() is None
    check_lineup(TeamSheet(team.name, team.squad), editor.placement.lineup(), demo_setup().rules)


def test_a_player_dropped_on_the_bench_or_back_on_the_squad(qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    drag_to_slot(editor, "Harry Kane", 3, 0)
    kane = editor.placement.slots[3][0]
    from tracker.ui.setup.pitch import player_mime

    assert drop(editor.bench.viewport(), editor.bench.viewport().rect().center(), player_mime(kane))
    assert editor.placement.bench == [kane] and editor.placement.slots[3][0] is None
    drop(
        editor.available.viewport(), editor.available.viewport().rect().center(), player_mime(kane)
    )
    assert editor.placement.bench == []
    assert "Harry Kane" in [p.name for p in editor.available_model.players]


def test_models_pass_the_model_tester(qtmodeltester, qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.set_team(england(), formations_for(11))
    qtmodeltester.check(editor.available_model)
    qtmodeltester.check(editor.bench_model)


def test_put_a_player_in_a_chosen_slot_and_back_to_the_squad(qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    # Clicking a slot on the pitch chooses it in the keyboard box.
    qtbot.mouseClick(
        editor.pitch.viewport(),
        Qt.MouseButton.LeftButton,
        pos=editor.pitch.slot_point(3, 1).toPoint(),
    )
    assert editor.slot.currentData() == "3.1"
    assert editor.slot.currentText() == "LF — empty"
    editor.available.setCurrentIndex(
        editor.available_model.index(row_of(editor, "available", "Harry Kane"))
    )
    qtbot.mouseClick(editor.put_button, Qt.MouseButton.LeftButton)
    kane = next(p.pid for p in team.squad if p.name == "Harry Kane")
    assert editor.placement.slots[3][1] == kane
    assert editor.slot.currentText() == "LF — Harry Kane"
    editor.available.clearSelection()
    qtbot.mouseClick(editor.back_button, Qt.MouseButton.LeftButton)
    assert editor.placement.slots[3][1] is None
    assert "Harry Kane" in [p.name for p in editor.available_model.players]


def test_the_diamond_is_picked_from_the_list_and_laid_out_in_five_lines(qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    editor.formation.setFocus()
    index = editor.formation.findText("4-1-2-1-2 (4-4-2 diamond)")
    assert index >= 0
    for _ in range(index):
        qtbot.keyClick(editor.formation, Qt.Key.Key_Down)
    assert editor.placement.formation == "4-1-2-1-2"
    assert [len(row) for row in editor.placement.slots] == [1, 4, 1, 2, 1, 2]
    labels = [editor.slot.itemText(i).split(" — ")[0] for i in range(editor.slot.count())]
    assert labels == ["GK", "RB", "CB", "CB", "LB", "CDM", "RM", "LM", "CAM", "RF", "LF"]
    # The five lines stand apart on the pitch, defence to attack.
    depths = [editor.pitch.slot_point(line, 0).y() for line in range(6)]
    assert depths == sorted(depths, reverse=True)
    assert editor.formation.currentText() == "4-1-2-1-2 (4-4-2 diamond)"


def click_row(qtbot, view, row: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """Click a row of a player list (with Shift or Ctrl held, to pick several)."""
    rect = view.visualRect(view.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_a_whole_bench_moves_at_once_and_back(qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.resize(1000, 700)
    editor.show()
    team = england()
    editor.set_team(team, formations_for(11))
    squad = [p.name for p in editor.available_model.players]
    # Click the first substitute, Shift+click the last: one click of the button benches them all.
    click_row(qtbot, editor.available, 11)
    click_row(qtbot, editor.available, len(squad) - 1, Qt.KeyboardModifier.ShiftModifier)
    qtbot.mouseClick(editor.bench_button, Qt.MouseButton.LeftButton)
    assert [p.name for p in editor.bench_model.players] == squad[11:]
    assert [p.name for p in editor.available_model.players] == squad[:11]
    assert editor.count.text() == f"0 of 11 placed, {len(squad) - 11} on the bench."
    # Ctrl+A then Delete on the bench: every one of them back to the squad.
    editor.bench.setFocus()
    qtbot.keyClick(editor.bench, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(editor.bench, Qt.Key.Key_Delete)
    assert editor.placement.bench == []
    assert [p.name for p in editor.available_model.players] == squad
    # Ctrl+click picks players apart; Ctrl+B in the squad list benches them.
    click_row(qtbot, editor.available, 2)
    click_row(qtbot, editor.available, 5, Qt.KeyboardModifier.ControlModifier)
    click_row(qtbot, editor.available, 7, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(editor.available, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert [p.name for p in editor.bench_model.players] == [squad[2], squad[5], squad[7]]


def test_several_players_dragged_at_once_to_the_bench_and_onto_the_pitch(qtbot) -> None:
    editor = LineupEditor()
    qtbot.addWidget(editor)
    editor.resize(1000, 700)
    editor.show()
    editor.set_team(england(), formations_for(11))
    squad = [p.name for p in editor.available_model.players]
    click_row(qtbot, editor.available, 12)
    click_row(qtbot, editor.available, 15, Qt.KeyboardModifier.ShiftModifier)
    view = editor.available
    mime = view.model().mimeData(view.selectionModel().selectedIndexes())
    assert drop(editor.bench.viewport(), editor.bench.viewport().rect().center(), mime)
    assert [p.name for p in editor.bench_model.players] == squad[12:16]
    # Dragged back out of the bench together, onto the squad list.
    click_row(qtbot, editor.bench, 0)
    click_row(qtbot, editor.bench, 1, Qt.KeyboardModifier.ShiftModifier)
    view = editor.bench
    mime = view.model().mimeData(view.selectionModel().selectedIndexes())
    assert drop(editor.available.viewport(), editor.available.viewport().rect().center(), mime)
    assert [p.name for p in editor.bench_model.players] == squad[14:16]
    # Dropped on a slot, the first takes it and the others fill the empty slots after it.
    click_row(qtbot, editor.available, 0)
    click_row(qtbot, editor.available, 2, Qt.KeyboardModifier.ShiftModifier)
    view = editor.available
    mime = view.model().mimeData(view.selectionModel().selectedIndexes())
    assert drop(editor.pitch.viewport(), editor.pitch.slot_point(0, 0), mime)
    placed = [editor.scene.slot_at(*spot).player for spot in ((0, 0), (1, 0), (1, 1))]
    assert [p.name for p in placed if p is not None] == squad[:3]
