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


def test_two_lines_of_midfield_are_named_as_the_shape_plays_them() -> None:
    from tracker.ui.match.lineup import line_names

    assert line_names(5, [1, 4, 2, 3, 1]) == [
        "Goalkeeper",
        "Defence",
        "Defensive midfield",
        "Attacking midfield",
        "Attack",
    ]
    # The four of a 3-4-2-1 or a 4-4-1-1 are the midfield, the line ahead of them attacks.
    assert line_names(5, [1, 3, 4, 2, 1])[2:4] == ["Midfield", "Attacking midfield"]
    assert line_names(5, [1, 4, 1, 4, 1])[2:4] == ["Defensive midfield", "Midfield"]
    assert line_names(6, [1, 4, 1, 2, 1, 2])[2:5] == [
        "Defensive midfield",
        "Midfield",
        "Attacking midfield",
    ]


def test_a_line_up_filled_again_never_paints_a_wide_number_column(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The group rows ("Goalkeeper", "Bench") span the row from the moment they are
    added: a frame painted while the line-up is filled again (as when the database
    reads again the match shown ahead of it) keeps the "#" column to its numbers."""
    from PySide6.QtCore import QEvent, QObject

    window = live
    window.resize(1280, 800)
    panel = window.home_panel
    tree = panel.tree
    qtbot.waitUntil(lambda: tree.viewport().isVisible(), timeout=2000)
    state = window.document.state
    assert state is not None
    qtbot.waitUntil(lambda: tree.columnWidth(0) > 0, timeout=2000)
    numbers = tree.columnWidth(0)  # as the match was first shown: the shirt numbers' width
    assert numbers < tree.fontMetrics().horizontalAdvance("Goalkeeper")
    painted: list[int] = []

    class Frames(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(tree.columnWidth(0))
            return False

    frames = Frames()
    tree.viewport().installEventFilter(frames)
    try:
        panel.show_state(state)
        tree.viewport().repaint()  # the frame the screen would show now
        qtbot.wait(50)
    finally:
        tree.viewport().removeEventFilter(frames)
    assert painted and max(painted) == numbers, (painted, numbers)


def test_a_team_name_and_manager_with_markup_are_shown_as_typed(qtbot) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from PySide6.QtGui import QTextDocument

    from tests.helpers.matches import demo
    from tracker.core.match.model import Side
    from tracker.core.match.replay import replay
    from tracker.ui.match.lineup import LineupPanel

    match, events = demo()
    home = dataclasses.replace(match.home, name="A<b>&C", manager="O'Neil <x>")
    panel = LineupPanel(Side.HOME)
    qtbot.addWidget(panel)
    panel.show_state(replay(dataclasses.replace(match, home=home), events))
    shown = QTextDocument()
    shown.setHtml(panel.title.text())
    # Bidi marks isolate the name; the words read are the name and manager as typed.
    words = "".join(c for c in shown.toPlainText() if c.isprintable())
    assert "A<b>&C" in words and "O'Neil <x>" in words


def test_a_name_too_long_for_a_narrow_panel_ends_in_an_ellipsis(qtbot, live) -> None:  # type: ignore[no-untyped-def]
    """At the window's smallest the names ran past the panel's edge, cut mid-word with no
    "…" (Emilian, Cristian): the name column now fits the panel and the view elides it."""
    from PySide6.QtCore import Qt

    for panel in (live.home_panel, live.away_panel):
        tree = panel.tree
        tree.resize(150, 300)
        qtbot.waitUntil(lambda tree=tree: tree.viewport().width() <= 150)
        header = tree.header()
        assert header.sectionViewportPosition(2) + header.sectionSize(2) <= tree.viewport().width()
        assert tree.textElideMode() == Qt.TextElideMode.ElideRight
        row = next(iter(panel._rows.values()))
        assert row[1].text() in row[1].toolTip()  # the whole name, on hovering


def test_at_the_window_s_smallest_a_number_and_a_short_name_are_read_whole(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    demo_match: int,
) -> None:
    """The panels were squeezed to some 90 pixels at the window's smallest, showing a
    few letters of each name: each keeps room for a shirt number and a short name, the
    notes of the "Match" column giving way first."""
    assert window.open_match(demo_match)  # at full time: long notes ("goal 85', …")
    window.resize(1, 1)  # as small as it goes
    for panel in (window.home_panel, window.away_panel):
        tree = panel.tree
        least = max(panel.minimumWidth(), panel.minimumSizeHint().width())
        qtbot.waitUntil(lambda panel=panel, least=least: panel.width() <= least)
        header = tree.header()
        metrics = tree.fontMetrics()
        assert header.sectionSize(0) >= metrics.horizontalAdvance("99")
        # Twelve letters of "Lisandro Martínez", and the columns end inside the panel.
        assert header.sectionSize(1) >= metrics.horizontalAdvance("Lisandro Mar")
        assert header.sectionViewportPosition(2) + header.sectionSize(2) <= tree.viewport().width()


def test_one_long_note_gives_way_rather_than_every_long_name(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    demo_match: int,
) -> None:
    """At 1280 pixels, a scorer who also assisted twice ("goal 23'  assist 85', 90'+2")
    widened the "Match" column until twelve of Argentina's sixteen names were cut ("Emiliano
    Ma…"): the names are now whole and that one note ends in "…" (its tooltip has it)."""
    assert window.open_match(demo_match)
    window.resize(1280, 800)
    window.window_layout.size_docks(1280)
    assert type_command(qtbot, window, "23 goal Messi")
    panel = window.home_panel
    tree = panel.tree
    messi = pid_of(window, "Lionel Messi")
    assert panel.status_text(messi) == "goal 23'  assist 85', 90'+2"

    def cut() -> tuple[list[str], list[str]]:
        header = tree.header()
        rows = list(panel._rows.values())
        names = [
            r[1].text()
            for r in rows
            if tree.sizeHintForIndex(r[1].index()).width() > header.sectionSize(1)
        ]
        notes = [
            r[2].text()
            for r in rows
            if tree.sizeHintForIndex(r[2].index()).width() > header.sectionSize(2)
        ]
        return names, notes

    qtbot.waitUntil(lambda: cut() == ([], ["goal 23'  assist 85', 90'+2"]), timeout=2000)
    assert "assist 85', 90'+2" in panel._rows[messi][2].toolTip()


def test_the_columns_are_shared_to_cut_the_fewest_rows() -> None:
    from tracker.ui.match.lineup import share_columns

    # Both fit: the notes as wide as the widest, the names the rest.
    assert share_columns(300, [120, 100], [90, 40], 80, 30, 60) == 90
    # One long note against two long names: the note gives way, to what they leave.
    assert share_columns(300, [150, 150, 90], [200, 40], 80, 30, 60) == 150
    # Two long notes against one long name: the name gives way.
    assert share_columns(300, [200, 90], [150, 150], 80, 30, 60) == 150
    # One of each: the note gives way.
    assert share_columns(300, [200, 90], [150, 40], 80, 30, 60) == 100
    # Never past the names' least, nor under a minute's note where the names leave it.
    assert share_columns(300, [260], [40], 80, 30, 60) == 60
    assert share_columns(120, [100], [200], 80, 30, 60) == 40
    assert share_columns(100, [100], [200], 80, 30, 60) == 30
