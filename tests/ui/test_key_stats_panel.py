"""The window's Key stats panel: the open match's key stats, kept up to date as it is logged."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers.matches import demo_setup
from tests.helpers.records import G, Library, whole_history
from tests.helpers.recordviews import demo_in_world_cup
from tests.opendata.test_openfootball_data import DATA
from tests.test_cli import run
from tests.test_library_key_stats import REPORT, make_library
from tracker.app import demo_text
from tracker.core.match.events import Goal
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow


def shown(window: MainWindow) -> list[str]:
    dock = window.docks["keyStatsDock"]
    dock.show()
    dock.raise_()
    return window.key_stats.view.texts()


@pytest.fixture
def demo_id(db_path: Path) -> int:
    """The demo semi-final in the FIFA World Cup 2026, after Argentina's group match."""
    lib = Library(open_database(str(db_path), backups=0))
    lautaro = G("Lautaro Martínez", "home", 20)
    lib.result("2026", "2026-06-20", "Argentina", "2-0", "Alba", round="Group B",
               goals=(lautaro, G("Lautaro Martínez", "home", 80)))  # fmt: skip
    lib.result("2022", "2022-12-18", "Argentina", "3-3", "France", round="Final",
               extra_time=True, shootout=(4, 2))  # fmt: skip
    match_id = demo_in_world_cup(lib, demo_text())
    lib.db.close()
    return match_id


def test_the_panel_shows_the_open_matchs_key_stats_and_follows_a_change(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, make_window: Callable[[], MainWindow], demo_id: int
) -> None:
    window = make_window()
    assert window.open_match(demo_id)
    third = "Lautaro Martínez: at least his 3rd goal of this FIFA World Cup"
    qtbot.waitUntil(lambda: third in shown(window))
    # Two finals in the library, not the competition's whole history: a lower bound.
    assert "Argentina reach a FIFA World Cup final for at least the 2nd time" in shown(window)
    assert "As of this match" in window.key_stats.view.note.text()
    # Lautaro's goal deleted in the window: a moment later he has two this World Cup.
    doc = window.document
    goal = next(
        e
        for e in doc.events
        if isinstance(e, Goal)
        and e.scorer
        and doc.match.player(e.scorer).name == "Lautaro Martínez"
    )
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *a: True))
    window.delete_event(goal)
    qtbot.waitUntil(
        lambda: (
            "Lautaro Martínez: at least his 2nd goal of this FIFA World Cup" not in shown(window)
            and third not in shown(window)
        ),
        timeout=5000,
    )
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: third in shown(window), timeout=5000)


def test_a_friendly_outside_any_competition_says_why_it_has_none(  # type: ignore[no-untyped-def]
    qtbot, make_window: Callable[[], MainWindow], db_path: Path
) -> None:
    service = MatchService(open_database(str(db_path)))
    friendly = service.create(dataclasses.replace(demo_setup(), competition="Friendly", stage=""))
    service.db.close()
    window = make_window()
    assert friendly.id is not None and window.open_match(friendly.id)
    shown(window)
    qtbot.waitUntil(lambda: "No key stats" in window.key_stats.view.note.text())
    assert window.key_stats.view.texts() == []


@pytest.mark.skipif(not DATA.is_dir(), reason="the openfootball World Cup files are not here")
def test_after_demo_and_the_import_of_every_world_cup_the_window_states_the_reports(  # type: ignore[no-untyped-def]
    qtbot, make_window: Callable[[], MainWindow], db_path: Path
) -> None:
    make_library(db_path)
    window = make_window()
    assert window.open_match(1)
    qtbot.waitUntil(lambda: len(shown(window)) >= len(REPORT), timeout=10_000)
    for fact in REPORT:
        assert fact in shown(window), fact
    assert "FIFA World Cup matches on record since 1930" in window.key_stats.view.note.text()


@pytest.fixture
def split_lautaro(db_path: Path) -> tuple[int, int, int]:
    """The demo semi-final in the FIFA World Cup 2026 (its whole history, declared by
    the test), after Argentina's group match whose file named the scorer "Lautaro":
    a person of his own. (demo id, Lautaro Martínez's id, "Lautaro"'s id.)"""
    lib = Library(open_database(str(db_path), backups=0))
    lib.result("2026", "2026-06-20", "Argentina", "2-0", "Alba", round="Group B",
               goals=(G("Lautaro", "home", 20), G("Lautaro", "home", 80)))  # fmt: skip
    match_id = demo_in_world_cup(lib, demo_text())
    full = lib.person("Lautaro Martínez", "Argentina")
    short = lib.person("Lautaro", "Argentina")
    lib.db.close()
    return match_id, full, short


def test_a_merge_by_another_program_reaches_the_key_stats_and_the_records_window(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, make_window: Callable[[], MainWindow], db_path: Path, split_lautaro
) -> None:
    whole_history(monkeypatch, {"2026": 2})
    match_id, full, short = split_lautaro
    window = make_window()
    assert window.open_match(match_id)
    qtbot.waitUntil(lambda: len(shown(window)) > 0, timeout=5000)
    # "Lautaro" is somebody else as yet: the library says this is his first goal.
    assert "Lautaro Martínez: first FIFA World Cup goal" in shown(window)
    window.actions_["competitions"].trigger()
    records = window.records.records_window()
    assert records.isVisible() and records.show_player(full)
    assert records.player.page is not None and records.player.page.total.goals == 1
    # `people merge` run by another program: nothing is reopened here.
    done = run("people", "merge", str(full), str(short), db=db_path)
    assert done.returncode == 0, done.stderr
    qtbot.waitUntil(
        lambda: "Lautaro Martínez: 3rd goal of this FIFA World Cup" in shown(window),
        timeout=10_000,
    )
    assert "Lautaro Martínez: first FIFA World Cup goal" not in shown(window)
    qtbot.waitUntil(
        lambda: records.player.page is not None and records.player.page.total.goals == 3,
        timeout=10_000,
    )
    assert window.document.match_id == match_id


def test_a_merge_in_this_window_reaches_the_key_stats_at_once(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, make_window: Callable[[], MainWindow], db_path: Path, split_lautaro
) -> None:
    from tracker.services.people import PeopleService

    whole_history(monkeypatch, {"2026": 2})
    match_id, full, short = split_lautaro
    window = make_window()
    assert window.open_match(match_id)
    qtbot.waitUntil(lambda: len(shown(window)) > 0, timeout=5000)
    assert "Lautaro Martínez: 3rd goal of this FIFA World Cup" not in shown(window)
    people = PeopleService(window.document.service.db)
    merged = people.merge(full, short)
    qtbot.waitUntil(
        lambda: "Lautaro Martínez: 3rd goal of this FIFA World Cup" in shown(window),
        timeout=10_000,
    )
    # The merge undone (People › Undo): the key stats follow back.
    people.undo_merge(merged)
    qtbot.waitUntil(
        lambda: "Lautaro Martínez: 3rd goal of this FIFA World Cup" not in shown(window),
        timeout=10_000,
    )


def test_on_postgresql_a_merge_by_another_client_reaches_the_key_stats(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, tmp_path: Path
) -> None:
    from PySide6.QtCore import QSettings

    from tests.helpers import postgres
    from tracker.app import build_window
    from tracker.services.people import PeopleService

    whole_history(monkeypatch, {"2026": 2})
    with postgres.fresh_database() as url:
        lib = Library(open_database(url, backups=0))
        # (A short opponent's name: the helper's key must fit the column's 36 characters.)
        lib.result("2026", "2026-06-20", "Argentina", "2-0", "Al", round="Group B",
                   goals=(G("Lautaro", "home", 20), G("Lautaro", "home", 80)))  # fmt: skip
        match_id = demo_in_world_cup(lib, demo_text())
        full = lib.person("Lautaro Martínez", "Argentina")
        short = lib.person("Lautaro", "Argentina")
        lib.db.close()
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = build_window(url, settings, user="Ana")
        qtbot.addWidget(window)
        window.show()
        try:
            assert window.open_match(match_id)
            qtbot.waitUntil(
                lambda: "Lautaro Martínez: first FIFA World Cup goal" in shown(window),
                timeout=10_000,
            )
            # Told of every change by the server: the panel does not poll, it is told.
            assert window.live.listening and window.key_stats.watch.quiet()
            other = open_database(url)
            try:
                PeopleService(other).merge(full, short)
            finally:
                other.close()
            qtbot.waitUntil(
                lambda: "Lautaro Martínez: 3rd goal of this FIFA World Cup" in shown(window),
                timeout=10_000,
            )
        finally:
            window.close()
            window.background.wait()
            window.document.service.db.close()


def test_a_logged_league_match_shows_the_table_before_and_after_it(  # type: ignore[no-untyped-def]
    qtbot, make_window: Callable[[], MainWindow], db_path: Path, tmp_path: Path
) -> None:
    import json

    from tracker.services.results import ResultsService

    def m(day: str, home: str, away: str, score: list[int]) -> dict[str, object]:
        return {"round": "Matchday 1" if day < "2030-08-05" else "Matchday 2", "date": day,
                "team1": home, "team2": away, "score": {"ft": score}}  # fmt: skip

    season = {
        "name": "Test League 2030/31",
        "matches": [
            m("2030-08-01", "Alba", "Brea", [2, 0]),
            m("2030-08-08", "Argentina", "Alba", [0, 1]),
        ],
    }
    path = tmp_path / "league.json"
    path.write_text(json.dumps(season), "utf-8")
    db = open_database(str(db_path), backups=0)
    data = json.loads(demo_text())  # Argentina 2-1 England
    data["match"].update(competition="Test League 2030-31", stage="Matchday 1", date="2030-08-01")
    match_id = MatchService(db).import_text(json.dumps(data))
    ResultsService(db).import_files([str(path)])
    db.close()
    window = make_window()
    assert window.open_match(match_id)
    # Neither match of 1 August has a kick-off time: no order between them, so the
    # places are those after the day's matches (Alba's 2-0 counted).
    after = "Argentina: 2nd with 3 points after the day's matches"
    qtbot.waitUntil(lambda: after in shown(window), timeout=10_000)
    assert "England: 3rd with 0 points after the day's matches" in shown(window)


def test_the_panel_speaks_the_windows_language(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, make_window: Callable[[], MainWindow], demo_id: int, tmp_path: Path
) -> None:
    from PySide6.QtCore import QSettings

    from tracker.core import i18n

    # The window's language setting (restored for the tests that follow).
    monkeypatch.setitem(i18n._current, "language", i18n._current["language"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "de")
    settings.sync()
    window = make_window()
    assert i18n.language() == "de"
    assert window.open_match(demo_id)
    third = "Lautaro Martínez: mindestens sein 3. Tor in dieser FIFA World Cup-Ausgabe"
    qtbot.waitUntil(lambda: third in shown(window))
    assert "Argentina erreicht mindestens zum 2. Mal das FIFA World Cup-Finale" in shown(window)
    assert not [text for text in shown(window) if " reach " in text or " goal " in text]
