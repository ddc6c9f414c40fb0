"""A final with extra time and penalties, logged in the window event by event.

Argentina 3-3 France, 4-2 on penalties: "aet" and the shootout wherever the score
shows (scoreboard, library, records, player page, ``list``, ``show``, every sheet),
extra-time minutes as football writes them (91', 105'+1, 120'+2), and the clock's
whistle button readable whole in every period.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QStyle,
    QStyleOptionToolButton,
    QToolButton,
)

from tests.helpers.final2022 import final_text
from tests.ui.helpers import log_rows, pid_of, stored_events, type_command
from tests.ui.test_translation import speak  # noqa: F401  (a fixture)
from tracker.cli import main
from tracker.core.match.events import (
    Card,
    Event,
    Goal,
    GoalKind,
    MatchEnd,
    PeriodEnd,
    PeriodStart,
    Substitution,
)
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


def _set_up(db_path: Path, stage: str) -> int:
    """The 2022 final's teams set up as a match of ``stage``, nothing logged yet."""
    data = json.loads(final_text())
    data["events"] = []
    data["match"]["stage"] = stage
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
    fake_clock.advance(51.5)
    enter(qtbot, window, "23 pen Messi", "36 goal Di Maria a Mac Allister",
          "41 sub Giroud Thuram", "41 sub Dembele Kolo Muani", "45+7 yellow Enzo")  # fmt: skip
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    fake_clock.advance(52.5)
    enter(qtbot, window, "64 sub Di Maria Acuna", "71 sub Rabiot Camavinga", "80 pen Mbappe",
          "81 goal Mbappe a Thuram", "90+5 yellow Acuna", "90+8 yellow Tchouameni")  # fmt: skip
    whistle(window, "End of second half")
    whistle(window, "Start extra time, first half")
    fake_clock.advance(15.5)
    enter(qtbot, window, "91 sub Molina Montiel", "103 sub Alvarez Lautaro")
    whistle(window, "End of extra time, first half")
    whistle(window, "Start extra time, second half")
    fake_clock.advance(17.5)
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


def test_a_second_half_card_corrected_to_100_moves_into_extra_time(
    logged: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Extra time was played: 100 typed for Acuña's 90'+5 card is its 100th minute, not
    90'+10 of a half that has ended (refused as "no period is being played")."""
    from tracker.ui.match.editevent import EditEventDialog

    window = logged
    card = next(e for e in window.document.events if isinstance(e, Card) and e.time.added == 5)

    def type_100(dialog: EditEventDialog) -> int:
        dialog.minute.setText("100")
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result()

    monkeypatch.setattr(EditEventDialog, "exec", type_100)
    window.edit_event(card)
    stored = next(e for e in window.document.events if e.id == card.id)
    assert stored.time == MatchTime(Period.EXTRA_FIRST, 100)
    minutes = {description: minute for minute, description, _ in log_rows(window)}
    assert minutes["Yellow card: Marcos Acuña (Argentina)"] == "100'"
    events = stored_events(db_path, window.document.match_id or 0)
    assert next(e for e in events if e.id == card.id).time == MatchTime(Period.EXTRA_FIRST, 100)


def test_a_substitution_in_the_break_before_extra_time_is_written_91(
    qtbot,
    make_window: Callable[[], MainWindow],
    final_id: int,
    fake_clock,
    db_path: Path,
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
    assert (
        window.statusBar()
        .currentMessage()
        .endswith("Gonzalo Montiel on for Nahuel Molina at 91', extra time, first half")
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


def _label_room(button: QToolButton) -> int:
    """The width the style gives a text-only tool button's label: the button part
    (without its menu arrow) inside its frame, which Qt elides the label to."""
    option = QStyleOptionToolButton()
    button.initStyleOption(option)
    style = button.style()
    part = style.subControlRect(
        QStyle.ComplexControl.CC_ToolButton, option, QStyle.SubControl.SC_ToolButton, button
    )
    frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, button)
    return part.width() - 2 * frame


def _cut(window: MainWindow) -> str:
    """How the whistle button's label is cut short or hidden, or "" if it reads whole."""
    button = window.clock.whistle_button
    text = button.text()
    needed = button.fontMetrics().horizontalAdvance(text)
    room = _label_room(button)
    if needed > room:
        return f"{text!r} needs {needed} px, has {room}"
    shown = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
    if not button.isVisible() or not window.rect().contains(shown):
        return f"{text!r} is not all on screen ({shown} in {window.rect()})"
    return ""


#: The final's whistles in turn, each named by the last event it records and its period
#: (None: full time), and the minutes played after it.
FINAL_WHISTLES: list[tuple[type[Event], Period | None, int]] = [
    (PeriodStart, Period.FIRST_HALF, 47),
    (PeriodEnd, Period.FIRST_HALF, 0),
    (PeriodStart, Period.SECOND_HALF, 50),
    (PeriodEnd, Period.SECOND_HALF, 0),
    (PeriodStart, Period.EXTRA_FIRST, 16),
    (PeriodEnd, Period.EXTRA_FIRST, 0),
    (PeriodStart, Period.EXTRA_SECOND, 17),
    (PeriodEnd, Period.EXTRA_SECOND, 0),
    (PeriodStart, Period.SHOOTOUT, 0),
    (MatchEnd, None, 0),
]


def _blow(window: MainWindow, kind: type[Event], period: Period | None) -> None:
    """Blow the whistle the clock offers (in any language) that ends with a ``kind``
    event of ``period``."""
    options = window.clock.options
    for index, option in enumerate(options):
        last = option.events[-1]
        if isinstance(last, kind) and getattr(last, "period", None) is period:
            window.clock.blow(index)
            return
    raise AssertionError(f"no {kind.__name__} of {period} in {[o.label for o in options]}")


@pytest.fixture
def font_size(qapp: QApplication) -> Iterator[Callable[[float], None]]:
    """Set the application font's size, as a desktop's font setting does; restored after."""
    before = QFont(qapp.font())

    def resize(points: float) -> None:
        font = QFont(before)
        font.setPointSizeF(points)
        qapp.setFont(font)

    yield resize
    qapp.setFont(before)


def _read_the_button(qtbot, window: MainWindow, step: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Read the whistle button at 1280 x 800 and at the window's least size, with the
    clock's minute and with a typed one ("next entry only" showing: the clock at its
    widest): how its label was cut, each time it was."""
    clock = window.clock
    cut: list[str] = []
    for typed in (False, True):
        if typed and clock.minute_edit.isEnabled():
            clock.pin(clock.minute_edit.text())
            assert clock.pinned and clock.pin_mark.isVisible()
        for width, height in ((1280, 800), (1, 1)):
            window.resize(width, height)  # 1 x 1: Qt keeps the window at its least size
            where = f"after {step} whistles, {window.width()} px wide, typed minute: {typed}"
            try:
                qtbot.waitUntil(lambda: not _cut(window), timeout=500)
            except qtbot.TimeoutError:
                cut.append(f"{where}: {_cut(window)}")
            if width == 1:
                assert window.size() == window.minimumSize(), where
            # A screen reader says the whole label too.
            spoken = QAccessible.queryAccessibleInterface(clock.whistle_button)
            assert spoken is not None
            assert spoken.text(QAccessible.Text.Name) == clock.whistle_button.text(), where
        clock.unpin()
    return cut


@pytest.mark.parametrize(("language", "points"), [("en", 0), ("en", 11), ("de", 0), ("es", 0)])
def test_the_whistle_button_reads_whole_in_every_period(
    qtbot,
    make_window: Callable[[], MainWindow],
    final_id: int,
    fake_clock,
    speak,  # noqa: F811
    font_size: Callable[[float], None],
    language: str,
    points: float,
) -> None:  # type: ignore[no-untyped-def]
    # Regression: the button says which whistle F9 blows; a clock short of room cut it
    # to its least width (150 px), so "End of extra time, …" lost its end. Read in every
    # period of a final, in each language, and with a desktop font larger than Qt's
    # default (points; 0: the default).
    speak(language)
    if points:
        font_size(points)
    QAccessible.setActive(True)
    window = make_window()
    assert window.open_match(final_id)
    clock = window.clock
    cut: list[str] = []
    texts: list[str] = []
    for step, (kind, period, minutes) in enumerate(FINAL_WHISTLES):
        texts.append(clock.whistle_button.text())
        cut += _read_the_button(qtbot, window, step)
        if kind is MatchEnd:  # the shootout ends once it is decided
            enter(qtbot, window, "pen Mbappe", "pen Messi", "missed Griezmann", "pen Di Maria",
                  "missed Tchouameni", "pen De Paul", "pen Giroud", "pen Alvarez")  # fmt: skip
        _blow(window, kind, period)
        fake_clock.advance(minutes)
    assert window.document.state is not None and window.document.state.finished
    texts.append(clock.whistle_button.text())
    cut += _read_the_button(qtbot, window, len(FINAL_WHISTLES))
    assert not cut, "\n".join(cut)
    if language == "en":
        assert texts == [
            "Kick-off",
            "End of first half",
            "Start second half",
            "End of second half",
            # Level after 90 minutes of a final: extra time follows (full time is in
            # the button's menu).
            "Start extra time, first half",
            "End of extra time, first half",
            "Start extra time, second half",
            "End of extra time, second half",
            "Start penalty shootout",  # level after extra time: the shootout
            "End of the shootout",
            "Full time",
        ]


@pytest.mark.parametrize(
    ("stage", "asked"),
    [("Group A", True), ("Matchday 5", True), ("Final", False), ("", False), ("Friendly", False)],
)
def test_extra_time_in_a_group_match_is_asked_about_first(  # type: ignore[no-untyped-def]
    make_window: Callable[[], MainWindow],
    db_path: Path,
    fake_clock,
    monkeypatch: pytest.MonkeyPatch,
    stage: str,
    asked: bool,
) -> None:
    """Regression: extra time started unasked in a group match. A group or league match
    ends at full time, level or not: starting extra time asks first, and No starts
    nothing; a knockout match, or one whose stage is not given or not read, is not
    asked. F9 blows full time first in a group match, as the menu lists it."""
    from tracker.ui.common.dialogs import Confirm

    window = make_window()
    assert window.open_match(_set_up(db_path, stage))
    whistle(window, "Kick-off")
    fake_clock.advance(46)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    fake_clock.advance(46)
    whistle(window, "End of second half")
    assert window.scoreboard.score.text() == "0 – 0"
    labels = [w.label for w in window.clock.options]
    assert "Start extra time, first half" in labels
    assert labels[0] == ("Start extra time, first half" if stage == "Final" else "Full time")
    questions: list[tuple[str, str]] = []
    answer = [False]

    def ask(cls, parent, title: str, text: str) -> bool:  # type: ignore[no-untyped-def]
        questions.append((title, text))
        return answer[0]

    monkeypatch.setattr(Confirm, "ask", classmethod(ask))
    whistle(window, "Start extra time, first half")
    state = window.document.state
    assert state is not None
    if not asked:
        assert questions == []
        assert (state.period, state.running) == (Period.EXTRA_FIRST, True)
        return
    assert questions == [
        (
            "Extra time in a group match?",
            f"“{stage}” is a group or league round: its matches end at full time, level or "
            "not, with no extra time.\n\nStart extra time anyway?",
        )
    ]
    assert (state.period, state.running) == (Period.SECOND_HALF, False)
    assert window.notice.text() == f"Not started: “{stage}” matches have no extra time."
    answer[0] = True  # the stage was typed wrongly: the secretary goes on
    whistle(window, "Start extra time, first half")
    state = window.document.state
    assert state is not None and (state.period, state.running) == (Period.EXTRA_FIRST, True)


def _event(window: MainWindow, kind: type[Event], minute: str) -> Event:
    """The logged event of ``kind`` at ``minute`` (as football writes it)."""
    return next(e for e in window.document.events if isinstance(e, kind) and str(e.time) == minute)


def test_after_the_shootout_a_typed_minute_dates_the_event(qtbot, logged: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Regression: after (and during) the shootout, ``30 yellow Messi`` was filed at
    "pens" and ``12 goal Di Maria`` refused as a kick after the end. A typed minute of
    play dates the event; a goal that would leave the shootout after a score that is
    not level is asked about first."""
    window = logged
    enter(qtbot, window, "30 yellow Messi")
    rows = log_rows(window)
    assert ("30'", "Yellow card: Lionel Messi (Argentina)") in [(m, d) for m, d, _ in rows]
    assert window.statusBar().currentMessage() == (
        "Logged yellow card: Lionel Messi (Argentina) at 30', first half"
    )


def test_a_change_that_leaves_a_shootout_after_a_decided_match_is_refused(  # type: ignore[no-untyped-def]
    qtbot, logged: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: deleting the 118' penalty (or logging a goal after the fact) stored
    "3-2 aet (4-2 pens)" unasked, and then, asked, on a Yes: a shootout follows only a
    level match (a second leg, only a level tie), so the rules refuse the change and
    the window says the score it would leave; nothing changes. Extra time after a
    score not level is still asked about (the stage may have been typed wrongly)."""
    from tracker.ui.common.dialogs import Confirm
    from tracker.ui.match.editevent import EditEventDialog

    window = logged
    questions: list[tuple[str, str]] = []
    answer = [False]

    def ask(cls, parent, title: str, text: str) -> bool:  # type: ignore[no-untyped-def]
        questions.append((title, text))
        return answer[0]

    monkeypatch.setattr(Confirm, "ask", classmethod(ask))
    size = len(window.document.events)
    # A goal logged after the fact: extra time then began after 3-2.
    assert not type_command(qtbot, window, "12 goal Di Maria")
    assert questions[-1] == (
        "Not level before extra time",
        "After this change the score is 3-2 when extra time begins. Extra time follows a "
        "level match, or a second leg that leaves the tie level on aggregate.\n\n"
        "Log it anyway?",
    )
    assert window.quick.error.text() == (  # beside the line typed, as its refusals are
        "Nothing changed: the score would not be level when extra time begins."
    )
    # The 118' penalty deleted, Yes to the delete: refused, saying the score.
    answer[0] = True
    penalty = _event(window, Goal, "118'")
    window.delete_event(penalty)
    assert questions[-1] == ("Delete event", "Delete “118' Penalty goal: Kylian Mbappé”?")
    assert window.notice.text().startswith(
        "No penalty shootout: the score is Argentina 3-2 France, so the match is decided"
    )
    # An ordinary goal corrected into an own goal: refused likewise, in the dialog
    # asked again.
    goal = _event(window, Goal, "108'")
    answers = iter([replace(goal, how=GoalKind.OWN_GOAL), None])
    refusals: list[str] = []

    def edit(cls, *args: object) -> object:  # type: ignore[no-untyped-def]
        refusals.append(str(args[4]) if len(args) > 4 else "")
        return next(answers)

    monkeypatch.setattr(EditEventDialog, "ask", classmethod(edit))
    window.edit_event(goal)
    assert "the score is Argentina 2-4 France" in refusals[-1]
    assert len(window.document.events) == size
    assert window.document.state is not None and window.document.state.score == {
        Side.HOME: 3,
        Side.AWAY: 3,
    }


def test_a_delete_done_says_so_and_clears_the_refusal_before_it(  # type: ignore[no-untyped-def]
    qtbot, logged: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: a refused delete left its refusal above the pitch; the next delete,
    done, said nothing, so the refusal read as this one's."""
    from tracker.ui.common.dialogs import Confirm

    window = logged
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *a: True))
    needed = _event(window, Substitution, "41'")
    window.delete_event(needed)  # Thuram assists at 81': refused
    assert window.notice.isVisible() or window.notice.text()
    refused = window.notice.text()
    assert refused and window.statusBar().currentMessage() == refused
    card = _event(window, Card, "90'+5")
    window.delete_event(card)
    assert card not in window.document.events
    assert window.notice.isHidden()
    assert window.statusBar().currentMessage() == (
        "Deleted “90'+5 Yellow card: Marcos Acuña (Argentina)”"
    )


def test_the_library_and_records_say_score_and_status_in_the_windows_language(  # type: ignore[no-untyped-def]
    qtbot,
    logged: MainWindow,
    speak,  # noqa: F811
    request: pytest.FixtureRequest,
) -> None:
    """Regression: a German window listed "3-3 aet (4-2 pens)", "finished" and "logged",
    and wrote dates the English way, where its sheet and the site said "n. V."."""
    from tracker.core import i18n

    speak("de")
    i18n.set_language("de")  # as start-up sets it beside Qt's catalogue
    request.addfinalizer(lambda: i18n.set_language("en"))
    window = logged
    library = MatchLibrary(window.document.service)
    qtbot.addWidget(library)
    model = library.model
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() is not None)
    texts = [model.index(row, c).data() for c in range(model.columnCount())]
    assert "3-3 n. V. (4-2 i. E.)" in texts and "beendet" in texts
    window.actions_["competitions"].trigger()
    records = window.records.records_window()
    rows = records.competition.matches.texts()
    (final,) = [r for r in rows if r[3] == "Argentina"]
    assert final[4] == "3-3 n. V. (4-2 i. E.)" and final[-1] == "erfasst"
    assert final[1].endswith("Dez. 2022") or final[1].endswith("Dez 2022"), final[1]


def test_a_goal_clicked_in_the_break_before_extra_time_is_asked_about(
    qtbot, make_window: Callable[[], MainWindow], final_id: int, fake_clock, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A click on Penalty in the break after 90'+5 (meant for the shootout's first kick,
    or in the wrong window) filed a goal at 90'+5 of the second half without a word:
    3-4, and the whistle's next step became Full time, extra time gone."""
    from tracker.ui.common.dialogs import Confirm

    window = make_window()
    assert window.open_match(final_id)
    whistle(window, "Kick-off")
    fake_clock.advance(46)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    fake_clock.advance(46)
    whistle(window, "End of second half")
    questions: list[str] = []
    answer = [False]

    def ask(cls, parent, title: str, text: str) -> bool:  # type: ignore[no-untyped-def]
        questions.append(title)
        return answer[0]

    monkeypatch.setattr(Confirm, "ask", classmethod(ask))
    assert not type_command(qtbot, window, "pen Messi")
    assert questions == ["Goal in a break?"]
    assert window.scoreboard.score.text() == "0 – 0"
    assert "no goal is scored in a break" in window.quick.error.text()
    # A minute of play typed: a goal filed after the fact, not asked about.
    enter(qtbot, window, "60 goal Messi")
    assert questions == ["Goal in a break?"]
    assert window.scoreboard.score.text() == "1 – 0"
    answer[0] = True  # forgotten before the whistle: the secretary files it there
    enter(qtbot, window, "goal Mbappe")
    assert window.scoreboard.score.text() == "1 – 1"
