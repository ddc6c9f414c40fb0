"""Forms of one name: each rule, the spellings folded together, and two men told apart."""

from __future__ import annotations

import pytest

from tracker.core.people.nameforms import (
    Rule,
    conflicts,
    form_rule,
    last_key,
    parts,
    specificity,
)


@pytest.mark.parametrize(
    ("a", "b", "rule"),
    [
        ("Harry Kane", "Harry Kane", Rule.SAME),
        ("Kylian Mbappé", "KYLIAN MBAPPE", Rule.SAME),
        ("Kane", "Harry Kane", Rule.SURNAME),
        ("Di María", "Ángel Di María", Rule.SURNAME),
        ("Mac Allister", "Alexis Mac Allister", Rule.SURNAME),
        ("Lukaku", "R. Lukaku", Rule.SURNAME),
        ("R. Lukaku", "Romelu Lukaku", Rule.INITIALS),
        ("J.Quintero", "Juan Quintero", Rule.INITIALS),
        ("G. Sigurðsson", "Gylfi Sigurdsson", Rule.INITIALS),
        ("Kai Havertz", "Kai Lukas Havertz", Rule.FIRST_LAST),
        ("Mário Fernandes", "Mário Figueira Fernandes", Rule.FIRST_LAST),
        ("Müller", "Mueller", Rule.SPELLING),
        ("Thomas Müller", "Thomas Muller", Rule.SAME),
        ("Yıldız", "Yildiz", Rule.SAME),  # ı folds to i, like ø to o
        ("Đorđe Petrović", "Djordje Petrovic", Rule.SPELLING),
        ("Ødegaard", "Odegaard", Rule.SAME),
        ("Łukasz Piszczek", "Lukasz Piszczek", Rule.SAME),
        ("Strauß", "Strauss", Rule.SAME),
        ("Neymar Jr", "Neymar", Rule.SPELLING),
        ("Son Heung-min", "Son Heung Min", Rule.SPELLING),
        # Arabic surnames transliterated with a vowel more, or a letter written twice.
        ("Salem Al-Dawsari", "Salem Al Dawasari", Rule.TRANSLITERATION),
        ("Ali Hasan", "Ali Hassan", Rule.TRANSLITERATION),
    ],
)
def test_forms_of_one_name(a: str, b: str, rule: Rule) -> None:
    assert form_rule(a, b) is rule
    assert form_rule(b, a) is rule  # either way round


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Lautaro", "Lautaro Martínez"),  # a first name alone is not a surname
        ("Eden Hazard", "Thorgan Hazard"),
        ("E. Hazard", "T. Hazard"),
        ("T. Hazard", "Eden Hazard"),
        ("Kane", "Harry Kan"),
        ("Ronaldo", "Ronaldinho"),
        ("", "Kane"),
        ("Ivan Marić", "Ivan Morić"),  # a letter for another: another surname
        ("Marko Petrović", "Mirko Petrović"),  # only the surname may be transliterated
        ("Salem Al-Dawsari", "Nasser Al Dawasari"),  # other given names: another man
        ("Ahmed Ali", "Ahmed Alia"),  # too short a surname to say
        ("Dawasari", "Salem Al-Dawsari"),  # a surname alone must be written the same
    ],
)
def test_other_names_are_not_forms(a: str, b: str) -> None:
    assert form_rule(a, b) is None


def test_two_given_names_with_one_surname_are_two_men_a_surname_alone_is_nobody() -> None:
    assert conflicts("Eden Hazard", "Thorgan Hazard")
    assert conflicts("E. Hazard", "T. Hazard")
    assert not conflicts("E. Hazard", "Eden Hazard")
    assert not conflicts("Hazard", "Eden Hazard")
    assert not conflicts("Harry Kane", "Kylian Mbappé")


def test_surnames_a_transliteration_may_take_for_one_share_their_key() -> None:
    assert last_key("dawsari") == last_key("dawasari") == "dwsr"
    assert last_key("hassan") == last_key("hasan")
    assert last_key("kane") != last_key("lane")


def test_the_fullest_name_says_most() -> None:
    assert specificity("Harry Kane") > specificity("H. Kane") > specificity("Kane")
    assert parts("Vinícius Jr.") == ("vinicius",)
    assert parts("R.Lukaku") == ("r", "lukaku")


@pytest.mark.parametrize(
    ("a", "b", "rule"),
    [
        ("O'Reilly", "Jack O'Reilly", Rule.SURNAME),
        ("J. O'Reilly", "Jack O'Reilly", Rule.INITIALS),
        ("Jack O’Reilly", "Jack O'Reilly", Rule.SAME),  # the typographic apostrophe
        ("N. Kanté", "N'Golo Kanté", Rule.INITIALS),
        ("Van Dijk", "Virgil van Dijk", Rule.SURNAME),
        ("De Bruyne", "Kevin De Bruyne", Rule.SURNAME),
        ("dos Santos", "Giovani dos Santos", Rule.SURNAME),
    ],
)
def test_a_name_with_an_apostrophe_is_one_part(a: str, b: str, rule: Rule) -> None:
    # "O'Reilly" was two parts, "O" taken for an initial: "O'Reilly" was no form of
    # "Jack O'Reilly" (two men for sure), "Reilly" was, and "John Reilly" was a form
    # of "John O'Reilly"; "N'Golo Kanté" and "N. Kanté" were two men.
    assert form_rule(a, b) is rule
    assert not conflicts(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Reilly", "Jack O'Reilly"),
        ("John Reilly", "John O'Reilly"),
        ("Alessandro", "Darío D'Alessandro"),
    ],
)
def test_a_surname_without_its_apostrophe_part_is_another(a: str, b: str) -> None:
    assert form_rule(a, b) is None
    assert parts("O'Reilly") == parts("O’Reilly") == ("oreilly",)
