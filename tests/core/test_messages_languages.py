"""The refusals of the rules and of quick entry, and the events put into words (the event
log, announcements, undo texts, the sheet's descriptions) in German and Spanish."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from tests.core.test_quickentry import read
from tracker.core import i18n
from tracker.core.match import (
    bookings,
    describe,
    formations,
    matchtime,
    model,
    order,
    periods,
    quickentry,
    rules,
    setup,
    shootout,
)
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MissedPenalty,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.quickentry import QuickEntryError
from tracker.core.match.replay import replay
from tracker.core.match.state import RuleError


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(i18n._current, "language", "de")


def _msgids(module: object, names: tuple[str, ...] = ("_",)) -> set[str]:
    """Every literal handed to ``_()`` (or another of ``names``) in the module's source."""
    return _msgids_in(Path(str(getattr(module, "__file__", ""))), names)


def _msgids_in(path: Path, names: tuple[str, ...] = ("_",)) -> set[str]:
    """Every literal handed to ``_()`` (or another of ``names``) in the source ``path``."""
    tree = ast.parse(path.read_text("utf-8"))
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in names
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    }


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_message_of_the_rules_and_quick_entry_is_translated(language: str) -> None:
    ids = (
        _msgids(rules)
        | _msgids(matchtime)
        | _msgids(setup)
        | _msgids(formations)
        | _msgids(model)
        | _msgids(quickentry)
        | _msgids(bookings)
        | _msgids(periods)
        | _msgids(shootout)
        | _msgids(order)
    )
    assert len(ids) > 30  # the check reads the calls, so it cannot pass on nothing
    missing = sorted(ids - set(i18n.catalogue(language)))
    assert missing == []


def _event_words() -> set[str]:
    """Every text describe.py writes: its calls of ``t()``/``gettext()`` and its tables."""
    tables = (
        describe._START_WORDS,
        describe._END_WORDS,
        describe._CARD_WORDS,
        describe._GOAL_WORDS,
        describe._KIND_WORDS,
    )
    return _msgids(describe, ("t", "gettext")) | {w for table in tables for w in table.values()}


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_event_word_is_translated(language: str) -> None:
    ids = _event_words()
    assert len(ids) > 35  # the check reads the calls and tables, so it cannot pass on nothing
    missing = sorted(ids - set(i18n.catalogue(language)))
    assert missing == []


def _one_of_each() -> tuple[Match, list[Event]]:
    """The reference match and one event of each kind describe() words differently."""
    from tests.helpers.matches import demo, pid

    match, events = demo()
    messi, kane = pid(match, "Lionel Messi"), pid(match, "Harry Kane")
    at = MatchTime(Period.SECOND_HALF, 70)
    more: list[Event] = [
        Goal(time=at, side=Side.AWAY, scorer=kane, how=GoalKind.OWN_GOAL),
        Goal(time=at, side=Side.HOME, scorer=None, how=GoalKind.PENALTY),
        Card(time=at, side=Side.AWAY, player=kane, card=CardKind.SECOND_YELLOW),
        MissedPenalty(time=at, side=Side.AWAY, player=kane, saved=True),
        PlayerOff(time=at, side=Side.HOME, player=messi),
        ShootoutKick(time=MatchTime(Period.SHOOTOUT, 0), side=Side.AWAY, player=kane, scored=False),
        FormationChange(time=at, side=Side.HOME, formation="4-4-2"),
        Substitution(time=at, side=Side.HOME, on=messi, off=messi, concussion=True),
    ]
    return match, [*events, *more]


@pytest.mark.parametrize("language", ["de", "es"])
def test_no_event_is_described_in_english_words(language: str) -> None:
    match, events = _one_of_each()
    english = {describe.describe(match, e, str) for e in events}
    said = {describe.describe(match, e, i18n.translator(language)) for e in events}
    assert said.isdisjoint(english)


@pytest.mark.usefixtures("german")
def test_events_in_german_football_words() -> None:
    match, events = _one_of_each()
    said = [describe.describe(match, e) for e in events]
    assert "Tor: Anthony Gordon, Vorlage Morgan Rogers" in said
    assert "Tor (Kopfball): Lautaro Martínez, Vorlage Lionel Messi" in said
    assert "Auswechslung, Argentina: Nico González für Leandro Paredes" in said
    assert "Eigentor: Harry Kane, für Argentina" in said
    assert "Elfmetertor: Argentina (Torschütze unbekannt)" in said
    assert "Gelb-Rote Karte (Platzverweis): Harry Kane (England)" in said
    assert "Elfmeter gehalten: Harry Kane (England)" in said
    assert "Spielende" in said
    # German keeps the capital of a noun inside a sentence.
    assert describe.filed(match, events[3]).startswith("Tor: Anthony Gordon")
    assert describe.filed(match, events[3]).endswith("Zweite Halbzeit)")


def test_events_in_spanish_football_words() -> None:
    match, events = _one_of_each()
    t = i18n.translator("es")
    said = [describe.describe(match, e, t) for e in events]
    assert "Gol: Anthony Gordon, asistencia de Morgan Rogers" in said
    assert "Autogol: Harry Kane, para Argentina" in said
    assert "Gol de penalti: Argentina (goleador desconocido)" in said
    assert "Doble amarilla (expulsado): Harry Kane (England)" in said
    assert "Cambio, Argentina: entra Nico González por Leandro Paredes" in said


def test_english_lowers_the_event_inside_a_sentence() -> None:
    match, events = _one_of_each()
    assert describe.filed(match, events[3]) == (
        "goal: Anthony Gordon, assist Morgan Rogers at 55', second half"
    )


@pytest.mark.usefixtures("german")
def test_quick_entry_refuses_in_german() -> None:
    with pytest.raises(QuickEntryError) as caught:
        read("55 tor Gordn")
    assert str(caught.value) == (
        "kein Spieler namens 'gordn' — meinten Sie Anthony Gordon oder Jordan Pickford?"
    )
    with pytest.raises(QuickEntryError, match="unbekannter Befehl 'hello'"):
        read("55 hello Gordon")


@pytest.mark.usefixtures("german")
def test_a_second_yellow_without_a_first_is_refused_in_german() -> None:
    from tests.helpers.matches import demo, pid

    match, events = demo()
    state = replay(match, events[:3])
    messi = pid(match, "Lionel Messi")
    card = Card(
        time=MatchTime(Period.SECOND_HALF, 60),
        side=Side.HOME,
        player=messi,
        card=CardKind.SECOND_YELLOW,
    )
    with pytest.raises(RuleError) as caught:
        rules.check_and_apply(state, card)
    assert str(caught.value) == (
        "Lionel Messi ist noch nicht verwarnt: Gelb-Rot setzt eine erste Gelbe Karte voraus"
    )


def test_english_stays_the_default() -> None:
    assert i18n.language() == "en"
    with pytest.raises(QuickEntryError, match="no player called 'gordn'"):
        read("55 goal Gordn")


def test_the_language_setting_is_read_as_the_window_writes_it() -> None:
    try:
        assert i18n.set_language("de") == "de"
        assert i18n.set_language("es_MX") == "es"
        assert i18n.set_language("fr_FR") == "en"  # not written: English
        assert i18n.set_language("") == "en"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["de", "es"])
def test_a_catalogue_gives_each_message_once(language: str) -> None:
    """A message given twice is read as its last translation, the first silently lost."""
    from importlib import resources

    text = resources.files("tracker.resources").joinpath(f"messages-{language}.json")
    pairs = json.loads(text.read_text("utf-8"), object_pairs_hook=list)
    keys = [key for key, _value in pairs]
    assert len(keys) > 400
    assert sorted(k for k in set(keys) if keys.count(k) > 1) == []


def _modules_using_gettext() -> list[Path]:
    """Every module of the package that takes the user's language's ``_``."""
    root = Path(i18n.__file__).parents[1]
    return sorted(
        path
        for path in root.rglob("*.py")
        if "from tracker.core.i18n import gettext as _" in path.read_text("utf-8")
    )


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_message_handed_to_gettext_anywhere_is_translated(language: str) -> None:
    modules = _modules_using_gettext()
    assert len(modules) > 40  # the check finds the modules, so it cannot pass on nothing
    missing = {
        path.relative_to(Path(i18n.__file__).parents[2]).as_posix(): sorted(
            _msgids_in(path) - set(i18n.catalogue(language))
        )
        for path in modules
    }
    assert {where: ids for where, ids in missing.items() if ids} == {}


@pytest.mark.usefixtures("german")
def test_a_minute_read_as_added_time_is_said_in_the_users_language() -> None:
    time = MatchTime(Period.FIRST_HALF, 45, 5)
    assert quickentry.added_time_word("50", time) == (
        "50': die erste Halbzeit endet mit 45', also wird es als Nachspielzeit geschrieben: 45'+5"
    )
