"""Alt+letter reaches one thing on each page: no mnemonic is used twice."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from tests.helpers.matches import demo
from tests.services.test_setup import five_a_side
from tests.ui.setup.driving import next_page
from tracker.core.match.model import Side
from tracker.core.match.replay import replay
from tracker.services.matches import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.ui.library.library import MatchLibrary
from tracker.ui.setup.csvimport import SquadImportDialog
from tracker.ui.setup.details import MatchDetailsDialog
from tracker.ui.setup.formation import FormationChangeDialog
from tracker.ui.setup.newmatch import NewMatchDialog


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def mnemonics(window: QWidget) -> Counter[str]:
    """The Alt+letter keys of the labels and buttons shown in ``window``."""
    keys: Counter[str] = Counter()
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or not isinstance(widget, QLabel | QAbstractButton):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue
        found = re.search(r"&([^&\s])", widget.text().replace("&&", ""))
        if found:
            keys[found.group(1).lower()] += 1
    return keys


def clashes(window: QWidget) -> dict[str, int]:
    """Mnemonics used more than once."""
    return {key: n for key, n in mnemonics(window).items() if n > 1}


def test_every_page_of_the_new_match_wizard(qtbot, db) -> None:
    setup = SetupService(db)
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    wizard.show()
    details = wizard.details.form
    details.team_size.setCurrentIndex(details.team_size.findData(5))
    pages = []
    for name in ("United", "Rovers"):
        pages.append(clashes(wizard))
        next_page(qtbot, wizard)
        wizard.currentPage().form.name.setCurrentText(name)
    pages.append(clashes(wizard))
    next_page(qtbot, wizard)
    pages.append(clashes(wizard))
    wizard.lineup_page(Side.HOME).editor.copy_button.click()
    next_page(qtbot, wizard)
    assert wizard.currentPage() is wizard.lineup_page(Side.AWAY)
    pages.append(clashes(wizard))
    assert pages == [{}] * 5


def test_the_formation_change_dialog(qtbot) -> None:
    match, events = demo()
    dialog = FormationChangeDialog(match, replay(match, events), Side.AWAY)
    qtbot.addWidget(dialog)
    dialog.show()
    assert clashes(dialog) == {}


def test_the_details_import_and_library_dialogs(qtbot, db) -> None:
    setup = SetupService(db)
    match_id = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    dialogs = [
        MatchDetailsDialog(setup, setup.match(match_id)),
        SquadImportDialog({}),
        MatchLibrary(MatchService(db)),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
    assert [clashes(dialog) for dialog in dialogs] == [{}, {}, {}]
