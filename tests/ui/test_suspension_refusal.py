"""A suspended player in a new match's line-up: refused with the reason, or an appeal."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from tests.services.test_suspensions import new_match, world_cup
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.store.tables import SuspensionOverrideRow
from tracker.ui.records.suspensions import SuspensionRefusal
from tracker.ui.setup.newmatch import NewMatchDialog


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "cup.sqlite3")
    yield database
    database.close()


def wizard_for(qtbot, monkeypatch, db: Database) -> NewMatchDialog:  # type: ignore[no-untyped-def]
    world_cup(db)
    wizard = NewMatchDialog(SetupService(db))
    qtbot.addWidget(wizard)
    monkeypatch.setattr(wizard, "validateCurrentPage", lambda: True)
    monkeypatch.setattr(wizard, "build", new_match)
    return wizard


def test_the_refusal_names_the_ban_and_keeps_the_wizard_open(
    qtbot, monkeypatch, db: Database
) -> None:  # type: ignore[no-untyped-def]
    wizard = wizard_for(qtbot, monkeypatch, db)
    shown: list[str] = []

    def refuse(cls, parent, suspended):  # type: ignore[no-untyped-def]
        shown.extend(s.reason for s in suspended)
        return None

    monkeypatch.setattr(SuspensionRefusal, "ask", classmethod(refuse))
    wizard.accept()
    assert shown == ["Enzo Fernández is suspended: sent off v England, 15 Jul (1 match)"]
    assert wizard.match_id is None
    assert wizard.message.text() == (
        "The match was not created: "
        "Enzo Fernández is suspended: sent off v England, 15 Jul (1 match)"
    )


def test_an_appeal_is_recorded_and_the_match_created(qtbot, monkeypatch, db: Database) -> None:  # type: ignore[no-untyped-def]
    wizard = wizard_for(qtbot, monkeypatch, db)
    monkeypatch.setattr(
        SuspensionRefusal, "ask", classmethod(lambda cls, parent, s: "CAS upheld the appeal")
    )
    monkeypatch.setattr("tracker.ui.records.suspensions.author", lambda: "secretary")
    wizard.accept()
    assert wizard.match_id is not None
    with db.reading() as session:
        override = session.exec(select(SuspensionOverrideRow)).one()
    assert (override.match_id, override.reason, override.author) == (
        wizard.match_id,
        "CAS upheld the appeal",
        "secretary",
    )


def test_override_needs_a_reason(qtbot, db: Database) -> None:  # type: ignore[no-untyped-def]
    world_cup(db)
    from tracker.services.setup import SuspendedPlayers

    with pytest.raises(SuspendedPlayers) as refused:
        SetupService(db).create_match(new_match())
    dialog = SuspensionRefusal(None, refused.value.suspended)
    qtbot.addWidget(dialog)
    assert (
        dialog.message.text()
        == "Enzo Fernández is suspended: sent off v England, 15 Jul (1 match)."
    )
    assert not dialog.override.isEnabled()
    qtbot.keyClicks(dialog.reason, "  ")
    assert not dialog.override.isEnabled()
    qtbot.keyClicks(dialog.reason, "appeal upheld")
    assert dialog.override.isEnabled()


def test_an_appeal_names_whom_it_lets_play(qtbot, db: Database) -> None:  # type: ignore[no-untyped-def]
    """Two suspended players, one appeal: it was recorded for both (an appeal is one
    player's, and the other was let into the match without one)."""
    import dataclasses

    world_cup(db)
    from tracker.services.setup import SuspendedPlayers

    with pytest.raises(SuspendedPlayers) as refused:
        SetupService(db).create_match(new_match())
    [enzo] = refused.value.suspended
    other = dataclasses.replace(enzo, person_id=enzo.person_id + 1000, name="Nicolás Otamendi")
    dialog = SuspensionRefusal(None, [enzo, other])
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.reason, "appeal upheld")
    assert not dialog.override.isEnabled()  # whom does it let play?
    [(first, box), _second] = dialog.whom
    box.setChecked(True)
    assert dialog.override.isEnabled()
    assert dialog.chosen() == [first] == [enzo.person_id]
