"""The People dialog: search, merge and split through the undo stack, and undo them."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QMenu

from tests.helpers import people_rows as rows
from tests.ui.helpers import MARKUP_NAME, shown_text
from tests.ui.test_translation import speak  # noqa: F401 (a fixture)
from tracker.services.people import PeopleService
from tracker.store.db import Database, open_database
from tracker.store.tables import MatchPlayerRow
from tracker.ui.mainwindow import MainWindow
from tracker.ui.records.people import MergeChooser, PeopleDialog, SplitChooser
from tracker.ui.records.peoplelinks import LinksDialog


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "people.sqlite3")
    yield database
    database.close()


@pytest.fixture
def ids(db: Database) -> dict[str, int]:
    with db.writing() as session:
        ed = rows.edition(session)
        arg = (rows.team(session, "Argentina"), "Argentina")
        mex = (rows.team(session, "Mexico"), "Mexico")
        lautaro = rows.person(session, "Lautaro Martínez")
        lautaro2 = rows.person(session, "Lautaro Martinez")
        semi = rows.match(session, arg, mex, dt.date(2026, 7, 15), edition_id=ed)
        group = rows.match(session, arg, mex, dt.date(2026, 6, 20), edition_id=ed, record="result")
        rows.squad_entry(session, semi, "home", "Lautaro Martínez", lautaro)
        rows.goal(session, group, "home", "Lautaro", lautaro2, 30)
        rows.person(session, "Raúl Jiménez")
    return {"lautaro": lautaro, "lautaro2": lautaro2, "semi": semi, "group": group}


def make_dialog(qtbot, db: Database, stack: QUndoStack) -> PeopleDialog:  # type: ignore[no-untyped-def]
    dialog = PeopleDialog(PeopleService(db), stack)
    qtbot.addWidget(dialog)
    stack.setParent(dialog)  # the window's stack outlives the dialog; here it goes with it
    return dialog


def select(dialog: PeopleDialog, *person_ids: int) -> None:
    selection = dialog.table.selectionModel()
    selection.clearSelection()
    for row, person in enumerate(dialog.model.people):
        if person.id in person_ids:
            selection.select(
                dialog.model.index(row, 0),
                QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
            )


def test_the_model_is_a_sound_item_model(
    qtbot, qtmodeltester, db: Database, ids: dict[str, int]
) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(qtbot, db, QUndoStack())
    assert dialog.model.rowCount() == 3
    qtmodeltester.check(dialog.model)


def test_search_ignores_accents(qtbot, db: Database, ids: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(qtbot, db, QUndoStack())
    qtbot.keyClicks(dialog.search, "MARTINEZ")
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 2)
    assert {p.id for p in dialog.model.people} == {ids["lautaro"], ids["lautaro2"]}
    assert not dialog.merge_button.isEnabled()
    select(dialog, ids["lautaro"], ids["lautaro2"])
    assert dialog.merge_button.isEnabled() and not dialog.split_button.isEnabled()


def test_merge_through_the_undo_stack(
    qtbot, monkeypatch, db: Database, ids: dict[str, int]
) -> None:  # type: ignore[no-untyped-def]
    stack = QUndoStack()
    dialog = make_dialog(qtbot, db, stack)
    with db.reading() as session:
        before = rows.snapshot(session)
    select(dialog, ids["lautaro"], ids["lautaro2"])
    monkeypatch.setattr(MergeChooser, "ask", classmethod(lambda cls, parent, a, b: (a, b)))
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert stack.count() == 1
    assert stack.undoText().startswith("Merge Lautaro Martinez")
    assert dialog.model.rowCount() == 2
    merged = next(p for p in dialog.model.people if p.id == ids["lautaro"])
    assert merged.matches == 2
    assert dialog.undo_button.isEnabled()
    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert dialog.model.rowCount() == 3
    with db.reading() as session:
        assert rows.snapshot(session) == before
    stack.redo()
    assert dialog.model.rowCount() == 2


def test_split_through_the_undo_stack(
    qtbot, monkeypatch, db: Database, ids: dict[str, int]
) -> None:  # type: ignore[no-untyped-def]
    stack = QUndoStack()
    dialog = make_dialog(qtbot, db, stack)
    with db.reading() as session:
        before = rows.snapshot(session)
    select(dialog, ids["lautaro2"])
    offered: list[object] = []

    def choose(cls, parent, person, links, candidates):  # type: ignore[no-untyped-def]
        offered.extend(c.id for c in candidates)
        return [links[0].match_id], None

    monkeypatch.setattr(SplitChooser, "ask", classmethod(choose))
    qtbot.mouseClick(dialog.split_button, Qt.MouseButton.LeftButton)
    assert offered == [ids["lautaro"]]  # the others known by the name moved
    assert stack.count() == 1
    assert dialog.model.rowCount() == 4
    stack.undo()
    with db.reading() as session:
        assert rows.snapshot(session) == before


def test_a_refused_merge_says_why_and_is_not_pushed(
    qtbot, monkeypatch, db: Database, ids: dict[str, int]
) -> None:  # type: ignore[no-untyped-def]
    with db.writing() as session:
        other = rows.person(session, "Ángel Di María")
        rows.squad_entry(session, ids["semi"], "home", "Ángel Di María", other)
    stack = QUndoStack()
    dialog = make_dialog(qtbot, db, stack)
    select(dialog, ids["lautaro"], other)
    monkeypatch.setattr(MergeChooser, "ask", classmethod(lambda cls, parent, a, b: (a, b)))
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert stack.count() == 0
    refusal = dialog.status.text()
    assert "two players" in refusal
    assert refusal[:1].isupper() and refusal.endswith(".")  # one sentence, on its own


def test_the_split_chooser_needs_a_ticked_match(qtbot, db: Database, ids: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    service = PeopleService(db)
    person = service.person(ids["lautaro2"])
    chooser = SplitChooser(None, person, service.links(person.id), [service.person(ids["lautaro"])])
    qtbot.addWidget(chooser)
    assert not chooser.ok.isEnabled()
    chooser.matches.item(0).setCheckState(Qt.CheckState.Checked)
    assert chooser.ok.isEnabled()
    assert chooser.checked() == [ids["group"]]
    chooser.target.setCurrentIndex(1)
    assert chooser.target.currentData() == ids["lautaro"]


def test_a_merge_in_the_open_match_keeps_the_window_undo_history(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, make_window, fresh_match: int, db_path: Path
) -> None:
    db = open_database(db_path)
    with db.writing() as session:
        entry = session.exec(
            MatchPlayerRow.__table__.select().where(MatchPlayerRow.match_id == fresh_match)  # type: ignore[attr-defined]
        ).first()
        first = rows.person(session, entry.name)
        second = rows.person(session, entry.name + " Jr")
        session.get(MatchPlayerRow, entry.id).person_id = second
    db.close()
    window: MainWindow = make_window()
    window.open_match(fresh_match)
    dialog = PeopleDialog(
        PeopleService(window.document.service.db),
        window.undo_stack,
        window,
        changed=window.document.reload_if_stale,
    )
    qtbot.addWidget(dialog)
    select(dialog, first, second)
    monkeypatch.setattr(MergeChooser, "ask", classmethod(lambda cls, parent, a, b: (a, b)))
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert window.undo_stack.count() == 1
    # The window read the match it moved on: its live check sees no other program's change.
    assert not window.check_for_changes()
    assert window.undo_stack.count() == 1
    window.actions_["undo"].trigger()
    # Both records are back (besides the people the match's squads are linked to).
    assert {first, second} <= {p.id for p in dialog.model.people}
    # Found by object name: QAction.menu() of PySide6 6.8 returns a dead wrapper once the
    # menu's Python object is gone (the menu itself lives on in the menu bar).
    people = window.findChild(QMenu, "peopleMenu")
    assert people is not None and people.parent() is window.findChild(QMenu, "recordsMenu")
    assert people.menuAction() in window.findChild(QMenu, "recordsMenu").actions()
    assert [a.text().replace("&", "") for a in people.actions()] == ["People…", "Review…"]


def test_records_people_opens_the_dialog_on_the_window_stack(
    qtbot, monkeypatch, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    opened: list[PeopleDialog] = []

    def exec_(self: PeopleDialog) -> int:
        opened.append(self)
        return 0

    monkeypatch.setattr(PeopleDialog, "exec", exec_)
    window.actions_["people"].trigger()
    (dialog,) = opened
    assert dialog.stack is window.undo_stack
    assert dialog.model.rowCount() == 0


def test_a_date_of_birth_is_written_in_the_windows_language(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: the Born column wrote 1987-06-24 in every language."""
    from tracker.core import i18n
    from tracker.store.people.directory import PersonSummary
    from tracker.ui.records.people import PeopleModel

    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    model = PeopleModel()
    born = dt.date(1987, 6, 24)
    model.set_people([PersonSummary(7, "Lionel Messi", (), born, ("Argentina",), 26)])
    assert model.index(0, 2).data() == "24. Juni 1987"


def test_the_split_choosers_matches_read_in_the_windows_language(  # type: ignore[no-untyped-def]
    qtbot,
    db: Database,
    ids: dict[str, int],
    speak: Callable[[str], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: each match line kept an ISO date and "scorer" or "squad" in English."""
    from tracker.core import i18n

    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    service = PeopleService(db)
    person = service.person(ids["lautaro2"])
    links = service.links(person.id)
    chooser = SplitChooser(None, person, links, [service.person(ids["lautaro"])])
    qtbot.addWidget(chooser)
    said = chooser.matches.item(0).text()
    assert "scorer" not in said and "squad" not in said
    assert said.endswith(("Torschütze)", "im Kader)"))
    assert links[0].date is None or links[0].date.isoformat() not in said


def test_the_split_and_links_dialogs_show_a_name_as_typed(  # type: ignore[no-untyped-def]
    qtbot, db: Database, ids: dict[str, int]
) -> None:
    service = PeopleService(db)
    person = dataclasses.replace(service.person(ids["lautaro2"]), name=MARKUP_NAME)
    chooser = SplitChooser(None, person, service.links(person.id), [])
    links = LinksDialog(service, person.id, MARKUP_NAME)
    for dialog in (chooser, links):
        qtbot.addWidget(dialog)
        assert MARKUP_NAME in dialog.windowTitle()
        shown = [shown_text(label) for label in dialog.findChildren(QLabel)]
        assert any(MARKUP_NAME in text for text in shown), shown
