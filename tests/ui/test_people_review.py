"""Records › People › Review: the queue in the window, answered with real clicks."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import text

from tests.services.test_people_review import hazards, ids, people_of
from tests.ui.test_translation import speak  # noqa: F401 (a fixture)
from tracker.services.people import PeopleService
from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database
from tracker.ui.mainwindow import MainWindow
from tracker.ui.records.peoplereview import ReviewDialog


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "review.sqlite3")
    ResultsService(database).import_files([hazards(tmp_path)])
    yield database
    database.close()


def make_dialog(qtbot, db: Database) -> ReviewDialog:  # type: ignore[no-untyped-def]
    dialog = ReviewDialog(PeopleService(db))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def candidate_named(dialog: ReviewDialog, name: str):  # type: ignore[no-untyped-def]
    for row in range(dialog.candidates.count()):
        item = dialog.candidates.item(row)
        if item.text().startswith(name + " "):
            return item
    raise AssertionError(f"{name} is not a candidate")


def test_the_queue_shows_each_question_with_its_candidates(qtbot, qtmodeltester, db) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(qtbot, db)
    qtmodeltester.check(dialog.model)
    assert dialog.model.rowCount() == 2
    first = [dialog.model.index(0, c).data() for c in range(dialog.model.columnCount())]
    assert first[:2] == ["Hazard", "Reds"] and first[5] == "2 goals" and first[6] == 2
    assert dialog.status.text() == "2 open questions"
    # The first question is selected: its candidates and their evidence are shown.
    assert "same team and edition (Test Cup 2030)" in dialog.evidence.text()
    eden = candidate_named(dialog, "Eden Hazard")
    assert "surname only; also E. Hazard; played in Test Cup 2030" in eden.text()
    assert not dialog.link_button.isEnabled()  # no candidate chosen yet
    assert dialog.apart_button.isEnabled()


def test_one_click_links_and_the_answer_is_remembered(qtbot, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(qtbot, db)
    thorgan = ids(db)["Thorgan Hazard"]
    where = dialog.candidates.visualItemRect(candidate_named(dialog, "Thorgan Hazard")).center()
    qtbot.mouseClick(dialog.candidates.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert dialog.link_button.isEnabled()
    with qtbot.waitSignal(dialog.answered):  # a double click is the same as Link
        qtbot.mouseDClick(dialog.candidates.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert people_of(db, "Hazard") == {thorgan}
    assert dialog.model.rowCount() == 1  # the Smith question is left, and selected
    assert "Hazard in Reds v Greens: linked to Thorgan Hazard; remembered" in dialog.status.text()
    assert dialog.current() is not None and dialog.current().name == "Smith"
    with qtbot.waitSignal(dialog.answered):
        qtbot.mouseClick(dialog.apart_button, Qt.MouseButton.LeftButton)
    assert dialog.model.rowCount() == 0
    assert dialog.status.text().endswith("No open questions: every name is linked.")
    assert not dialog.apart_button.isEnabled()
    [smith] = people_of(db, "Smith")
    assert smith is not None and smith not in (ids(db)["Ann Smith"], ids(db)["Bea Smith"])
    # A corrected file later: nobody is asked again, the answers hold.
    ResultsService(db).import_files([hazards(tmp_path, minute_shift=3)])
    assert PeopleService(db).review() == []
    with db.reading() as session:
        kinds = set(session.execute(text("SELECT kind FROM person_alias")).scalars())
    assert kinds == {"link", "apart"}


def test_records_people_review_opens_the_queue(qtbot, monkeypatch, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    opened: list[ReviewDialog] = []

    def exec_(self: ReviewDialog) -> int:
        opened.append(self)
        return 0

    monkeypatch.setattr(ReviewDialog, "exec", exec_)
    window.actions_["people_review"].trigger()
    (dialog,) = opened
    assert dialog.model.rowCount() == 0
    assert dialog.status.text() == "No open questions: every name is linked."


def test_the_people_dialog_shows_why_a_link_was_made_and_undoes_it(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    from tracker.ui.records.peoplelinks import LinksDialog

    eden = ids(db)["Eden Hazard"]
    dialog = LinksDialog(PeopleService(db), eden, "Eden Hazard")
    qtbot.addWidget(dialog)
    dialog.show()
    texts = [dialog.list.item(r).text() for r in range(dialog.list.count())]
    [line] = [t for t in texts if "“E. Hazard”" in t]
    assert "initials and surname; same team and edition (Test Cup 2030)" in line
    assert not dialog.undo_button.isEnabled()
    dialog.list.setCurrentRow(texts.index(line))
    with qtbot.waitSignal(dialog.unlinked):
        qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    [made] = people_of(db, "E. Hazard")
    assert made not in (None, eden)
    assert all("“E. Hazard”" not in dialog.list.item(r).text() for r in range(dialog.list.count()))
    assert dialog.status.text().startswith(f"Undone: that name is now person {made}")


def test_links_opens_from_the_people_dialog_for_one_person(qtbot, monkeypatch, db) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QItemSelectionModel
    from PySide6.QtGui import QUndoStack

    from tracker.ui.records.people import PeopleDialog
    from tracker.ui.records.peoplelinks import LinksDialog

    opened: list[LinksDialog] = []
    monkeypatch.setattr(LinksDialog, "exec", lambda self: opened.append(self) or 0)
    stack = QUndoStack()
    people = PeopleDialog(PeopleService(db), stack)
    qtbot.addWidget(people)
    stack.setParent(people)
    assert not people.links_button.isEnabled()
    eden = ids(db)["Eden Hazard"]
    row = next(r for r, p in enumerate(people.model.people) if p.id == eden)
    people.table.selectionModel().select(
        people.model.index(row, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert people.links_button.isEnabled()
    qtbot.mouseClick(people.links_button, Qt.MouseButton.LeftButton)
    (links,) = opened
    assert links.person_id == eden and links.list.count() == 1


def test_a_long_queue_lists_the_most_at_stake_and_each_answer_brings_up_the_next(
    qtbot, monkeypatch, db
) -> None:  # type: ignore[no-untyped-def]
    from tracker.ui.records import peoplereview

    monkeypatch.setattr(peoplereview, "PAGE", 1)
    dialog = make_dialog(qtbot, db)
    assert dialog.model.rowCount() == 1
    assert dialog.model.index(0, 0).data() == "Hazard"  # 2 goals at stake, before Smith
    assert dialog.status.text() == (
        "2 open questions; the one with the most at stake is listed "
        "(each answer brings up the next)"
    )
    with qtbot.waitSignal(dialog.answered):
        qtbot.mouseClick(dialog.apart_button, Qt.MouseButton.LeftButton)
    assert dialog.model.rowCount() == 1
    assert dialog.current() is not None and dialog.current().name == "Smith"
    assert dialog.status.text().endswith("1 open question")


def test_the_queue_writes_its_days_in_the_windows_language(  # type: ignore[no-untyped-def]
    qtbot, db, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: the Date column wrote 2030-06-01 in every language."""
    from tracker.core import i18n

    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    dialog = make_dialog(qtbot, db)
    days = {dialog.model.index(r, 3).data() for r in range(dialog.model.rowCount())}
    assert days and all(re.fullmatch(r"\d{1,2}\. \w+ 2030", d) for d in days), days


def test_a_links_day_reads_in_the_windows_language(
    speak: Callable[[str], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: a link's line began 2030-06-02, or "undated" in English."""
    import datetime as dt

    from tracker.core import i18n
    from tracker.store.people.review import LinkReason
    from tracker.ui.records.peoplelinks import reason_text

    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    dated = LinkReason(1, 2, "Reds v Blues", dt.date(2030, 6, 2), "E. Hazard", "rule", "why")
    assert reason_text(dated).startswith("2. Juni 2030  Reds v Blues")
    assert reason_text(
        LinkReason(1, 2, "Reds v Blues", None, "E. Hazard", "rule", "why")
    ).startswith("ohne Datum  ")
