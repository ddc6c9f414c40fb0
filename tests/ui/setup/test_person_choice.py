"""A squad name that fits several people of the team is asked about, never guessed."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QPushButton
from sqlalchemy import text

from tests.services.test_setup import five_a_side
from tests.ui.setup.driving import LEFT
from tracker.core.match.model import Match, Side
from tracker.services.setup import AmbiguousPlayer, SetupService
from tracker.store.db import Database, open_database
from tracker.store.people import squadlinks as people
from tracker.store.tables import MatchPlayerRow
from tracker.ui.setup.personchoice import NEW_PERSON, PersonChoiceDialog, ask_choices


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "people.sqlite3", backups=0)
    yield database
    database.close()


def _two_united_as(db: Database) -> tuple[int, int]:
    """United with two people called "United A": the first match's, and another one."""
    setup = SetupService(db)
    first = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    with db.writing() as session:
        [original] = session.execute(
            text("SELECT person_id FROM match_player WHERE match_id = :m AND name = 'United A'"),
            {"m": first},
        ).one()
        linker = people.Linker(session)
        other = linker.new_person("United A")
        linker.flush()
        session.add(MatchPlayerRow(match_id=first, side="home", name="United A", person_id=other))
    return int(original), other


def _person(db: Database, match_id: int) -> int | None:
    with db.reading() as session:
        found = session.execute(
            text("SELECT person_id FROM match_player WHERE match_id = :m AND name = 'United A'"),
            {"m": match_id},
        ).one()
    return found[0]


def test_the_set_up_asks_and_links_the_one_chosen(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    original, other = _two_united_as(db)
    setup = SetupService(db)
    match = five_a_side("United", 1, dt.date(2024, 9, 8))
    [item] = setup.ambiguous_players(match)
    assert (item.side, item.team, item.name) == (Side.HOME, "United", "United A")
    assert {c.person_id for c in item.candidates} == {original, other}
    asked: list[AmbiguousPlayer] = []

    def answer(_parent: object, question: AmbiguousPlayer) -> int:
        asked.append(question)
        return other

    monkeypatch.setattr(PersonChoiceDialog, "ask", answer)
    chosen = setup.create_match(match, ask_choices(None, setup.ambiguous_players(match)))
    assert asked == [item] and _person(db, chosen) == other
    # Somebody new, and left open for later.
    monkeypatch.setattr(PersonChoiceDialog, "ask", lambda *_: NEW_PERSON)
    new = setup.create_match(match, ask_choices(None, [item]))
    assert _person(db, new) not in (None, original, other)
    monkeypatch.setattr(PersonChoiceDialog, "ask", lambda *_: None)
    later = setup.create_match(match, ask_choices(None, setup.ambiguous_players(match)))
    assert _person(db, later) is None


def test_the_dialog_lists_each_candidate_with_team_and_last_match(qtbot, db: Database) -> None:  # type: ignore[no-untyped-def]
    original, other = _two_united_as(db)
    [item] = SetupService(db).ambiguous_players(five_a_side("United", 1))
    dialog = PersonChoiceDialog(item)
    qtbot.addWidget(dialog)
    dialog.show()
    texts = [dialog.choices.item(i).text() for i in range(dialog.choices.count())]
    assert len(texts) == 3 and texts[-1].startswith("Somebody new")
    assert all("United — last: United v Rovers, 2024-09-01" in t for t in texts[:2])
    assert dialog.chosen() in (original, other)
    dialog.choices.setCurrentRow(2)
    assert dialog.chosen() == NEW_PERSON
    qtbot.mouseClick(dialog.later, LEFT)
    assert dialog.result() == PersonChoiceDialog.DialogCode.Rejected


def _two_united_smiths(db: Database) -> tuple[int, int, Match]:
    """United with Ann and Bea Smith (one surname, two people), and a later match whose
    squad writes "Smith" alone."""
    setup = SetupService(db)

    def named(match: Match, renamed: dict[str, str]) -> Match:
        squad = tuple(
            dataclasses.replace(p, name=renamed.get(p.name, p.name)) for p in match.home.squad
        )
        return dataclasses.replace(match, home=dataclasses.replace(match.home, squad=squad))

    first = five_a_side("United", 1, dt.date(2024, 9, 1))
    first_id = setup.create_match(named(first, {"United A": "Ann Smith", "United B": "Bea Smith"}))
    with db.reading() as session:
        ids = dict(
            session.execute(
                text("SELECT name, person_id FROM match_player WHERE match_id = :m"),
                {"m": first_id},
            ).all()
        )
    later = named(five_a_side("United", 1, dt.date(2024, 9, 8)), {"United A": "Smith"})
    return int(ids["Ann Smith"]), int(ids["Bea Smith"]), later


def test_a_name_several_people_fit_by_a_form_is_asked_like_an_exact_one(
    qtbot, db: Database
) -> None:  # type: ignore[no-untyped-def]
    ann, bea, match = _two_united_smiths(db)
    setup = SetupService(db)
    [item] = setup.ambiguous_players(match)  # "Smith": the surname of both
    assert (item.side, item.team, item.name) == (Side.HOME, "United", "Smith")
    assert {c.person_id for c in item.candidates} == {ann, bea}
    dialog = PersonChoiceDialog(item)
    qtbot.addWidget(dialog)
    dialog.show()
    texts = [dialog.choices.item(i).text() for i in range(dialog.choices.count())]
    assert [t.split(" — ")[0] for t in texts[:2]] == ["Ann Smith", "Bea Smith"]
    assert "could be “Smith”" in dialog.findChild(QLabel).text()
    where = dialog.choices.visualItemRect(dialog.choices.item(1)).center()
    qtbot.mouseClick(dialog.choices.viewport(), LEFT, pos=where)  # Bea
    [link] = [b for b in dialog.findChildren(QPushButton) if b.text() == "&Link"]
    qtbot.mouseClick(link, LEFT)
    assert dialog.result() == PersonChoiceDialog.DialogCode.Accepted
    assert dialog.chosen() == bea
    created = setup.create_match(match, {item.key: dialog.chosen()})
    with db.reading() as session:
        [person] = session.execute(
            text("SELECT person_id FROM match_player WHERE match_id = :m AND name = 'Smith'"),
            {"m": created},
        ).one()
    assert person == bea
