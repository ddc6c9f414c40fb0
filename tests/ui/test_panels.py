"""Line-up panels at the default window size: a player's account is shown whole."""

from __future__ import annotations

from tests.ui.helpers import pid_of, type_command
from tracker.ui.mainwindow import MainWindow


def test_a_sent_off_players_account_fits_the_panel_at_1280(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.resize(1280, 800)
    window.window_layout.size_docks(1280)
    window.clock.blow(0)
    assert type_command(qtbot, window, "10 yellow Romero")
    assert type_command(qtbot, window, "35 yellow Romero")
    romero = pid_of(window, "Cristian Romero")
    panel = window.home_panel
    text = panel.status_text(romero)
    assert text == "yellows 10', 35'"
    tree = panel.tree
    needed = tree.fontMetrics().horizontalAdvance(text) + tree.iconSize().width() + 12
    # Once the docks have their share of the window, the column holds the whole text.
    qtbot.waitUntil(lambda: tree.columnWidth(2) >= needed, timeout=2000)
