"""Actions the rules refuse: shown in plain words, nothing written, nothing changed."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.helpers.matches import demo_setup
from tests.ui.helpers import log_rows, pid_of, stored_events, type_command
from tracker.app import demo_text
from tracker.core.match.events import Substitution
from tracker.core.match.model import Player, Position
from tracker.services.matches import MatchService
from tracker.services.watch import MatchWatch
from tracker.store.db import open_database
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def second_half(qtbot, live: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    """The fresh reference match early in the second half."""
    for _ in range(3):
        live.clock.blow(0)
    return live


def snapshot(window: MainWindow, db_path: Path) -> tuple[object, ...]:
    """Everything a refusal must leave alone."""
    match_id = window.document.match_id or 0
    database = open_database(str(db_path))
    try:
        stamp = MatchWatch(database).stamp(match_id)
    finally:
        database.close()
    return (
        stamp,
        log_rows(window),
        window.scoreboard.score.text(),
        sorted(window.pitch.tokens),
        window.undo_stack.count(),
    )


def test_a_scorer_on_the_bench_is_refused_beside_the_line(
    qtbot, second_half: MainWindow, db_path: Path
) -> None:
    window = second_half
    before = snapshot(window, db_path)
    assert not type_command(qtbot, window, "55 goal Konsa")
    assert window.quick.error.text() == "Ezri Konsa is not on the pitch; he cannot be the scorer."
    assert window.quick.line.text() == "55 goal Konsa"  # kept, to correct it
    assert snapshot(window, db_path) == before


def test_a_sixth_substitute_is_refused(
    qtbot,
    make_window,
    db_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    setup = demo_setup()
    almada = Player(pid=99, name="Thiago Almada", known_as="Almada", position=Position.MF)
    lineup = setup.home.lineup
    assert lineup is not None
    home = dataclasses.replace(
        setup.home,
        squad=(*setup.home.squad, almada),
        lineup=dataclasses.replace(lineup, bench=(*lineup.bench, almada.pid)),
    )
    database = open_database(str(db_path))
    stored = MatchService(database).create(dataclasses.replace(setup, home=home))
    database.close()
    window = make_window()
    assert stored.id is not None and window.open_match(stored.id)
    for _ in range(3):
        window.clock.blow(0)
    for command in (
        "64 sub Paredes Gonzalez",
        "72 sub Molina Montiel",
        "72 sub Lisandro Otamendi",
        "72 sub Simeone De Paul",
        "81 sub Tagliafico Lautaro",
    ):
        assert type_command(qtbot, window, command), window.quick.error.text()
    before = snapshot(window, db_path)
    assert not type_command(qtbot, window, "85 sub Messi Almada")
    assert window.quick.error.text() == "Argentina have used all their substitutes."
    assert snapshot(window, db_path) == before
    # The same refusal by drag and drop (at a typed minute) shows above the pitch.
    window.clock.pin("85")
    window.pitch.substitutionDropped.emit(
        pid_of(window, "Lionel Messi"), pid_of(window, "Thiago Almada")
    )
    assert window.notice.text() == "Argentina have used all their substitutes."
    assert snapshot(window, db_path) == before


def test_typing_a_parse_error_keeps_the_text(qtbot, second_half: MainWindow) -> None:
    window = second_half
    assert not type_command(qtbot, window, "55 score Gordon")
    assert window.quick.error.text().startswith("Unknown command 'score': ")
    assert window.quick.line.text() == "55 score Gordon"
    qtbot.keyClicks(window.quick.line, "x")
    assert window.quick.error.text() == ""  # typing again clears the old error


def test_a_drop_across_teams_is_refused(second_half: MainWindow, db_path: Path) -> None:
    window = second_half
    before = snapshot(window, db_path)
    window.pitch.substitutionDropped.emit(
        pid_of(window, "Harry Kane"), pid_of(window, "Nico González")
    )
    assert "different teams" in window.notice.text()
    assert snapshot(window, db_path) == before


def test_deleting_an_event_a_later_one_needs_is_refused(
    window: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.files._demo_text = demo_text
    window.files.open_demo()
    before = snapshot(window, db_path)
    lautaro_on = next(
        e
        for e in window.document.events
        if isinstance(e, Substitution) and e.on == pid_of(window, "Lautaro Martínez")
    )
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *a: True))
    window.delete_event(lautaro_on)
    # One sentence: the later event named once, then why it could not stand.
    assert window.notice.text() == (
        "This would make “90'+2 Goal (header): Lautaro Martínez, assist Lionel Messi”, "
        "logged later, impossible: Lautaro Martínez is not on the pitch; he cannot be the "
        "scorer."
    )
    assert snapshot(window, db_path) == before
    assert stored_events(db_path, window.document.match_id or 0)[5] == window.document.events[5]
