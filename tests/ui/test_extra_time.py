"""A final with extra time and penalties, logged in the window event by event.

Argentina 3-3 France, 4-2 on penalties: "aet" and the shootout wherever the score
shows (scoreboard, library, records, player page, ``list``, ``show``, every sheet),
and extra-time minutes as football writes them (91', 105'+1, 120'+2).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers.final2022 import final_text
from tests.ui.helpers import log_rows, pid_of, type_command
from tracker.cli import main
from tracker.core.match.events import Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.exporting import formats
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.library.library import MatchLibrary
from tracker.ui.mainwindow import MainWindow

LINE = "3-3 aet (4-2 pens)"


@pytest.fixture
def final_id(db_path: Path) -> int:
    """The 2022 final set up (squads, line-ups, officials), nothing logged yet."""
    data = json.loads(final_text())
    data["events"] = []
    database = open_database(str(db_path), backups=0)
    try:
        return MatchService(database).import_text(json.dumps(data))
    finally:
        database.close()


def whistle(window: MainWindow, label: str) -> None:
    clock = window.clock
    clock.blow([w.label for w in clock.options].index(label))


def enter(qtbot, window: MainWindow, *commands: str) -> None:  # type: ignore[no-untyped-def]
    for command in commands:
        assert type_command(qtbot, window, command), (command, window.quick.error.text())


@pytest.fixture
def logged(qtbot, make_window: Callable[[], MainWindow], final_id: int, fake_clock) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window with the whole final logged, as a match secretary logs it."""
    window = make_window()
    assert window.open_match(final_id)
    whistle(window, "Kick-off")
    fake_clock.advance(52)
    enter(qtbot, window, "23 pen Messi", "36 goal Di Maria a Mac Allister",
          "41 sub Giroud Thuram", "41 sub Dembele Kolo Muani", "45+7 yellow Enzo")  # fmt: skip
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    fake_clock.advance(53)
    enter(qtbot, window, "64 sub Di Maria Acuna", "71 sub Rabiot Camavinga", "80 pen Mbappe",
          "81 goal Mbappe a Thuram", "90+5 yellow Acuna", "90+8 yellow Tchouameni")  # fmt: skip
    whistle(window, "End of second half")
    whistle(window, "Start extra time, first half")
    fake_clock.advance(16)
    enter(qtbot, window, "91 sub Molina Montiel", "103 sub Alvarez Lautaro")
    whistle(window, "End of extra time, first half")
    whistle(window, "Start extra time, second half")
    fake_clock.advance(18)
    enter(qtbot, window, "108 goal Messi", "113 sub Griezmann Coman", "118 pen Mbappe")
    # A concussion substitute, as the substitution dialog logs one.
    concussion = Substitution(
        MatchTime(Period.EXTRA_SECOND, 120, 1),
        side=Side.HOME,
        off=pid_of(window, "Nicolás Tagliafico"),
        on=pid_of(window, "Paulo Dybala"),
        concussion=True,
    )
    assert window.log_event(concussion)
    enter(qtbot, window, "120+2 yellow Montiel")
    whistle(window, "End of extra time, second half")
    whistle(window, "Start penalty shootout")
    enter(qtbot, window, "pen Mbappe", "pen Messi", "missed Coman", "pen Dybala",
          "missed Tchouameni", "pen Lautaro", "pen Kolo Muani", "pen Montiel")  # fmt: skip
    whistle(window, "Full time")
    assert window.document.state.finished
    return window


def test_the_score_reads_aet_and_pens_everywhere(
    qtbot, logged: MainWindow, final_id: int, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:  # type: ignore[no-untyped-def]
    window = logged
    # The scoreboard.
    assert window.scoreboard.score.text() == "3 – 3"
    assert window.scoreboard.period.text() == f"Full time  ·  {LINE}"
    assert window.scoreboard.score.accessibleName() == f"score {LINE}"
    # The match library (File › Open).
    library = MatchLibrary(window.document.service)
    qtbot.addWidget(library)
    model = library.model
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() is not None)
    texts = [model.index(row, c).data() for c in range(model.columnCount())]
    assert LINE in texts
    # The records window: the edition's matches, the team page, the player page.
    window.actions_["competitions"].trigger()
    records = window.records.records_window()
    rows = records.competition.matches.texts()
    assert any(r[3] == "Argentina" and r[4] == LINE and r[5] == "France" for r in rows), rows
    assert records.show_team_named("France")
    assert [r[5] for r in records.team.matches.texts()] == ["3-3 aet (2-4 pens)"]
    window.records.show_player_of(pid_of(window, "Gonzalo Montiel"))
    (line,) = records.player.lines.texts()
    assert (line[5], line[6]) == (LINE, "on 91'")
    # The command line: list and show.
    assert main(["--db", str(db_path), "list"]) == 0
    assert f"Argentina v France  {LINE}  finished" in capsys.readouterr().out
    assert main(["--db", str(db_path), "show", str(final_id)]) == 0
    shown = capsys.readouterr().out
    assert shown.splitlines()[0] == f"Argentina v France  {LINE}  (finished)"
    assert "     91'  Substitution, Argentina: Gonzalo Montiel on for Nahuel Molina" in shown
    # Every sheet format with a score line.
    match, events = window.document.match, window.document.events
    assert match is not None
    text = formats()["txt"].render(match, events, {})
    assert isinstance(text, bytes)
    assert f"Argentina {LINE} France" in text.decode("utf-8")
    html = formats()["html"].render(match, events, {})
    assert isinstance(html, bytes)
    assert f"<title>Argentina {LINE} France</title>" in html.decode("utf-8")
    assert f"Half-time 2-0 · {LINE} · Argentina win on penalties" in html.decode("utf-8")


def test_extra_time_minutes_as_football_writes_them(logged: MainWindow) -> None:
    window = logged
    rows = log_rows(window)
    minutes = {description: minute for minute, description, _ in rows}
    assert minutes["Substitution, Argentina: Gonzalo Montiel on for Nahuel Molina"] == "91'"
    assert minutes["End of the first half of extra time"] == "105'+1"
    assert minutes["Yellow card: Gonzalo Montiel (Argentina)"] == "120'+2"
    assert minutes["Yellow card: Marcos Acuña (Argentina)"] == "90'+5"
    montiel = pid_of(window, "Gonzalo Montiel")
    assert "91'" in window.home_panel.status_text(montiel)
    match, events = window.document.match, window.document.events
    assert match is not None
    text = formats()["txt"].render(match, events, {})
    assert isinstance(text, bytes)
    assert "Nahuel Molina (Gonzalo Montiel 91')" in text.decode("utf-8")


def test_a_substitution_in_the_break_before_extra_time_is_written_91(
    qtbot, make_window: Callable[[], MainWindow], final_id: int, fake_clock, db_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:  # type: ignore[no-untyped-def]
    # Regression: typed in the break, ``91 sub …`` was filed as 90'+1 of the second
    # half (refused: no period was being played then), and a change stored at the start
    # of extra time printed as 90' in the log, the line-up, show and every sheet.
    window = make_window()
    assert window.open_match(final_id)
    for label in ("Kick-off", "End of first half", "Start second half", "End of second half"):
        whistle(window, label)
    window.clock.pin("91")  # the Minute box says the same
    assert window.clock.current_time() == MatchTime(Period.EXTRA_FIRST, 90)
    window.clock.unpin()
    enter(qtbot, window, "91 sub Molina Montiel")
    sub = window.document.events[-1]
    assert isinstance(sub, Substitution) and sub.time == MatchTime(Period.EXTRA_FIRST, 90)
    assert window.statusBar().currentMessage().endswith(
        "Gonzalo Montiel on for Nahuel Molina at 91', extra time, first half"
    ), window.statusBar().currentMessage()
    minutes = {description: minute for minute, description, _ in log_rows(window)}
    assert minutes["Substitution, Argentina: Gonzalo Montiel on for Nahuel Molina"] == "91'"
    montiel = pid_of(window, "Gonzalo Montiel")
    assert "91'" in window.home_panel.status_text(montiel)
    whistle(window, "Start extra time, first half")
    match, events = window.document.match, window.document.events
    assert match is not None
    text = formats()["txt"].render(match, events, {})
    assert isinstance(text, bytes)
    assert "Nahuel Molina (Gonzalo Montiel 91')" in text.decode("utf-8")
    window.records.show_player_of(montiel)
    (line,) = window.records.records_window().player.lines.texts()
    assert line[6] == "on 91'"
    assert main(["--db", str(db_path), "show", str(final_id)]) == 0
    assert "     91'  Substitution, Argentina: Gonzalo Montiel" in capsys.readouterr().out


def test_the_minute_box_says_the_match_is_over_after_the_shootout(logged: MainWindow) -> None:
    # Regression: after full time the Minute box still offered "pens" for a new event.
    clock = logged.clock
    assert clock.minute_edit.text() == "full time"
    assert not clock.minute_edit.isEnabled() and not clock.pinned
    assert clock.display.text() == "FT"
    logged.undo_stack.undo()  # full time taken back: the shootout again
    assert clock.minute_edit.isEnabled() and clock.minute_edit.text() == "pens"
    logged.undo_stack.redo()
    assert clock.minute_edit.text() == "full time"


def test_a_substitution_made_in_the_breaks_without_a_minute_is_written_46_and_91(
    make_window: Callable[[], MainWindow], final_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The clock's minute in a break is the whistle that ended the period (45'+2 or
    # 90'+5); a change made in the break is filed at the next period's start instead.
    from tracker.ui.common import dialogs

    window = make_window()
    assert window.open_match(final_id)
    for label in ("Kick-off", "End of first half"):
        whistle(window, label)
    # Half-time: dragged from the bench onto the pitch.
    window.pitch.substitutionDropped.emit(
        pid_of(window, "Olivier Giroud"), pid_of(window, "Marcus Thuram")
    )
    sub = window.document.events[-1]
    assert isinstance(sub, Substitution) and sub.time == MatchTime(Period.SECOND_HALF, 45)
    for label in ("Start second half", "End of second half"):
        whistle(window, label)
    # The break before extra time: the Substitution action on the selected player.
    montiel = pid_of(window, "Gonzalo Montiel")
    monkeypatch.setattr(
        dialogs.SubstitutionChooser,
        "ask_substitution",
        classmethod(lambda cls, *a, **k: (montiel, False)),
    )
    window.select_player(pid_of(window, "Nahuel Molina"))
    window.player_actions.actions["sub"].trigger()
    sub = window.document.events[-1]
    assert isinstance(sub, Substitution) and sub.time == MatchTime(Period.EXTRA_FIRST, 90)
    rows = {description: minute for minute, description, _ in log_rows(window)}
    assert rows["Substitution, France: Marcus Thuram on for Olivier Giroud"] == "46'"
    assert rows["Substitution, Argentina: Gonzalo Montiel on for Nahuel Molina"] == "91'"
