"""Access keys chosen for menu entries whose text is made at run time."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from tracker.ui.common.accesskeys import access_key, give_access_keys, with_access_key


def test_a_free_letter_starting_a_word_is_chosen_first() -> None:
    assert with_access_key("Goal for England, scorer unknown", {"g"}) == (
        "Goal &for England, scorer unknown"
    )
    assert with_access_key("Team page: England", {"t", "p", "e"}) == "Te&am page: England"
    assert with_access_key("Brighton && Hove", {"b"}) == "Brighton && &Hove"
    assert with_access_key("Kick-off\tF9", {"k"}) == "Kick-&off\tF9"
    assert with_access_key("ab", {"a", "b"}) == "ab"  # none free: left without


def test_an_ampersand_of_a_name_is_no_access_key() -> None:
    assert access_key("Brighton && Hove") is None
    assert access_key("Brighton && &Hove") == "h"
    assert access_key("Delete event…\tDel") is None


def test_a_menu_keeps_its_letters_and_gives_the_others_free_ones(qtbot) -> None:  # type: ignore[no-untyped-def]
    menu = QMenu()
    qtbot.addWidget(menu)
    texts = ["&Event log", "England", "Argentina", "Key stats"]
    for text in texts:
        menu.addAction(text)
    give_access_keys(menu)
    assert [a.text() for a in menu.actions()] == [
        "&Event log",
        "E&ngland",
        "&Argentina",
        "&Key stats",
    ]
