"""The quick-entry line in the window: completion, the ambiguity chooser, cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.helpers import pid_of, type_command
from tracker.core.match.events import Card, CardKind
from tracker.ui.common.dialogs import PlayerChooser
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def playing(live: MainWindow) -> MainWindow:
    """The fresh reference match in its first half."""
    live.clock.blow(0)
    return live


def test_completion_offers_names_and_fills_the_line(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    quick = playing.quick
    qtbot.keyClicks(quick.line, "55 goal bellin")
    assert quick.completions.stringList() == ["55 goal Bellingham"]
    quick.completer.activated.emit("55 goal Bellingham")
    assert quick.line.text() == "55 goal Bellingham "
    qtbot.keyClicks(quick.line, "assist har")
    assert quick.completions.stringList() == ["55 goal Bellingham assist Harry Kane"]


def test_cancelling_the_chooser_logs_nothing(
    qtbot, playing: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(PlayerChooser, "ask", classmethod(lambda cls, *a, **k: None))
    assert not type_command(qtbot, playing, "20 yellow martinez")
    assert playing.quick.error.text() == "Which “martinez”? Nothing was logged."
    assert playing.quick.line.text() == "20 yellow martinez"
    assert len(playing.document.events) == 1


def test_a_second_yellow_sends_the_player_off(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = playing
    kane = pid_of(window, "Harry Kane")
    assert type_command(qtbot, window, "20 yellow Kane")
    assert window.pitch.tokens[kane].look.booked
    assert type_command(qtbot, window, "40 yellow Kane")
    last = window.document.events[-1]
    assert isinstance(last, Card) and last.card is CardKind.SECOND_YELLOW
    assert kane not in window.pitch.tokens
    assert window.away_panel.status_text(kane) == "yellows 20', 40'"
    assert window.event_log.log_model.index(2, 1).data() == (
        "Second yellow card (sent off): Harry Kane (England)"
    )
    assert not type_command(qtbot, window, "41 goal Kane")
    assert window.quick.error.text() == "Harry Kane was sent off at 40'; he cannot be the scorer."


def test_a_straight_red_from_the_toolbar(playing: MainWindow) -> None:
    window = playing
    romero = pid_of(window, "Cristian Romero")
    window.select_player(romero)
    window.clock.pin("33")
    window.player_actions.actions["red"].trigger()
    assert romero not in window.pitch.tokens
    assert len(window.pitch.tokens) == 21
    assert window.home_panel.status_text(romero) == "sent off 33'"
    assert not window.player_actions.actions["yellow"].isEnabled()  # selected, but sent off


def test_up_and_down_recall_commands_escape_clears(qtbot, playing: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = playing
    line = window.quick.line
    assert type_command(qtbot, window, "20 yellow Kane")
    assert type_command(qtbot, window, "25 yellow Rice")
    qtbot.keyClick(line, Qt.Key.Key_Up)
    assert line.text() == "25 yellow Rice"
    qtbot.keyClick(line, Qt.Key.Key_Up)
    assert line.text() == "20 yellow Kane"
    qtbot.keyClick(line, Qt.Key.Key_Down)
    qtbot.keyClick(line, Qt.Key.Key_Down)
    assert line.text() == ""
    qtbot.keyClicks(line, "oops")
    qtbot.keyClick(line, Qt.Key.Key_Escape)
    assert line.text() == ""


def test_a_penalty_shootout(qtbot, playing: MainWindow, fake_clock) -> None:  # type: ignore[no-untyped-def]
    window, clock = playing, playing.clock
    for _ in range(3):  # half-time, second half, end of the second half
        clock.blow(0)
    # Level after 90 minutes of a semi-final: extra time first, then the shootout.
    assert [w.label for w in clock.options] == [
        "Start extra time, first half",
        "Start penalty shootout",
        "Full time",
    ]
    clock.blow(1)
    assert clock.display.text() == "PENS"
    assert type_command(qtbot, window, "pen Messi")
    assert type_command(qtbot, window, "missed Kane")
    window.select_player(pid_of(window, "Julián Álvarez"))
    window.player_actions.actions["penalty"].trigger()  # the mouse: a scored kick
    window.select_player(pid_of(window, "Jude Bellingham"))
    window.player_actions.actions["missed"].trigger()
    assert window.scoreboard.score.text() == "0 – 0"
    assert "0-0 (2-0 pens)" in window.scoreboard.period.text()
    # Law 10: England could still draw level with three kicks left: not over yet.
    clock.blow([w.label for w in clock.options].index("Full time"))
    assert window.notice.text().startswith("The shootout is not decided yet (2-0 after 4 kicks)")
    # "pens" once: the clock's "pens" beside "Penalty shootout" said it twice.
    assert window.scoreboard.period.text() == "Penalty shootout  ·  0-0 (2-0 pens)"
    assert type_command(qtbot, window, "pen Fernandez")  # typed without its accent
    assert type_command(qtbot, window, "missed Rice")  # 3-0, two kicks each left
    clock.blow([w.label for w in clock.options].index("Full time"))
    assert window.scoreboard.period.text() == "Full time  ·  0-0 (3-0 pens)"
    rows = [window.event_log.log_model.index(r, 1).data() for r in range(5, 9)]
    assert rows == [
        "Shootout: Lionel Messi (Argentina) scores",
        "Shootout: Harry Kane (England) misses",
        "Shootout: Julián Álvarez (Argentina) scores",
        "Shootout: Jude Bellingham (England) misses",
    ]


@pytest.mark.parametrize("digit", ["\u1369", "\U00010a40"])
def test_a_digit_int_refuses_is_the_parser_s_message(
    qtbot, playing: MainWindow, digit: str
) -> None:  # type: ignore[no-untyped-def]
    # Issue 11, item 6: these raised ValueError ("An unexpected error occurred").
    # Set, not typed: QTest cannot type characters outside the keyboard's.
    playing.quick.line.setText(f"34 yellow {digit}")
    qtbot.keyClick(playing.quick.line, Qt.Key.Key_Return)
    assert playing.quick.error.text() == f"No player called '{digit}'."
    assert len(playing.document.events) == 1


def test_extra_time_after_a_match_that_is_not_level_is_asked_about(
    qtbot, playing: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """1-0 after ninety minutes: extra time is asked about (a second leg level on
    aggregate has it; the log does not know the first leg). No: nothing is started."""
    from tracker.core.match.matchtime import Period
    from tracker.ui.common.dialogs import Confirm

    window, clock = playing, playing.clock
    assert type_command(qtbot, window, "20 goal Messi")
    for _ in range(3):  # half-time, second half, end of the second half
        clock.blow(0)
    asked: list[str] = []
    answer = False
    monkeypatch.setattr(
        Confirm, "ask", classmethod(lambda cls, parent, title, text: asked.append(text) or answer)
    )
    clock.blow([w.label for w in clock.options].index("Start extra time, first half"))
    assert asked and asked[0].startswith("The score is 1-0.")
    assert window.document.state.period is Period.SECOND_HALF
    assert window.notice.text() == "Not started: the score is not level."
    answer = True
    clock.blow([w.label for w in clock.options].index("Start extra time, first half"))
    assert window.document.state.period is Period.EXTRA_FIRST and len(asked) == 2
