"""A concussion substitute flagged in the window: the substitution dialog, quick entry
and the event's correction, shown in the log and the sheets (issue 19).

Before, only an imported match could hold one: the window offered no way to say so.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.ui.helpers import log_rows, pid_of, type_command
from tracker.core.match.events import Substitution
from tracker.services.exporting import formats
from tracker.ui.common import dialogs
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog

LOGGED = "Substitution (concussion), England: Ezri Konsa on for Anthony Gordon"


def _kick_off(window: MainWindow) -> None:
    window.clock.blow(0)


def _shown_everywhere(window: MainWindow) -> None:
    assert LOGGED in [row[1] for row in log_rows(window)]
    match, events = window.document.match, window.document.events
    assert match is not None
    files = formats()["csv"].render(match, events, {})
    assert isinstance(files, dict)
    rows = files["events.csv"].decode("utf-8-sig").splitlines()
    (row,) = [r for r in rows if "Anthony Gordon" in r and "Ezri Konsa" in r]
    assert ",concussion," in row


def test_quick_entry_flags_a_concussion_substitute(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = live
    _kick_off(window)
    assert type_command(qtbot, window, "30 sub Gordon Konsa concussion"), window.quick.error.text()
    sub = window.document.events[-1]
    assert isinstance(sub, Substitution) and sub.concussion
    _shown_everywhere(window)
    state = window.document.state
    assert state is not None and state.sides[sub.side].concussion_used == 1


def test_the_substitution_dialog_flags_a_concussion_substitute(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = live
    _kick_off(window)
    konsa = pid_of(window, "Ezri Konsa")
    seen: list[dialogs.SubstitutionChooser] = []

    def answer(dialog: dialogs.SubstitutionChooser) -> int:
        # The user picks Konsa and ticks the box, as he would in the shown dialog.
        seen.append(dialog)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        rows = [dialog.list.item(r) for r in range(dialog.list.count())]
        dialog.list.setCurrentItem(next(i for i in rows if "Ezri Konsa" in i.text()))
        assert dialog.concussion.isEnabled()
        qtbot.mouseClick(dialog.concussion, Qt.MouseButton.LeftButton)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(dialogs.SubstitutionChooser, "exec", answer)
    window.select_player(pid_of(window, "Anthony Gordon"))
    window.player_actions.actions["sub"].trigger()
    assert seen and seen[0].concussion.isChecked()
    sub = window.document.events[-1]
    assert isinstance(sub, Substitution) and (sub.on, sub.concussion) == (konsa, True)
    _shown_everywhere(window)


def test_a_substitution_is_flagged_as_a_concussion_one_afterwards(
    qtbot, live: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = live
    _kick_off(window)
    assert type_command(qtbot, window, "30 sub Gordon Konsa")
    sub = window.document.events[-1]
    assert isinstance(sub, Substitution) and not sub.concussion
    match = window.document.match
    assert match is not None
    dialog = EditEventDialog(window, match, sub)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.concussion, Qt.MouseButton.LeftButton)
    corrected = dialog.edited()
    assert isinstance(corrected, Substitution) and corrected.concussion
    monkeypatch.setattr(EditEventDialog, "ask", classmethod(lambda cls, *a, **k: corrected))
    window.edit_event(sub)
    _shown_everywhere(window)
