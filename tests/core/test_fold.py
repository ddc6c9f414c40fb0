"""The one folding of names (issue 20, item 5): every letter to plain letters."""

from __future__ import annotations

import pytest

from tracker.core.match.model import fold
from tracker.core.people.nameforms import skeleton


@pytest.mark.parametrize(
    ("name", "folded"),
    [
        ("Yıldız", "yildiz"),
        ("Guðjohnsen", "gudjohnsen"),
        ("Đorđe", "dorde"),
        ("Þórður", "thordur"),
        ("Ødegaard", "odegaard"),
        ("Łukasz", "lukasz"),
        ("Strauß", "strauss"),
        ("Kjær", "kjaer"),
        ("Martínez", "martinez"),
        ("Мбаппе", "mbappe"),
        ("Harry Kane", "harry kane"),
    ],
)
def test_every_letter_folds_to_plain_letters(name: str, folded: str) -> None:
    assert fold(name) == folded


def test_a_digit_of_another_script_is_not_a_plain_digit() -> None:
    assert fold("\u1369") == "\u1369"
    assert fold("²") == "2"


def test_name_forms_fold_the_same_way() -> None:
    assert skeleton("Yıldız") == skeleton("yildiz") == "yildiz"
    assert skeleton("Þór") == "thor"
