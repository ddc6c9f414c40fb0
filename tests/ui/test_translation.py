"""The window in German and Spanish: every visible text translated, the catalogues complete.

The walk builds each window twice, in English and in German, and fails on any text of
a widget, action, menu, tab, header or window title that reads the same in both,
unless it is the match's own data (teams, players, competition…) or a word German
writes the same way (:data:`SAME_IN_GERMAN`).
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QTabBar,
    QWidget,
    QWizardPage,
)

from tracker.app import demo_text
from tracker.core.i18n import LANGUAGE_NAMES
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.setup import SetupService
from tracker.store.db import open_database
from tracker.ui.common import translation
from tracker.ui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("de", "es")

#: Texts German writes as English does: names, abbreviations, words borrowed whole.
SAME_IN_GERMAN = {
    "Match Tracker",
    "VAR",
    "VAR:",
    "Live",
    "Navigation",
    "optional",
    "GK",  # the position codes a squad file uses
    "DF",
    "MF",
    "FW",
    "Name",
    "Position",
    "Id",
    "Problem",
    "Form",
    "Min.",
    "A4",
    "US Letter",
    "SQLite",
    "Minute",
    "Minute:",
    "Format:",
    "Start",
    "OK",
    "Details",
    *LANGUAGE_NAMES.values(),  # the sheet's languages, each by its own name in every window
}


def _tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).with_name(name))
    if not Path(found).exists():
        pytest.skip(f"{name} is not installed")
    return found


# --- the catalogues ---------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_holds_every_string_of_the_window_translated(
    tmp_path: Path, language: str
) -> None:
    """lupdate over tracker/ui finds no string the shipped .ts lacks or leaves unfinished."""
    ts = tmp_path / f"match_tracker_{language}.ts"
    shutil.copy(I18N / ts.name, ts)
    sources = sorted(str(p) for p in (ROOT / "tracker" / "ui").rglob("*.py"))
    result = subprocess.run(
        [_tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *sources, "-ts", str(ts)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "0 new" in result.stdout, "strings not in the catalogue yet: " + result.stdout
    text = ts.read_text("utf-8")
    unfinished = re.findall(
        r"<source>(.*?)</source>\s*<translation type=\"unfinished\"", text, re.DOTALL
    )
    assert unfinished == []
    shipped = (I18N / ts.name).read_text("utf-8")
    assert _messages(text) == _messages(shipped), "run lupdate: the .ts is out of date"


def _messages(ts: str) -> str:
    """A .ts without the comments for translators lupdate takes from the code: which code
    comment each message carries depends on lupdate's version (6.8 attaches them
    otherwise), the sources and translations do not."""
    return re.sub(r"\s*<extracomment>.*?</extracomment>", "", ts, flags=re.DOTALL)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shipped_qm_is_what_its_ts_compiles_to(tmp_path: Path, language: str) -> None:
    """A .ts changed without running lrelease would ship old translations."""
    qm = tmp_path / f"match_tracker_{language}.qm"
    result = subprocess.run(
        [_tool("pyside6-lrelease"), str(I18N / f"match_tracker_{language}.ts"), "-qm", str(qm)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert qm.read_bytes() == (I18N / qm.name).read_bytes(), "run lrelease: the .qm is stale"


# --- choosing the language --------------------------------------------------------


def _settings(tmp_path: Path, language: str | None) -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    if language is not None:
        settings.setValue("language", language)
    return settings


def test_the_setting_wins_over_the_environment(tmp_path: Path) -> None:
    environ = {"LANG": "de_DE.UTF-8"}
    assert translation.chosen_language(_settings(tmp_path, "es"), environ) == "es"
    assert translation.chosen_language(_settings(tmp_path, "en"), environ) == "en"


def test_unset_the_environment_decides(tmp_path: Path) -> None:
    settings = _settings(tmp_path, None)
    assert translation.chosen_language(settings, {"LANG": "de_AT.UTF-8"}) == "de"
    assert translation.chosen_language(settings, {"LANGUAGE": "fr:es", "LANG": "de_DE"}) == "es"
    assert translation.chosen_language(settings, {"LC_ALL": "C", "LANG": "de_DE"}) == "en"


def test_a_language_not_translated_falls_back_to_english(tmp_path: Path) -> None:
    assert translation.chosen_language(_settings(tmp_path, "fr"), {}) == "en"


def test_empty_follows_the_system(tmp_path: Path) -> None:
    assert translation.chosen_language(_settings(tmp_path, ""), {"LANG": "de_DE"}) == (
        translation.system_language()
    )


# --- the window in German ---------------------------------------------------------


@pytest.fixture
def speak(qapp: QApplication, tmp_path: Path) -> Iterator[Callable[[str], None]]:
    """Switch the app's language (as start-up does); English again afterwards."""
    before = QLocale()

    def remove() -> None:
        for old in qapp.findChildren(QTranslator):
            qapp.removeTranslator(old)
            old.setParent(None)

    def switch(language: str) -> None:
        remove()
        assert translation.install_translation(qapp, _settings(tmp_path, language)) == language

    yield switch
    remove()
    QLocale.setDefault(before)


def test_the_german_catalogue_is_installed(speak: Callable[[str], None]) -> None:
    speak("de")
    assert QApplication.translate("menus", "&File") == "&Datei"
    assert QApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's own
    speak("es")
    assert QApplication.translate("menus", "&File") == "&Archivo"


def test_dates_follow_the_language(speak: Callable[[str], None]) -> None:
    import datetime as dt

    final = dt.date(2022, 12, 18)
    speak("en")
    assert translation.long_date(final) == "18 December 2022"
    speak("de")
    assert translation.long_date(final) == "18. Dezember 2022"
    assert translation.numeric_date("2022-12-18") == "18.12.2022"
    speak("es")
    assert translation.long_date(final) == "18 de diciembre de 2022"


def test_a_team_s_rounds_are_counted_in_lower_case(speak: Callable[[str], None]) -> None:
    """The team page said "13 Rounds of 16 (through 5, out 8)": a round's name inside a
    sentence is in lower case, as "4 semi-finals" is; a column still starts upper."""
    from tracker.core.records.books import StageRecord
    from tracker.core.results.rounds import Stage
    from tracker.ui.records.personpages import round_name, stage_text

    sixteen = StageRecord(Stage.ROUND_OF_16, reached=13, through=5, out=8)
    speak("en")
    assert stage_text(sixteen) == "13 rounds of 16 (through 5, out 8)"
    assert stage_text(StageRecord(Stage.ROUND_OF_32, 1, 1, 0)) == "1 round of 32 (through 1, out 0)"
    assert round_name(Stage.ROUND_OF_16) == "Round of 16"
    speak("es")
    assert stage_text(sixteen) == "13 octavos de final (pasó: 5, eliminado: 8)"
    assert round_name(Stage.ROUND_OF_16) == "Octavos de final"
    speak("de")
    assert stage_text(sixteen).startswith("13 Achtelfinals ")


def test_undo_texts_read_as_german_and_spanish_actions(
    speak: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.helpers.matches import demo
    from tracker.core import i18n
    from tracker.core.match.events import Goal, GoalKind
    from tracker.ui.match.undotext import undo_text

    match, events = demo()
    header = next(e for e in events if isinstance(e, Goal) and e.how is GoalKind.HEADER)
    sub = next(e for e in events if type(e).__name__ == "Substitution")
    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")
    assert undo_text(match, header) == "Kopfballtor durch Lautaro Martínez 90'+2"
    assert undo_text(match, sub) == "Auswechslung, Argentina: Nico González für Leandro Paredes 64'"
    speak("es")
    monkeypatch.setitem(i18n._current, "language", "es")
    assert undo_text(match, header) == "gol de cabeza de Lautaro Martínez 90'+2"
    assert undo_text(match, sub).startswith("cambio, Argentina: entra Nico González por")


def _plain(text: str) -> str:
    text = re.sub(r"<[^>]+>", " ", text).replace("&nbsp;", " ")
    text = re.sub(r"&(?=\S)", "", text)
    return " ".join(text.split())


def _header_texts(header: QHeaderView) -> set[str]:
    model = header.model()
    if model is None:
        return set()
    return {
        str(model.headerData(section, header.orientation()) or "")
        for section in range(header.count())
    }


def _widget_texts(widget: QWidget) -> set[str]:
    out = {
        widget.toolTip(),
        widget.statusTip(),
        widget.placeholderText() if isinstance(widget, QLineEdit) else "",
    }
    if widget.isWindow() or isinstance(widget, QDockWidget):
        out.add(widget.windowTitle())
    if isinstance(widget, QLabel | QAbstractButton):
        out.add(widget.text())
    elif isinstance(widget, QGroupBox | QMenu):
        out.add(widget.title())
    elif isinstance(widget, QTabBar):
        out |= {widget.tabText(i) for i in range(widget.count())}
    elif isinstance(widget, QComboBox):
        out |= {widget.itemText(i) for i in range(widget.count())}
    elif isinstance(widget, QWizardPage):
        out |= {widget.title(), widget.subTitle()}
    if isinstance(widget, QHeaderView):
        out |= _header_texts(widget)
    return out


def visible_texts(root: QWidget) -> set[str]:
    """Every text a user can read in ``root``: widgets, actions, menus, tabs, headers."""
    found: set[str] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        found |= _widget_texts(widget)
    for action in root.findChildren(QAction):
        found |= {action.text(), action.toolTip(), action.statusTip()}
    return {_plain(t) for t in found if t}


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _strings(getattr(value, field.name))
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _strings(item)


def untranslated(english: set[str], german: set[str], data: set[str]) -> set[str]:
    """The texts German shows exactly as English does, leaving out data and same words."""
    names = sorted((d for d in data if len(d) > 1), key=len, reverse=True)
    left = set()
    for text in english & german:
        if text in SAME_IN_GERMAN or re.fullmatch(r"#[0-9a-f]{6}|[\w.-]+\.sqlite3", text):
            continue  # a colour or the database's file name
        rest = text
        for name in names:
            rest = rest.replace(name, " ")
        if re.search(r"[^\W\d_]{2,}", rest):
            left.add(text)
    return left


@pytest.fixture
def library(tmp_path: Path) -> Iterator[MatchService]:
    """A database holding the reference match (id 1)."""
    db = open_database(str(tmp_path / "library.sqlite3"), backups=0)
    service = MatchService(db)
    service.import_text(demo_text())
    yield service
    db.close()


def _dialogs(service: MatchService) -> list[QWidget]:
    from tracker.ui.files.exporting import ExportDialog
    from tracker.ui.files.importing import ImportDialog
    from tracker.ui.library.library import MatchLibrary
    from tracker.ui.records.recordswindow import RecordsWindow
    from tracker.ui.setup.newmatch import NewMatchDialog

    match, events = service.load(1)
    return [
        NewMatchDialog(SetupService(service.db)),
        MatchLibrary(service),
        RecordsWindow(RecordsService(service.db)),
        ImportDialog(service),
        ExportDialog(match, events),
    ]


def _texts_of_everything(
    qtbot, make_window: Callable[[], MainWindow], service: MatchService
) -> set[str]:
    window = make_window()
    start = visible_texts(window)
    window.files.open_demo()
    qtbot.waitUntil(lambda: window.document.state is not None)
    texts = start | visible_texts(window)
    for dialog in _dialogs(service):
        qtbot.addWidget(dialog)
        dialog.show()
        texts |= visible_texts(dialog)
        dialog.close()
    return texts


def test_no_visible_string_of_the_window_is_left_in_english(  # type: ignore[no-untyped-def]
    qtbot, make_window, library: MatchService, speak: Callable[[str], None]
) -> None:
    match, _ = library.load(1)
    data = set(_strings(match))
    speak("en")
    english = _texts_of_everything(qtbot, make_window, library)
    speak("de")
    german = _texts_of_everything(qtbot, make_window, library)
    assert "&Datei" in german or "Datei" in german  # the walk did read the translated menus
    left = untranslated(english, german, data)
    assert not left, "\n".join(sorted(left))


def _access_keys(menu: QMenu | QMenuBar) -> dict[str, list[str]]:
    """Each access key (the letter after ``&``) of a menu's items: the items with it."""
    keys: dict[str, list[str]] = {}
    for action in menu.actions():
        text = action.text()
        found = _access_key(text)
        if action.isSeparator() or not action.isVisible() or found is None:
            continue
        keys.setdefault(found, []).append(text)
    return keys


def _access_key(text: str) -> str | None:
    """The letter after ``&`` in ``text`` (``&&`` is an ampersand), lower case."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_no_two_items_of_a_menu_share_an_access_key(  # type: ignore[no-untyped-def]
    qtbot,
    speak: Callable[[str], None],
    make_window: Callable[[], QWidget],
    fresh_match: int,
    language: str,
) -> None:
    """Alt+letter picks the menu, then the letter its item: two items of one menu with
    the same letter make the key cycle between them instead of choosing. An item with
    none (View's panels, named after the teams once a match is open; Match's goal and
    formation of each team) cannot be chosen by its letter at all."""
    speak(language)
    window = make_window()
    assert window.open_match(fresh_match)  # type: ignore[attr-defined]
    bar = window.menuBar()  # type: ignore[attr-defined]
    # Every menu of the bar and their submenus: Qt parents each to the one it is in.
    menus: list[QMenu | QMenuBar] = [bar, *bar.findChildren(QMenu)]
    assert len(menus) > 5
    for menu in menus[1:]:
        menu.aboutToShow.emit()  # type: ignore[union-attr]  # the entries built on showing
    keyless = [
        action.text()
        for menu in menus
        for action in menu.actions()
        if not action.isSeparator() and action.isVisible() and _access_key(action.text()) is None
    ]
    assert keyless == []
    clashes = {
        (menu.title() if isinstance(menu, QMenu) else "menu bar", key): items
        for menu in menus
        for key, items in _access_keys(menu).items()
        if len(items) > 1
    }
    assert not clashes, "\n".join(
        f"{menu} {key!r}: {items}" for (menu, key), items in clashes.items()
    )


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_quick_entry_examples_are_commands_in_the_windows_language(
    speak: Callable[[str], None], language: str
) -> None:
    """The German and Spanish help and placeholder showed the English commands: they
    show the language's own words, and each example is a command quick entry reads."""
    from tests.helpers.matches import demo_setup
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.core.match.quickentry import parse
    from tracker.ui.match.quickentry import HELP

    speak(language)
    match = demo_setup()
    shown = QApplication.translate("QuickEntry", HELP)
    examples = [line.strip() for line in shown.splitlines() if line.startswith("  ")]
    commands = [part.strip() for line in examples for part in line.split("  ") if part.strip()]
    commands = [c for c in commands if not c.startswith("(")]
    commands = [part.strip() for c in commands for part in c.split(" / ")]
    assert "55 goal" not in shown
    for command in commands:
        for one in command.split(", "):
            kick = not one[0].isdigit() and one.split()[0] not in ("tor", "gol")
            period = Period.SHOOTOUT if kick else Period.SECOND_HALF
            time = MatchTime(Period.SECOND_HALF, 60)
            if "10" in one.split() or "France" in one:  # the pitch's players; another match
                continue
            parse(one, match, period=period, language=language, default_time=time)
    placeholder = QApplication.translate(
        "QuickEntry", "Quick entry: 55 goal Gordon assist Rogers   (Ctrl+L)"
    )
    assert ("55 tor Gordon" if language == "de" else "55 gol Gordon") in placeholder


def test_the_scoreboard_and_the_log_say_aet_and_pens_in_the_window_s_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The German window showed "3-3 aet (4-2 pens)" on the scoreboard and "pens" in the
    log's minute column, where its sheet writes "n. V." and "i. E."."""
    from tests.helpers.final2022 import final_text
    from tracker.core import i18n
    from tracker.core.files import matchfile
    from tracker.core.match.matchtime import MatchTime, time_words
    from tracker.core.match.replay import replay
    from tracker.ui.match.scoreboard import result_note

    match, events = matchfile.loads(final_text())
    state = replay(match, events)
    monkeypatch.setitem(i18n._current, "language", "de")  # as start-up sets it
    assert result_note(state) == "3-3 n. V. (4-2 i. E.)"
    assert time_words(MatchTime.shootout()) == "i. E."
    monkeypatch.setitem(i18n._current, "language", "es")
    assert "aet" not in result_note(state) and "pens" not in result_note(state)
    monkeypatch.setitem(i18n._current, "language", "en")
    assert result_note(state) == "3-3 aet (4-2 pens)"


def _mnemonics(window: QWidget) -> dict[str, list[str]]:
    """Each access key of the window's visible labels, buttons, boxes and tabs: their texts."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar

    keys: dict[str, list[str]] = {}
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts = [widget.text()]
        elif isinstance(widget, QGroupBox):
            texts = [widget.title()]
        elif isinstance(widget, QTabBar):
            texts = [widget.tabText(index) for index in range(widget.count())]
        else:
            continue
        for text in texts:
            found = re.search(r"&([^&\s])", text.replace("&&", ""))
            if found is not None:
                keys.setdefault(found.group(1).casefold(), []).append(text)
    return keys


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_no_two_controls_of_a_dialog_share_an_access_key(  # type: ignore[no-untyped-def]
    qtbot, library: MatchService, speak: Callable[[str], None], language: str
) -> None:
    """German Preferences had Alt+S three times (&Sprache, Aufbewahrte &Sicherungen,
    &Standard) and the German wizard Alt+W for &Weiter and &Wettbewerb: Qt then moves
    between them and presses none."""
    from tracker.sheet.resultcontent import ResultSheet
    from tracker.ui.common.preferences import PreferencesDialog
    from tracker.ui.files.send import SendDialog
    from tracker.ui.library.resultview import ResultSheetDialog

    speak(language)
    result = ResultSheet("Switzerland", "Colombia", "0-0 aet (4-3 pens)", "Cup", (), "Result")
    dialogs = [
        *_dialogs(library),
        PreferencesDialog(QSettings(), [("standard", "Standard")], "matches.sqlite3"),
        SendDialog(None, "Argentina v England", ""),
        # German had Alt+E twice (Spielbericht &exportieren…, Dieses Spiel &erfassen…),
        # and the records window Alt+S for two tabs (&Spiele, Tor&schützen).
        ResultSheetDialog(result, can_log=True),
    ]
    clashes = {}
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        for key, texts in _mnemonics(dialog).items():
            if len(texts) > 1:
                clashes[(type(dialog).__name__, key)] = texts
        dialog.close()
    assert not clashes, "\n".join(f"{where} {key!r}: {t}" for (where, key), t in clashes.items())


def test_the_scoreboard_names_the_round_in_german(  # type: ignore[no-untyped-def]
    qtbot, speak: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from tests.helpers.matches import demo
    from tracker.core import i18n
    from tracker.core.match.replay import replay
    from tracker.ui.match.scoreboard import Scoreboard

    match, events = demo()
    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")
    board = Scoreboard()
    qtbot.addWidget(board)
    board.show_state(replay(dataclasses.replace(match, stage="Semi-final"), events))
    assert f"{match.competition} – Halbfinale" in board.detail.text()
    assert "Semi-final" not in board.detail.text()


def test_the_start_page_dates_its_recent_matches_in_german(  # type: ignore[no-untyped-def]
    qtbot, speak: Callable[[str], None], fresh_match: int, window
) -> None:
    from tracker.ui.library.startpage import StartPage

    entries = window.document.service.library()
    speak("de")
    page = StartPage()
    qtbot.addWidget(page)
    page.show_library(entries)
    day = entries[0].date  # stored as ISO
    assert translation.numeric_date(day) in page.recent.item(0).text()
    assert day not in page.recent.item(0).text()


def test_the_start_page_and_the_library_name_the_round_in_german(  # type: ignore[no-untyped-def]
    qtbot, speak: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.core import i18n
    from tracker.services.library import LibraryEntry
    from tracker.ui.library.librarymodel import COLUMNS, LibraryModel
    from tracker.ui.library.startpage import StartPage

    entry = LibraryEntry(
        id=1,
        date="2026-07-15",
        competition="FIFA World Cup 2026",
        stage="Semi-final",
        home="Argentina",
        away="England",
        score="2-1",
        status="finished",
    )
    speak("de")
    monkeypatch.setitem(i18n._current, "language", "de")
    page = StartPage()
    qtbot.addWidget(page)
    page.show_library([entry])
    assert "FIFA World Cup 2026 – Halbfinale" in page.recent.item(0).text()
    assert "Semi-final" not in page.recent.item(0).text()

    class Setup:
        def library_page(self, query: object, start: int, count: int) -> list[LibraryEntry]:
            return [entry][start : start + count]

        def library_count(self, query: object) -> int:
            return 1

    model = LibraryModel(Setup())  # type: ignore[arg-type]
    model.set_query(model.query)
    stage = [field for _, field, _ in COLUMNS].index("stage")
    assert model.index(0, stage).data() == "Halbfinale"
