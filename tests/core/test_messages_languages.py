"""The refusals of the rules and of quick entry in the user's language (German, Spanish)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.core.test_quickentry import read
from tracker.core import i18n
from tracker.core.match import quickentry, rules
from tracker.core.match.events import Card, CardKind
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.quickentry import QuickEntryError
from tracker.core.match.replay import replay
from tracker.core.match.state import RuleError


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(i18n._current, "language", "de")


def _msgids(module: object) -> set[str]:
    """Every literal handed to ``_()`` in the module's source."""
    tree = ast.parse(Path(str(getattr(module, "__file__", ""))).read_text("utf-8"))
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "_"
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    }


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_message_of_the_rules_and_quick_entry_is_translated(language: str) -> None:
    ids = _msgids(rules) | _msgids(quickentry)
    assert len(ids) > 30  # the check reads the calls, so it cannot pass on nothing
    missing = sorted(ids - set(i18n.catalogue(language)))
    assert missing == []


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
