"""A tactical switch during the match: England to a back three at 72'."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.helpers.matches import AWAY, demo, pid
from tests.ui.setup.dragdrop import drop
from tests.ui.setup.driving import LEFT, drag_player, when_modal
from tracker.core.match.events import Card, CardKind, FormationChange
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.replay import replay, sort_events
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.setup.formation import FormationChangeDialog
from tracker.ui.setup.pitch import player_mime


def at_72() -> tuple:  # type: ignore[type-arg]
    """The reference match after England's 72nd-minute substitution."""
    match, events = demo()
    ordered = sort_events(events)
    return match, ordered[:9]


def test_england_switch_to_a_back_three_and_the_pitch_follows(qtbot) -> None:
    match, events = at_72()
    state = replay(match, events)
    at = MatchTime(Period.SECOND_HALF, 72)
    dialog = FormationChangeDialog(match, state, AWAY, at)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.minute.text() == "72"
    editor = dialog.editor
    assert editor.placement.formation == "4-2-3-1"
    assert editor.formation.isEditable()
    editor.formation.setCurrentText("3-4-3")
    editor.formation.textActivated.emit("3-4-3")
    assert editor.placement.formation == "3-4-3" and editor.placement.complete()
    # Rice drops into the middle of the back three; whoever stood there takes his place.
    rice = pid(match, "Declan Rice")
    assert drop(editor.pitch.viewport(), editor.pitch.slot_point(1, 1), player_mime(rice))
    qtbot.mouseClick(dialog.ok_button, LEFT)
    change = dialog.result_event
    assert isinstance(change, FormationChange)
    assert change.formation == "3-4-3" and change.time == at and change.side is AWAY
    assert change.rows[1][1] == rice
    assert sorted(p for row in change.rows for p in row) == sorted(state.sides[AWAY].on_pitch)

    db = open_database("sqlite://")
    service = MatchService(db)
    full, all_events = demo()
    match_id = service.import_match(full, all_events)
    stored, _ = service.load(match_id)
    mapping = {p.pid: q.pid for p, q in zip(full.away.squad, stored.away.squad, strict=True)}
    moved = FormationChange(
        change.time,
        side=AWAY,
        formation=change.formation,
        rows=tuple(tuple(mapping[p] for p in row) for row in change.rows),
    )
    after = service.log(match_id, moved).state
    assert after.sides[AWAY].formation == "3-4-3"
    db.close()


def test_a_wrong_minute_or_an_unplaced_player_is_refused(qtbot) -> None:
    match, events = at_72()
    state = replay(match, events)
    dialog = FormationChangeDialog(match, state, AWAY, MatchTime(Period.SECOND_HALF, 72))
    qtbot.addWidget(dialog)
    dialog.minute.setText("30")
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.message.text() == "Minute 30 is before the second half (it starts at 45')."
    assert dialog.result_event is None
    dialog.minute.setText("73")
    kane = pid(match, "Harry Kane")
    dialog.editor.unplace(kane)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.message.text() == "1 slot of the 4-2-3-1 still needs a player."
    drag_player(dialog.editor, "Harry Kane", 4, 0)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.result_event is not None and dialog.result_event.time.minute == 73


def test_ten_men_are_offered_shapes_for_ten(qtbot) -> None:
    match, events = at_72()
    red = Card(
        MatchTime(Period.SECOND_HALF, 70),
        side=AWAY,
        player=pid(match, "John Stones"),
        card=CardKind.RED,
    )
    state = replay(match, [*events[:4], red])
    dialog = FormationChangeDialog(match, state, AWAY)
    qtbot.addWidget(dialog)
    editor = dialog.editor
    assert editor.formation.itemText(0) == "4-4-1"
    assert editor.placement.formation == "4-4-1" and editor.placement.complete()
    assert pid(match, "John Stones") not in editor.placement.placed


def test_ask_returns_none_when_cancelled(qtbot) -> None:
    match, events = at_72()
    state = replay(match, events)

    def cancel(dialog) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(dialog, FormationChangeDialog)
        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Cancel), LEFT)

    when_modal(cancel)
    assert FormationChangeDialog.ask(None, match, state, AWAY) is None


def test_the_diamond_typed_by_its_name_is_its_lines(qtbot) -> None:
    match, events = at_72()
    dialog = FormationChangeDialog(match, replay(match, events), AWAY)
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.editor
    line = editor.formation.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, "4-4-2 diamond")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert editor.placement.formation == "4-1-2-1-2" and editor.placement.complete()
    assert editor.formation.currentText() == "4-1-2-1-2 (4-4-2 diamond)"
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.result_event is not None
    assert dialog.result_event.formation == "4-1-2-1-2"
