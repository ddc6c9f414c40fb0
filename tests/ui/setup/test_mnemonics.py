"""Alt+letter reaches one thing on each page: no mnemonic is used twice."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tests.helpers.matches import demo
from tests.services.test_setup import five_a_side
from tests.ui.setup.driving import next_page
from tracker.core.match.model import Side
from tracker.core.match.replay import replay
from tracker.services.matches import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.ui.common import translation
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


@pytest.fixture
def speak(qapp: QApplication, tmp_path) -> Iterator[Callable[[str], None]]:  # type: ignore[no-untyped-def]
    """Switch the window's language as start-up does; English again afterwards."""
    before = QLocale()

    def remove() -> None:
        for old in qapp.findChildren(QTranslator):
            qapp.removeTranslator(old)
            old.setParent(None)

    def switch(language: str) -> None:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("language", language)
        assert translation.install_translation(qapp, settings) == language

    yield switch
    remove()
    QLocale.setDefault(before)


def mnemonics(window: QWidget) -> dict[str, list[str]]:
    """The Alt+letter keys of the labels and buttons shown in ``window``: their texts."""
    keys: dict[str, list[str]] = {}
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or not isinstance(widget, QLabel | QAbstractButton):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue
        found = re.search(r"&([^&\s])", widget.text().replace("&&", ""))
        if found:
            keys.setdefault(found.group(1).lower(), []).append(widget.text())
    return keys


def clashes(window: QWidget) -> dict[str, list[str]]:
    """Mnemonics used more than once, with the texts that use them."""
    return {key: texts for key, texts in mnemonics(window).items() if len(texts) > 1}


@pytest.mark.parametrize("fixture", [False, True], ids=["new", "fixture"])
@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_every_page_of_the_new_match_wizard(  # type: ignore[no-untyped-def]
    qtbot, db, speak, language: str, fixture: bool
) -> None:
    """German had Alt+B for "&Bank" and "Auf die &Bank", Alt+P for "&Position:" and
    "Auf &Position setzen", Alt+T for "&Trainer:" and "&Torwart:", and a fixture's
    "&Start logging" shared Alt+S with "Back to &squad": Qt moved between the two and
    pressed neither."""
    speak(language)
    setup = SetupService(db)
    match_id = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    wizard = NewMatchDialog(setup)
    qtbot.addWidget(wizard)
    if fixture:
        wizard.load_fixture(match_id, setup.match(match_id), ("", ""))
    wizard.show()
    details = wizard.details.form
    details.team_size.setCurrentIndex(details.team_size.findData(5))
    pages = []
    for side, name in zip(Side, ("United", "Rovers"), strict=True):
        pages.append(clashes(wizard))
        next_page(qtbot, wizard)
        wizard.team_page(side).form.name.setCurrentText(name)
    pages.append(clashes(wizard))
    next_page(qtbot, wizard)
    pages.append(clashes(wizard))
    wizard.lineup_page(Side.HOME).editor.copy_button.click()
    next_page(qtbot, wizard)
    assert wizard.currentPage() is wizard.lineup_page(Side.AWAY)
    pages.append(clashes(wizard))
    assert pages == [{}] * 5, pages


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_formation_change_dialog(qtbot, speak, language: str) -> None:  # type: ignore[no-untyped-def]
    speak(language)
    match, events = demo()
    dialog = FormationChangeDialog(match, replay(match, events), Side.AWAY)
    qtbot.addWidget(dialog)
    dialog.show()
    assert clashes(dialog) == {}, clashes(dialog)


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_details_import_and_library_dialogs(qtbot, db, speak, language: str) -> None:  # type: ignore[no-untyped-def]
    speak(language)
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
    found = [clashes(dialog) for dialog in dialogs]
    assert found == [{}, {}, {}], found
